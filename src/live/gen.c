/* Generation in the live views (gen.h). */
#include "live/gen.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

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
}

void live_gen_free(live_gen *g)
{
	drop_steps(g);
	free(g->labels);
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
	drop_steps(g);
	g->ok = false;
	g->run_serial = run->serial;
	if (g->g_open)
		gen_free(&g->g);
	g->g_open = false;
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
	int *ids = xmalloc(sizeof(int) * (size_t)run->T);
	for (int t = 0; t < run->T; t++)
		ids[t] = run->ids[t];
	fwd_result r;
	int rc = gen_prompt(&g->g, ids, run->T, &r, &g->err); /* no capture: the run has it */
	free(ids);
	if (rc != 0) {
		if (e)
			*e = g->err;
		return -1;
	}
	fwd_result_free(&r);
	free(g->labels);
	g->T0 = run->T;
	g->labels = xcalloc((size_t)(run->T + LIVE_GEN_MAX), sizeof(char *));
	for (int t = 0; t < run->T; t++)
		g->labels[t] = xstrdup(run->labels[t]);
	g->ok = true;
	return 0;
}

int live_gen_sync(live_gen *g, live_session *s, const live_run *run, errbuf *e)
{
	if (run && (run->serial != g->run_serial || !g->g_open))
		return live_gen_restart(g, s, run, e);
	return g->ok ? 0 : -1;
}

int live_gen_step(live_gen *g, live_session *s, errbuf *e)
{
	if (!g->ok)
		return -1;
	if (g->n >= LIVE_GEN_MAX || gen_len(&g->g) >= fwd_cache_capacity(g->g.kv)) {
		g->stream_left = 0;
		return 1;
	}
	sample_params p;
	live_gen_params(g, &p);
	p.seed = g->g.s.rng; /* the random sequence goes on from where it is */
	gen_set_params(&g->g, &p);
	int id = gen_pick(&g->g);
	if (id < 0)
		return -1;
	g->g.o.capture = s->capture; /* the new token's row in every layer */
	fwd_result *r = &g->step[g->n];
	int rc = gen_feed(&g->g, id, r, &g->err);
	g->g.o.capture = NULL;
	if (rc != 0) {
		if (e)
			*e = g->err;
		g->ok = false;
		g->stream_left = 0;
		return -1;
	}
	g->ids[g->n] = id;
	g->prob[g->n] = g->g.prob;
	g->kept[g->n] = g->g.kept;
	char lab[128];
	live_token_text(s, id, lab, sizeof lab);
	g->labels[g->T0 + g->n] = xstrdup(lab);
	g->n++;
	if (g->stream_left > 0)
		g->stream_left--;
	return 0;
}

void live_gen_derive(live_gen *g, const live_session *s, const live_run *run, int layer, int head)
{
	for (int k = 0; k < LIVE_GEN_SHOW; k++) {
		free(g->show_labels[k]);
		g->show_labels[k] = NULL;
	}
	g->show_n = 0;
	if (!g->ok || !run)
		return;
	const model_config *c = &s->m.cfg;
	int V = c->vocab_size;

	/* the next draw: the temperature's distribution, then what the filters keep */
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

	/* the map: the prompt's rows from the run, one more row per new token */
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
