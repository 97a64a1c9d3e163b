#include "png_diff_sink.h"
#include "png_reader.h"
#include "png_rows.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <isa-l/igzip_lib.h>

/* Counts the pixels of one row that differ by more than `threshold` in a channel,
 * growing the box around them. */
static void compare_row(const uint32_t *ra, const uint32_t *rb, uint32_t width, uint32_t y, uint32_t threshold,
                        mockup_strict_stats *stats) {
    if (memcmp(ra, rb, (size_t)width * 4) == 0) return;
    for (uint32_t x = 0; x < width; x++) {
        if (ra[x] == rb[x]) continue;
        uint32_t d = png_max_channel_delta(ra[x], rb[x]);
        if (d > stats->max_delta) stats->max_delta = d;
        if (d > threshold) {
            stats->changed++;
            if (x < stats->x0) stats->x0 = x;
            if (x > stats->x1) stats->x1 = x;
            if (y < stats->y0) stats->y0 = y;
            stats->y1 = y;
        }
    }
}

/* ---- Row by row with ISA-L: the strict comparison without images ------------
 *
 * No image-sized buffer at all: each file is inflated a band of rows at a time (igzip's
 * streaming inflater) into a few rows of memory. Fresh memory is what a whole-buffer
 * inflate costs most here: two 8 MB buffers are thousands of page faults, and on a
 * virtual machine a huge page that the host took back can take tens of milliseconds
 * to come back (docs/PERFORMANCE.md). */

/* Rows inflated per call (see stream_rows). */
#define STREAM_BAND_ROWS 16

typedef struct {
    const uint8_t *bytes;
    size_t count, pos; /* the next chunk to read */
    uint32_t width, height, y;
    int bpp, ended; /* ended: the deflate stream's last block is done */
    size_t rowbytes;
    struct inflate_state *z;
    int header_left; /* zlib header bytes still to skip */
    uint8_t header[2];
    char *message;
} row_stream;

/* 0 ready, 1 another kind of PNG (use the whole decoder), -1 error. */
static int stream_open(row_stream *d, const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                       char *message) {
    memset(d, 0, sizeof *d);
    d->bytes = bytes;
    d->count = count;
    d->width = width;
    d->height = height;
    d->message = message;
    size_t idat_total = 0;
    int kind = png_fast_kind(bytes, count, width, height, &d->bpp, &idat_total, message);
    if (kind != 0) return kind;
    d->rowbytes = (size_t)width * d->bpp;
    /* igzip counts in 32 bits: a band must fit (widths far past DecodeLimits). */
    if (d->rowbytes + 1 > UINT32_MAX / STREAM_BAND_ROWS) return 1;
    d->z = malloc(sizeof *d->z);
    if (!d->z) {
        snprintf(message, 256, "out of memory");
        return -1;
    }
    isal_inflate_init(d->z); /* raw deflate (ISAL_DEFLATE): the chunk CRCs are checked */
    d->header_left = 2;
    d->pos = 8;
    return 0;
}

static void stream_close(row_stream *d) {
    free(d->z);
    d->z = NULL;
}

static const char stream_corrupt[] = "corrupt or truncated PNG: IDAT: compressed data is corrupt or ends early";

/* Hands the next IDAT's data to the inflater (the zlib header skipped and checked
 * first); 0, or -1 at IEND (the stream never ended) or on an error. */
