/* Internal to the forward pass: the run state shared by forward.c (driver,
 * norms, MLP, logits), forward_attn.c (gated full attention) and forward_gdn.c
 * (GatedDeltaNet and its implicit attention). */
#ifndef ATTN_MODEL_FORWARD_INT_H
#define ATTN_MODEL_FORWARD_INT_H

#include "model/forward.h"
#include "model/kernels.h"

typedef struct fwd_state {
	const model *m;
	const model_config *c;
	int T;
	bool bf16;
	float *x;          /* [T][H] residual stream */
	float *h;          /* [T][H] normed input of a block */
	float *rope_cos;   /* [T][rotary_dim/2] */
	float *rope_sin;
} fwd_state;

/* Widen a small tensor (norm weights, A_log, ...) into n floats. */
void fwd_widen(const tensor *t, float *out, size_t n);
/* dst = r(src) ⊙ w' over n values, r(x) = x / sqrt(mean x² + eps), with
 * w' = 1 + w (zero_centred) or w; w == NULL means w' = 1. */
void fwd_rmsnorm(float *dst, const float *src, const float *w, int n, double eps,
	bool zero_centred);
float fwd_sigmoid(float x);
float fwd_softplus(float x);

/* x += attention(h) for a full-attention layer; fill cap when not NULL. */
void fwd_attention(fwd_state *s, const layer_weights *lw, fwd_attn_capture *cap);
/* x += GatedDeltaNet(h); fill cap when not NULL. */
void fwd_gdn(fwd_state *s, const layer_weights *lw, fwd_gdn_capture *cap);

/* Bytes of scratch each layer kind allocates while it runs (for the budget). */
size_t fwd_attn_scratch(const model_config *c, int T);
size_t fwd_gdn_scratch(const model_config *c, int T);

#endif
