/* Keys, clicks and before-draw hooks of the live views. Only state changes
 * here (the selections in a->lsel, the editor, starting and cancelling a
 * pass through src/live); every number is computed by src/live, src/engine
 * or src/core and drawn by src/render. */
#include <stdio.h>
#include <string.h>

#include "app/viewtab.h"
#include "render/keys.h"

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* The current view's row (the app is on a live step when these run). */
static unsigned flags(const app *a)
{
	const app_view *v = app_cur_view(a);
	return v ? v->flags : 0;
}

static const model_config *cfg(const app *a)
{
	return &a->live.s.m.cfg;
}

/* The run a view shows now: its own (the head report's opened head on the
 * induction sequence), else the session's. */
static const live_run *shown(const app *a)
{
	const app_view *v = app_cur_view(a);
	const live_run *r = v && v->run ? v->run(a) : NULL;
	return r ? r : live_state_run_shown(&a->live);
}

/* The head report opened on a head sorted by induction shows it on the
 * repeated random sequence, where that score was measured. */
const live_run *live_report_run(const app *a)
{
	const report_view_state *s = &a->views.report;
	return s->list.zoom && s->sort == LIVE_SC_INDUCT ? a->live.d.ind_run : NULL;
}

int live_model_count(const app *a)
{
	return live_model_items(&a->live.s, a->views.model.page);
}

heads_list_state *live_model_list(app *a)
{
	return &a->views.model.list;
}

heads_list_state *live_report_list(app *a)
{
	return &a->views.report.list;
}

/* The current view's list of heads (AV_HEAD_LIST), or NULL. */
static heads_list_state *list_of(app *a)
{
	const app_view *v = app_cur_view(a);
	return v && v->list ? v->list(a) : NULL;
}

int live_report_count(const app *a)
{
	return a->live.s.stats.n;
}

static int shown_T(const app *a)
{
	const live_run *r = shown(a);
	return r ? r->T : 1;
}

/* ---- before drawing ---- */

/* Clamp every selection to the model and the run. */
static void clamp_sel(app *a)
{
	live_sel *s = &a->lsel;
	live_views *vw = &a->views;
	const model_config *c = cfg(a);
	const live_run *run = live_state_run_shown(&a->live);
	if (run && run->serial != s->serial) {
		/* a new run: the cursor on the row that predicts, heads closed */
		s->serial = run->serial;
		s->row = -1;
		s->col = -1;
		vw->model.list.zoom = false;
		vw->report.list.zoom = false;
	}
	if (s->layer < 0 || s->layer >= c->num_layers)
		s->layer = live_full_layer_near(&a->live.s, 0);
	if (s->layer < 0)
		s->layer = 0;
	if (s->ilayer < 0 || s->ilayer >= c->num_layers)
		s->ilayer = 0;
	int maxh = c->num_heads > c->lin_v_heads ? c->num_heads : c->lin_v_heads;
	s->head = clampi(s->head, 0, maxh > 0 ? maxh - 1 : 0);
	int T = shown_T(a);
	if (s->row >= T)
		s->row = T - 1;
	s->col = clampi(s->col, -1, T - 1); /* -1: the diagonal of the cursor's row */
	vw->parallel_pos = clampi(vw->parallel_pos, 0, T > 1 ? T - 2 : 0);
	vw->replay.stage = clampi(vw->replay.stage, 0, LIVE_REPLAY_STAGES - 1);
	vw->run_temp_idx = clampi(vw->run_temp_idx, 0, LIVE_NTEMPS - 1);
	vw->cost_seq_idx = clampi(vw->cost_seq_idx, 0, ATTN_COST_N - 1);
	int n_full = 0;
	for (int l = 0; l < c->num_layers; l++)
		n_full += !c->layer_is_linear[l];
	attn_cost_compute(&vw->cost, c->num_heads, n_full, n_full < c->num_layers ? c->lin_v_heads : 0,
			  c->lin_k_dim, c->lin_v_dim, vw->cost_seq_idx, run ? run->T : 0);
	vw->model.page = clampi(vw->model.page, 0, 1);
	if (vw->replay.dim0 < 0)
		vw->replay.dim0 = 0;
	if (vw->replay.key0 < 0)
		vw->replay.key0 = 0;
	const app_view *v = app_cur_view(a);
	heads_list_state *l = list_of(a);
	int n = v && v->items ? v->items(a) : 0;
	if (l)
		l->sel = clampi(l->sel, 0, n > 0 ? n - 1 : 0);
}

