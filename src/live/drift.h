/* The bank-drift view's numbers: the same last token in three prompts, its
 * residual stream vector after every layer, and how far apart the three
 * vectors have moved.
 *
 *   x_p[l]   the last position's stream of prompt p before layer 0 (l = 0,
 *            the embedding row) and after layer l-1 (l = 1..L)
 *   cos[l]   cosine similarity of each pair (0,1), (0,2), (1,2):
 *            x·y / (|x| |y|); 1 at l = 0 when the three last tokens are the
 *            same token (the same embedding row)
 *   xy       a 2-D picture of the three trajectories: the 3(L+1) vectors,
 *            each scaled to length 1 (so that distance shows direction, as
 *            the cosine does: |a − b|² = 2 − 2 cos), centred, projected on
 *            their two principal axes; each axis signed so that prompt 0's
 *            last point is >= 0 on it
 * No curses: the view draws what drift_data holds. */
#ifndef ATTN_LIVE_DRIFT_H
#define ATTN_LIVE_DRIFT_H

#include <stdbool.h>

#include "engine/forward.h"

#define DRIFT_N 3     /* prompts */
#define DRIFT_PAIRS 3 /* (0,1), (0,2), (1,2) */

typedef struct drift_data {
	int L, H;                 /* layers; hidden size */
	bool *linear;             /* [L] GatedDeltaNet (true) or full attention */
	int last_id[DRIFT_N];
	bool same_last;           /* the three prompts end in the same token id */
	float *x[DRIFT_N];        /* [L+1][H] */
	double *cos;              /* [L+1][DRIFT_PAIRS] */
	double *xy;               /* [DRIFT_N][L+1][2] */
	double var[2];            /* share of the total variance on each axis */
} drift_data;

/* The two prompts of a pair: drift_pair[k][0], drift_pair[k][1]. */
extern const int drift_pair[DRIFT_PAIRS][2];

/* Three forward passes (ids[p][0..T[p]-1], no capture, residuals kept). 0,
 * FWD_CANCELLED, or -1 with e. */
int drift_compute(drift_data *d, const model *m, const int *const ids[DRIFT_N],
	const int T[DRIFT_N], const fwd_options *o, errbuf *e);
/* The same from residuals already at hand: x[p] as drift_data.x (copied). */
void drift_from_vectors(drift_data *d, const model_config *c, float *const x[DRIFT_N],
	const int last_id[DRIFT_N]);
void drift_free(drift_data *d);

#endif