static int stream_feed(row_stream *d) {
    for (;;) {
        /* stream_open walked every chunk already (bounds and CRCs): no second check. */
        const uint8_t *type = d->bytes + d->pos + 4, *data = d->bytes + d->pos + 8;
        uint32_t len = png_be32(d->bytes + d->pos);
        d->pos += 12 + (size_t)len;
        if (memcmp(type, "IEND", 4) == 0) {
            snprintf(d->message, 256, "%s", stream_corrupt);
            return -1;
        }
        if (memcmp(type, "IDAT", 4) != 0) continue;
        while (d->header_left > 0 && len > 0) {
            d->header[2 - d->header_left] = *data++;
            len--;
            if (--d->header_left == 0) {
                unsigned cmf = d->header[0], flg = d->header[1];
                if ((cmf & 0x0F) != 8 || (cmf >> 4) > 7 || ((cmf << 8) | flg) % 31 != 0 || (flg & 0x20)) {
                    snprintf(d->message, 256, "corrupt or truncated PNG: IDAT does not start with a zlib header");
                    return -1;
                }
            }
        }
        if (len == 0) continue;
        d->z->next_in = (uint8_t *)data;
        d->z->avail_in = len;
        return 0;
    }
}

/* Inflates `n` bytes into `out`; 0, or -1 with the message filled. */
static int stream_read(row_stream *d, uint8_t *out, uint32_t n) {
    struct inflate_state *z = d->z;
    z->next_out = out;
    z->avail_out = n;
    while (z->avail_out > 0) {
        if (d->ended) {
            uint32_t done = d->y + (uint32_t)((n - z->avail_out) / (d->rowbytes + 1));
            snprintf(d->message, 256, "corrupt or truncated PNG: image data ends early (%u of %u rows)", done, d->height);
            return -1;
        }
        /* Inflate before feeding more: igzip keeps up to 8 bytes of input in its bit
         * buffer, so an empty input may still hold the end of the stream. */
        if (isal_inflate(z) < 0) {
            snprintf(d->message, 256, "%s", stream_corrupt);
            return -1;
        }
        if (z->block_state == ISAL_BLOCK_FINISH) d->ended = 1;
        else if (z->avail_out > 0 && z->avail_in == 0 && stream_feed(d) != 0) return -1;
    }
    return 0;
}

/* The next `k` rows (each a filter byte and its bytes, still filtered) into `out`. A
 * band at a time: igzip copies through a buffer of its own when the room it is given
 * is small, which a row at a time made twice the work of the inflate itself. */
static int stream_rows(row_stream *d, uint8_t *out, uint32_t k) {
    if (stream_read(d, out, (uint32_t)(k * (d->rowbytes + 1))) != 0) return -1;
    d->y += k;
    return 0;
}

/* After the last row: the deflate stream must end there. */
static int stream_finish(row_stream *d) {
    uint8_t spare[16];
    struct inflate_state *z = d->z;
    while (!d->ended) {
        z->next_out = spare;
        z->avail_out = sizeof spare;
        if (isal_inflate(z) < 0) {
            snprintf(d->message, 256, "%s", stream_corrupt);
            return -1;
        }
        if (z->avail_out < sizeof spare) {
            snprintf(d->message, 256, "corrupt or truncated PNG: too much image data");
            return -1;
        }
        if (z->block_state == ISAL_BLOCK_FINISH) d->ended = 1;
        else if (z->avail_in == 0 && stream_feed(d) != 0) return -1;
    }
    /* The four bytes of the Adler-32 must follow: igzip reads missing bits as zeros, so
     * a stream cut inside its last byte would otherwise pass (zlib and libpng refuse it). */
    size_t left = z->avail_in + (z->read_in_length > 0 ? (size_t)z->read_in_length / 8 : 0);
    for (size_t pos = d->pos; left < 4;) {
        const uint8_t *type = d->bytes + pos + 4;
        uint32_t len = png_be32(d->bytes + pos);
        if (memcmp(type, "IEND", 4) == 0) break;
        if (memcmp(type, "IDAT", 4) == 0) left += len;
        pos += 12 + (size_t)len; /* stream_open walked every chunk to IEND */
    }
    if (left < 4) {
        snprintf(d->message, 256, "%s", stream_corrupt);
        return -1;
    }
    return 0;
}

/* The second file is inflated and un-filtered on its own thread into a ring of rows,
 * publishing how many are done, while this thread does the first and compares each
 * row as soon as both have it. */
#define COMPARE_RING_ROWS 64

