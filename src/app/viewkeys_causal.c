/* Keys and enter hooks of the causal views (live-lens, live-patch) and the
 * ablation keys of the views that pick a head (live-heatmap, model-view,
 * head-report): state changes and requests to src/live/causal_ui.c, which
 * runs the passes as jobs of the UI's job runner. */
#include <stdio.h>
#include <string.h>

#include "app/viewtab.h"
#include "render/keys.h"

static bool zh(const app *a)
{
	return a->lang && strcmp(a->lang, "zh") == 0;
}

/* Enter hooks: ask the job runner for what the view shows (the lens of the
 * shown run, the patching table, before -> after for the ablated heads);
 * each asks only when its inputs changed. Keys that change the inputs ask
 * at once. */
void live_enter_lens(app *a)
{
	live_causal_lens(&a->ex.causal, &a->live);
}

void live_enter_patch(app *a)
{
	live_causal_patch(&a->ex.causal, &a->live);
}

/* A step that asks what knocking out the top induction head does has
 * that ablation computed before the question is answered. */
static void want_probe(app *a)
{
	const lesson_step *st = &a->set->lessons[a->lesson].steps[a->step];
	int l, h;
	if (st->question && strcmp(st->question->answer, "causal.knockout-halves") == 0 &&
	    live_causal_knockout_head(&a->live.s, &l, &h))
		live_causal_probe(&a->ex.causal, &a->live, l, h);
}

void live_enter_ablate(app *a)
{
	live_causal_ablate(&a->ex.causal, &a->live);
	if (a->live.ok)
		want_probe(a);
}

/* A frame every 50 ms while a causal job runs, so its result shows
 * without a key press. */
int live_causal_timeout(const app *a)
{
	return live_causal_busy(&a->ex.causal) ? 50 : -1;
}

/* Esc stops a causal job before anything else it means. */
static bool cancel_key(app *a, int key)
{
	return key == KEYC_ESC && live_causal_cancel(&a->ex.causal);
}

bool live_lens_key(app *a, int act, int key)
{
	if (cancel_key(a, key))
		return true;
	if (act == ACT_EDIT) {
		/* the lens reads the shown run: its prompt is edited where it is run */
		if (app_edit_prompt(a))
			snprintf(a->note, sizeof a->note, "%s",
				zh(a) ? "在这里编辑提示词：Enter 运行，→ 回到透镜" : "edit the prompt here: Enter runs it, → goes back to the lens");
		return true;
	}
	return live_cell_key(a, act, key);
}

/* Typing the target's prompt: every key types, except these. */
static bool patch_edit_key(app *a, int key)
{
	live_causal *lc = &a->ex.causal;
	live_editor *ed = &lc->patch_ed;
	switch (key) {
	case KEYC_ENTER:
		live_causal_patch_set_target(lc, ed->buf);
		live_causal_patch(lc, &a->live);
		a->lsel.editing = false;
		return true;
	case KEYC_ESC: /* the prompt stays as it was */
		a->lsel.editing = false;
		return true;
	case KEYC_CTRL_U: led_set(ed, ""); return true;
	case KEYC_LEFT: led_left(ed); return true;
	case KEYC_RIGHT: led_right(ed); return true;
	case KEYC_HOME: led_home(ed); return true;
	case KEYC_END: led_end(ed); return true;
	case KEYC_BACKSPACE: led_backspace(ed); return true;
	}
	if (key >= 0x20 && key < KEYC_BASE)
		led_insert(ed, (uint32_t)key);
	return true;
}

bool live_patch_key(app *a, int act, int key)
{
	live_causal *lc = &a->ex.causal;
	if (a->lsel.editing && a->live.ok)
		return patch_edit_key(a, key);
	if (cancel_key(a, key))
		return true;
	if (act == ACT_EDIT && a->live.ok) { /* type the target's prompt */
		led_set(&lc->patch_ed, live_causal_patch_text(lc, &a->live.s, lc->patch_target));
		a->lsel.editing = true;
		return true;
	}
	switch (key) {
	case 's': /* the target becomes the source and the source the target */
		live_causal_patch_swap(lc);
		live_causal_patch(lc, &a->live);
		return true;
	case 'n': /* another source: the next prompt of the trio */
		live_causal_patch_next(lc, LIVE_BANK_N);
		live_causal_patch(lc, &a->live);
		return true;
	}
	return live_cell_key(a, act, key);
}

/* x: ablate (layer, head) or restore it; X: restore every head. */
static bool ablate_key(app *a, int key, int layer, int head)
{
	live_causal *lc = &a->ex.causal;
	if (!a->live.ok)
		return false;
	if (key == 'X') {
		live_causal_clear(lc);
		snprintf(a->note, sizeof a->note, "%s", zh(a) ? "所有头都已恢复" : "every head restored");
		return true;
	}
	if (key != 'x')
		return false;
	if (layer < 0 || head < 0) {
		snprintf(a->note, sizeof a->note, "%s", zh(a) ? "先选一个头" : "pick a head first");
		return true;
	}
	bool on = live_causal_toggle(lc, &a->live.s.m.cfg, layer, head);
	live_causal_ablate(lc, &a->live); /* before -> after for the new set */
	snprintf(a->note, sizeof a->note, zh(a) ? (on ? "已消融头 %d.%d" : "已恢复头 %d.%d")
		: (on ? "head %d.%d ablated" : "head %d.%d restored"), layer, head);
	return true;
}

bool live_heatmap_ablate_key(app *a, int act, int key)
{
	if (cancel_key(a, key))
		return true;
	if ((key == 'x' || key == 'X') && ablate_key(a, key, a->lsel.layer, a->lsel.head))
		return true;
	return live_cell_key(a, act, key);
}

bool live_model_ablate_key(app *a, int act, int key)
{
	if (cancel_key(a, key))
		return true;
	if ((key == 'x' || key == 'X') && a->live.ok) {
		int l = -1, h = -1;
		const model_view_state *s = &a->views.model;
		if (s->list.sel >= 0 && s->list.sel < live_model_items(&a->live.s, s->page))
			live_model_item(&a->live.s, s->page, s->list.sel, &l, &h);
		return ablate_key(a, key, l, h);
	}
	return live_model_key(a, act, key);
}

bool live_report_ablate_key(app *a, int act, int key)
{
	if (cancel_key(a, key))
		return true;
	if ((key == 'x' || key == 'X') && a->live.ok) {
		int l = -1, h = -1;
		const heads_list_state *s = &a->views.report.list;
		const live_derived *d = &a->live.d;
		if (d->order && s->sel >= 0 && s->sel < d->order_n) {
			const live_head_score *hs = &a->live.s.stats.h[d->order[s->sel]];
			l = hs->layer;
			h = hs->head;
		}
		return ablate_key(a, key, l, h);
	}
	return live_report_key(a, act, key);
}
