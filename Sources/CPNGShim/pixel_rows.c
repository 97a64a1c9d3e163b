#include "pixel_rows.h"

#include <string.h>

/* Plain C, no CPU-specific code. Where bytes are little-endian in a word (x86-64,
 * arm64), each pixel is one 4-byte load or store that overlaps the next pixel's (the
 * row's last pixel goes byte by byte, so nothing is read or written past the row), and
 * a byte swap orders R, G, B; the byte loops do the rest and every other machine. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && defined(__GNUC__)
#define MOCKUP_WORD_ACCESS 1
#endif

uint32_t mockup_argb_to_rgb(const uint32_t *src, size_t n, uint8_t *dst) {
    uint32_t all = 0xffffffffu;
    size_t i = 0;
#ifdef MOCKUP_WORD_ACCESS
    for (; i + 1 < n; i++) {
        uint32_t p = src[i];
        all &= p;
        uint32_t rgb = __builtin_bswap32(p) >> 8; /* 0xAARRGGBB → bytes R, G, B, 0 */
        memcpy(dst + 3 * i, &rgb, 4);
    }
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
#ifdef MOCKUP_WORD_ACCESS
    for (; i + 1 < n; i++) {
        uint32_t bytes;
        memcpy(&bytes, src + 3 * i, 4); /* R, G, B and the next pixel's R */
        dst[i] = 0xff000000u | __builtin_bswap32(bytes) >> 8;
    }
#endif
    for (; i < n; i++) {
        const uint8_t *p = src + 3 * i;
        dst[i] = 0xff000000u | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
    }
}