/* Collect a finished pass (the runner's other jobs hand theirs back too),
 * clamp, derive. The session was opened and its first prompt asked for
 * when the step was entered. */
void live_prepare(app *a)
{
	live_state_poll(&a->live);
	if (!a->live.ok)
		return;
	clamp_sel(a);
	live_state_derive(&a->live, a->views.report.sort, -1, 0, a->vs.mask);
}

void live_enter_intro(app *a)
{
	live_state_want_intro(&a->live);
}

/* The intuition view reads the example prompt's run: the session's own
 * when it is that prompt, else the intro job's (its enter hook asks again
 * when the reader has run another prompt meanwhile). */
void live_prepare_intro(app *a)
{
	live_prepare(a);
	if (live_state_intro(&a->live))
		live_state_derive(&a->live, a->views.report.sort, -1, 0, a->vs.mask);
}

void live_enter_bank(app *a)
{
	live_state_want_bank(&a->live);
}

/* The model view and the head report: an opened head sets the layer and
 * head the map shows. */
void live_prepare_model(app *a)
{
	live_prepare(a);
	const model_view_state *m = &a->views.model;
	if (!a->live.ok || !m->list.zoom)
		return;
	live_model_item(&a->live.s, m->page, m->list.sel, &a->lsel.layer, &a->lsel.head);
	clamp_sel(a);
}

void live_prepare_report(app *a)
{
	live_prepare(a);
	const heads_list_state *l = &a->views.report.list;
	if (!a->live.ok || !l->zoom)
		return;
	if (a->live.d.order && l->sel < a->live.d.order_n) {
		const live_head_score *h = &a->live.s.stats.h[a->live.d.order[l->sel]];
		a->lsel.layer = h->layer;
		a->lsel.head = h->head;
	}
	clamp_sel(a);
}

/* The fan-out opens, once per run, on a head whose last row reaches far
 * back (a previous-token head would show a single short edge); the reader's
 * own choice of head is kept after that. */
void live_prepare_fanout(app *a)
{
	live_prepare(a);
	const live_run *run = a->live.ok ? live_state_run_shown(&a->live) : NULL;
	live_sel *s = &a->lsel;
	if (!run || a->views.fanout_serial == run->serial)
		return;
	a->views.fanout_serial = run->serial;
	if (live_long_edge_head(&a->live.s, &s->layer, &s->head) == 0)
		s->row = -1; /* the last row, the one that predicts */
	clamp_sel(a);
}

void live_prepare_replay(app *a)
{
	live_prepare(a);
	if (!a->live.ok || !a->live.s.run)
		return;
	int L = live_full_layer_near(&a->live.s, a->lsel.layer);
	int h = a->lsel.head < cfg(a)->num_heads ? a->lsel.head : cfg(a)->num_heads - 1;
	live_state_derive(&a->live, a->views.report.sort, L, h, a->vs.mask);
}

/* ---- keys ---- */

/* Layers a view steps through with < and >: every layer, or only the full
 * attention ones for the views that need a softmax matrix. */
static bool full_only(const app *a)
{
	return flags(a) & AV_FULL_LAYERS;
}

static void step_layer(app *a, int dir)
{
	const model_config *c = cfg(a);
	int *L = flags(a) & AV_GDN_LAYER ? &a->lsel.ilayer : &a->lsel.layer;
	bool fo = full_only(a);
	if (fo)
		*L = live_full_layer_near(&a->live.s, *L);
	for (int l = *L + dir; l >= 0 && l < c->num_layers; l += dir)
		if (!fo || !c->layer_is_linear[l]) {
			*L = l;
			break;
		}
}

