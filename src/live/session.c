/* The live session: open a model, run prompts (here or on a worker thread),
 * keep the last run and the prompt history (see live.h). */
#include "live/live.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "kernels/panels.h"
#include "live/capture_derive.h"
#include "loader/arch.h"
#include "util/datadir.h"
#include "util/strbuf.h"

const double live_temps[LIVE_NTEMPS] = {0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0};
const char *const live_default_prompt = "The cat sat on the";

int live_open(live_session *s, const char *path, int threads, fwd_precision prec, errbuf *e)
{
	memset(s, 0, sizeof *s);
	fwd_guard_note(); /* loading and preparing a model is model work */
	char dir[4096];
	if (!path) {
		if (datadir_find("models/embedded", dir, sizeof dir, e) != 0) {
			char why[sizeof e->msg];
			snprintf(why, sizeof why, "%s", e->msg);
			return errf(e, "%s (give a model with --model DIR)", why);
		}
		path = dir;
	}
	if (model_load(&s->m, path, e) != 0)
		return -1;
	model_panels_prepare(&s->m);
	s->tok = tok_load(s->m.dir, e);
	if (!s->tok) {
		model_free(&s->m);
		return -1;
	}
	if (threads < 1) {
		/* automatic: a miniature model runs fastest on one thread (waking
		 * others costs more than its matrices); a big one uses the cores */
		const model_config *c = &s->m.cfg;
		double work = 12.0 * c->hidden_size * c->hidden_size * c->num_layers;
		long n = sysconf(_SC_NPROCESSORS_ONLN);
		threads = work < 5e7 ? 1 : n < 1 ? 1 : n > 8 ? 8 : (int)n;
	}
	s->threads = threads;
	s->prec = prec;
	s->example_prompt = live_default_prompt;
	for (int p = 0; p < LIVE_BANK_N; p++)
		s->bank_prompts[p] = live_bank_prompts[p];
	s->capture = xcalloc((size_t)s->m.cfg.num_layers, sizeof *s->capture);
	for (int i = 0; i < s->m.cfg.num_layers; i++)
		s->capture[i] = true;
	const char *delay = getenv("ATTNSTEP_TEST_LAYER_DELAY_MS");
	s->delay_ms = delay ? atoi(delay) : 0;
	if (s->delay_ms < 0 || s->delay_ms > 10000)
		s->delay_ms = 0;
	if (s->delay_ms > 0) { /* and opening takes four layers' time */
		long ms = 4L * s->delay_ms;
		struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
		nanosleep(&ts, NULL);
	}
	atomic_init(&s->state, LIVE_IDLE);
	atomic_init(&s->progress, 0);
	atomic_init(&s->progress_of, 1);
	return 0;
}

void live_close(live_session *s)
{
	if (s->job)
		live_job_cancel(s->job, s); /* a pass under way or queued: stopped, dropped */
	live_run_free(s->pending);
	live_head_stats_free(&s->pending_stats);
	live_run_free(s->run);
	live_head_stats_free(&s->stats);
	if (s->induct_ok)
		fwd_result_free(&s->induct);
	live_bank_free(&s->bank);
	for (int i = 0; i < s->nhist; i++)
		free(s->hist[i]);
	free(s->capture);
	tok_free(s->tok);
	model_free(&s->m);
	memset(s, 0, sizeof *s);
}

void live_facts(const live_session *s, model_facts *mf)
{
	const model_config *c = &s->m.cfg;
	memset(mf, 0, sizeof *mf);
	snprintf(mf->name, sizeof mf->name, "%s", s->m.name ? s->m.name : "model");
	mf->hidden_size = c->hidden_size;
	mf->num_layers = c->num_layers < MODEL_FACTS_MAX_LAYERS ? c->num_layers
								 : MODEL_FACTS_MAX_LAYERS;
	for (int i = 0; i < mf->num_layers; i++)
		mf->is_full[i] = !c->layer_is_linear[i];
	mf->num_heads = c->num_heads;
	mf->num_kv_heads = c->num_kv_heads;
	mf->head_dim = c->head_dim;
	mf->vocab_size = c->vocab_size;
	mf->linear_heads = c->lin_v_heads;
	mf->linear_key_dim = c->lin_k_dim;
	mf->linear_value_dim = c->lin_v_dim;
	mf->max_positions = c->max_positions;
	/* what differs between families, for the lessons' placeholders */
	snprintf(mf->family, sizeof mf->family, "%s", c->arch ? c->arch->family : "");
	mf->learned_positions = c->pos == POS_LEARNED;
	mf->rotary_dim = c->pos == POS_ROPE ? c->rotary_dim : 0;
	mf->qk_norm = c->qk_norm;
	mf->norm = c->norm == NORM_LAYER ? FACTS_NORM_LAYER
		: c->norm == NORM_RMS_1P ? FACTS_NORM_RMS_1P : FACTS_NORM_RMS;
	mf->mlp_gelu = c->mlp == MLP_GELU_TANH;
}

