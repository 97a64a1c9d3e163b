#include "pixel_rows.h"

#include <string.h>

#if defined(__x86_64__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#include <cpuid.h>
#include <immintrin.h>
#define MOCKUP_SSSE3 1

/* 1 when the CPU has SSSE3, 0 when not, -1 until asked (a benign race: every thread
 * computes the same answer). */
static int has_ssse3 = -1;

static int ssse3(void) {
    int known = __atomic_load_n(&has_ssse3, __ATOMIC_RELAXED);
    if (known < 0) {
        unsigned a = 0, b = 0, c = 0, d = 0;
        known = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) ? 1 : 0;
        __atomic_store_n(&has_ssse3, known, __ATOMIC_RELAXED);
    }
    return known;
}

/* Four words (B G R A bytes each in memory) → twelve bytes R G B; the 16-byte store's
 * last four bytes are overwritten by the next, so it runs while 16 bytes of room are
 * left. `*all` becomes the AND of every word read (one more instruction per four
 * words, on data already in registers). */
__attribute__((target("ssse3"))) static size_t argb_to_rgb_ssse3(const uint32_t *src, size_t n, uint8_t *dst,
                                                                 uint32_t *all) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i and4 = _mm_set1_epi32(-1);
    size_t i = 0;
    for (; i + 6 <= n; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(src + i));
        and4 = _mm_and_si128(and4, v);
        _mm_storeu_si128((__m128i *)(dst + 3 * i), _mm_shuffle_epi8(v, order));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, and4);
    *all = lanes[0] & lanes[1] & lanes[2] & lanes[3];
    return i;
}

/* Twelve bytes R G B → four words with alpha 255; the 16-byte load reads four bytes
 * past the twelve, so it runs while 16 bytes are left to read. */
__attribute__((target("ssse3"))) static size_t rgb_to_argb_ssse3(const uint8_t *src, size_t n, uint32_t *dst) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
    size_t i = 0;
    for (; i + 6 <= n; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(src + 3 * i));
        _mm_storeu_si128((__m128i *)(dst + i), _mm_or_si128(_mm_shuffle_epi8(v, order), alpha));
    }
    return i;
}
#endif

uint32_t mockup_argb_to_rgb(const uint32_t *src, size_t n, uint8_t *dst) {
    size_t i = 0;
    uint32_t all = 0xffffffffu;
#ifdef MOCKUP_SSSE3
    if (ssse3()) i = argb_to_rgb_ssse3(src, n, dst, &all);
#endif
    for (; i < n; i++) {
        uint32_t p = src[i];
        all &= p;
        dst[3 * i] = (uint8_t)(p >> 16);
        dst[3 * i + 1] = (uint8_t)(p >> 8);
        dst[3 * i + 2] = (uint8_t)p;
    }
    return all;
}

void mockup_rgb_to_argb(const uint8_t *src, size_t n, uint32_t *dst) {
    size_t i = 0;
#ifdef MOCKUP_SSSE3
    if (ssse3()) i = rgb_to_argb_ssse3(src, n, dst);
#endif
    for (; i < n; i++) {
        const uint8_t *p = src + 3 * i;
        dst[i] = 0xff000000u | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
    }
}
