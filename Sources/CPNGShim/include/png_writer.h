/*
 * A libpng writer that Swift can call safely. libpng reports errors by
 * longjmp; every function here sets its own setjmp, so a jump never crosses a
 * Swift frame and errors come back as return codes.
 */
#ifndef MOCKUP_PNG_WRITER_H
#define MOCKUP_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/* Receives encoded bytes; returns 0 on success, anything else aborts the encode. */
typedef int (*mockup_png_write_fn)(void *context, const uint8_t *bytes, size_t count);

typedef struct mockup_png_writer mockup_png_writer;

/* zlib and filter settings for one image; values are libpng's and zlib's own. */
typedef struct mockup_png_settings {
    int level;      /* zlib level 0...9 */
    int filters;    /* PNG_FILTER_* bits, or PNG_ALL_FILTERS for adaptive */
    int strategy;   /* Z_DEFAULT_STRATEGY, Z_FILTERED, Z_RLE, ... */
} mockup_png_settings;

/* A writer sending its bytes to `write(context, ...)`; NULL when out of memory. */
mockup_png_writer *mockup_png_writer_create(mockup_png_write_fn write, void *context);

/* Writes the signature and IHDR for 8-bit RGB (has_alpha == 0) or RGBA rows. */
int mockup_png_writer_begin(mockup_png_writer *w, uint32_t width, uint32_t height, int has_alpha,
                            mockup_png_settings settings);

/* Writes `count` rows of packed 8-bit samples, `stride` bytes apart. */
int mockup_png_writer_write_rows(mockup_png_writer *w, const uint8_t *rows, size_t stride,
                                 uint32_t count);

/* Flushes the image data and writes IEND. */
int mockup_png_writer_end(mockup_png_writer *w);

/* The first error message, or "" when none. Valid until the writer is destroyed. */
const char *mockup_png_writer_error(const mockup_png_writer *w);

/* Frees the writer and its libpng state; NULL is allowed. */
void mockup_png_writer_destroy(mockup_png_writer *w);

#endif
