#include "pixel_rows.h"

#include <string.h>

/* Plain C, no CPU-specific code. Where bytes are little-endian in a word (x86-64,
 * arm64), four pixels go through three 32-bit loads or stores instead of twelve byte
 * accesses; the byte loops do the rest and every other machine. Same bytes either way. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define MOCKUP_LITTLE_ENDIAN 1
#endif

uint32_t mockup_argb_to_rgb(const uint32_t *src, size_t n, uint8_t *dst) {
    uint32_t all = 0xffffffffu;
    size_t i = 0;
#ifdef MOCKUP_LITTLE_ENDIAN
    for (; i + 4 <= n; i += 4) {
        uint32_t p0 = src[i], p1 = src[i + 1], p2 = src[i + 2], p3 = src[i + 3];
        all &= p0 & p1 & p2 & p3;
        /* R G B of each word (0xAARRGGBB) in the order PNG stores them. */
        uint32_t w[3] = {
            (p0 >> 16 & 0xff) | (p0 & 0xff00) | (p0 & 0xff) << 16 | (p1 >> 16 & 0xff) << 24,
            (p1 >> 8 & 0xff) | (p1 & 0xff) << 8 | (p2 >> 16 & 0xff) << 16 | (p2 >> 8 & 0xff) << 24,
            (p2 & 0xff) | (p3 >> 16 & 0xff) << 8 | (p3 >> 8 & 0xff) << 16 | (p3 & 0xff) << 24,
        };
        memcpy(dst + 3 * i, w, 12);
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
#ifdef MOCKUP_LITTLE_ENDIAN
    for (; i + 4 <= n; i += 4) {
        uint32_t w[3];
        memcpy(w, src + 3 * i, 12);
        dst[i] = 0xff000000u | (w[0] & 0xff) << 16 | (w[0] & 0xff00) | (w[0] >> 16 & 0xff);
        dst[i + 1] = 0xff000000u | (w[0] >> 24) << 16 | (w[1] & 0xff) << 8 | (w[1] >> 8 & 0xff);
        dst[i + 2] = 0xff000000u | (w[1] >> 16 & 0xff) << 16 | (w[1] >> 24) << 8 | (w[2] & 0xff);
        dst[i + 3] = 0xff000000u | (w[2] >> 8 & 0xff) << 16 | (w[2] >> 16 & 0xff) << 8 | (w[2] >> 24);
    }
#endif
    for (; i < n; i++) {
        const uint8_t *p = src + 3 * i;
        dst[i] = 0xff000000u | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
    }
}
