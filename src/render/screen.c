/* Screen layouts (see screen.h). */
#include "render/screen.h"

#include <stdlib.h>
#include <string.h>

#include "render/keys.h"
#include "render/text.h"
#include "util/utf8.h"

/* Rows of the scratch canvas a step's narrative is laid out on. */
enum { NARR_MAX_LINES = 1000 };

static bool is_zh(const char *lang)
{
	return lang && strcmp(lang, "zh") == 0;
}

static const char *L(const char *lang, const char *en, const char *zh)
{
	return is_zh(lang) ? zh : en;
}

/* Text on one line of at most w columns; when it does not fit, it is cut
 * and ends in "…". Returns the columns used. */
static int text_fit(canvas *c, const cv_rect *clip, int x, int y, int w, const char *s, int style,
		    int color)
{
	if (w <= 0)
		return 0;
	if (tx_width(s) <= w)
		return cv_text(c, clip, x, y, s, style, color);
	int used = 0;
	size_t n = utf8_prefix_for_width(s, strlen(s), w - 1, &used);
	char *cut = xmalloc(n + 1);
	memcpy(cut, s, n);
	cut[n] = 0;
	cv_text(c, clip, x, y, cut, style, color);
	free(cut);
	return used + cv_put(c, clip, x + used, y, 0x2026, style, color); /* … */
}

/* A full-width bar in reverse video with text at the left and the right;
 * the left text is cut (with "…") before it reaches the right one. */
static void bar(canvas *c, int y, const char *left, const char *right)
{
	cv_rect row = {0, y, c->w, 1};
	cv_fill(c, &row, ' ', CV_REVERSE, CV_ACCENT);
	int rw = right ? tx_width(right) : 0;
	text_fit(c, &row, 1, y, c->w - 2 - (rw ? rw + 2 : 0), left, CV_REVERSE, CV_ACCENT);
	if (right)
		cv_text(c, &row, c->w - rw - 1, y, right, CV_REVERSE, CV_ACCENT);
}

void screen_step_layout(int w, int h, bool full, step_layout *lay)
{
	memset(lay, 0, sizeof *lay);
	if (full) {
		lay->text = (cv_rect){1, 2, 0, h - 3};
		lay->view = (cv_rect){1, 2, w - 2, h - 3};
		return;
	}
	/* narrative about 46% of the width; the view gets the rest (≥ 41 at 80) */
	int tw = (w - 5) * 46 / 100;
	if (tw > 72)
		tw = 72; /* longer lines are hard to read; the view takes the rest */
	lay->text = (cv_rect){1, 3, tw, h - 4};
	lay->view = (cv_rect){tw + 4, 3, w - tw - 5, h - 4};
}

/* Append a block's text to a run, with markup split by the lesson parser's
 * own span rules and placeholders filled. */
static void run_block(tx_run *run, const char *text, const model_facts *mf)
{
	char *filled = placeholder_fill(text, mf);
	const char *s = filled ? filled : text;
	size_t pos = 0, start, len;
	enum lesson_span_style st;
	while (lesson_next_span(s, &pos, &st, &start, &len)) {
		int style = st == SPAN_EMPH ? CV_EMPH : st == SPAN_CODE ? CV_CODE : CV_NORMAL;
		char *piece = malloc(len + 1);
		if (!piece)
			break;
		memcpy(piece, s + start, len);
		piece[len] = 0;
		tx_run_plain(run, piece, style);
		free(piece);
	}
	free(filled);
}

/* Draw blocks [from, to) of a step onto the tall scratch canvas from row 0,
 * wrapped to its width. Returns the number of rows used. */
