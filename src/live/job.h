/* One piece of model work off the UI thread: a worker pthread runs one
 * function at a time, which may be cancelled; the UI polls for the end.
 * Without async the function runs inside live_job_start, so a headless key
 * script sees its result on the very next screen (deterministic output).
 *
 *     live_job j;
 *     live_job_init(&j);
 *     live_job_start(&j, fn, arg, async);   fn(arg, &j.cancel, &j.err)
 *     ... each frame: if (live_job_collect(&j)) use j.rc, j.err, arg's result
 *     live_job_cancel(&j);                  stop and join (also in free)
 *
 * The function gets the cancel flag to pass on as fwd_options.cancel; its
 * inputs and outputs live in arg, which the caller leaves alone until the
 * job is collected. No curses. */
#ifndef ATTN_LIVE_JOB_H
#define ATTN_LIVE_JOB_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "util/error.h"

typedef int (*live_job_fn)(void *arg, const atomic_int *cancel, errbuf *e);

enum { JOB_IDLE, JOB_RUNNING, JOB_DONE };

typedef struct live_job {
	pthread_t th;
	bool th_started;
	atomic_int state;  /* JOB_IDLE, JOB_RUNNING, JOB_DONE (finished, not collected) */
	atomic_int cancel;
	live_job_fn fn;
	void *arg;
	int rc;            /* the function's return value, once collected */
	errbuf err;
} live_job;

void live_job_init(live_job *j);
/* Start fn(arg) (on the worker when async, else here and now). Returns
 * false when a job is still running or not yet collected. */
bool live_job_start(live_job *j, live_job_fn fn, void *arg, bool async);
/* True once when a started job has finished (j->rc and j->err hold its
 * outcome); the job is idle again after it. */
bool live_job_collect(live_job *j);
/* Is a job running or waiting to be collected? */
bool live_job_busy(const live_job *j);
/* Ask the running job to stop and wait for it; the job is idle after it
 * (its outcome dropped). */
void live_job_cancel(live_job *j);

#endif
