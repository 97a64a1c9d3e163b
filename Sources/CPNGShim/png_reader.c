#include "png_reader.h"
#include "huge_pages.h"

#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    char *message;
    char warning[160];
} reader;

static void on_error(png_structp png, png_const_charp message) {
    reader *r = png_get_error_ptr(png);
    if (r && r->message[0] == '\0') {
        if (r->warning[0] != '\0')
            snprintf(r->message, 256, "%s (%s)", message ? message : "libpng error", r->warning);
        else
            snprintf(r->message, 256, "%s", message ? message : "libpng error");
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    reader *r = png_get_error_ptr(png);
    if (r && message && r->warning[0] == '\0') snprintf(r->warning, sizeof r->warning, "%s", message);
}

static void on_read(png_structp png, png_bytep data, size_t length) {
    reader *r = png_get_io_ptr(png);
    if (length > r->count - r->offset) png_error(png, "file is truncated");
    memcpy(data, r->bytes + r->offset, length);
    r->offset += length;
}

static int start(reader *r, png_structp *png, png_infop *info) {
    if (r->count < 8 || png_sig_cmp((png_const_bytep)r->bytes, 0, 8) != 0) {
        snprintf(r->message, 256, "not a PNG file (bad signature)");
        return -1;
    }
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, r, on_error, on_warning);
    if (!*png) {
        snprintf(r->message, 256, "out of memory");
        return -1;
    }
    *info = png_create_info_struct(*png);
    if (!*info) {
        png_destroy_read_struct(png, NULL, NULL);
        snprintf(r->message, 256, "out of memory");
        return -1;
    }
    png_set_read_fn(*png, r, on_read);
    return 0;
}

int mockup_png_read_size(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height,
                         uint64_t max_pixels, char *message) {
    reader r = {bytes, count, 0, message, {0}};
    message[0] = '\0';
    png_structp png = NULL;
    png_infop info = NULL;
    if (start(&r, &png, &info) != 0) return -1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    if (*width == 0 || *height == 0 || (uint64_t)*width * *height > max_pixels) {
        snprintf(message, 256, "image of %ux%u pixels is larger than the limit of %llu pixels",
                 *width, *height, (unsigned long long)max_pixels);
        return -1;
    }
    return 0;
}

/* cairo's premultiply: (a * c + 0x80) rounded by the /255 trick. */
static inline uint32_t premul(uint32_t a, uint32_t c) {
    uint32_t t = a * c + 0x80;
    return (t + (t >> 8)) >> 8;
}

int mockup_png_read_pixels(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                           uint32_t height, char *message) {
    reader r = {bytes, count, 0, message, {0}};
    message[0] = '\0';
    png_structp png = NULL;
    png_infop info = NULL;
    if (start(&r, &png, &info) != 0) return -1;
    png_bytep *rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_free(png, rows);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "image size changed between reads");
    int color = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    /* The transforms cairo applies, in its order: no gamma handling either. */
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (depth < 8) png_set_packing(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row layout");
    /* Rows are read straight into the output, then converted in place. */
    rows = png_malloc(png, sizeof(png_bytep) * height);
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * width);
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_free(png, rows);
    rows = NULL;
    png_destroy_read_struct(&png, &info, NULL);
    size_t n = (size_t)width * height;
    uint8_t *b = (uint8_t *)pixels;
    for (size_t i = 0; i < n; i++, b += 4) {
        uint32_t red = b[0], green = b[1], blue = b[2], a = b[3];
        if (a == 255) {
            pixels[i] = 0xff000000u | (red << 16) | (green << 8) | blue;
        } else if (a == 0) {
            pixels[i] = 0;
        } else {
            pixels[i] = (a << 24) | (premul(a, red) << 16) | (premul(a, green) << 8) | premul(a, blue);
        }
    }
    return 0;
}

/* ---- The fast path: zlib directly ---------------------------------------- */

#include <zlib.h>

static uint32_t be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static int is_critical(const uint8_t *type) { return (type[0] & 0x20) == 0; }

