/* Checks that the PNG encoder's deflate bands do not depend on where their deflater
 * lives in memory (Sources/CPNGShim/png_deflate.c; run by scripts/deflate-test.sh).
 *
 * ISA-L's first call on a stream without history hashes the third input byte from the
 * stream's address (bits 16 and up: `.write_first_byte` in igzip_icf_body_h1_gr_bt.asm).
 * Deflaters are placed at NEUTRAL addresses whose bits 16 and up differ, and at one for
 * each four-byte group of the band's first row (and a few of the second), chosen so that
 * the bug's wrong hash lands on that group's slot. The same band is deflated there by
 * plain ISA-L (as mockup did before) and by mockup_deflate_band. Every mockup output
 * must be the same bytes and inflate to the band. The plain outputs must differ
 * somewhere, to show that the placements reach the bug (ISA-L up to 2.32.1, the latest
 * release checked; a later one that no longer varies is reported, not failed). Bands of
 * one and two bytes are also joined into streams and inflated. x86-64 only.
 */
#define _GNU_SOURCE
#include "../../Sources/CPNGShim/png_deflate.c"

#include <isa-l.h> /* ISAL_VERSION */
#include <stdio.h>
#include <sys/mman.h>

#define NEUTRAL 64
#define BLOCK ((size_t)1 << 16)

static int failures;

static void fail(const char *what) {
    fprintf(stderr, "first_band_address: %s\n", what);
    failures++;
}

/* Raw inflate of `len` bytes; 0 when they give exactly `want` and end with the final
 * block if `final`. */
static int inflates_to(const uint8_t *stream, size_t len, const uint8_t *want, size_t want_len, int final) {
    uint8_t *out = malloc(want_len + 16);
    z_stream z = {0};
    if (!out || inflateInit2(&z, -15) != Z_OK) return -1;
    z.next_in = (uint8_t *)stream;
    z.avail_in = (uInt)len;
    z.next_out = out;
    z.avail_out = (uInt)want_len + 16;
    int status = inflate(&z, Z_FINISH);
    int ended = status == Z_STREAM_END;
    int ok = (final ? ended : !ended && status != Z_DATA_ERROR) && z.total_out == want_len && memcmp(out, want, want_len) == 0;
    inflateEnd(&z);
    free(out);
    return ok ? 0 : -1;
}

/* Plain ISA-L, as png_deflate.c called it before: reset, no dictionary, sync flush. */
static size_t plain_deflate(mockup_deflater *d, const uint8_t *data, size_t len, uint8_t *out, size_t cap) {
    struct isal_zstream *s = &d->s;
    isal_deflate_reset(s);
    s->next_in = (uint8_t *)data;
    s->avail_in = (uint32_t)len;
    s->next_out = out;
    s->avail_out = (uint32_t)cap;
    s->end_of_stream = 0;
    s->flush = SYNC_FLUSH;
    if (isal_deflate(s) != COMP_OK) return 0;
    return (size_t)(s->next_out - out);
}

/* A screen-like band: the same row again and again (filter byte 0, then 64 pixels of
 * varied colours), so that many of the hash table's slots matter to the parse. */
#define ROW (1 + 3 * 64)

static void make_band(uint8_t *band, size_t len) {
    uint8_t pixels[ROW];
    uint32_t x = 12345;
    for (size_t i = 0; i < ROW; i++) {
        x = x * 1103515245u + 12345u;
        pixels[i] = i == 0 ? 0 : (uint8_t)(x >> 24);
    }
    for (size_t i = 0; i < len; i++) band[i] = pixels[i % ROW];
}

/* ISA-L's hash of four bytes at level 1: CRC-32C from 0, masked to the table. */
__attribute__((target("sse4.2"))) static uint32_t slot(uint32_t four_bytes) {
    return __builtin_ia32_crc32si(0, four_bytes) & (IGZIP_LVL1_HASH_SIZE - 1);
}

/* A fresh deflater mapped at `at` (MAP_FIXED_NOREPLACE unless `replace`), or NULL. */
static mockup_deflater *place(uint8_t *at, int replace) {
    size_t map = (sizeof(mockup_deflater) + 4095) & ~(size_t)4095;
    int flags = MAP_PRIVATE | MAP_ANONYMOUS | (replace ? MAP_FIXED : MAP_FIXED_NOREPLACE);
    void *p = mmap(at, map, PROT_READ | PROT_WRITE, flags, -1, 0);
    if (p == MAP_FAILED) return NULL;
    if (p != at || deflater_init((mockup_deflater *)p, mockup_png_level) != 0) {
        munmap(p, map);
        return NULL;
    }
    return (mockup_deflater *)p;
}

static void unplace(mockup_deflater *d) {
    free(d->level_buf);
    munmap(d, (sizeof(mockup_deflater) + 4095) & ~(size_t)4095);
}

struct outputs {
    uint8_t *mockup, *plain;
    size_t mockup_len, plain_len;
};

/* Both deflates of the band with a deflater at `d`. */
static void deflate_both(mockup_deflater *d, const uint8_t *band, size_t len, struct outputs *o) {
    size_t cap = mockup_deflate_band_bound(len);
    uint32_t adler = 0;
    if (mockup_deflate_band(d, NULL, 0, band, len, 0, o->mockup, cap, &o->mockup_len, &adler) != 0)
        fail("mockup_deflate_band failed");
    o->plain_len = plain_deflate(d, band, len, o->plain, cap);
}

