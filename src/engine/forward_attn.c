/* Gated full attention (docs/MODEL.md §3), batched over the prompt; with a
 * cache the new queries attend to every cached key and the new keys and
 * values are appended to it. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/bufcache.h"
#include "engine/forward_int.h"
#include "kernels/threads.h"
#include "util/error.h"

size_t fwd_attn_scratch(const model_config *c, int T, int span)
{
	size_t nh = c->num_heads, nkv = c->num_kv_heads, hd = c->head_dim;
	size_t qrows = nh * hd * (c->gated_q ? 2 : 1);
	/* qg, k, v (token-major), q/k/v/gate (head-major), a, the q/k norm
	 * weights, and per head task a row of span keys and an output vector */
	return 4 * ((size_t)T * (qrows + 2 * nkv * hd + (2 * nh + 2 * nkv) * hd + nh * hd) +
		2 * hd + nh * ((size_t)span + hd));
}

typedef struct attn_job {
	const fwd_state *s;
	int nh, nkv, hd;
	const float *q, *gate;   /* head-major [nh][T][hd] */
	const float *k, *v;      /* head-major [nkv][kstride][hd], positions 0 .. span-1 */
	int kstride;
	int window;              /* sliding window W (query P sees keys P − W < u <= P), 0: none */
	float *a;                /* [T][nh·hd] output, gated */
	fwd_layer_capture *cap;  /* NULL, or keep scores, weights and out */
} attn_job;

/* One query head j: s[t][u] = q_t·k_u / sqrt(hd) for keys lo ≤ u ≤ P = past + t
 * (lo = 0, or P − W + 1 with a sliding window W), softmax over them in f32,
 * a_j[t] = Σ_u P[t][u] v_u, then ⊙ σ(gate). */
static void attn_head(void *arg, int j)
{
	const attn_job *jb = arg;
	int T = jb->s->T, hd = jb->hd, past = jb->s->past, span = jb->s->span;
	int m = j / (jb->nh / jb->nkv); /* GQA: consecutive query heads share KV head m */
	const float *q = jb->q + (size_t)j * T * hd;
	const float *k = jb->k + (size_t)m * jb->kstride * hd;
	const float *v = jb->v + (size_t)m * jb->kstride * hd;
	const float scale = (float)(1.0 / sqrt((double)hd));
	float *p = buf_get((size_t)span * sizeof(float));
	float *o = buf_get((size_t)hd * sizeof(float));
	fwd_layer_capture *cap = jb->cap;
	for (int t = 0; t < T; t++) {
		const float *qt = q + (size_t)t * hd;
		size_t row = ((size_t)j * T + t) * span;
		int P = past + t; /* this query's position: it sees keys lo..P */
		int lo = jb->window > 0 && P - jb->window + 1 > 0 ? P - jb->window + 1 : 0;
		float mx = -INFINITY;
		for (int u = lo; u <= P; u++) {
			p[u] = vec_dot(qt, k + (size_t)u * hd, hd) * scale;
			if (p[u] > mx)
				mx = p[u];
		}
		/* the masked cells keep the table's fill: score -inf, weight 0 */
		fwd_cap_at(cap, CAP_ATTN_SCORES, row + lo, p + lo, (size_t)(P + 1 - lo));
		/* P[t][u] = exp(s - max) / Σ exp(s - max) */
		float sum = 0;
		for (int u = lo; u <= P; u++) {
			p[u] = expf(p[u] - mx);
			sum += p[u];
		}
		float inv = 1.0f / sum;
		memset(o, 0, (size_t)hd * sizeof(float));
		for (int u = lo; u <= P; u++) {
			p[u] *= inv;
			vec_axpy(o, p[u], v + (size_t)u * hd, hd);
		}
		fwd_cap_at(cap, CAP_ATTN_WEIGHTS, row + lo, p + lo, (size_t)(P + 1 - lo));
		fwd_cap_at(cap, CAP_ATTN_OUT, ((size_t)j * T + t) * hd, o, (size_t)hd);
		/* a[t] = [a_0 | a_1 | ...] ⊙ σ(gate) */
		float *at = jb->a + (size_t)t * jb->nh * hd + (size_t)j * hd;
		if (jb->gate) {
			const float *gt = jb->gate + ((size_t)j * T + t) * hd;
			for (int d = 0; d < hd; d++)
				at[d] = o[d] * gt[d];
		} else {
			memcpy(at, o, (size_t)hd * sizeof(float));
		}
	}
	buf_put(o);
	buf_put(p);
}

/* In place on x[hd]: rotate pairs (i, i+half) of the first rd dims by angle
 * p·inv_freq[i] (rotate-half convention, docs/MODEL.md §2.3). */
static void rope_apply(float *x, const float *cs, const float *sn, int half)
{
	for (int i = 0; i < half; i++) {
		float a = x[i], b = x[i + half];
		x[i] = a * cs[i] - b * sn[i];
		x[i + half] = b * cs[i] + a * sn[i];
	}
}

