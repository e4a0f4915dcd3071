/* Generation in the live views (gen.h). */
#include "live/gen.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "live/capture_derive.h"
#include "util/error.h"

const double live_gen_temps[LIVE_GEN_NTEMP] = { 0, 0.3, 0.7, 1.0, 1.5, 2.5 };
const int live_gen_topks[LIVE_GEN_NTOPK] = { 0, 1, 3, 10, 40 };
const double live_gen_topps[LIVE_GEN_NTOPP] = { 1.0, 0.95, 0.8, 0.5 };

void live_gen_init(live_gen *g)
{
	memset(g, 0, sizeof *g);
	g->temp_idx = 0; /* greedy until the reader turns the temperature up */
	g->seed = 1;
	g->m_layer = -1;
}

/* ---- the job ------------------------------------------------------------ */

/* The session's job runner (job.h) runs every pass of the generator; the
 * generator itself is the job's owner. */
static bool has_job(const live_gen *g)
{
	return g->runner && live_job_has(g->runner, g);
}

bool live_gen_busy(const live_gen *g)
{
	return has_job(g) && !live_job_finished(g->runner, g);
}

/* Test knob: every layer of a job takes delay_ms longer, so that a test can
 * stop a token midway on a tiny model. */
static void on_layer(void *ctx, int layer, int num_layers)
{
	const live_gen *g = ctx;
	if (g->delay_ms > 0) {
		struct timespec ts = {g->delay_ms / 1000, (long)(g->delay_ms % 1000) * 1000000L};
		nanosleep(&ts, NULL);
	}
}

/* The job itself, on the runner's worker (or here without async): fill the
 * cache when it was emptied (a new prompt, or a cancelled pass), then draw
 * a token from the logits and feed it, capturing its rows. Touches only
 * g->g and the job_ fields. */
static int job_run(void *arg, const atomic_int *cancel, errbuf *e)
{
	live_gen *g = arg;
	g->g.o.cancel = cancel;
	if (g->need_fill) {
		fwd_result r;
		g->g.o.capture = NULL; /* the prompt's rows are the run's, the new ones are kept */
		int rc = gen_prompt(&g->g, g->seq, g->T0 + g->n, &r, e);
		if (rc != 0)
			return rc;
		fwd_result_free(&r);
		g->need_fill = false;
	}
	if (!g->job_token)
		return 0;
	g->job_id = gen_pick(&g->g);
	if (g->job_id < 0)
		return errf(e, "generation: no logits to draw from");
	g->g.o.capture = g->job_capture; /* the new token's row in every layer */
	int rc = gen_feed(&g->g, g->job_id, &g->job_r, e);
	g->g.o.capture = NULL;
	if (rc == 0)
		live_capture_derive(&g->g.m->cfg, &g->job_r, g->g.o.threads);
	return rc;
}

static int job_state(int rc)
{
	return rc == 0 ? LIVE_GEN_DONE : rc == FWD_CANCELLED ? LIVE_GEN_CANCELLED : LIVE_GEN_FAILED;
}

/* What a finished job leaves: the new token into the lists, or a dropped
 * token (cancelled: its draw undone, the cache to be filled again), or the
 * error. Calling thread only. */
static void finish(live_gen *g, const live_session *s, int st)
{
	if (st == LIVE_GEN_CANCELLED) {
		g->g.s.rng = g->rng_before;
		g->need_fill = true; /* a pass stopped midway leaves an empty cache */
		g->stream_left = 0;
		fwd_result_free(&g->job_r);
		memset(&g->job_r, 0, sizeof g->job_r);
		return;
	}
	if (st == LIVE_GEN_FAILED) {
		g->err = g->job_err;
		g->ok = false;
		g->stream_left = 0;
		return;
	}
	if (!g->job_token)
		return;
	int id = g->job_id;
	g->ids[g->n] = id;
	g->seq[g->T0 + g->n] = id;
	g->prob[g->n] = g->g.prob;
	g->kept[g->n] = g->g.kept;
	g->step[g->n] = g->job_r;
	memset(&g->job_r, 0, sizeof g->job_r);
	char lab[128];
	live_token_text(s, id, lab, sizeof lab);
	g->labels[g->T0 + g->n] = xstrdup(lab);
	g->n++;
	if (g->stream_left > 0)
		g->stream_left--;
	if (gen_is_eot(&g->g, id)) {
		g->ended = true; /* the text ends with this token: nothing follows it */
		g->stream_left = 0;
	}
}

/* The runner hands the job's outcome back here, on the UI thread. */
static void job_done(void *arg, int rc, const errbuf *e)
{
	live_gen *g = arg;
	g->job_err = *e;
	finish(g, g->job_s, job_state(rc));
}

