/* The live views (intuition, embedding-rows, bank, projections, live-run,
 * live-heatmap, fanout, model-view, head-report, gqa, hybrid-implicit, cost,
 * head-replay, parallel-training): what the reader has selected, and the
 * live session they draw from. No curses: src/tui/live_keys.c changes this
 * state from keys, `print` draws it with the defaults.
 *
 * There is one live UI per process (live_ui_get). The session opens lazily
 * on the first draw of a live view: the model given with live_ui_configure,
 * else the embedded one. */
#ifndef ATTN_RENDER_VIEWS_LIVE_H
#define ATTN_RENDER_VIEWS_LIVE_H

#include <stdbool.h>

#include "lesson/facts.h"
#include "live/editor.h"
#include "live/live.h"
#include "render/views.h"

/* The widget kind of the live views in the view table: Tab focuses them;
 * their keys are handled by src/tui/live_keys.c, not view_move_cursor. */
#define VW_LIVE 100

enum live_focus { LF_TEXT = 0, LF_VIEW, LF_PROMPT };

typedef struct live_ui {
	/* configuration, before the first draw */
	char *model_path;   /* NULL: the embedded model */
	char *first_prompt; /* NULL: live_default_prompt */
	int threads;        /* 1 unless configured: print is then reproducible */
	bool configured;    /* live_ui_configure was called */
	fwd_precision prec;
	bool async;         /* run passes on the worker thread (the TUI) */
	bool motion;        /* animate the predicted token */
	/* the session */
	bool tried, ok;
	errbuf err;         /* why the session could not open */
	live_session s;
	live_run *intro;    /* the default prompt's run (intuition), when the
			       session's run is something else */
	bool bank_tried;
	errbuf bank_err;
	bool mf_ok;
	model_facts mf;
	/* selections */
	int layer;          /* any layer: live-run, live-heatmap */
	int ilayer;         /* hybrid-implicit (starts on a GatedDeltaNet layer) */
	int head;
	int row, col;       /* cell cursor */
	int page;           /* model-view: 0 full attention, 1 GatedDeltaNet */
	int sel;            /* model-view thumbnail, head-report row */
	int grid_cols;      /* model-view: thumbnails per row as last drawn */
	int sort;           /* head-report column (LIVE_SC_*) */
	bool zoom;          /* model-view/head-report: the selected head opened */
	int stage;          /* head-replay stage */
	int dim0;           /* head-replay: first dimension shown */
	int seq_idx;        /* cost: sequence length */
	int pos;            /* parallel-training: position */
	int temp_idx;       /* live-run temperature */
	/* the prompt editor */
	live_editor ed;
	bool editing;
	int pred_from;      /* byte in ed.buf where the appended prediction starts, or -1 */
	double anim_start;  /* ms (monotonic) when the prediction appeared */
	char msg[sizeof(errbuf)]; /* last error or "cancelled" */
} live_ui;

live_ui *live_ui_get(void);

/* Before the first draw: which model, threads, precision, first prompt. */
void live_ui_configure(const char *model_path, const char *prompt, int threads,
		       fwd_precision prec, bool async, bool motion);

/* Open the session (once) and make sure there is a run: the first prompt,
 * synchronously unless async (then it is started on the worker). Returns
 * true when the session is open. */
bool live_ui_ensure(live_ui *u);

/* Collect a finished worker pass; returns true when something changed. */
bool live_ui_poll(live_ui *u);

/* Start running the editor's text (async or not). */
void live_ui_run(live_ui *u);

/* Model facts for lesson placeholders, opening the session's model if
 * needed (no forward pass); NULL when no model can be opened. */
const model_facts *live_ui_facts(void);

/* Is this @view one of the live views? */
bool live_view_is(const char *name);

/* Milliseconds until the next frame the live views need (a running pass or
 * the prediction's animation), or -1 when nothing moves. */
int live_ui_timeout_ms(void);

/* Free everything (at exit). */
void live_ui_shutdown(void);

double live_now_ms(void);

/* Draw functions, registered in views.c. */
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

/* The thumbnails of a model-view page (0: full-attention layer × query
 * head, 1: GatedDeltaNet layer × value head): the count, and item k's layer
 * and head (views_live_model.c). */
int live_model_items(const live_ui *u, int page);
void live_model_item(const live_ui *u, int page, int k, int *layer, int *head);

/* Shared pieces (views_live.c). */

/* Draw the "cannot open / no run yet / running" panel when the view cannot
 * draw; returns true when it drew one (the caller returns). */
bool live_view_unavailable(canvas *c, const cv_rect *r, const view_ctx *ctx, live_ui *u);

/* The run the views show: the session's last run. */
const live_run *live_ui_run_shown(const live_ui *u);

/* Clamp the selections to the model and the run. */
void live_ui_clamp(live_ui *u);

/* The nearest full-attention layer to L (searching down, then up), or -1. */
int live_full_layer_near(const live_session *s, int L);

/* A compact heatmap: 2 columns per cell, vertical token labels on top,
 * a window around the cursor when the matrix does not fit. Softmax weights
 * (signed = false) use the 0..1 ramp with masked cells as '·'; signed maps
 * use the diverging ramp scaled by the largest |value|. Returns rows used. */
typedef struct live_heatmap {
	const float *m;     /* T × T */
	int T;
	char *const *labels;
	bool is_signed;
	int cur_row, cur_col; /* -1: no cursor */
	view_hits *hits;      /* NULL, or record the cells for mouse clicks */
} live_heatmap;
int live_heatmap_draw(canvas *c, const cv_rect *r, int x, int y, int max_h,
		      const live_heatmap *hm);

/* One layer and head of the shown run from row y: heatmap and cell, or the
 * GatedDeltaNet statement and implicit map (views_live_run.c). */
void live_draw_layer(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, live_ui *u,
		     int layer, bool cursor);

/* A line "layer L (full attention) · head H · KV group G". */
void live_selector_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx,
			const live_session *s, int layer, int head);

/* A label cut to at most w columns (display width), into out. */
void live_label_fit(const char *label, int w, char *out, size_t outsz);

#endif
