/* The stub table side of Tests/LazyStubs (see first_calls.c): no library header here,
 * so that every stubbed name can be declared as a plain address. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "stub_checks.h"

extern void *mockup_lazy_table[];
extern void *mockup_lazy_table_end[];
extern char mockup_lazy_slow[];

#define LAZY_SYMBOL(name) extern char name[];
#include "lazy_symbol_list.h"
#undef LAZY_SYMBOL

static const struct {
    const char *name;
    const unsigned char *code;
} stubs[] = {
#define LAZY_SYMBOL(name) {#name, (const unsigned char *)name},
#include "lazy_symbol_list.h"
#undef LAZY_SYMBOL
};
enum { stub_count = sizeof stubs / sizeof stubs[0] };

static int32_t rel32(const unsigned char *p) {
    int32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* Each stub: `jmp *slot_i(%rip)` (FF 25), `mov $i, %r11d` (41 BB), `jmp` to the shared
 * slow path (E9); each slot starting at its stub's slow path. */
void check_stub_code(void) {
    CHECK(mockup_lazy_table_end - mockup_lazy_table == stub_count, "table of %td slots for %d stubs",
          mockup_lazy_table_end - mockup_lazy_table, (int)stub_count);
    for (int i = 0; i < stub_count; i++) {
        const unsigned char *c = stubs[i].code;
        CHECK(c[0] == 0xFF && c[1] == 0x25 && c + 6 + rel32(c + 2) == (const unsigned char *)&mockup_lazy_table[i],
              "%s does not jump through slot %d", stubs[i].name, i);
        int32_t index;
        memcpy(&index, c + 8, 4);
        CHECK(c[6] == 0x41 && c[7] == 0xBB && index == i, "%s's slow path does not name slot %d", stubs[i].name, i);
        CHECK(c[12] == 0xE9 && c + 17 + rel32(c + 13) == (const unsigned char *)mockup_lazy_slow,
              "%s's slow path does not go to mockup_lazy_slow", stubs[i].name);
        CHECK(mockup_lazy_table[i] == (void *)(c + 6), "slot %d does not start at %s's slow path", i, stubs[i].name);
    }
}

/* After loading: every slot is what dlsym finds for its name in the loaded libraries. */
void check_filled_table(void) {
    static const char *const libraries[] = {
#define LAZY_LIBRARY(soname) soname,
#include "lazy_library_list.h"
#undef LAZY_LIBRARY
    };
    enum { library_count = sizeof libraries / sizeof libraries[0] };
    void *handles[library_count];
    for (int l = 0; l < library_count; l++) {
        handles[l] = dlopen(libraries[l], RTLD_LAZY | RTLD_NOLOAD);
        CHECK(handles[l] != NULL, "%s is not loaded", libraries[l]);
    }
    for (int i = 0; i < stub_count; i++) {
        void *address = NULL;
        for (int l = 0; l < library_count && !address; l++) address = handles[l] ? dlsym(handles[l], stubs[i].name) : NULL;
        CHECK(address != NULL && mockup_lazy_table[i] == address, "slot %d is not %s", i, stubs[i].name);
    }
}
