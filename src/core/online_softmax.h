/* Softmax and the mix with V one block of keys at a time, as fused
 * attention kernels (FlashAttention) do it: for one query, a running
 * maximum m, a running sum ℓ of e^(s_j − m) and a running sum of
 * e^(s_j − m) · v_j, rescaled by e^(m_old − m_new) whenever a block brings
 * a larger score. The demo's scores and values are small numbers that can
 * be followed by hand; every intermediate is kept for the panel. */
#ifndef ATTN_CORE_ONLINE_SOFTMAX_H
#define ATTN_CORE_ONLINE_SOFTMAX_H

#define ONLINE_N 6 /* keys */
#define ONLINE_D 2 /* numbers in each value vector */
#define ONLINE_SIZES 4 /* block sizes the panel offers: 1, 2, 3, 6 keys */

extern const double online_scores[ONLINE_N];        /* one query's scores s_j (already ÷√d) */
extern const double online_values[ONLINE_N][ONLINE_D]; /* v_j */

typedef struct online_block {
	int first, n;          /* the block's keys: first .. first + n − 1 */
	double block_max;      /* the largest score in the block */
	double m_old, m;       /* the running maximum before and after the block */
	double rescale;        /* e^(m_old − m): what the old sums are multiplied by */
	double l;              /* ℓ = Σ e^(s_j − m) over the keys seen so far */
	double acc[ONLINE_D];  /* Σ e^(s_j − m) · v_j over the keys seen so far */
	double out[ONLINE_D];  /* acc / ℓ: the output if the keys stopped here */
} online_block;

typedef struct online_demo {
	int block;                       /* keys per block */
	int n_blocks;
	online_block b[ONLINE_N];
	double direct_w[ONLINE_N];       /* softmax(s) in one go, for comparison */
	double direct[ONLINE_D];         /* softmax(s) · V in one go */
	double max_diff;                 /* max |out of the last block − direct| */
} online_demo;

/* The block size at slider position k (0 .. ONLINE_SIZES − 1). */
int online_block_size(int k);

/* Run the demo with blocks of `block` keys (1 .. ONLINE_N). */
void online_demo_compute(online_demo *d, int block);

#endif
