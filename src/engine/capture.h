/* The table of captured intermediates: one row per array a pass can keep
 * ({id, name, layer kind, shape}), which alone decides what is allocated,
 * how much of the memory budget it takes and what is freed. A producer in
 * the forward pass keeps a value with one call (fwd_cap_at); a consumer finds
 * an array by id (fwd_cap_get) or through the named fields of
 * fwd_layer_capture (forward.h), which point into the same memory.
 *
 * Rows marked derived are not written by the pass: they are what a view
 * computes from the captured arrays (src/live/capture_derive.c), kept in the
 * result so that it is computed once and freed with it. */
#ifndef ATTN_ENGINE_CAPTURE_H
#define ATTN_ENGINE_CAPTURE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/forward.h"

typedef enum fwd_cap_id {
	CAP_ATTN_Q, CAP_ATTN_K, CAP_ATTN_V, CAP_ATTN_RAW, CAP_ATTN_SCORES, CAP_ATTN_WEIGHTS,
	CAP_ATTN_GATE, CAP_ATTN_OUT, CAP_ATTN_X_IN, CAP_ATTN_DELTA, CAP_ATTN_X_MID,
	CAP_GDN_Q, CAP_GDN_K, CAP_GDN_V, CAP_GDN_BETA, CAP_GDN_G, CAP_GDN_IMPLICIT, CAP_GDN_OUT,
	CAP_MLP_ACT,
	CAP_COUNT
} fwd_cap_id;

/* Which layers have the array. */
typedef enum { CAP_LAYER_ATTN, CAP_LAYER_GDN, CAP_LAYER_ANY } fwd_cap_layer;

/* The sizes a shape is made of: T the pass's new tokens, S = past + T the
 * keys so far; the rest from model_config. */
typedef enum {
	CAP_D1, CAP_DT, CAP_DS, CAP_DH, CAP_DI, CAP_DNH, CAP_DNKV, CAP_DHD,
	CAP_DNK, CAP_DNV, CAP_DDK, CAP_DDV
} fwd_cap_dim;

typedef struct fwd_cap_desc {
	fwd_cap_id id;
	const char *name;
	fwd_cap_layer layer;
	fwd_cap_dim shape[3]; /* row-major [shape[0]][shape[1]][shape[2]] */
	bool gated_only;      /* only where the model has an output gate (gated_q) */
	bool derived;         /* computed from the others outside the pass */
	float fill;           /* what every element holds before the pass writes
	                       * (the masked cells of scores and weights) */
	size_t offset;        /* where its pointer is in fwd_layer_capture */
} fwd_cap_desc;

/* The rows, in fwd_cap_id order. */
extern const fwd_cap_desc fwd_cap_table[CAP_COUNT];

/* Elements of array id in layer i for a pass of T tokens over S keys, 0 when
 * that layer has no such array. */
size_t fwd_cap_count(const model_config *c, int i, fwd_cap_id id, size_t T, size_t S);
/* The size of one shape dimension. */
size_t fwd_cap_dim_size(const model_config *c, fwd_cap_dim d, size_t T, size_t S);

/* The array id of a captured layer, or NULL. */
float *fwd_cap_get(const fwd_layer_capture *lc, fwd_cap_id id);

/* Allocate a derived array of layer i (the result owns it, fwd_result_free
 * releases it) and return it; NULL when the layer has none. */
float *fwd_cap_alloc_derived(const model_config *c, int i, fwd_layer_capture *lc,
	fwd_cap_id id, size_t T, size_t S);

#endif
