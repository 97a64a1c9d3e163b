/* Shared by the two files of the lazy stub check (scripts/lazy-stubs-test.sh). */
#ifndef STUB_CHECKS_H
#define STUB_CHECKS_H

#include <stdio.h>

extern int failures;
#define CHECK(cond, ...)                                                                                     \
    do {                                                                                                     \
        if (!(cond)) {                                                                                       \
            fprintf(stderr, "lazy-stubs-test: " __VA_ARGS__);                                                \
            fputc('\n', stderr);                                                                             \
            __atomic_add_fetch(&failures, 1, __ATOMIC_RELAXED);                                              \
        }                                                                                                    \
    } while (0)

void check_stub_code(void);
void check_filled_table(void);

#endif
