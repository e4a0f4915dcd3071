/* The application's screens as a state machine (see app.h): each screen
 * draws itself and handles the actions of the key table; a step's view
 * gets its keys, clicks and before-draw hook from the view table. */
#include "app/app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "core/worked.h"
#include "render/keys.h"
#include "render/text.h"

static bool is_zh(const app *a)
{
	return a->lang && strcmp(a->lang, "zh") == 0;
}

static const char *L(const app *a, const char *en, const char *zh)
{
	return is_zh(a) ? zh : en;
}

bool app_open_model(app *a)
{
	return !a->live.model_path || live_state_open(&a->live);
}

app *app_new(const lesson_set *set, const ui_options *o)
{
	app *a = xcalloc(1, sizeof *a);
	a->set = set;
	a->lang = o->lang;
	a->motion = o->motion && o->color;
	a->screen = SCR_INDEX;
	view_state_init(&a->vs, o->lang, o->mask);
	a->vs.color = o->color;
	live_state_init(&a->live);
	if (o->model)
		live_state_configure(&a->live, o->model, NULL, 0, FWD_F32, false);
	/* the lessons' own example prompt and polysemy trio (the Chinese
	 * lessons bring Chinese ones) */
	for (int i = 0; i < set->n; i++) {
		const lesson *l = &set->lessons[i];
		if (l->prompt && !a->live.ex_prompt)
			a->live.ex_prompt = l->prompt;
		if (l->polysemy[0] && !a->live.ex_bank[0])
			for (int p = 0; p < LIVE_BANK_N && p < LESSON_POLYSEMY_N; p++)
				a->live.ex_bank[p] = l->polysemy[p];
	}
	live_sel_init(&a->lsel);
	live_views_init(&a->views);
	live_extra_init(&a->ex);
	a->lsel.motion = a->motion;
	if (worked_trace(&a->t, a->vs.mask) != 0) {
		err_printf("worked example: cannot compute the trace");
		free(a);
		return NULL;
	}
	for (int k = 0; k < SCALE_DEMO_WIDTHS; k++)
		if (scale_demo_compute(&a->sd[k], scale_demo_width(k)) != 0) {
			err_printf("worked example: cannot compute the d_head slider");
			attn_trace_free(&a->t);
			free(a);
			return NULL;
		}
	for (int k = 0; k < ONLINE_SIZES; k++)
		online_demo_compute(&a->od[k], online_block_size(k));
	return a;
}

void app_free(app *a)
{
	if (!a)
		return;
	live_extra_free(&a->ex);
	live_state_free(&a->live);
	attn_trace_free(&a->t);
	for (int i = 0; i < a->n_quiz; i++)
		quiz_ui_free(&a->quiz[i]);
	free(a->quiz);
	free(a);
}

static const lesson *cur_lesson(const app *a)
{
	return &a->set->lessons[a->lesson];
}

static const app_view *cur_view(const app *a)
{
	if (a->screen != SCR_STEP)
		return NULL;
	return app_view_find(cur_lesson(a)->steps[a->step].view);
}

const app_view *app_cur_view(const app *a)
{
	return cur_view(a);
}

/* Whatever was drawn belongs to the screen before: forget it, so a click
 * that arrives before the next draw finds nothing. */
static void layout_changed(app *a)
{
	a->hits.n = 0;
	a->hits.cols = 0;
	a->w = a->h = 0;
}

/* A step is entered: its view's model work is asked of the job runner (a
 * live view: the session opened, its first prompt run; then the view's
 * own enter hook). */
static void enter_view(app *a)
{
	const app_view *v = cur_view(a);
	if (!v)
		return;
	if (v->flags & AV_MODEL)
		live_state_ensure(&a->live);
	if (v->enter)
		v->enter(a);
	const live_run *run = live_state_run_shown(&a->live);
	a->enter_serial = run ? run->serial : 0;
	a->enter_ended = a->live.job.ended;
}

/* Once a frame, before drawing: when the shown run has changed or a job
 * has ended since the view's enter hook last ran, or the view wants a
 * frame at once (its timeout is 0: work asked for by a key, such as the
 * generation step's next token), the hook runs again, so that the view
 * asks for what its new inputs need (or what the runner could not take
 * before). The hook asks only for what is missing. */
