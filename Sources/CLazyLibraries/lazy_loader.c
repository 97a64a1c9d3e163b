/* Loads the drawing libraries for the stubs of lazy_stubs.S on the first call into any
 * of them, from whichever thread makes it (pthread_once), and fills their table. */
#include "lazy_libraries.h"

#if defined(__x86_64__) && defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

extern void *mockup_lazy_table[];
extern void *mockup_lazy_table_end[];

static const char *const symbol_names[] = {
#define LAZY_SYMBOL(name) #name,
#include "lazy_symbol_list.h"
#undef LAZY_SYMBOL
};

static const char *const library_names[] = {
#define LAZY_LIBRARY(soname) soname,
#include "lazy_library_list.h"
#undef LAZY_LIBRARY
};

enum {
    symbol_count = sizeof symbol_names / sizeof symbol_names[0],
    library_count = sizeof library_names / sizeof library_names[0],
};

static pthread_once_t once = PTHREAD_ONCE_INIT;
static volatile int loaded;
/* Set while this thread loads: a call into a stub from there (a library constructor or
 * a signal handler) would wait for itself in pthread_once forever. */
static __thread int loading;

/* A broken installation (a library missing or too old): the stub's caller has no way
 * to fail, so the process ends here, as the dynamic loader ends one whose libraries
 * are missing at start: a message naming the library and exit status 127. */
static void fail(const char *what, const char *detail) {
    fflush(NULL); /* what the process printed so far still goes out */
    fprintf(stderr, "mockup: error: cannot load the drawing libraries: %s%s%s\n", what, detail ? ": " : "",
            detail ? detail : "");
    fflush(stderr);
    _exit(127);
}

static void load(void) {
    loading = 1;
    if (mockup_lazy_table_end - mockup_lazy_table != symbol_count) fail("the stub table does not match its list", NULL);
    void *handles[library_count];
    for (int i = 0; i < library_count; i++) {
        /* RTLD_LAZY: the libraries' own calls bind on first use, as they would have
         * at start. */
        handles[i] = dlopen(library_names[i], RTLD_LAZY);
        if (!handles[i]) fail(library_names[i], dlerror());
    }
    for (int s = 0; s < symbol_count; s++) {
        void *address = NULL;
        for (int i = 0; i < library_count && !address; i++) address = dlsym(handles[i], symbol_names[s]);
        if (!address) fail(symbol_names[s], "not found in any of them");
        /* Release: a thread that sees the address sees the library's initialised data. */
        __atomic_store_n(&mockup_lazy_table[s], address, __ATOMIC_RELEASE);
    }
    loaded = 1;
    loading = 0;
}

/* Called by mockup_lazy_slow only. */
__attribute__((visibility("hidden"))) void mockup_lazy_load(void) {
    if (loading) fail("a stub was called while they load", NULL);
    pthread_once(&once, load);
}

int mockup_drawing_libraries_loaded(void) { return loaded; }

#else

int mockup_drawing_libraries_loaded(void) { return 1; }

#endif