static int heads_of(const app *a)
{
	const model_config *c = cfg(a);
	int L = flags(a) & AV_GDN_LAYER ? a->lsel.ilayer : a->lsel.layer;
	bool lin = L >= 0 && L < c->num_layers && c->layer_is_linear[L] && !full_only(a);
	return lin ? c->lin_v_heads : c->num_heads;
}

/* Keys every live view shares: cancel, run when there is no run yet,
 * layer and head. */
static bool common_key(app *a, int act, int key)
{
	live_state *ls = &a->live;
	const app_view *v = app_cur_view(a);
	if (key == KEYC_ESC && live_state_running(ls)) {
		live_cancel(&ls->s);
		return true;
	}
	if (!ls->ok)
		return false; /* the view says why; the usual keys still work */
	if (act == ACT_OPEN && !ls->s.run && !live_state_running(ls)) {
		live_state_run(ls); /* no run yet (cancelled or failed): Enter runs the prompt */
		return true;
	}
	if (!v || !(v->flags & AV_LAYERS))
		return false;
	switch (act) {
	case ACT_LAYER_PREV:
	case ACT_LAYER_NEXT:
		step_layer(a, act == ACT_LAYER_NEXT ? 1 : -1);
		a->lsel.head = clampi(a->lsel.head, 0, heads_of(a) - 1);
		return true;
	case ACT_HEAD_PREV:
	case ACT_HEAD_NEXT:
		a->lsel.head = clampi(a->lsel.head + (act == ACT_HEAD_NEXT ? 1 : -1), 0, heads_of(a) - 1);
		return true;
	}
	return false;
}

/* Arrows on a cell map (focused): the cursor, clamped to the run shown. */
static bool cell_arrows(app *a, int act)
{
	if (!a->vs.focused)
		return false;
	int T = shown_T(a);
	live_sel *s = &a->lsel;
	int row = s->row < 0 ? T - 1 : s->row;
	int col = s->col < 0 ? row : s->col; /* on the diagonal until moved off it */
	switch (act) {
	case ACT_UP: s->row = clampi(row - 1, 0, T - 1); return true;
	case ACT_DOWN: s->row = clampi(row + 1, 0, T - 1); return true;
	case ACT_PREV: s->col = clampi(col - 1, 0, T - 1); return true;
	case ACT_NEXT: s->col = clampi(col + 1, 0, T - 1); return true;
	}
	return false;
}

bool live_cell_key(app *a, int act, int key)
{
	return common_key(a, act, key) || cell_arrows(a, act);
}

bool live_cell_click(app *a, int row, int col)
{
	if (!a->live.ok || row < 0)
		return false;
	int T = shown_T(a);
	a->vs.focused = true;
	a->lsel.editing = false;
	a->lsel.row = clampi(row, 0, T - 1);
	a->lsel.col = clampi(col, 0, T - 1);
	return true;
}

/* The prompt editor has the keys: everything types, except these. */
static bool edit_key(app *a, int key)
{
	live_state *ls = &a->live;
	live_editor *ed = &ls->ed;
	switch (key) {
	case KEYC_ENTER:
		/* run, and give the keys back: < > , . choose layer and head again */
		live_state_run(ls);
		a->lsel.editing = false;
		return true;
	case KEYC_ESC:
		if (live_state_running(ls))
			live_cancel(&ls->s);
		else
			a->lsel.editing = false;
		return true;
	case KEYC_TAB:
		/* prompt -> text */
		a->lsel.editing = false;
		a->vs.focused = false;
		return true;
	case KEYC_CTRL_U: led_set(ed, ""); return true;
	case KEYC_LEFT: led_left(ed); return true;
	case KEYC_RIGHT: led_right(ed); return true;
	case KEYC_CTRL_LEFT: led_word_left(ed); return true;
	case KEYC_CTRL_RIGHT: led_word_right(ed); return true;
	case KEYC_HOME:
	case KEYC_CTRL_A: led_home(ed); return true;
	case KEYC_END:
	case KEYC_CTRL_E: led_end(ed); return true;
	case KEYC_CTRL_W: led_delete_word_before(ed); return true;
	case KEYC_CTRL_K: led_delete_to_end(ed); return true;
	case KEYC_DELETE: led_delete(ed); return true;
	case KEYC_UP: led_history(ed, &ls->s, -1); return true;
	case KEYC_DOWN: led_history(ed, &ls->s, 1); return true;
	case KEYC_BACKSPACE: led_backspace(ed); return true;
	}
	/* typed or pasted text, one character at a time; a full line says so */
	if (key >= 0x20 && key < KEYC_BASE && led_insert(ed, (uint32_t)key) != 0 &&
	    ed->len + 4 > LIVE_TEXT_MAX)
		snprintf(a->note, sizeof a->note, "%s",
			 strcmp(a->lang ? a->lang : "", "zh") == 0
				 ? "提示词已达上限 " LIVE_TEXT_MAX_S " 字节，多出的文字没有加入"
				 : "the prompt is at its limit of " LIVE_TEXT_MAX_S " bytes: the rest was not added");
	return true;
}

