/* The stand-in library's functions (probe_library.c), called through lazy stubs. */
#ifndef PROBE_H
#define PROBE_H

typedef struct {
    double v[5]; /* returned in memory: the caller's hidden pointer comes in %rdi */
} probe_big;

double probe_mixed(int a, double x, long b, double y, const char *p, double z, int c, long d, double w, double v,
                   double u, double t, double s, int e);
double probe_variadic(int n, ...);
probe_big probe_struct(int a, double x);
long probe_stack(long a, long b, long c, long d, long e, long f, long g, long h);

#endif
