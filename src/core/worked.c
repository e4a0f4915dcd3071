#include "core/worked.h"

const char *const worked_tokens[WORKED_N] = {"The", "cat"};
const double worked_x[WORKED_N * WORKED_D] = {
	1.00, 0.20, /* The */
	0.30, 0.90, /* cat */
};
const double worked_wq[WORKED_D * WORKED_D] = {1, 0, 0, 1};
const double worked_wk[WORKED_D * WORKED_D] = {1, 0, 0, 1};
const double worked_wv[WORKED_D * WORKED_D] = {
	0.5, -0.3,
	0.2, 0.7,
};

int worked_trace(attn_trace *t, bool causal)
{
	return attn_trace_compute(t, worked_x, WORKED_N, WORKED_D, worked_wq,
				  worked_wk, worked_wv, WORKED_D, causal);
}