/* A token as one line of display text: invalid UTF-8 as <E4 BD>, control
 * characters as visible symbols (a newline must not break a label). */
static char *token_label(const tokenizer *tok, int32_t id)
{
	size_t n = 0;
	const char *b = tok_decode_id(tok, id, &n);
	strbuf raw = {0}, out = {0};
	if (!b) {
		sb_printf(&out, "<%d>", (int)id);
		return sb_take(&out);
	}
	tok_escape_bytes(&raw, b, n);
	for (const char *p = sb_str(&raw); *p; p++) {
		unsigned char ch = (unsigned char)*p;
		if (ch == '\n')
			sb_puts(&out, "\xe2\x86\xb5"); /* ↵ */
		else if (ch == '\t')
			sb_puts(&out, "\xe2\x87\xa5"); /* ⇥ */
		else if (ch < 0x20 || ch == 0x7f)
			sb_printf(&out, "^%c", ch == 0x7f ? '?' : ch + '@');
		else
			sb_putc(&out, (char)ch);
	}
	sb_free(&raw);
	/* a token of spaces only would be invisible as a label */
	if (out.len > 0 && strspn(sb_str(&out), " ") == out.len) {
		size_t n = out.len;
		sb_free(&out);
		for (size_t i = 0; i < n; i++)
			sb_puts(&out, "\xe2\x90\xa3"); /* ␣ */
	}
	if (out.len == 0)
		sb_puts(&out, "\xe2\x88\x85"); /* ∅: a token that decodes to nothing */
	return sb_take(&out);
}

void live_token_text(const live_session *s, int32_t id, char *out, size_t outsz)
{
	char *l = token_label(s->tok, id);
	snprintf(out, outsz, "%s", l);
	free(l);
}

void live_run_free(live_run *r)
{
	if (!r)
		return;
	if (r->labels)
		for (int i = 0; i < r->T; i++)
			free(r->labels[i]);
	free(r->labels);
	free(r->ids);
	free(r->text);
	if (r->r.logits)
		fwd_result_free(&r->r);
	free(r);
}

/* Encode text into a new run (no pass yet). */
static live_run *run_prepare(live_session *s, const char *text, errbuf *e)
{
	size_t len = strlen(text);
	if (len == 0) {
		errf(e, "prompt: empty (type some text first)");
		return NULL;
	}
	if (len > LIVE_TEXT_MAX) {
		errf(e, "prompt: %zu bytes, more than %d", len, LIVE_TEXT_MAX);
		return NULL;
	}
	int32_t *ids = NULL;
	size_t n = 0;
	if (tok_encode_prompt(s->tok, text, len, &ids, &n, e) != 0)
		return NULL;
	if (n == 0) {
		free(ids);
		errf(e, "prompt: no tokens");
		return NULL;
	}
	for (size_t i = 0; i < n; i++)
		if (ids[i] < 0 || ids[i] >= s->m.cfg.vocab_size) {
			errf(e, "prompt: token id %d is outside the model's vocabulary (%d)",
			     (int)ids[i], s->m.cfg.vocab_size);
			free(ids);
			return NULL;
		}
	fwd_options o;
	fwd_options_init(&o);
	o.capture = s->capture;
	if (fwd_check_length(&s->m, (int)n, &o, e) != 0) {
		free(ids);
		return NULL;
	}
	static unsigned long serial;
	live_run *r = xcalloc(1, sizeof *r);
	r->serial = ++serial;
	r->text = xstrdup(text);
	r->T = (int)n;
	r->ids = ids;
	r->labels = xcalloc(n, sizeof *r->labels);
	for (size_t i = 0; i < n; i++)
		r->labels[i] = token_label(s->tok, ids[i]);
	return r;
}

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void on_progress(void *ctx, int layer, int num_layers)
{
	live_session *s = ctx;
	atomic_fetch_add(&s->progress, 1);
	/* test knob: ATTNSTEP_TEST_LAYER_DELAY_MS makes every layer slow, so
	 * that the tests can watch progress and cancel on a tiny model */
	if (s->delay_ms > 0) {
		struct timespec ts = {s->delay_ms / 1000, (long)(s->delay_ms % 1000) * 1000000L};
		nanosleep(&ts, NULL);
	}
}

