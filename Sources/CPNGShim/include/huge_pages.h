#ifndef MOCKUP_HUGE_PAGES_H
#define MOCKUP_HUGE_PAGES_H

#include <stddef.h>

/* Asks for transparent huge pages on the 2 MiB-aligned interior of a fresh, untouched
 * buffer of `n` bytes (where THP is "madvise", Debian's default). First touching an
 * 11 MB image costs ~4.4 ms in 4 KiB page faults here, ~1.5 ms in 2 MiB pages. */
void mockup_advise_huge_pages(void *p, size_t n);

/* `n` bytes (free with free()) on 2 MiB boundaries and advised for huge pages as a
 * whole, so that an image-sized buffer costs a few page faults: with malloc's
 * unaligned start and end, an 8 MB buffer still took ~550 small ones (each 2 µs or
 * more on a virtual machine). Smaller requests are plain malloc. NULL when out of memory. */
void *mockup_alloc_huge(size_t n);

#endif
