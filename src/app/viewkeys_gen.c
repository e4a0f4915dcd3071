/* Keys, enter and before-draw hooks of live-generate, neuron,
 * neuron-worked and bank-drift: only state changes and calls into src/live
 * (gen.c, neuron.c, drift.c compute everything the views draw; the passes
 * run as jobs of the UI's job runner). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "render/keys.h"
#include "util/error.h"

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* Follow the shown run (a new one starts the continuation over) and ask
 * the job runner for the next pass: the prompt's prefill, or the next
 * token asked for. On entering the step, and again whenever a job has
 * ended or the generator asks for a frame at once (tokens asked for by g
 * or G, a prefill after r or s): one token per frame. */
void live_enter_gen(app *a)
{
	live_state *ls = &a->live;
	live_gen *g = &a->ex.gen;
	const live_run *run = live_state_run_shown(ls);
	if (!ls->ok || !run || live_state_running(ls))
		return;
	if (!live_gen_busy(g))
		g->async = ls->async;
	if (live_gen_sync(g, &ls->s, run, NULL) != 0)
		return;
	live_gen_tick(g, &ls->s);
}

/* Derive what is drawn (the next draw's distribution, the map) and clamp
 * the map's cursor. */
void live_prepare_gen(app *a)
{
	live_prepare(a);
	live_state *ls = &a->live;
	live_gen *g = &a->ex.gen;
	const live_run *run = live_state_run_shown(ls);
	if (!ls->ok || !run || live_state_running(ls) || g->run_serial != run->serial)
		return;
	const model_config *c = &ls->s.m.cfg;
	int L = clampi(a->lsel.layer, 0, c->num_layers - 1);
	live_gen_derive(g, &ls->s, run, L, a->lsel.head);
	int S = g->T0 + g->n;
	if (a->views.gen_row >= S)
		a->views.gen_row = -1;
	a->views.gen_col = clampi(a->views.gen_col, -1, S > 0 ? S - 1 : 0); /* -1: the diagonal */
}

/* Ms until the generator needs a frame: new tokens asked for, or one under
 * way (-1: none). */
int live_gen_timeout(const app *a)
{
	return live_gen_timeout_ms(&a->ex.gen);
}

static void restart(app *a)
{
	const live_run *run = live_state_run_shown(&a->live);
	if (run)
		live_gen_restart(&a->ex.gen, &a->live.s, run, NULL);
	a->views.gen_row = -1;
	a->views.gen_col = -1;
}

/* Why no token can be asked for, in the footer (NULL: one can). */
static const char *no_room(const app *a)
{
	const live_gen *g = &a->ex.gen;
	bool zh = a->lang && strcmp(a->lang, "zh") == 0;
	if (g->ended)
		return zh ? "文本已在结束符处结束：r 重来，s 换种子" : "the text has ended (end-of-text token): r restarts, s new seed";
	if (!live_gen_room(g))
		return zh ? "续写已满：r 重来" : "the continuation is full: r restarts";
	return NULL;
}

