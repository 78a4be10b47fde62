#include "tessera_gtk_input.h"

typedef struct {
    TesseraInputCallbacks callbacks;
    GtkIMContext *im;
} TesseraInput;

static void input_free(gpointer data) {
    TesseraInput *input = data;
    if (input->callbacks.release) input->callbacks.release(input->callbacks.context);
    g_object_unref(input->im);
    g_free(input);
}

static gboolean on_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                               GdkModifierType state, TesseraInput *input) {
    (void)controller; (void)keycode;
    return input->callbacks.key ? input->callbacks.key(input->callbacks.context, keyval, state, 1) : FALSE;
}

static void on_key_released(GtkEventControllerKey *controller, guint keyval, guint keycode,
                            GdkModifierType state, TesseraInput *input) {
    (void)controller; (void)keycode;
    if (input->callbacks.key) input->callbacks.key(input->callbacks.context, keyval, state, 0);
}

static void on_commit(GtkIMContext *im, const char *text, TesseraInput *input) {
    (void)im;
    if (input->callbacks.commit && text) input->callbacks.commit(input->callbacks.context, text);
}

static void on_focus_enter(GtkEventControllerFocus *controller, TesseraInput *input) {
    (void)controller;
    gtk_im_context_focus_in(input->im);
    if (input->callbacks.focus) input->callbacks.focus(input->callbacks.context, 1);
}

static void on_focus_leave(GtkEventControllerFocus *controller, TesseraInput *input) {
    (void)controller;
    gtk_im_context_focus_out(input->im);
    if (input->callbacks.focus) input->callbacks.focus(input->callbacks.context, 0);
}

static double now_seconds(void) { return (double)g_get_monotonic_time() / 1e6; }

static void on_drag_begin(GtkGestureDrag *gesture, double x, double y, TesseraInput *input) {
    if (input->callbacks.pointer && input->callbacks.pointer(input->callbacks.context, 0, x, y, now_seconds()))
        gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void on_drag_update(GtkGestureDrag *gesture, double dx, double dy, TesseraInput *input) {
    double x = 0, y = 0;
    gtk_gesture_drag_get_start_point(gesture, &x, &y);
    if (input->callbacks.pointer) input->callbacks.pointer(input->callbacks.context, 1, x + dx, y + dy, now_seconds());
}

static void on_drag_end(GtkGestureDrag *gesture, double dx, double dy, TesseraInput *input) {
    double x = 0, y = 0;
    gtk_gesture_drag_get_start_point(gesture, &x, &y);
    if (input->callbacks.pointer) input->callbacks.pointer(input->callbacks.context, 2, x + dx, y + dy, now_seconds());
}

static void on_hover_motion(GtkEventControllerMotion *controller, double x, double y, TesseraInput *input) {
    (void)controller;
    if (input->callbacks.pointer) input->callbacks.pointer(input->callbacks.context, 3, x, y, now_seconds());
}

static void on_hover_leave(GtkEventControllerMotion *controller, TesseraInput *input) {
    (void)controller;
    if (input->callbacks.pointer) input->callbacks.pointer(input->callbacks.context, 4, 0, 0, now_seconds());
}

typedef struct {
    void (*tick)(void *context);
    void *context;
} Tick;

static gboolean on_tick(gpointer data) {
    Tick *tick = data;
    tick->tick(tick->context);
    g_free(tick);
    return G_SOURCE_REMOVE;
}

void tessera_input_schedule_tick(unsigned milliseconds, void (*tick)(void *context), void *context) {
    Tick *data = g_new0(Tick, 1);
    data->tick = tick;
    data->context = context;
    g_timeout_add(milliseconds, on_tick, data);
}

void tessera_input_attach(GtkWidget *widget, const TesseraInputCallbacks *callbacks) {
    TesseraInput *input = g_new0(TesseraInput, 1);
    input->callbacks = *callbacks;
    input->im = gtk_im_multicontext_new();
    gtk_im_context_set_client_widget(input->im, widget);
    g_signal_connect(input->im, "commit", G_CALLBACK(on_commit), input);

    GtkEventController *key = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(key, GTK_PHASE_CAPTURE);
    gtk_event_controller_key_set_im_context(GTK_EVENT_CONTROLLER_KEY(key), input->im);
    g_signal_connect(key, "key-pressed", G_CALLBACK(on_key_pressed), input);
    g_signal_connect(key, "key-released", G_CALLBACK(on_key_released), input);
    gtk_widget_add_controller(widget, key);

    GtkEventController *focus = gtk_event_controller_focus_new();
    g_signal_connect(focus, "enter", G_CALLBACK(on_focus_enter), input);
    g_signal_connect(focus, "leave", G_CALLBACK(on_focus_leave), input);
    gtk_widget_add_controller(widget, focus);

    // A drag gesture alongside the widget's click gesture: it sees every press and release
    // (also those that move, which the click gesture abandons) without claiming them.
    GtkGesture *drag = gtk_gesture_drag_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(drag), GDK_BUTTON_PRIMARY);
    g_signal_connect(drag, "drag-begin", G_CALLBACK(on_drag_begin), input);
    g_signal_connect(drag, "drag-update", G_CALLBACK(on_drag_update), input);
    g_signal_connect(drag, "drag-end", G_CALLBACK(on_drag_end), input);
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(drag));

    GtkEventController *motion = gtk_event_controller_motion_new();
    g_signal_connect(motion, "motion", G_CALLBACK(on_hover_motion), input);
    g_signal_connect(motion, "leave", G_CALLBACK(on_hover_leave), input);
    gtk_widget_add_controller(widget, motion);

    g_object_set_data_full(G_OBJECT(widget), "tessera-input", input, input_free);
}

void tessera_clipboard_set_text(GtkWidget *widget, const char *text) {
    gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text);
}

typedef struct {
    void (*done)(void *context, const char *text);
    void *context;
} ClipboardRead;

static void on_clipboard_text(GObject *source, GAsyncResult *result, gpointer data) {
    ClipboardRead *read = data;
    char *text = gdk_clipboard_read_text_finish(GDK_CLIPBOARD(source), result, NULL);
    read->done(read->context, text);
    g_free(text);
    g_free(read);
}

void tessera_clipboard_read_text(GtkWidget *widget, void (*done)(void *context, const char *text), void *context) {
    ClipboardRead *read = g_new0(ClipboardRead, 1);
    read->done = done;
    read->context = context;
    gdk_clipboard_read_text_async(gtk_widget_get_clipboard(widget), NULL, on_clipboard_text, read);
}
