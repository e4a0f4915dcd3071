/* The table of captured intermediates (capture.h) and what it drives:
 * allocation, the memory it takes, the producers' copies, freeing. */
#include "engine/capture.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

#include "engine/forward_int.h"
#include "kernels/bufcache.h"

#define AT(field) offsetof(fwd_layer_capture, field)

/* Shapes as docs/MODEL.md and forward.h describe them: q, gate and out per
 * query head and new token; k and v per KV head over every key so far; the
 * T × S matrices per query head; the residual stream [T][H]. A GatedDeltaNet
 * layer keeps its keys, decays and betas over every position so far, so
 * that its implicit attention can be derived from the capture alone. */
const fwd_cap_desc fwd_cap_table[CAP_COUNT] = {
	{ CAP_ATTN_Q, "q", CAP_LAYER_ATTN, { CAP_DNH, CAP_DT, CAP_DHD }, false, false, 0, AT(attn.q) },
	{ CAP_ATTN_K, "k", CAP_LAYER_ATTN, { CAP_DNKV, CAP_DS, CAP_DHD }, false, false, 0, AT(attn.k) },
	{ CAP_ATTN_V, "v", CAP_LAYER_ATTN, { CAP_DNKV, CAP_DS, CAP_DHD }, false, false, 0, AT(attn.v) },
	{ CAP_ATTN_RAW, "raw", CAP_LAYER_ATTN, { CAP_DNH, CAP_DT, CAP_DS }, false, true, 0, AT(attn.raw) },
	{ CAP_ATTN_SCORES, "scores", CAP_LAYER_ATTN, { CAP_DNH, CAP_DT, CAP_DS }, false, false, -INFINITY,
	  AT(attn.scores) },
	{ CAP_ATTN_WEIGHTS, "weights", CAP_LAYER_ATTN, { CAP_DNH, CAP_DT, CAP_DS }, false, false, 0,
	  AT(attn.weights) },
	{ CAP_ATTN_GATE, "gate", CAP_LAYER_ATTN, { CAP_DNH, CAP_DT, CAP_DHD }, true, false, 0, AT(attn.gate) },
	{ CAP_ATTN_OUT, "out", CAP_LAYER_ATTN, { CAP_DNH, CAP_DT, CAP_DHD }, false, false, 0, AT(attn.out) },
	{ CAP_ATTN_X_IN, "x_in", CAP_LAYER_ATTN, { CAP_D1, CAP_DT, CAP_DH }, false, false, 0, AT(attn.x_in) },
	{ CAP_ATTN_DELTA, "delta", CAP_LAYER_ATTN, { CAP_D1, CAP_DT, CAP_DH }, false, false, 0, AT(attn.delta) },
	{ CAP_ATTN_X_MID, "x_mid", CAP_LAYER_ATTN, { CAP_D1, CAP_DT, CAP_DH }, false, false, 0, AT(attn.x_mid) },
	{ CAP_GDN_Q, "q", CAP_LAYER_GDN, { CAP_DNK, CAP_DT, CAP_DDK }, false, false, 0, AT(gdn.q) },
	{ CAP_GDN_K, "k", CAP_LAYER_GDN, { CAP_DNK, CAP_DS, CAP_DDK }, false, false, 0, AT(gdn.k) },
	{ CAP_GDN_V, "v", CAP_LAYER_GDN, { CAP_DNV, CAP_DT, CAP_DDV }, false, false, 0, AT(gdn.v) },
	{ CAP_GDN_BETA, "beta", CAP_LAYER_GDN, { CAP_D1, CAP_DNV, CAP_DS }, false, false, 0, AT(gdn.beta) },
	{ CAP_GDN_G, "g", CAP_LAYER_GDN, { CAP_D1, CAP_DNV, CAP_DS }, false, false, 0, AT(gdn.g) },
	{ CAP_GDN_IMPLICIT, "implicit", CAP_LAYER_GDN, { CAP_DNV, CAP_DT, CAP_DS }, false, true, 0,
	  AT(gdn.implicit) },
	{ CAP_GDN_OUT, "out", CAP_LAYER_GDN, { CAP_DNV, CAP_DT, CAP_DDV }, false, false, 0, AT(gdn.out) },
	{ CAP_MLP_ACT, "mlp_act", CAP_LAYER_ANY, { CAP_D1, CAP_DT, CAP_DI }, false, false, 0, AT(mlp_act) },
};

