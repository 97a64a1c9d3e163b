/*
 * The box blur under translucent bars (MockupCairo's BoxBlur): three rounds of a box
 * of half-width k along the rows, then down the columns (the order decides the bytes),
 * over premultiplied 4-byte pixels, in place; edges repeat the outermost pixel. Each
 * output byte is the rounded mean (sum + size / 2) / size of its box, exactly. Plain
 * loops, which the compiler vectorises.
 */
#ifndef MOCKUP_BOX_BLUR_H
#define MOCKUP_BOX_BLUR_H

#include <stddef.h>
#include <stdint.h>

/* Blurs `w × h` pixels whose rows start `stride` bytes apart (stride ≥ 4w): 0, or -1
 * when k is not in 1…32767 or scratch memory could not be had (nothing changed then). */
int mockup_box_blur(uint8_t *data, size_t w, size_t h, size_t stride, int k);

/* Writes the rounded means of the sums 0…count-1 over a box of half-width k (1…32767),
 * as the blur computes them, into `out`: for tests, which hold them to
 * (sum + k) / (2k + 1). */
void mockup_box_blur_means(int k, uint8_t *out, size_t count);

#endif