bool live_gen_key(app *a, int act, int key)
{
	live_state *ls = &a->live;
	live_gen *g = &a->ex.gen;
	if (key == KEYC_ESC && live_gen_streaming(g)) {
		live_gen_stop(g); /* at once: the token under way is dropped */
		return true;
	}
	if (act == ACT_EDIT) {
		/* the prompt is edited where it is run; the step after writes on */
		if (app_edit_prompt(a))
			snprintf(a->note, sizeof a->note, "%s",
				 a->lang && strcmp(a->lang, "zh") == 0
					 ? "在这里编辑提示词：Enter 运行，→ 回到续写"
					 : "edit the prompt here: Enter runs it, → goes back to writing on");
		return true;
	}
	if (!ls->ok || !g->ok)
		return live_cell_key(a, act, key);
	switch (key) {
	case 'g': /* one more token (typed ahead: one more each) */
	case 'G': /* a stream, one token after another until Esc, full or the end of the text */
		if (live_state_running(ls))
			return true;
		if (no_room(a)) {
			snprintf(a->note, sizeof a->note, "%s", no_room(a));
			return true;
		}
		if (key == 'g')
			g->stream_left++;
		else
			g->stream_left = LIVE_GEN_STREAM;
		/* the window follows the newest row and its diagonal */
		a->views.gen_row = -1;
		a->views.gen_col = -1;
		return true;
	case 'r': /* back to the prompt, same seed: the same continuation again */
		restart(a);
		return true;
	case 's': /* another seed, from the prompt */
		g->seed++;
		restart(a);
		return true;
	case 'k':
		g->topk_idx = (g->topk_idx + 1) % LIVE_GEN_NTOPK;
		return true;
	case 'p':
		g->topp_idx = (g->topp_idx + 1) % LIVE_GEN_NTOPP;
		return true;
	}
	switch (act) {
	case ACT_SLIDER_UP:
	case ACT_SLIDER_DOWN:
		g->temp_idx = clampi(g->temp_idx + (act == ACT_SLIDER_UP ? 1 : -1), 0, LIVE_GEN_NTEMP - 1);
		return true;
	}
	if (a->vs.focused) {
		/* the map's cursor over prompt and new rows */
		int S = g->T0 + g->n;
		int row = a->views.gen_row < 0 ? S - 1 : a->views.gen_row;
		int col = a->views.gen_col < 0 ? row : a->views.gen_col;
		switch (act) {
		case ACT_UP: a->views.gen_row = clampi(row - 1, 0, S - 1); return true;
		case ACT_DOWN: a->views.gen_row = clampi(row + 1, 0, S - 1); return true;
		case ACT_PREV: a->views.gen_col = clampi(col - 1, 0, S - 1); return true;
		case ACT_NEXT: a->views.gen_col = clampi(col + 1, 0, S - 1); return true;
		}
	}
	return live_cell_key(a, act, key); /* Esc cancels a pass; layer and head */
}

bool live_gen_click(app *a, int row, int col)
{
	int S = a->ex.gen.T0 + a->ex.gen.n;
	if (!a->live.ok || row < 0 || S < 1)
		return false;
	a->vs.focused = true;
	a->views.gen_row = clampi(row, 0, S - 1);
	a->views.gen_col = clampi(col, 0, S - 1);
	return true;
}

/* ---- neuron, neuron-worked ---- */

/* The cell under the live cursor, taken apart, on the nearest
 * full-attention layer. */
void live_prepare_neuron(app *a)
{
	live_prepare(a);
	neuron_view *x = &a->ex.neuron;
	if (x->ok)
		neuron_free(&x->cell);
	x->ok = false;
	const live_run *run = live_state_run_shown(&a->live);
	if (!a->live.ok || !run)
		return;
	const model_config *c = &a->live.s.m.cfg;
	int L = live_full_layer_near(&a->live.s, a->lsel.layer);
	if (L < 0) {
		errf(&x->err, "%s", "this model has no full-attention layer");
		return;
	}
	a->lsel.layer = L;
	int h = clampi(a->lsel.head, 0, c->num_heads - 1);
	int i = a->lsel.row < 0 || a->lsel.row >= run->T ? run->T - 1 : a->lsel.row;
	int j = a->lsel.col < 0 ? i : clampi(a->lsel.col, 0, run->T - 1); /* -1: the diagonal */
	x->layer = L;
	x->head = h;
	x->ok = neuron_from_capture(&x->cell, c, &run->r.layers[L].attn, run->T, 0, h, i, j, &x->err) == 0;
}

/* The worked example's cell under its cursor (the worked views' keys move it). */
void worked_prepare_neuron(app *a)
{
	neuron_view *x = &a->ex.worked;
	if (x->ok)
		neuron_free(&x->cell);
	int i = clampi(a->vs.cell_row, 0, a->t.n - 1), j = clampi(a->vs.cell_col, 0, a->t.n - 1);
	x->ok = neuron_from_trace(&x->cell, &a->t, i, j, &x->err) == 0;
}

/* ---- bank-drift ---- */

/* The three bank prompts' trajectories: asked of the runner once per
 * session. */
void live_enter_drift(app *a)
{
	live_drift_want(&a->ex.drift, &a->live);
}
