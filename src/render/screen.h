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
#include <stdbool.h>

/* The smallest screen attnstep lays out for. */
#define SCREEN_MIN_W 80
#define SCREEN_MIN_H 24

/* Where the parts of a step screen go for a canvas of w × h. With full, the
 * view has the whole screen between the bars and there is no text pane. */
typedef struct step_layout {
	cv_rect text; /* narrative pane (w = 0 when full) */
	cv_rect view; /* visualisation pane */
	int scroll;   /* the first narrative line shown, clamped to the text */
	int rows;     /* narrative rows that scroll (PgUp/PgDn page by them) */
	int lines;    /* narrative lines in all */
	int prev_x, next_x; /* columns of the step control's ◀ and ▶ in the top bar */
} step_layout;

void screen_step_layout(int w, int h, bool full, step_layout *lay);

/* What the bars of a step screen say: the footer's keys (true for the mode
 * the reader is in) and its right-hand status, and whether the widget has
 * the focus. */
#define STEP_QUIZ_LINES 4
typedef struct step_chrome {
	const char *keys;   /* footer, left */
	const char *keys2;  /* a second footer line below it, or NULL */
	const char *status; /* footer, right, or NULL */
	bool focused;
	bool full;          /* the view has the whole screen */
	/* the question widget's lines, drawn at the bottom of the narrative
	 * pane (above a pinned controls line), under a thin rule */
	const char *quiz[STEP_QUIZ_LINES];
	int n_quiz;
} step_chrome;

/* Draw the frame of step `step` of lesson l: the bars and the narrative
 * from line `scroll` on (mf, may be NULL, fills model placeholders); the
 * caller draws the view into lay->view. Fills lay. */
void screen_step(canvas *c, const lesson *l, int step, int scroll, const char *lang,
		 const model_facts *mf, const step_chrome *ch, step_layout *lay);

/* Rows of a w × h screen's narrative pane that scroll for step st. For
 * paging. */
int screen_step_scroll_rows(const lesson_step *st, int w, int h, const model_facts *mf);

/* The lesson index: lessons[0..n) in order, `sel` highlighted, each with
 * its summary (wrapped to two lines) and, when seen is not NULL, how many of
 * its steps the reader has seen (seen[i]; a check mark when all). When rows
 * is not NULL, rows[y] gets the lesson drawn on screen row y, or -1. */
void screen_index(canvas *c, const lesson *const *lessons, int n, int sel, const char *lang,
		  const int *seen, int *rows, int nrows);

/* The keys that each(ctx, lang, fn, arg) lists (fn once per key: its
 * names and description; an entry with empty names is a heading; NULL:
 * the key table's, key_help_each), from line `scroll` on (clamped; the line
 * shown first is returned), descriptions wrapped to the width. */
typedef void (*help_each_fn)(const void *ctx, const char *lang,
	void (*fn)(const char *names, const char *desc, void *arg), void *arg);
int screen_help(canvas *c, const char *lang, int scroll, help_each_fn each, const void *ctx);

/* The "enlarge the terminal" screen. */
void screen_too_small(canvas *c, const char *lang);

#endif
