// TesseraCairo's C shim. It declares nothing: its one source file registers the PNG backend
// with Tessera when the program loads (see Registration.c).
#ifndef TESSERA_CAIRO_SHIM_H
#define TESSERA_CAIRO_SHIM_H
#endif