typedef struct {
    row_stream *stream;
    uint8_t *ring; /* COMPARE_RING_ROWS rows of filter byte + rowbytes */
    int status;    /* final once `done` */
    _Atomic uint32_t rows_ready;
    _Atomic uint32_t consumed;
    _Atomic int done;
    _Atomic int stop;
} ring_producer;

static void *produce_rows(void *arg) {
    ring_producer *p = arg;
    row_stream *d = p->stream;
    size_t stride = d->rowbytes + 1;
    uint8_t *zero = calloc(1, stride);
    if (!zero) {
        snprintf(d->message, 256, "out of memory");
        p->status = -1;
    }
    for (uint32_t y = 0; y < d->height && p->status == 0; y += STREAM_BAND_ROWS) {
        uint32_t k = d->height - y < STREAM_BAND_ROWS ? d->height - y : STREAM_BAND_ROWS;
        /* The band's slots are free once rows up to y + k - RING have been compared
         * (the row above the band keeps its slot: a band is shorter than the ring). */
        while (y + k > COMPARE_RING_ROWS && atomic_load(&p->consumed) < y + k - COMPARE_RING_ROWS) {
            if (atomic_load(&p->stop)) goto out;
            sched_yield();
        }
        uint8_t *band = p->ring + (size_t)(y % COMPARE_RING_ROWS) * stride;
        if (stream_rows(d, band, k) != 0) {
            p->status = -1;
            break;
        }
        for (uint32_t j = 0; j < k; j++) {
            uint32_t row = y + j;
            uint8_t *cur = band + (size_t)j * stride;
            const uint8_t *prev = row == 0 ? zero : p->ring + (size_t)((row - 1) % COMPARE_RING_ROWS) * stride;
            if (png_unfilter(cur, prev, d->rowbytes, d->bpp) != 0) {
                snprintf(d->message, 256, "corrupt or truncated PNG: bad filter type %d in row %u", cur[0], row);
                p->status = -1;
                break;
            }
            atomic_store(&p->rows_ready, row + 1);
        }
    }
    if (p->status == 0 && stream_finish(d) != 0) p->status = -1;
out:
    free(zero);
    atomic_store(&p->done, 1);
    return NULL;
}

/* Waits until row `y` of `p` is ready; 0 when it never will be. */
static int wait_for_row(ring_producer *p, uint32_t y) {
    while (atomic_load(&p->rows_ready) <= y) {
        if (atomic_load(&p->done)) return atomic_load(&p->rows_ready) > y;
        sched_yield();
    }
    return 1;
}

/* The comparison of mockup_png_compare_strict, each row also handed to `sink` when
 * there is one (the diff image). */
