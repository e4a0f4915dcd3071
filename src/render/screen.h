/* Whole screens drawn onto a canvas: the lesson step (narrative + view), the
 * lesson index, the key help and the "terminal too small" screen. The TUI
 * blits them; `print` writes them as text. No curses. */
#ifndef ATTN_RENDER_SCREEN_H
#define ATTN_RENDER_SCREEN_H

#include "core/attention.h"
#include "lesson/facts.h"
#include "lesson/lesson.h"
#include "render/canvas.h"
#include "render/views.h"

/* The smallest screen attnstep lays out for. */
#define SCREEN_MIN_W 80
#define SCREEN_MIN_H 24

/* Where the parts of a step screen go for a canvas of w × h. */
typedef struct step_layout {
	cv_rect text; /* narrative pane */
	cv_rect view; /* visualisation pane */
} step_layout;

void screen_step_layout(int w, int h, step_layout *lay);

/* Draw step `step` of lesson l. *scroll is the first narrative line shown;
 * it is clamped to the text. t is the worked example computed with vs->mask;
 * mf (may be NULL) fills model placeholders. Returns the number of
 * narrative lines. */
int screen_step(canvas *c, const lesson *l, int step, int *scroll, const view_state *vs,
		const attn_trace *t, const model_facts *mf, view_hits *hits);

/* Rows of a w × h screen's narrative pane that scroll for step st: the
 * pane's height less the rows of a pinned controls line (a final paragraph
 * starting "Keys:" / "按键：", see lessons/FORMAT.md). For paging. */
int screen_step_scroll_rows(const lesson_step *st, int w, int h, const model_facts *mf);

/* The lesson index: lessons[0..n) in order, `sel` highlighted. When rows
 * is not NULL, rows[y] gets the lesson drawn on screen row y, or -1. */
void screen_index(canvas *c, const lesson *const *lessons, int n, int sel, const char *lang,
		  int *rows);

/* Every key of the key table, from line `scroll` on. */
void screen_help(canvas *c, const char *lang, int *scroll);

/* The "enlarge the terminal" screen. */
void screen_too_small(canvas *c, const char *lang);

#endif
