/* The job runner (src/live/job.h): without async a job and its done have
 * run when start returns, on the calling thread; with async the function
 * runs on another thread and its done on the thread that polls, once;
 * jobs asked for while one runs wait in order and start as the one before
 * is polled; stop hands a cancelled outcome back, cancel drops it. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "../core/check.h"
#include "engine/forward.h"
#include "live/job.h"

typedef struct {
	pthread_t caller;
	bool other_thread;
	int calls;
	atomic_int go;   /* the slow job waits for this (or a cancel) */
	int dones;       /* done calls */
	int last_rc;     /* the rc done was given */
	bool done_here;  /* done ran on the caller's thread */
	char msg[sizeof(errbuf)];
	int *order;      /* where done writes its id, in turn */
	int *norder;
	int id;
} probe;

static int quick(void *arg, const atomic_int *cancel, errbuf *e)
{
	probe *p = arg;
	(void)cancel;
	p->calls++;
	p->other_thread = !pthread_equal(pthread_self(), p->caller);
	errf(e, "%s", "done");
	return 7;
}

static void nap(void)
{
	struct timespec ts = {0, 1000000};
	nanosleep(&ts, NULL);
}

/* runs until go or a cancel: returns 1 when cancelled (as FWD_CANCELLED) */
static int slow(void *arg, const atomic_int *cancel, errbuf *e)
{
	probe *p = arg;
	(void)e;
	p->calls++;
	while (!atomic_load(&p->go))
		if (atomic_load(cancel))
			return 1;
		else
			nap();
	return 0;
}

static void done(void *arg, int rc, const errbuf *e)
{
	probe *p = arg;
	p->dones++;
	p->last_rc = rc;
	p->done_here = pthread_equal(pthread_self(), p->caller);
	snprintf(p->msg, sizeof p->msg, "%s", e->msg);
	if (p->order)
		p->order[(*p->norder)++] = p->id;
}

static probe fresh(void)
{
	probe p;
	memset(&p, 0, sizeof p);
	p.caller = pthread_self();
	atomic_init(&p.go, 0);
	return p;
}

/* poll until p's done has run (or about 5 s) */
static bool wait_done(live_job *j, probe *p, int dones)
{
	for (int k = 0; k < 5000 && p->dones < dones; k++) {
		live_job_poll(j);
		if (p->dones < dones)
			nap();
	}
	return p->dones >= dones;
}

int main(void)
{
	live_job j;

	/* synchronous: function and done at once, on this thread */
	live_job_init(&j);
	probe p = fresh();
	CHECK(live_job_start(&j, quick, done, &p, false));
	CHECK(p.calls == 1 && !p.other_thread);
	CHECK(p.dones == 1 && p.last_rc == 7 && p.done_here && strcmp(p.msg, "done") == 0);
	CHECK(!live_job_busy(&j));
	CHECK(!live_job_poll(&j)); /* nothing left to hand back */

	/* async: another thread; done once, on the polling thread */
	p = fresh();
	CHECK(live_job_start(&j, slow, done, &p, true));
	CHECK(live_job_busy(&j) && live_job_has(&j, &p) && live_job_running(&j, &p));
	CHECK(!live_job_poll(&j) && p.dones == 0); /* still running */
	atomic_store(&p.go, 1);
	CHECK(wait_done(&j, &p, 1));
	CHECK(p.dones == 1 && p.last_rc == 0 && p.done_here && p.calls == 1);
	CHECK(!live_job_busy(&j) && !live_job_has(&j, &p));
	CHECK(!live_job_poll(&j) && p.dones == 1); /* once */

	/* a job asked for while one runs waits, and runs after it, in order */
	int order[4], norder = 0;
	probe a = fresh(), b = fresh(), c = fresh();
	a.order = b.order = c.order = order;
	a.norder = b.norder = c.norder = &norder;
	a.id = 1, b.id = 2, c.id = 3;
	CHECK(live_job_start(&j, slow, done, &a, true));
	CHECK(live_job_start(&j, quick, done, &b, true));
	CHECK(live_job_start(&j, quick, done, &c, true));
	CHECK(b.calls == 0 && c.calls == 0); /* waiting */
	CHECK(live_job_has(&j, &b) && !live_job_running(&j, &b));
	atomic_store(&a.go, 1);
	CHECK(wait_done(&j, &c, 1));
	CHECK(norder == 3 && order[0] == 1 && order[1] == 2 && order[2] == 3);
	CHECK(b.other_thread && c.other_thread && b.last_rc == 7);
	CHECK(!live_job_busy(&j));

	/* the queue is bounded: a start past it is refused */
	probe q[LIVE_JOB_QUEUE + 2];
	for (int k = 0; k < LIVE_JOB_QUEUE + 2; k++)
		q[k] = fresh();
	CHECK(live_job_start(&j, slow, done, &q[0], true));
	for (int k = 1; k <= LIVE_JOB_QUEUE; k++)
		CHECK(live_job_start(&j, quick, done, &q[k], true));
	CHECK(!live_job_start(&j, quick, done, &q[LIVE_JOB_QUEUE + 1], true));
	live_job_cancel(&j, NULL); /* everything dropped, no done */
	CHECK(!live_job_busy(&j));
	for (int k = 0; k <= LIVE_JOB_QUEUE; k++)
		CHECK(q[k].dones == 0);

	/* stop: the running job sees the flag and stops; its done comes with
	 * its own rc (1 = FWD_CANCELLED here); a waiting job of the same owner
	 * gets done at once, FWD_CANCELLED, without running */
	a = fresh();
	b = fresh();
	CHECK(live_job_start(&j, slow, done, &a, true));
	CHECK(live_job_start(&j, quick, done, &b, true));
	live_job_stop(&j, &b);
	CHECK(b.dones == 1 && b.calls == 0 && b.last_rc == FWD_CANCELLED);
	live_job_stop(&j, &a);
	CHECK(wait_done(&j, &a, 1));
	CHECK(a.last_rc == 1);
	/* stop of another owner leaves the job alone */
	a = fresh();
	CHECK(live_job_start(&j, slow, done, &a, true));
	live_job_stop(&j, &b);
	CHECK(live_job_running(&j, &a));

	/* cancel: stopped, waited for, dropped (no done); usable again */
	live_job_cancel(&j, &a);
	CHECK(!live_job_busy(&j) && a.dones == 0);
	p = fresh();
	CHECK(live_job_start(&j, quick, done, &p, false));
	CHECK(p.dones == 1 && p.last_rc == 7);
	live_job_cancel(&j, NULL); /* idle: harmless */
	return check_exit();
}
