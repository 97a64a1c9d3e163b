#include "box_blur.h"

#include <stdlib.h>
#include <string.h>

/* A box: its size, half, and an exact multiply-shift that divides by its size.
 * (m32, s32) is the smallest shift whose multiplier keeps the product of the largest
 * numerator under 2³², checked exactly over every numerator when the box is made: with
 * 32-bit lanes the compiler vectorises the loops below. recip64 = ⌈2⁴⁰ / size⌉, exact
 * for every numerator a box of bytes can hold, serves boxes too wide for that. */
typedef struct {
    int k;
    uint32_t size, half;
    uint64_t recip64;
    uint32_t m32;
    int s32;
    int has32;
} box_t;

static void box_init(box_t *b, int k) {
    b->k = k;
    b->size = 2u * (uint32_t)k + 1;
    b->half = b->size / 2;
    b->recip64 = ((1ull << 40) + b->size - 1) / b->size;
    b->has32 = 0;
    const uint32_t xmax = 255u * b->size + b->half;
    for (int s = 1; s < 32 && !b->has32; s++) {
        uint64_t m = ((1ull << s) + b->size - 1) / b->size;
        if ((uint64_t)xmax * m >= (1ull << 32)) break; /* a larger shift only grows it */
        int exact = 1;
        for (uint32_t x = 0; x <= xmax && exact; x++) exact = (uint32_t)(((uint64_t)x * m) >> s) == x / b->size;
        if (exact) {
            b->m32 = (uint32_t)m;
            b->s32 = s;
            b->has32 = 1;
        }
    }
}

/* The rounded mean of a box whose bytes sum to `sum`. `wide` is a constant at every
 * call (the callers are inlined twice), so each loop has one form. */
static inline __attribute__((always_inline)) uint8_t mean(const box_t *b, uint32_t sum, int wide) {
    if (wide) return (uint8_t)(((uint64_t)(sum + b->half) * b->recip64) >> 40);
    return (uint8_t)(((sum + b->half) * b->m32) >> b->s32);
}

static inline size_t clampi(long i, size_t n) { return i < 0 ? 0 : (size_t)i >= n ? n - 1 : (size_t)i; }

/* One pass along every row; the four channels of a pixel each keep a running sum. */
static inline __attribute__((always_inline)) void rows(uint8_t *data, size_t w, size_t h, size_t stride,
                                                      const box_t *b, uint8_t *line, int wide) {
    const long k = b->k;
    for (size_t y = 0; y < h; y++) {
        uint8_t *row = data + y * stride;
        memcpy(line, row, 4 * w);
        uint32_t s[4] = {0, 0, 0, 0};
        for (long i = -k; i <= k; i++) {
            const uint8_t *p = line + 4 * clampi(i, w);
            for (int c = 0; c < 4; c++) s[c] += p[c];
        }
        for (size_t i = 0; i < w; i++) {
            const uint8_t *a = line + 4 * clampi((long)i + k + 1, w), *r = line + 4 * clampi((long)i - k, w);
            for (int c = 0; c < 4; c++) {
                row[4 * i + c] = mean(b, s[c], wide);
                s[c] = s[c] + a[c] - r[c];
            }
        }
    }
}

/* One pass down the columns, streaming rows: `sums` holds each byte's running sum over
 * the box, and `ring` the last k + 1 rows as they were before this pass (the rows above
 * that the box still subtracts). The row entering the box is below this one (not yet
 * blurred), except at the bottom edge, where it is this row itself, taken from the ring. */
static inline __attribute__((always_inline)) void columns(uint8_t *data, size_t rowBytes, size_t h, size_t stride,
                                                         const box_t *b, uint32_t *sums, uint8_t *ring, int wide) {
    const long k = b->k;
    const size_t ringRows = (size_t)k + 1;
    memset(sums, 0, rowBytes * sizeof *sums);
    for (long i = -k; i <= k; i++) {
        const uint8_t *row = data + stride * clampi(i, h);
        for (size_t j = 0; j < rowBytes; j++) sums[j] += row[j];
    }
    for (size_t y = 0; y < h; y++) {
        uint8_t *row = data + y * stride;
        memcpy(ring + (y % ringRows) * rowBytes, row, rowBytes);
        size_t enter = clampi((long)y + k + 1, h), leave = clampi((long)y - k, h);
        const uint8_t *a = enter > y ? data + enter * stride : ring + (enter % ringRows) * rowBytes;
        const uint8_t *r = ring + (leave % ringRows) * rowBytes;
        for (size_t j = 0; j < rowBytes; j++) {
            row[j] = mean(b, sums[j], wide);
            sums[j] = sums[j] + a[j] - r[j];
        }
    }
}

void mockup_box_blur_means(int k, uint8_t *out, size_t count) {
    if (k < 1 || k > 32767) return;
    box_t b;
    box_init(&b, k);
    for (size_t i = 0; i < count; i++) out[i] = mean(&b, (uint32_t)i, !b.has32);
}

int mockup_box_blur(uint8_t *data, size_t w, size_t h, size_t stride, int k) {
    if (w == 0 || h == 0) return 0;
    if (k < 1 || k > 32767 || stride < 4 * w) return -1;
    box_t b;
    box_init(&b, k);
    const size_t rowBytes = 4 * w;
    uint8_t *line = malloc(rowBytes);
    uint32_t *sums = malloc(rowBytes * sizeof *sums);
    uint8_t *ring = malloc(rowBytes * ((size_t)k + 1));
    if (!line || !sums || !ring) {
        free(line);
        free(sums);
        free(ring);
        return -1;
    }
    for (int pass = 0; pass < 3; pass++) {
        if (b.has32) {
            rows(data, w, h, stride, &b, line, 0);
            columns(data, rowBytes, h, stride, &b, sums, ring, 0);
        } else {
            rows(data, w, h, stride, &b, line, 1);
            columns(data, rowBytes, h, stride, &b, sums, ring, 1);
        }
    }
    free(line);
    free(sums);
    free(ring);
    return 0;
}
