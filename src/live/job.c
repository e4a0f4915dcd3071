/* The job runner (job.h). */
#include "live/job.h"

#include <string.h>

#include "engine/forward.h"

void live_job_init(live_job *j)
{
	memset(j, 0, sizeof *j);
	atomic_init(&j->state, JOB_IDLE);
	atomic_init(&j->cancel, 0);
}

static void *worker(void *p)
{
	live_job *j = p;
	j->rc = j->cur.fn(j->cur.arg, &j->cancel, &j->err);
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

/* Run the finished job's done and go idle. */
static bool finish(live_job *j)
{
	if (atomic_load(&j->state) != JOB_DONE)
		return false;
	join(j);
	live_job_req r = j->cur;
	errbuf e = j->err;
	int rc = j->rc;
	memset(&j->cur, 0, sizeof j->cur);
	atomic_store(&j->state, JOB_IDLE);
	j->ended++;
	if (r.done)
		r.done(r.arg, rc, &e);
	return true;
}

/* Start r now (the runner is idle). */
static void run(live_job *j, live_job_req r)
{
	j->cur = r;
	j->rc = 0;
	j->err.msg[0] = 0;
	atomic_store(&j->cancel, 0);
	atomic_store(&j->state, JOB_RUNNING);
	if (r.async && pthread_create(&j->th, NULL, worker, j) == 0) {
		j->th_started = true;
		return;
	}
	worker(j); /* not async, or no thread to be had: run it here */
	finish(j);
}

bool live_job_start(live_job *j, live_job_fn fn, live_job_done_fn done, void *arg, bool async)
{
	live_job_req r = {fn, done, arg, async};
	finish(j);
	if (atomic_load(&j->state) == JOB_IDLE && j->nq == 0) {
		run(j, r);
		return true;
	}
	if (j->nq == LIVE_JOB_QUEUE)
		return false;
	j->queue[j->nq++] = r;
	return true;
}

bool live_job_poll(live_job *j)
{
	bool ran = finish(j);
	while (atomic_load(&j->state) == JOB_IDLE && j->nq > 0) {
		live_job_req r = j->queue[0];
		memmove(j->queue, j->queue + 1, sizeof j->queue[0] * (size_t)--j->nq);
		run(j, r);
	}
	return ran;
}

bool live_job_busy(const live_job *j)
{
	return atomic_load(&j->state) != JOB_IDLE || j->nq > 0;
}

bool live_job_has(const live_job *j, const void *arg)
{
	if (atomic_load(&j->state) != JOB_IDLE && j->cur.arg == arg)
		return true;
	for (int k = 0; k < j->nq; k++)
		if (j->queue[k].arg == arg)
			return true;
	return false;
}

bool live_job_running(const live_job *j, const void *arg)
{
	return atomic_load(&j->state) == JOB_RUNNING && j->cur.arg == arg;
}

bool live_job_finished(const live_job *j, const void *arg)
{
	return atomic_load(&j->state) == JOB_DONE && j->cur.arg == arg;
}

/* Remove arg's queued jobs (all for NULL); with call, their done runs with
 * FWD_CANCELLED. */
static void drop_queued(live_job *j, const void *arg, bool call)
{
	int n = 0;
	live_job_req gone[LIVE_JOB_QUEUE];
	int ng = 0;
	for (int k = 0; k < j->nq; k++)
		if (!arg || j->queue[k].arg == arg)
			gone[ng++] = j->queue[k];
		else
			j->queue[n++] = j->queue[k];
	j->nq = n;
	if (!call)
		return;
	errbuf e;
	errf(&e, "%s", "cancelled");
	for (int k = 0; k < ng; k++) {
		j->ended++;
		if (gone[k].done)
			gone[k].done(gone[k].arg, FWD_CANCELLED, &e);
	}
}

void live_job_stop(live_job *j, const void *arg)
{
	if (live_job_running(j, arg))
		atomic_store(&j->cancel, 1);
	drop_queued(j, arg, true);
}

void live_job_cancel(live_job *j, const void *arg)
{
	drop_queued(j, arg, false);
	if (atomic_load(&j->state) == JOB_IDLE || (arg && j->cur.arg != arg))
		return;
	atomic_store(&j->cancel, 1);
	join(j);
	memset(&j->cur, 0, sizeof j->cur);
	atomic_store(&j->state, JOB_IDLE);
}
