/*
 * Row conversions between cairo's ARGB32 words (native endian, premultiplied) and the
 * byte order PNG stores, for opaque pixels.
 */
#ifndef MOCKUP_PIXEL_ROWS_H
#define MOCKUP_PIXEL_ROWS_H

#include <stddef.h>
#include <stdint.h>

/* Writes `n` pixels as R, G, B bytes (3n bytes), alpha dropped, and returns the AND of
 * the `n` words: its top byte is 0xff exactly when every pixel was opaque, so that the
 * caller learns whether dropping alpha was right without reading the pixels again. */
uint32_t mockup_argb_to_rgb(const uint32_t *src, size_t n, uint8_t *dst);

/* Reads `n` R, G, B byte triples as opaque ARGB32 words. */
void mockup_rgb_to_argb(const uint8_t *src, size_t n, uint32_t *dst);

#endif
