#include "png_deflate.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h> /* crc32 */

size_t mockup_deflate_band_bound(size_t len) {
    /* Level 0's static codes spend up to 9 bits on a byte (random bytes measured
     * 1.23x); a Huffman block's header at most ISAL_DEF_MAX_HDR_SIZE; the sync flush's
     * empty stored block 5; a stream's first byte stored on its own 6; and slack. */
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

/* Sets up `d` (zeroed memory) at `level`; 0, or -1 when out of memory. Apart from
 * mockup_deflater_new so that a test can place deflaters at chosen addresses. */
static int deflater_init(mockup_deflater *d, int level) {
    uint32_t size = level_buffer_size(level);
    if (size > 0 && !(d->level_buf = malloc(size))) return -1;
    isal_deflate_init(&d->s);
    d->s.level = (uint32_t)level;
    d->s.level_buf = d->level_buf;
    d->s.level_buf_size = size;
    /* Raw deflate: the caller writes one zlib header and trailer for all bands. */
    d->s.gzip_flag = IGZIP_DEFLATE;
    return 0;
}

mockup_deflater *mockup_deflater_new(int level) {
    if (level < 0 || level > ISAL_DEF_MAX_LEVEL) return NULL;
    mockup_deflater *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    if (deflater_init(d, level) != 0) {
        free(d);
        return NULL;
    }
    return d;
}

void mockup_deflater_free(mockup_deflater *d) {
    if (!d) return;
    free(d->level_buf);
    free(d);
}

/* A stream's first call to igzip without history takes a path that hashes the third
 * input byte from the stream's own address: `.write_first_byte` in ISA-L's
 * igzip_icf_body_h1_gr_bt.asm (2.30, unchanged in its master) shifts `tmp2`, which
 * still holds the isal_zstream pointer, where it means the input. Where the deflater
 * happened to be allocated then changes the parse, and so the bytes (never the pixels):
 * about one band in 20,000 (docs/upstream/isal-write-first-byte.md). mockup never
 * makes that call. The stream's first byte goes out as a stored block of one byte, and
 * the rest is deflated with that byte as its dictionary, the path every later band takes. */
enum { stored_first_byte_len = 6 };

static void put_stored_first_byte(uint8_t *out, uint8_t byte) {
    out[0] = 0x00;              /* BFINAL 0, BTYPE 00 (stored), padded to the byte */
    out[1] = 0x01, out[2] = 0x00; /* LEN 1 */
    out[3] = 0xFE, out[4] = 0xFF; /* NLEN */
    out[5] = byte;
}

int mockup_deflate_band(mockup_deflater *d, const uint8_t *dict, size_t dict_len, const uint8_t *data,
                        size_t len, int last, uint8_t *out, size_t out_cap, size_t *out_len,
                        uint32_t *adler) {
    struct isal_zstream *s = &d->s;
    *out_len = 0;
    if (len > UINT32_MAX || out_cap > UINT32_MAX) return -1; /* ISA-L's counters are 32-bit */
    *adler = isal_adler32(1, data, len);
    size_t prefix = 0;
    if (dict_len == 0 && len > 0) {
        if (out_cap <= stored_first_byte_len) return -1;
        put_stored_first_byte(out, data[0]);
        prefix = stored_first_byte_len;
        dict = data;
        dict_len = 1;
        data += 1;
        len -= 1;
    }
    isal_deflate_reset(s); /* keeps level, buffer and wrapper */
    int status = 0;
    /* At most the last 32 KiB of the bytes before the band: what a single stream
     * would still see, so the bands join into one valid stream. */
    if (dict_len > 0 && isal_deflate_set_dict(s, (uint8_t *)dict, (uint32_t)dict_len) != COMP_OK) status = -1;
    s->next_in = (uint8_t *)data;
    s->avail_in = (uint32_t)len;
    s->next_out = out + prefix;
    s->avail_out = (uint32_t)(out_cap - prefix);
    s->end_of_stream = last ? 1 : 0;
    s->flush = last ? NO_FLUSH : SYNC_FLUSH; /* a band ends on a byte boundary */
    if (status == 0 && isal_deflate(s) != COMP_OK) status = -1;
    /* Out of room (the bound was wrong: the output may stop short of the sync flush,
     * with all input taken), or the last band's final block not written. */
    if (s->avail_in != 0 || s->avail_out == 0 || (last && s->internal_state.state != ZSTATE_END)) status = -1;
    *out_len = (size_t)(s->next_out - out);
    return status;
}

uint32_t mockup_adler32_combine(uint32_t a, uint32_t b, size_t len_b) {
    return (uint32_t)adler32_combine(a, b, (z_off_t)len_b); /* z_off_t is 64-bit on LP64 */
}

uint32_t mockup_crc32(uint32_t crc, const uint8_t *bytes, size_t len) {
    return (uint32_t)crc32_z(crc, bytes, len);
}

uint16_t mockup_zlib_header(int level) {
    uint16_t header = (uint16_t)(0x7800 | (level < 2 ? 0 : 1) << 6);
    return (uint16_t)(header + 31 - header % 31);
}

static uint8_t *put_be32(uint8_t *o, uint32_t v) {
    o[0] = (uint8_t)(v >> 24);
    o[1] = (uint8_t)(v >> 16);
    o[2] = (uint8_t)(v >> 8);
    o[3] = (uint8_t)v;
    return o + 4;
}

/* Length, type, data, CRC of type and data. */
static uint8_t *put_chunk(uint8_t *o, const char *type, const uint8_t *data, size_t len) {
    o = put_be32(o, (uint32_t)len);
    uint8_t *crc_from = o;
    memcpy(o, type, 4);
    o += 4;
    if (len > 0) memcpy(o, data, len);
    o += len;
    return put_be32(o, mockup_crc32(0, crc_from, 4 + len));
}

size_t mockup_png_file_size(size_t stream_len) {
    size_t chunks = stream_len == 0 ? 1 : (stream_len + mockup_png_idat_bytes - 1) / mockup_png_idat_bytes;
    return 8 + (12 + 13) + chunks * 12 + stream_len + 12;
}

size_t mockup_png_write(uint8_t *out, uint32_t width, uint32_t height, uint8_t colour_type,
                        const uint8_t *const *pieces, const size_t *lens, size_t count) {
    static const uint8_t signature[8] = {0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A};
    uint8_t ihdr[13];
    put_be32(ihdr, width);
    put_be32(ihdr + 4, height);
    ihdr[8] = 8;           /* bit depth */
    ihdr[9] = colour_type;
    ihdr[10] = 0;          /* deflate */
    ihdr[11] = 0;          /* adaptive filters */
    ihdr[12] = 0;          /* not interlaced */
    uint8_t *o = out;
    memcpy(o, signature, 8);
    o = put_chunk(o + 8, "IHDR", ihdr, 13);
    size_t remaining = 0;
    for (size_t i = 0; i < count; i++) remaining += lens[i];
    /* IDAT chunks of mockup_png_idat_bytes over the pieces joined, each copied once. */
    size_t piece = 0, offset = 0;
    do {
        size_t n = remaining < mockup_png_idat_bytes ? remaining : mockup_png_idat_bytes;
        o = put_be32(o, (uint32_t)n);
        uint8_t *crc_from = o;
        memcpy(o, "IDAT", 4);
        o += 4;
        for (size_t left = n; left > 0;) {
            while (offset == lens[piece]) piece++, offset = 0;
            size_t take = lens[piece] - offset < left ? lens[piece] - offset : left;
            memcpy(o, pieces[piece] + offset, take);
            o += take;
            offset += take;
            left -= take;
        }
        o = put_be32(o, mockup_crc32(0, crc_from, 4 + n));
        remaining -= n;
    } while (remaining > 0);
    o = put_chunk(o, "IEND", NULL, 0);
    return (size_t)(o - out);
}
