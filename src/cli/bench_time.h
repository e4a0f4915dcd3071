/* The clocks and the median every `bench` measurement uses. */
#ifndef ATTN_CLI_BENCH_TIME_H
#define ATTN_CLI_BENCH_TIME_H

/* Seconds on the monotonic clock. */
double bench_wall(void);
/* CPU seconds of the whole process (every thread, user and system), which
 * do not depend on what else the machine is running. */
double bench_cpu(void);
/* The median of v[0..n-1] (n >= 1); sorts v. */
double bench_median(double *v, int n);

#endif