static int layout_blocks(canvas *tall, const lesson_step *st, int from, int to,
			 const model_facts *mf)
{
	int starts[NARR_MAX_LINES], ends[NARR_MAX_LINES]; /* 8 kB of scratch on the stack */
	cv_rect all = {0, 0, tall->w, tall->h};
	int y = 0;
	for (int b = from; b < to && y < tall->h; b++) {
		const lesson_block *blk = &st->blocks[b];
		if (b > from)
			y++;
		if (blk->kind == BLOCK_VERBATIM) {
			/* kept as written: one canvas row per line, clipped, never wrapped */
			char *filled = placeholder_fill(blk->text, mf);
			const char *p = filled ? filled : blk->text;
			while (*p && y < tall->h) {
				const char *nl = strchr(p, '\n');
				size_t n = nl ? (size_t)(nl - p) : strlen(p);
				char line[1024];
				if (n >= sizeof line)
					n = sizeof line - 1;
				memcpy(line, p, n);
				line[n] = 0;
				cv_text(tall, &all, 0, y++, line, CV_CODE, CV_ACCENT);
				p += n + (nl ? 1 : 0);
				if (!nl)
					break;
			}
			free(filled);
			continue;
		}
		int indent = blk->kind == BLOCK_BULLET ? 2 : 0;
		tx_run run = {0};
		run_block(&run, blk->text, mf);
		int n = tx_wrap(&run, tall->w - indent, starts, ends, NARR_MAX_LINES);
		if (blk->kind == BLOCK_BULLET)
			cv_put(tall, &all, 0, y, 0x2022, CV_NORMAL, CV_ACCENT); /* • */
		for (int i = 0; i < n && i < NARR_MAX_LINES && y < tall->h; i++)
			tx_draw_line(tall, &all, indent, y++, &run, starts[i], ends[i], CV_DEFAULT);
		tx_run_free(&run);
		/* a bullet list reads as one block: no blank line between items */
		if (blk->kind == BLOCK_BULLET && b + 1 < to && st->blocks[b + 1].kind == BLOCK_BULLET)
			y--;
	}
	return y;
}

int screen_step_scroll_rows(const lesson_step *st, int w, int h, const model_facts *mf)
{
	step_layout lay;
	screen_step_layout(w, h, false, &lay);
	return lay.text.h;
}

/* Copy rows [from, from + n) of src to (x, y) of c. */
static void copy_rows(canvas *c, int x, int y, canvas *src, int from, int n)
{
	for (int row = 0; row < n && from + row < src->h; row++)
		for (int col = 0; col < src->w; col++) {
			cv_cell *s = cv_at(src, col, from + row);
			cv_cell *d = cv_at(c, x + col, y + row);
			if (s && d)
				*d = *s;
		}
}

/* Lay the narrative out on a tall scratch canvas, then copy the visible
 * rows (*rows gets their number). The step's keys are the footer's, not
 * the text's (lessons/FORMAT.md). Returns the number of lines. */
static int draw_narrative(canvas *c, const cv_rect *r, const lesson_step *st, int *scroll,
			  const model_facts *mf, int *rows)
{
	int room = r->h;
	canvas tall;
	cv_init(&tall, r->w, NARR_MAX_LINES);
	int total = layout_blocks(&tall, st, 0, st->n_blocks, mf);
	int max_scroll = total > room ? total - room : 0;
	if (*scroll > max_scroll)
		*scroll = max_scroll;
	if (*scroll < 0)
		*scroll = 0;
	int shown = total - *scroll < room ? total - *scroll : room;
	copy_rows(c, r->x, r->y, &tall, *scroll, shown);
	cv_free(&tall);
	*rows = room;
	return total;
}

/* Rows the question widget's lines take at the bottom of a narrative pane of
 * width w (the lines wrapped, plus a rule above them), at most half of h. */
static int quiz_rows(const step_chrome *ch, int w, int h)
{
	int starts[NARR_MAX_LINES], ends[NARR_MAX_LINES]; /* 8 kB of scratch on the stack */
	int n = 0;
	for (int i = 0; i < ch->n_quiz && i < STEP_QUIZ_LINES; i++) {
		if (!ch->quiz[i])
			continue;
		tx_run run = {0};
		tx_run_plain(&run, ch->quiz[i], CV_NORMAL);
		n += tx_wrap(&run, w, starts, ends, NARR_MAX_LINES);
		tx_run_free(&run);
	}
	if (n == 0)
		return 0;
	return n + 1 <= h / 2 ? n + 1 : h / 2;
}

/* The question widget's lines in rows [y, y + rows) of width w at x: a
 * rule, then each line wrapped (the first, the latest news, in bold). */
