/* The live views (the rows of src/app/viewtab.c that need the model:
 * `attnstep list --views`). They draw from const state: the live
 * state (session, run, derived numbers; src/live/state.h) and the reader's
 * selections (live_sel, owned and clamped by src/app before each draw). No
 * draw function opens a model, starts a pass or computes a number. */
#ifndef ATTN_RENDER_VIEWS_LIVE_H
#define ATTN_RENDER_VIEWS_LIVE_H

#include <stdbool.h>

#include "core/attn_cost.h"
#include "live/state.h"
#include "render/views.h"

/* What the reader has selected that every live view shares: the layer,
 * head and cell cursor, and the modes (editing, zoomed); survives moving
 * between steps. src/app changes it from keys and clicks and clamps it to
 * the model and the run before every draw. A view's own choices are in its
 * own struct below. */
typedef struct live_sel {
	int layer;          /* any layer: live-run, live-heatmap */
	int ilayer;         /* hybrid-implicit (starts on a GatedDeltaNet layer) */
	int head;
	int row, col;       /* cell cursor */
	bool editing;       /* the prompt editor has the keys */
	bool motion;        /* animate the new prediction */
	bool full;          /* the live view has the whole screen */
	double now_ms;      /* the time of this frame (for the fade-in) */
	unsigned long serial; /* the run these selections were last clamped for */
} live_sel;

/* Each live view's own state: changed only by that view's keys and
 * before-draw hook (src/app/viewkeys_live.c, viewkeys_gen.c,
 * viewkeys_causal.c), read by its draw function. */
typedef struct heads_list_state { /* a view that lists heads (AV_HEAD_LIST) */
	int sel;            /* the selected thumbnail or row */
	bool zoom;          /* the selected head opened as a map */
} heads_list_state;

typedef struct model_view_state {   /* model-view */
	heads_list_state list;
	int page;           /* 0 full attention, 1 GatedDeltaNet */
} model_view_state;

typedef struct report_view_state {  /* head-report */
	heads_list_state list;
	int sort;           /* the column it is sorted by (LIVE_SC_*) */
} report_view_state;

typedef struct replay_view_state {  /* head-replay */
	int stage;
	int dim0;           /* the first dimension shown */
	int key0;           /* the first key column shown */
} replay_view_state;

typedef struct live_views {
	model_view_state model;
	report_view_state report;
	replay_view_state replay;
	int run_temp_idx;   /* live-run: the temperature (live_temps) */
	int cost_seq_idx;   /* cost: the sequence length (attn_cost_lens) */
	attn_cost cost;     /* cost: its byte counts, derived before drawing */
	int parallel_pos;   /* parallel-training: the position */
	unsigned long fanout_serial; /* fanout: the run its opening head was picked for */
	int gen_row, gen_col; /* live-generate: the map's cursor (-1: the last row, its diagonal) */
} live_views;

void live_sel_init(live_sel *s);
void live_views_init(live_views *v);

/* The widget row a view records for its prompt line (a click there starts
 * editing), apart from every cell row. */
#define LIVE_HIT_PROMPT (-2)

/* Draw functions. */
void view_live_intuition(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_embedding_rows(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_bank(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_projections(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_run(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_heatmap(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_fanout(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_model(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_head_report(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_gqa(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_hybrid(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_cost(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_replay(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_parallel(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_generate(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_neuron(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_neuron_worked(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_drift(canvas *c, const cv_rect *r, const view_ctx *ctx);
/* The causal views (views_causal.c): the logit lens, patching, and the
 * views that pick a head with the ablation panel under them. */
void view_live_lens(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_patch(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_heatmap_ablate(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_model_ablate(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_live_head_report_ablate(canvas *c, const cv_rect *r, const view_ctx *ctx);
/* Is head h of layer l ablated (drawn with a mark wherever heads are)? */
bool live_head_ablated(const view_ctx *ctx, int l, int h);
/* Rows the ablation panel takes (0: no head ablated), and the panel. */
int live_ablation_rows(const view_ctx *ctx);
void live_ablation_draw(canvas *c, const cv_rect *r, int y, const view_ctx *ctx);

/* The thumbnails of a model-view page (0: full-attention layer × query
 * head, 1: GatedDeltaNet layer × value head): the count, and item k's layer
 * and head (views_live_model.c). */
int live_model_items(const live_session *s, int page);
void live_model_item(const live_session *s, int page, int k, int *layer, int *head);

/* The cost view's sequence lengths. */

/* The head replay's stages. */
#define LIVE_REPLAY_STAGES 8

/* Shared pieces (views_live.c). */

/* Draw the "cannot open / no run yet / running" panel when the view cannot
 * draw; returns true when it drew one (the caller returns). */
bool live_view_unavailable(canvas *c, const cv_rect *r, const view_ctx *ctx);

/* A compact heatmap: vertical token labels and 2-column shaded cells when
 * the pane is narrow, wider cells with the number inside when it is wide,
 * a window around the cursor when the matrix does not fit, and a line that
 * says which window is shown and what the shades mean. Softmax weights (signed = false) use the 0..1
 * ramp with masked cells as '·'; signed maps use the diverging ramp scaled
 * by the largest |value|. Returns rows used. */
typedef struct live_heatmap {
	const float *m;     /* T × T */
	int T;
	char *const *labels;
	bool is_signed;
	int window;           /* sliding window W: cells j <= i - W are masked; 0: none */
	int cur_row, cur_col; /* -1: no cursor */
	const char *lang;
	view_hits *hits;      /* NULL, or record the cells for mouse clicks */
	bool color;           /* cells filled with colour; else the glyph ramp */
	int label_rows;       /* rows for column labels written downwards: 0 = 3, 1 (first character), -1 none */
} live_heatmap;
int live_heatmap_draw(canvas *c, const cv_rect *r, int x, int y, int max_h,
		      const live_heatmap *hm);

/* One layer and head of a run from row y: heatmap and cell, or the
 * GatedDeltaNet statement and implicit map (views_live_run.c). The cell's
 * numbers go under the map, or into side when it is not NULL. */
void live_draw_layer(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_run *run,
		     int layer, int head, bool cursor, const cv_rect *side);

/* A line "layer L (full attention) · head H · KV group G". */
void live_selector_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx,
			const live_session *s, int layer, int head);

/* A label cut to at most w columns (display width), into out; a cut label
 * ends in "…". */
void live_label_fit(const char *label, int w, char *out, size_t outsz);

#endif
