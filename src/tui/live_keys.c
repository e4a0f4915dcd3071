/* Keys of the live steps (see live_keys.h and the key scheme at the top of
 * lessons/en/live-model.lesson). Only state changes here; every number is
 * computed by src/live, src/model or src/core and drawn by src/render. */
#include "tui/live_keys.h"

#include <string.h>

#include "render/keys.h"
#include "render/views_live.h"

void live_tui_begin(const ui_options *o)
{
	live_ui *u = live_ui_get();
	u->async = true;
	u->motion = o->motion && o->color;
	if (!u->configured) {
		/* `attnstep` and `lesson`: the embedded model, threads chosen */
		u->threads = 0;
		u->configured = true;
	}
}

void live_tui_end(void)
{
	live_ui_shutdown();
}

int live_tui_timeout_ms(void)
{
	return live_ui_timeout_ms();
}

const model_facts *live_tui_facts(void)
{
	return live_ui_facts();
}

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static bool is(const char *view, const char *name)
{
	return strcmp(view, name) == 0;
}

/* The prompt editor has the keys: everything types, except these. */
static bool edit_key(live_ui *u, view_state *vs, int key)
{
	switch (key) {
	case KEYC_ENTER: live_ui_run(u); return true;
	case KEYC_ESC:
		if (atomic_load(&u->s.state) == LIVE_RUNNING)
			live_cancel(&u->s);
		else
			u->editing = false;
		return true;
	case KEYC_TAB:
		u->editing = false;
		vs->focused = false;
		return true;
	case KEYC_LEFT: led_left(&u->ed); return true;
	case KEYC_RIGHT: led_right(&u->ed); return true;
	case KEYC_HOME: led_home(&u->ed); return true;
	case KEYC_END: led_end(&u->ed); return true;
	case KEYC_UP: led_history(&u->ed, &u->s, -1); u->pred_from = -1; return true;
	case KEYC_DOWN: led_history(&u->ed, &u->s, 1); u->pred_from = -1; return true;
	case KEYC_BACKSPACE:
		led_backspace(&u->ed);
		u->pred_from = -1;
		return true;
	case KEYC_PGUP:
	case KEYC_PGDN:
		return true;
	}
	if (key >= 0x20 && key < KEYC_BASE) {
		/* typed or pasted text, one character at a time */
		led_insert(&u->ed, (uint32_t)key);
		u->pred_from = -1;
	}
	return true;
}

/* Layers a view steps through with < and >: every layer, or only the full
 * attention ones for the views that need a softmax matrix. */
static void step_layer(live_ui *u, const char *view, int dir)
{
	const model_config *c = &u->s.m.cfg;
	int *L = is(view, "hybrid-implicit") ? &u->ilayer : &u->layer;
	bool full_only = is(view, "fanout") || is(view, "gqa") || is(view, "head-replay") ||
			 is(view, "projections");
	if (full_only)
		*L = live_full_layer_near(&u->s, *L);
	for (int l = *L + dir; l >= 0 && l < c->num_layers; l += dir)
		if (!full_only || !c->layer_is_linear[l]) {
			*L = l;
			break;
		}
}

static int heads_of(const live_ui *u, const char *view)
{
	const model_config *c = &u->s.m.cfg;
	int L = is(view, "hybrid-implicit") ? u->ilayer : u->layer;
	bool lin = L >= 0 && L < c->num_layers && c->layer_is_linear[L] && !is(view, "fanout") &&
		   !is(view, "gqa") && !is(view, "head-replay") && !is(view, "projections");
	return lin ? c->lin_v_heads : c->num_heads;
}

static void slider(live_ui *u, const char *view, int dir)
{
	if (is(view, "cost"))
		u->seq_idx += dir; /* clamped when drawn */
	else if (is(view, "parallel-training"))
		u->pos = clampi(u->pos + dir, 0, u->s.run ? u->s.run->T - 2 : 0);
	else if (is(view, "model-view")) {
		u->page = clampi(u->page + dir, 0, 1);
		u->sel = 0;
		u->zoom = false;
	} else if (is(view, "head-replay"))
		u->stage = clampi(u->stage + dir, 0, 7);
	else if (is(view, "live-run"))
		u->temp_idx = clampi(u->temp_idx + dir, 0, LIVE_NTEMPS - 1);
}