void fwd_attention(fwd_state *s, const layer_weights *lw, fwd_layer_capture *cap)
{
	const model_config *c = s->c;
	int T = s->T;
	int nh = c->num_heads, nkv = c->num_kv_heads, hd = c->head_dim;
	int half = c->rotary_dim / 2;
	int qrows = nh * hd * (c->gated_q ? 2 : 1);
	float *qg = buf_get((size_t)T * qrows * sizeof(float));
	float *kt = buf_get((size_t)T * nkv * hd * sizeof(float));
	float *vt = buf_get((size_t)T * nkv * hd * sizeof(float));
	float *q = buf_get((size_t)nh * T * hd * sizeof(float));
	/* keys and values head-major: into the cache after its past positions, or
	 * a buffer of this pass's T */
	int past = s->past, span = s->span;
	int kstride = s->lc ? s->cache_cap : T;
	float *k = s->lc ? s->lc->k : buf_get((size_t)nkv * T * hd * sizeof(float));
	float *v = s->lc ? s->lc->v : buf_get((size_t)nkv * T * hd * sizeof(float));
	float *gate = c->gated_q ? buf_get((size_t)nh * T * hd * sizeof(float)) : NULL;
	float *a = buf_get((size_t)T * nh * hd * sizeof(float));
	float *qn = buf_get((size_t)hd * sizeof(float));
	float *kn = buf_get((size_t)hd * sizeof(float));
	if (c->qk_norm) {
		fwd_widen(&lw->q_norm, qn, hd);
		fwd_widen(&lw->k_norm, kn, hd);
	}

	/* 1-2: qg = Wq·h + b, k = Wk·h + b, v = Wv·h + b for all tokens at once
	 * (biases only where the family has them) */
	const tensor *w3[3] = { &lw->q_proj, &lw->k_proj, &lw->v_proj };
	float *y3[3] = { qg, kt, vt };
	mm_tensors(w3, y3, 3, s->h, T, s->bf16);
	fwd_add_bias(qg, &lw->q_b, T, qrows);
	fwd_add_bias(kt, &lw->k_b, T, nkv * hd);
	fwd_add_bias(vt, &lw->v_b, T, nkv * hd);

	/* 3-4: per head: q_j = [q_j | gate_j] rows split, q/k RMSNorm (when the
	 * family has it), RoPE; head-major copies */
	for (int t = 0; t < T; t++) {
		const float *cs = s->rope_cos + (size_t)t * half;
		const float *sn = s->rope_sin + (size_t)t * half;
		for (int j = 0; j < nh; j++) {
			const float *src = qg + (size_t)t * qrows + (size_t)j * hd * (c->gated_q ? 2 : 1);
			float *dq = q + ((size_t)j * T + t) * hd;
			if (c->qk_norm)
				fwd_rmsnorm(dq, src, qn, hd, c->rms_eps, c->norm == NORM_RMS_1P);
			else
				memcpy(dq, src, (size_t)hd * sizeof(float));
			rope_apply(dq, cs, sn, half);
			if (gate) {
				float *dg = gate + ((size_t)j * T + t) * hd;
				for (int d = 0; d < hd; d++)
					dg[d] = fwd_sigmoid(src[hd + d]);
			}
		}
		for (int m = 0; m < nkv; m++) {
			size_t at = ((size_t)m * kstride + past + t) * hd;
			const float *km = kt + (size_t)t * nkv * hd + (size_t)m * hd;
			if (c->qk_norm)
				fwd_rmsnorm(k + at, km, kn, hd, c->rms_eps, c->norm == NORM_RMS_1P);
			else
				memcpy(k + at, km, (size_t)hd * sizeof(float));
			rope_apply(k + at, cs, sn, half);
			memcpy(v + at, vt + (size_t)t * nkv * hd + (size_t)m * hd,
				(size_t)hd * sizeof(float));
		}
	}

	/* 5-7: every query head in parallel */
	int window = model_layer_window(c, s->layer);
	attn_job jb = { s, nh, nkv, hd, q, gate, k, v, kstride, window, a, cap };
	pool_run(attn_head, &jb, nh);
	fwd_cap_at(cap, CAP_ATTN_Q, 0, q, (size_t)nh * T * hd);
	for (int m = 0; m < nkv; m++) {
		size_t from = (size_t)m * kstride * hd, to = (size_t)m * span * hd;
		fwd_cap_at(cap, CAP_ATTN_K, to, k + from, (size_t)span * hd);
		fwd_cap_at(cap, CAP_ATTN_V, to, v + from, (size_t)span * hd);
	}
	if (gate)
		fwd_cap_at(cap, CAP_ATTN_GATE, 0, gate, (size_t)nh * T * hd);

	/* ablation: head j contributes nothing, a[t][j] = 0 for every t */
	for (int j = 0; s->ablate && j < nh; j++)
		if (s->ablate[j])
			for (int t = 0; t < T; t++)
				memset(a + ((size_t)t * nh + j) * hd, 0, (size_t)hd * sizeof(float));

	/* 8: x += Wo·(a ⊙ σ(gate)) + b. Captured: the stream before and after, and
	 * the product on its own. The accumulating kernel adds each finished dot
	 * product to x, so computing the product first and adding it here gives
	 * the same bits (test_forward compares logits with and without capture
	 * with memcmp) */
	size_t nx = (size_t)T * c->hidden_size;
	fwd_cap_at(cap, CAP_ATTN_X_IN, 0, s->x, nx);
	float *delta = fwd_cap_get(cap, CAP_ATTN_DELTA);
	if (delta) {
		mm_tensor(&lw->o_proj, a, T, delta, false, s->bf16);
		for (size_t i = 0; i < nx; i++)
			s->x[i] += delta[i];
		/* the bias after the product, in both paths, for the same bits */
		fwd_add_bias(s->x, &lw->o_b, T, c->hidden_size);
		fwd_add_bias(delta, &lw->o_b, T, c->hidden_size);
		fwd_cap_at(cap, CAP_ATTN_X_MID, 0, s->x, nx);
	} else {
		mm_tensor(&lw->o_proj, a, T, s->x, true, s->bf16);
		fwd_add_bias(s->x, &lw->o_b, T, c->hidden_size);
	}
	buf_put(kn);
	buf_put(qn);
	buf_put(a);
	buf_put(gate);
	if (!s->lc) {
		buf_put(v);
		buf_put(k);
	}
	buf_put(q);
	buf_put(vt);
	buf_put(kt);
	buf_put(qg);
}
