/* The libraries the `mockup` executable loads on first use, by soname, in the order
 * they are opened and searched (the ones that depend on the others first). Kept by
 * hand: scripts/lazy-link.sh --update-stubs takes the stubbed functions from these
 * libraries, and fails a build that still needs one of them at start. An X-macro list
 * for lazy_loader.c, the package's dependency probe (scripts/package.sh) and the
 * tests. */
LAZY_LIBRARY("libpangocairo-1.0.so.0")
LAZY_LIBRARY("libpangoft2-1.0.so.0")
LAZY_LIBRARY("libpango-1.0.so.0")
LAZY_LIBRARY("libgobject-2.0.so.0")
LAZY_LIBRARY("libcairo.so.2")
LAZY_LIBRARY("libfontconfig.so.1")
LAZY_LIBRARY("libfreetype.so.6")
