// A window's header bar for TesseraGTK's `GTKHeaderBar`: a GtkHeaderBar set as the window's
// titlebar, with a back button (go-previous-symbolic) at the start, a title widget (a box
// with a bold title and a dim, small subtitle, GNOME style) and room for the toolbar items'
// hosting widgets at the start and the end.
#ifndef TESSERA_GTK_HEADERBAR_H
#define TESSERA_GTK_HEADERBAR_H

#include <gtk/gtk.h>

/// A new header bar, set as `window`'s titlebar; its back button (hidden until
/// tessera_header_bar_set_back shows it) calls `back(context)` when clicked, and `release(context)`
/// runs when the button is finalized.
GtkWidget *tessera_header_bar_new(GtkWidget *window, void (*back)(void *context), void (*release)(void *context),
                                  void *context);
/// Removes the header bar from `window`: the window gets its default titlebar back.
void tessera_header_bar_remove_from(GtkWidget *window);
/// Shows `title` and, when not NULL, `subtitle` in the title widget's labels.
void tessera_header_bar_set_title(GtkWidget *bar, const char *title, const char *subtitle);
/// Shows `widget` in place of the title labels (NULL: the labels again; `empty`: nothing).
void tessera_header_bar_set_title_widget(GtkWidget *bar, GtkWidget *widget, gboolean empty);
/// Shows (with `tooltip` when not NULL) or hides the back button.
void tessera_header_bar_set_back(GtkWidget *bar, gboolean visible, const char *tooltip);
/// The back button.
GtkWidget *tessera_header_bar_back_button(GtkWidget *bar);
/// Packs `child` (vertically centered) at the start, or at the end when `end`.
void tessera_header_bar_pack(GtkWidget *bar, GtkWidget *child, gboolean end);
/// Removes a child packed with tessera_header_bar_pack.
void tessera_header_bar_remove(GtkWidget *bar, GtkWidget *child);
/// Takes a reference to `widget` (sinking a floating one), so it outlives its removal from a parent.
void tessera_widget_hold(GtkWidget *widget);
/// Drops a reference taken with tessera_widget_hold.
void tessera_widget_drop(GtkWidget *widget);
/// `widget`'s bounds in its native surface's coordinates (for tests driving X11 input); a width
/// of 0 when it isn't laid out yet.
void tessera_widget_bounds_in_surface(GtkWidget *widget, double *x, double *y, double *width, double *height);

#endif
