/* The one place model work runs off the UI thread: a job runner that runs
 * one function at a time on a worker pthread, keeps the jobs asked for
 * while one runs in a short queue, and hands each result back on the UI
 * thread. Without async a job runs inside live_job_start, result and all,
 * so a headless key script sees it on the very next screen (deterministic
 * output).
 *
 *     live_job j;
 *     live_job_init(&j);
 *     live_job_start(&j, fn, done, arg, async);  fn(arg, &cancel, &err) on the
 *                                                worker, then done(arg, rc, &err)
 *     each frame (UI thread): live_job_poll(&j); done runs here
 *     live_job_stop(&j, arg);     Esc: arg's job told to stop (done still comes)
 *     live_job_cancel(&j, arg);   stop, wait and drop arg's jobs (no done)
 *
 * fn gets the cancel flag to pass on as fwd_options.cancel; its inputs and
 * outputs live in arg, which the caller leaves alone until done has run.
 * done runs on the thread that polls (never on the worker), so it may
 * change what the views read; it must not start a job itself. arg also
 * names the job's owner (live_job_has, live_job_stop, live_job_cancel).
 * No curses. */
#ifndef ATTN_LIVE_JOB_H
#define ATTN_LIVE_JOB_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "util/error.h"

typedef int (*live_job_fn)(void *arg, const atomic_int *cancel, errbuf *e);
typedef void (*live_job_done_fn)(void *arg, int rc, const errbuf *e);

enum { JOB_IDLE, JOB_RUNNING, JOB_DONE };

#define LIVE_JOB_QUEUE 8 /* jobs waiting behind the running one */

typedef struct live_job_req {
	live_job_fn fn;
	live_job_done_fn done; /* may be NULL */
	void *arg;
	bool async;
} live_job_req;

typedef struct live_job {
	pthread_t th;
	bool th_started;
	atomic_int state;  /* JOB_IDLE, JOB_RUNNING, JOB_DONE (finished, done not yet run) */
	atomic_int cancel;
	live_job_req cur;  /* the running or finished job */
	int rc;            /* its function's return value */
	errbuf err;
	live_job_req queue[LIVE_JOB_QUEUE];
	int nq;
	unsigned long ended; /* done functions run so far (a UI re-asks for work when it changes) */
} live_job;

void live_job_init(live_job *j);
/* Run fn(arg): on the worker when async (now when idle, else after the
 * jobs before it), else here and now, done included. False when the queue
 * is full (nothing started). */
bool live_job_start(live_job *j, live_job_fn fn, live_job_done_fn done, void *arg, bool async);
/* UI thread, once a frame: a finished job's done runs here, then the next
 * queued job starts. True when a done ran. */
bool live_job_poll(live_job *j);
/* Is any job running, finished but not polled, or queued? */
bool live_job_busy(const live_job *j);
/* Is a job of arg running, finished but not polled, or queued? */
bool live_job_has(const live_job *j, const void *arg);
/* Is the running (not yet finished) job arg's? */
bool live_job_running(const live_job *j, const void *arg);
/* Has arg's job finished, its done waiting for the next poll? */
bool live_job_finished(const live_job *j, const void *arg);
/* arg's running job is told to stop (its done comes with the function's
 * return value, FWD_CANCELLED when it stopped midway); arg's queued jobs
 * are dropped, their done called now with FWD_CANCELLED. Returns at once. */
void live_job_stop(live_job *j, const void *arg);
/* arg's jobs dropped without their done: the running one told to stop and
 * waited for, the queued ones removed. arg NULL: every job. */
void live_job_cancel(live_job *j, const void *arg);

#endif
