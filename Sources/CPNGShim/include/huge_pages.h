#ifndef MOCKUP_HUGE_PAGES_H
#define MOCKUP_HUGE_PAGES_H

#include <stddef.h>

/* Asks for transparent huge pages on the 2 MiB blocks a fresh, untouched buffer of `n`
 * bytes covers (where THP is "madvise", Debian's default); nothing below 1 MiB. First touching an 11 MB
 * image costs ~4.4 ms in 4 KiB page faults here, ~1.5 ms in 2 MiB pages. */
void mockup_advise_huge_pages(void *p, size_t n);

/* `n` bytes (free with free()) on 2 MiB boundaries and advised for huge pages as a
 * whole, so that an image-sized buffer costs a few page faults: with malloc's
 * unaligned start and end, an 8 MB buffer still took ~550 small ones (each 2 µs or
 * more on a virtual machine). Smaller requests are plain malloc. NULL when out of memory. */
void *mockup_alloc_huge(size_t n);

/* The capacity to ask of an image-sized Swift array of `count` elements of `stride`
 * bytes so that malloc maps whole 2 MiB blocks for it, which the kernel places on 2 MiB
 * boundaries: then none of it is left to small pages (an array's unaligned ends were
 * ~500 small faults, over a millisecond on a VM). `count` itself below 1 MiB. */
size_t mockup_huge_array_capacity(size_t count, size_t stride);

/* Keeps every allocation of 1 MiB or more a mapping of its own for the whole process.
 * glibc otherwise raises that threshold to the size of the first large block freed,
 * after which image-sized arrays came from the heap, in small pages on no particular
 * boundary, and mockup_huge_array_capacity could not place them on huge pages. */
void mockup_map_large_allocations(void);

/* For a process that renders file after file (a batch, a worker): allocations up to
 * 256 MiB come from malloc's heap and go back to it, and the heap keeps up to 512 MiB
 * free at its top, so the next file's buffers reuse pages already faulted in. A fresh
 * mapping per buffer suits one render; over the 115 samples it was 80,700 page faults
 * against 6,200 (docs/PERFORMANCE.md). Memory stays at the largest file's peak. */
void mockup_keep_large_allocations(void);

#endif