static void draw_quiz(canvas *c, int x, int y, int w, int rows, const step_chrome *ch)
{
	cv_rect rule = {x, y, w, 1};
	cv_fill(c, &rule, 0x2500, CV_DIM, CV_ACCENT); /* ─ */
	cv_rect r = {x, y + 1, w, rows - 1};
	int row = 0;
	for (int i = 0; i < ch->n_quiz && i < STEP_QUIZ_LINES && row < r.h; i++)
		if (ch->quiz[i])
			row += tx_draw_wrapped(c, &r, row, ch->quiz[i], i == 0 ? CV_BOLD : CV_NORMAL,
					       CV_ACCENT);
}

void screen_step(canvas *c, const lesson *l, int step, int scroll, const char *lang,
		 const model_facts *mf, const step_chrome *ch, step_layout *lay)
{
	const lesson_step *st = &l->steps[step];
	/* a second footer line takes a row from the panes */
	screen_step_layout(c->w, c->h - (ch->keys2 ? 1 : 0), ch->full, lay);
	cv_clear(c);

	/* the step control: ◀ and ▶ can be clicked */
	char right[64];
	snprintf(right, sizeof right, "◀ %s %d/%d ▶", L(lang, "step", "步骤"), step + 1, l->n_steps);
	char left[256];
	snprintf(left, sizeof left, "attnstep · %s", l->title);
	bar(c, 0, left, right);
	lay->next_x = c->w - 2;
	lay->prev_x = c->w - 1 - tx_width(right);

	int x = 1;
	x += cv_textf(c, NULL, x, 1, CV_BOLD, CV_ACCENT, "%d. %s", step + 1, st->title);
	if (st->optional)
		cv_text(c, NULL, x + 2, 1, L(lang, "(optional deep dive)", "（选读）"), CV_DIM,
			CV_MUTED);

	if (!ch->full) {
		int rows;
		/* the question widget takes the bottom rows of the pane */
		cv_rect text = lay->text;
		int qrows = quiz_rows(ch, text.w, text.h);
		text.h -= qrows;
		int total = draw_narrative(c, &text, st, &scroll, mf, &rows);
		if (qrows)
			draw_quiz(c, text.x, text.y + text.h, text.w, qrows, ch);
		cv_vline(c, lay->text.x + lay->text.w + 1, lay->text.y, lay->text.h);
		/* the marks sit at the ends of the scrolling rows, above the
		 * question widget */
		if (scroll > 0)
			cv_put(c, NULL, lay->text.x + lay->text.w + 1, lay->text.y, 0x2191, CV_BOLD, CV_ACCENT); /* ↑ */
		if (scroll + rows < total)
			cv_put(c, NULL, lay->text.x + lay->text.w + 1, lay->text.y + rows - 1, 0x2193, CV_BOLD,
			       CV_ACCENT); /* ↓ */
		lay->scroll = scroll;
		lay->rows = rows;
		lay->lines = total;
	}
	if (ch->focused)
		cv_text(c, NULL, ch->full ? c->w - 28 : lay->view.x, ch->full ? 1 : 2,
			L(lang, "▶ widget has focus (Tab)", "▶ 控件获得焦点（Tab）"), CV_BOLD, CV_ACCENT);
	if (ch->keys2) {
		bar(c, c->h - 2, ch->keys ? ch->keys : "", ch->status);
		bar(c, c->h - 1, ch->keys2, NULL);
	} else {
		bar(c, c->h - 1, ch->keys ? ch->keys : "", ch->status);
	}
}

/* The summary of a lesson wrapped to w columns: its line count (at most 2)
 * and where each line starts and ends in run. */
static int summary_lines(tx_run *run, const char *summary, int w, int *starts, int *ends)
{
	tx_run_plain(run, summary, CV_NORMAL);
	int n = tx_wrap(run, w, starts, ends, 8);
	return n > 2 ? 2 : n;
}

