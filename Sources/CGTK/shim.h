// GTK 4 for the GTK backend (TesseraGTK). Flags come from pkg-config's `gtk4`, which brings
// GLib/GObject, GDK, GSK, cairo and Pango. Function-like macros (G_OBJECT, g_signal_connect, …)
// and variadic functions (g_object_get, …) don't import into Swift: the C target
// CTesseraGTKShim wraps what TesseraGTK needs of them.
#include <gtk/gtk.h>
