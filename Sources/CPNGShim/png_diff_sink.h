/* The diff image made while two PNGs are compared row by row (png_stream.c), encoded
 * as mockup's PNG writer would encode the same pixels: no image-sized buffer. */
#ifndef MOCKUP_PNG_DIFF_SINK_H
#define MOCKUP_PNG_DIFF_SINK_H

#include "png_deflate.h"

#include <stddef.h>
#include <stdint.h>

typedef struct {
    mockup_deflater *deflater;
    uint32_t width, height, threshold;
    size_t row_bytes, band_rows; /* a raw row (filter byte + RGB) and rows per band */
    uint8_t *buf;                /* up to 32 KiB of dictionary, then the band's rows */
    size_t dict_len, band_len;
    uint32_t band_rows_done, rows_done;
    uint8_t *out; /* the zlib stream so far: its 2-byte header's room, then the bands */
    size_t out_len, out_cap;
    uint32_t adler, bands;
    uint32_t last_in, last_out; /* screens are flat: the last grey made */
    int failed;
} diff_sink;

/* 0, or -1 when out of memory. */
int diff_sink_open(diff_sink *s, uint32_t width, uint32_t height, uint32_t threshold);
/* Row y of the diff: `ra` is the expected row, `rb` the actual one (premultiplied ARGB),
 * or rb NULL when the rows are known equal. */
void diff_sink_row(diff_sink *s, const uint32_t *ra, const uint32_t *rb);
/* The PNG file (malloc'd) once every row went in; -1 if anything failed. */
int diff_sink_finish(diff_sink *s, uint8_t **png, size_t *png_len);
void diff_sink_close(diff_sink *s);

#endif