/* The pass itself, on whichever thread. */
static int run_pass(live_session *s, live_run *r, const atomic_int *cancel, errbuf *e)
{
	fwd_options o;
	fwd_options_init(&o);
	o.threads = s->threads;
	o.precision = s->prec;
	o.capture = s->capture;
	o.cancel = cancel;
	o.progress = on_progress;
	o.progress_ctx = s;
	o.all_logits = true; /* every position's prediction (parallel-training) */
	double t0 = now_ms();
	int rc = fwd_run(&s->m, r->ids, r->T, &o, &r->r, e);
	r->ms = now_ms() - t0;
	if (rc != 0)
		return rc;
	live_capture_derive(&s->m.cfg, &r->r, s->threads);
	int32_t ids[LIVE_TOPK];
	float probs[LIVE_TOPK];
	r->top_n = fwd_top_k(r->r.logits, r->r.vocab, LIVE_TOPK, (int *)ids, probs);
	for (int i = 0; i < r->top_n; i++) {
		r->top_ids[i] = ids[i];
		r->top_logits[i] = r->r.logits[ids[i]];
	}
	return 0;
}

/* The repeated random sequence for the induction score, captured. */
static int induction_pass(live_session *s, const atomic_int *cancel, errbuf *e)
{
	if (s->induct_ok)
		return 0;
	if (!s->induct_tried) {
		s->induct_R = live_induction_ids(s, LIVE_INDUCT_R, s->induct_ids);
		s->induct_tried = true;
	}
	/* two distinct tokens at least, or there is nothing to copy */
	if (s->induct_R < 2)
		return 0;
	int R = s->induct_R;
	int iids[2 * LIVE_INDUCT_R];
	for (int i = 0; i < 2 * R; i++)
		iids[i] = s->induct_ids[i];
	fwd_options o;
	fwd_options_init(&o);
	o.threads = s->threads;
	o.precision = s->prec;
	o.capture = s->capture;
	o.cancel = cancel;
	o.progress = on_progress;
	o.progress_ctx = s;
	int rc = fwd_run(&s->m, iids, 2 * R, &o, &s->induct, e);
	if (rc == 0) {
		live_capture_derive(&s->m.cfg, &s->induct, s->threads);
		s->induct_ok = true;
	}
	return rc;
}

int live_run_text_cancel(live_session *s, const char *text, const atomic_int *cancel,
	live_run **out, errbuf *e)
{
	live_run *r = run_prepare(s, text, e);
	if (!r)
		return -1;
	int rc = run_pass(s, r, cancel, e);
	if (rc != 0) {
		live_run_free(r);
		return rc;
	}
	*out = r;
	return 0;
}

int live_run_text(live_session *s, const char *text, live_run **out, errbuf *e)
{
	return live_run_text_cancel(s, text, NULL, out, e);
}

/* Make r the last run with its statistics st (both taken over). */
static void install(live_session *s, live_run *r, live_head_stats *st)
{
	live_head_stats_free(&s->stats);
	s->stats = *st;
	memset(st, 0, sizeof *st);
	s->stats_ok = true;
	live_run_free(s->run);
	s->run = r;
}

int live_install(live_session *s, live_run *r, errbuf *e)
{
	if (!s->induct_ok && induction_pass(s, NULL, e) != 0)
		return -1;
	live_head_stats st;
	if (live_head_stats_compute(&s->m, r, s->induct_ok ? &s->induct : NULL, s->induct_R, &st, e) != 0)
		return -1;
	install(s, r, &st);
	return 0;
}

