#include "tessera_gtk_shim.h"

#include <glib-unix.h>
#include <string.h>
#include <sys/eventfd.h>

// ---- TesseraHostingWidget -----------------------------------------------------------------

#define TESSERA_TYPE_HOSTING_WIDGET (tessera_hosting_widget_get_type())
G_DECLARE_FINAL_TYPE(TesseraHostingWidget, tessera_hosting_widget, TESSERA, HOSTING_WIDGET, GtkWidget)

struct _TesseraHostingWidget {
    GtkWidget parent_instance;
    TesseraHostingCallbacks callbacks;
    guint tick_id;
    GtkSizeRequestMode request_mode;
};

G_DEFINE_FINAL_TYPE(TesseraHostingWidget, tessera_hosting_widget, GTK_TYPE_WIDGET)

/// Points per wheel notch (GTK reports notches for mice without smooth scrolling).
static const double wheel_step = 40.0;

static void draw_func(cairo_t *cr, TesseraHostingWidget *self, int width, int height) {
    if (self->callbacks.snapshot) self->callbacks.snapshot(self->callbacks.context, cr, width, height);
}

static void hosting_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    TesseraHostingWidget *self = TESSERA_HOSTING_WIDGET(widget);
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    if (width <= 0 || height <= 0) return;
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &bounds);
    draw_func(cr, self, width, height);
    cairo_destroy(cr);
}

static void hosting_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    TesseraHostingWidget *self = TESSERA_HOSTING_WIDGET(widget);
    *minimum = 0;
    *natural = 0;
    if (self->callbacks.measure)
        self->callbacks.measure(self->callbacks.context, orientation == GTK_ORIENTATION_HORIZONTAL, for_size, minimum, natural);
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static GtkSizeRequestMode hosting_get_request_mode(GtkWidget *widget) {
    return TESSERA_HOSTING_WIDGET(widget)->request_mode;
}

void tessera_hosting_widget_set_height_for_width(GtkWidget *widget, gboolean height_for_width) {
    TesseraHostingWidget *self = TESSERA_HOSTING_WIDGET(widget);
    GtkSizeRequestMode mode = height_for_width ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE;
    if (self->request_mode == mode) return;
    self->request_mode = mode;
    gtk_widget_queue_resize(widget);
}

static void hosting_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    TesseraHostingWidget *self = TESSERA_HOSTING_WIDGET(widget);
    (void)baseline;
    if (self->callbacks.size_allocate) self->callbacks.size_allocate(self->callbacks.context, width, height);
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    TesseraHostingWidget *self = TESSERA_HOSTING_WIDGET(widget);
    (void)clock; (void)data;
    self->tick_id = 0;
    if (self->callbacks.frame) self->callbacks.frame(self->callbacks.context);
    return G_SOURCE_REMOVE;
}

void tessera_hosting_widget_schedule_frame(GtkWidget *widget) {
    TesseraHostingWidget *self = TESSERA_HOSTING_WIDGET(widget);
    if (self->tick_id == 0) self->tick_id = gtk_widget_add_tick_callback(widget, tick, NULL, NULL);
}

static void hosting_map(GtkWidget *widget) {
    GTK_WIDGET_CLASS(tessera_hosting_widget_parent_class)->map(widget);
    tessera_hosting_widget_schedule_frame(widget);
}

static void release_callbacks(TesseraHostingWidget *self) {
    TesseraHostingCallbacks callbacks = self->callbacks;
    memset(&self->callbacks, 0, sizeof self->callbacks);
    if (callbacks.release) callbacks.release(callbacks.context);
}

static void hosting_dispose(GObject *object) {
    TesseraHostingWidget *self = TESSERA_HOSTING_WIDGET(object);
    if (self->tick_id) {
        gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->tick_id);
        self->tick_id = 0;
    }
    G_OBJECT_CLASS(tessera_hosting_widget_parent_class)->dispose(object);
}

static void hosting_finalize(GObject *object) {
    release_callbacks(TESSERA_HOSTING_WIDGET(object));
    G_OBJECT_CLASS(tessera_hosting_widget_parent_class)->finalize(object);
}

static void tessera_hosting_widget_class_init(TesseraHostingWidgetClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->snapshot = hosting_snapshot;
    widget_class->measure = hosting_measure;
    widget_class->get_request_mode = hosting_get_request_mode;
    widget_class->size_allocate = hosting_size_allocate;
    widget_class->map = hosting_map;
    G_OBJECT_CLASS(klass)->dispose = hosting_dispose;
    G_OBJECT_CLASS(klass)->finalize = hosting_finalize;
}

// Input controllers.

static void on_pressed(GtkGestureClick *gesture, int n_press, double x, double y, TesseraHostingWidget *self) {
    (void)gesture;
    // A click focuses the widget unless it says otherwise (a header bar's items don't take the
    // keyboard from the window's content).
    if (gtk_widget_get_focus_on_click(GTK_WIDGET(self))) gtk_widget_grab_focus(GTK_WIDGET(self));
    if (self->callbacks.pressed) self->callbacks.pressed(self->callbacks.context, n_press, x, y);
}