void screen_index(canvas *c, const lesson *const *lessons, int n, int sel, const char *lang,
		  const int *seen, int *rows, int nrows)
{
	cv_clear(c);
	if (rows)
		for (int y = 0; y < nrows; y++)
			rows[y] = -1;
	if (nrows < c->h)
		rows = NULL;
	bar(c, 0, L(lang, "attnstep · lessons", "attnstep · 课程目录"), NULL);
	cv_rect body = {2, 2, c->w - 4, c->h - 4};
	int y = body.y;
	/* each lesson takes its title, up to two summary lines and a gap:
	 * start late enough that the selected one is on screen */
	int first = 0;
	for (;;) {
		int used = 0;
		for (int i = first; i <= sel && i < n; i++) {
			tx_run run = {0};
			int st[8], en[8];
			const char *sm = lessons[i]->summary;
			used += 2 + (sm && sm[0] ? summary_lines(&run, sm, body.w - 4, st, en) : 0);
			tx_run_free(&run);
		}
		if (used <= body.h + 1 || first >= sel)
			break;
		first++;
	}
	if (first > 0)
		cv_put(c, NULL, c->w - 2, body.y, 0x2191, CV_BOLD, CV_ACCENT); /* ↑ */
	int i = first;
	for (; i < n && y < body.y + body.h; i++) {
		bool on = i == sel;
		cv_rect row = {body.x, y, body.w, 1};
		if (on)
			cv_fill(c, &row, ' ', CV_REVERSE, CV_ACCENT);
		int st = on ? CV_REVERSE : CV_BOLD;
		int x = body.x;
		x += cv_textf(c, &row, x, y, st, CV_ACCENT, "%s %s", on ? ">" : " ", lessons[i]->title);
		if (rows)
			rows[y] = i;
		x += 2 + cv_textf(c, &row, x + 2, y, on ? CV_REVERSE : CV_DIM, CV_MUTED, "(%s, %d %s)",
				  lessons[i]->name, lessons[i]->n_steps, L(lang, "steps", "步"));
		if (seen && seen[i] > 0) {
			bool all = seen[i] >= lessons[i]->n_steps;
			if (all)
				cv_text(c, &row, x + 1, y, L(lang, "✓ seen", "✓ 已看完"), on ? CV_REVERSE : CV_BOLD, CV_GOOD);
			else
				cv_textf(c, &row, x + 1, y, on ? CV_REVERSE : CV_NORMAL, CV_GOOD,
					 L(lang, "%d of %d seen", "已看 %d/%d"), seen[i], lessons[i]->n_steps);
		}
		y++;
		const char *sm = lessons[i]->summary;
		if (sm && sm[0]) {
			tx_run run = {0};
			int starts[8], ends[8];
			int nl = summary_lines(&run, sm, body.w - 4, starts, ends);
			for (int k = 0; k < nl && y < body.y + body.h; k++, y++) {
				if (rows)
					rows[y] = i;
				cv_rect line = {body.x + 4, y, body.w - 4, 1};
				/* a summary longer than two lines ends in "…" */
				if (k == nl - 1 && ends[k] < run.n && nl == 2) {
					int e2 = ends[k] - 1 > starts[k] ? ends[k] - 1 : ends[k];
					int w = tx_draw_line(c, &line, line.x, y, &run, starts[k], e2, CV_DEFAULT);
					cv_put(c, &line, line.x + w, y, 0x2026, CV_NORMAL, CV_DEFAULT);
				} else {
					tx_draw_line(c, &line, line.x, y, &run, starts[k], ends[k], CV_DEFAULT);
				}
			}
			tx_run_free(&run);
		}
		y++;
	}
	if (i < n)
		cv_put(c, NULL, c->w - 2, body.y + body.h - 1, 0x2193, CV_BOLD, CV_ACCENT); /* ↓ */
	if (n == 0)
		cv_text(c, &body, body.x, body.y, L(lang, "no lessons found", "没有找到课程"), CV_BOLD,
			CV_BAD);
	bar(c, c->h - 1, L(lang, "↑/↓ choose  Enter open  ? keys  q quit",
			   "↑/↓ 选择  Enter 打开  ? 按键  q 退出"),
	    NULL);
}

/* The help screen, laid out: each key's names, then its description
 * wrapped in the column beside them (one wrapped row per line). */
struct help_draw {
	canvas *c;
	int y, skip, line;
};

/* names, then descriptions; two columns stay free at the right for the
 * scroll arrows */
enum { HELP_NAMES_W = 22 };

static int help_wrap(const char *desc, int width, int *starts, int *ends, int max, tx_run *run)
{
	tx_run_plain(run, desc, CV_NORMAL);
	return tx_wrap(run, width, starts, ends, max);
}

