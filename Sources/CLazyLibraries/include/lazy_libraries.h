#ifndef MOCKUP_LAZY_LIBRARIES_H
#define MOCKUP_LAZY_LIBRARIES_H

/// Whether the drawing libraries (cairo, pango, fontconfig, freetype) are loaded in
/// this process: in the `mockup` executable they load on the first call into any of
/// them (`lazy_stubs.S`), so `diff`, `--version` and the other commands that draw
/// nothing never pay for them. 1 once loaded (and always on other architectures, which
/// have no stubs), 0 before. Any program linking this target calls the libraries
/// through the stubs, the test bundle that contains `MockupCLI` too.
int mockup_drawing_libraries_loaded(void);

#endif
