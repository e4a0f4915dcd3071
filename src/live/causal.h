/* The numbers of the causal views: what a head or a layer does, seen by
 * changing the pass rather than by reading its weights.
 *
 *   lens    the logit lens: the last position's stream after each layer l
 *           through the final norm and the lm_head (fwd_lens), top k a
 *           layer; the row after the last layer is the prediction
 *   patch   activation patching over every layer: the target prompt run
 *           with its last position's stream after layer l replaced by the
 *           source prompt's; for each l the patched prediction and the
 *           probabilities of the two prompts' own predictions
 *   ablate  the prediction before and after some heads are ablated
 *           (fwd_options.ablate): the top k of each, and the probability
 *           after of each token that was in the top k before
 *
 * Each is computed once for its inputs on whatever thread calls it (a
 * worker in the TUI) and drawn from these structs. No curses. */
#ifndef ATTN_LIVE_CAUSAL_H
#define ATTN_LIVE_CAUSAL_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/forward.h"

#define CAUSAL_TOP 5

typedef struct lens_data {
	int L, k;
	bool *linear;       /* [L] the layer's kind */
	int32_t *ids;       /* [L][k] */
	float *prob;        /* [L][k] */
} lens_data;

typedef struct patch_data {
	int L;
	int32_t target_top, source_top; /* each prompt's own prediction */
	float target_p, source_p;       /* their probabilities, unpatched */
	int32_t *top;                   /* [L] the patched prediction after layer l */
	float *top_p;                   /* [L] its probability */
	float *p_target, *p_source;     /* [L] the two own predictions' probabilities */
} patch_data;

typedef struct ablate_data {
	int k;
	int32_t before[CAUSAL_TOP], after[CAUSAL_TOP];
	float p_before[CAUSAL_TOP], p_after[CAUSAL_TOP];
	float p_before_after[CAUSAL_TOP]; /* before[i]'s probability after ablating */
} ablate_data;

/* The lens of every layer from a pass's residual stream (resid of
 * fwd_result, T positions), with the pass's threads and precision. */
void lens_from_stream(lens_data *d, const model *m, const float *resid, int T, int k,
	int threads, fwd_precision prec);
/* One pass over ids keeping the stream, then the lens of every layer. 0,
 * FWD_CANCELLED, or -1 with e. */
int lens_compute(lens_data *d, const model *m, const int *ids, int T, int k,
	const fwd_options *o, errbuf *e);
void lens_free(lens_data *d);

/* 2 + L passes (the source, the target, then the target patched after each
 * layer). 0, FWD_CANCELLED, or -1 with e. */
int patch_compute(patch_data *d, const model *m, const int *target, int Tt,
	const int *source, int Ts, const fwd_options *o, errbuf *e);
void patch_free(patch_data *d);

/* Two passes over ids: o as given without its ablation, then with
 * ablate. 0, FWD_CANCELLED, or -1 with e. */
int ablate_compute(ablate_data *d, const model *m, const int *ids, int T,
	const bool *const *ablate, const fwd_options *o, errbuf *e);

#endif
