#include "tessera_gtk_lists.h"

// ---- Row objects --------------------------------------------------------------------------

#define TESSERA_TYPE_ROW_OBJECT (tessera_row_object_get_type())
G_DECLARE_FINAL_TYPE(TesseraRowObject, tessera_row_object, TESSERA, ROW_OBJECT, GObject)

struct _TesseraRowObject {
    GObject parent_instance;
    guint64 key;
};

G_DEFINE_FINAL_TYPE(TesseraRowObject, tessera_row_object, G_TYPE_OBJECT)

static void tessera_row_object_class_init(TesseraRowObjectClass *klass) { (void)klass; }
static void tessera_row_object_init(TesseraRowObject *self) { self->key = 0; }

GListStore *tessera_row_store_new(void) { return g_list_store_new(TESSERA_TYPE_ROW_OBJECT); }

void tessera_row_store_splice(GListStore *store, guint position, guint n_removals, const guint64 *keys, guint n_keys) {
    gpointer *additions = n_keys ? g_new(gpointer, n_keys) : NULL;
    for (guint i = 0; i < n_keys; i++) {
        TesseraRowObject *row = g_object_new(TESSERA_TYPE_ROW_OBJECT, NULL);
        row->key = keys[i];
        additions[i] = row;
    }
    g_list_store_splice(store, position, n_removals, additions, n_keys);
    for (guint i = 0; i < n_keys; i++) g_object_unref(additions[i]);
    g_free(additions);
}

guint64 tessera_row_object_get_key(gpointer object) {
    if (!object || !G_TYPE_CHECK_INSTANCE_TYPE(object, TESSERA_TYPE_ROW_OBJECT)) return 0;
    return ((TesseraRowObject *)object)->key;
}

guint64 tessera_list_model_key_at(GListModel *model, guint position) {
    gpointer item = g_list_model_get_item(model, position);
    if (!item) return 0;
    guint64 key = tessera_row_object_get_key(item);
    g_object_unref(item);
    return key;
}

// ---- List-item factory --------------------------------------------------------------------

static void on_setup(GtkSignalListItemFactory *factory, GtkListItem *item, TesseraListItemFactoryCallbacks *c) {
    (void)factory;
    if (c->setup) c->setup(c->context, item);
}
static void on_bind(GtkSignalListItemFactory *factory, GtkListItem *item, TesseraListItemFactoryCallbacks *c) {
    (void)factory;
    if (c->bind) c->bind(c->context, item);
}
static void on_unbind(GtkSignalListItemFactory *factory, GtkListItem *item, TesseraListItemFactoryCallbacks *c) {
    (void)factory;
    if (c->unbind) c->unbind(c->context, item);
}
static void on_teardown(GtkSignalListItemFactory *factory, GtkListItem *item, TesseraListItemFactoryCallbacks *c) {
    (void)factory;
    if (c->teardown) c->teardown(c->context, item);
}
static void release_factory_callbacks(gpointer data, GClosure *closure) {
    (void)closure;
    TesseraListItemFactoryCallbacks *c = data;
    if (c->release) c->release(c->context);
    g_free(c);
}

GtkListItemFactory *tessera_list_item_factory_new(const TesseraListItemFactoryCallbacks *callbacks) {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    TesseraListItemFactoryCallbacks *c = g_new(TesseraListItemFactoryCallbacks, 1);
    *c = *callbacks;
    g_signal_connect(factory, "setup", G_CALLBACK(on_setup), c);
    g_signal_connect(factory, "bind", G_CALLBACK(on_bind), c);
    g_signal_connect(factory, "unbind", G_CALLBACK(on_unbind), c);
    // The last handler owns the callbacks: released with the factory.
    g_signal_connect_data(factory, "teardown", G_CALLBACK(on_teardown), c, release_factory_callbacks, 0);
    return factory;
}

// ---- Signals ------------------------------------------------------------------------------

typedef struct {
    void (*changed)(void *context);
    void *context;
} NotifyHandler;

static void on_notify(GObject *object, GParamSpec *pspec, NotifyHandler *handler) {
    (void)object; (void)pspec;
    handler->changed(handler->context);
}

static void free_notify_handler(gpointer data, GClosure *closure) {
    (void)closure;
    g_free(data);
}

gulong tessera_signal_connect_notify(gpointer instance, const char *property, void (*changed)(void *context), void *context) {
    NotifyHandler *handler = g_new(NotifyHandler, 1);
    handler->changed = changed;
    handler->context = context;
    char *signal = g_strconcat("notify::", property, NULL);
    gulong id = g_signal_connect_data(instance, signal, G_CALLBACK(on_notify), handler, free_notify_handler, 0);
    g_free(signal);
    return id;
}

typedef struct {
    void (*changed)(void *context, gboolean pressed);
    void *context;
} PressHandler;

static void on_press_begin(GtkGestureClick *gesture, int n, double x, double y, PressHandler *h) {
    (void)gesture; (void)n; (void)x; (void)y;
    h->changed(h->context, TRUE);
}
static void on_press_end(GtkGestureClick *gesture, int n, double x, double y, PressHandler *h) {
    (void)gesture; (void)n; (void)x; (void)y;
    h->changed(h->context, FALSE);
}
static void on_press_cancel(GtkGesture *gesture, GdkEventSequence *sequence, PressHandler *h) {
    (void)gesture; (void)sequence;
    h->changed(h->context, FALSE);
}

void tessera_widget_watch_press(GtkWidget *widget, void (*changed)(void *context, gboolean pressed), void *context) {
    PressHandler *h = g_new(PressHandler, 1);
    h->changed = changed;
    h->context = context;
    GtkGesture *click = gtk_gesture_click_new();
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(click), GTK_PHASE_CAPTURE);
    g_signal_connect(click, "pressed", G_CALLBACK(on_press_begin), h);
    g_signal_connect(click, "released", G_CALLBACK(on_press_end), h);
    g_signal_connect_data(click, "cancel", G_CALLBACK(on_press_cancel), h, free_notify_handler, 0);
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(click));
}

typedef struct {
    void (*activated)(void *context, guint position);
    void *context;
} ActivateHandler;

static void on_list_activate(GtkListView *view, guint position, ActivateHandler *h) {
    (void)view;
    h->activated(h->context, position);
}

gulong tessera_list_view_connect_activate(GtkListView *view, void (*activated)(void *context, guint position), void *context) {
    ActivateHandler *h = g_new(ActivateHandler, 1);
    h->activated = activated;
    h->context = context;
    return g_signal_connect_data(view, "activate", G_CALLBACK(on_list_activate), h, free_notify_handler, 0);
}
