/* Persistent worker threads: each waits for a new "generation" of work, then
 * takes task numbers from a shared atomic counter until none are left. */
#include "kernels/threads.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "util/error.h"

#define POOL_MAX 64

static pthread_mutex_t run_lock = PTHREAD_MUTEX_INITIALIZER; /* one forward at a time */
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static pthread_t workers[POOL_MAX];
static int nworkers;  /* threads besides the caller */
static atomic_long generation;
static int quitting;
static pool_fn cur_fn;
static void *cur_arg;
static int cur_ntasks;
/* The next task to hand out, with its generation: (generation << 32) | task.
 * A worker that wakes late holds an older generation and takes nothing, so
 * a call waits for the tasks to be done, not for every worker to wake up
 * (on a busy machine a worker can wait milliseconds for a CPU, and a
 * decoding step makes a hundred calls). */
static _Atomic uint64_t claim;
static atomic_int done_tasks;

/* How long a thread polls before it sleeps on a condition variable. A
 * forward pass makes a few hundred calls with short serial steps between
 * them; a worker woken through the kernel starts tens of microseconds late,
 * and the caller meanwhile takes the tasks that were meant for it. Polling
 * for a while keeps both threads busy through a pass and costs nothing
 * once the pass is over. */
#define SPIN_NS 300000L

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__)
	__asm__ volatile("yield");
#endif
}

static long now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000L + ts.tv_nsec;
}

/* Whether threads poll at all: only when every thread of the pool can have
 * a CPU of its own; with more threads than CPUs a polling thread would take
 * the CPU from one that has work. Set by pool_start before the workers
 * exist. */
static bool polling;

static bool new_generation(long seen)
{
	return atomic_load_explicit(&generation, memory_order_acquire) != seen;
}

static bool tasks_done(long ntasks)
{
	return atomic_load_explicit(&done_tasks, memory_order_acquire) >= ntasks;
}

/* Poll until ready(arg), for at most SPIN_NS; the caller then sleeps on
 * its condition variable if need be. */
static void poll_until(bool (*ready)(long), long arg)
{
	if (!polling)
		return;
	long start = now_ns();
	for (int i = 1; !ready(arg); i++) {
		cpu_relax();
		if ((i & 63) == 0 && now_ns() - start > SPIN_NS)
			return;
	}
}

static void take_tasks(uint32_t gen, pool_fn fn, void *arg, int ntasks)
{
	for (;;) {
		uint64_t v = atomic_load(&claim);
		do {
			if ((uint32_t)(v >> 32) != gen || (int)(uint32_t)v >= ntasks)
				return;
		} while (!atomic_compare_exchange_weak(&claim, &v, v + 1));
		fn(arg, (int)(uint32_t)v);
		if (atomic_fetch_add(&done_tasks, 1) + 1 == ntasks) {
			pthread_mutex_lock(&mu);
			pthread_cond_signal(&done_cv);
			pthread_mutex_unlock(&mu);
		}
	}
}

static void *worker_main(void *unused)
{
	(void)unused;
	long seen = 0;
	for (;;) {
		poll_until(new_generation, seen);
		pthread_mutex_lock(&mu);
		while (atomic_load(&generation) == seen && !quitting)
			pthread_cond_wait(&work_cv, &mu);
		if (quitting) {
			pthread_mutex_unlock(&mu);
			return NULL;
		}
		seen = atomic_load(&generation);
		pool_fn fn = cur_fn;
		void *arg = cur_arg;
		int ntasks = cur_ntasks;
		pthread_mutex_unlock(&mu);
		take_tasks((uint32_t)seen, fn, arg, ntasks);
	}
}

static void pool_stop(void)
{
	pthread_mutex_lock(&mu);
	quitting = 1;
	pthread_cond_broadcast(&work_cv);
	pthread_mutex_unlock(&mu);
	for (int i = 0; i < nworkers; i++)
		pthread_join(workers[i], NULL);
	nworkers = 0;
	quitting = 0;
}

static void pool_start(int n)
{
	polling = sysconf(_SC_NPROCESSORS_ONLN) >= n + 1;
	generation = 0;
	for (int i = 0; i < n; i++) {
		if (pthread_create(&workers[i], NULL, worker_main, NULL) != 0)
			break; /* fewer threads is still correct */
		nworkers = i + 1;
	}
}

void pool_lock(int nthreads)
{
	pthread_mutex_lock(&run_lock);
	if (nthreads < 1)
		nthreads = 1;
	if (nthreads > POOL_MAX + 1)
		nthreads = POOL_MAX + 1;
	if (nworkers != nthreads - 1) {
		pool_stop();
		pool_start(nthreads - 1);
	}
}

void pool_unlock(void)
{
	pthread_mutex_unlock(&run_lock);
}

int pool_size(void)
{
	return nworkers + 1;
}

void pool_run(pool_fn fn, void *arg, int ntasks)
{
	if (ntasks <= 0)
		return;
	if (nworkers == 0 || ntasks == 1) {
		for (int t = 0; t < ntasks; t++)
			fn(arg, t);
		return;
	}
	pthread_mutex_lock(&mu);
	cur_fn = fn;
	cur_arg = arg;
	cur_ntasks = ntasks;
	long gen = atomic_load(&generation) + 1;
	atomic_store(&done_tasks, 0);
	atomic_store(&claim, (uint64_t)(uint32_t)gen << 32);
	atomic_store(&generation, gen);
	pthread_cond_broadcast(&work_cv);
	pthread_mutex_unlock(&mu);
	take_tasks((uint32_t)gen, fn, arg, ntasks);
	poll_until(tasks_done, ntasks);
	pthread_mutex_lock(&mu);
	while (atomic_load(&done_tasks) < ntasks)
		pthread_cond_wait(&done_cv, &mu);
	pthread_mutex_unlock(&mu);
}

typedef struct range_job {
	pool_range_fn fn;
	void *arg;
	int n, parts;
} range_job;

static void range_task(void *arg, int task)
{
	const range_job *r = arg;
	int b = (int)((long)r->n * task / r->parts), e = (int)((long)r->n * (task + 1) / r->parts);
	if (b < e)
		r->fn(r->arg, b, e);
}

void pool_for(int n, pool_range_fn fn, void *arg)
{
	if (n <= 0)
		return;
	range_job r = { fn, arg, n, pool_size() < n ? pool_size() : n };
	pool_run(range_task, &r, r.parts);
}
