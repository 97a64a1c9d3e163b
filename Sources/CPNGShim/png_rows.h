/*
 * What the PNG reader's parts share (CPNGShim, private): chunk walking, the whole-image
 * path's kind check, un-filtering, the row conversion to cairo's ARGB32, and the two
 * decoders mockup_png_read_image chooses between.
 */
#ifndef MOCKUP_PNG_ROWS_H
#define MOCKUP_PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

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

/* Whether `bytes` is a PNG of the whole-image path's kinds (8-bit RGB or RGBA, not interlaced,
 * no tRNS) of this size, walking every chunk (bounds, critical CRCs, IEND): 0 with
 * `bpp` and the IDAT bytes in all set, 1 another kind (libpng's), -1 with `message`
 * filled. */
int png_whole_kind(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height, int *bpp,
                  size_t *idat_total, char *message);

/* Un-filters `cur` (filter byte first) against `prev` (already un-filtered); -1 for an
 * unknown filter type. */
int png_unfilter(uint8_t *cur, const uint8_t *prev, size_t rowbytes, int bpp);

/* Converts an unfiltered row (no filter byte) into premultiplied ARGB words. */
void png_convert_row(const uint8_t *p, int bpp, uint32_t w, uint32_t *out);

/* The whole-image path (png_whole.c): 0, 1 when the image is of another kind (use
 * png_read_libpng), -1 with `message` filled for corrupt or truncated data. */
int png_read_whole(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width, uint32_t height,
                   char *message);

/* Any PNG through libpng (png_reader.c): 0, or -1 with `message` filled. */
int png_read_libpng(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width, uint32_t height,
                    char *message);

#endif
