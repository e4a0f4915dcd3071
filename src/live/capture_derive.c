/* The derived arrays of a capture (capture_derive.h). */
#include "live/capture_derive.h"

#include "engine/capture.h"
#include "kernels/kernels.h"
#include "kernels/threads.h"

typedef struct derive_job {
	const model_config *c;
	const fwd_layer_capture *lc;
	int T, S, past;
	float *out;
} derive_job;

/* raw[j][t][u] = q_j[t] · k_m[u] for every key u < S, m = j / (nh / nkv): the
 * same vec_dot on the same vectors as the pass's scores before 1/sqrt(hd). */
static void raw_head(void *arg, int j)
{
	const derive_job *d = arg;
	int T = d->T, S = d->S, nh = d->c->num_heads, hd = d->c->head_dim;
	const float *k = d->lc->attn.k + (size_t)(j / (nh / d->c->num_kv_heads)) * S * hd;
	for (int t = 0; t < T; t++) {
		const float *q = d->lc->attn.q + ((size_t)j * T + t) * hd;
		float *row = d->out + ((size_t)j * T + t) * S;
		for (int u = 0; u < S; u++)
			row[u] = vec_dot(q, k + (size_t)u * hd, hd);
	}
}

/* implicit[j][t][s] = β_s q_tᵀ(A_t⋯A_{s+1})k_s for value head j, reading q/k
 * head j / (nv / nk) (docs/MODEL.md §4.6): the whole T × T matrix at once
 * over a prompt, else row by row over every position so far, 0 after the
 * query's own position. */
static void implicit_head(void *arg, int j)
{
	const derive_job *d = arg;
	const model_config *c = d->c;
	int T = d->T, S = d->S, dk = c->lin_k_dim;
	int src = j / (c->lin_v_heads / c->lin_k_heads);
	const fwd_gdn_capture *g = &d->lc->gdn;
	const float *q = g->q + (size_t)src * T * dk, *k = g->k + (size_t)src * S * dk;
	const float *decay = g->g + (size_t)j * S, *beta = g->beta + (size_t)j * S;
	if (d->past == 0) {
		gdn_implicit(T, dk, q, k, decay, beta, d->out + (size_t)j * T * T);
		return;
	}
	for (int t = 0; t < T; t++) {
		int P = d->past + t;
		float *w = d->out + ((size_t)j * T + t) * S;
		fwd_implicit_row(P, dk, q + (size_t)t * dk, k, decay, beta, w);
		for (int u = P + 1; u < S; u++)
			w[u] = 0;
	}
}

void live_capture_derive(const model_config *c, fwd_result *r, int threads)
{
	pool_lock(threads > 0 ? threads : 1);
	for (int i = 0; r->layers && i < r->num_layers; i++) {
		fwd_layer_capture *lc = &r->layers[i];
		if (!lc->present)
			continue;
		derive_job d = { c, lc, r->T, r->span, r->past, NULL };
		fwd_cap_id id = lc->linear ? CAP_GDN_IMPLICIT : CAP_ATTN_RAW;
		d.out = fwd_cap_alloc_derived(c, i, lc, id, (size_t)r->T, (size_t)r->span);
		if (d.out)
			pool_run(lc->linear ? implicit_head : raw_head, &d,
				lc->linear ? c->lin_v_heads : c->num_heads);
	}
	pool_unlock();
}
