/* The forward pass driver (docs/MODEL.md §1): embeddings, the layer loop with
 * RMSNorms, residuals and the SwiGLU MLP, the final norm and the logits; plus
 * the length/memory check, cancel and progress. What a captured layer keeps
 * is the table of engine/capture.c. */
#include "engine/forward.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/bufcache.h"
#include "engine/forward_int.h"
#include "kernels/kernels.h"
#include "kernels/panels.h"
#include "kernels/threads.h"
#include "util/error.h"

void fwd_options_init(fwd_options *o)
{
	memset(o, 0, sizeof *o);
	o->threads = 1;
	o->precision = FWD_F32;
	o->patch_layer = -1;
}

/* ---- small maths -------------------------------------------------------- */

float fwd_sigmoid(float x)
{
	/* stable for large |x|: never exp of a large positive number */
	if (x >= 0)
		return 1.0f / (1.0f + expf(-x));
	float e = expf(x);
	return e / (1.0f + e);
}

/* softplus(x) = ln(1 + e^x), and x itself above 20 (as PyTorch) */
float fwd_softplus(float x) { return x > 20.0f ? x : log1pf(expf(x)); }

void fwd_widen(const tensor *t, float *out, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		switch (t->dtype) {
		case DT_BF16: out[i] = bf16_to_f32(((const uint16_t *)t->data)[i]); break;
		case DT_F16: out[i] = f16_to_f32(((const uint16_t *)t->data)[i]); break;
		default: out[i] = ((const float *)t->data)[i]; break;
		}
	}
}

void fwd_rmsnorm(float *dst, const float *src, const float *w, int n, double eps,
	bool zero_centred)
{
	double ss = vec_sumsq(src, n);
	float r = (float)(1.0 / sqrt(ss / n + eps)); /* 1 / sqrt(mean x² + eps) */
	for (int i = 0; i < n; i++) {
		float wi = w ? (zero_centred ? 1.0f + w[i] : w[i]) : 1.0f;
		dst[i] = src[i] * r * wi;
	}
}

void fwd_layernorm(float *dst, const float *src, const float *w, const float *b, int n,
	double eps)
{
	/* mean and biased variance in double */
	double mean = 0, var = 0;
	for (int i = 0; i < n; i++)
		mean += src[i];
	mean /= n;
	for (int i = 0; i < n; i++)
		var += ((double)src[i] - mean) * ((double)src[i] - mean);
	var /= n;
	float r = (float)(1.0 / sqrt(var + eps));
	float mu = (float)mean;
	for (int i = 0; i < n; i++)
		dst[i] = (src[i] - mu) * r * w[i] + b[i];
}

void fwd_add_bias(float *dst, const tensor *b, int rows, int n)
{
	if (!b->data)
		return;
	float *bw = buf_get((size_t)n * sizeof(float));
	fwd_widen(b, bw, (size_t)n);
	for (int t = 0; t < rows; t++)
		for (int i = 0; i < n; i++)
			dst[(size_t)t * n + i] += bw[i];
	buf_put(bw);
}

/* GELU, tanh form: 0.5·x·(1 + tanh(sqrt(2/π)·(x + 0.044715·x³))) */
static float gelu_tanh(float x)
{
	const float k = 0.7978845608028654f; /* sqrt(2/π) */
	return 0.5f * x * (1.0f + tanhf(k * (x + 0.044715f * x * x * x)));
}

/* inv_freq[i] for i < rd/2 (docs/MODEL.md §2.3, §13): θ^(−2i/rd), divided by
 * factor (linear), or Llama 3's bands: with wavelength λ = 2π/f, keep f
 * when λ < orig/high, f/factor when λ > orig/low, and in between
 * (1 − s)·f/factor + s·f with s = (orig/λ − low)/(high − low). */
static double rope_inv_freq(const model_config *c, int i)
{
	double f = pow(c->rope_theta, -2.0 * i / c->rotary_dim);
	if (c->rope_scaling == ROPE_LINEAR)
		return f / c->rope_factor;
	if (c->rope_scaling != ROPE_LLAMA3)
		return f;
	double orig = c->rope_orig_positions, lo = c->rope_low_freq, hi = c->rope_high_freq;
	double wavelen = 2 * 3.14159265358979323846 / f;
	if (wavelen < orig / hi)
		return f;
	if (wavelen > orig / lo)
		return f / c->rope_factor;
	double sm = (orig / wavelen - lo) / (hi - lo);
	return (1 - sm) * f / c->rope_factor + sm * f;
}