static void reenter_view(app *a)
{
	const app_view *v = cur_view(a);
	if (!v || !v->enter)
		return;
	const live_run *run = live_state_run_shown(&a->live);
	unsigned long serial = run ? run->serial : 0;
	bool now = v->timeout && v->timeout(a) == 0;
	if (!now && serial == a->enter_serial && a->live.job.ended == a->enter_ended)
		return;
	a->enter_serial = serial;
	a->enter_ended = a->live.job.ended;
	v->enter(a);
}

static void go_step(app *a, int step)
{
	int n = cur_lesson(a)->n_steps;
	if (step > n - 1)
		step = n - 1;
	if (step < 0)
		step = 0;
	bool entered = step != a->step;
	if (entered) {
		live_gen_stop(&a->ex.gen); /* a stream belongs to its step */
		a->step = step;
		a->scroll = 0;
		a->vs.focused = false;
		a->lsel.editing = false;
		if (!a->live_only)
			a->lsel.full = false;
		a->focus_done = false;
		const app_view *v = app_view_find(cur_lesson(a)->steps[step].view);
		if (v && (v->flags & AV_CELL_OPEN)) {
			a->vs.cell_row = a->t.n - 1;
			a->vs.cell_col = 0;
		}
		layout_changed(a);
	}
	/* a step that quotes the model's facts reads them from the model,
	 * whichever way it was reached (index, `lesson`, `print`, keys) */
	if (lesson_step_needs_model(&cur_lesson(a)->steps[a->step]))
		live_state_begin_open(&a->live);
	if (entered)
		enter_view(a);
}

/* Open the step on the layer and head its text describes (@focus), whatever
 * the step before left, once the run it is computed from is there. */
static void apply_focus(app *a, const lesson_step *st)
{
	if (a->focus_done || !st->focus || !a->live.ok || live_state_running(&a->live) ||
	    !live_state_run_shown(&a->live))
		return;
	int layer, head;
	if (live_focus(&a->live.s, st->focus, &layer, &head) != 0)
		return;
	a->focus_done = true;
	live_sel *s = &a->lsel;
	if (strcmp(st->focus, "first-linear") == 0)
		s->ilayer = layer;
	else
		s->layer = layer;
	s->head = head;
	s->row = -1; /* the last row, the one that predicts */
	s->col = -1; /* the row's own column */
	/* and as the step describes its widgets: the report sorted by prev, the
	 * first thumbnail of the first page (no head opened), the replay's
	 * first stage */
	live_views *vw = &a->views;
	vw->model.list = (heads_list_state){0};
	vw->model.page = 0;
	vw->report.list = (heads_list_state){0};
	vw->report.sort = LIVE_SC_PREV;
	vw->replay.stage = 0;
	vw->fanout_serial = live_state_run_shown(&a->live) ? live_state_run_shown(&a->live)->serial : 0;
}

void app_threaded(app *a)
{
	a->live.async = true;
}

void app_open(app *a, int lesson, int step)
{
	if (lesson < 0 || lesson >= a->set->n || a->set->lessons[lesson].n_steps < 1)
		return;
	a->lesson = lesson;
	a->step = -1;
	a->screen = SCR_STEP;
	go_step(a, step);
}

int app_find_prompt_step(const app *a, int li)
{
	const lesson *l = &a->set->lessons[li];
	for (int s = l->n_steps - 1; s >= 0; s--) {
		const app_view *v = app_view_find(l->steps[s].view);
		if (v && (v->flags & AV_PROMPT))
			return s;
	}
	return -1;
}

void app_live_only(app *a, bool on)
{
	a->live_only = on;
	a->lsel.full = on;
	layout_changed(a);
}

bool app_edit_prompt(app *a)
{
	const lesson *l = cur_lesson(a);
	for (int s = a->step; s >= 0; s--) {
		const app_view *v = app_view_find(l->steps[s].view);
		if (v && (v->flags & AV_PROMPT)) {
			go_step(a, s);
			a->lsel.editing = true;
			a->vs.focused = false;
			return true;
		}
	}
	return false;
}

static void set_screen(app *a, enum app_screen s)
{
	if (a->screen != s) {
		layout_changed(a);
		live_gen_stop(&a->ex.gen); /* a stream belongs to its step */
	}
	a->screen = s;
}

