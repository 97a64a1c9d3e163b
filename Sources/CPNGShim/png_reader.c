#include "png_reader.h"
#include "png_rows.h"

#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int png_read_libpng(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width, uint32_t height,
                    char *message) {
    reader r = {bytes, count, 0, message, {0}};
    message[0] = '\0';
    png_structp png = NULL;
    png_infop info = NULL;
    if (start(&r, &png, &info) != 0) return -1;
    /* volatile: set after setjmp, read after longjmp (else its value is indeterminate
     * there and the rows leak). */
    png_bytep *volatile rows = NULL;
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
            pixels[i] = (a << 24) | (png_premul(a, red) << 16) | (png_premul(a, green) << 8) | png_premul(a, blue);
        }
    }
    return 0;
}

/* ---- Structure only, and the one entry point ---------------------------- */

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
        if (png_next_chunk(bytes, count, &pos, &type, &data, &len, message) != 0) return -1;
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

int mockup_png_read_image(const uint8_t *bytes, size_t count, uint32_t *pixels, uint32_t width,
                          uint32_t height, char *message) {
    int whole = png_read_whole(bytes, count, pixels, width, height, message);
    return whole != 1 ? whole : png_read_libpng(bytes, count, pixels, width, height, message);
}