/* ---- sizes, limits ------------------------------------------------------ */

static int past_of(const fwd_options *o)
{
	return o && o->cache ? o->cache->len : 0;
}

size_t fwd_memory_needed(const model *m, int T, const fwd_options *o)
{
	const model_config *c = &m->cfg;
	size_t t = (size_t)(T > 0 ? T : 0);
	size_t span = t + (size_t)past_of(o);
	size_t H = c->hidden_size, I = c->intermediate_size;
	/* the widest input of any product (H, I, the attention output nh·hd,
	 * the GatedDeltaNet output nv·dv) */
	size_t kmax = H > I ? H : I;
	if ((size_t)c->num_heads * c->head_dim > kmax)
		kmax = (size_t)c->num_heads * c->head_dim;
	if ((size_t)c->lin_v_heads * c->lin_v_dim > kmax)
		kmax = (size_t)c->lin_v_heads * c->lin_v_dim;
	size_t threads = o && o->threads > 0 ? (size_t)o->threads : 1;
	/* A product's own buffers (mm_gemm.c), for the widest input: the
	 * activations packed in tiles of up to MM_MAXMR tokens, per thread a
	 * weight panel of 256 × MM_MAXNR (KC_DEFAULT), and for x += W·h the
	 * product formed apart (T × H). */
	size_t mm = (t + MM_MAXMR) * kmax + threads * 256 * MM_MAXNR + t * H;
	/* x, h, MLP gate/up, rope tables, the widened norm weights, a product */
	size_t bytes = 4 * (2 * t * H + 2 * t * I + t * c->rotary_dim +
		2 * (H > I ? H : I) + 2 + mm);
	size_t layer = 0;
	for (int i = 0; i < c->num_layers; i++) {
		size_t need = c->layer_is_linear[i] ? fwd_gdn_scratch(c, T, (int)span)
			: fwd_attn_scratch(c, T, (int)span);
		if (need > layer)
			layer = need;
		if (o && o->capture && o->capture[i])
			bytes += fwd_capture_bytes(c, i, t, span);
	}
	/* after the last layer its scratch is gone; the logits of the kept rows
	 * (one, or all T) and the last row's copy are held instead */
	size_t logit_rows = 4 * (size_t)c->vocab_size * (o && o->all_logits ? t : 1);
	bytes += (layer > logit_rows ? layer : logit_rows) + 4 * (size_t)c->vocab_size;
	if (o && o->residuals)
		bytes += 4 * t * H * (size_t)(c->num_layers + 1);
	return bytes;
}

int fwd_check_length(const model *m, int T, const fwd_options *o, errbuf *e)
{
	if (o && o->cache && o->cache->m != m)
		return errf(e, "cache: made for another model");
	if (T < 1)
		return errf(e, "prompt: empty (no tokens)");
	int past = past_of(o);
	if (past > 0 && m->cfg.max_positions > 0 && (long)past + T > m->cfg.max_positions)
		return errf(e, "prompt: %d tokens after %d, more than the model's limit of %d",
			T, past, m->cfg.max_positions);
	if (m->cfg.max_positions > 0 && T > m->cfg.max_positions)
		return errf(e, "prompt: %d tokens, more than the model's limit of %d", T,
			m->cfg.max_positions);
	if (o && o->cache && (long)past + T > o->cache->cap)
		return errf(e, "prompt: %d tokens after %d, more than the cache's %d positions",
			T, past, o->cache->cap);

	size_t limit = o && o->mem_limit ? o->mem_limit : FWD_DEFAULT_MEM_LIMIT;
	size_t need = fwd_memory_needed(m, T, o);
	if (need > limit)
		return errf(e, "prompt: %d tokens need %zu MiB of working memory, more than "
			"the limit of %zu MiB", T, need >> 20, limit >> 20);
	return 0;
}

void fwd_result_free(fwd_result *r)
{
	for (int i = 0; r->layers && i < r->num_layers; i++)
		fwd_capture_free(&r->layers[i]);
	buf_put(r->layers);
	buf_put(r->logits);
	buf_put(r->all_logits);
	buf_put(r->resid);
	memset(r, 0, sizeof *r);
}

/* ---- the pass ----------------------------------------------------------- */

typedef struct norm_job {
	float *dst;
	const float *src, *w, *b;
	int n;
	double eps;
	norm_kind kind;
} norm_job;

