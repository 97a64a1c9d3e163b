#include "png_rows.h"
#include "pixel_rows.h"

#include <png.h>
#include <stdio.h>
#include <string.h>
#include <zlib.h> /* crc32 */

uint32_t png_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static int is_critical(const uint8_t *type) { return (type[0] & 0x20) == 0; }

int png_next_chunk(const uint8_t *bytes, size_t count, size_t *pos, const uint8_t **type,
                      const uint8_t **data, uint32_t *length, char *message) {
    if (count - *pos < 12) {
        snprintf(message, 256, "corrupt or truncated PNG: file is truncated (no IEND chunk)");
        return -1;
    }
    uint32_t len = png_be32(bytes + *pos);
    if (len > 0x7fffffffu || (size_t)len > count - *pos - 12) {
        snprintf(message, 256, "corrupt or truncated PNG: file is truncated inside a chunk");
        return -1;
    }
    *type = bytes + *pos + 4;
    *data = bytes + *pos + 8;
    *length = len;
    if (is_critical(*type)) {
        uint32_t crc = (uint32_t)crc32(0L, *type, len + 4);
        if (crc != png_be32(*data + len)) {
            snprintf(message, 256, "corrupt or truncated PNG: %.4s: CRC error", (const char *)*type);
            return -1;
        }
    }
    *pos += 12 + len;
    return 0;
}


/* Whether `bytes` is a PNG of the whole-image path's kinds (8-bit RGB or RGBA, not interlaced,
 * no tRNS) of this size, walking every chunk (bounds, critical CRCs, IEND): 0 with
 * `bpp` and the IDAT bytes in all set, 1 another kind (libpng's), -1 with `message`
 * filled. */
int png_whole_kind(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height, int *bpp,
                  size_t *idat_total, char *message) {
    message[0] = '\0';
    if (count < 8 + 25 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) return 1;
    const uint8_t *ihdr = bytes + 8;
    if (png_be32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0) return 1;
    const uint8_t *h = ihdr + 8;
    int depth = h[8], color = h[9], interlace = h[12];
    if (png_be32(h) != width || png_be32(h + 4) != height || depth != 8 || (color != 2 && color != 6) ||
        h[10] != 0 || h[11] != 0 || interlace != 0)
        return 1;
    /* A tRNS chunk would make RGB pixels transparent: leave that to libpng. */
    size_t pos = 8, total = 0;
    for (;;) {
        const uint8_t *type, *data;
        uint32_t len;
        if (png_next_chunk(bytes, count, &pos, &type, &data, &len, message) != 0) return -1;
        if (memcmp(type, "tRNS", 4) == 0) return 1;
        if (memcmp(type, "IDAT", 4) == 0) total += len;
        if (memcmp(type, "IEND", 4) == 0) break;
    }
    if (total < 2) {
        snprintf(message, 256, "corrupt or truncated PNG: no image data (IDAT)");
        return -1;
    }
    *bpp = color == 6 ? 4 : 3;
    *idat_total = total;
    return 0;
}

/* The Paeth predictor without branches (stb_image's form, equal to the PNG
 * specification's): ImageMagick and Pillow filter most rows, and the branchy form
 * was the largest part of decoding their files. */
static inline uint8_t paeth(int a, int b, int c) {
    int thresh = c * 3 - (a + b);
    int lo = a < b ? a : b;
    int hi = a < b ? b : a;
    int t0 = (hi <= thresh) ? lo : c;
    return (uint8_t)((thresh <= lo) ? hi : t0);
}

/* Un-filters `cur` (filter byte first) against `prev` (already un-filtered). */
int png_unfilter(uint8_t *cur, const uint8_t *prev, size_t rowbytes, int bpp) {
    uint8_t *x = cur + 1;
    const uint8_t *up = prev + 1;
    switch (cur[0]) {
    case 0: break;
    case 1: for (size_t i = bpp; i < rowbytes; i++) x[i] = (uint8_t)(x[i] + x[i - bpp]); break;
    case 2: for (size_t i = 0; i < rowbytes; i++) x[i] = (uint8_t)(x[i] + up[i]); break;
    case 3:
        for (size_t i = 0; i < (size_t)bpp; i++) x[i] = (uint8_t)(x[i] + (up[i] >> 1));
        for (size_t i = bpp; i < rowbytes; i++) x[i] = (uint8_t)(x[i] + ((x[i - bpp] + up[i]) >> 1));
        break;
    case 4:
        for (size_t i = 0; i < (size_t)bpp; i++) x[i] = (uint8_t)(x[i] + up[i]);
        for (size_t i = bpp; i < rowbytes; i++) x[i] = (uint8_t)(x[i] + paeth(x[i - bpp], up[i], up[i - bpp]));
        break;
    default: return -1;
    }
    return 0;
}

/* Converts an unfiltered row (no filter byte) into premultiplied ARGB words. */
void png_convert_row(const uint8_t *p, int bpp, uint32_t w, uint32_t *out) {
    if (bpp == 3) {
        mockup_rgb_to_argb(p, w, out);
    } else {
        for (uint32_t x = 0; x < w; x++, p += 4) {
            uint32_t a = p[3];
            if (a == 255) out[x] = 0xff000000u | ((uint32_t)p[0] << 16) | ((uint32_t)p[1] << 8) | p[2];
            else if (a == 0) out[x] = 0;
            else out[x] = (a << 24) | (png_premul(a, p[0]) << 16) | (png_premul(a, p[1]) << 8) | png_premul(a, p[2]);
        }
    }
}

