// GTK list support for TesseraGTK's cells and diffable data source: a GObject row type that
// carries a key (the data source maps keys to identifiers), a GListStore of them spliced by
// keys, a GtkSignalListItemFactory whose signals call Swift, and signal wrappers (g_signal_connect
// is a macro Swift can't call).
#ifndef TESSERA_GTK_LISTS_H
#define TESSERA_GTK_LISTS_H

#include <gtk/gtk.h>

/// A new GListStore of row objects.
GListStore *tessera_row_store_new(void);
/// Replaces `n_removals` rows at `position` by new rows with `keys` (one g_list_store_splice).
void tessera_row_store_splice(GListStore *store, guint position, guint n_removals, const guint64 *keys, guint n_keys);
/// The key of a row object (0 if `object` isn't one).
guint64 tessera_row_object_get_key(gpointer object);
/// The key of the row at `position` of `model` (0 past the end).
guint64 tessera_list_model_key_at(GListModel *model, guint position);

/// Callbacks of a list-item factory; `context` is passed back to each.
typedef struct TesseraListItemFactoryCallbacks {
    void *context;
    void (*setup)(void *context, GtkListItem *item);
    void (*bind)(void *context, GtkListItem *item);
    void (*unbind)(void *context, GtkListItem *item);
    void (*teardown)(void *context, GtkListItem *item);
    /// Called once when the factory is finalized.
    void (*release)(void *context);
} TesseraListItemFactoryCallbacks;

/// A new GtkSignalListItemFactory calling `callbacks`.
GtkListItemFactory *tessera_list_item_factory_new(const TesseraListItemFactoryCallbacks *callbacks);

/// Calls `changed(context)` on "notify::<property>" of `instance`; returns the handler id.
gulong tessera_signal_connect_notify(gpointer instance, const char *property, void (*changed)(void *context), void *context);
/// Calls `changed(context, pressed)` when the primary button goes down on `widget` and when it
/// comes up or the press is cancelled (a capture-phase click gesture that claims nothing).
void tessera_widget_watch_press(GtkWidget *widget, void (*changed)(void *context, gboolean pressed), void *context);
/// Calls `activated(context, position)` on a list view's "activate".
gulong tessera_list_view_connect_activate(GtkListView *view, void (*activated)(void *context, guint position), void *context);

#endif
