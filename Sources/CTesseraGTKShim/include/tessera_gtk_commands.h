// GTK menu bar support for `.commands`: GMenu building, application actions whose activation
// calls Swift, and accelerators (GLib macros like G_MENU_MODEL can't be called from Swift).
#ifndef TESSERA_GTK_COMMANDS_H
#define TESSERA_GTK_COMMANDS_H

#include <gtk/gtk.h>

/// Appends `section` to `menu` as a section (separated from the others).
void tessera_menu_append_section(GMenu *menu, GMenu *section);
/// Appends `submenu` to `menu` under `label`.
void tessera_menu_append_submenu(GMenu *menu, const char *label, GMenu *submenu);
/// Makes `menubar` the application's menu bar (shown by its GtkApplicationWindows).
void tessera_application_set_menubar(GtkApplication *application, GMenu *menubar);
/// Adds the action "app.`name`"; activating it calls `activate(context)`; `release(context)`
/// runs when the action is finalized.
void tessera_application_add_command(GtkApplication *application, const char *name, gboolean enabled,
                                     void (*activate)(void *context), void (*release)(void *context), void *context);
/// Removes the action "app.`name`".
void tessera_application_remove_command(GtkApplication *application, const char *name);
/// Enables or disables the action "app.`name`" (its menu item greys out, its accelerator stops).
void tessera_application_set_command_enabled(GtkApplication *application, const char *name, gboolean enabled);
/// Whether the action "app.`name`" is enabled.
gboolean tessera_application_command_enabled(GtkApplication *application, const char *name);
/// Sets the accelerator (e.g. "<Control>d") of the detailed action "app.`name`" (NULL: none).
void tessera_application_set_accel(GtkApplication *application, const char *detailed_action, const char *accelerator);
/// Activates the action "app.`name`" (as choosing its menu item does).
void tessera_application_activate_command(GtkApplication *application, const char *name);
/// Closes the application's active window (the focused one, or the last focused), if any.
void tessera_application_close_active_window(GtkApplication *application);

/// Shows the application's menu bar in `window` (a GtkApplicationWindow; GTK 4 hides it by default).
void tessera_window_show_menubar(GtkWidget *window);

#endif
