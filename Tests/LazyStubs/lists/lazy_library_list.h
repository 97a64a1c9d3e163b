/* The stand-in library (probe_library.c), found through LD_LIBRARY_PATH. */
LAZY_LIBRARY("libmockup-probe.so.1")
