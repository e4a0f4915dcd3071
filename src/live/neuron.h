/* The neuron view's numbers: one cell (i, j) of an attention head taken
 * apart, for a real head (from a forward pass's capture) or the worked
 * example's 2-D one (from its trace), so that the same mechanism is shown at
 * both scales:
 *
 *   prod[c] = q_i[c] · k_j[c]           one bar per dimension, signed
 *   raw     = Σ_c prod[c]               the raw score q_i · k_j
 *   scaled  = raw / √d_head             what enters row i's softmax
 *   weight  = softmax(row i)[j]         where it lands (0 when j > i, masked)
 *
 * For a real Qwen3.5 head the first `rotary` dimensions are rotated by RoPE
 * (pairs c and c + rotary/2 turned by the position's angle), so their
 * products depend on where i and j are; the others do not. No curses: the
 * view draws what neuron_cell holds. */
#ifndef ATTN_LIVE_NEURON_H
#define ATTN_LIVE_NEURON_H

#include <stdbool.h>

#include "core/attention.h"
#include "engine/forward.h"

typedef struct neuron_cell {
	int i, j;            /* query and key positions */
	int dim;             /* d_head */
	int rotary;          /* dims 0 .. rotary-1 are RoPE-rotated (0: none) */
	double *q, *k;       /* [dim] */
	double *prod;        /* [dim] q[c] · k[c] */
	double raw, scaled;  /* Σ prod; raw / √dim */
	double pos, neg;     /* Σ of the positive, of the negative products */
	double rot_sum;      /* Σ prod over the rotated dims (the rest: raw − rot_sum) */
	int *order;          /* [dim] dims by |prod|, largest first (ties: lower c) */
	bool masked;         /* j > i: the causal mask removes this cell */
	int n;               /* keys in row i */
	double *row_scaled;  /* [n] row i's scaled scores (−INFINITY where masked) */
	double *row_weights; /* [n] row i's softmax weights */
	double weight;       /* row_weights[j] */
	int rank;            /* 1 + keys of row i with a larger weight */
} neuron_cell;

/* Cell (i, j) of query head `head` of a captured full-attention layer (T new
 * tokens after past; row i counts from 0 at the first position). 0, or -1
 * with e for a position or head out of range. The row comes from the
 * capture's own scores and weights; raw is summed here from q and k. */
int neuron_from_capture(neuron_cell *nc, const model_config *c, const fwd_attn_capture *a,
	int T, int past, int head, int i, int j, errbuf *e);
/* Cell (i, j) of the worked example's trace. 0, or -1 with e. */
int neuron_from_trace(neuron_cell *nc, const attn_trace *t, int i, int j, errbuf *e);
void neuron_free(neuron_cell *nc);

#endif
