// Registers the PNG backend with Tessera as the program loads, so an executable that links
// TesseraCairo needs no linker flags and no symbol lookup for App.main() to render its scenes.
// The registration function is TesseraCairo's `_tesseraBackendPNGRegister` (`@_cdecl`).

#include "tessera_cairo_shim.h"

extern void tessera_backend_png_register(void);

__attribute__((constructor))
static void tessera_png_backend_load(void) {
    tessera_backend_png_register();
}
