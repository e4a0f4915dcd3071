/* Numbers the live views show that are derived from a run, computed once per
 * run (or per chosen head) so that drawing computes nothing (see state.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "live/state.h"

void live_derived_free(live_derived *d);

/* The induction pass as a run, so that a view can show a head on it: ids
 * and labels of its own, the capture borrowed from the session. */
static live_run *induction_run(const live_session *s)
{
	int T = 2 * s->induct_R;
	live_run *r = xcalloc(1, sizeof *r);
	r->text = xstrdup("");
	r->T = T;
	r->ids = xmalloc((size_t)T * sizeof *r->ids);
	r->labels = xcalloc((size_t)T, sizeof *r->labels);
	for (int i = 0; i < T; i++) {
		char lab[64];
		r->ids[i] = s->induct_ids[i];
		live_token_text(s, r->ids[i], lab, sizeof lab);
		r->labels[i] = xstrdup(lab);
	}
	r->r = s->induct;
	r->serial = 0;
	return r;
}

static void induction_run_free(live_run *r)
{
	if (!r)
		return;
	for (int i = 0; i < r->T; i++)
		free(r->labels[i]);
	free(r->labels);
	free(r->ids);
	free(r->text);
	free(r);
}

void live_derived_free(live_derived *d)
{
	induction_run_free(d->ind_run);
	free(d->pnext);
	free(d->order);
	free(d->intro_w);
	if (d->rp_ok)
		attn_trace_free(&d->rp);
	free(d->rp_delta);
	if (d->res_ok)
		live_residual_free(&d->res);
	memset(d, 0, sizeof *d);
	d->rp_layer = -1;
}

/* p(next) at every position: p_i = softmax(logits_i)[id_{i+1}], a pass over
 * the vocabulary per position:
 *   p_i = e^(l_i[id] − max) / Σ_v e^(l_i[v] − max),   loss = mean −ln p_i */
static void derive_pnext(live_derived *d, const live_run *run)
{
	free(d->pnext);
	d->pnext = NULL;
	d->pnext_n = 0;
	d->pnext_loss = 0;
	if (!run->r.all_logits || run->T < 2)
		return;
	int T = run->T, V = run->r.vocab;
	d->pnext = xcalloc((size_t)T, sizeof *d->pnext);
	double total = 0;
	for (int i = 0; i < T - 1; i++) {
		const float *lg = run->r.all_logits + (size_t)i * V;
		double mx = lg[0], z = 0;
		for (int v = 1; v < V; v++)
			mx = fmax(mx, lg[v]);
		for (int v = 0; v < V; v++)
			z += exp(lg[v] - mx);
		d->pnext[i] = exp(lg[run->ids[i + 1]] - mx) / z;
		total += -log(d->pnext[i]);
	}
	d->pnext_n = T - 1;
	d->pnext_loss = total / (T - 1);
}

/* The intuition bars: the last row's weight on each token, averaged over
 * every head of every full-attention layer:
 *   w_j = (1 / #heads) Σ_{layer, head} P[T−1][j] */
static void derive_intro(live_derived *d, const live_session *s, const live_run *run)
{
	const model_config *cf = &s->m.cfg;
	int T = run->T, nheads = 0;
	free(d->intro_w);
	d->intro_w = xcalloc((size_t)T, sizeof *d->intro_w);
	for (int l = 0; l < cf->num_layers; l++) {
		const fwd_layer_capture *lc = &run->r.layers[l];
		if (cf->layer_is_linear[l] || !lc->present)
			continue;
		for (int h = 0; h < cf->num_heads; h++, nheads++)
			for (int j = 0; j < T; j++)
				d->intro_w[j] += lc->attn.weights[((size_t)h * T + T - 1) * T + j];
	}
	for (int j = 0; j < T; j++)
		d->intro_w[j] /= nheads > 0 ? nheads : 1;
	d->intro_T = T;
	d->intro_serial = run->serial;
}

/* The replay of one head: attn_trace_compute projects rows of X with Wq, Wk,
 * Wv. Feeding it X = [q | k | v] (T × 3hd) and 0/1 selection matrices gives
 * back exactly the captured q, k, v (products with 0 and 1 are exact), so
 * every later stage is the core's own arithmetic. */
