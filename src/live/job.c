/* The job runner (job.h). */
#include "live/job.h"

#include <string.h>

void live_job_init(live_job *j)
{
	memset(j, 0, sizeof *j);
	atomic_init(&j->state, JOB_IDLE);
	atomic_init(&j->cancel, 0);
}

static void *worker(void *p)
{
	live_job *j = p;
	j->rc = j->fn(j->arg, &j->cancel, &j->err);
	atomic_store(&j->state, JOB_DONE); /* publishes rc, err and arg's result */
	return NULL;
}

static void join(live_job *j)
{
	if (j->th_started) {
		pthread_join(j->th, NULL);
		j->th_started = false;
	}
}

bool live_job_start(live_job *j, live_job_fn fn, void *arg, bool async)
{
	if (atomic_load(&j->state) != JOB_IDLE)
		return false;
	join(j);
	j->fn = fn;
	j->arg = arg;
	j->rc = 0;
	j->err.msg[0] = 0;
	atomic_store(&j->cancel, 0);
	atomic_store(&j->state, JOB_RUNNING);
	if (async && pthread_create(&j->th, NULL, worker, j) == 0) {
		j->th_started = true;
		return true;
	}
	worker(j); /* not async, or no thread to be had: run it here */
	return true;
}

bool live_job_collect(live_job *j)
{
	if (atomic_load(&j->state) != JOB_DONE)
		return false;
	join(j);
	atomic_store(&j->state, JOB_IDLE);
	return true;
}

bool live_job_busy(const live_job *j)
{
	return atomic_load(&j->state) != JOB_IDLE;
}

void live_job_cancel(live_job *j)
{
	atomic_store(&j->cancel, 1);
	join(j);
	atomic_store(&j->state, JOB_IDLE);
}
