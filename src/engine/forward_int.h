/* Internal to the forward pass: the run state shared by forward.c (driver,
 * norms, MLP, logits), forward_attn.c (gated full attention) and forward_gdn.c
 * (GatedDeltaNet and its implicit attention). */
#ifndef ATTN_ENGINE_FORWARD_INT_H
#define ATTN_ENGINE_FORWARD_INT_H

#include "engine/capture.h"
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

/* x += attention(h) for a full-attention layer; capture into lc when not NULL. */
void fwd_attention(fwd_state *s, const layer_weights *lw, fwd_layer_capture *lc);
/* x += GatedDeltaNet(h); capture into lc when not NULL. */
void fwd_gdn(fwd_state *s, const layer_weights *lw, fwd_layer_capture *lc);

/* Driven by the capture table (engine/capture.c): the bytes layer i's capture
 * takes, its allocation (every array the pass writes, filled with the row's
 * fill value) and its release. */
size_t fwd_capture_bytes(const model_config *c, int i, size_t T, size_t S);
void fwd_capture_alloc(const model_config *c, int i, size_t T, size_t S, fwd_layer_capture *lc);
void fwd_capture_free(fwd_layer_capture *lc);
/* The producer's one line: keep src[0..n) at element `at` of array id;
 * nothing when lc is NULL (no capture) or the layer has no such array. */
void fwd_cap_at(fwd_layer_capture *lc, fwd_cap_id id, size_t at, const float *src, size_t n);

/* Bytes of scratch each layer kind allocates while it runs (for the budget),
 * T new tokens and span keys. */
size_t fwd_attn_scratch(const model_config *c, int T, int span);
size_t fwd_gdn_scratch(const model_config *c, int T, int span);


#endif