static void derive_replay(live_derived *d, const live_session *s, const live_run *run, int L,
			  int h, bool causal)
{
	if (d->rp_ok)
		attn_trace_free(&d->rp);
	d->rp_ok = false;
	free(d->rp_delta);
	d->rp_delta = NULL;
	d->rp_serial = run->serial;
	d->rp_layer = L;
	d->rp_head = h;
	d->rp_causal = causal;
	const model_config *cf = &s->m.cfg;
	if (L < 0 || L >= cf->num_layers || cf->layer_is_linear[L] || !run->r.layers[L].present ||
	    cf->num_kv_heads < 1)
		return;
	int T = run->T, hd = cf->head_dim, dm = 3 * hd;
	int g = h / (cf->num_heads / cf->num_kv_heads);
	const fwd_attn_capture *a = &run->r.layers[L].attn;
	double *x = xmalloc((size_t)T * dm * sizeof *x);
	double *w = xcalloc((size_t)3 * dm * hd, sizeof *w);
	for (int t = 0; t < T; t++)
		for (int k = 0; k < hd; k++) {
			x[(size_t)t * dm + k] = a->q[((size_t)h * T + t) * hd + k];
			x[(size_t)t * dm + hd + k] = a->k[((size_t)g * T + t) * hd + k];
			x[(size_t)t * dm + 2 * hd + k] = a->v[((size_t)g * T + t) * hd + k];
		}
	double *wq = w, *wk = w + (size_t)dm * hd, *wv = w + (size_t)2 * dm * hd;
	for (int k = 0; k < hd; k++) {
		wq[(size_t)k * hd + k] = 1;
		wk[(size_t)(hd + k) * hd + k] = 1;
		wv[(size_t)(2 * hd + k) * hd + k] = 1;
	}
	int rc = attn_trace_compute(&d->rp, x, T, dm, wq, wk, wv, hd, causal);
	free(x);
	free(w);
	if (rc != 0)
		return;
	d->rp_ok = true;
	/* the model's own weights, to compare with the replay */
	d->rp_diff = 0;
	for (int i = 0; i < T * T; i++)
		d->rp_diff = fmax(d->rp_diff, fabs(d->rp.weights[i] - a->weights[(size_t)h * T * T + i]));
	d->rp_delta = xmalloc((size_t)cf->hidden_size * sizeof *d->rp_delta);
	if (live_head_delta(s, run, L, h, T - 1, d->rp_delta) != 0) {
		free(d->rp_delta);
		d->rp_delta = NULL;
	}
}

void live_state_derive(live_state *ls, int sort, int replay_layer, int replay_head, bool causal)
{
	live_derived *d = &ls->d;
	const live_run *run = live_state_run_shown(ls);
	if (!run)
		return;
	if (d->serial != run->serial) {
		d->serial = run->serial;
		d->top_n = 0;
		for (int k = 0; k < LIVE_NTEMPS; k++) {
			int32_t ids[LIVE_TOPK];
			d->top_n = live_top_probs(run, live_temps[k], LIVE_TOPK, ids, d->top_p[k]);
		}
		derive_pnext(d, run);
		if (d->res_ok)
			live_residual_free(&d->res);
		d->res_ok = false;
	}
	if (ls->s.induct_ok && !d->ind_run)
		d->ind_run = induction_run(&ls->s);
	const live_head_stats *st = &ls->s.stats;
	if (d->order_serial != run->serial || d->order_sort != sort || d->order_n != st->n) {
		free(d->order);
		d->order = xmalloc((size_t)(st->n > 0 ? st->n : 1) * sizeof *d->order);
		live_head_stats_order(st, sort, d->order);
		d->order_serial = run->serial;
		d->order_sort = sort;
		d->order_n = st->n;
	}
	const live_run *intro = ls->intro ? ls->intro
			      : strcmp(run->text, ls->s.example_prompt) == 0 ? run : NULL;
	if (intro && d->intro_serial != intro->serial)
		derive_intro(d, &ls->s, intro);
	if (replay_layer >= 0 &&
	    (d->rp_serial != run->serial || d->rp_layer != replay_layer || d->rp_head != replay_head ||
	     d->rp_causal != causal)) {
		bool layer_changed = d->rp_serial != run->serial || d->rp_layer != replay_layer;
		derive_replay(d, &ls->s, run, replay_layer, replay_head, causal);
		if (layer_changed || !d->res_ok) {
			if (d->res_ok)
				live_residual_free(&d->res);
			d->res_ok = live_residual_compute(&ls->s, run, replay_layer, run->T - 1, &d->res) == 0;
		}
	}
}