static void recompute(app *a)
{
	attn_trace_free(&a->t);
	if (worked_trace(&a->t, a->vs.mask) != 0) {
		a->quit = true;
		a->status = EXIT_FAIL;
	}
}

/* Step screen keys the view did not take: the arrows step and scroll, or
 * move the widget's cursor when it has the focus. */
static void step_key(app *a, int act)
{
	const app_view *v = cur_view(a);
	unsigned fl = v ? v->flags : 0;
	int page = a->lay.rows > 1 ? a->lay.rows - 1 : 1;
	switch (act) {
	case ACT_NEXT: go_step(a, a->step + 1); break;
	case ACT_PREV: go_step(a, a->step - 1); break;
	case ACT_DOWN: a->scroll++; break;
	case ACT_UP: a->scroll--; break;
	case ACT_PGDN: a->scroll += page; break;
	case ACT_PGUP: a->scroll -= page; break;
	case ACT_FIRST: go_step(a, 0); break;
	case ACT_LAST: go_step(a, cur_lesson(a)->n_steps - 1); break;
	case ACT_FOCUS:
		a->vs.focused = !a->vs.focused && (fl & AV_FOCUS);
		if (!(fl & AV_FOCUS))
			snprintf(a->note, sizeof a->note, "%s",
				 L(a, "nothing to focus on this step", "这一步没有可聚焦的控件"));
		break;
	case ACT_BACK:
		if (a->lsel.full && !a->live_only) {
			a->lsel.full = false;
			layout_changed(a);
		} else {
			a->vs.focused = false;
		}
		break;
	case ACT_MASK:
		a->vs.mask = !a->vs.mask;
		recompute(a);
		if (!(fl & AV_MASK))
			snprintf(a->note, sizeof a->note, "%s",
				 a->vs.mask ? L(a, "mask on (this view does not use it)", "掩码开（本视图不用它）")
					    : L(a, "mask off (this view does not use it)", "掩码关（本视图不用它）"));
		break;
	case ACT_ZOOM:
		if (fl & AV_ZOOM) {
			a->lsel.full = !a->lsel.full;
			layout_changed(a);
		}
		break;
	case ACT_INDEX:
		a->sel = a->lesson;
		a->live_only = false;
		a->lsel.full = false;
		a->lsel.editing = false;
		set_screen(a, SCR_INDEX);
		break;
	}
}

static void index_key(app *a, int act)
{
	switch (act) {
	case ACT_DOWN:
		if (a->sel < a->set->n - 1)
			a->sel++;
		break;
	case ACT_UP:
		if (a->sel > 0)
			a->sel--;
		break;
	case ACT_FIRST: a->sel = 0; break;
	case ACT_LAST: a->sel = a->set->n > 0 ? a->set->n - 1 : 0; break;
	case ACT_OPEN:
	case ACT_NEXT:
		if (a->sel < a->set->n && a->set->lessons[a->sel].n_steps > 0)
			app_open(a, a->sel, 0);
		break;
	}
}

static void help_key(app *a, int act)
{
	if (act == ACT_HELP || act == ACT_BACK || act == ACT_QUIT)
		set_screen(a, a->before_help);
	else if (act == ACT_DOWN || act == ACT_PGDN)
		a->help_scroll += act == ACT_PGDN ? 10 : 1;
	else if (act == ACT_UP || act == ACT_PGUP)
		a->help_scroll -= act == ACT_PGUP ? 10 : 1;
}

/* The questions of the current lesson (one tally per lesson, kept while
 * the app lives); remade if the app was given another lesson set. NULL
 * when no lesson is open. */
static quiz_ui *cur_quiz(app *a)
{
	if (a->quiz_set != a->set) {
		for (int i = 0; i < a->n_quiz; i++)
			quiz_ui_free(&a->quiz[i]);
		free(a->quiz);
		a->n_quiz = a->set->n;
		a->quiz = xcalloc(a->n_quiz > 0 ? (size_t)a->n_quiz : 1, sizeof *a->quiz);
		for (int i = 0; i < a->n_quiz; i++)
			quiz_ui_init(&a->quiz[i], &a->set->lessons[i]);
		a->quiz_set = a->set;
	}
	return a->lesson >= 0 && a->lesson < a->n_quiz ? &a->quiz[a->lesson] : NULL;
}

