#include "http_server.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <libdeflate.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* libmicrohttpd is opened when the first server starts, not linked: only `serve` and
 * `test --review` listen, and loading it at every start (with GnuTLS and the eight
 * libraries GnuTLS brings, whose constructors run) cost every other command ~2 ms
 * (docs/PERFORMANCE.md). The functions keep the header's own types. The library is
 * looked for by its name, then (macOS, where dyld's default search misses Homebrew's
 * folders) in Homebrew's two prefixes. */
#ifdef __APPLE__
#define MOCKUP_MHD_LIBRARY "libmicrohttpd.12.dylib"
static const char *const mhd_candidates[] = {MOCKUP_MHD_LIBRARY, "/opt/homebrew/lib/" MOCKUP_MHD_LIBRARY,
                                             "/usr/local/lib/" MOCKUP_MHD_LIBRARY, NULL};
#else
#define MOCKUP_MHD_LIBRARY "libmicrohttpd.so.12"
static const char *const mhd_candidates[] = {MOCKUP_MHD_LIBRARY, NULL};
#endif

/* The functions looked up, named without their MHD_ prefix (scripts/package.sh reads
 * this list for the package's Depends). */
#define MOCKUP_MHD_FUNCTIONS(X)                                                                    \
    X(start_daemon) X(stop_daemon) X(quiesce_daemon) X(get_daemon_info) X(lookup_connection_value) \
    X(get_connection_values) X(suspend_connection) X(resume_connection)                           \
    X(create_response_from_buffer) X(add_response_header) X(queue_response) X(destroy_response)

#define MOCKUP_MHD_FIELD(name) __typeof__(MHD_##name) *name;
static struct {
    MOCKUP_MHD_FUNCTIONS(MOCKUP_MHD_FIELD)
} mhd;

static pthread_once_t mhd_once = PTHREAD_ONCE_INIT;
static char mhd_failure[512];

/* A function pointer is stored through a `void *` view of its field, the dlsym(3)
 * manual's form (a plain cast from `void *` is not ISO C). */
