/* Persistent worker threads: each waits for a new "generation" of work, then
 * takes task numbers from a shared atomic counter until none are left. */
#include "model/threads.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "util/error.h"

#define POOL_MAX 64

static pthread_mutex_t run_lock = PTHREAD_MUTEX_INITIALIZER; /* one forward at a time */
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static pthread_t workers[POOL_MAX];
static int nworkers;  /* threads besides the caller */
static long generation;
static int quitting;
static int busy;      /* workers still inside the current generation */
static pool_fn cur_fn;
static void *cur_arg;
static int cur_ntasks;
static atomic_int next_task;
static void take_tasks(pool_fn fn, void *arg, int ntasks)
{
	for (;;) {
		int t = atomic_fetch_add(&next_task, 1);
		if (t >= ntasks)
			return;
		fn(arg, t);
	}
}

static void *worker_main(void *unused)
{
	long seen = 0;
	pthread_mutex_lock(&mu);
	for (;;) {
		while (generation == seen && !quitting)
			pthread_cond_wait(&work_cv, &mu);
		if (quitting)
			break;
		seen = generation;
		pool_fn fn = cur_fn;
		void *arg = cur_arg;
		int ntasks = cur_ntasks;
		pthread_mutex_unlock(&mu);
		take_tasks(fn, arg, ntasks);
		pthread_mutex_lock(&mu);
		if (--busy == 0)
			pthread_cond_signal(&done_cv);
	}
	pthread_mutex_unlock(&mu);
	return NULL;
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
	atomic_store(&next_task, 0);
	busy = nworkers;
	generation++;
	pthread_cond_broadcast(&work_cv);
	pthread_mutex_unlock(&mu);
	take_tasks(fn, arg, ntasks);
	pthread_mutex_lock(&mu);
	while (busy > 0)
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