/* Wait for a job under way to end and drop what it made. */
static void abandon(live_gen *g)
{
	if (g->runner)
		live_job_cancel(g->runner, g);
	fwd_result_free(&g->job_r);
	memset(&g->job_r, 0, sizeof g->job_r);
}

static void start(live_gen *g, const live_session *s, bool token)
{
	g->job_token = token;
	if (token) {
		sample_params p;
		live_gen_params(g, &p);
		p.seed = g->g.s.rng; /* the random sequence goes on from where it is */
		gen_set_params(&g->g, &p);
		g->rng_before = g->g.s.rng;
	}
	g->g.o.progress = on_layer;
	g->g.o.progress_ctx = g;
	if (token)
		g->stopped = false; /* a new token: the stop was of the stream before */
	g->job_capture = s->capture;
	g->job_s = s;
	g->runner = s->job;
	if (g->runner) {
		/* a full queue starts nothing: the next tick asks again */
		live_job_start(g->runner, job_run, job_done, g, g->async);
		return;
	}
	/* a session without a runner (a test of the generator alone): here */
	errbuf e = {{0}};
	job_done(g, job_run(g, NULL, &e), &e);
}

bool live_gen_room(const live_gen *g)
{
	return g->ok && !g->ended && g->n < LIVE_GEN_MAX && g->T0 + g->n < fwd_cache_capacity(g->g.kv);
}

void live_gen_tick(live_gen *g, live_session *s)
{
	if (s->job)
		live_job_poll(s->job); /* a finished job's token goes into the lists */
	if (!g->ok || has_job(g))
		return;
	if (g->stream_left > 0 && !live_gen_room(g))
		g->stream_left = 0;
	if (g->need_fill || g->stream_left > 0)
		start(g, s, g->stream_left > 0); /* without async it has run, and finished */
}

bool live_gen_streaming(const live_gen *g)
{
	return g->stream_left > 0 || (live_gen_busy(g) && g->job_token);
}

void live_gen_stop(live_gen *g)
{
	if (!live_gen_streaming(g))
		return; /* a prefill under way goes on: the next token needs it */
	g->stopped = true;
	g->stream_left = 0;
	if (live_gen_busy(g) && g->job_token)
		live_job_stop(g->runner, g); /* its done comes with FWD_CANCELLED */
}

int live_gen_timeout_ms(const live_gen *g)
{
	if (g->runner && live_job_finished(g->runner, g))
		return 0; /* the worker finished after this frame's tick: collect it now
		             (waiting for a key would leave its token, or the stop, undrawn) */
	if (has_job(g))
		return 20; /* poll for the job */
	if (g->ok && (g->stream_left > 0 || g->need_fill))
		return 0; /* the next token at once */
	return -1;
}

/* ---- following the run ---------------------------------------------------- */

static void drop_steps(live_gen *g)
{
	for (int k = 0; k < g->n; k++)
		fwd_result_free(&g->step[k]);
	if (g->labels)
		for (int k = 0; k < g->T0 + g->n; k++) {
			free(g->labels[k]);
			g->labels[k] = NULL;
		}
	g->n = 0;
	g->stream_left = 0;
	g->ended = false;
	g->stopped = false;
}

void live_gen_free(live_gen *g)
{
	abandon(g);
	drop_steps(g);
	free(g->labels);
	free(g->seq);
	for (int k = 0; k < LIVE_GEN_SHOW; k++)
		free(g->show_labels[k]);
	free(g->m);
	if (g->g_open)
		gen_free(&g->g);
	memset(g, 0, sizeof *g);
}

void live_gen_params(const live_gen *g, sample_params *p)
{
	sample_params_init(p);
	p->temperature = live_gen_temps[g->temp_idx];
	p->top_k = live_gen_topks[g->topk_idx];
	p->top_p = live_gen_topps[g->topp_idx];
	p->seed = g->seed;
}