bool live_run_key(app *a, int act, int key)
{
	live_sel *s = &a->lsel;
	if (s->editing && a->live.ok)
		return edit_key(a, key);
	if (common_key(a, act, key))
		return true;
	if (!a->live.ok)
		return false;
	switch (act) {
	case ACT_EDIT:
		s->editing = true;
		a->vs.focused = false;
		return true;
	case ACT_FOCUS:
		/* text -> map -> prompt (editing) -> text: the map first, as on
		 * every other step with a heatmap */
		if (a->vs.focused) {
			a->vs.focused = false;
			s->editing = true;
		} else {
			a->vs.focused = true;
		}
		return true;
	case ACT_OPEN:
		live_state_run(&a->live);
		return true;
	case ACT_SLIDER_UP:
	case ACT_SLIDER_DOWN:
		a->views.run_temp_idx = clampi(a->views.run_temp_idx + (act == ACT_SLIDER_UP ? 1 : -1), 0,
			LIVE_NTEMPS - 1);
		return true;
	}
	return cell_arrows(a, act);
}

bool live_run_click(app *a, int row, int col)
{
	if (!a->live.ok)
		return false;
	if (row == LIVE_HIT_PROMPT) {
		a->lsel.editing = true;
		a->vs.focused = false;
		return true;
	}
	return live_cell_click(a, row, col);
}

bool live_fanout_key(app *a, int act, int key)
{
	if (common_key(a, act, key))
		return true;
	if (!a->live.ok || !a->vs.focused)
		return false;
	int T = shown_T(a), row = a->lsel.row < 0 ? T - 1 : a->lsel.row;
	switch (act) {
	case ACT_UP:
	case ACT_PREV: a->lsel.row = clampi(row - 1, 0, T - 1); return true;
	case ACT_DOWN:
	case ACT_NEXT: a->lsel.row = clampi(row + 1, 0, T - 1); return true;
	}
	return false;
}

/* The model view and the head report: a list (or grid) of heads; Enter
 * opens the selected one as a map, Esc closes it. */
static bool list_key(app *a, heads_list_state *s, int act, int n, int cols)
{
	switch (act) {
	case ACT_OPEN:
		s->zoom = !s->zoom;
		if (s->zoom) {
			a->vs.focused = true;
			a->lsel.row = -1;
		}
		return true;
	case ACT_BACK:
		if (!s->zoom)
			return false;
		s->zoom = false;
		return true;
	}
	if (!a->vs.focused)
		return false;
	if (s->zoom)
		return cell_arrows(a, act);
	int d = act == ACT_UP ? -cols : act == ACT_DOWN ? cols : act == ACT_PREV ? -1 : act == ACT_NEXT ? 1 : 0;
	if (!d)
		return false;
	s->sel = clampi(s->sel + d, 0, n > 0 ? n - 1 : 0);
	return true;
}

