#include "box_blur.h"

#include <stdlib.h>
#include <string.h>

/* A box: its size, half, and the exact multiply-shift that divides by its size.
 * recip64 = ⌈2⁴⁰ / size⌉ is exact for every numerator a box of bytes can hold (the
 * scalar path, as the Swift blur had it); (m32, s32) is the smallest shift whose
 * multiplier keeps the product of the largest numerator under 2³², checked exactly
 * over every numerator when the box is made (vector lanes have 32-bit multiplies). */
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

static inline uint8_t mean64(const box_t *b, uint32_t sum) {
    return (uint8_t)(((uint64_t)(sum + b->half) * b->recip64) >> 40);
}

static inline size_t clampi(long i, size_t n) { return i < 0 ? 0 : (size_t)i >= n ? n - 1 : (size_t)i; }

/* Row y's turn in the pass down the columns: keeps it in the ring as it was before the
 * pass, and finds the rows entering (`a`) and leaving (`r`) the box. */
static inline void column_step(uint8_t *data, size_t rowBytes, size_t h, size_t stride, long k, size_t y,
                               uint8_t *ring, const uint8_t **a, const uint8_t **r) {
    const size_t ringRows = (size_t)k + 1;
    memcpy(ring + (y % ringRows) * rowBytes, data + y * stride, rowBytes);
    size_t enter = clampi((long)y + k + 1, h), leave = clampi((long)y - k, h);
    *a = enter > y ? data + enter * stride : ring + (enter % ringRows) * rowBytes;
    *r = ring + (leave % ringRows) * rowBytes;
}

/* ---- plain ---- */

static void rows_plain(uint8_t *data, size_t w, size_t h, size_t stride, const box_t *b, uint8_t *line) {
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
                row[4 * i + c] = mean64(b, s[c]);
                s[c] = s[c] + a[c] - r[c];
            }
        }
    }
}

/* The pass down the columns streams rows: `sums` holds each byte's running sum over the
 * box, and `ring` the last k + 1 rows as they were before this pass (the rows above that
 * the box still subtracts). The row entering the box is below this one (not yet
 * blurred), except at the bottom edge, where it is this row itself, taken from the ring. */
static void columns_plain(uint8_t *data, size_t rowBytes, size_t h, size_t stride, const box_t *b, uint32_t *sums,
                          uint8_t *ring) {
    const long k = b->k;
    memset(sums, 0, rowBytes * sizeof *sums);
    for (long i = -k; i <= k; i++) {
        const uint8_t *row = data + stride * clampi(i, h);
        for (size_t j = 0; j < rowBytes; j++) sums[j] += row[j];
    }
    for (size_t y = 0; y < h; y++) {
        uint8_t *row = data + y * stride;
        const uint8_t *a, *r;
        column_step(data, rowBytes, h, stride, k, y, ring, &a, &r);
        for (size_t j = 0; j < rowBytes; j++) {
            row[j] = mean64(b, sums[j]);
            sums[j] = sums[j] + a[j] - r[j];
        }
    }
}

/* ---- vector ---- */

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

/* 2 AVX2, 1 SSE4.1, 0 neither; -1 until asked (a benign race: every thread computes
 * the same answer). */
static int cpu_level = -1;
static int level_limit = 2;

static int detect(void) {
    unsigned a = 0, b = 0, c = 0, d = 0;
    int level = 0;
    if (__get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSE4_1)) {
        level = 1;
        /* AVX2 also needs the OS to save the YMM registers (OSXSAVE and XCR0). */
        if ((c & bit_OSXSAVE) && (c & bit_AVX) && __get_cpuid_max(0, NULL) >= 7) {
            unsigned lo, hi;
            __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
            (void)hi;
            if ((lo & 6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_AVX2)) level = 2;
        }
    }
    return level;
}

int mockup_box_blur_level(void) {
    int known = __atomic_load_n(&cpu_level, __ATOMIC_RELAXED);
    if (known < 0) {
        known = detect();
        __atomic_store_n(&cpu_level, known, __ATOMIC_RELAXED);
    }
    int limit = __atomic_load_n(&level_limit, __ATOMIC_RELAXED);
    return known < limit ? known : limit;
}

