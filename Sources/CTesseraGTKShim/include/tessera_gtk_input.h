// Keyboard, text input and clipboard for a TesseraHostingWidget: a key controller in the
// capture phase whose GtkIMMulticontext turns key presses into committed text (so compose
// keys and input methods work), focus in/out, and GdkClipboard text.
#ifndef TESSERA_GTK_INPUT_H
#define TESSERA_GTK_INPUT_H

#include <gtk/gtk.h>

/// Pointer presses for gestures: `phase` 0 = press, 1 = motion while pressed, 2 = release,
/// 3 = the pointer moved without a press, 4 = it left; `x`, `y` in widget coordinates; `time`
/// in seconds. Returns whether the content took the event; a press the content took claims
/// the pointer sequence, so enclosing widgets (a GtkListView's row) don't act on it too.
typedef gboolean (*TesseraPointerCallback)(void *context, int phase, double x, double y, double time);

typedef struct TesseraInputCallbacks {
    void *context;
    /// A key press (pressed = 1) or release the input method didn't take; returns whether consumed.
    gboolean (*key)(void *context, unsigned keyval, unsigned modifiers, int pressed);
    /// Text committed by the input method (UTF-8).
    void (*commit)(void *context, const char *text);
    /// The widget gained (1) or lost (0) keyboard focus.
    void (*focus)(void *context, int focused);
    /// Pointer presses, drags and hover (button 1), for gestures and text selection.
    TesseraPointerCallback pointer;
    /// Called once, when the widget is finalized.
    void (*release)(void *context);
} TesseraInputCallbacks;

/// Adds keyboard and text input to `widget`.
void tessera_input_attach(GtkWidget *widget, const TesseraInputCallbacks *callbacks);

/// Puts `text` on the widget's display clipboard.
void tessera_clipboard_set_text(GtkWidget *widget, const char *text);
/// Reads the clipboard's text; calls `done(context, text)` (text NULL when there is none).
void tessera_clipboard_read_text(GtkWidget *widget, void (*done)(void *context, const char *text), void *context);

/// Calls `tick(context)` once after `milliseconds` (a long press's deadline).
void tessera_input_schedule_tick(unsigned milliseconds, void (*tick)(void *context), void *context);

#endif
