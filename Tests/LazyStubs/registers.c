/* The lazy stubs' slow path keeps every argument register: sixteen threads make their
 * first call into the stand-in library (probe_library.c) at the same moment, each
 * through one of four functions — six integer and eight double arguments, a variadic
 * call (%al), a structure returned in memory (hidden pointer), arguments on the stack —
 * so that several go through the slow path at once, and each checks its result against
 * the same function computed here. Built with copies of lazy_stubs.S and lazy_loader.c
 * (scripts/lazy-stubs-test.sh). */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "lazy_libraries.h"
#include "probe.h"

static int failures;
static pthread_barrier_t start;

static void fail(const char *what) {
    fprintf(stderr, "lazy-stubs-test: %s lost an argument\n", what);
    __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);
}

static void *first_call(void *arg) {
    int i = (int)(intptr_t)arg;
    double k = 0.5 + i;
    pthread_barrier_wait(&start);
    switch (i % 4) {
    case 0: {
        double got = probe_mixed(i, k, 2L * i, k / 2, "probe", k / 3, -i, 7L * i, k * 2, k * 3, k * 4, k * 5, k * 6, i + 9);
        double want = i * 1.0 + k * 2 + 2.0 * i * 3 + k / 2 * 5 + 5.0 * 7 + k / 3 * 11 + -i * 13.0 + 7.0 * i * 17 +
                      k * 2 * 19 + k * 3 * 23 + k * 4 * 29 + k * 5 * 31 + k * 6 * 37 + (i + 9) * 41.0;
        if (got != want) fail("probe_mixed");
        break;
    }
    case 1: {
        double got = probe_variadic(8, k, k + 1, k + 2, k + 3, k + 4, k + 5, k + 6, k + 7);
        double want = 0;
        for (int j = 0; j < 8; j++) want += (k + j) * (j + 1);
        if (got != want) fail("probe_variadic");
        break;
    }
    case 2: {
        probe_big r = probe_struct(i, k);
        if (r.v[0] != i || r.v[1] != k || r.v[2] != i * k || r.v[3] != i + k || r.v[4] != -k) fail("probe_struct");
        break;
    }
    default: {
        long got = probe_stack(i, i + 1, i + 2, i + 3, i + 4, i + 5, i + 6, i + 7);
        long want = 0;
        for (int j = 0; j < 8; j++) want += (long)(j + 1) * (i + j);
        if (got != want) fail("probe_stack");
        break;
    }
    }
    return NULL;
}

int main(void) {
    if (mockup_drawing_libraries_loaded()) fail("loaded before any call: the check");
    enum { threads = 16 };
    pthread_t t[threads];
    pthread_barrier_init(&start, NULL, threads);
    for (int i = 0; i < threads; i++) pthread_create(&t[i], NULL, first_call, (void *)(intptr_t)i);
    for (int i = 0; i < threads; i++) pthread_join(t[i], NULL);
    if (!mockup_drawing_libraries_loaded()) fail("not loaded after the calls: the check");
    return failures == 0 ? 0 : 1;
}