/* The same for drawing: NULL until cur_quiz has made the tallies. */
static const quiz_ui *quiz_of(const app *a)
{
	return a->quiz_set == a->set && a->lesson >= 0 && a->lesson < a->n_quiz ? &a->quiz[a->lesson]
										   : NULL;
}

/* Where the step's answer comes from: the worked example needs nothing; a
 * model fact or the live run needs the live session, opened (and its first
 * prompt run) here when the question is first asked. */
static quiz_source quiz_src(app *a, const lesson_step *st)
{
	quiz_source src = {.lang = a->lang, .mf = NULL, .s = NULL, .causal = &a->ex.causal};
	const char *name = st->question ? st->question->answer : "";
	bool needs_model = strncmp(name, "model.", 6) == 0 || answer_needs_live(name);
	if (needs_model && live_state_ensure(&a->live)) {
		src.mf = &a->live.mf;
		src.s = &a->live.s;
	} else if (a->live.ok) {
		src.mf = &a->live.mf;
	}
	return src;
}

/* The step's question: `a` opens the answer line; while it is open every
 * key goes to it (Enter judges, Esc skips). Returns true when it took the
 * key. */
static bool quiz_key(app *a, int key)
{
	if (a->screen != SCR_STEP || a->lsel.editing)
		return false;
	quiz_ui *q = cur_quiz(a);
	if (!q)
		return false;
	const lesson_step *st = &cur_lesson(a)->steps[a->step];
	if (quiz_ui_typing(q)) {
		quiz_source src = quiz_src(a, st);
		if (key == KEYC_ENTER || key == '\r' || key == '\n')
			quiz_ui_key(q, QK_ENTER, 0, &src);
		else if (key == KEYC_BACKSPACE || key == 0x7f || key == 0x08)
			quiz_ui_key(q, QK_BACKSPACE, 0, &src);
		else if (key == KEYC_ESC)
			quiz_ui_key(q, QK_ESCAPE, 0, &src);
		else if (key >= 0x20 && key < KEYC_BASE)
			quiz_ui_key(q, QK_CHAR, (uint32_t)key, &src);
		return true; /* every other key waits until the answer line closes */
	}
	if (key_action_for(key) != ACT_ANSWER || a->vs.focused)
		return false;
	if (!st->question) {
		snprintf(a->note, sizeof a->note, "%s",
			 L(a, "this step asks no question", "这一步没有提问"));
		return true;
	}
	quiz_source src = quiz_src(a, st);
	bool opened = quiz_ui_start(q, a->step, &src);
	if (opened)
		a->scroll = 1 << 20; /* down to the question (clamped when drawn) */
	else if (!quiz_ui_pending(q, a->step))
		snprintf(a->note, sizeof a->note, "%s",
			 L(a, "already answered", "这道题已经答过了"));
	return true;
}

static bool too_small(const app *a)
{
	return a->w && (a->w < SCREEN_MIN_W || a->h < SCREEN_MIN_H);
}

bool app_text_open(const app *a)
{
	if (a->screen != SCR_STEP || too_small(a))
		return false;
	if (a->lsel.editing)
		return a->live.ok;
	const quiz_ui *q = a->quiz_set == a->set && a->lesson >= 0 && a->lesson < a->n_quiz
				   ? &a->quiz[a->lesson]
				   : NULL;
	return q && quiz_ui_typing(q);
}

void app_key(app *a, int key)
{
	int act = key_action_for(key);
	a->note[0] = 0;
	if (too_small(a)) {
		if (act == ACT_QUIT)
			a->quit = true; /* only q works until the terminal is enlarged */
		return;
	}
	if (a->screen == SCR_HELP) {
		help_key(a, act);
		return;
	}
	/* the answer line of a question takes every key while it is open */
	if (quiz_key(a, key))
		return;
	/* the view first: a live view in editing mode takes every key */
	const app_view *v = cur_view(a);
	if (v && v->key && v->key(a, act, key))
		return;
	if (act == ACT_QUIT) {
		a->quit = true;
		return;
	}
	if (act == ACT_HELP) {
		a->before_help = a->screen;
		a->help_scroll = 0;
		set_screen(a, SCR_HELP);
		return;
	}
	if (a->screen == SCR_INDEX)
		index_key(a, act);
	else
		step_key(a, act);
}

