/* The decoding state a pass leaves behind (fwd_cache): allocation, sizes,
 * clearing; and the implicit-attention row of a GatedDeltaNet head for one
 * new query, read from the cached keys. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "engine/forward.h"
#include "engine/forward_int.h"
#include "kernels/kernels.h"
#include "util/error.h"

/* Floats of one layer's cache for cap positions. */
static size_t layer_floats(const model_config *c, int i, size_t cap, size_t *fixed)
{
	if (c->layer_is_linear[i]) {
		size_t nk = c->lin_k_heads, nv = c->lin_v_heads, dk = c->lin_k_dim, dv = c->lin_v_dim;
		size_t C = 2 * nk * dk + nv * dv, K = c->lin_conv_kernel;
		*fixed = (K - 1) * C + nv * dk * dv;
		return *fixed + nk * cap * dk + 2 * nv * cap;
	}
	*fixed = 0;
	return 2 * (size_t)c->num_kv_heads * cap * c->head_dim;
}

size_t fwd_cache_bytes(const model *m, int max_tokens)
{
	const model_config *c = &m->cfg;
	size_t n = 0, fixed;
	for (int i = 0; i < c->num_layers; i++)
		n += layer_floats(c, i, max_tokens > 0 ? (size_t)max_tokens : 0, &fixed);
	return n * sizeof(float);
}

fwd_cache *fwd_cache_new(const model *m, int max_tokens, errbuf *e)
{
	const model_config *c = &m->cfg;
	if (max_tokens < 1) {
		errf(e, "cache: %d positions (at least 1)", max_tokens);
		return NULL;
	}
	if (c->max_positions > 0 && max_tokens > c->max_positions) {
		errf(e, "cache: %d positions, more than the model's limit of %d", max_tokens,
			c->max_positions);
		return NULL;
	}
	size_t bytes = fwd_cache_bytes(m, max_tokens);
	if (bytes > FWD_DEFAULT_MEM_LIMIT) {
		errf(e, "cache: %d positions need %zu MiB, more than the limit of %zu MiB",
			max_tokens, bytes >> 20, (size_t)FWD_DEFAULT_MEM_LIMIT >> 20);
		return NULL;
	}
	fwd_cache *kv = xcalloc(1, sizeof *kv);
	kv->m = m;
	kv->cap = max_tokens;
	kv->layers = xcalloc((size_t)c->num_layers, sizeof *kv->layers);
	size_t cap = (size_t)max_tokens;
	for (int i = 0; i < c->num_layers; i++) {
		fwd_layer_cache *l = &kv->layers[i];
		if (c->layer_is_linear[i]) {
			size_t nk = c->lin_k_heads, nv = c->lin_v_heads, dk = c->lin_k_dim, dv = c->lin_v_dim;
			size_t C = 2 * nk * dk + nv * dv, K = c->lin_conv_kernel;
			l->conv = xcalloc((K > 1 ? K - 1 : 1) * C, sizeof(float));
			l->S = xcalloc(nv * dk * dv, sizeof(float));
			l->hk = xmalloc(nk * cap * dk * sizeof(float));
			l->hg = xmalloc(nv * cap * sizeof(float));
			l->hbeta = xmalloc(nv * cap * sizeof(float));
		} else {
			size_t n = (size_t)c->num_kv_heads * cap * c->head_dim;
			l->k = xmalloc(n * sizeof(float));
			l->v = xmalloc(n * sizeof(float));
		}
	}
	return kv;
}

void fwd_cache_clear(fwd_cache *kv)
{
	if (!kv)
		return;
	const model_config *c = &kv->m->cfg;
	for (int i = 0; i < c->num_layers; i++) {
		fwd_layer_cache *l = &kv->layers[i];
		if (!c->layer_is_linear[i])
			continue; /* keys and values are written before they are read */
		size_t nk = c->lin_k_heads, nv = c->lin_v_heads, dk = c->lin_k_dim, dv = c->lin_v_dim;
		size_t C = 2 * nk * dk + nv * dv, K = c->lin_conv_kernel;
		memset(l->conv, 0, (K > 1 ? K - 1 : 1) * C * sizeof(float));
		memset(l->S, 0, nv * dk * dv * sizeof(float));
	}
	kv->len = 0;
}

void fwd_cache_free(fwd_cache *kv)
{
	if (!kv)
		return;
	for (int i = 0; i < kv->m->cfg.num_layers; i++) {
		fwd_layer_cache *l = &kv->layers[i];
		free(l->k);
		free(l->v);
		free(l->conv);
		free(l->S);
		free(l->hk);
		free(l->hg);
		free(l->hbeta);
	}
	free(kv->layers);
	free(kv);
}

int fwd_cache_len(const fwd_cache *kv) { return kv ? kv->len : 0; }
int fwd_cache_capacity(const fwd_cache *kv) { return kv ? kv->cap : 0; }

void fwd_implicit_row(int P, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w)
{
	float *y = xmalloc((size_t)dk * sizeof(float));
	memcpy(y, q, (size_t)dk * sizeof(float));
	float mag = 1;
	int s = P;
	for (; s >= 0; s--) {
		const float *ks = k + (size_t)s * dk;
		float ky = vec_dot(ks, y, dk);
		w[s] = beta[s] * ky; /* w[P][s] = β_s (A_{s+1}⋯A_P q)·k_s */
		/* y ← A_s y = e^{g_s}(y − β_s k_s (k_s·y)) */
		float eg = expf(g[s]);
		for (int i = 0; i < dk; i++)
			y[i] = eg * (y[i] - beta[s] * ky * ks[i]);
		mag *= eg;
		if (mag == 0) /* the product has underflowed: the rest of the row is 0 */
			break;
	}
	for (s--; s >= 0; s--)
		w[s] = 0;
	free(y);
}
