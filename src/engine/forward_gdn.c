/* GatedDeltaNet layer (docs/MODEL.md §4): projections for all tokens at once,
 * causal depthwise conv + SiLU, L2-normed q/k, decay and β, the delta-rule
 * recurrence per value head with an f32 state, gated RMSNorm, out_proj. (The
 * implicit attention of §4.6 is derived from the capture, in src/live.) With
 * a cache the conv
 * reads the last K-1 inputs of the earlier positions, the recurrence starts
 * from the cached state, and both are left for the next pass. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/bufcache.h"
#include "engine/forward_int.h"
#include "kernels/threads.h"
#include "util/error.h"

size_t fwd_gdn_scratch(const model_config *c, int T, int span)
{
	size_t nk = c->lin_k_heads, nv = c->lin_v_heads, dk = c->lin_k_dim, dv = c->lin_v_dim;
	size_t C = 2 * nk * dk + nv * dv, K = c->lin_conv_kernel;
	(void)span; /* nothing here grows with the positions before the pass */
	/* u (and K-1 earlier rows), y, z, b, a, q, k, v, beta, g, r; the widened
	 * conv weights and their transpose (C·K each: with K = 64 and a wide
	 * layer these are the biggest buffers), A_log, dt_bias, the norm; per
	 * value head (each may run at once) its output o (T·dv), a state dk×dv
	 * and a vector */
	return 4 * ((size_t)T * (2 * C + nv * dv + 2 * nv + 2 * nk * dk + nv * dv + 2 * nv + nv * dv) +
		K * C + 2 * C * K + 2 * nv + dv +
		nv * ((size_t)T * dv + dk * dv + dk + 2 * dv));
}

typedef struct gdn_job {
	const fwd_state *s;
	int nk, nv, dk, dv;
	const float *q, *k, *v;  /* head-major [nk|nv][T][d] */
	const float *beta, *g;   /* [nv][T] */
	const float *z;          /* [T][nv·dv] */
	const float *normw;      /* [dv] */
	float *r;                /* [T][nv·dv] gated-norm output */
	fwd_layer_capture *cap;  /* NULL, or keep the recurrence output */
} gdn_job;

/* Value head j: the recurrence of §4.4, then the gated RMSNorm of §4.7. */
static void gdn_head(void *arg, int j)
{
	const gdn_job *jb = arg;
	const fwd_state *s = jb->s;
	int T = s->T, dk = jb->dk, dv = jb->dv, nv = jb->nv;
	int src = j / (nv / jb->nk); /* value head j reads q/k head j / (nv/nk) */
	const float *q = jb->q + (size_t)src * T * dk;
	const float *k = jb->k + (size_t)src * T * dk;
	const float *v = jb->v + (size_t)j * T * dv;
	const float *beta = jb->beta + (size_t)j * T;
	const float *g = jb->g + (size_t)j * T;
	/* the recurrence over the whole prompt (docs/MODEL.md §4.4): o[t] = S_tᵀ q_t */
	float *o = buf_get((size_t)T * dv * sizeof(float));
	fwd_layer_cache *lc = s->lc;
	gdn_scan(T, dk, dv, q, k, v, g, beta, o, lc ? lc->S + (size_t)j * dk * dv : NULL);
	fwd_cap_at(jb->cap, CAP_GDN_OUT, (size_t)j * T * dv, o, (size_t)T * dv);
	float *zs = buf_get((size_t)dv * sizeof(float));
	for (int t = 0; t < T; t++) {
		/* r_j = (o / sqrt(mean o² + eps)) ⊙ norm.weight ⊙ SiLU(z_j) */
		float *rt = jb->r + (size_t)t * nv * dv + (size_t)j * dv;
		const float *zt = jb->z + (size_t)t * nv * dv + (size_t)j * dv;
		fwd_rmsnorm(rt, o + (size_t)t * dv, jb->normw, dv, s->c->rms_eps, false);
		memcpy(zs, zt, (size_t)dv * sizeof(float));
		vec_silu_mul(zs, NULL, dv);
		for (int c = 0; c < dv; c++)
			rt[c] *= zs[c];
	}
	buf_put(zs);
	buf_put(o);
}

typedef struct prep_job {
	int T, C, K, nk, nv, dk, dv, past;
	const float *u;          /* [K-1+T][C]: the K-1 positions before the pass, then its T */
	const float *wT, *bb, *aa, *A_log, *dt_bias;
	float *y, *q, *k, *v, *beta, *g;
	fwd_layer_cache *lc;     /* NULL, or append k, g, β at past + t */
	int cap;
} prep_job;

