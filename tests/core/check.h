/* A minimal test harness: CHECK prints the failing condition with its line
 * and counts failures; a test program returns check_exit(). */
#ifndef ATTN_TESTS_CHECK_H
#define ATTN_TESTS_CHECK_H

#include <math.h>
#include <stdio.h>

static int check_failures;

#define CHECK(cond) do { \
	if (!(cond)) { \
		fprintf(stderr, "%s:%d: FAIL: %s\n", __FILE__, __LINE__, #cond); \
		check_failures++; \
	} \
} while (0)

/* |got − want| ≤ tol, with both values printed on failure */
#define CHECK_NEAR(got, want, tol) do { \
	double g_ = (got), w_ = (want); \
	if (!(fabs(g_ - w_) <= (tol))) { \
		fprintf(stderr, "%s:%d: FAIL: %s = %.9g, want %.9g (±%g)\n", \
			__FILE__, __LINE__, #got, g_, w_, (double)(tol)); \
		check_failures++; \
	} \
} while (0)

static inline int check_exit(void)
{
	if (check_failures)
		fprintf(stderr, "%d check(s) failed\n", check_failures);
	return check_failures ? 1 : 0;
}

#endif
