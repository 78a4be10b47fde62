#include "tessera_gtk_headerbar.h"

typedef struct BackHandler {
    void (*back)(void *context);
    void (*release)(void *context);
    void *context;
} BackHandler;

static void on_back_clicked(GtkButton *button, gpointer data) {
    (void)button;
    BackHandler *handler = data;
    handler->back(handler->context);
}

static void free_back_handler(gpointer data, GClosure *closure) {
    (void)closure;
    BackHandler *handler = data;
    if (handler->release) handler->release(handler->context);
    g_free(handler);
}

GtkWidget *tessera_header_bar_new(GtkWidget *window, void (*back)(void *context), void (*release)(void *context),
                                  void *context) {
    GtkWidget *bar = gtk_header_bar_new();

    GtkWidget *button = gtk_button_new_from_icon_name("go-previous-symbolic");
    gtk_widget_add_css_class(button, "flat");   // as the hosted items (libadwaita's header-bar look)
    gtk_widget_set_visible(button, FALSE);
    gtk_widget_set_focus_on_click(button, FALSE);   // the keyboard stays with the window's content
    BackHandler *handler = g_new0(BackHandler, 1);
    handler->back = back;
    handler->release = release;
    handler->context = context;
    g_signal_connect_data(button, "clicked", G_CALLBACK(on_back_clicked), handler, free_back_handler, 0);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(bar), button);

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER);
    GtkWidget *title = gtk_label_new(NULL);
    gtk_label_set_single_line_mode(GTK_LABEL(title), TRUE);
    gtk_label_set_ellipsize(GTK_LABEL(title), PANGO_ELLIPSIZE_END);
    gtk_widget_add_css_class(title, "title");
    GtkWidget *subtitle = gtk_label_new(NULL);
    gtk_label_set_single_line_mode(GTK_LABEL(subtitle), TRUE);
    gtk_label_set_ellipsize(GTK_LABEL(subtitle), PANGO_ELLIPSIZE_END);
    gtk_widget_add_css_class(subtitle, "subtitle");
    gtk_widget_add_css_class(subtitle, "dim-label");
    gtk_widget_set_visible(subtitle, FALSE);
    gtk_box_append(GTK_BOX(box), title);
    gtk_box_append(GTK_BOX(box), subtitle);
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(bar), box);

    // Kept alive while another widget stands in for them.
    g_object_set_data_full(G_OBJECT(bar), "tessera-title-box", g_object_ref(box), g_object_unref);
    g_object_set_data(G_OBJECT(bar), "tessera-title", title);
    g_object_set_data(G_OBJECT(bar), "tessera-subtitle", subtitle);
    g_object_set_data(G_OBJECT(bar), "tessera-back", button);

    gtk_window_set_titlebar(GTK_WINDOW(window), bar);
    return bar;
}

void tessera_header_bar_remove_from(GtkWidget *window) {
    gtk_window_set_titlebar(GTK_WINDOW(window), NULL);
}

void tessera_header_bar_set_title(GtkWidget *bar, const char *title, const char *subtitle) {
    GtkWidget *title_label = g_object_get_data(G_OBJECT(bar), "tessera-title");
    GtkWidget *subtitle_label = g_object_get_data(G_OBJECT(bar), "tessera-subtitle");
    gtk_label_set_text(GTK_LABEL(title_label), title ? title : "");
    gtk_label_set_text(GTK_LABEL(subtitle_label), subtitle ? subtitle : "");
    gtk_widget_set_visible(subtitle_label, subtitle != NULL);
}

void tessera_header_bar_set_title_widget(GtkWidget *bar, GtkWidget *widget, gboolean empty) {
    GtkWidget *shown = widget;
    if (!shown) shown = empty ? gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0) : g_object_get_data(G_OBJECT(bar), "tessera-title-box");
    if (gtk_header_bar_get_title_widget(GTK_HEADER_BAR(bar)) == shown) return;
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(bar), shown);
}

void tessera_header_bar_set_back(GtkWidget *bar, gboolean visible, const char *tooltip) {
    GtkWidget *button = g_object_get_data(G_OBJECT(bar), "tessera-back");
    gtk_widget_set_tooltip_text(button, tooltip);
    gtk_widget_set_visible(button, visible);
}

GtkWidget *tessera_header_bar_back_button(GtkWidget *bar) {
    return g_object_get_data(G_OBJECT(bar), "tessera-back");
}

void tessera_header_bar_pack(GtkWidget *bar, GtkWidget *child, gboolean end) {
    gtk_widget_set_valign(child, GTK_ALIGN_CENTER);
    if (end) {
        gtk_header_bar_pack_end(GTK_HEADER_BAR(bar), child);
    } else {
        gtk_header_bar_pack_start(GTK_HEADER_BAR(bar), child);
    }
}

void tessera_header_bar_remove(GtkWidget *bar, GtkWidget *child) {
    gtk_header_bar_remove(GTK_HEADER_BAR(bar), child);
}

void tessera_widget_bounds_in_surface(GtkWidget *widget, double *x, double *y, double *width, double *height) {
    *x = 0;
    *y = 0;
    *width = 0;
    *height = 0;
    GtkNative *native = gtk_widget_get_native(widget);
    if (!native || !gtk_widget_get_mapped(widget)) return;
    graphene_rect_t bounds;
    if (!gtk_widget_compute_bounds(widget, GTK_WIDGET(native), &bounds)) return;
    double surface_x = 0, surface_y = 0;
    gtk_native_get_surface_transform(native, &surface_x, &surface_y);
    *x = bounds.origin.x + surface_x;
    *y = bounds.origin.y + surface_y;
    *width = bounds.size.width;
    *height = bounds.size.height;
}

void tessera_widget_hold(GtkWidget *widget) { g_object_ref_sink(widget); }

void tessera_widget_drop(GtkWidget *widget) { g_object_unref(widget); }