void app_wheel(app *a, int dir)
{
	app_key(a, dir < 0 ? KEYC_UP : KEYC_DOWN);
}

void app_click(app *a, int x, int y)
{
	a->note[0] = 0;
	if (!a->w || too_small(a))
		return; /* nothing drawn yet for this screen */
	if (a->screen == SCR_HELP) {
		set_screen(a, a->before_help);
		return;
	}
	if (a->screen == SCR_INDEX) {
		if (y < 0 || y >= a->h || y >= APP_MAX_ROWS || a->index_rows[y] < 0)
			return;
		if (a->index_rows[y] == a->sel)
			index_key(a, ACT_OPEN);
		else
			a->sel = a->index_rows[y];
		return;
	}
	/* the step control in the top bar: "◀" steps back, "▶" forward */
	if (y == 0) {
		if (x >= a->lay.next_x - 1 && x <= a->lay.next_x + 1)
			go_step(a, a->step + 1);
		else if (x >= a->lay.prev_x - 1 && x <= a->lay.prev_x + 1)
			go_step(a, a->step - 1);
		return;
	}
	const app_view *v = cur_view(a);
	int row, col;
	if (view_hits_find(&a->hits, x, y, &row, &col) >= 0) {
		if (v && v->click)
			v->click(a, row, col);
		return;
	}
	if (!a->lsel.full && x < a->lay.text.x + a->lay.text.w + 1) {
		a->vs.focused = false;
		a->lsel.editing = false;
	}
}

/* The footer's items, most important first, packed into lines of width
 * columns: one line when everything fits, else a second line; an item that
 * does not fit is left out whole (never cut), and "? keys" always closes
 * the last line, since the help lists every key. */
typedef struct footer_items {
	char item[24][64];
	int n;
} footer_items;

static void footer_add(footer_items *f, const char *names, const char *what)
{
	if (f->n < 24)
		snprintf(f->item[f->n++], sizeof f->item[0], "%s %s", names, what);
}

/* Items from *i on into out while they fit in width (less reserve); returns
 * the columns used. */
static int footer_line(const footer_items *f, int *i, int width, int reserve, bool skip, char *out,
		       size_t n)
{
	size_t k = 0;
	int used = 0;
	out[0] = 0;
	for (; *i < f->n; ++*i) {
		int w = tx_width(f->item[*i]) + (used ? 2 : 0);
		if (used + w + reserve > width) {
			if (skip)
				continue;
			break;
		}
		k += (size_t)snprintf(out + k, n - k, "%s%s", used ? "  " : "", f->item[*i]);
		used += w;
		if (k >= n)
			break;
	}
	return used;
}

static void footer_pack(const footer_items *f, const char *last, int width, char *out, char *out2,
			size_t n)
{
	int lw = tx_width(last) + 2, i = 0;
	out2[0] = 0;
	int total = 0;
	for (int k = 0; k < f->n; k++)
		total += tx_width(f->item[k]) + 2;
	char *tail = out;
	int used;
	if (total + lw - 2 <= width) {
		used = footer_line(f, &i, width, lw, true, out, n);
	} else {
		footer_line(f, &i, width, 0, false, out, n);
		used = footer_line(f, &i, width, lw, true, out2, n);
		tail = out2;
	}
	size_t k = strlen(tail);
	snprintf(tail + k, n - k, "%s%s", used ? "  " : "", last);
}

/* The footer: the keys that work in the mode the reader is in, the view's
 * own first. */