/* Tokens [b, e): the conv of §4.2 and the per-head split of §4.3. */
static void gdn_prep(void *arg, int b, int e)
{
	const prep_job *p = arg;
	int T = p->T, C = p->C, K = p->K, nk = p->nk, nv = p->nv, dk = p->dk, dv = p->dv;
	/* §4.2: y[t][c] = SiLU(Σ_j w[c][0][j] · u[t−(K−1)+j][c]), u[<0] = 0; tap K−1 is
	 * token t, which is row t + K-1 of p->u */
	for (int t = b; t < e; t++) {
		float *yt = p->y + (size_t)t * C;
		memset(yt, 0, (size_t)C * sizeof(float));
		for (int j = 0; j < K; j++) {
			if (p->past + t - (K - 1) + j < 0)
				continue; /* before position 0 */
			vec_mul_add(yt, p->wT + (size_t)j * C, p->u + (size_t)(t + j) * C, C);
		}
		vec_silu_mul(yt, NULL, (size_t)C);
	}
	/* §4.3: split [Q | K | V]; q ← q/sqrt(Σq² + 1e−6)/sqrt(dk), k ← k/sqrt(Σk² + 1e−6) */
	const double qscale = 1.0 / sqrt((double)dk);
	for (int t = b; t < e; t++) {
		const float *yt = p->y + (size_t)t * C;
		for (int i = 0; i < nk; i++) {
			const float *qs = yt + (size_t)i * dk, *ks = yt + (size_t)nk * dk + (size_t)i * dk;
			double sq = vec_sumsq(qs, dk), sk = vec_sumsq(ks, dk);
			float fq = (float)(qscale / sqrt(sq + 1e-6)), fk = (float)(1.0 / sqrt(sk + 1e-6));
			float *dq = p->q + ((size_t)i * T + t) * dk, *dkk = p->k + ((size_t)i * T + t) * dk;
			for (int d = 0; d < dk; d++) {
				dq[d] = qs[d] * fq;
				dkk[d] = ks[d] * fk;
			}
		}
		for (int j = 0; j < nv; j++)
			memcpy(p->v + ((size_t)j * T + t) * dv, yt + 2 * (size_t)nk * dk + (size_t)j * dv,
				(size_t)dv * sizeof(float));
		/* β = σ(b), g = −exp(A_log)·softplus(a + dt_bias) */
		for (int j = 0; j < nv; j++) {
			p->beta[(size_t)j * T + t] = fwd_sigmoid(p->bb[(size_t)t * nv + j]);
			p->g[(size_t)j * T + t] = -expf(p->A_log[j]) *
				fwd_softplus(p->aa[(size_t)t * nv + j] + p->dt_bias[j]);
		}
		/* the history the implicit rows of later positions read */
		if (p->lc) {
			size_t at = (size_t)p->past + t;
			for (int i = 0; i < nk; i++)
				memcpy(p->lc->hk + ((size_t)i * p->cap + at) * dk, p->k + ((size_t)i * T + t) * dk,
					(size_t)dk * sizeof(float));
			for (int j = 0; j < nv; j++) {
				p->lc->hg[(size_t)j * p->cap + at] = p->g[(size_t)j * T + t];
				p->lc->hbeta[(size_t)j * p->cap + at] = p->beta[(size_t)j * T + t];
			}
		}
	}
}

