/*
 * What the PNG reader's parts share (CPNGShim, private): chunk walking, the fast
 * path's kind check, un-filtering and the row conversion to cairo's ARGB32.
 */
#ifndef MOCKUP_PNG_ROWS_H
#define MOCKUP_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/* The largest difference between two pixels' channels (the strict comparison's measure). */
static inline uint32_t png_max_channel_delta(uint32_t p, uint32_t q) {
    uint32_t m = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t a = (p >> shift) & 0xff, b = (q >> shift) & 0xff;
        uint32_t d = a > b ? a - b : b - a;
        if (d > m) m = d;
    }
    return m;
}

/* cairo's premultiply: (a * c + 0x80) rounded by the /255 trick. */
static inline uint32_t png_premul(uint32_t a, uint32_t c) {
    uint32_t t = a * c + 0x80;
    return (t + (t >> 8)) >> 8;
}

/* A big-endian 32-bit value. */
uint32_t png_be32(const uint8_t *p);

/* Visits the chunk at `*pos`; checks bounds and (for critical chunks) the CRC. 0, or
 * -1 with `message` (256 bytes) filled. */
int png_next_chunk(const uint8_t *bytes, size_t count, size_t *pos, const uint8_t **type,
                   const uint8_t **data, uint32_t *length, char *message);

/* Whether `bytes` is a PNG of the fast path's kinds (8-bit RGB or RGBA, not interlaced,
 * no tRNS) of this size, walking every chunk (bounds, critical CRCs, IEND): 0 with
 * `bpp` and the IDAT bytes in all set, 1 another kind (libpng's), -1 with `message`
 * filled. */
int png_fast_kind(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height, int *bpp,
                  size_t *idat_total, char *message);

/* Un-filters `cur` (filter byte first) against `prev` (already un-filtered); -1 for an
 * unknown filter type. */
int png_unfilter(uint8_t *cur, const uint8_t *prev, size_t rowbytes, int bpp);

/* Converts an unfiltered row (no filter byte) into premultiplied ARGB words. */
void png_convert_row(const uint8_t *p, int bpp, uint32_t w, uint32_t *out);

#endif
