/* BF16 weight matrices rearranged once, at load, into the order the matrix
 * kernels read them: panels of 16 rows, each stored inner index first,
 *     panels[(p · n_in + k) · 16 + j] = W[16p + j][k]    (0 for rows past n_out)
 * so that a panel, or a K block of it, is one contiguous run of memory. The
 * kernels then read every weight as one sequential stream, which the
 * hardware prefetcher follows, instead of 16 short runs a row apart; and
 * widening a panel to f32 is a copy, not a transpose. Only for the kernels
 * that use them (mm_gemm.pack_p); the row-major weights stay mapped for the
 * others, for the embedding lookup and for the views that show weights. */
#ifndef ATTN_KERNELS_PANELS_H
#define ATTN_KERNELS_PANELS_H

#include <stdbool.h>

#include "loader/model.h"

#define PANEL_ROWS 16

/* Whether the kernels chosen now (for both precisions) read panels, and
 * panels are allowed (the default; `bench --no-panels` times the kernels
 * reading the rows in place). */
bool panels_wanted(void);
void panels_allow(bool on);

/* Build the panels of every BF16 matrix of the forward pass (the projections
 * of each layer and the lm_head) with nthreads threads, and set each
 * tensor's panels pointer. The pages of the row-major copies that no longer
 * need to be resident are given back to the page cache. Idempotent. */
void model_panels_build(model *m, int nthreads);
/* What a caller that computes does right after model_load: build the panels
 * with one thread per online CPU when the chosen kernels read them. The
 * loader never does it itself, so that it depends on no kernel. */
void model_panels_prepare(model *m);
/* The bytes of the panels of an n_out × n_in matrix (a multiple of 64), and
 * filling them from the row-major w with the locked thread pool. */
size_t panels_bytes(int n_out, int n_in);
void panels_fill(const uint16_t *w, int n_out, int n_in, uint16_t *dst);
/* Drop the panels (every tensor reads its rows again). */
void model_panels_free(model *m);

/* Element k of row j of the panel holding W's row o: for tests. */
static inline size_t panel_index(int n_in, int o, int k)
{
	return ((size_t)(o / PANEL_ROWS) * n_in + k) * PANEL_ROWS + o % PANEL_ROWS;
}

#endif
