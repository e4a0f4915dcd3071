/* The thread pool: every task of every call runs exactly once, with the
 * call's own argument, and the call returns only after all of them, also
 * when tasks take very different times (so that a worker is still busy, or
 * still asleep, when the next call starts) and when the pool is rebuilt
 * with another thread count. */
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

#include "kernels/threads.h"

static int failures;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

enum { MAXT = 40 };

typedef struct call {
	int id;
	atomic_int hits[MAXT];
	atomic_int wrong; /* tasks that saw another call's argument */
} call;

static void pause_ns(long ns)
{
	struct timespec ts = { 0, ns };
	nanosleep(&ts, NULL);
}

static void task(void *arg, int t)
{
	call *c = arg;
	if (t < 0 || t >= MAXT) {
		atomic_fetch_add(&c->wrong, 1);
		return;
	}
	/* now and then a slow task, on whichever thread takes it */
	if ((c->id * 7 + t) % 23 == 0)
		pause_ns(20000);
	atomic_fetch_add(&c->hits[t], 1);
}

typedef struct range {
	atomic_int cover[MAXT];
} range;

static void range_fn(void *arg, int b, int e)
{
	range *r = arg;
	for (int i = b; i < e; i++)
		atomic_fetch_add(&r->cover[i], 1);
}

int main(void)
{
	static const int sizes[] = { 2, 4, 3 };
	int calls = 0;
	for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
		pool_lock(sizes[si]);
		CHECK(pool_size() == sizes[si], "pool of %d threads has %d", sizes[si], pool_size());
		for (int n = 0; n < 600; n++) {
			call c = { .id = n };
			int ntasks = 1 + (n * 13) % (MAXT - 1);
			pool_run(task, &c, ntasks);
			calls++;
			/* the counts are read right after the call returns: a task
			 * still running would show as 0 */
			for (int t = 0; t < MAXT; t++) {
				int h = atomic_load(&c.hits[t]);
				CHECK(h == (t < ntasks), "%d threads, call %d of %d tasks: task %d ran %d times",
					sizes[si], n, ntasks, t, h);
			}
			CHECK(atomic_load(&c.wrong) == 0, "call %d: a task number out of range", n);
			range r = { 0 };
			int len = n % MAXT;
			pool_for(len, range_fn, &r);
			for (int i = 0; i < MAXT; i++)
				CHECK(atomic_load(&r.cover[i]) == (i < len), "pool_for over %d: %d covered %d times",
					len, i, atomic_load(&r.cover[i]));
		}
		pool_unlock();
	}
	printf("%d calls\n", calls);
	return failures ? 1 : 0;
}
