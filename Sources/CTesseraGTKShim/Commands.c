#include "tessera_gtk_commands.h"

void tessera_menu_append_section(GMenu *menu, GMenu *section) {
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
}

void tessera_menu_append_submenu(GMenu *menu, const char *label, GMenu *submenu) {
    g_menu_append_submenu(menu, label, G_MENU_MODEL(submenu));
}

void tessera_application_set_menubar(GtkApplication *application, GMenu *menubar) {
    gtk_application_set_menubar(application, G_MENU_MODEL(menubar));
}

typedef struct {
    void (*activate)(void *context);
    void (*release)(void *context);
    void *context;
} CommandHandler;

static void on_command_activate(GSimpleAction *action, GVariant *parameter, CommandHandler *handler) {
    (void)action; (void)parameter;
    handler->activate(handler->context);
}

static void release_command_handler(gpointer data, GClosure *closure) {
    (void)closure;
    CommandHandler *handler = data;
    if (handler->release) handler->release(handler->context);
    g_free(handler);
}

void tessera_application_add_command(GtkApplication *application, const char *name, gboolean enabled,
                                     void (*activate)(void *context), void (*release)(void *context), void *context) {
    GSimpleAction *action = g_simple_action_new(name, NULL);
    g_simple_action_set_enabled(action, enabled);
    CommandHandler *handler = g_new0(CommandHandler, 1);
    handler->activate = activate;
    handler->release = release;
    handler->context = context;
    g_signal_connect_data(action, "activate", G_CALLBACK(on_command_activate), handler, release_command_handler, 0);
    g_action_map_add_action(G_ACTION_MAP(application), G_ACTION(action));
    g_object_unref(action);
}

void tessera_application_set_accel(GtkApplication *application, const char *detailed_action, const char *accelerator) {
    const char *accels[] = { accelerator, NULL };   // no accelerator: an empty list
    gtk_application_set_accels_for_action(application, detailed_action, accels);
}

void tessera_application_activate_command(GtkApplication *application, const char *name) {
    g_action_group_activate_action(G_ACTION_GROUP(application), name, NULL);
}

void tessera_window_show_menubar(GtkWidget *window) {
    if (GTK_IS_APPLICATION_WINDOW(window)) gtk_application_window_set_show_menubar(GTK_APPLICATION_WINDOW(window), TRUE);
}

void tessera_application_close_active_window(GtkApplication *application) {
    GtkWindow *window = gtk_application_get_active_window(application);
    if (window) gtk_window_close(window);
}

void tessera_application_remove_command(GtkApplication *application, const char *name) {
    g_action_map_remove_action(G_ACTION_MAP(application), name);
}

void tessera_application_set_command_enabled(GtkApplication *application, const char *name, gboolean enabled) {
    GAction *action = g_action_map_lookup_action(G_ACTION_MAP(application), name);
    if (action && G_IS_SIMPLE_ACTION(action)) g_simple_action_set_enabled(G_SIMPLE_ACTION(action), enabled);
}

gboolean tessera_application_command_enabled(GtkApplication *application, const char *name) {
    return g_action_group_get_action_enabled(G_ACTION_GROUP(application), name);
}
