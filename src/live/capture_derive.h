/* What the views derive from a pass's capture rather than the pass
 * computing it for them (the rows marked derived in engine/capture.c):
 *   - the raw products q·k of every cell of a full-attention layer,
 *     including those the mask removes (above the diagonal, before a
 *     sliding window), which the heatmap's cell read-out shows;
 *   - the implicit attention of a GatedDeltaNet layer (docs/MODEL.md §4.6),
 *     from the captured q, k, decays g and betas β.
 * Computed once per pass, by whoever ran it and before anything reads the
 * result, into the result's derived arrays, so that drawing only reads. */
#ifndef ATTN_LIVE_CAPTURE_DERIVE_H
#define ATTN_LIVE_CAPTURE_DERIVE_H

#include "engine/forward.h"

/* Fill the derived arrays of every captured layer of r, on up to threads
 * threads (the forward pass's pool). */
void live_capture_derive(const model_config *c, fwd_result *r, int threads);

#endif
