#include "png_diff_sink.h"
#include "png_rows.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The same arithmetic as DiffImage.faded in Swift, operation for operation (no fused
 * multiply-add), so that both paths give the same pixels. */
#pragma STDC FP_CONTRACT OFF

static const uint32_t changed_pixel = 0xFFFF0000u; /* DiffImage.changed */
static const double fade = 0.1;                   /* DiffImage.fade */

static uint32_t faded(uint32_t p) {
    double a = (double)(p >> 24);
    double y = (double)((p >> 16) & 0xFF) * 0.29889531 + (double)((p >> 8) & 0xFF) * 0.58662247 +
               (double)(p & 0xFF) * 0.11448223;
    double v = round(255 + fade * (y - a));
    if (v > 255) v = 255;
    if (v < 0) v = 0;
    uint32_t g = (uint32_t)v;
    return 0xFF000000u | g << 16 | g << 8 | g;
}

enum { window = 32 * 1024 };

int diff_sink_open(diff_sink *s, uint32_t width, uint32_t height, uint32_t threshold) {
    memset(s, 0, sizeof *s);
    s->width = width;
    s->height = height;
    s->threshold = threshold;
    s->row_bytes = 1 + (size_t)width * 3; /* every diff pixel is opaque: RGB */
    s->band_rows = mockup_png_band_bytes / s->row_bytes;
    if (s->band_rows == 0) s->band_rows = 1;
    s->deflater = mockup_deflater_new(mockup_png_level);
    s->buf = malloc(window + s->band_rows * s->row_bytes);
    s->last_out = faded(0);
    s->adler = 1;
    s->out_len = 2; /* room for the zlib header, written at the end */
    if (!s->deflater || !s->buf) {
        diff_sink_close(s);
        return -1;
    }
    return 0;
}

void diff_sink_close(diff_sink *s) {
    mockup_deflater_free(s->deflater);
    free(s->buf);
    free(s->out);
    memset(s, 0, sizeof *s);
}

/* Deflates the band in `buf` after its dictionary, as PNGEncoder deflates band k. */
static void flush_band(diff_sink *s) {
    const uint8_t *data = s->buf + s->dict_len;
    /* Room for the band and, after the last, the Adler-32. */
    size_t bound = mockup_deflate_band_bound(s->band_len) + 4;
    if (s->out_cap < s->out_len + bound) {
        size_t cap = (s->out_len + bound) * 2;
        uint8_t *grown = realloc(s->out, cap);
        if (!grown) {
            s->failed = 1;
            return;
        }
        s->out = grown;
        s->out_cap = cap;
    }
    size_t written = 0;
    uint32_t adler = 1;
    int last = s->rows_done == s->height;
    if (mockup_deflate_band(s->deflater, s->buf, s->dict_len, data, s->band_len, last, s->out + s->out_len,
                            s->out_cap - s->out_len - 4, &written, &adler) != 0) {
        s->failed = 1;
        return;
    }
    s->out_len += written;
    s->adler = s->bands++ == 0 ? adler : mockup_adler32_combine(s->adler, adler, s->band_len);
    /* The next band's dictionary: the last 32 KiB of everything so far. */
    size_t keep = s->dict_len + s->band_len < window ? s->dict_len + s->band_len : window;
    memmove(s->buf, s->buf + s->dict_len + s->band_len - keep, keep);
    s->dict_len = keep;
    s->band_len = 0;
    s->band_rows_done = 0;
}

void diff_sink_row(diff_sink *s, const uint32_t *ra, const uint32_t *rb) {
    if (s->failed) return;
    uint8_t *o = s->buf + s->dict_len + s->band_len;
    *o++ = 0; /* filter: none */
    for (uint32_t x = 0; x < s->width; x++) {
        uint32_t p = ra[x], q;
        if (rb && p != rb[x] && png_max_channel_delta(p, rb[x]) > s->threshold) {
            q = changed_pixel;
        } else {
            if (p != s->last_in) {
                s->last_in = p;
                s->last_out = faded(p);
            }
            q = s->last_out;
        }
        o[0] = (uint8_t)(q >> 16);
        o[1] = (uint8_t)(q >> 8);
        o[2] = (uint8_t)q;
        o += 3;
    }
    s->band_len += s->row_bytes;
    s->rows_done++;
    if (++s->band_rows_done == s->band_rows || s->rows_done == s->height) flush_band(s);
}

int diff_sink_finish(diff_sink *s, uint8_t **png, size_t *png_len) {
    *png = NULL;
    *png_len = 0;
    if (s->failed || s->rows_done != s->height) return -1;
    /* The last band left room for the Adler-32 (flush_band); the header goes in front. */
    uint16_t header = mockup_zlib_header(mockup_png_level);
    s->out[0] = (uint8_t)(header >> 8);
    s->out[1] = (uint8_t)header;
    for (int i = 0; i < 4; i++) s->out[s->out_len + i] = (uint8_t)(s->adler >> (24 - 8 * i));
    return mockup_png_wrap(s->width, s->height, 2, s->out, s->out_len + 4, png, png_len);
}
