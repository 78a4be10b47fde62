// The C libraries the Cairo backend uses: cairo (2D drawing, image surfaces, PNG) and Pango
// with its cairo bridge (text layout and shaping; fonts through fontconfig). Flags come from
// pkg-config's `pangocairo`, which requires `cairo` and `pango`.
#include <cairo.h>
#include <pango/pangocairo.h>
// Cairo's vector surfaces, for PDF and SVG output.
#include <cairo-pdf.h>
#include <cairo-svg.h>
