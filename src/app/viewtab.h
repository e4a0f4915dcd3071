/* The view table: every @view name with what it draws and what it does
 * (tig's view_ops). A lesson step names one; the lesson parser takes the
 * valid names from here (app_views_register); the app dispatches keys,
 * clicks and the before-draw hook through it.
 *
 * To add a view: write its draw function (src/render, from const
 * view_ctx), add one row to app_views[] in viewtab.c with its flags and
 * keys, and when it reacts to keys give it a key function here (src/app)
 * that changes app state only. Model work is asked of the one job runner
 * (live/job.h) from the enter hook; the before-draw hook only collects and
 * clamps. Nothing else lists view names. */
#ifndef ATTN_APP_VIEWTAB_H
#define ATTN_APP_VIEWTAB_H

#include <stdbool.h>

#include "app/app.h"

enum {
	AV_FOCUS = 1 << 0,   /* Tab gives it the keyboard focus (arrows move its cursor) */
	AV_MASK = 1 << 1,    /* its numbers change with the causal mask (m) */
	AV_SLIDER = 1 << 2,  /* [ ] move its slider, pager or stage */
	AV_LAYERS = 1 << 3,  /* < > , . choose the layer and head */
	AV_MODEL = 1 << 4,   /* needs the live model */
	AV_ZOOM = 1 << 5,    /* z gives it the whole screen */
	AV_PROMPT = 1 << 6,  /* edits and runs the live prompt (e elsewhere comes here) */
	AV_FULL_LAYERS = 1 << 7, /* < > step through full-attention layers only (needs a softmax matrix) */
	AV_GDN_LAYER = 1 << 8,   /* its own layer selection, starting on a GatedDeltaNet layer */
	AV_HEAD_LIST = 1 << 9,   /* a list of heads (items), Enter opens the selected one */
	AV_CELL_OPEN = 1 << 10,  /* reached from another step, its cell cursor starts on the last
				    query's first key (the worked example's (cat, The)), the cell
				    its text walks through, whatever an earlier step left */
};

/* One key of a view, as its footer and help list it. */
typedef struct view_key {
	const char *names; /* as written: "Tab", "[ ]", "< >" */
	const char *en, *zh;
} view_key;

typedef struct app_view {
	const char *name;
	int kind; /* enum lesson_view_kind */
	void (*draw)(canvas *c, const cv_rect *r, const view_ctx *ctx);
	unsigned flags;
	/* Key hook: act is the key table's action for key (ACT_NONE when
	 * unbound). Returns true when the view used the key. May be NULL. */
	bool (*key)(app *a, int act, int key);
	/* A click on widget cell (row, col) as the view recorded it. */
	bool (*click)(app *a, int row, int col);
	/* Entering the step: ask the job runner for the model work the view
	 * needs (a view with AV_MODEL has the session opened and its first
	 * prompt run asked for before this). It runs again before a frame when
	 * the shown run has changed or a job has ended, so it asks only for
	 * what is missing. May be NULL. */
	void (*enter)(app *a);
	/* Before drawing: collect finished jobs' results, derive what is drawn
	 * from them, clamp the selections to the data; never runs the model
	 * and never asks for a job. */
	void (*prepare)(app *a);
	const view_key *keys; /* the view's own keys (NULL-terminated), or NULL */
	/* keys the key table does not bind, as the help explains them, and the
	 * step as the help names it ("generation step"), or NULL */
	const view_key *help_keys;
	const char *help_en, *help_zh;
	int pages;                          /* pages [ ] turns (0: one) */
	int (*items)(const app *a);         /* AV_HEAD_LIST: how many heads it lists */
	heads_list_state *(*list)(app *a);  /* AV_HEAD_LIST: its selection in the list */
	const live_run *(*run)(const app *a); /* the run it shows (NULL: the session's) */
	int (*timeout)(const app *a);       /* ms until it needs a frame without a key, or -1 */
} app_view;

extern const app_view app_views[];
extern const int app_views_n;

/* The view named name, or NULL. */
const app_view *app_view_find(const char *name);
/* The view of the step the app shows (NULL off a step). */
const app_view *app_cur_view(const app *a);

/* The views' own keys that the key table does not bind (the generation
 * step's g, G, k, p, s and r), for `?`, --help and the man page: fn once per
 * such entry of a view's keys, with its names and "VIEW step: what it does"
 * in lang. An entry whose names the key table all binds is left out (its
 * meaning there is the table's). */
void app_view_keys_each(const char *lang, void (*fn)(const char *names, const char *desc, void *arg),
	void *arg);
/* Every footer key of every view is in the key table or in the view's help
 * list above (for the test that keeps them together). */
bool app_view_keys_documented(void);
/* Every key: the key table's, then the views' own. */
void app_keys_each(const char *lang, void (*fn)(const char *names, const char *desc, void *arg),
	void *arg);

/* Give the lesson parser the names of this table (once, before lessons are
 * loaded; main and every test that loads lessons call it). */
void app_views_register(void);

/* The keys and hooks of the views (viewkeys_*.c). */
bool worked_key(app *a, int act, int key);
bool worked_click(app *a, int row, int col);
bool worked_grid_key(app *a, int act, int key);
bool worked_grid_click(app *a, int row, int col);
bool worked_slider_key(app *a, int act, int key);
bool worked_online_key(app *a, int act, int key);
bool live_run_key(app *a, int act, int key);
bool live_run_click(app *a, int row, int col);
bool live_cell_key(app *a, int act, int key);
bool live_cell_click(app *a, int row, int col);
bool live_fanout_key(app *a, int act, int key);
bool live_model_key(app *a, int act, int key);
bool live_list_click(app *a, int row, int col);
bool live_report_key(app *a, int act, int key);
bool live_gqa_key(app *a, int act, int key);
bool live_replay_key(app *a, int act, int key);
bool live_cost_key(app *a, int act, int key);
bool live_parallel_key(app *a, int act, int key);
void live_prepare(app *a);
void live_prepare_intro(app *a);
void live_enter_intro(app *a);
void live_enter_bank(app *a);
void live_prepare_model(app *a);
void live_prepare_report(app *a);
int live_model_count(const app *a);
int live_report_count(const app *a);
heads_list_state *live_model_list(app *a);
heads_list_state *live_report_list(app *a);
const live_run *live_report_run(const app *a);
int live_gen_timeout(const app *a);
void live_prepare_replay(app *a);
bool live_gen_key(app *a, int act, int key);
bool live_gen_click(app *a, int row, int col);
void live_enter_gen(app *a);
void live_prepare_gen(app *a);
void live_prepare_fanout(app *a);
void live_prepare_neuron(app *a);
void worked_prepare_neuron(app *a);
void live_enter_drift(app *a);
/* the causal views and the ablation keys (viewkeys_causal.c) */
void live_enter_lens(app *a);
void live_enter_patch(app *a);
void live_enter_ablate(app *a);
int live_causal_timeout(const app *a);
bool live_lens_key(app *a, int act, int key);
bool live_patch_key(app *a, int act, int key);
bool live_heatmap_ablate_key(app *a, int act, int key);
bool live_model_ablate_key(app *a, int act, int key);
bool live_report_ablate_key(app *a, int act, int key);

#endif