bool live_model_key(app *a, int act, int key)
{
	if (common_key(a, act, key))
		return true;
	if (!a->live.ok)
		return false;
	model_view_state *s = &a->views.model;
	if (act == ACT_SLIDER_UP || act == ACT_SLIDER_DOWN) {
		s->page = clampi(s->page + (act == ACT_SLIDER_UP ? 1 : -1), 0, 1);
		s->list = (heads_list_state){0};
		return true;
	}
	int cols = a->hits.cols > 0 ? a->hits.cols : 1;
	return list_key(a, &s->list, act, live_model_items(&a->live.s, s->page), cols);
}

bool live_report_key(app *a, int act, int key)
{
	if (common_key(a, act, key))
		return true;
	if (!a->live.ok)
		return false;
	report_view_state *s = &a->views.report;
	if (key == 's') { /* the report's own key: sort by the next column */
		s->sort = (s->sort + 1) % LIVE_SC_N;
		s->list = (heads_list_state){0};
		return true;
	}
	return list_key(a, &s->list, act, a->live.s.stats.n, 1);
}

bool live_list_click(app *a, int row, int col)
{
	heads_list_state *s = list_of(a);
	if (!a->live.ok || !s)
		return false;
	a->vs.focused = true;
	if (s->zoom)
		return live_cell_click(a, row, col);
	if (s->sel == row)
		s->zoom = true; /* a second click opens it */
	s->sel = row < 0 ? 0 : row;
	return true;
}

bool live_gqa_key(app *a, int act, int key)
{
	if (common_key(a, act, key))
		return true;
	if (!a->live.ok || !a->vs.focused)
		return false;
	int d = act == ACT_UP || act == ACT_PREV ? -1 : act == ACT_DOWN || act == ACT_NEXT ? 1 : 0;
	if (!d)
		return false;
	a->lsel.head = clampi(a->lsel.head + d, 0, cfg(a)->num_heads - 1);
	return true;
}

bool live_replay_key(app *a, int act, int key)
{
	if (common_key(a, act, key))
		return true;
	if (!a->live.ok)
		return false;
	replay_view_state *s = &a->views.replay;
	switch (act) {
	case ACT_SLIDER_UP:
	case ACT_SLIDER_DOWN:
		s->stage = clampi(s->stage + (act == ACT_SLIDER_UP ? 1 : -1), 0, LIVE_REPLAY_STAGES - 1);
		return true;
	}
	if (!a->vs.focused)
		return false;
	/* ↑↓ scroll the dimensions by four, ←→ the key columns by one */
	int dims = s->stage == LIVE_REPLAY_STAGES - 1 ? cfg(a)->hidden_size : cfg(a)->head_dim;
	int T = shown_T(a);
	switch (act) {
	case ACT_UP: s->dim0 = clampi(s->dim0 - 4, 0, dims - 1); return true;
	case ACT_DOWN: s->dim0 = clampi(s->dim0 + 4, 0, dims - 1); return true;
	case ACT_PREV: s->key0 = clampi(s->key0 - 1, 0, T - 1); return true;
	case ACT_NEXT: s->key0 = clampi(s->key0 + 1, 0, T - 1); return true;
	}
	return false;
}

bool live_cost_key(app *a, int act, int key)
{
	if (common_key(a, act, key))
		return true;
	if (act != ACT_SLIDER_UP && act != ACT_SLIDER_DOWN)
		return false;
	a->views.cost_seq_idx = clampi(a->views.cost_seq_idx + (act == ACT_SLIDER_UP ? 1 : -1), 0, ATTN_COST_N - 1);
	return true;
}

bool live_parallel_key(app *a, int act, int key)
{
	if (common_key(a, act, key))
		return true;
	if (!a->live.ok)
		return false;
	int T = shown_T(a);
	int d = act == ACT_SLIDER_UP ? 1 : act == ACT_SLIDER_DOWN ? -1 : 0;
	if (!d && a->vs.focused)
		d = act == ACT_UP || act == ACT_PREV ? -1 : act == ACT_DOWN || act == ACT_NEXT ? 1 : 0;
	if (!d)
		return false;
	a->views.parallel_pos = clampi(a->views.parallel_pos + d, 0, T > 1 ? T - 2 : 0);
	return true;
}
