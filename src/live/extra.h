/* The numbers of the generation, neuron and bank-drift views, owned by the
 * app next to live_state: the continuation (gen.h), the cell taken apart
 * (neuron.h), the three trajectories (drift_ui.h) and the causal views'
 * state (causal_ui.h), each with what it was computed for. */
#ifndef ATTN_LIVE_EXTRA_H
#define ATTN_LIVE_EXTRA_H

#include <stdbool.h>

#include "live/causal_ui.h"
#include "live/drift_ui.h"
#include "live/gen.h"
#include "live/neuron.h"

typedef struct live_extra {
	live_gen gen;
	/* neuron: a real head's cell, and the worked example's */
	neuron_cell nc;
	bool nc_ok;
	errbuf nc_err;
	int nc_layer, nc_head;    /* the full-attention layer and head of nc */
	neuron_cell wc;
	bool wc_ok;
	int wc_i, wc_j;           /* the worked cell shown (query, key) */
	live_drift_ui drift;      /* bank-drift (drift_ui.h) */
	/* the logit lens, patching and the ablated heads (causal_ui.h) */
	live_causal causal;
} live_extra;

void live_extra_init(live_extra *x);
void live_extra_free(live_extra *x);

#endif