static void footer(const app *a, const app_view *v, char *out, char *out2, size_t n, char *status, size_t sn)
{
	unsigned fl = v ? v->flags : 0;
	status[0] = 0;
	out2[0] = 0;
	if (a->note[0]) {
		snprintf(out, n, "%s", a->note);
		return;
	}
	if (a->lsel.editing) {
		snprintf(out, n, "%s",
			 L(a, "EDITING: keys type · Enter run · Esc done · Ctrl-U clear",
			   "编辑中：按键即输入 · Enter 运行 · Esc 结束 · Ctrl-U 清空"));
		return;
	}
	const quiz_ui *q = a->screen == SCR_STEP ? quiz_of(a) : NULL;
	if (q && quiz_ui_typing(q)) {
		snprintf(out, n, "%s",
			 L(a, "ANSWERING: type · Enter check · Backspace erase · Esc skip",
			   "作答中：直接输入 · Enter 核对 · Backspace 删除 · Esc 跳过"));
		return;
	}
	if (fl & AV_MASK)
		snprintf(status, sn, "%s %s", L(a, "mask", "掩码"), a->vs.mask ? L(a, "on", "开") : L(a, "off", "关"));
	footer_items f = {.n = 0};
	if (a->vs.focused)
		footer_add(&f, L(a, "arrows", "方向键"), L(a, "move", "移动"));
	if (v && v->keys) {
		for (const view_key *vk = v->keys; vk->names; vk++) {
			bool tab = strcmp(vk->names, "Tab") == 0;
			if (tab && a->vs.focused)
				footer_add(&f, "Tab", L(a, "back to the text", "回到正文"));
			else
				footer_add(&f, vk->names, is_zh(a) ? vk->zh : vk->en);
		}
	} else if (fl & AV_FOCUS) {
		footer_add(&f, "Tab", a->vs.focused ? L(a, "back to the text", "回到正文") : L(a, "focus", "焦点"));
	}
	if (fl & AV_MASK)
		footer_add(&f, "m", L(a, "mask", "掩码"));
	if (q && quiz_ui_pending(q, a->step))
		footer_add(&f, "a", L(a, "answer", "作答"));
	if (!a->vs.focused) {
		footer_add(&f, "←/→", L(a, "step", "换步"));
		footer_add(&f, "↑/↓", L(a, "scroll", "滚动"));
	} else {
		footer_add(&f, "Esc", L(a, "back", "返回"));
	}
	footer_add(&f, "q", L(a, "quit", "退出"));
	/* the bar's room: its width less a column each side and the status */
	int sw = status[0] ? tx_width(status) + 2 : 0;
	footer_pack(&f, L(a, "? keys", "? 按键"), (a->w > 0 ? a->w : 80) - 2 - sw, out, out2, n);
}

/* The help: the keys of the screen the reader came from first (the
 * view's own, then the step's), then every key. */
/* Every name of names ("k p") is one of keys' names. */
static bool names_in(const view_key *keys, const char *names)
{
	for (const char *p = names; *p;) {
		size_t n = strcspn(p, " ");
		bool found = false;
		for (const view_key *vk = keys; vk && vk->names && !found; vk++)
			for (const char *q = vk->names; *q && !found;) {
				size_t m = strcspn(q, " ");
				found = m == n && strncmp(p, q, n) == 0;
				q += m;
				q += strspn(q, " ");
			}
		if (n && !found)
			return false;
		p += n;
		p += strspn(p, " ");
	}
	return true;
}

static void help_each(const void *ctx, const char *lang,
		      void (*fn)(const char *names, const char *desc, void *arg), void *arg)
{
	const app *a = ctx;
	bool zh = lang && strcmp(lang, "zh") == 0;
	char head[256];
	if (a->before_help == SCR_STEP) {
		const lesson_step *st = &cur_lesson(a)->steps[a->step];
		const app_view *v = app_view_find(st->view);
		unsigned fl = v ? v->flags : 0;
		snprintf(head, sizeof head, zh ? "这一步（%s）的按键" : "Keys of this step (%s)", st->title);
		fn("", head, arg);
		if (v)
			for (const view_key *vk = v->help_keys; vk && vk->names; vk++)
				fn(vk->names, zh ? vk->zh : vk->en, arg);
		if (v)
			for (const view_key *vk = v->keys; vk && vk->names; vk++)
				if (!names_in(v->help_keys, vk->names))
					fn(vk->names, zh ? vk->zh : vk->en, arg);
		if ((fl & AV_FOCUS) && !names_in(v->keys, "Tab"))
			fn("Tab", zh ? "聚焦控件，方向键移动光标；再按一次回到正文" : "focus the widget, then the arrows move its cursor; again: back to the text", arg);
		if ((fl & AV_MASK))
			fn("m", zh ? "开关因果掩码" : "causal mask on/off", arg);
		if ((fl & AV_ZOOM) && !names_in(v->keys, "z"))
			fn("z", zh ? "视图占满屏幕，再按一次恢复" : "the view fills the screen, and back", arg);
		if (st->question)
			fn("a", zh ? "回答这一步的问题" : "answer the step's question", arg);
		fn("←/→", zh ? "上一步/下一步（控件有焦点时移动光标）" : "previous/next step (the cursor, when the widget has focus)", arg);
		fn("↑/↓", zh ? "滚动正文" : "scroll the text", arg);
		fn("i", zh ? "回到课程目录" : "back to the lesson index", arg);
	} else {
		fn("", zh ? "课程目录的按键" : "Keys of the lesson index", arg);
		fn("↑/↓", zh ? "选择一课" : "choose a lesson", arg);
		fn("Enter", zh ? "打开选中的课" : "open it", arg);
	}
	fn("q", zh ? "退出" : "quit", arg);
	fn("", "", arg);
	fn("", zh ? "全部按键" : "Every key", arg);
	app_keys_each(lang, fn, arg);
}

