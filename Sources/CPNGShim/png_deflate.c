#include "png_deflate.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

size_t mockup_deflate_band_bound(size_t len) {
    /* deflateBound for raw data, plus a sync flush's empty stored block and slack. */
    return (size_t)compressBound((uLong)len) + 64;
}

struct mockup_deflater {
    z_stream s;
};

mockup_deflater *mockup_deflater_new(int level, int strategy) {
    mockup_deflater *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    /* Raw deflate (negative window bits): the caller writes one zlib header and trailer. */
    if (deflateInit2(&d->s, level, Z_DEFLATED, -15, 8, strategy) != Z_OK) {
        free(d);
        return NULL;
    }
    return d;
}

void mockup_deflater_free(mockup_deflater *d) {
    if (!d) return;
    deflateEnd(&d->s);
    free(d);
}

int mockup_deflate_band(mockup_deflater *d, const uint8_t *dict, size_t dict_len, const uint8_t *data,
                        size_t len, int last, uint8_t *out, size_t out_cap, size_t *out_len,
                        uint32_t *adler) {
    z_stream *s = &d->s;
    if (deflateReset(s) != Z_OK) return -1;
    int status = 0;
    if (dict_len > 0 && deflateSetDictionary(s, dict, (uInt)dict_len) != Z_OK) status = -1;
    s->next_in = (Bytef *)data;
    s->next_out = out;
    s->avail_out = (uInt)out_cap;
    /* zlib's counters are 32-bit: feed at most 1 GiB at a time. */
    size_t left = len;
    while (status == 0) {
        uInt chunk = left > (1u << 30) ? (1u << 30) : (uInt)left;
        s->avail_in = chunk;
        left -= chunk;
        int flush = left > 0 ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH);
        int r = deflate(s, flush);
        if (flush == Z_FINISH ? r != Z_STREAM_END : (r != Z_OK && r != Z_BUF_ERROR)) status = -1;
        if (s->avail_in != 0) status = -1; /* out of room: the bound was wrong */
        if (left == 0) break;
    }
    *out_len = (size_t)(s->next_out - out);
    *adler = (uint32_t)adler32_z(1, data, len);
    return status;
}

uint32_t mockup_adler32_combine(uint32_t a, uint32_t b, size_t len_b) {
    return (uint32_t)adler32_combine(a, b, (z_off_t)len_b); /* z_off_t is 64-bit on LP64 */
}

uint32_t mockup_crc32(uint32_t crc, const uint8_t *bytes, size_t len) {
    return (uint32_t)crc32_z(crc, bytes, len);
}
