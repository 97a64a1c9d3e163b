/* Reference loops for the two-process scaling of the machine (scripts/peers/peer-bench.py).
 *
 * A batch of renders on two workers can only scale as far as the machine lets two
 * processes at once: on a shared virtual machine the second core is not always a whole
 * core. These loops measure that ceiling in the same run as the batch, for work that
 * touches no memory beyond the first-level cache:
 *
 *   scaling chain N   one dependent multiply chain: bound by latency, leaves most of
 *                     a core's execution units idle
 *   scaling l1 N      vectorised passes over two 16 KiB arrays: bound by the core's
 *                     execution units and first-level cache, never by memory
 *
 * Each runs N rounds and prints nothing; the caller times one process doing 2N rounds
 * against two processes doing N at once. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t chain(long rounds) {
    uint64_t x = 1;
    for (long i = 0; i < rounds * 1000; i++) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return x;
}

static uint64_t l1(long rounds) {
    static uint32_t a[4096], b[4096];
    for (int i = 0; i < 4096; i++) a[i] = (uint32_t)i * 2654435761u;
    uint64_t s = 0;
    for (long k = 0; k < rounds; k++) {
        for (int i = 0; i < 4096; i++) b[i] = a[i] * 3 + (b[i] >> 1);
        s += b[k & 4095];
    }
    return s;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: scaling chain|l1 ROUNDS\n");
        return 2;
    }
    long rounds = atol(argv[2]);
    uint64_t r;
    if (strcmp(argv[1], "chain") == 0) r = chain(rounds);
    else if (strcmp(argv[1], "l1") == 0) r = l1(rounds);
    else {
        fprintf(stderr, "scaling: unknown loop '%s'\n", argv[1]);
        return 2;
    }
    /* The result is printed where nobody reads it, so that no loop can be dropped. */
    FILE *null = fopen("/dev/null", "w");
    if (null) {
        fprintf(null, "%llu\n", (unsigned long long)r);
        fclose(null);
    }
    return 0;
}
