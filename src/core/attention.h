/* The attention arithmetic of the worked example, with every intermediate kept
 * so that each step can be shown. Double precision, row-vector convention
 * (a row of X is one token; Q = X·Wq), no I/O, no curses.
 *
 *   Q = X·Wq   K = X·Wk   V = X·Wv                 (n × d_head)
 *   S = Q·Kᵀ                                       (n × n, raw scores)
 *   Z = S / √d_head                                (scaled)
 *   M = Z with −∞ above the diagonal when causal   (masked)
 *   P = softmax of each row of M                   (weights; rows sum to 1)
 *   O = P·V                                        (n × d_head, attention output)
 *   R = X + O                                      (residual add; needs d_head == d_model)
 */
#ifndef ATTN_CORE_ATTENTION_H
#define ATTN_CORE_ATTENTION_H

#include <stdbool.h>

typedef struct attn_trace {
	int n;        /* tokens */
	int d_model;  /* length of each input row x */
	int d_head;   /* length of q, k, v */
	bool causal;  /* was the causal mask applied? */
	double *x;       /* n × d_model */
	double *q, *k, *v; /* n × d_head each */
	double *scores;  /* n × n: q_i · k_j */
	double *scaled;  /* n × n: scores / √d_head */
	double *masked;  /* n × n: scaled, −INFINITY where j > i when causal */
	double *weights; /* n × n: row softmax of masked; exactly 0 where masked */
	double *out;     /* n × d_head: weights · v */
	double *resid;   /* n × d_model: x + out, or NULL when d_head != d_model */
} attn_trace;

/* Run every step on x (n × d_model) with projections wq, wk, wv (d_model ×
 * d_head each, row-major). Returns 0, or -1 on bad sizes. The trace owns its
 * arrays; free them with attn_trace_free. */
int attn_trace_compute(attn_trace *t, const double *x, int n, int d_model,
		       const double *wq, const double *wk, const double *wv,
		       int d_head, bool causal);
void attn_trace_free(attn_trace *t);

/* Numerically stable softmax of one row: subtract the row maximum first.
 * −INFINITY entries get weight exactly 0. A row of all −INFINITY gives all 0. */
void attn_softmax_row(const double *in, double *out, int n);

/* The causal mask as a rule: may token i (query) look at token j (key)?
 * True iff j <= i (a token sees itself and everything before it). */
bool attn_mask_allows(int i, int j);

#endif
