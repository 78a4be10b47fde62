// The C half of TesseraGTK: a GtkWidget subclass (TesseraHostingWidget) whose measure,
// size-allocate and snapshot vfuncs, and whose input controllers, call Swift through a table
// of C callbacks; plus small wrappers for GLib/GTK macros and variadic functions that Swift
// can't call, and the bridge that lets GLib's main loop drain the main dispatch queue (so
// `Task { @MainActor in … }` and `DispatchQueue.main` run while GTK runs).
#ifndef TESSERA_GTK_SHIM_H
#define TESSERA_GTK_SHIM_H

#include <gtk/gtk.h>

/// Callbacks from a TesseraHostingWidget to its Swift owner. `context` is passed back to each;
/// `release` is called once, when the widget is finalized (or its callbacks are replaced).
typedef struct TesseraHostingCallbacks {
    void *context;
    /// Draws the content into `cr`, in widget coordinates (points), `width`×`height` points.
    void (*snapshot)(void *context, cairo_t *cr, int width, int height);
    /// The minimum and natural size along `horizontal` (1) or vertical (0).
    void (*measure)(void *context, int horizontal, int for_size, int *minimum, int *natural);
    void (*size_allocate)(void *context, int width, int height);
    /// One frame tick, after tessera_hosting_widget_schedule_frame (coalesced: one per frame).
    void (*frame)(void *context);
    void (*pressed)(void *context, int n_press, double x, double y);
    void (*released)(void *context, int n_press, double x, double y);
    void (*motion)(void *context, double x, double y);
    void (*leave)(void *context);
    /// Smooth deltas in points (wheel notches already converted); returns whether consumed.
    gboolean (*scroll)(void *context, double dx, double dy);
    /// A key press (pressed = 1) or release; returns whether consumed.
    gboolean (*key)(void *context, unsigned keyval, unsigned keycode, unsigned modifiers, int pressed);
    void (*scale_changed)(void *context, int scale);
    void (*release)(void *context);
    /// A secondary (right) button press at (x, y): opens a context menu.
    void (*secondary_pressed)(void *context, double x, double y);
} TesseraHostingCallbacks;

/// A new (floating) hosting widget that calls `callbacks`.
GtkWidget *tessera_hosting_widget_new(const TesseraHostingCallbacks *callbacks);
/// Asks for one `frame` callback at the next frame; repeated calls before it make one.
void tessera_hosting_widget_schedule_frame(GtkWidget *widget);
/// Height-for-width size requests (measure's vertical `for_size` is the width) or constant size.
void tessera_hosting_widget_set_height_for_width(GtkWidget *widget, gboolean height_for_width);
/// The widget's origin in its native surface's coordinates (for tests driving X11 input).
void tessera_hosting_widget_origin_in_surface(GtkWidget *widget, double *x, double *y);

/// Whether GTK's settings ask for a dark appearance: `gtk-application-prefer-dark-theme`, a
/// theme name ending in "-dark", or GTK_THEME ending in ":dark".
gboolean tessera_settings_prefers_dark(void);
/// Calls `changed(context)` whenever the settings above change.
void tessera_settings_watch(void (*changed)(void *context), void *context);

/// A GtkApplication without an identifier (no D-Bus registration, no uniqueness) whose
/// "activate" calls `activate(context)`.
GtkApplication *tessera_application_new(void (*activate)(void *context), void *context);
/// Runs the application's main loop until its last window closes; returns the exit status.
int tessera_application_run(GtkApplication *application);

/// A new application window showing `child`; `active_changed(context, active)` follows the
/// window's "is-active", `closed(context)` is called when it is destroyed.
GtkWidget *tessera_window_new(GtkApplication *application, const char *title, int width, int height,
                              GtkWidget *child,
                              void (*active_changed)(void *context, gboolean active),
                              void (*closed)(void *context), void *context);
void tessera_window_present(GtkWidget *window);
void tessera_window_close(GtkWidget *window);

/// Lets the GLib main loop run blocks queued on the main dispatch queue.
void tessera_attach_main_dispatch_queue(void);

#endif
