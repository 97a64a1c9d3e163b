#include "png_reader.h"
#include "huge_pages.h"
#include "pixel_rows.h"

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

/* ---- The fast path: libdeflate directly ---------------------------------- */

#include <libdeflate.h>
#include <zlib.h> /* crc32 */

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

#if defined(__SSE2__)
#include <emmintrin.h>
/* A pixel of 3 or 4 bytes widened to 16-bit lanes; only its own bytes are read.
 * `bpp` is a constant wherever these are inlined. */
__attribute__((always_inline)) static inline __m128i load_pixel(const uint8_t *p, int bpp) {
    uint32_t v = 0;
    memcpy(&v, p, (size_t)bpp);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)v), _mm_setzero_si128());
}

__attribute__((always_inline)) static inline void store_pixel(uint8_t *p, __m128i lanes, int bpp) {
    uint32_t v = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(lanes, lanes));
    memcpy(p, &v, (size_t)bpp);
}

static inline __m128i abs16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

/* Paeth over a whole row, one pixel's channels at a time in 16-bit lanes (the way
 * libpng's SSE2 filters do it): the same bytes as `paeth` per channel, a third of the
 * instructions on the rows ImageMagick and Pillow filter with it. */
__attribute__((always_inline)) static inline void unfilter_paeth_sse2(uint8_t *x, const uint8_t *up, size_t rowbytes,
                                                                      int bpp) {
    const __m128i low = _mm_set1_epi16(0xff);
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();
    for (size_t i = 0; i + (size_t)bpp <= rowbytes; i += (size_t)bpp) {
        __m128i b = load_pixel(up + i, bpp);
        /* p = a + b - c; |p - a| = |b - c|, |p - b| = |a - c|, |p - c| = |a + b - 2c|. */
        __m128i pa = _mm_sub_epi16(b, c), pb = _mm_sub_epi16(a, c);
        __m128i pc = abs16(_mm_add_epi16(pa, pb));
        pa = abs16(pa);
        pb = abs16(pb);
        __m128i smallest = _mm_min_epi16(pa, _mm_min_epi16(pb, pc));
        /* a when pa is smallest, else b when pb is, else c: the specification's ties. */
        __m128i use_a = _mm_cmpeq_epi16(smallest, pa), use_b = _mm_cmpeq_epi16(smallest, pb);
        __m128i b_or_c = _mm_or_si128(_mm_and_si128(use_b, b), _mm_andnot_si128(use_b, c));
        __m128i predictor = _mm_or_si128(_mm_and_si128(use_a, a), _mm_andnot_si128(use_a, b_or_c));
        __m128i out = _mm_and_si128(_mm_add_epi16(load_pixel(x + i, bpp), predictor), low);
        store_pixel(x + i, out, bpp);
        a = out;
        c = b;
    }
}
#endif

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
#if defined(__SSE2__)
        /* Constant pixel sizes, so the pixel loads and stores compile to moves. */
        if (bpp == 3) {
            unfilter_paeth_sse2(x, up, rowbytes, 3);
            break;
        }
        if (bpp == 4) {
            unfilter_paeth_sse2(x, up, rowbytes, 4);
            break;
        }
#endif
        for (size_t i = 0; i < (size_t)bpp; i++) x[i] = (uint8_t)(x[i] + up[i]);
        for (size_t i = bpp; i < rowbytes; i++) x[i] = (uint8_t)(x[i] + paeth(x[i - bpp], up[i], up[i - bpp]));
        break;
    default: return -1;
    }
    return 0;
}