/* one row of the block's norm: RMSNorm with w or (1 + w), or LayerNorm */
static void norm_row(const norm_job *j, float *dst, const float *src)
{
	if (j->kind == NORM_LAYER)
		fwd_layernorm(dst, src, j->w, j->b, j->n, j->eps);
	else
		fwd_rmsnorm(dst, src, j->w, j->n, j->eps, j->kind == NORM_RMS_1P);
}

static void norm_rows(void *arg, int b, int e)
{
	const norm_job *j = arg;
	for (int t = b; t < e; t++)
		norm_row(j, j->dst + (size_t)t * j->n, j->src + (size_t)t * j->n);
}

/* dst[t] = Norm(src[t]; w, b) for t in [first, T), over the thread pool;
 * the weights widened into wbuf (2·H floats) */
static void norm_all(const fwd_state *s, float *dst, const float *src, const tensor *w,
	const tensor *b, float *wbuf, int T)
{
	int H = s->c->hidden_size;
	fwd_widen(w, wbuf, (size_t)H);
	if (b->data)
		fwd_widen(b, wbuf + H, (size_t)H);
	norm_job j = { dst, src, wbuf, wbuf + H, H, s->c->rms_eps, s->c->norm };
	pool_for(T, norm_rows, &j);
}

typedef struct gelu_job {
	float *u;
	int width;
} gelu_job;

static void gelu_rows(void *arg, int b, int e)
{
	const gelu_job *j = arg;
	for (size_t i = (size_t)b * j->width; i < (size_t)e * j->width; i++)
		j->u[i] = gelu_tanh(j->u[i]);
}

typedef struct silu_job {
	float *g;
	const float *u;
	int width;
} silu_job;

static void silu_rows(void *arg, int b, int e)
{
	const silu_job *j = arg;
	vec_silu_mul(j->g + (size_t)b * j->width, j->u + (size_t)b * j->width,
		(size_t)(e - b) * j->width);
}

static bool cancelled(const fwd_options *o)
{
	return o->cancel && atomic_load(o->cancel) != 0;
}

static _Thread_local bool guarded;
static atomic_long guard_count;

void fwd_guard_thread(bool on)
{
	guarded = on;
}

void fwd_guard_note(void)
{
	if (guarded)
		atomic_fetch_add(&guard_count, 1);
}

long fwd_guard_count(void)
{
	return atomic_load(&guard_count);
}

