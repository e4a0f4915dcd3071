/* The live state of one UI (see state.h): opening the session, running the
 * editor's prompt, collecting the worker's result. */
#include "live/state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void live_derived_free(live_derived *d); /* derive.c */

double live_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void live_state_init(live_state *ls)
{
	memset(ls, 0, sizeof *ls);
	live_job_init(&ls->job);
	ls->intro_task.ls = ls;
	ls->bank_task.ls = ls;
	ls->open_task.ls = ls;
	atomic_init(&ls->open_made, false);
	ls->threads = 1; /* print and tests are then reproducible */
	ls->prec = FWD_F32;
	ls->ed.hist_pos = -1;
	ls->d.rp_layer = -1;
}

void live_state_configure(live_state *ls, const char *model_path, const char *prompt, int threads,
			  fwd_precision prec, bool async)
{
	free(ls->model_path);
	free(ls->first_prompt);
	ls->model_path = model_path ? xstrdup(model_path) : NULL;
	ls->first_prompt = prompt ? xstrdup(prompt) : NULL;
	ls->threads = threads;
	ls->prec = prec;
	ls->async = async;
}

static const char *first_prompt(const live_state *ls)
{
	return ls->first_prompt ? ls->first_prompt : ls->ex_prompt ? ls->ex_prompt : live_default_prompt;
}

/* The session was opened (by the open job, or now): what the UI adds. */
static void opened(live_state *ls)
{
	ls->ok = true;
	ls->s.job = &ls->job;
	if (ls->ex_prompt)
		ls->s.example_prompt = ls->ex_prompt;
	for (int p = 0; p < LIVE_BANK_N; p++)
		if (ls->ex_bank[p])
			ls->s.bank_prompts[p] = ls->ex_bank[p];
	live_facts(&ls->s, &ls->mf);
	led_set(&ls->ed, first_prompt(ls));
}

bool live_state_open(live_state *ls)
{
	if (ls->tried)
		return ls->ok;
	ls->tried = true;
	if (live_open(&ls->s, ls->model_path, ls->threads, ls->prec, &ls->err) != 0)
		return false;
	opened(ls);
	return true;
}

/* The open job: load the model, prepare its panels, read its tokenizer
 * (the UI reads nothing of s until done has set ok). */
static int open_job(void *arg, const atomic_int *cancel, errbuf *e)
{
	live_state *ls = ((live_task *)arg)->ls;
	(void)cancel; /* a load is not stopped midway; live_state_free closes what it made */
	if (live_open(&ls->s, ls->model_path, ls->threads, ls->prec, e) != 0)
		return -1;
	atomic_store(&ls->open_made, true);
	return 0;
}

static void open_done(void *arg, int rc, const errbuf *e)
{
	live_state *ls = ((live_task *)arg)->ls;
	ls->opening = false;
	if (rc != 0) {
		ls->err = *e;
		ls->first_wanted = false;
		return;
	}
	opened(ls);
}

bool live_state_begin_open(live_state *ls)
{
	if (ls->tried)
		return ls->ok;
	ls->tried = true;
	ls->opening = true;
	if (!live_job_start(&ls->job, open_job, open_done, &ls->open_task, ls->async)) {
		/* the queue is full (it never is this early): try again later */
		ls->tried = false;
		ls->opening = false;
	}
	return ls->ok;
}

bool live_state_running(const live_state *ls)
{
	return ls->ok && atomic_load(&ls->s.state) == LIVE_RUNNING;
}

const live_run *live_state_run_shown(const live_state *ls)
{
	return ls->ok ? ls->s.run : NULL;
}

static void after_run(live_state *ls)
{
	live_history_add(&ls->s, ls->s.run->text);
	ls->msg[0] = 0;
	ls->shown_at = live_now_ms();
}

/* Run text now, on this thread. */
static void run_sync(live_state *ls, const char *text)
{
	live_run *r = NULL;
	errbuf e;
	if (live_run_text(&ls->s, text, &r, &e) != 0) {
		snprintf(ls->msg, sizeof ls->msg, "%s", e.msg);
	} else if (live_install(&ls->s, r, &e) != 0) {
		live_run_free(r);
		snprintf(ls->msg, sizeof ls->msg, "%s", e.msg);
	} else {
		after_run(ls);
	}
}

static void run_text(live_state *ls, const char *text)
{
	ls->msg[0] = 0;
	if (!ls->async) {
		run_sync(ls, text);
		return;
	}
	errbuf e;
	if (live_start(&ls->s, text, &e) != 0)
		snprintf(ls->msg, sizeof ls->msg, "%s", e.msg);
}

bool live_state_ensure(live_state *ls)
{
	if (!live_state_begin_open(ls)) {
		ls->first_wanted = ls->opening;
		return false;
	}
	ls->first_wanted = false;
	live_state_poll(ls);
	if (!ls->s.run && atomic_load(&ls->s.state) == LIVE_IDLE && !ls->msg[0])
		run_text(ls, first_prompt(ls));
	return true;
}

bool live_state_pump(live_state *ls)
{
	return live_job_poll(&ls->job);
}