/* One fast-path PNG's rows, inflated whole: `raw` holds `height` rows of a filter byte
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

/* Checks the fast path's kinds (8-bit RGB/RGBA, not interlaced, no tRNS), walks every
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
    size_t pos = 8, idat_total = 0;
    for (;;) {
        const uint8_t *type, *data;
        uint32_t len;
        if (next_chunk(bytes, count, &pos, &type, &data, &len, message) != 0) return -1;
        if (memcmp(type, "tRNS", 4) == 0) return 1;
        if (memcmp(type, "IDAT", 4) == 0) idat_total += len;
        if (memcmp(type, "IEND", 4) == 0) break;
    }
    if (idat_total < 2) {
        snprintf(message, 256, "corrupt or truncated PNG: no image data (IDAT)");
        return -1;
    }
    d->bpp = color == 6 ? 4 : 3;
    d->rowbytes = (size_t)width * d->bpp;
    size_t raw_size = (size_t)height * (d->rowbytes + 1);
    /* IDAT data is concatenated (at most the file's size) so one call inflates it. */
    uint8_t *idat = malloc(idat_total);
    /* The caller's `space` (its pixel buffer) takes the rows at its end when they fit,
     * as RGB rows do (3w + 1 bytes against 4w): no second image-sized buffer. */
    if (space && raw_size <= space_size) {
        d->raw = space + (space_size - raw_size);
    } else {
        d->raw = mockup_alloc_huge(raw_size);
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
        size_t at = 0;
        pos = 8;
        for (;;) {
            const uint8_t *type = bytes + pos + 4, *data = bytes + pos + 8;
            uint32_t len = be32(bytes + pos);
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
        } else if (r != LIBDEFLATE_SUCCESS) {
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
    if (unfilter(cur, prev, d->rowbytes, d->bpp) != 0) {
        snprintf(d->message, 256, "corrupt or truncated PNG: bad filter type %d in row %u", cur[0], y);
        return NULL;
    }
    return cur + 1;
}

/* Converts an unfiltered row (no filter byte) into premultiplied ARGB words. */
static void convert_row(const uint8_t *p, int bpp, uint32_t w, uint32_t *out) {
    if (bpp == 3) {
        mockup_rgb_to_argb(p, w, out);
    } else {
        for (uint32_t x = 0; x < w; x++, p += 4) {
            uint32_t a = p[3];
            if (a == 255) out[x] = 0xff000000u | ((uint32_t)p[0] << 16) | ((uint32_t)p[1] << 8) | p[2];
            else if (a == 0) out[x] = 0;
            else out[x] = (a << 24) | (premul(a, p[0]) << 16) | (premul(a, p[1]) << 8) | premul(a, p[2]);
        }
    }
}

int mockup_png_read_fast(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                         uint32_t height, char *message) {
    size_t size = (size_t)width * height * 4;
    mockup_advise_huge_pages(pixels, size);
    decoded_png d;
    int s = decoded_inflate(&d, bytes, count, width, height, message, (uint8_t *)pixels, size);
    if (s != 0) return s;
    if (d.owns_raw) {
        for (uint32_t y = 0; y < height && s == 0; y++) {
            const uint8_t *row = decoded_unfilter_row(&d, y);
            if (row) convert_row(row, d.bpp, width, pixels + (size_t)y * width);
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
        if (unfilter(cur, prev, d.rowbytes, d.bpp) != 0) {
            snprintf(message, 256, "corrupt or truncated PNG: bad filter type %d in row %u", cur[0], y);
            s = -1;
            break;
        }
        convert_row(cur + 1, d.bpp, width, pixels + (size_t)y * width);
        uint8_t *t = prev;
        prev = cur;
        cur = t;
    }
    free(rows);
    decoded_free(&d);
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

/* ---- Row by row with ISA-L: the strict comparison without images ------------
 *
 * No image-sized buffer at all: each file is inflated a row at a time (igzip's
 * streaming inflater) into a few rows of memory. Fresh memory is what a whole-buffer
 * inflate costs most here: two 8 MB buffers are thousands of page faults, and on a
 * virtual machine a huge page that the host took back can take tens of milliseconds
 * to come back (docs/PERFORMANCE.md). */

#include <isa-l/igzip_lib.h>

typedef struct {
    const uint8_t *bytes;
    size_t count, pos; /* the next chunk to read */
    uint32_t width, height, y;
    int bpp, ended; /* ended: the deflate stream's last block is done */
    size_t rowbytes;
    struct inflate_state *z;
    int header_left; /* zlib header bytes still to skip */
    uint8_t header[2];
    char *message;
} row_stream;

/* 0 ready, 1 another kind of PNG (use the whole decoder), -1 error. */
static int stream_open(row_stream *d, const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
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
    size_t pos = 8, idat_total = 0;
    for (;;) {
        const uint8_t *type, *data;
        uint32_t len;
        if (next_chunk(bytes, count, &pos, &type, &data, &len, message) != 0) return -1;
        if (memcmp(type, "tRNS", 4) == 0) return 1;
        if (memcmp(type, "IDAT", 4) == 0) idat_total += len;
        if (memcmp(type, "IEND", 4) == 0) break;
    }
    if (idat_total < 2) {
        snprintf(message, 256, "corrupt or truncated PNG: no image data (IDAT)");
        return -1;
    }
    d->bpp = color == 6 ? 4 : 3;
    d->rowbytes = (size_t)width * d->bpp;
    d->z = malloc(sizeof *d->z);
    if (!d->z) {
        snprintf(message, 256, "out of memory");
        return -1;
    }
    isal_inflate_init(d->z); /* raw deflate (ISAL_DEFLATE): the chunk CRCs are checked */
    d->header_left = 2;
    d->pos = 8;
    return 0;
}

static void stream_close(row_stream *d) {
    free(d->z);
    d->z = NULL;
}

static const char stream_corrupt[] = "corrupt or truncated PNG: IDAT: compressed data is corrupt or ends early";

/* Hands the next IDAT's data to the inflater (the zlib header skipped and checked
 * first); 0, or -1 at IEND (the stream never ended) or on an error. */
static int stream_feed(row_stream *d) {
    for (;;) {
        /* stream_open walked every chunk already (bounds and CRCs): no second check. */
        const uint8_t *type = d->bytes + d->pos + 4, *data = d->bytes + d->pos + 8;
        uint32_t len = be32(d->bytes + d->pos);
        d->pos += 12 + (size_t)len;
        if (memcmp(type, "IEND", 4) == 0) {
            snprintf(d->message, 256, "%s", stream_corrupt);
            return -1;
        }
        if (memcmp(type, "IDAT", 4) != 0) continue;
        while (d->header_left > 0 && len > 0) {
            d->header[2 - d->header_left] = *data++;
            len--;
            if (--d->header_left == 0) {
                unsigned cmf = d->header[0], flg = d->header[1];
                if ((cmf & 0x0F) != 8 || (cmf >> 4) > 7 || ((cmf << 8) | flg) % 31 != 0 || (flg & 0x20)) {
                    snprintf(d->message, 256, "corrupt or truncated PNG: IDAT does not start with a zlib header");
                    return -1;
                }
            }
        }
        if (len == 0) continue;
        d->z->next_in = (uint8_t *)data;
        d->z->avail_in = len;
        return 0;
    }
}

/* Inflates `n` bytes into `out`; 0, or -1 with the message filled. */
static int stream_read(row_stream *d, uint8_t *out, uint32_t n) {
    struct inflate_state *z = d->z;
    z->next_out = out;
    z->avail_out = n;
    while (z->avail_out > 0) {
        if (d->ended) {
            uint32_t done = d->y + (uint32_t)((n - z->avail_out) / (d->rowbytes + 1));
            snprintf(d->message, 256, "corrupt or truncated PNG: image data ends early (%u of %u rows)", done, d->height);
            return -1;
        }
        /* Inflate before feeding more: igzip keeps up to 8 bytes of input in its bit
         * buffer, so an empty input may still hold the end of the stream. */
        if (isal_inflate(z) < 0) {
            snprintf(d->message, 256, "%s", stream_corrupt);
            return -1;
        }
        if (z->block_state == ISAL_BLOCK_FINISH) d->ended = 1;
        else if (z->avail_out > 0 && z->avail_in == 0 && stream_feed(d) != 0) return -1;
    }
    return 0;
}

/* The next `k` rows (each a filter byte and its bytes, still filtered) into `out`. A
 * band at a time: igzip copies through a buffer of its own when the room it is given
 * is small, which a row at a time made twice the work of the inflate itself. */
static int stream_rows(row_stream *d, uint8_t *out, uint32_t k) {
    if (stream_read(d, out, (uint32_t)(k * (d->rowbytes + 1))) != 0) return -1;
    d->y += k;
    return 0;
}

#define STREAM_BAND_ROWS 16

/* After the last row: the deflate stream must end there. */
static int stream_finish(row_stream *d) {
    uint8_t spare[16];
    struct inflate_state *z = d->z;
    while (!d->ended) {
        z->next_out = spare;
        z->avail_out = sizeof spare;
        if (isal_inflate(z) < 0) {
            snprintf(d->message, 256, "%s", stream_corrupt);
            return -1;
        }
        if (z->avail_out < sizeof spare) {
            snprintf(d->message, 256, "corrupt or truncated PNG: too much image data");
            return -1;
        }
        if (z->block_state == ISAL_BLOCK_FINISH) d->ended = 1;
        else if (z->avail_in == 0 && stream_feed(d) != 0) return -1;
    }
    return 0;
}

/* The second file is inflated and un-filtered on its own thread into a ring of rows,
 * publishing how many are done, while this thread does the first and compares each
 * row as soon as both have it. */
#define COMPARE_RING_ROWS 64

typedef struct {
    row_stream *stream;
    uint8_t *ring; /* COMPARE_RING_ROWS rows of filter byte + rowbytes */
    int status;    /* final once `done` */
    _Atomic uint32_t rows_ready;
    _Atomic uint32_t consumed;
    _Atomic int done;
    _Atomic int stop;
} ring_producer;

static void *produce_rows(void *arg) {
    ring_producer *p = arg;
    row_stream *d = p->stream;
    size_t stride = d->rowbytes + 1;
    uint8_t *zero = calloc(1, stride);
    if (!zero) {
        snprintf(d->message, 256, "out of memory");
        p->status = -1;
    }
    for (uint32_t y = 0; y < d->height && p->status == 0; y += STREAM_BAND_ROWS) {
        uint32_t k = d->height - y < STREAM_BAND_ROWS ? d->height - y : STREAM_BAND_ROWS;
        /* The band's slots are free once rows up to y + k - RING have been compared
         * (the row above the band keeps its slot: a band is shorter than the ring). */
        while (y + k > COMPARE_RING_ROWS && atomic_load(&p->consumed) < y + k - COMPARE_RING_ROWS) {
            if (atomic_load(&p->stop)) goto out;
            sched_yield();
        }
        uint8_t *band = p->ring + (size_t)(y % COMPARE_RING_ROWS) * stride;
        if (stream_rows(d, band, k) != 0) {
            p->status = -1;
            break;
        }
        for (uint32_t j = 0; j < k; j++) {
            uint32_t row = y + j;
            uint8_t *cur = band + (size_t)j * stride;
            const uint8_t *prev = row == 0 ? zero : p->ring + (size_t)((row - 1) % COMPARE_RING_ROWS) * stride;
            if (unfilter(cur, prev, d->rowbytes, d->bpp) != 0) {
                snprintf(d->message, 256, "corrupt or truncated PNG: bad filter type %d in row %u", cur[0], row);
                p->status = -1;
                break;
            }
            atomic_store(&p->rows_ready, row + 1);
        }
    }
    if (p->status == 0 && stream_finish(d) != 0) p->status = -1;
out:
    free(zero);
    atomic_store(&p->done, 1);
    return NULL;
}

/* Waits until row `y` of `p` is ready; 0 when it never will be. */
static int wait_for_row(ring_producer *p, uint32_t y) {
    while (atomic_load(&p->rows_ready) <= y) {
        if (atomic_load(&p->done)) return atomic_load(&p->rows_ready) > y;
        sched_yield();
    }
    return 1;
}

int mockup_png_compare_strict(const uint8_t *a, size_t a_count, const uint8_t *b, size_t b_count,
                              uint32_t width, uint32_t height, uint32_t threshold,
                              mockup_strict_stats *stats, char *message_a, char *message_b) {
    memset(stats, 0, sizeof *stats);
    stats->x0 = UINT32_MAX;
    stats->y0 = UINT32_MAX;
    row_stream da, db;
    int sa = stream_open(&da, a, a_count, width, height, message_a);
    if (sa != 0) return sa == 1 ? 1 : -1;
    int sb = stream_open(&db, b, b_count, width, height, message_b);
    if (sb != 0) {
        stream_close(&da);
        return sb == 1 ? 1 : -2;
    }
    size_t stride_a = da.rowbytes + 1, stride_b = db.rowbytes + 1;
    /* The row above the band, then the band. */
    uint8_t *rows_a = calloc(STREAM_BAND_ROWS + 1, stride_a);
    uint32_t *ra = malloc((size_t)width * 4), *rb = malloc((size_t)width * 4);
    ring_producer p = {.stream = &db, .ring = malloc(stride_b * COMPARE_RING_ROWS), .status = 0};
    atomic_init(&p.rows_ready, 0);
    atomic_init(&p.consumed, 0);
    atomic_init(&p.done, 0);
    atomic_init(&p.stop, 0);
    int status = rows_a && ra && rb && p.ring ? 0 : -1;
    if (status != 0) snprintf(message_a, 256, "out of memory");
    pthread_t thread;
    int threaded = 0;
    if (status == 0) {
        threaded = pthread_create(&thread, NULL, produce_rows, &p) == 0;
        /* No second thread: the ring cannot hold a whole image, so let the caller
         * decode both files whole and compare those instead. */
        if (!threaded) status = 1;
    }
    int second_failed = 0;
    for (uint32_t y = 0; y < height && status == 0 && !second_failed; y += STREAM_BAND_ROWS) {
        uint32_t k = height - y < STREAM_BAND_ROWS ? height - y : STREAM_BAND_ROWS;
        uint8_t *band = rows_a + stride_a;
        if (stream_rows(&da, band, k) != 0) {
            status = -1;
            break;
        }
        for (uint32_t j = 0; j < k; j++) {
            uint32_t row = y + j;
            uint8_t *cur = band + (size_t)j * stride_a;
            const uint8_t *prev = cur - stride_a; /* row 0's is the zeroed first slot */
            if (unfilter(cur, prev, da.rowbytes, da.bpp) != 0) {
                snprintf(message_a, 256, "corrupt or truncated PNG: bad filter type %d in row %u", cur[0], row);
                status = -1;
                break;
            }
            if (!wait_for_row(&p, row)) { /* the second failed: its status says why */
                second_failed = 1;
                break;
            }
            const uint8_t *raw_a = cur + 1;
            const uint8_t *raw_b = p.ring + (size_t)(row % COMPARE_RING_ROWS) * stride_b + 1;
            /* Equal rows, the common case, are found by one memcmp without converting. */
            if (!(da.bpp == db.bpp && memcmp(raw_a, raw_b, da.rowbytes) == 0)) {
                convert_row(raw_a, da.bpp, width, ra);
                convert_row(raw_b, db.bpp, width, rb);
                compare_row(ra, rb, width, row, threshold, stats);
            }
            atomic_store(&p.consumed, row + 1);
        }
        /* The band's last row is the next band's row above. */
        memcpy(rows_a, band + (size_t)(k - 1) * stride_a, stride_a);
    }
    if (status == 0 && atomic_load(&p.rows_ready) == height && stream_finish(&da) != 0) status = -1;
    if (status != 0) atomic_store(&p.stop, 1);
    if (threaded) pthread_join(thread, NULL);
    if (status == 0 && p.status != 0) status = -2;
    free(rows_a);
    free(ra);
    free(rb);
    free(p.ring);
    stream_close(&da);
    stream_close(&db);
    return status;
}

int mockup_png_read_image(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                          uint32_t height, char *message) {
    int fast = mockup_png_read_fast(bytes, count, pixels, width, height, message);
    return fast != 1 ? fast : mockup_png_read_pixels(bytes, count, pixels, width, height, message);
}