int fwd_run(const model *m, const int *ids, int T, const fwd_options *o,
	fwd_result *r, errbuf *e)
{
	fwd_guard_note();
	const model_config *c = &m->cfg;
	fwd_options def;
	if (!o) {
		fwd_options_init(&def);
		o = &def;
	}
	memset(r, 0, sizeof *r);
	if (fwd_check_length(m, T, o, e) < 0)
		return -1;
	for (int t = 0; t < T; t++)
		if (ids[t] < 0 || ids[t] >= c->vocab_size)
			return errf(e, "token id %d: out of range (the vocabulary has %d tokens)",
				ids[t], c->vocab_size);
	int H = c->hidden_size, I = c->intermediate_size, V = c->vocab_size;
	fwd_cache *kv = o->cache;
	fwd_state s;
	memset(&s, 0, sizeof s);
	s.m = m;
	s.c = c;
	s.T = T;
	s.past = kv ? kv->len : 0;
	s.span = s.past + T;
	s.cache_cap = kv ? kv->cap : 0;
	s.bf16 = o->precision == FWD_BF16;
	s.x = buf_get((size_t)T * H * sizeof(float));
	s.h = buf_get((size_t)T * H * sizeof(float));
	float *mg = buf_get((size_t)T * I * sizeof(float));
	float *mu = buf_get((size_t)T * I * sizeof(float));
	float *normw = buf_get((size_t)2 * (H > I ? H : I) * sizeof(float));

	/* RoPE tables for positions p = past + t: angle p·inv_freq[i],
	 * inv_freq[i] = θ^(−2i/rd), in double */
	int half = c->rotary_dim / 2;
	s.rope_cos = buf_get(((size_t)T * half + 1) * sizeof(float));
	s.rope_sin = buf_get(((size_t)T * half + 1) * sizeof(float));
	for (int i = 0; i < half; i++) {
		double inv = rope_inv_freq(c, i);
		for (int t = 0; t < T; t++) {
			double p = (double)(s.past + t);
			s.rope_cos[(size_t)t * half + i] = (float)cos(p * inv);
			s.rope_sin[(size_t)t * half + i] = (float)sin(p * inv);
		}
	}

	r->T = T;
	r->past = s.past;
	r->span = s.span;
	r->vocab = V;
	r->num_layers = c->num_layers;
	r->layers = buf_get0(((size_t)c->num_layers) * (sizeof(fwd_layer_capture)));
	for (int i = 0; i < c->num_layers; i++)
		if (o->capture && o->capture[i])
			fwd_capture_alloc(c, i, (size_t)T, (size_t)s.span, &r->layers[i]);
	size_t nx = (size_t)T * H;
	if (o->residuals)
		r->resid = buf_get(nx * (size_t)(c->num_layers + 1) * sizeof(float));

	pool_lock(o->threads);
	int rc = 0;

	/* x[t] = E[id_t] (no scaling). A tied embedding whose rows were given
	 * back when the lm_head's panels were made is read from the panels
	 * (the same BF16 values, 16 apart): reading the rows would fault their
	 * pages back in, up to a megabyte of resident memory per token id. */
	const uint16_t *tied_panels = m->w.lm_head.panels && m->w.lm_head.data == m->w.embed.data
		? m->w.lm_head.panels : NULL;
	for (int t = 0; t < T; t++) {
		float *xt = s.x + (size_t)t * H;
		if (tied_panels) {
			for (int k = 0; k < H; k++)
				xt[k] = bf16_to_f32(tied_panels[panel_index(H, ids[t], k)]);
			continue;
		}
		tensor row = m->w.embed;
		size_t esz = row.dtype == DT_F32 ? 4 : 2;
		row.data = (const char *)m->w.embed.data + (size_t)ids[t] * H * esz;
		fwd_widen(&row, xt, H);
	}
	/* learned positions: x[t] += P[past + t] */
	if (c->pos == POS_LEARNED) {
		for (int t = 0; t < T; t++) {
			tensor row = m->w.pos_embed;
			size_t esz = row.dtype == DT_F32 ? 4 : 2;
			row.data = (const char *)row.data + (size_t)(s.past + t) * H * esz;
			fwd_widen(&row, normw, H);
			for (int k = 0; k < H; k++)
				s.x[(size_t)t * H + k] += normw[k];
		}
	}
	if (r->resid)
		memcpy(r->resid, s.x, nx * sizeof(float));

	for (int i = 0; i < c->num_layers; i++) {
		if (cancelled(o)) {
			rc = FWD_CANCELLED;
			break;
		}
		const layer_weights *lw = &m->w.layers[i];
		fwd_layer_capture *lc = r->layers[i].present ? &r->layers[i] : NULL;
		s.lc = kv ? &kv->layers[i] : NULL;
		s.ablate = o->ablate ? o->ablate[i] : NULL;
		s.layer = i;
		/* h = Norm(x; input_layernorm); x += mixer(h) */
		norm_all(&s, s.h, s.x, &lw->input_norm, &lw->input_norm_b, normw, T);
		if (c->layer_is_linear[i])
			fwd_gdn(&s, lw, lc);
		else
			fwd_attention(&s, lw, lc);
		/* h = Norm(x; post_attention_layernorm); x += MLP(h) (docs/MODEL.md §5) */
		norm_all(&s, s.h, s.x, &lw->post_norm, &lw->post_norm_b, normw, T);
		if (c->mlp == MLP_SWIGLU) {
			/* W_down(SiLU(W_gate h + b) ⊙ (W_up h + b)) + b */
			const tensor *w2[2] = { &lw->gate_proj, &lw->up_proj };
			float *y2[2] = { mg, mu };
			mm_tensors(w2, y2, 2, s.h, T, s.bf16);
			fwd_add_bias(mg, &lw->gate_b, T, I);
			fwd_add_bias(mu, &lw->up_b, T, I);
			silu_job sj = { mg, mu, I };
			pool_for(T, silu_rows, &sj);
		} else {
			/* W_down·GELU(W_up h + b) + b */
			mm_tensor(&lw->up_proj, s.h, T, mg, false, s.bf16);
			fwd_add_bias(mg, &lw->up_b, T, I);
			gelu_job gj = { mg, I };
			pool_for(T, gelu_rows, &gj);
		}
		fwd_cap_at(lc, CAP_MLP_ACT, 0, mg, (size_t)T * I);
		mm_tensor(&lw->down_proj, mg, T, s.x, true, s.bf16);
		fwd_add_bias(s.x, &lw->down_b, T, H);
		/* activation patching: the last position's stream after this layer
		 * is another input's, and the later layers read it from here on */
		if (i == o->patch_layer && o->patch_row)
			memcpy(s.x + (size_t)(T - 1) * H, o->patch_row, (size_t)H * sizeof(float));
		if (r->resid)
			memcpy(r->resid + nx * (size_t)(i + 1), s.x, nx * sizeof(float));
		if (o->progress)
			o->progress(o->progress_ctx, i + 1, c->num_layers);
	}

	if (rc == 0) {
		/* y = Norm(x; norm); logits = lm_head · y (last position, or all) */
		int first = o->all_logits ? 0 : T - 1;
		int n = T - first;
		norm_all(&s, s.h, s.x + (size_t)first * H, &m->w.final_norm, &m->w.final_norm_b,
			normw, n);
		float *lg = buf_get((size_t)n * V * sizeof(float));
		mm_tensor(&m->w.lm_head, s.h, n, lg, false, s.bf16);
		r->logits = buf_get((size_t)V * sizeof(float));
		memcpy(r->logits, lg + (size_t)(n - 1) * V, (size_t)V * sizeof(float));
		if (o->all_logits)
			r->all_logits = lg;
		else
			buf_put(lg);
	}
	pool_unlock();

	buf_put(s.rope_sin);
	buf_put(s.rope_cos);
	buf_put(normw);
	buf_put(mu);
	buf_put(mg);
	buf_put(s.h);
	buf_put(s.x);
	if (rc == FWD_CANCELLED) {
		fwd_result_free(r);
		errf(e, "cancelled");
	}
	/* NaN or Inf in the weights poisons the output: say which tensor holds
	 * it (the loader checks only the small vectors up front) */
	for (int v = 0; rc == 0 && v < V; v++) {
		if (!isfinite(r->logits[v])) {
			if (model_find_nonfinite(m, e) == 0)
				errf(e, "%s: the forward pass gave a non-finite logit", m->dir);
			fwd_result_free(r);
			rc = -1;
		}
	}
	/* the layers before a cancel have appended their positions, the later
	 * ones not: a cache in that state is of no use, start it again */
	if (kv) {
		if (rc == 0)
			kv->len += T;
		else
			fwd_cache_clear(kv);
	}
	return rc;
}

