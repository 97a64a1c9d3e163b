#include "png_reader.h"
#include "png_rows.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- The whole image: libdeflate in one call -------------------------------- */

/* One PNG's rows, inflated whole: `raw` holds `height` rows of a filter byte
 * and `rowbytes` bytes, un-filtered in place by decoded_unfilter_row. */
typedef struct {
    uint32_t width, height;
    int bpp;
    size_t rowbytes;
    uint8_t *raw;
    int owns_raw;      /* 0 when `raw` lies inside the caller's pixel buffer */
    uint8_t *zero_row; /* the row "above" row 0 */
    char *message;
} decoded_png;

static void decoded_free(decoded_png *d) {
    if (d->owns_raw) free(d->raw);
    free(d->zero_row);
    d->raw = NULL;
    d->zero_row = NULL;
}

/* Checks the whole-image path's kinds (8-bit RGB/RGBA, not interlaced, no tRNS), walks every
 * chunk (CRCs of critical chunks checked, IEND required), gathers IDAT and inflates it
 * (into the end of `space` when the rows fit there, else a buffer of its own)
 * in one call with libdeflate: ~15× zlib's streaming inflate on the files ImageMagick and
 * Pillow write (docs/PERFORMANCE.md). The stream is inflated raw: every IDAT's CRC-32
 * is already checked, so the Adler-32 at its end is redundant.
 * 0 ready (rows still filtered), 1 another kind of PNG (use libpng), -1 error. */
static int decoded_inflate(decoded_png *d, const uint8_t *bytes, size_t count, uint32_t width,
                           uint32_t height, char *message, uint8_t *space, size_t space_size) {
    memset(d, 0, sizeof *d);
    d->width = width;
    d->height = height;
    d->message = message;
    size_t idat_total = 0;
    int kind = png_whole_kind(bytes, count, width, height, &d->bpp, &idat_total, message);
    if (kind != 0) return kind;
    d->rowbytes = (size_t)width * d->bpp;
    size_t raw_size = (size_t)height * (d->rowbytes + 1);
    /* IDAT data is concatenated (at most the file's size) so one call inflates it. */
    uint8_t *idat = malloc(idat_total);
    /* The caller's `space` (its pixel buffer) takes the rows at its end when they fit,
     * as RGB rows do (3w + 1 bytes against 4w): no second image-sized buffer. */
    if (space && raw_size <= space_size) {
        d->raw = space + (space_size - raw_size);
    } else {
        d->raw = malloc(raw_size);
        d->owns_raw = 1;
    }
    d->zero_row = calloc(1, d->rowbytes + 1);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int status = 0;
    if (!idat || !d->raw || !d->zero_row || !inflater) {
        snprintf(message, 256, "out of memory");
        status = -1;
    }
    if (status == 0) {
        size_t at = 0, pos = 8;
        for (;;) {
            const uint8_t *type = bytes + pos + 4, *data = bytes + pos + 8;
            uint32_t len = png_be32(bytes + pos);
            pos += 12 + (size_t)len; /* bounds were checked by the walk above */
            if (memcmp(type, "IDAT", 4) == 0) {
                memcpy(idat + at, data, len);
                at += len;
            }
            if (memcmp(type, "IEND", 4) == 0) break;
        }
        unsigned cmf = idat[0], flg = idat[1];
        if ((cmf & 0x0F) != 8 || (cmf >> 4) > 7 || ((cmf << 8) | flg) % 31 != 0 || (flg & 0x20)) {
            snprintf(message, 256, "corrupt or truncated PNG: IDAT does not start with a zlib header");
            status = -1;
        }
    }
    if (status == 0) {
        size_t in_used = 0, out_used = 0;
        enum libdeflate_result r =
            libdeflate_deflate_decompress_ex(inflater, idat + 2, idat_total - 2, d->raw, raw_size, &in_used, &out_used);
        if (r == LIBDEFLATE_INSUFFICIENT_SPACE) {
            snprintf(message, 256, "corrupt or truncated PNG: too much image data");
            status = -1;
        } else if (r != LIBDEFLATE_SUCCESS || idat_total - 2 - in_used < 4) {
            /* (The four bytes of the Adler-32 must follow the stream: libdeflate reads
             * missing bits as zeros, so a stream cut inside its last byte would pass.) */
            snprintf(message, 256, "corrupt or truncated PNG: IDAT: compressed data is corrupt or ends early");
            status = -1;
        } else if (out_used < raw_size) {
            snprintf(message, 256, "corrupt or truncated PNG: image data ends early (%zu of %u rows)",
                     out_used / (d->rowbytes + 1), height);
            status = -1;
        }
    }
    if (inflater) libdeflate_free_decompressor(inflater);
    free(idat);
    if (status != 0) decoded_free(d);
    return status;
}

/* Un-filters row `y` in place (rows above it must be done); returns its bytes, or
 * NULL with the message filled. */
static const uint8_t *decoded_unfilter_row(decoded_png *d, uint32_t y) {
    uint8_t *cur = d->raw + (size_t)y * (d->rowbytes + 1);
    const uint8_t *prev = y == 0 ? d->zero_row : cur - (d->rowbytes + 1);
    if (png_unfilter(cur, prev, d->rowbytes, d->bpp) != 0) {
        snprintf(d->message, 256, "corrupt or truncated PNG: bad filter type %d in row %u", cur[0], y);
        return NULL;
    }
    return cur + 1;
}

int png_read_whole(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width, uint32_t height,
                   char *message) {
    size_t size = (size_t)width * height * 4;
    decoded_png d;
    int s = decoded_inflate(&d, bytes, count, width, height, message, (uint8_t *)pixels, size);
    if (s != 0) return s;
    if (d.owns_raw) {
        for (uint32_t y = 0; y < height && s == 0; y++) {
            const uint8_t *row = decoded_unfilter_row(&d, y);
            if (row) png_convert_row(row, d.bpp, width, pixels + (size_t)y * width);
            else s = -1;
        }
        decoded_free(&d);
        return s;
    }
    /* The rows sit at the end of `pixels` (from byte h(w-1)), so converting forward
     * overwrites rows already read: each row is copied out before it is un-filtered,
     * against the copy of the row above. Row y's words end at byte 4w(y+1); row y+1's
     * bytes start at h(w-1) + (y+1)(3w+1), (h-y-1)(w-1) >= 0 bytes later, so no row is
     * overwritten before it is copied. */
    size_t stride = d.rowbytes + 1;
    uint8_t *rows = malloc(2 * stride);
    if (!rows) {
        snprintf(message, 256, "out of memory");
        decoded_free(&d);
        return -1;
    }
    uint8_t *prev = rows, *cur = rows + stride;
    memset(prev, 0, stride);
    for (uint32_t y = 0; y < height && s == 0; y++) {
        memcpy(cur, d.raw + (size_t)y * stride, stride);
        if (png_unfilter(cur, prev, d.rowbytes, d.bpp) != 0) {
            snprintf(message, 256, "corrupt or truncated PNG: bad filter type %d in row %u", cur[0], y);
            s = -1;
            break;
        }
        png_convert_row(cur + 1, d.bpp, width, pixels + (size_t)y * width);
        uint8_t *t = prev;
        prev = cur;
        cur = t;
    }
    free(rows);
    decoded_free(&d);
    return s;
}

