/* The causal experiments of `attnstep run`: what a head does, seen by taking
 * it away or by moving the stream from one input into another.
 *
 *   --ablate L.H[,L.H...]  those heads' outputs are 0 at every position
 *                          (engine/forward.h, fwd_options.ablate)
 *   --lens                 the logit lens: the last position's stream after
 *                          each layer through the final norm and the lm_head
 *   --patch-prompt TEXT | --patch-token-ids IDS  with  --patch-layer L
 *                          the second input runs first; then the first input
 *                          runs with its last position's stream after layer L
 *                          replaced by the second input's last position's
 *
 * Ablation applies to every pass of the command (the patch source's too): it
 * is a change to the model. */
#ifndef ATTN_CLI_RUN_CAUSAL_H
#define ATTN_CLI_RUN_CAUSAL_H

#include <stdbool.h>

#include "engine/forward.h"
#include "live/causal.h"
#include "loader/model.h"
#include "tokenizer/tokenizer.h"
#include "util/error.h"
#include "util/strbuf.h"

typedef struct run_causal {
	/* the options as given (NULL when absent) */
	const char *ablate_s, *patch_prompt, *patch_ids_s, *patch_layer_s;
	bool lens;
	/* parsed against the model */
	int num_layers;
	bool **ablate;        /* [num_layers], each NULL or [heads]; NULL when none */
	int n_ablated;
	int patch_layer;      /* -1 without patching */
	int *patch_ids, patch_T;
	float *patch_row;     /* [hidden_size]: the second input's stream */
	lens_data lens_d;     /* with --lens: top k after every layer */
} run_causal;

/* Whether any causal option was given. */
bool run_causal_any(const run_causal *rc);
/* Check the options that need no model (pairs given together, no empty
 * prompt); -1 with one line in e. */
int run_causal_check(const run_causal *rc, errbuf *e);
/* Parse --ablate and --patch-layer against the model, tokenize the patch
 * input; set o->ablate and o->residuals (for the lens). -1 with one line. */
int run_causal_prepare(run_causal *rc, const model *m, const tokenizer *tk,
	fwd_options *o, errbuf *e);
/* Run the patch source (when patching) and put its row into o. */
int run_causal_patch_source(run_causal *rc, const model *m, fwd_options *o, errbuf *e);
/* After the main pass (which kept its residual stream): the lens, top k
 * per layer. */
void run_causal_lens(run_causal *rc, const model *m, const fwd_result *r, int top,
	const fwd_options *o);
void run_causal_free(run_causal *rc);

/* The outputs: JSON members (each line ends ",\n"), text lines, CSV records. */
void run_causal_json(strbuf *o, const run_causal *rc, const model_config *c,
	const tokenizer *tk);
void run_causal_text(strbuf *o, const run_causal *rc, const model_config *c,
	const tokenizer *tk);
void run_causal_csv(strbuf *o, const run_causal *rc, const model_config *c,
	const tokenizer *tk);

#endif
