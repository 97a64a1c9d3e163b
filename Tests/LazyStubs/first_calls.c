/* The lazy stubs (Sources/CLazyLibraries) checked outside Swift, in a process where they
 * are the only definitions of cairo's functions (no -lcairo): scripts/lazy-stubs-test.sh
 * builds this with stub_table.c and runs it many times.
 *
 * 1. Every stub's code and slot (stub_table.c).
 * 2. Sixteen threads make their first drawing call at the same moment.
 * 3. Afterwards every slot holds what dlsym gives for its name (stub_table.c).
 * That the slow path keeps every argument register is checked by registers.c, with
 * functions of its own whose results depend on all of them. */
#include <cairo.h>
#include <pthread.h>
#include <stdint.h>

#include "lazy_libraries.h"
#include "stub_checks.h"

int failures;

static pthread_barrier_t start;

/* Each thread's first drawing call: one without arguments, so that the race is about
 * loading once, whoever comes first. */
static void *first_call(void *arg) {
    (void)arg;
    pthread_barrier_wait(&start);
    const char *version = cairo_version_string();
    CHECK(version && version[0] >= '1' && version[0] <= '9', "cairo_version_string gave nonsense");
    return NULL;
}

int main(void) {
    check_stub_code();
    CHECK(!mockup_drawing_libraries_loaded(), "loaded before any call");
    enum { threads = 16 };
    pthread_t t[threads];
    pthread_barrier_init(&start, NULL, threads);
    for (int i = 0; i < threads; i++) pthread_create(&t[i], NULL, first_call, (void *)(intptr_t)i);
    for (int i = 0; i < threads; i++) pthread_join(t[i], NULL);
    CHECK(mockup_drawing_libraries_loaded(), "not loaded after the calls");
    check_filled_table();
    return failures == 0 ? 0 : 1;
}
