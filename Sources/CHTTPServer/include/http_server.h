#ifndef MOCKUP_HTTP_SERVER_H
#define MOCKUP_HTTP_SERVER_H

#include <stddef.h>
#include <stdint.h>

/* A small C face over libmicrohttpd for `mockup serve`: MHD's poll thread reads every
 * request whole (body bounded) and writes every response; the handler is called once
 * per request with the connection suspended, and answers later, from any thread, with
 * mockup_http_respond. So slow clients occupy only a connection slot, never a worker. */

typedef struct mockup_http_server mockup_http_server;
typedef struct mockup_http_request mockup_http_request;

/* One request, read whole. `body_too_large` is set (and the body dropped) when it was
 * longer than the server's max_body. Strings are NUL-terminated, valid until respond. */
typedef struct {
    const char *method;
    const char *url;          /* the path as sent (not percent-decoded), without the query */
    const char *query;        /* the query string as sent ("" when none) */
    const char *host;         /* Host header, or "" */
    const char *origin;       /* Origin header, or "" */
    const char *content_type; /* Content-Type header, or "" */
    const uint8_t *body;
    size_t body_length;
    int body_too_large;
} mockup_http_request_info;

typedef void (*mockup_http_handler)(void *context, mockup_http_request *request, const mockup_http_request_info *info);

/* Starts listening on host:port (IPv4 or IPv6 literal; port 0 picks a free one).
 * NULL with `error` filled when it cannot. */
mockup_http_server *mockup_http_start(const char *host, uint16_t port, unsigned connection_limit,
                                      unsigned timeout_seconds, size_t max_body, mockup_http_handler handler,
                                      void *context, char *error, size_t error_size);

/* The port listened on. */
uint16_t mockup_http_port(mockup_http_server *server);

/* The first value of header `name` of `request` ("" when absent) and in `count` how
 * many times it was sent; only while the handler runs. */
const char *mockup_http_header(mockup_http_request *request, const char *name, unsigned *count);

/* Answers `request` (copying everything); from any thread, exactly once. Header
 * names and values are parallel arrays of `header_count`. */
void mockup_http_respond(mockup_http_request *request, unsigned status, const char *content_type,
                         const uint8_t *body, size_t length, const char *const *header_names,
                         const char *const *header_values, size_t header_count);

/* Stops accepting new connections; requests under way still finish. */
void mockup_http_quiesce(mockup_http_server *server);

/* Connections open now. */
unsigned mockup_http_connections(mockup_http_server *server);

/* Stops the server (after quiesce and the last answer) and frees it. */
void mockup_http_stop(mockup_http_server *server);

/* zlib-wrapped deflate data (Kroki's GET form) inflated into at most `capacity` bytes:
 * 0 and *length set; 1 when it would be larger; -1 when it is not valid data. */
int mockup_zlib_inflate(const uint8_t *in, size_t in_length, uint8_t *out, size_t capacity, size_t *length);

#endif