static void help_line(const char *names, const char *desc, void *arg)
{
	struct help_draw *h = arg;
	int w = h->c->w - HELP_NAMES_W - 6;
	int starts[16], ends[16];
	tx_run run = {0};
	if (!*names) {
		/* a heading (or, empty, a blank line): the whole width, bold */
		int line = h->line++;
		if (line >= h->skip && h->y < h->c->h - 1) {
			cv_rect r = {1, h->y, h->c->w - 4, 1};
			text_fit(h->c, &r, 1, h->y, r.w, desc, CV_BOLD, CV_DEFAULT);
			h->y++;
		}
		return;
	}
	int n = help_wrap(desc, w, starts, ends, 16, &run);
	for (int k = 0; k < n && k < 16; k++) {
		int line = h->line++;
		if (line < h->skip || h->y >= h->c->h - 1)
			continue;
		if (k == 0)
			cv_text(h->c, NULL, 3, h->y, names, CV_BOLD, CV_ACCENT);
		cv_rect r = {HELP_NAMES_W + 3, h->y, w, 1};
		tx_draw_line(h->c, &r, r.x, h->y, &run, starts[k], ends[k], CV_DEFAULT);
		h->y++;
	}
	tx_run_free(&run);
}

struct help_count {
	int w, lines;
};

static void help_count(const char *names, const char *desc, void *arg)
{
	struct help_count *hc = arg;
	int starts[16], ends[16];
	tx_run run = {0};
	int n = *names ? help_wrap(desc, hc->w, starts, ends, 16, &run) : 1; /* a heading: one line */
	tx_run_free(&run);
	hc->lines += n < 16 ? n : 16;
}

static void table_keys(const void *ctx, const char *lang,
		       void (*fn)(const char *names, const char *desc, void *arg), void *arg)
{
	(void)ctx;
	key_help_each(lang, fn, arg);
}

int screen_help(canvas *c, const char *lang, int scroll, help_each_fn each, const void *ctx)
{
	if (!each)
		each = table_keys;
	cv_clear(c);
	bar(c, 0, L(lang, "attnstep · keys", "attnstep · 按键"), NULL);
	struct help_count hc = {c->w - HELP_NAMES_W - 6, 0};
	each(ctx, lang, help_count, &hc);
	int lines = hc.lines;
	int room = c->h - 3; /* rows 2 .. h-2 */
	if (scroll > lines - room)
		scroll = lines - room;
	if (scroll < 0)
		scroll = 0;
	struct help_draw h = {c, 2, scroll, 0};
	each(ctx, lang, help_line, &h);
	if (scroll > 0)
		cv_put(c, NULL, c->w - 2, 2, 0x2191, CV_BOLD, CV_ACCENT); /* ↑ */
	if (scroll + room < lines)
		cv_put(c, NULL, c->w - 2, c->h - 2, 0x2193, CV_BOLD, CV_ACCENT); /* ↓ */
	/* ↑/↓ only when there is something to scroll to */
	bar(c, c->h - 1, lines > room ? L(lang, "Esc, ? or q: back   ↑/↓ scroll", "Esc、? 或 q：返回   ↑/↓ 滚动")
				      : L(lang, "Esc, ? or q: back", "Esc、? 或 q：返回"),
	    NULL);
	return scroll;
}

void screen_too_small(canvas *c, const char *lang)
{
	cv_clear(c);
	char msg[160];
	snprintf(msg, sizeof msg, L(lang, "terminal too small (need %d×%d, have %d×%d)",
				    "终端太小（需要 %d×%d，当前 %d×%d）"),
		 SCREEN_MIN_W, SCREEN_MIN_H, c->w, c->h);
	const char *hint = L(lang, "enlarge the window, or press q to quit",
			     "请把窗口拉大，或按 q 退出");
	int y = c->h / 2 - 1;
	if (y < 0)
		y = 0;
	/* centred when a line fits, wrapped from the left edge when it does not */
	int mw = tx_width(msg), hw = tx_width(hint);
	cv_rect m = {mw < c->w ? (c->w - mw) / 2 : 0, 0, mw < c->w ? mw : c->w, c->h};
	cv_rect h = {hw < c->w ? (c->w - hw) / 2 : 0, 0, hw < c->w ? hw : c->w, c->h};
	int n = tx_draw_wrapped(c, &m, y, msg, CV_BOLD, CV_BAD);
	tx_draw_wrapped(c, &h, y + n + 1, hint, CV_NORMAL, CV_DEFAULT);
}