static int same(const uint8_t *a, size_t a_len, const uint8_t *b, size_t b_len) {
    return a_len == b_len && memcmp(a, b, a_len) == 0;
}

static void check_addresses(const uint8_t *band, size_t len) {
    size_t cap = mockup_deflate_band_bound(len);
    struct outputs first = {malloc(cap), malloc(cap), 0, 0}, o = {malloc(cap), malloc(cap), 0, 0};
    if (!first.mockup || !first.plain || !o.mockup || !o.plain) {
        fail("out of memory");
        return;
    }
    int mockup_variants = 0, plain_variants = 0, placements = 0;
    /* Deflaters 128 KiB apart (each spans 84 KiB): bits 16 and up all differ. */
    const size_t step = 2 * BLOCK, reserve = (NEUTRAL + 1) * step;
    uint8_t *reserved = mmap(NULL, reserve, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (reserved == MAP_FAILED) {
        fail("cannot reserve address space");
        return;
    }
    uint8_t *base = (uint8_t *)(((uintptr_t)reserved + BLOCK - 1) & ~(uintptr_t)(BLOCK - 1));
    for (size_t i = 0; i < NEUTRAL; i++) {
        mockup_deflater *d = place(base + i * step, 1);
        if (!d) {
            fail("cannot map a deflater");
            break;
        }
        deflate_both(d, band, len, i == 0 ? &first : &o);
        unplace(d);
        placements++;
        if (i == 0) {
            if (inflates_to(first.mockup, first.mockup_len, band, len, 0) != 0) fail("the band does not inflate to its bytes");
            continue;
        }
        mockup_variants += !same(o.mockup, o.mockup_len, first.mockup, first.mockup_len);
        plain_variants += !same(o.plain, o.plain_len, first.plain, first.plain_len);
    }
    munmap(reserved, reserve);
    /* Deflaters where the bug writes the third byte's position into the slot of a
     * four-byte group the parse may look up: every group of the first row and the
     * second row's first (the row repeats, so those find the first row). */
    for (size_t t = 0; t < ROW + 8; t++) {
        uint32_t four;
        memcpy(&four, band + t, 4);
        uint32_t want = slot(four);
        int placed = 0;
        for (uint64_t x = (uint64_t)1 << 16; x < ((uint64_t)1 << 31) && !placed; x++) {
            if (slot((uint32_t)x) != want) continue;
            mockup_deflater *d = place((uint8_t *)(uintptr_t)(x << 16), 0);
            if (!d) continue;
            deflate_both(d, band, len, &o);
            unplace(d);
            placed = 1;
            placements++;
            mockup_variants += !same(o.mockup, o.mockup_len, first.mockup, first.mockup_len);
            plain_variants += !same(o.plain, o.plain_len, first.plain, first.plain_len);
        }
        if (!placed) fail("no free address for a chosen slot");
    }
    if (mockup_variants) {
        fprintf(stderr, "first_band_address: %d of %d placements gave other bytes\n", mockup_variants, placements - 1);
        fail("mockup_deflate_band depends on the deflater's address");
    }
    if (plain_variants)
        printf("first_band_address: plain ISA-L gave other bytes at %d of %d placements\n", plain_variants,
               placements - 1);
    else if (ISAL_VERSION <= ISAL_MAKE_VERSION(2, 32, 1))
        /* Releases up to 2.32.1 have the bug: not seeing it means the check reaches
         * nothing, and would pass with the workaround gone. */
        fail("plain ISA-L did not vary: the placements no longer reach its first-call bug");
    else
        printf("first_band_address: plain ISA-L %d.%d no longer varies with the address (fixed upstream?)\n",
               ISAL_MAJOR_VERSION, ISAL_MINOR_VERSION);
    free(first.mockup);
    free(first.plain);
    free(o.mockup);
    free(o.plain);
}

/* The band split after `head` bytes (1 or 2: the stored first byte alone, or with one
 * more), both bands deflated and joined, the second last. */
static void check_short_first_band(const uint8_t *band, size_t len, size_t head) {
    mockup_deflater *d = mockup_deflater_new(mockup_png_level);
    size_t cap = mockup_deflate_band_bound(len) * 2;
    uint8_t *stream = malloc(cap);
    size_t a = 0, b = 0;
    uint32_t adler_a = 0, adler_b = 0;
    if (!d || !stream) {
        fail("out of memory");
        return;
    }
    if (mockup_deflate_band(d, NULL, 0, band, head, 0, stream, cap, &a, &adler_a) != 0 ||
        mockup_deflate_band(d, band, head, band + head, len - head, 1, stream + a, cap - a, &b, &adler_b) != 0)
        fail("a short first band failed");
    else if (inflates_to(stream, a + b, band, len, 1) != 0)
        fail("a short first band does not join its stream");
    if (mockup_adler32_combine(adler_a, adler_b, len - head) != isal_adler32(1, band, len))
        fail("the bands' Adler-32 do not combine");
    /* One band that is the whole one-byte stream. */
    size_t one = 0;
    if (mockup_deflate_band(d, NULL, 0, band, 1, 1, stream, cap, &one, &adler_a) != 0 ||
        inflates_to(stream, one, band, 1, 1) != 0)
        fail("a one-byte stream does not inflate");
    free(stream);
    mockup_deflater_free(d);
}

int main(void) {
    enum { len = 4096 };
    static uint8_t band[len];
    make_band(band, len);
    check_addresses(band, len);
    check_short_first_band(band, len, 1);
    check_short_first_band(band, len, 2);
    return failures ? 1 : 0;
}