#define MOCKUP_MHD_BIND(name)                                                                        \
    if (!(*(void **)&mhd.name = dlsym(lib, "MHD_" #name))) {                                        \
        snprintf(mhd_failure, sizeof mhd_failure, "%s lacks MHD_%s: %s", MOCKUP_MHD_LIBRARY, #name,   \
                 dlerror());                                                                        \
        return;                                                                                     \
    }

static void mhd_open(void) {
    void *lib = NULL;
    char first[256] = "";
    for (const char *const *c = mhd_candidates; *c && !lib; c++) {
        lib = dlopen(*c, RTLD_NOW | RTLD_LOCAL);
        /* The first failure says the most (a missing dependency, another architecture). */
        if (!lib && !first[0]) snprintf(first, sizeof first, "%s", dlerror());
    }
    if (!lib) {
        snprintf(mhd_failure, sizeof mhd_failure,
                 "cannot load %s, the HTTP server library (Debian: apt install libmicrohttpd12): %s", MOCKUP_MHD_LIBRARY,
                 first);
        return;
    }
    MOCKUP_MHD_FUNCTIONS(MOCKUP_MHD_BIND)
}

struct mockup_http_server {
    struct MHD_Daemon *daemon;
    mockup_http_handler handler;
    void *context;
    size_t max_body;
};

enum { READING, WAITING, READY, SENT };

struct mockup_http_request {
    struct MHD_Connection *connection;
    pthread_mutex_t lock;
    int state;
    uint8_t *body;
    size_t length, capacity;
    int too_large;
    /* The answer, copied by mockup_http_respond. */
    unsigned status;
    char *content_type;
    uint8_t *answer;
    size_t answer_length;
    char **names, **values;
    size_t header_count;
};

static const char *header(struct MHD_Connection *c, const char *name) {
    const char *v = mhd.lookup_connection_value(c, MHD_HEADER_KIND, name);
    return v ? v : "";
}

/* The raw query string: MHD gives arguments one by one; they are joined back. */
static enum MHD_Result gather(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    char **q = cls;
    size_t old = *q ? strlen(*q) : 0, add = strlen(key) + (value ? strlen(value) + 1 : 0) + 1;
    char *n = realloc(*q, old + add + 1);
    if (!n) return MHD_NO;
    if (old) n[old++] = '&';
    n[old] = 0;
    strcat(n, key);
    if (value) { strcat(n, "="); strcat(n, value); }
    *q = n;
    return MHD_YES;
}

/* Paths and query values are kept as sent: each route decodes (or refuses) escapes
 * itself, so an encoded slash is seen as one. */
static size_t keep_escapes(void *cls, struct MHD_Connection *c, char *s) {
    (void)cls; (void)c;
    return strlen(s);
}

struct header_count {
    const char *name;
    unsigned count;
};

static enum MHD_Result count_header(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind; (void)value;
    struct header_count *h = cls;
    if (strcasecmp(key, h->name) == 0) h->count++;
    return MHD_YES;
}

const char *mockup_http_header(mockup_http_request *r, const char *name, unsigned *count) {
    struct header_count h = {name, 0};
    mhd.get_connection_values(r->connection, MHD_HEADER_KIND, count_header, &h);
    if (count) *count = h.count;
    return header(r->connection, name);
}

static void free_request(struct mockup_http_request *r) {
    free(r->body);
    free(r->content_type);
    free(r->answer);
    for (size_t i = 0; i < r->header_count; i++) { free(r->names[i]); free(r->values[i]); }
    free(r->names);
    free(r->values);
    pthread_mutex_destroy(&r->lock);
    free(r);
}

static enum MHD_Result access_handler(void *cls, struct MHD_Connection *connection, const char *url,
                                      const char *method, const char *version, const char *upload_data,
                                      size_t *upload_data_size, void **con_cls) {
    (void)version;
    mockup_http_server *server = cls;
    struct mockup_http_request *r = *con_cls;
    if (!r) {
        r = calloc(1, sizeof *r);
        if (!r) return MHD_NO;
        pthread_mutex_init(&r->lock, NULL);
        r->connection = connection;
        r->state = READING;
        *con_cls = r;
        return MHD_YES;
    }
    if (r->state == READING && *upload_data_size > 0) {
        size_t n = *upload_data_size;
        *upload_data_size = 0;
        if (r->too_large || r->length + n > server->max_body) {
            r->too_large = 1;
            return MHD_YES;
        }
        if (r->length + n > r->capacity) {
            size_t cap = r->capacity ? r->capacity : 4096;
            while (cap < r->length + n) cap *= 2;
            if (cap > server->max_body) cap = server->max_body;
            uint8_t *b = realloc(r->body, cap);
            if (!b) return MHD_NO;
            r->body = b;
            r->capacity = cap;
        }
        memcpy(r->body + r->length, upload_data, n);
        r->length += n;
        return MHD_YES;
    }
    pthread_mutex_lock(&r->lock);
    int state = r->state;
    pthread_mutex_unlock(&r->lock);
    if (state == READING) {
        char *query = NULL;
        mhd.get_connection_values(connection, MHD_GET_ARGUMENT_KIND, gather, &query);
        mockup_http_request_info info = {
            .method = method, .url = url, .query = query ? query : "", .host = header(connection, "Host"),
            .origin = header(connection, "Origin"), .content_type = header(connection, "Content-Type"),
            .body = r->body, .body_length = r->length, .body_too_large = r->too_large,
        };
        pthread_mutex_lock(&r->lock);
        r->state = WAITING;
        pthread_mutex_unlock(&r->lock);
        mhd.suspend_connection(connection);
        server->handler(server->context, r, &info);
        free(query);
        return MHD_YES;
    }
    if (state == READY) {
        struct MHD_Response *response =
            mhd.create_response_from_buffer(r->answer_length, r->answer, MHD_RESPMEM_MUST_COPY);
        if (!response) return MHD_NO;
        if (r->content_type) mhd.add_response_header(response, "Content-Type", r->content_type);
        for (size_t i = 0; i < r->header_count; i++) mhd.add_response_header(response, r->names[i], r->values[i]);
        enum MHD_Result ok = mhd.queue_response(connection, r->status, response);
        mhd.destroy_response(response);
        r->state = SENT;
        return ok;
    }
    return MHD_YES;
}

static void completed(void *cls, struct MHD_Connection *connection, void **con_cls,
                      enum MHD_RequestTerminationCode toe) {
    (void)cls; (void)connection; (void)toe;
    struct mockup_http_request *r = *con_cls;
    if (!r) return;
    pthread_mutex_lock(&r->lock);
    int waiting = r->state == WAITING;
    pthread_mutex_unlock(&r->lock);
    /* A request still waiting for its answer is freed by mockup_http_respond. */
    if (waiting) {
        pthread_mutex_lock(&r->lock);
        r->connection = NULL;
        pthread_mutex_unlock(&r->lock);
    } else {
        free_request(r);
    }
    *con_cls = NULL;
}

static char *copy(const char *s) {
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (c) memcpy(c, s, n);
    return c;
}

void mockup_http_respond(mockup_http_request *r, unsigned status, const char *content_type, const uint8_t *body,
                         size_t length, const char *const *names, const char *const *values, size_t count) {
    pthread_mutex_lock(&r->lock);
    if (!r->connection) {
        /* The client went away while it waited: nothing to send. */
        pthread_mutex_unlock(&r->lock);
        free_request(r);
        return;
    }
    r->status = status;
    r->content_type = content_type ? copy(content_type) : NULL;
    r->answer = malloc(length ? length : 1);
    if (r->answer && length) memcpy(r->answer, body, length);
    r->answer_length = r->answer ? length : 0;
    r->names = calloc(count ? count : 1, sizeof(char *));
    r->values = calloc(count ? count : 1, sizeof(char *));
    for (size_t i = 0; r->names && r->values && i < count; i++) {
        r->names[i] = copy(names[i]);
        r->values[i] = copy(values[i]);
        r->header_count = i + 1;
    }
    r->state = READY;
    struct MHD_Connection *c = r->connection;
    pthread_mutex_unlock(&r->lock);
    mhd.resume_connection(c);
}

mockup_http_server *mockup_http_start(const char *host, uint16_t port, unsigned connection_limit,
                                      unsigned timeout_seconds, size_t max_body, mockup_http_handler handler,
                                      void *context, char *error, size_t error_size) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    const struct sockaddr *address;
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_AUTO;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, host, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        address = (const struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, host, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        address = (const struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        snprintf(error, error_size, "'%s' is not an IPv4 or IPv6 address", host);
        return NULL;
    }
    pthread_once(&mhd_once, mhd_open);
    if (mhd_failure[0]) {
        snprintf(error, error_size, "%s", mhd_failure);
        return NULL;
    }
    mockup_http_server *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    s->handler = handler;
    s->context = context;
    s->max_body = max_body;
    s->daemon = mhd.start_daemon(flags, port, NULL, NULL, access_handler, s, MHD_OPTION_SOCK_ADDR, address,
                                 MHD_OPTION_CONNECTION_LIMIT, connection_limit, MHD_OPTION_CONNECTION_TIMEOUT,
                                 timeout_seconds, MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
                                 MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)65536, MHD_OPTION_UNESCAPE_CALLBACK,
                                 keep_escapes, NULL, MHD_OPTION_END);
    if (!s->daemon) {
        snprintf(error, error_size, "cannot listen on %s port %u (in use, or not an address of this machine)", host,
                 (unsigned)port);
        free(s);
        return NULL;
    }
    return s;
}

uint16_t mockup_http_port(mockup_http_server *s) {
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(s->daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

void mockup_http_quiesce(mockup_http_server *s) { mhd.quiesce_daemon(s->daemon); }

unsigned mockup_http_connections(mockup_http_server *s) {
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(s->daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info ? info->num_connections : 0;
}

void mockup_http_stop(mockup_http_server *s) {
    mhd.stop_daemon(s->daemon);
    free(s);
}

int mockup_zlib_inflate(const uint8_t *in, size_t in_length, uint8_t *out, size_t capacity, size_t *length) {
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    if (!d) return -1;
    enum libdeflate_result r = libdeflate_zlib_decompress(d, in, in_length, out, capacity, length);
    libdeflate_free_decompressor(d);
    if (r == LIBDEFLATE_SUCCESS) return 0;
    return r == LIBDEFLATE_INSUFFICIENT_SPACE ? 1 : -1;
}