/* Visits the chunk at `*pos`; checks bounds and (for critical chunks) the CRC. */
static int next_chunk(const uint8_t *bytes, size_t count, size_t *pos, const uint8_t **type,
                      const uint8_t **data, uint32_t *length, char *message) {
    if (count - *pos < 12) {
        snprintf(message, 256, "corrupt or truncated PNG: file is truncated (no IEND chunk)");
        return -1;
    }
    uint32_t len = be32(bytes + *pos);
    if (len > 0x7fffffffu || (size_t)len > count - *pos - 12) {
        snprintf(message, 256, "corrupt or truncated PNG: file is truncated inside a chunk");
        return -1;
    }
    *type = bytes + *pos + 4;
    *data = bytes + *pos + 8;
    *length = len;
    if (is_critical(*type)) {
        uint32_t crc = (uint32_t)crc32(0L, *type, len + 4);
        if (crc != be32(*data + len)) {
            snprintf(message, 256, "corrupt or truncated PNG: %.4s: CRC error", (const char *)*type);
            return -1;
        }
    }
    *pos += 12 + len;
    return 0;
}

int mockup_png_check_structure(const uint8_t *bytes, size_t count, char *message) {
    message[0] = '\0';
    if (count < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
        snprintf(message, 256, "not a PNG file (bad signature)");
        return -1;
    }
    size_t pos = 8;
    int first = 1, idat = 0;
    for (;;) {
        const uint8_t *type, *data;
        uint32_t len;
        if (next_chunk(bytes, count, &pos, &type, &data, &len, message) != 0) return -1;
        if (first && memcmp(type, "IHDR", 4) != 0) {
            snprintf(message, 256, "corrupt or truncated PNG: IHDR is not the first chunk");
            return -1;
        }
        first = 0;
        if (memcmp(type, "IDAT", 4) == 0) idat = 1;
        if (memcmp(type, "IEND", 4) == 0) break;
    }
    if (!idat) {
        snprintf(message, 256, "corrupt or truncated PNG: no image data (IDAT)");
        return -1;
    }
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
static int unfilter(uint8_t *cur, const uint8_t *prev, size_t rowbytes, int bpp) {
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

/* A row-by-row decoder over one PNG in memory (the fast path's kinds only). */
typedef struct {
    const uint8_t *bytes;
    size_t count, pos;
    uint32_t width, height, y;
    int bpp, ended;
    size_t rowbytes;
    uint8_t *rows, *prev, *cur;
    z_stream z;
    int z_ready;
    /* zlib header bytes still to skip, and the two bytes once read. */
    int header_left;
    uint8_t header[2];
    char *message;
} row_decoder;

/* Hands chunk data to the raw inflater, skipping (and checking) the 2-byte zlib header
 * first. The stream is inflated raw: every chunk's CRC-32 is already checked, so the
 * Adler-32 at the end of the zlib stream is redundant, and computing it over the
 * inflated pixels was a sixth of a whole `mockup diff`. 0 or -1. */
static int decoder_feed(row_decoder *d, const uint8_t *data, uint32_t len) {
    while (d->header_left > 0 && len > 0) {
        d->header[2 - d->header_left] = *data++;
        len--;
        if (--d->header_left == 0) {
            unsigned cmf = d->header[0], flg = d->header[1];
            if ((cmf & 0x0F) != 8 || (cmf >> 4) > 7 || ((cmf << 8) | flg) % 31 != 0 || (flg & 0x20)) {
                snprintf(d->message, 256, "corrupt PNG: IDAT does not start with a zlib header");
                return -1;
            }
        }
    }
    d->z.next_in = (Bytef *)data;
    d->z.avail_in = len;
    return 0;
}

/* 0 ready, 1 another kind of PNG (use libpng), -1 error. */
static int decoder_open(row_decoder *d, const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                        char *message) {
    memset(d, 0, sizeof *d);
    d->bytes = bytes;
    d->count = count;
    d->width = width;
    d->height = height;
    d->message = message;
    message[0] = '\0';
    if (count < 8 + 25 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) return 1;
    const uint8_t *ihdr = bytes + 8;
    if (be32(ihdr) != 13 || memcmp(ihdr + 4, "IHDR", 4) != 0) return 1;
    const uint8_t *h = ihdr + 8;
    int depth = h[8], color = h[9], interlace = h[12];
    if (be32(h) != width || be32(h + 4) != height || depth != 8 || (color != 2 && color != 6) ||
        h[10] != 0 || h[11] != 0 || interlace != 0)
        return 1;
    /* A tRNS chunk would make RGB pixels transparent: leave that to libpng. */
    size_t pos = 8;
    for (;;) {
        const uint8_t *type, *data;
        uint32_t len;
        if (next_chunk(bytes, count, &pos, &type, &data, &len, message) != 0) return -1;
        if (memcmp(type, "tRNS", 4) == 0) return 1;
        if (memcmp(type, "IEND", 4) == 0) break;
    }
    d->bpp = color == 6 ? 4 : 3;
    d->rowbytes = (size_t)width * d->bpp;
    d->rows = malloc(2 * (d->rowbytes + 1));
    d->header_left = 2;
    if (!d->rows || inflateInit2(&d->z, -15) != Z_OK) {
        free(d->rows);
        d->rows = NULL;
        snprintf(message, 256, "out of memory");
        return -1;
    }
    d->z_ready = 1;
    d->prev = d->rows;
    d->cur = d->rows + d->rowbytes + 1;
    memset(d->prev, 0, d->rowbytes + 1);
    d->pos = 8;
    return 0;
}

static void decoder_close(row_decoder *d) {
    if (d->z_ready) inflateEnd(&d->z);
    free(d->rows);
    d->rows = NULL;
    d->z_ready = 0;
}

/* Converts an unfiltered row (no filter byte) into premultiplied ARGB words. */
static void convert_row(const uint8_t *p, int bpp, uint32_t w, uint32_t *out) {
    if (bpp == 3) {
        for (uint32_t x = 0; x < w; x++, p += 3)
            out[x] = 0xff000000u | ((uint32_t)p[0] << 16) | ((uint32_t)p[1] << 8) | p[2];
    } else {
        for (uint32_t x = 0; x < w; x++, p += 4) {
            uint32_t a = p[3];
            if (a == 255) out[x] = 0xff000000u | ((uint32_t)p[0] << 16) | ((uint32_t)p[1] << 8) | p[2];
            else if (a == 0) out[x] = 0;
            else out[x] = (a << 24) | (premul(a, p[0]) << 16) | (premul(a, p[1]) << 8) | premul(a, p[2]);
        }
    }
}

static int decoder_next(row_decoder *d);

/* Decodes the next row into `out` (width words). 0 or -1. */
static int decoder_row(row_decoder *d, uint32_t *out) {
    if (decoder_next(d) != 0) return -1;
    convert_row(d->prev + 1, d->bpp, d->width, out);
    return 0;
}

/* Inflates and unfilters the next row; afterwards `d->prev + 1` holds its bytes. */
static int decoder_next(row_decoder *d) {
    z_stream *z = &d->z;
    z->next_out = d->cur;
    z->avail_out = (uInt)(d->rowbytes + 1);
    while (z->avail_out > 0) {
        if (d->ended) {
            snprintf(d->message, 256, "corrupt or truncated PNG: image data ends early (%u of %u rows)", d->y, d->height);
            return -1;
        }
        if (z->avail_in == 0) {
            /* Next IDAT chunk. */
            for (;;) {
                const uint8_t *type, *data;
                uint32_t len;
                if (next_chunk(d->bytes, d->count, &d->pos, &type, &data, &len, d->message) != 0) return -1;
                if (memcmp(type, "IEND", 4) == 0) {
                    snprintf(d->message, 256, "corrupt or truncated PNG: image data ends early (%u of %u rows)", d->y, d->height);
                    return -1;
                }
                if (memcmp(type, "IDAT", 4) == 0) {
                    if (decoder_feed(d, data, len) != 0) return -1;
                    break;
                }
            }
            if (z->avail_in == 0) continue;
        }
        int r = inflate(z, Z_NO_FLUSH);
        if (r == Z_STREAM_END) d->ended = 1;
        else if (r != Z_OK && r != Z_BUF_ERROR) {
            snprintf(d->message, 256, "corrupt or truncated PNG: IDAT: %s", z->msg ? z->msg : "bad compressed data");
            return -1;
        }
    }
    if (unfilter(d->cur, d->prev, d->rowbytes, d->bpp) != 0) {
        snprintf(d->message, 256, "corrupt or truncated PNG: bad filter type %d in row %u", d->cur[0], d->y);
        return -1;
    }
    uint8_t *t = d->prev;
    d->prev = d->cur;
    d->cur = t;
    d->y++;
    return 0;
}

/* After the last row: the deflate stream must end (chunk CRCs already checked). */
static int decoder_finish(row_decoder *d) {
    z_stream *z = &d->z;
    uint8_t spare[16];
    while (!d->ended) {
        z->next_out = spare;
        z->avail_out = sizeof spare;
        if (z->avail_in == 0) {
            const uint8_t *type, *data;
            uint32_t len;
            if (next_chunk(d->bytes, d->count, &d->pos, &type, &data, &len, d->message) != 0) return -1;
            if (memcmp(type, "IEND", 4) == 0) {
                snprintf(d->message, 256, "corrupt or truncated PNG: compressed data ends early");
                return -1;
            }
            if (memcmp(type, "IDAT", 4) != 0) continue;
            if (decoder_feed(d, data, len) != 0) return -1;
        }
        int r = inflate(z, Z_NO_FLUSH);
        if (r == Z_STREAM_END) d->ended = 1;
        else if (r != Z_OK && r != Z_BUF_ERROR) {
            snprintf(d->message, 256, "corrupt or truncated PNG: IDAT: %s", z->msg ? z->msg : "bad compressed data");
            return -1;
        }
        if (z->avail_out == 0) {
            snprintf(d->message, 256, "corrupt or truncated PNG: too much image data");
            return -1;
        }
    }
    return 0;
}

int mockup_png_read_fast(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                         uint32_t height, char *message) {
    mockup_advise_huge_pages(pixels, (size_t)width * height * 4);
    row_decoder d;
    int s = decoder_open(&d, bytes, count, width, height, message);
    if (s != 0) return s;
    for (uint32_t y = 0; y < height && s == 0; y++) s = decoder_row(&d, pixels + (size_t)y * width);
    if (s == 0) s = decoder_finish(&d);
    decoder_close(&d);
    return s;
}

static inline uint32_t max_channel_delta(uint32_t p, uint32_t q) {
    uint32_t m = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t a = (p >> shift) & 0xff, b = (q >> shift) & 0xff;
        uint32_t d = a > b ? a - b : b - a;
        if (d > m) m = d;
    }
    return m;
}

/* The second file is inflated on its own thread, a band of rows ahead, while this
 * thread inflates the first and compares: inflating is most of the work, and the two
 * streams are independent. `produced`/`consumed` hand rows over through a small ring. */
#define COMPARE_RING_ROWS 64

typedef struct {
    row_decoder *decoder;
    uint8_t *ring;
    size_t rowbytes;
    uint32_t height;
    _Atomic uint32_t produced;
    _Atomic uint32_t consumed;
    _Atomic int stop;
    int status;
} row_producer;

/* The producer hands over raw (unfiltered, unconverted) rows: equal rows, the common
 * case, are then found by one memcmp without converting either. */
static void *produce_rows(void *arg) {
    row_producer *p = arg;
    for (uint32_t y = 0; y < p->height; y++) {
        while (y - atomic_load(&p->consumed) >= COMPARE_RING_ROWS) {
            if (atomic_load(&p->stop)) return NULL;
            sched_yield();
        }
        if (decoder_next(p->decoder) != 0) {
            p->status = -2;
            atomic_store(&p->stop, 1);
            return NULL;
        }
        memcpy(p->ring + (size_t)(y % COMPARE_RING_ROWS) * p->rowbytes, p->decoder->prev + 1, p->rowbytes);
        atomic_store(&p->produced, y + 1);
    }
    if (decoder_finish(p->decoder) != 0) p->status = -2;
    return NULL;
}

static void compare_row(const uint32_t *ra, const uint32_t *rb, uint32_t width, uint32_t y, uint32_t threshold,
                        mockup_strict_stats *stats) {
    if (memcmp(ra, rb, (size_t)width * 4) == 0) return;
    for (uint32_t x = 0; x < width; x++) {
        if (ra[x] == rb[x]) continue;
        uint32_t d = max_channel_delta(ra[x], rb[x]);
        if (d > stats->max_delta) stats->max_delta = d;
        if (d > threshold) {
            stats->changed++;
            if (x < stats->x0) stats->x0 = x;
            if (x > stats->x1) stats->x1 = x;
            if (y < stats->y0) stats->y0 = y;
            stats->y1 = y;
        }
    }
}

int mockup_png_compare_strict(const uint8_t *a, size_t a_count, const uint8_t *b, size_t b_count,
                              uint32_t width, uint32_t height, uint32_t threshold,
                              mockup_strict_stats *stats, char *message_a, char *message_b) {
    memset(stats, 0, sizeof *stats);
    stats->x0 = UINT32_MAX;
    stats->y0 = UINT32_MAX;
    row_decoder da, db;
    int sa = decoder_open(&da, a, a_count, width, height, message_a);
    if (sa != 0) return sa == 1 ? 1 : -1;
    int sb = decoder_open(&db, b, b_count, width, height, message_b);
    if (sb != 0) {
        decoder_close(&da);
        return sb == 1 ? 1 : -2;
    }
    uint32_t *ra = malloc((size_t)width * 4), *rb = malloc((size_t)width * 4);
    uint8_t *ring = malloc(db.rowbytes * COMPARE_RING_ROWS);
    int status = (ra && rb && ring) ? 0 : -1;
    if (status != 0) snprintf(message_a, 256, "out of memory");
    row_producer p = {.decoder = &db, .ring = ring, .rowbytes = db.rowbytes, .height = height, .status = 0};
    atomic_init(&p.produced, 0);
    atomic_init(&p.consumed, 0);
    atomic_init(&p.stop, 0);
    pthread_t thread;
    int threaded = status == 0 && pthread_create(&thread, NULL, produce_rows, &p) == 0;
    int same_layout = da.bpp == db.bpp;
    for (uint32_t y = 0; y < height && status == 0; y++) {
        if (decoder_next(&da) != 0) { status = -1; break; }
        const uint8_t *raw_a = da.prev + 1, *raw_b;
        if (threaded) {
            while (atomic_load(&p.produced) <= y) {
                if (atomic_load(&p.stop)) { status = -2; break; }
                sched_yield();
            }
            if (status != 0) break;
            raw_b = ring + (size_t)(y % COMPARE_RING_ROWS) * db.rowbytes;
        } else {
            if (decoder_next(&db) != 0) { status = -2; break; }
            raw_b = db.prev + 1;
        }
        if (!(same_layout && memcmp(raw_a, raw_b, da.rowbytes) == 0)) {
            convert_row(raw_a, da.bpp, width, ra);
            convert_row(raw_b, db.bpp, width, rb);
            compare_row(ra, rb, width, y, threshold, stats);
        }
        if (threaded) atomic_store(&p.consumed, y + 1);
    }
    if (threaded) {
        if (status != 0) atomic_store(&p.stop, 1);
        pthread_join(thread, NULL);
        if (status == 0 && p.status != 0) status = p.status;
    } else if (status == 0 && decoder_finish(&db) != 0) {
        status = -2;
    }
    if (status == 0 && decoder_finish(&da) != 0) status = -1;
    free(ra);
    free(rb);
    free(ring);
    decoder_close(&da);
    decoder_close(&db);
    return status;
}

int mockup_png_read_image(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                          uint32_t height, char *message) {
    int fast = mockup_png_read_fast(bytes, count, pixels, width, height, message);
    return fast != 1 ? fast : mockup_png_read_pixels(bytes, count, pixels, width, height, message);
}