bool live_state_poll(live_state *ls)
{
	live_state_pump(ls);
	if (!ls->ok)
		return false;
	if (ls->first_wanted)
		live_state_ensure(ls); /* the session has just opened: its first prompt */
	errbuf e;
	int st = live_poll(&ls->s, &e);
	if (st == LIVE_RUNNING || st == LIVE_IDLE)
		return false;
	if (st == LIVE_DONE)
		after_run(ls);
	else
		snprintf(ls->msg, sizeof ls->msg, "%s", e.msg);
	return true;
}

void live_state_run(live_state *ls)
{
	if (!live_state_open(ls) || live_state_running(ls))
		return;
	char text[LIVE_TEXT_MAX + 1];
	snprintf(text, sizeof text, "%s", ls->ed.buf);
	run_text(ls, text);
}

const live_run *live_state_intro(const live_state *ls)
{
	if (!ls->ok)
		return NULL;
	if (ls->s.run && strcmp(ls->s.run->text, ls->s.example_prompt) == 0)
		return ls->s.run;
	return ls->intro;
}

/* The intro job: the example prompt, run off the UI thread. */
static int intro_job(void *arg, const atomic_int *cancel, errbuf *e)
{
	live_state *ls = ((live_task *)arg)->ls;
	return live_run_text_cancel(&ls->s, ls->s.example_prompt, cancel, &ls->intro_pending, e);
}

static void intro_done(void *arg, int rc, const errbuf *e)
{
	live_state *ls = ((live_task *)arg)->ls;
	ls->intro_task.asked = false;
	if (rc != 0) {
		ls->intro_pending = NULL; /* nothing was made */
		ls->intro_task.failed = true;
		return;
	}
	live_run_free(ls->intro);
	ls->intro = ls->intro_pending;
	ls->intro_pending = NULL;
}

void live_state_want_intro(live_state *ls)
{
	if (!ls->ok || ls->intro || ls->intro_task.asked || ls->intro_task.failed)
		return;
	/* the session's own pass on the example prompt serves (done or coming) */
	const live_run *r = ls->s.run ? ls->s.run : NULL;
	if (live_state_running(ls) && ls->s.pending)
		r = ls->s.pending;
	if (r && strcmp(r->text, ls->s.example_prompt) == 0)
		return;
	ls->intro_task.asked = live_job_start(&ls->job, intro_job, intro_done, &ls->intro_task, ls->async) &&
			       live_job_has(&ls->job, &ls->intro_task);
}

const live_bank *live_state_bank(const live_state *ls)
{
	return ls->ok && ls->s.bank_ok ? &ls->s.bank : NULL;
}

/* The bank job: three prompts run off the UI thread, into bank_pending. */
static int bank_job(void *arg, const atomic_int *cancel, errbuf *e)
{
	live_state *ls = ((live_task *)arg)->ls;
	(void)cancel;
	return live_bank_compute(&ls->s, ls->s.bank_prompts, &ls->bank_pending, e);
}

static void bank_done(void *arg, int rc, const errbuf *e)
{
	live_state *ls = ((live_task *)arg)->ls;
	ls->bank_task.asked = false;
	ls->bank_tried = true;
	if (rc != 0) {
		ls->bank_err = *e;
		return; /* live_bank_compute freed what it had made */
	}
	/* a question's answer may have computed it meanwhile (quiz_live_fill):
	 * the first one stays, its strings in use */
	if (ls->s.bank_ok) {
		live_bank_free(&ls->bank_pending);
		return;
	}
	ls->s.bank = ls->bank_pending;
	memset(&ls->bank_pending, 0, sizeof ls->bank_pending);
	ls->s.bank_ok = true;
}

void live_state_want_bank(live_state *ls)
{
	if (!ls->ok || ls->s.bank_ok || ls->bank_tried || ls->bank_task.asked)
		return;
	ls->bank_task.asked = live_job_start(&ls->job, bank_job, bank_done, &ls->bank_task, ls->async) &&
			      live_job_has(&ls->job, &ls->bank_task);
}

int live_state_timeout_ms(const live_state *ls, bool motion)
{
	if (live_job_busy(&ls->job) || (ls->ok && atomic_load(&ls->s.state) != LIVE_IDLE))
		return 50;
	if (!ls->ok)
		return -1;
	if (motion && ls->s.run && live_now_ms() - ls->shown_at < 900)
		return 60;
	return -1;
}

void live_state_free(live_state *ls)
{
	live_job_cancel(&ls->job, NULL); /* every job under way or waiting, dropped */
	if (!ls->ok && atomic_load(&ls->open_made))
		opened(ls); /* the open job finished, its done dropped: closed below */
	live_run_free(ls->intro_pending);
	live_bank_free(&ls->bank_pending);
	live_run_free(ls->intro);
	live_derived_free(&ls->d);
	if (ls->ok)
		live_close(&ls->s);
	free(ls->model_path);
	free(ls->first_prompt);
	live_state_init(ls);
}

int live_full_layer_near(const live_session *s, int L)
{
	const model_config *c = &s->m.cfg;
	for (int d = 0; d < c->num_layers; d++) {
		if (L - d >= 0 && L - d < c->num_layers && !c->layer_is_linear[L - d])
			return L - d;
		if (L + d >= 0 && L + d < c->num_layers && !c->layer_is_linear[L + d])
			return L + d;
	}
	return -1;
}
