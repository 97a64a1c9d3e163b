#ifndef MOCKUP_PNG_DEFLATE_H
#define MOCKUP_PNG_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/* How mockup writes PNGs (PNGEncoder): raw bytes per deflate band, bytes per IDAT
 * chunk, and ISA-L's level. */
enum {
    mockup_png_band_bytes = 512 * 1024,
    mockup_png_idat_bytes = 256 * 1024,
    mockup_png_level = 1,
};

/* The two bytes of the zlib header before bands deflated at ISA-L `level`: a 32 KiB
 * window, FLEVEL (informative only: "fastest" for igzip's levels 0-1, "fast" above) and
 * FCHECK; the first byte in the high half. */
uint16_t mockup_zlib_header(int level);

/* The bytes of a PNG file around a zlib stream of `stream_len` bytes. */
size_t mockup_png_file_size(size_t stream_len);

/* Writes a PNG file around a zlib stream of 8-bit rows into `out`
 * (mockup_png_file_size bytes): signature, IHDR (`colour_type` 2 RGB or 6 RGBA, no
 * interlacing), the stream in IDAT chunks of mockup_png_idat_bytes, IEND. The stream is
 * given as `count` pieces joined in order (the zlib header, the bands, the Adler-32),
 * so that each byte is copied once. Returns the bytes written. */
size_t mockup_png_write(uint8_t *out, uint32_t width, uint32_t height, uint8_t colour_type,
                        const uint8_t *const *pieces, const size_t *lens, size_t count);

/* The most bytes mockup_deflate_band can write for `len` input bytes. */
size_t mockup_deflate_band_bound(size_t len);

/* A raw deflate stream (Intel ISA-L's igzip) reused band after band by one thread: its
 * state is ~70 KiB plus the level's buffer, and making one per band cost more in page
 * faults than the bands' work. */
typedef struct mockup_deflater mockup_deflater;

/* A deflater at ISA-L `level` (0...3), or NULL when out of memory or out of range. */
mockup_deflater *mockup_deflater_new(int level);
void mockup_deflater_free(mockup_deflater *d);

/* Deflates one band of a zlib stream's data as raw deflate that continues the bands
 * before it: primed with `dict` (up to the last 32 KiB of the raw bytes before the
 * band), ending on a byte boundary (a sync flush) unless `last` (the final block). The
 * band's Adler-32 (of `data` alone, from 1) goes to `adler`. Without a dictionary (the
 * stream's first band) the first byte is written as a stored block of its own, so that
 * the bytes never depend on where the deflater lives (see png_deflate.c). Returns 0, or
 * -1 with nothing useful in `out`. Bands are independent, so they can run on any thread. */
int mockup_deflate_band(mockup_deflater *d, const uint8_t *dict, size_t dict_len, const uint8_t *data,
                        size_t len, int last, uint8_t *out, size_t out_cap, size_t *out_len,
                        uint32_t *adler);

/* Adler-32 of A followed by B, from the two sums and B's length (zlib's own). */
uint32_t mockup_adler32_combine(uint32_t a, uint32_t b, size_t len_b);

/* CRC-32 continued over `len` bytes (zlib's, as PNG chunks use). */
uint32_t mockup_crc32(uint32_t crc, const uint8_t *bytes, size_t len);

#endif