/* The job (job.h): the pass, the induction pass once per session, and the
 * head statistics of the new run, all off the UI thread. */
static int pass_job(void *arg, const atomic_int *cancel, errbuf *e)
{
	live_session *s = arg;
	live_run *r = s->pending;
	int rc = run_pass(s, r, cancel, e);
	if (rc == 0 && !s->induct_ok)
		rc = induction_pass(s, cancel, e);
	if (rc == 0)
		rc = live_head_stats_compute(&s->m, r, s->induct_ok ? &s->induct : NULL, s->induct_R,
			&s->pending_stats, e);
	return rc;
}

/* UI thread: the job's outcome, for live_poll. */
static void pass_done(void *arg, int rc, const errbuf *e)
{
	live_session *s = arg;
	s->werr = *e;
	atomic_store(&s->state, rc == 0 ? LIVE_DONE : rc == FWD_CANCELLED ? LIVE_CANCELLED : LIVE_FAILED);
}

int live_start(live_session *s, const char *text, errbuf *e)
{
	if (atomic_load(&s->state) != LIVE_IDLE)
		return errf(e, "a forward pass is already running (Esc cancels it)");
	if (!s->job)
		return errf(e, "no job runner for the pass");
	live_run *r = run_prepare(s, text, e);
	if (!r)
		return -1;
	s->pending = r;
	memset(&s->pending_stats, 0, sizeof s->pending_stats);
	atomic_store(&s->progress, 0);
	atomic_store(&s->progress_of, s->m.cfg.num_layers * (s->induct_ok || s->induct_tried ? 1 : 2));
	atomic_store(&s->state, LIVE_RUNNING);
	if (!live_job_start(s->job, pass_job, pass_done, s, true)) {
		atomic_store(&s->state, LIVE_IDLE);
		s->pending = NULL;
		live_run_free(r);
		return errf(e, "too much work is waiting: try again in a moment");
	}
	return 0;
}

int live_poll(live_session *s, errbuf *e)
{
	if (s->job)
		live_job_poll(s->job);
	int st = atomic_load(&s->state);
	if (st == LIVE_IDLE || st == LIVE_RUNNING)
		return st;
	live_run *r = s->pending;
	s->pending = NULL;
	atomic_store(&s->state, LIVE_IDLE);
	if (st == LIVE_DONE) {
		install(s, r, &s->pending_stats);
		return LIVE_DONE;
	}
	live_run_free(r);
	live_head_stats_free(&s->pending_stats);
	if (st == LIVE_FAILED)
		*e = s->werr;
	else
		errf(e, "cancelled");
	return st;
}

void live_cancel(live_session *s)
{
	if (s->job)
		live_job_stop(s->job, s);
}

double live_progress(const live_session *s)
{
	int of = atomic_load(&s->progress_of);
	int p = atomic_load(&s->progress);
	if (of < 1)
		return 0;
	double f = (double)p / of;
	return f > 1 ? 1 : f;
}

int live_top_probs(const live_run *r, double temp, int k, int32_t *ids, double *probs)
{
	if (!r || !r->r.logits || !(temp > 0))
		return 0;
	if (k > r->top_n)
		k = r->top_n;
	/* p_i = e^((l_i − max)/τ) / Σ_j e^((l_j − max)/τ); max is the top logit */
	double mx = r->top_logits[0], z = 0;
	for (int v = 0; v < r->r.vocab; v++)
		z += exp(((double)r->r.logits[v] - mx) / temp);
	for (int i = 0; i < k; i++) {
		ids[i] = r->top_ids[i];
		probs[i] = exp(((double)r->top_logits[i] - mx) / temp) / z;
	}
	return k;
}

void live_history_add(live_session *s, const char *text)
{
	if (!text || !text[0])
		return;
	if (s->nhist > 0 && strcmp(s->hist[s->nhist - 1], text) == 0)
		return;
	if (s->nhist == LIVE_HIST) {
		free(s->hist[0]);
		memmove(s->hist, s->hist + 1, (LIVE_HIST - 1) * sizeof s->hist[0]);
		s->nhist--;
	}
	s->hist[s->nhist++] = xstrdup(text);
}