static int compare_streams(const uint8_t *a, size_t a_count, const uint8_t *b, size_t b_count, uint32_t width,
                           uint32_t height, uint32_t threshold, mockup_strict_stats *stats, char *message_a,
                           char *message_b, diff_sink *sink) {
    memset(stats, 0, sizeof *stats);
    stats->x0 = UINT32_MAX;
    stats->y0 = UINT32_MAX;
    row_stream da, db;
    int sa = stream_open(&da, a, a_count, width, height, message_a);
    if (sa != 0) return sa == 1 ? 1 : -1;
    int sb = stream_open(&db, b, b_count, width, height, message_b);
    if (sb != 0) {
        stream_close(&da);
        return sb == 1 ? 1 : -2;
    }
    size_t stride_a = da.rowbytes + 1, stride_b = db.rowbytes + 1;
    /* The row above the band, then the band. */
    uint8_t *rows_a = calloc(STREAM_BAND_ROWS + 1, stride_a);
    uint32_t *ra = malloc((size_t)width * 4), *rb = malloc((size_t)width * 4);
    ring_producer p = {.stream = &db, .ring = malloc(stride_b * COMPARE_RING_ROWS), .status = 0};
    atomic_init(&p.rows_ready, 0);
    atomic_init(&p.consumed, 0);
    atomic_init(&p.done, 0);
    atomic_init(&p.stop, 0);
    int status = rows_a && ra && rb && p.ring ? 0 : -1;
    if (status != 0) snprintf(message_a, 256, "out of memory");
    pthread_t thread;
    int threaded = 0;
    if (status == 0) {
        threaded = pthread_create(&thread, NULL, produce_rows, &p) == 0;
        /* No second thread: the ring cannot hold a whole image, so let the caller
         * decode both files whole and compare those instead. */
        if (!threaded) status = 1;
    }
    int second_failed = 0;
    for (uint32_t y = 0; y < height && status == 0 && !second_failed; y += STREAM_BAND_ROWS) {
        uint32_t k = height - y < STREAM_BAND_ROWS ? height - y : STREAM_BAND_ROWS;
        uint8_t *band = rows_a + stride_a;
        if (stream_rows(&da, band, k) != 0) {
            status = -1;
            break;
        }
        for (uint32_t j = 0; j < k; j++) {
            uint32_t row = y + j;
            uint8_t *cur = band + (size_t)j * stride_a;
            const uint8_t *prev = cur - stride_a; /* row 0's is the zeroed first slot */
            if (png_unfilter(cur, prev, da.rowbytes, da.bpp) != 0) {
                snprintf(message_a, 256, "corrupt or truncated PNG: bad filter type %d in row %u", cur[0], row);
                status = -1;
                break;
            }
            if (!wait_for_row(&p, row)) { /* the second failed: its status says why */
                second_failed = 1;
                break;
            }
            const uint8_t *raw_a = cur + 1;
            const uint8_t *raw_b = p.ring + (size_t)(row % COMPARE_RING_ROWS) * stride_b + 1;
            /* Equal rows, the common case, are found by one memcmp without converting. */
            if (!(da.bpp == db.bpp && memcmp(raw_a, raw_b, da.rowbytes) == 0)) {
                png_convert_row(raw_a, da.bpp, width, ra);
                png_convert_row(raw_b, db.bpp, width, rb);
                compare_row(ra, rb, width, row, threshold, stats);
                if (sink) diff_sink_row(sink, ra, rb);
            } else if (sink) {
                png_convert_row(raw_a, da.bpp, width, ra);
                diff_sink_row(sink, ra, NULL);
            }
            atomic_store(&p.consumed, row + 1);
        }
        /* The band's last row is the next band's row above. */
        memcpy(rows_a, band + (size_t)(k - 1) * stride_a, stride_a);
    }
    if (status == 0 && atomic_load(&p.rows_ready) == height && stream_finish(&da) != 0) status = -1;
    if (status != 0) atomic_store(&p.stop, 1);
    if (threaded) pthread_join(thread, NULL);
    if (status == 0 && p.status != 0) status = -2;
    free(rows_a);
    free(ra);
    free(rb);
    free(p.ring);
    stream_close(&da);
    stream_close(&db);
    return status;
}

int mockup_png_compare_strict(const uint8_t *a, size_t a_count, const uint8_t *b, size_t b_count,
                              uint32_t width, uint32_t height, uint32_t threshold,
                              mockup_strict_stats *stats, char *message_a, char *message_b) {
    return compare_streams(a, a_count, b, b_count, width, height, threshold, stats, message_a, message_b, NULL);
}

int mockup_png_diff_strict(const uint8_t *a, size_t a_count, const uint8_t *b, size_t b_count, uint32_t width,
                           uint32_t height, uint32_t threshold, mockup_strict_stats *stats, char *message_a,
                           char *message_b, uint8_t **png, size_t *png_len) {
    *png = NULL;
    *png_len = 0;
    diff_sink sink;
    if (diff_sink_open(&sink, width, height, threshold) != 0) return 1; /* the whole path says why */
    int status = compare_streams(a, a_count, b, b_count, width, height, threshold, stats, message_a, message_b, &sink);
    if (status == 0 && diff_sink_finish(&sink, png, png_len) != 0) status = 1;
    diff_sink_close(&sink);
    return status;
}
