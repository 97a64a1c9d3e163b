/*
 * A libpng reader that Swift can call safely (the setjmp lives here, so libpng's
 * longjmp never crosses Swift frames). Decodes any PNG colour type and bit depth into premultiplied
 * ARGB32 words (0xAARRGGBB, native endian): cairo's image layout, with cairo's
 * own rounding, so pixels match cairo_image_surface_create_from_png exactly.
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
int mockup_png_read_pixels(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                           uint32_t height, char *message);

/* The common case without libpng: 8-bit RGB or RGBA, not interlaced, no tRNS.
 * Walks the chunks (CRCs checked, IEND required), inflates all of IDAT in one call
 * with libdeflate, un-filters and converts into `pixels`: many times libpng's speed,
 * same pixels. Returns 0 on success, 1 when the image is of another kind (use
 * mockup_png_read_pixels), -1 with `message` filled for corrupt or truncated data. */
int mockup_png_read_fast(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                         uint32_t height, char *message);

/* What the streaming strict comparison found; the box is valid when changed > 0. */
typedef struct mockup_strict_stats {
    uint64_t changed;
    uint32_t max_delta;
    uint32_t x0, y0, x1, y1;
} mockup_strict_stats;

/* The strict comparison of two same-sized fast-path PNGs, each inflated whole (the
 * second on its own thread) and compared row by row on the raw bytes, converting only
 * rows that differ. Returns 0 (stats filled), 1 when either image is of
 * another kind (decode both and compare instead), -1 / -2 when the first / second is
 * corrupt (its message filled). */
int mockup_png_compare_strict(const uint8_t *a, size_t a_count, const uint8_t *b, size_t b_count,
                              uint32_t width, uint32_t height, uint32_t threshold,
                              mockup_strict_stats *stats, char *message_a, char *message_b);

/* As mockup_png_compare_strict, and makes the diff image on the way (faded expected
 * pixels, changed ones red: DiffImage's colours), encoded as mockup writes PNGs: the
 * same bytes as decoding both, comparing and encoding DiffImage.make's bitmap, without
 * an image-sized buffer. `*png` is malloc'd (free it) when 0 is returned. */
int mockup_png_diff_strict(const uint8_t *a, size_t a_count, const uint8_t *b, size_t b_count, uint32_t width,
                           uint32_t height, uint32_t threshold, mockup_strict_stats *stats, char *message_a,
                           char *message_b, uint8_t **png, size_t *png_len);

/* Whether `bytes` is a structurally sound PNG: signature, chunk lengths, CRCs of the
 * critical chunks, IEND present. Cheap (no inflate): used when two files have equal
 * bytes, so equal pixels are known without decoding. */
int mockup_png_check_structure(const uint8_t *bytes, size_t count, char *message);

/* Decodes `bytes` into `pixels` the fastest way that applies: libdeflate directly for 8-bit
 * RGB(A) without interlacing (what mockup writes), libpng for everything else. Returns 0,
 * or -1 with `message` filled. The one entry point for goldens and `image:` files. */
int mockup_png_read_image(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                          uint32_t height, char *message);

#endif
