/*
 * The PNG reader Swift calls: one decode path. 8-bit RGB and RGBA without interlacing
 * or tRNS (what mockup and most tools write) are inflated whole with libdeflate and
 * un-filtered here; every other kind goes through libpng, whose setjmp lives in this C
 * code so that its longjmp never crosses Swift frames. Both give premultiplied ARGB32
 * words (0xAARRGGBB, native endian) with cairo's transforms and rounding, so pixels
 * match cairo_image_surface_create_from_png exactly.
 */
#ifndef MOCKUP_PNG_READER_H
#define MOCKUP_PNG_READER_H

#include <stddef.h>
#include <stdint.h>

/* Reads the IHDR of `bytes`; returns 0 and sets width and height, or -1 with
 * `message` (at least 256 bytes) filled. Images over `max_pixels` are refused. */
int mockup_png_read_size(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height,
                         uint64_t max_pixels, char *message);

/* Decodes `bytes` into `pixels` (width * height words, from mockup_png_read_size).
 * Returns 0, or -1 with `message` filled (corrupt, truncated, bad CRC...). */
int mockup_png_read_image(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                          uint32_t height, char *message);

/* Whether `bytes` is a structurally sound PNG: signature, chunk lengths, CRCs of the
 * critical chunks, IEND present. Cheap (no inflate): used when two files have equal
 * bytes, so equal pixels are known without decoding. */
int mockup_png_check_structure(const uint8_t *bytes, size_t count, char *message);

#endif
