#include "png_writer.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct mockup_png_writer {
    png_structp png;
    png_infop info;
    mockup_png_write_fn write;
    void *context;
    int failed;          /* libpng's state is undefined after an error: refuse further calls */
    char message[256];
    char warning[160];   /* libpng explains some errors only in a preceding warning */
};

static void record(mockup_png_writer *w, const char *message) {
    if (w->message[0] != '\0') return;
    if (!message) message = "libpng error";
    if (w->warning[0] != '\0') {
        snprintf(w->message, sizeof w->message, "%s (%s)", message, w->warning);
    } else {
        snprintf(w->message, sizeof w->message, "%s", message);
    }
}

/* libpng's error_fn: keep the message, then jump back to the setjmp of the
 * mockup_png_writer_* function on the stack (only C frames are in between). */
static void on_error(png_structp png, png_const_charp message) {
    mockup_png_writer *w = png_get_error_ptr(png);
    if (w) record(w, message);
    png_longjmp(png, 1);
}

/* Not printed: kept to explain a following error, e.g. which IHDR field is bad. */
static void on_warning(png_structp png, png_const_charp message) {
    mockup_png_writer *w = png_get_error_ptr(png);
    if (w && message && w->warning[0] == '\0') snprintf(w->warning, sizeof w->warning, "%s", message);
}

static void on_write(png_structp png, png_bytep data, size_t length) {
    mockup_png_writer *w = png_get_io_ptr(png);
    if (w->write(w->context, data, length) != 0) png_error(png, "write callback failed");
}

static void on_flush(png_structp png) { (void)png; }

mockup_png_writer *mockup_png_writer_create(mockup_png_write_fn write, void *context) {
    mockup_png_writer *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->write = write;
    w->context = context;
    w->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, on_error, on_warning);
    if (!w->png) {
        free(w);
        return NULL;
    }
    w->info = png_create_info_struct(w->png);
    if (!w->info) {
        png_destroy_write_struct(&w->png, NULL);
        free(w);
        return NULL;
    }
    png_set_write_fn(w->png, w, on_write, on_flush);
    return w;
}

int mockup_png_writer_begin(mockup_png_writer *w, uint32_t width, uint32_t height, int has_alpha,
                            mockup_png_settings settings) {
    if (w->failed) return -1;
    if (setjmp(png_jmpbuf(w->png))) {
        w->failed = 1;
        return -1;
    }
    png_set_IHDR(w->png, w->info, width, height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(w->png, settings.level);
    png_set_compression_strategy(w->png, settings.strategy);
    png_set_filter(w->png, PNG_FILTER_TYPE_BASE, settings.filters);
    /* Bigger IDAT chunks: fewer callbacks and CRC restarts; output stays deterministic. */
    png_set_compression_buffer_size(w->png, 256 * 1024);
    png_write_info(w->png, w->info);
    return 0;
}

int mockup_png_writer_write_rows(mockup_png_writer *w, const uint8_t *rows, size_t stride,
                                 uint32_t count) {
    if (w->failed) return -1;
    if (setjmp(png_jmpbuf(w->png))) {
        w->failed = 1;
        return -1;
    }
    for (uint32_t i = 0; i < count; i++) png_write_row(w->png, rows + (size_t)i * stride);
    return 0;
}

int mockup_png_writer_end(mockup_png_writer *w) {
    if (w->failed) return -1;
    if (setjmp(png_jmpbuf(w->png))) {
        w->failed = 1;
        return -1;
    }
    png_write_end(w->png, NULL);
    return 0;
}

const char *mockup_png_writer_error(const mockup_png_writer *w) { return w->message; }

void mockup_png_writer_destroy(mockup_png_writer *w) {
    if (!w) return;
    png_destroy_write_struct(&w->png, &w->info);
    free(w);
}
