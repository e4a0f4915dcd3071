/* live_extra: initial state and release (extra.h). */
#include "live/extra.h"

#include <stdlib.h>
#include <string.h>

void live_extra_init(live_extra *x)
{
	memset(x, 0, sizeof *x);
	live_gen_init(&x->gen);
	live_causal_init(&x->causal);
	live_drift_ui_init(&x->drift);
}

void live_extra_free(live_extra *x)
{
	live_gen_free(&x->gen);
	live_causal_free(&x->causal);
	if (x->neuron.ok)
		neuron_free(&x->neuron.cell);
	if (x->worked.ok)
		neuron_free(&x->worked.cell);
	live_drift_ui_free(&x->drift);
	memset(x, 0, sizeof *x);
}
