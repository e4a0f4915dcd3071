/* The cost step's byte counts (attn_cost.h). */
#include "core/attn_cost.h"

#include <math.h>

const long attn_cost_lens[ATTN_COST_N] = {256, 1024, 4096, 16384, 32768, 131072, 262144};

void attn_cost_compute(attn_cost *ac, int heads, int n_full, int lin_heads, int dk, int dv,
		       int seq_idx, int T)
{
	if (seq_idx < 0)
		seq_idx = 0;
	if (seq_idx >= ATTN_COST_N)
		seq_idx = ATTN_COST_N - 1;
	for (int k = 0; k < ATTN_COST_N; k++)
		ac->bytes[k] = (double)heads * attn_cost_lens[k] * attn_cost_lens[k] * 4;
	/* bars on a log scale: every doubling of N adds the same length */
	double top = ac->bytes[ATTN_COST_N - 1] > 1 ? log2(ac->bytes[ATTN_COST_N - 1]) : 1;
	for (int k = 0; k < ATTN_COST_N; k++)
		ac->bar[k] = ac->bytes[k] > 1 ? log2(ac->bytes[k]) / top : 0;
	ac->n = attn_cost_lens[seq_idx];
	ac->layer = ac->bytes[seq_idx];
	ac->all = ac->layer * n_full;
	ac->state = (double)lin_heads * dk * dv * 4;
	/* the live run keeps three T × T arrays a head: raw scores, the
	 * scaled and masked scores, the weights */
	ac->captured = (double)heads * T * T * 4 * 3 * n_full;
}
