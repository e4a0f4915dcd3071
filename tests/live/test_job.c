/* The job runner (src/live/job.h): without async the function has run when
 * start returns; with async it runs on another thread, is collected once,
 * and a cancelled job stops at its next check and is dropped; a second
 * start while one runs is refused. */
#include <pthread.h>
#include <string.h>
#include <time.h>

#include "../core/check.h"
#include "live/job.h"

typedef struct {
	pthread_t caller;
	bool other_thread;
	int calls;
	atomic_int go;   /* the slow job waits for this (or a cancel) */
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

int main(void)
{
	live_job j;
	probe p;

	/* synchronous: done and collectable at once, on this thread */
	live_job_init(&j);
	memset(&p, 0, sizeof p);
	p.caller = pthread_self();
	CHECK(live_job_start(&j, quick, &p, false));
	CHECK(p.calls == 1 && !p.other_thread);
	CHECK(live_job_busy(&j));
	CHECK(live_job_collect(&j));
	CHECK(j.rc == 7 && strcmp(j.err.msg, "done") == 0);
	CHECK(!live_job_busy(&j));
	CHECK(!live_job_collect(&j)); /* once */

	/* async: another thread; refused while busy; collected once */
	memset(&p, 0, sizeof p);
	p.caller = pthread_self();
	atomic_init(&p.go, 0);
	CHECK(live_job_start(&j, slow, &p, true));
	CHECK(!live_job_start(&j, quick, &p, true)); /* one at a time */
	CHECK(!live_job_collect(&j));                /* still running */
	atomic_store(&p.go, 1);
	int waited = 0;
	while (!live_job_collect(&j) && waited++ < 5000)
		nap();
	CHECK(waited < 5000);
	CHECK(j.rc == 0 && p.calls == 1);
	CHECK(live_job_start(&j, quick, &p, true));
	waited = 0;
	while (!live_job_collect(&j) && waited++ < 5000)
		nap();
	CHECK(j.rc == 7 && p.other_thread);

	/* cancel: the running job sees the flag and stops; nothing to collect */
	memset(&p, 0, sizeof p);
	atomic_init(&p.go, 0);
	CHECK(live_job_start(&j, slow, &p, true));
	live_job_cancel(&j);
	CHECK(!live_job_busy(&j));
	CHECK(!live_job_collect(&j));
	CHECK(live_job_start(&j, quick, &p, false)); /* usable again */
	CHECK(live_job_collect(&j) && j.rc == 7);
	live_job_cancel(&j); /* idle: harmless */
	return check_exit();
}
