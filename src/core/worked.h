/* The chapter's worked example: two tokens, d_model = d_head = 2, in the
 * row-vector convention (V = x·Wv).
 *
 *   x[The] = [1.00, 0.20]   x[cat] = [0.30, 0.90]
 *   Wq = Wk = I (so Q = K = X)   Wv = [[0.5, −0.3], [0.2, 0.7]]
 *
 * Everything shown about it on screen is computed from these by
 * attn_trace_compute; nothing is typed in. */
#ifndef ATTN_CORE_WORKED_H
#define ATTN_CORE_WORKED_H

#include <stdbool.h>

#include "core/attention.h"

#define WORKED_N 2 /* tokens */
#define WORKED_D 2 /* d_model = d_head */

extern const char *const worked_tokens[WORKED_N];  /* "The", "cat" */
extern const double worked_x[WORKED_N * WORKED_D];
extern const double worked_wq[WORKED_D * WORKED_D];
extern const double worked_wk[WORKED_D * WORKED_D];
extern const double worked_wv[WORKED_D * WORKED_D];

/* attn_trace_compute on the worked example. Returns 0 or -1 (out of memory). */
int worked_trace(attn_trace *t, bool causal);

#endif