void fwd_gdn(fwd_state *s, const layer_weights *lw, fwd_layer_capture *cap)
{
	const model_config *c = s->c;
	int T = s->T;
	int nk = c->lin_k_heads, nv = c->lin_v_heads, dk = c->lin_k_dim, dv = c->lin_v_dim;
	int K = c->lin_conv_kernel;
	int C = 2 * nk * dk + nv * dv;
	fwd_layer_cache *lc = s->lc;
	/* the conv input: K-1 earlier rows (the cache's, else never read) and this pass's T */
	float *uext = buf_get(((size_t)T + K - 1) * C * sizeof(float));
	float *u = uext + (size_t)(K - 1) * C;
	if (lc && K > 1)
		memcpy(uext, lc->conv, (size_t)(K - 1) * C * sizeof(float));
	float *y = buf_get((size_t)T * C * sizeof(float));
	float *z = buf_get((size_t)T * nv * dv * sizeof(float));
	float *bb = buf_get((size_t)T * nv * sizeof(float));
	float *aa = buf_get((size_t)T * nv * sizeof(float));
	float *q = buf_get((size_t)nk * T * dk * sizeof(float));
	float *k = buf_get((size_t)nk * T * dk * sizeof(float));
	float *v = buf_get((size_t)nv * T * dv * sizeof(float));
	float *beta = buf_get((size_t)nv * T * sizeof(float));
	float *g = buf_get((size_t)nv * T * sizeof(float));
	float *r = buf_get((size_t)T * nv * dv * sizeof(float));
	float *convw = buf_get((size_t)C * K * sizeof(float));
	float *wT = buf_get((size_t)C * K * sizeof(float));
	float *A_log = buf_get((size_t)nv * sizeof(float));
	float *dt_bias = buf_get((size_t)nv * sizeof(float));
	float *normw = buf_get((size_t)dv * sizeof(float));
	fwd_widen(&lw->conv1d, convw, (size_t)C * K);
	fwd_widen(&lw->A_log, A_log, nv);
	fwd_widen(&lw->dt_bias, dt_bias, nv);
	fwd_widen(&lw->lin_norm, normw, dv);

	/* §4.1: u = W_qkv·h, z = W_z·h, b = W_b·h, a = W_a·h */
	const tensor *w4[4] = { &lw->in_qkv, &lw->in_z, &lw->in_b, &lw->in_a };
	float *y4[4] = { u, z, bb, aa };
	mm_tensors(w4, y4, 4, s->h, T, s->bf16);

	/* §4.2: y[t][c] = SiLU(Σ_j w[c][0][j] · u[t−(K−1)+j][c]), u[<0] = 0; tap K−1 is token t */
	for (int j = 0; j < K; j++)
		for (int ch = 0; ch < C; ch++)
			wT[(size_t)j * C + ch] = convw[(size_t)ch * K + j];
	prep_job pj = { T, C, K, nk, nv, dk, dv, s->past, uext, wT, bb, aa, A_log, dt_bias,
		y, q, k, v, beta, g, lc, s->cache_cap };
	pool_for(T, gdn_prep, &pj);
	/* the last K-1 conv inputs, for the next pass */
	if (lc && K > 1)
		memcpy(lc->conv, uext + (size_t)T * C, (size_t)(K - 1) * C * sizeof(float));

	/* §4.4-§4.7 per value head, in parallel */
	gdn_job jb = { s, nk, nv, dk, dv, q, k, v, beta, g, z, normw, r, cap };
	pool_run(gdn_head, &jb, nv);
	fwd_cap_at(cap, CAP_GDN_Q, 0, q, (size_t)nk * T * dk);
	fwd_cap_at(cap, CAP_GDN_V, 0, v, (size_t)nv * T * dv);
	/* keys, decays and betas of every position so far: the cache's (this
	 * pass's appended), else this pass's */
	size_t S = (size_t)s->span, hc = lc ? (size_t)s->cache_cap : (size_t)T;
	for (int i = 0; i < nk; i++)
		fwd_cap_at(cap, CAP_GDN_K, i * S * dk, (lc ? lc->hk : k) + i * hc * dk, S * dk);
	for (int j = 0; j < nv; j++) {
		fwd_cap_at(cap, CAP_GDN_BETA, j * S, (lc ? lc->hbeta : beta) + j * hc, S);
		fwd_cap_at(cap, CAP_GDN_G, j * S, (lc ? lc->hg : g) + j * hc, S);
	}

	/* ablation: value head j contributes nothing, r[t][j] = 0 for every t */
	for (int j = 0; s->ablate && j < nv; j++)
		if (s->ablate[j])
			for (int t = 0; t < T; t++)
				memset(r + ((size_t)t * nv + j) * dv, 0, (size_t)dv * sizeof(float));

	/* x += W_out·r */
	mm_tensor(&lw->out_proj, r, T, s->x, true, s->bf16);

	buf_put(normw);
	buf_put(dt_bias);
	buf_put(A_log);
	buf_put(wT);
	buf_put(convw);
	buf_put(r);
	buf_put(g);
	buf_put(beta);
	buf_put(v);
	buf_put(k);
	buf_put(q);
	buf_put(aa);
	buf_put(bb);
	buf_put(z);
	buf_put(y);
	buf_put(uext);
}
