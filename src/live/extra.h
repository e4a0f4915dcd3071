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

/* A neuron view's numbers: one cell of a head taken apart (neuron.h). */
typedef struct neuron_view {
	neuron_cell cell;
	bool ok;
	errbuf err;               /* why there is none */
	int layer, head;          /* neuron: the full-attention layer and head of the cell */
} neuron_view;

typedef struct live_extra {
	live_gen gen;             /* live-generate (gen.h) */
	neuron_view neuron;       /* neuron: a real head's cell */
	neuron_view worked;       /* neuron-worked: the worked example's cell */
	live_drift_ui drift;      /* bank-drift (drift_ui.h) */
	/* the logit lens, patching and the ablated heads (causal_ui.h) */
	live_causal causal;
} live_extra;

void live_extra_init(live_extra *x);
void live_extra_free(live_extra *x);

#endif