void mockup_box_blur_limit(int level) { __atomic_store_n(&level_limit, level, __ATOMIC_RELAXED); }

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* Along a row, the four channels of a pixel are four 32-bit lanes of one register. */
__attribute__((target("sse4.1"))) static void rows_sse41(uint8_t *data, size_t w, size_t h, size_t stride,
                                                         const box_t *b, uint8_t *line) {
    const long k = b->k;
    const __m128i half = _mm_set1_epi32((int)b->half), m = _mm_set1_epi32((int)b->m32);
    const __m128i shift = _mm_cvtsi32_si128(b->s32);
#define PX(i) _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)load32(line + 4 * (i))))
    for (size_t y = 0; y < h; y++) {
        uint8_t *row = data + y * stride;
        memcpy(line, row, 4 * w);
        __m128i s = _mm_setzero_si128();
        for (long i = -k; i <= k; i++) s = _mm_add_epi32(s, PX(clampi(i, w)));
        for (size_t i = 0; i < w; i++) {
            __m128i q = _mm_srl_epi32(_mm_mullo_epi32(_mm_add_epi32(s, half), m), shift);
            q = _mm_packus_epi16(_mm_packus_epi32(q, q), q);
            uint32_t out = (uint32_t)_mm_cvtsi128_si32(q);
            memcpy(row + 4 * i, &out, 4);
            s = _mm_sub_epi32(_mm_add_epi32(s, PX(clampi((long)i + k + 1, w))), PX(clampi((long)i - k, w)));
        }
    }
#undef PX
}

/* Down the columns, eight bytes of a row at a time in eight 32-bit lanes. */
__attribute__((target("avx2"))) static void columns_avx2(uint8_t *data, size_t rowBytes, size_t h, size_t stride,
                                                         const box_t *b, uint32_t *sums, uint8_t *ring) {
    const long k = b->k;
    const __m256i half = _mm256_set1_epi32((int)b->half), m = _mm256_set1_epi32((int)b->m32);
    const __m128i shift = _mm_cvtsi32_si128(b->s32);
    const size_t vec = rowBytes & ~(size_t)7;
#define BYTES8(p) _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(p)))
    memset(sums, 0, rowBytes * sizeof *sums);
    for (long i = -k; i <= k; i++) {
        const uint8_t *row = data + stride * clampi(i, h);
        size_t j = 0;
        for (; j < vec; j += 8) {
            __m256i s = _mm256_loadu_si256((const __m256i *)(sums + j));
            _mm256_storeu_si256((__m256i *)(sums + j), _mm256_add_epi32(s, BYTES8(row + j)));
        }
        for (; j < rowBytes; j++) sums[j] += row[j];
    }
    for (size_t y = 0; y < h; y++) {
        uint8_t *row = data + y * stride;
        const uint8_t *a, *r;
        column_step(data, rowBytes, h, stride, k, y, ring, &a, &r);
        size_t j = 0;
        for (; j < vec; j += 8) {
            __m256i s = _mm256_loadu_si256((const __m256i *)(sums + j));
            __m256i q = _mm256_srl_epi32(_mm256_mullo_epi32(_mm256_add_epi32(s, half), m), shift);
            __m128i p = _mm_packus_epi32(_mm256_castsi256_si128(q), _mm256_extracti128_si256(q, 1));
            _mm_storel_epi64((__m128i *)(row + j), _mm_packus_epi16(p, p));
            s = _mm256_sub_epi32(_mm256_add_epi32(s, BYTES8(a + j)), BYTES8(r + j));
            _mm256_storeu_si256((__m256i *)(sums + j), s);
        }
        for (; j < rowBytes; j++) {
            row[j] = mean64(b, sums[j]);
            sums[j] = sums[j] + a[j] - r[j];
        }
    }
#undef BYTES8
}
#else
int mockup_box_blur_level(void) { return 0; }
void mockup_box_blur_limit(int level) { (void)level; }
#endif

void mockup_box_blur_means(int k, uint8_t *out, size_t count) {
    if (k < 1 || k > 32767) return;
    box_t b;
    box_init(&b, k);
    for (size_t i = 0; i < count; i++) {
        uint32_t sum = (uint32_t)i;
        out[i] = b.has32 ? (uint8_t)(((uint64_t)(sum + b.half) * b.m32) >> b.s32) : mean64(&b, sum);
    }
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
    const int level = b.has32 ? mockup_box_blur_level() : 0;
    for (int pass = 0; pass < 3; pass++) {
#if defined(__x86_64__)
        if (level >= 1) rows_sse41(data, w, h, stride, &b, line);
        else rows_plain(data, w, h, stride, &b, line);
        if (level >= 2) columns_avx2(data, rowBytes, h, stride, &b, sums, ring);
        else columns_plain(data, rowBytes, h, stride, &b, sums, ring);
#else
        rows_plain(data, w, h, stride, &b, line);
        columns_plain(data, rowBytes, h, stride, &b, sums, ring);
#endif
    }
    free(line);
    free(sums);
    free(ring);
    return 0;
}
