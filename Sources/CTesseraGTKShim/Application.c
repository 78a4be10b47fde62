#include "tessera_gtk_shim.h"

#include <glib-unix.h>
#include <sys/eventfd.h>

// ---- Settings -----------------------------------------------------------------------------

gboolean tessera_settings_prefers_dark(void) {
    const char *forced = g_getenv("GTK_THEME");
    if (forced && g_str_has_suffix(forced, ":dark")) return TRUE;
    GtkSettings *settings = gtk_settings_get_default();
    if (!settings) return FALSE;
    gboolean prefer_dark = FALSE;
    char *theme = NULL;
    g_object_get(settings, "gtk-application-prefer-dark-theme", &prefer_dark, "gtk-theme-name", &theme, NULL);
    gboolean dark = prefer_dark || (theme && (g_str_has_suffix(theme, "-dark") || g_str_has_suffix(theme, "-Dark")));
    g_free(theme);
    return dark;
}

typedef struct {
    void (*changed)(void *context);
    void *context;
} SettingsWatch;

static void on_setting_changed(GObject *object, GParamSpec *pspec, SettingsWatch *watch) {
    (void)object; (void)pspec;
    watch->changed(watch->context);
}

void tessera_settings_watch(void (*changed)(void *context), void *context) {
    GtkSettings *settings = gtk_settings_get_default();
    if (!settings) return;
    SettingsWatch *watch = g_new0(SettingsWatch, 1);
    watch->changed = changed;
    watch->context = context;
    g_signal_connect_data(settings, "notify::gtk-application-prefer-dark-theme", G_CALLBACK(on_setting_changed), watch, NULL, 0);
    g_signal_connect_data(settings, "notify::gtk-theme-name", G_CALLBACK(on_setting_changed), watch, (GClosureNotify)g_free, 0);
}

// ---- Application and windows --------------------------------------------------------------

typedef struct {
    void (*activate)(void *context);
    void *context;
} ActivateHandler;

static void on_activate(GApplication *application, ActivateHandler *handler) {
    (void)application;
    handler->activate(handler->context);
}

GtkApplication *tessera_application_new(void (*activate)(void *context), void *context) {
    GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    ActivateHandler *handler = g_new0(ActivateHandler, 1);
    handler->activate = activate;
    handler->context = context;
    g_signal_connect_data(application, "activate", G_CALLBACK(on_activate), handler, (GClosureNotify)g_free, 0);
    return application;
}

int tessera_application_run(GtkApplication *application) {
    int status = g_application_run(G_APPLICATION(application), 0, NULL);
    g_object_unref(application);
    return status;
}

typedef struct {
    void (*active_changed)(void *context, gboolean active);
    void (*closed)(void *context);
    void *context;
} WindowHandlers;

static void on_active(GObject *window, GParamSpec *pspec, WindowHandlers *handlers) {
    (void)pspec;
    if (handlers->active_changed) handlers->active_changed(handlers->context, gtk_window_is_active(GTK_WINDOW(window)));
}

static void on_destroy(GtkWidget *window, WindowHandlers *handlers) {
    (void)window;
    if (handlers->closed) handlers->closed(handlers->context);
    handlers->closed = NULL;
    handlers->active_changed = NULL;
}

GtkWidget *tessera_window_new(GtkApplication *application, const char *title, int width, int height,
                              GtkWidget *child,
                              void (*active_changed)(void *context, gboolean active),
                              void (*closed)(void *context), void *context) {
    GtkWidget *window = gtk_application_window_new(application);
    if (title) gtk_window_set_title(GTK_WINDOW(window), title);
    if (width > 0 && height > 0) gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    gtk_window_set_child(GTK_WINDOW(window), child);
    WindowHandlers *handlers = g_new0(WindowHandlers, 1);
    handlers->active_changed = active_changed;
    handlers->closed = closed;
    handlers->context = context;
    g_signal_connect_data(window, "notify::is-active", G_CALLBACK(on_active), handlers, NULL, 0);
    g_signal_connect_data(window, "destroy", G_CALLBACK(on_destroy), handlers, (GClosureNotify)g_free, 0);
    return window;
}

void tessera_window_present(GtkWidget *window) { gtk_window_present(GTK_WINDOW(window)); }

void tessera_window_close(GtkWidget *window) { gtk_window_close(GTK_WINDOW(window)); }

// ---- The main dispatch queue under GLib's main loop ----------------------------------------

// libdispatch's hooks for run loops (CoreFoundation uses them the same way): an eventfd that
// becomes readable when blocks are queued on the main queue, and the function that runs them.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean on_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
    (void)condition; (void)data;
    eventfd_t value;
    (void)eventfd_read(fd, &value);   // non-blocking eventfd: reset it
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

void tessera_attach_main_dispatch_queue(void) {
    static gboolean attached = FALSE;
    if (attached) return;
    attached = TRUE;
    int fd = _dispatch_get_main_queue_handle_4CF();
    if (fd >= 0) g_unix_fd_add(fd, G_IO_IN, on_main_queue_ready, NULL);
}
