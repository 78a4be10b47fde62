// Registers the GTK backend with Tessera as the program loads, so an executable that links
// TesseraGTK needs no linker flags and no symbol lookup for App.main() to open windows.
// The registration function is TesseraGTK's `_tesseraBackendGTKRegister` (`@_cdecl`).

extern void tessera_backend_gtk_register(void);

__attribute__((constructor))
static void tessera_gtk_backend_load(void) {
    tessera_backend_gtk_register();
}