int live_gen_restart(live_gen *g, live_session *s, const live_run *run, errbuf *e)
{
	abandon(g);
	drop_steps(g);
	g->ok = false;
	g->need_fill = false;
	g->run_serial = run->serial;
	if (g->g_open)
		gen_free(&g->g);
	g->g_open = false;
	g->delay_ms = s->delay_ms;
	const model_config *c = &s->m.cfg;
	int cap = run->T + LIVE_GEN_MAX;
	if (c->max_positions > 0 && cap > c->max_positions)
		cap = c->max_positions;
	if (cap <= run->T) {
		errf(&g->err, "the prompt fills the model's %d positions: nothing can follow it",
			c->max_positions);
		if (e)
			*e = g->err;
		return -1;
	}
	fwd_options o;
	fwd_options_init(&o);
	o.threads = s->threads;
	o.precision = s->prec;
	sample_params p;
	live_gen_params(g, &p);
	if (gen_init(&g->g, &s->m, cap, &o, &p, &g->err) != 0) {
		if (e)
			*e = g->err;
		return -1;
	}
	g->g_open = true;
	free(g->seq);
	free(g->labels);
	g->T0 = run->T;
	g->seq = xmalloc(sizeof(int) * (size_t)(run->T + LIVE_GEN_MAX));
	g->labels = xcalloc((size_t)(run->T + LIVE_GEN_MAX), sizeof(char *));
	for (int t = 0; t < run->T; t++) {
		g->seq[t] = run->ids[t];
		g->labels[t] = xstrdup(run->labels[t]);
	}
	g->need_fill = true; /* the prompt's prefill: the first job */
	g->ok = true;
	return 0;
}

int live_gen_sync(live_gen *g, live_session *s, const live_run *run, errbuf *e)
{
	if (run && (run->serial != g->run_serial || !g->g_open))
		return live_gen_restart(g, s, run, e);
	return g->ok ? 0 : -1;
}

/* ---- what the view draws -------------------------------------------------- */

/* The next draw: the temperature's distribution, then what the filters
 * keep. Reads the generator's logits, so only between jobs. */
static void derive_next(live_gen *g, const live_session *s)
{
	for (int k = 0; k < LIVE_GEN_SHOW; k++) {
		free(g->show_labels[k]);
		g->show_labels[k] = NULL;
	}
	g->show_n = 0;
	if (!g->g.ready || g->ended)
		return;
	int V = s->m.cfg.vocab_size;
	sample_params p;
	live_gen_params(g, &p);
	sample_params only_t = p;
	only_t.top_k = 0;
	only_t.top_p = 1;
	float *pt = xmalloc(sizeof(float) * (size_t)V), *pk = xmalloc(sizeof(float) * (size_t)V);
	sampler sm;
	sampler_init(&sm, &only_t);
	sampler_dist(&sm, g->g.logits, V, pt);
	sampler_set(&sm, &p);
	g->next_kept = sampler_dist(&sm, g->g.logits, V, pk);
	sampler_free(&sm);
	int ids[LIVE_GEN_SHOW];
	float pr[LIVE_GEN_SHOW];
	g->show_n = sample_top(pt, V, LIVE_GEN_SHOW, ids, pr);
	for (int k = 0; k < g->show_n; k++) {
		g->show_ids[k] = ids[k];
		g->show_p[k] = pr[k];
		g->show_kept[k] = pk[ids[k]];
		char lab[128];
		live_token_text(s, ids[k], lab, sizeof lab);
		g->show_labels[k] = xstrdup(lab);
	}
	free(pk);
	free(pt);
}

void live_gen_derive(live_gen *g, const live_session *s, const live_run *run, int layer, int head)
{
	if (!g->ok || !run) {
		g->show_n = 0;
		return;
	}
	/* while a job runs the last distribution stays on screen (the job
	 * owns the logits) */
	if (!has_job(g))
		derive_next(g, s);

	/* the map: the prompt's rows from the run, one more row per new token */
	const model_config *c = &s->m.cfg;
	if (layer < 0 || layer >= c->num_layers || !run->r.layers[layer].present)
		return;
	bool lin = c->layer_is_linear[layer];
	int nh = lin ? c->lin_v_heads : c->num_heads;
	int h = head < 0 ? 0 : head >= nh ? nh - 1 : head;
	int T0 = g->T0, S = T0 + g->n;
	free(g->m);
	g->m = xcalloc((size_t)S * S, sizeof(float));
	g->m_layer = layer;
	g->m_head = h;
	g->S = S;
	g->m_signed = lin;
	const fwd_layer_capture *lc = &run->r.layers[layer];
	const float *src = lin ? lc->gdn.implicit : lc->attn.weights;
	for (int t = 0; t < T0; t++)
		memcpy(g->m + (size_t)t * S, src + ((size_t)h * T0 + t) * T0, sizeof(float) * (size_t)T0);
	for (int k = 0; k < g->n; k++) {
		const fwd_result *r = &g->step[k];
		const fwd_layer_capture *sc = &r->layers[layer];
		if (!sc->present)
			continue;
		const float *row = (lin ? sc->gdn.implicit : sc->attn.weights) + (size_t)h * r->span;
		memcpy(g->m + (size_t)(T0 + k) * S, row, sizeof(float) * (size_t)r->span);
	}
}