/* Arrows with the view focused. */
static void cursor(live_ui *u, const char *view, int dr, int dc)
{
	int T = u->s.run ? u->s.run->T : 1;
	if ((is(view, "model-view") || is(view, "head-report")) && !u->zoom) {
		int n = is(view, "model-view") ? live_model_items(u, u->page) : u->s.stats.n;
		int cols = is(view, "model-view") && u->grid_cols > 0 ? u->grid_cols : 1;
		u->sel = clampi(u->sel + dr * cols + (is(view, "model-view") ? dc : 0), 0, n > 0 ? n - 1 : 0);
	} else if (is(view, "fanout")) {
		u->row = clampi(u->row + dr + dc, 0, T - 1);
	} else if (is(view, "head-replay")) {
		u->dim0 += dr * 4 + dc; /* clamped when drawn */
		if (u->dim0 < 0)
			u->dim0 = 0;
	} else if (is(view, "parallel-training")) {
		u->pos = clampi(u->pos + dr + dc, 0, T > 1 ? T - 2 : 0);
	} else if (is(view, "gqa")) {
		u->head = clampi(u->head + dr + dc, 0, u->s.m.cfg.num_heads - 1);
	} else {
		u->row = clampi(u->row + dr, 0, T - 1);
		u->col = clampi(u->col + dc, 0, T - 1);
	}
}

bool live_tui_click(view_state *vs, const char *view, int row, int col)
{
	live_ui *u = live_ui_get();
	if (!view || !live_view_is(view) || !u->ok)
		return false;
	vs->focused = true;
	u->editing = false;
	if ((is(view, "model-view") || is(view, "head-report")) && !u->zoom) {
		if (u->sel == row)
			u->zoom = true; /* a second click opens it */
		u->sel = row;
	} else {
		u->row = row;
		u->col = col;
	}
	return true;
}

bool live_tui_key(view_state *vs, const char *view, int key)
{
	live_ui *u = live_ui_get();
	if (!view || !live_view_is(view)) {
		u->editing = false;
		return false;
	}
	if (!u->ok)
		return false; /* the view says why; the usual keys still work */
	bool run_step = is(view, "live-run");
	if (!run_step)
		u->editing = false;
	if (u->editing)
		return edit_key(u, vs, key);
	if (key == KEYC_ESC && atomic_load(&u->s.state) == LIVE_RUNNING) {
		live_cancel(&u->s);
		return true;
	}
	int act = key_action_for(key);
	if (act == ACT_OPEN && !u->s.run) {
		live_ui_run(u); /* no run yet (cancelled or failed): Enter runs the prompt */
		return true;
	}
	switch (act) {
	case ACT_LAYER_PREV:
	case ACT_LAYER_NEXT:
		step_layer(u, view, act == ACT_LAYER_NEXT ? 1 : -1);
		u->zoom = false;
		u->head = clampi(u->head, 0, heads_of(u, view) - 1);
		return true;
	case ACT_HEAD_PREV:
	case ACT_HEAD_NEXT:
		u->head = clampi(u->head + (act == ACT_HEAD_NEXT ? 1 : -1), 0, heads_of(u, view) - 1);
		return true;
	case ACT_SORT:
		if (is(view, "head-report")) {
			u->sort = (u->sort + 1) % LIVE_SC_N;
			u->sel = 0;
			u->zoom = false;
		}
		return true;
	case ACT_SLIDER_UP:
	case ACT_SLIDER_DOWN:
		slider(u, view, act == ACT_SLIDER_UP ? 1 : -1);
		return true;
	case ACT_OPEN:
		if (run_step) {
			live_ui_run(u);
			return true;
		}
		if (is(view, "model-view") || is(view, "head-report")) {
			u->zoom = !u->zoom;
			if (u->zoom) {
				vs->focused = true;
				u->row = -1;
			}
			return true;
		}
		return false;
	case ACT_FOCUS:
		/* views with nothing to point at keep the focus on the text */
		if (is(view, "intuition") || is(view, "embedding-rows") || is(view, "bank") ||
		    is(view, "projections") || is(view, "cost"))
			return true;
		if (!run_step)
			return false;
		/* text -> view -> prompt -> text */
		if (!vs->focused)
			vs->focused = true;
		else
			u->editing = true;
		return true;
	case ACT_BACK:
		if (u->zoom) {
			u->zoom = false;
			return true;
		}
		return false;
	}
	if (!vs->focused)
		return false;
	switch (act) {
	case ACT_UP: cursor(u, view, -1, 0); return true;
	case ACT_DOWN: cursor(u, view, 1, 0); return true;
	case ACT_PREV: cursor(u, view, 0, -1); return true;
	case ACT_NEXT: cursor(u, view, 0, 1); return true;
	}
	return false;
}
