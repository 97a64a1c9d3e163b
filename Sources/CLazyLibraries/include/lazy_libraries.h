#ifndef MOCKUP_LAZY_LIBRARIES_H
#define MOCKUP_LAZY_LIBRARIES_H

/// Whether the drawing libraries (cairo, pango, fontconfig, freetype) are loaded in
/// this process: in the `mockup` executable they load on the first call into any of
/// them (`lazy_stubs.S`), so `diff`, `--version` and the other commands that draw
/// nothing never pay for them. 1 once loaded (or when they are linked as usual, as in
/// the test bundles), 0 before.
int mockup_drawing_libraries_loaded(void);

#endif