size_t fwd_cap_dim_size(const model_config *c, fwd_cap_dim d, size_t T, size_t S)
{
	switch (d) {
	case CAP_D1: return 1;
	case CAP_DT: return T;
	case CAP_DS: return S;
	case CAP_DH: return (size_t)c->hidden_size;
	case CAP_DI: return (size_t)c->intermediate_size;
	case CAP_DNH: return (size_t)c->num_heads;
	case CAP_DNKV: return (size_t)c->num_kv_heads;
	case CAP_DHD: return (size_t)c->head_dim;
	case CAP_DNK: return (size_t)c->lin_k_heads;
	case CAP_DNV: return (size_t)c->lin_v_heads;
	case CAP_DDK: return (size_t)c->lin_k_dim;
	case CAP_DDV: return (size_t)c->lin_v_dim;
	}
	return 0;
}

size_t fwd_cap_count(const model_config *c, int i, fwd_cap_id id, size_t T, size_t S)
{
	const fwd_cap_desc *d = &fwd_cap_table[id];
	bool linear = c->layer_is_linear[i];
	if ((d->layer == CAP_LAYER_ATTN && linear) || (d->layer == CAP_LAYER_GDN && !linear) ||
	    (d->gated_only && !c->gated_q))
		return 0;
	size_t n = 1;
	for (int k = 0; k < 3; k++)
		n *= fwd_cap_dim_size(c, d->shape[k], T, S);
	return n;
}

static float **slot(const fwd_layer_capture *lc, fwd_cap_id id)
{
	return (float **)((char *)lc + fwd_cap_table[id].offset);
}

float *fwd_cap_get(const fwd_layer_capture *lc, fwd_cap_id id)
{
	return lc && lc->present ? *slot(lc, id) : NULL;
}

size_t fwd_capture_bytes(const model_config *c, int i, size_t T, size_t S)
{
	size_t n = 0;
	for (int id = 0; id < CAP_COUNT; id++)
		n += fwd_cap_count(c, i, (fwd_cap_id)id, T, S);
	return n * sizeof(float);
}

void fwd_capture_alloc(const model_config *c, int i, size_t T, size_t S, fwd_layer_capture *lc)
{
	lc->present = true;
	lc->linear = c->layer_is_linear[i];
	for (int id = 0; id < CAP_COUNT; id++) {
		const fwd_cap_desc *d = &fwd_cap_table[id];
		size_t n = fwd_cap_count(c, i, d->id, T, S);
		if (!n || d->derived)
			continue;
		float *p = buf_get(n * sizeof(float));
		for (size_t k = 0; d->fill != 0 && k < n; k++)
			p[k] = d->fill;
		if (d->fill == 0)
			memset(p, 0, n * sizeof(float));
		*slot(lc, d->id) = p;
	}
}

float *fwd_cap_alloc_derived(const model_config *c, int i, fwd_layer_capture *lc,
	fwd_cap_id id, size_t T, size_t S)
{
	size_t n = fwd_cap_count(c, i, id, T, S);
	if (!lc->present || !n)
		return NULL;
	float **p = slot(lc, id);
	if (!*p)
		*p = buf_get(n * sizeof(float));
	return *p;
}

void fwd_capture_free(fwd_layer_capture *lc)
{
	for (int id = 0; id < CAP_COUNT; id++) {
		float **p = slot(lc, (fwd_cap_id)id);
		buf_put(*p);
		*p = NULL;
	}
}

void fwd_cap_at(fwd_layer_capture *lc, fwd_cap_id id, size_t at, const float *src, size_t n)
{
	float *dst = lc ? *slot(lc, id) : NULL;
	if (dst)
		memcpy(dst + at, src, n * sizeof(float));
}
