#include <png.h>
/* For the Z_* compression strategy constants passed to libpng. */
#include <zlib.h>