/* ---- the logit lens and the heads ablation counts ------------------------- */

void fwd_lens(const model *m, const float *row, int threads, fwd_precision p, float *logits)
{
	const model_config *c = &m->cfg;
	int H = c->hidden_size;
	/* y = Norm(row; norm); logits = lm_head · y: the calls of fwd_run's
	 * last position, one token, so the same kernel path and the same bits */
	float *normw = buf_get((size_t)2 * H * sizeof(float));
	float *y = buf_get((size_t)H * sizeof(float));
	fwd_widen(&m->w.final_norm, normw, H);
	if (m->w.final_norm_b.data)
		fwd_widen(&m->w.final_norm_b, normw + H, H);
	norm_job j = { y, row, normw, normw + H, H, c->rms_eps, c->norm };
	norm_row(&j, y, row);
	pool_lock(threads);
	mm_tensor(&m->w.lm_head, y, 1, logits, false, p == FWD_BF16);
	pool_unlock();
	buf_put(y);
	buf_put(normw);
}

int fwd_layer_heads(const model_config *c, int i)
{
	return c->layer_is_linear[i] ? c->lin_v_heads : c->num_heads;
}

/* ---- top-k -------------------------------------------------------------- */

int fwd_top_k(const float *logits, int vocab, int k, int *ids, float *probs)
{
	if (k > vocab)
		k = vocab;
	if (k <= 0)
		return 0;
	/* p_i = exp(l_i − max) / Σ exp(l_j − max), the sum in double */
	float mx = -INFINITY;
	for (int i = 0; i < vocab; i++)
		if (logits[i] > mx)
			mx = logits[i];
	double sum = 0;
	for (int i = 0; i < vocab; i++)
		sum += exp((double)logits[i] - mx);
	/* keep a sorted list of the k best (k is small) */
	int n = 0;
	for (int i = 0; i < vocab; i++) {
		float l = logits[i];
		if (n == k && !(l > logits[ids[n - 1]]))
			continue;
		int p = n < k ? n++ : k - 1;
		while (p > 0 && l > logits[ids[p - 1]]) {
			ids[p] = ids[p - 1];
			p--;
		}
		ids[p] = i;
	}
	for (int j = 0; j < n; j++)
		probs[j] = (float)(exp((double)logits[ids[j]] - mx) / sum);
	return n;
}

const char *fwd_kernel_name(fwd_precision p)
{
	return mm_kernel_current(p == FWD_BF16)->name;
}
