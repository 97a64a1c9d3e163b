/* A stand-in drawing library for registers.c: each function's result depends on every
 * argument, so an argument register the stubs' slow path lost shows. */
#include <stdarg.h>
#include <string.h>

#include "probe.h"

double probe_mixed(int a, double x, long b, double y, const char *p, double z, int c, long d, double w, double v,
                   double u, double t, double s, int e) {
    return a * 1.0 + x * 2 + b * 3.0 + y * 5 + (double)strlen(p) * 7 + z * 11 + c * 13.0 + d * 17.0 + w * 19 +
           v * 23 + u * 29 + t * 31 + s * 37 + e * 41.0;
}

double probe_variadic(int n, ...) {
    va_list list;
    va_start(list, n);
    double sum = 0;
    for (int i = 0; i < n; i++) sum += va_arg(list, double) * (i + 1);
    va_end(list);
    return sum;
}

probe_big probe_struct(int a, double x) {
    probe_big r = {{a, x, a * x, a + x, -x}};
    return r;
}

long probe_stack(long a, long b, long c, long d, long e, long f, long g, long h) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h;
}
