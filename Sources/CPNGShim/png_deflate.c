#include "png_deflate.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h> /* crc32 */

size_t mockup_deflate_band_bound(size_t len) {
    /* Level 0's static codes spend up to 9 bits on a byte (random bytes measured
     * 1.23x); a Huffman block's header at most ISAL_DEF_MAX_HDR_SIZE; the sync flush's
     * empty stored block 5; and slack. */
    return len + len / 4 + ISAL_DEF_MAX_HDR_SIZE + 1024;
}

struct mockup_deflater {
    struct isal_zstream s; /* ~70 KiB: its history buffer is inside */
    uint8_t *level_buf;
};

/* The work buffer each of ISA-L's levels asks for by default (0 needs none). */
static uint32_t level_buffer_size(int level) {
    switch (level) {
    case 1: return ISAL_DEF_LVL1_DEFAULT;
    case 2: return ISAL_DEF_LVL2_DEFAULT;
    case 3: return ISAL_DEF_LVL3_DEFAULT;
    default: return 0;
    }
}

mockup_deflater *mockup_deflater_new(int level) {
    if (level < 0 || level > ISAL_DEF_MAX_LEVEL) return NULL;
    mockup_deflater *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    uint32_t size = level_buffer_size(level);
    if (size > 0 && !(d->level_buf = malloc(size))) {
        free(d);
        return NULL;
    }
    isal_deflate_init(&d->s);
    d->s.level = (uint32_t)level;
    d->s.level_buf = d->level_buf;
    d->s.level_buf_size = size;
    /* Raw deflate: the caller writes one zlib header and trailer for all bands. */
    d->s.gzip_flag = IGZIP_DEFLATE;
    return d;
}

void mockup_deflater_free(mockup_deflater *d) {
    if (!d) return;
    free(d->level_buf);
    free(d);
}

int mockup_deflate_band(mockup_deflater *d, const uint8_t *dict, size_t dict_len, const uint8_t *data,
                        size_t len, int last, uint8_t *out, size_t out_cap, size_t *out_len,
                        uint32_t *adler) {
    struct isal_zstream *s = &d->s;
    *out_len = 0;
    if (len > UINT32_MAX || out_cap > UINT32_MAX) return -1; /* ISA-L's counters are 32-bit */
    isal_deflate_reset(s); /* keeps level, buffer and wrapper */
    int status = 0;
    /* At most the last 32 KiB of the bytes before the band: what a single stream
     * would still see, so the bands join into one valid stream. */
    if (dict_len > 0 && isal_deflate_set_dict(s, (uint8_t *)dict, (uint32_t)dict_len) != COMP_OK) status = -1;
    s->next_in = (uint8_t *)data;
    s->avail_in = (uint32_t)len;
    s->next_out = out;
    s->avail_out = (uint32_t)out_cap;
    s->end_of_stream = last ? 1 : 0;
    s->flush = last ? NO_FLUSH : SYNC_FLUSH; /* a band ends on a byte boundary */
    if (status == 0 && isal_deflate(s) != COMP_OK) status = -1;
    /* Out of room (the bound was wrong: the output may stop short of the sync flush,
     * with all input taken), or the last band's final block not written. */
    if (s->avail_in != 0 || s->avail_out == 0 || (last && s->internal_state.state != ZSTATE_END)) status = -1;
    *out_len = (size_t)(s->next_out - out);
    *adler = isal_adler32(1, data, len);
    return status;
}

uint32_t mockup_adler32_combine(uint32_t a, uint32_t b, size_t len_b) {
    return (uint32_t)adler32_combine(a, b, (z_off_t)len_b); /* z_off_t is 64-bit on LP64 */
}

uint32_t mockup_crc32(uint32_t crc, const uint8_t *bytes, size_t len) {
    return (uint32_t)crc32_z(crc, bytes, len);
}
