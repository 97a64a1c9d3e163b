#include "huge_pages.h"

#include <stdint.h>
#include <sys/mman.h>

void mockup_advise_huge_pages(void *p, size_t n) {
#ifdef MADV_HUGEPAGE
    const uintptr_t huge = (uintptr_t)2 << 20;
    /* Below 1 MiB (a decoded icon or photo thumbnail) the buffer sits in malloc's heap
     * among other allocations: advising or collapsing the 2 MiB block around it would
     * spend a huge page on a few kilobytes. The same threshold as mockup_alloc_huge. */
    if (n < huge / 2) return;
    /* The whole 2 MiB blocks the buffer touches: where the mapping is exactly the
     * buffer's blocks (mockup_huge_array_capacity), all of it can be huge pages; blocks
     * reaching outside the mapping just stay small (madvise skips the unmapped part). */
    uintptr_t start = (uintptr_t)p & ~(huge - 1);
    uintptr_t end = ((uintptr_t)p + n + huge - 1) & ~(huge - 1);
    madvise((void *)start, end - start, MADV_HUGEPAGE);
#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25 /* Linux 6.1 */
#endif
    /* A buffer starting just past a block boundary is a fresh mapping whose first page
     * malloc already wrote (its header), before the advice: that block would stay in
     * small pages (512 faults). Collapsing it now makes it one huge page; kernels
     * without MADV_COLLAPSE refuse, and the block stays as it was. */
    if (((uintptr_t)p & (huge - 1)) < 4096) madvise((void *)start, huge, MADV_COLLAPSE);
#else
    (void)p;
    (void)n;
#endif
}

#include <stdlib.h>

void *mockup_alloc_huge(size_t n) {
    const size_t huge = (size_t)2 << 20;
    if (n < huge / 2) return malloc(n);
    size_t rounded = (n + huge - 1) & ~(huge - 1);
    void *p = NULL;
    if (rounded < n || posix_memalign(&p, huge, rounded) != 0) return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, rounded, MADV_HUGEPAGE);
#endif
    return p;
}

size_t mockup_huge_array_capacity(size_t count, size_t stride) {
    const size_t huge = (size_t)2 << 20;
    /* malloc's chunk header (16 bytes) and Swift's array header (32), with room. */
    const size_t overhead = 96;
    if (stride == 0 || count > SIZE_MAX / stride) return count;
    size_t bytes = count * stride;
    if (bytes < huge / 2 || bytes > SIZE_MAX - overhead - huge) return count;
    size_t mapped = (bytes + overhead + huge - 1) / huge * huge;
    return (mapped - overhead) / stride;
}

#include <malloc.h>

void mockup_map_large_allocations(void) {
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
}

void mockup_keep_large_allocations(void) {
    mallopt(M_MMAP_THRESHOLD, 256 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
}