static void draw_step(app *a, canvas *c)
{
	const lesson *l = cur_lesson(a);
	const lesson_step *st = &l->steps[a->step];
	const app_view *v = app_view_find(st->view);
	apply_focus(a, st);
	reenter_view(a);
	if (v && v->prepare)
		v->prepare(a);
	quiz_ui *q = cur_quiz(a); /* before the footer, which offers `a` */
	const model_facts *mf = a->live.ok ? &a->live.mf : NULL;
	char keys[512], keys2[512], status[64];
	footer(a, v, keys, keys2, sizeof keys, status, sizeof status);
	step_chrome ch = {keys, keys2[0] ? keys2 : NULL, status[0] ? status : NULL,
			  a->vs.focused && !a->lsel.editing, a->lsel.full && v && (v->flags & AV_ZOOM), {NULL}, 0};
	/* the question's lines (answer line, verdict, the lesson's summary) */
	static char ql[STEP_QUIZ_LINES][QUIZ_LINE_MAX];
	ch.n_quiz = q ? quiz_ui_lines(q, a->step, a->lang, ql, STEP_QUIZ_LINES) : 0;
	for (int i = 0; i < ch.n_quiz; i++)
		ch.quiz[i] = ql[i];
	screen_step(c, l, a->step, a->scroll, a->lang, mf, &ch, &a->lay);
	a->scroll = a->lay.scroll;
	a->hits.n = 0;
	a->hits.cols = 0;
	if (!v)
		return;
	view_ctx ctx = {&a->vs, &a->t, a->sd, &a->live, &a->lsel, &a->hits, &a->ex, &a->views, a->od};
	a->lsel.now_ms = live_now_ms();
	v->draw(c, &a->lay.view, &ctx);
}

void app_draw(app *a, canvas *c)
{
	a->w = c->w;
	a->h = c->h;
	/* finished jobs hand their results back, waiting ones start, whatever
	 * the screen */
	live_state_poll(&a->live);
	if (c->w < SCREEN_MIN_W || c->h < SCREEN_MIN_H) {
		a->hits.n = 0;
		screen_too_small(c, a->lang);
		return;
	}
	switch (a->screen) {
	case SCR_INDEX: {
		const lesson *list[256];
		int seen[256];
		int n = a->set->n < 256 ? a->set->n : 256;
		for (int i = 0; i < n; i++) {
			list[i] = &a->set->lessons[i];
			seen[i] = i < APP_MAX_SEEN ? __builtin_popcountll(a->seen[i]) : 0;
		}
		a->hits.n = 0;
		screen_index(c, list, n, a->sel, a->lang, seen, a->index_rows, APP_MAX_ROWS);
		break;
	}
	case SCR_STEP:
		if (a->lesson < APP_MAX_SEEN && a->step < 64)
			a->seen[a->lesson] |= 1ull << a->step;
		draw_step(a, c);
		break;
	case SCR_HELP:
		a->hits.n = 0;
		a->help_scroll = screen_help(c, a->lang, a->help_scroll, help_each, a);
		break;
	}
}

int app_timeout_ms(const app *a)
{
	int t = live_state_timeout_ms(&a->live, a->motion);
	const app_view *v = cur_view(a);
	if (!v || !v->timeout)
		return t;
	int g = v->timeout(a);
	if (g >= 0 && (t < 0 || g < t))
		t = g;
	return t;
}
