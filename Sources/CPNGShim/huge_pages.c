#include "huge_pages.h"

#include <stdint.h>
#include <sys/mman.h>

void mockup_advise_huge_pages(void *p, size_t n) {
#ifdef MADV_HUGEPAGE
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)p + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)p + n) & ~(huge - 1);
    if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
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
