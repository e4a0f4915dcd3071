/* Internal to the forward pass: the run state shared by forward.c (driver,
 * norms, MLP, logits), forward_attn.c (gated full attention) and forward_gdn.c
 * (GatedDeltaNet and its implicit attention). */
#ifndef ATTN_ENGINE_FORWARD_INT_H
#define ATTN_ENGINE_FORWARD_INT_H

#include "engine/forward.h"
#include "kernels/kernels.h"

/* One layer's decoding state (see fwd_cache in forward.h); cap positions. */
typedef struct fwd_layer_cache {
	float *k, *v;      /* full attention: [nkv][cap][hd] */
	float *conv;       /* GatedDeltaNet: [K-1][C] the conv inputs u of the last K-1
	                    * positions, oldest first (zero before position 0) */
	float *S;          /* GatedDeltaNet: [nv][dk][dv] the recurrent state */
	float *hk;         /* GatedDeltaNet: [nk][cap][dk] keys after the L2 norm */
	float *hg, *hbeta; /* GatedDeltaNet: [nv][cap] g and β */
} fwd_layer_cache;

struct fwd_cache {
	const model *m;
	int len, cap;
	fwd_layer_cache *layers; /* [num_layers] */
};

typedef struct fwd_state {
	const model *m;
	const model_config *c;
	int T;             /* new tokens in this pass */
	int past;          /* positions before them (the cache's length, else 0) */
	int span;          /* past + T */
	fwd_layer_cache *lc; /* this layer's cache, or NULL */
	int cache_cap;     /* positions the cache holds at most (its arrays' stride) */
	bool bf16;
	const bool *ablate; /* this layer's heads to zero (fwd_options.ablate), or NULL */
	int layer;         /* the layer running */
	float *x;          /* [T][H] residual stream */
	float *h;          /* [T][H] normed input of a block */
	float *rope_cos;   /* [T][rotary_dim/2], positions past .. past+T-1 */
	float *rope_sin;
} fwd_state;

/* Widen a small tensor (norm weights, A_log, ...) into n floats. */
void fwd_widen(const tensor *t, float *out, size_t n);
/* dst = r(src) ⊙ w' over n values, r(x) = x / sqrt(mean x² + eps), with
 * w' = 1 + w (zero_centred) or w; w == NULL means w' = 1. */
void fwd_rmsnorm(float *dst, const float *src, const float *w, int n, double eps,
	bool zero_centred);
/* dst = (src − mean)/sqrt(var + eps) ⊙ w + b over n values, var the biased
 * variance (LayerNorm, docs/MODEL.md §13). */
void fwd_layernorm(float *dst, const float *src, const float *w, const float *b, int n,
	double eps);
/* dst[i] += b[i] for every row of rows × n values (a bias after a product). */
void fwd_add_bias(float *dst, const tensor *b, int rows, int n);
float fwd_sigmoid(float x);
float fwd_softplus(float x);

/* x += attention(h) for a full-attention layer; fill cap when not NULL. */
void fwd_attention(fwd_state *s, const layer_weights *lw, fwd_attn_capture *cap);
/* x += GatedDeltaNet(h); fill cap when not NULL. */
void fwd_gdn(fwd_state *s, const layer_weights *lw, fwd_gdn_capture *cap);

/* Bytes of scratch each layer kind allocates while it runs (for the budget),
 * T new tokens and span keys. */
size_t fwd_attn_scratch(const model_config *c, int T, int span);
size_t fwd_gdn_scratch(const model_config *c, int T, int span);

/* Implicit attention row of one value head for a query at position P given
 * the keys, decays and betas of positions 0..P (docs/MODEL.md §4.6, read backwards):
 *   y = q;  for s = P down to 0:  w[s] = β_s (y·k_s),  y ← e^{g_s}(y − β_s k_s (k_s·y))
 * since w[P][s] = β_s q_Pᵀ(A_P⋯A_{s+1})k_s and every A_r is symmetric. */
void fwd_implicit_row(int P, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w);

#endif