static void on_released(GtkGestureClick *gesture, int n_press, double x, double y, TesseraHostingWidget *self) {
    (void)gesture;
    if (self->callbacks.released) self->callbacks.released(self->callbacks.context, n_press, x, y);
}

static void on_secondary_pressed(GtkGestureClick *gesture, int n_press, double x, double y, TesseraHostingWidget *self) {
    (void)gesture; (void)n_press;
    if (gtk_widget_get_focus_on_click(GTK_WIDGET(self))) gtk_widget_grab_focus(GTK_WIDGET(self));
    if (self->callbacks.secondary_pressed) self->callbacks.secondary_pressed(self->callbacks.context, x, y);
}

static void on_motion(GtkEventControllerMotion *controller, double x, double y, TesseraHostingWidget *self) {
    (void)controller;
    if (self->callbacks.motion) self->callbacks.motion(self->callbacks.context, x, y);
}

static void on_leave(GtkEventControllerMotion *controller, TesseraHostingWidget *self) {
    (void)controller;
    if (self->callbacks.leave) self->callbacks.leave(self->callbacks.context);
}

static gboolean on_scroll(GtkEventControllerScroll *controller, double dx, double dy, TesseraHostingWidget *self) {
    if (!self->callbacks.scroll) return FALSE;
    if (gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL) {
        dx *= wheel_step;
        dy *= wheel_step;
    }
    return self->callbacks.scroll(self->callbacks.context, dx, dy);
}

static gboolean on_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                               GdkModifierType state, TesseraHostingWidget *self) {
    (void)controller;
    if (!self->callbacks.key) return FALSE;
    return self->callbacks.key(self->callbacks.context, keyval, keycode, state, 1);
}

static void on_key_released(GtkEventControllerKey *controller, guint keyval, guint keycode,
                            GdkModifierType state, TesseraHostingWidget *self) {
    (void)controller;
    if (self->callbacks.key) self->callbacks.key(self->callbacks.context, keyval, keycode, state, 0);
}

static void on_scale_factor(GObject *object, GParamSpec *pspec, TesseraHostingWidget *self) {
    (void)object; (void)pspec;
    if (self->callbacks.scale_changed)
        self->callbacks.scale_changed(self->callbacks.context, gtk_widget_get_scale_factor(GTK_WIDGET(self)));
}

static void tessera_hosting_widget_init(TesseraHostingWidget *self) {
    GtkWidget *widget = GTK_WIDGET(self);
    gtk_widget_set_focusable(widget, TRUE);
    self->request_mode = GTK_SIZE_REQUEST_CONSTANT_SIZE;
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN);

    GtkGesture *click = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(click), GDK_BUTTON_PRIMARY);
    g_signal_connect(click, "pressed", G_CALLBACK(on_pressed), self);
    g_signal_connect(click, "released", G_CALLBACK(on_released), self);
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(click));

    GtkGesture *secondary = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(secondary), GDK_BUTTON_SECONDARY);
    g_signal_connect(secondary, "pressed", G_CALLBACK(on_secondary_pressed), self);
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(secondary));

    GtkEventController *motion = gtk_event_controller_motion_new();
    g_signal_connect(motion, "motion", G_CALLBACK(on_motion), self);
    g_signal_connect(motion, "enter", G_CALLBACK(on_motion), self);
    g_signal_connect(motion, "leave", G_CALLBACK(on_leave), self);
    gtk_widget_add_controller(widget, motion);

    GtkEventController *scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
    g_signal_connect(scroll, "scroll", G_CALLBACK(on_scroll), self);
    gtk_widget_add_controller(widget, scroll);

    GtkEventController *key = gtk_event_controller_key_new();
    g_signal_connect(key, "key-pressed", G_CALLBACK(on_key_pressed), self);
    g_signal_connect(key, "key-released", G_CALLBACK(on_key_released), self);
    gtk_widget_add_controller(widget, key);

    g_signal_connect(self, "notify::scale-factor", G_CALLBACK(on_scale_factor), self);
}

GtkWidget *tessera_hosting_widget_new(const TesseraHostingCallbacks *callbacks) {
    TesseraHostingWidget *self = g_object_new(TESSERA_TYPE_HOSTING_WIDGET, NULL);
    self->callbacks = *callbacks;
    return GTK_WIDGET(self);
}

void tessera_hosting_widget_origin_in_surface(GtkWidget *widget, double *x, double *y) {
    *x = 0;
    *y = 0;
    GtkNative *native = gtk_widget_get_native(widget);
    if (!native) return;
    double surface_x = 0, surface_y = 0, widget_x = 0, widget_y = 0;
    gtk_native_get_surface_transform(native, &surface_x, &surface_y);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_widget_translate_coordinates(widget, GTK_WIDGET(native), 0, 0, &widget_x, &widget_y);
    G_GNUC_END_IGNORE_DEPRECATIONS
    *x = widget_x + surface_x;
    *y = widget_y + surface_y;
}
