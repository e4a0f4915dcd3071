/* What attention's score matrix costs in memory, for the cost step: the
 * scores of one full-attention layer grow as N², a GatedDeltaNet layer's
 * state does not grow at all. The numbers are float32 bytes. */
#ifndef CORE_ATTN_COST_H
#define CORE_ATTN_COST_H

#define ATTN_COST_N 7

/* The sequence lengths the step lists, 256 to 262,144 tokens. */
extern const long attn_cost_lens[ATTN_COST_N];

typedef struct attn_cost {
	double bytes[ATTN_COST_N]; /* one layer's scores at each length: heads · N² · 4 */
	double bar[ATTN_COST_N];   /* log2(bytes) / log2(bytes at the longest length) */
	long n;                    /* the chosen length */
	double layer;              /* one layer's scores at n */
	double all;                /* every full-attention layer's scores at n */
	double state;              /* one GatedDeltaNet layer's state: heads · dk · dv · 4 */
	double captured;           /* a prompt of T tokens, captured: heads · T² · 4 · 3 · full layers */
} attn_cost;

/* heads: query heads of a full-attention layer; n_full: such layers;
 * lin_heads, dk, dv: a GatedDeltaNet layer's value heads and state shape
 * (0 when there is none); seq_idx: which of attn_cost_lens (clamped);
 * T: the tokens of the prompt shown (0: none). */
void attn_cost_compute(attn_cost *ac, int heads, int n_full, int lin_heads, int dk, int dv,
		       int seq_idx, int T);

#endif
