/* The canvas: a grid of cells that every screen and view draws onto. The TUI
 * blits it with curses; `print` dumps it as plain text. No curses here.
 *
 * A cell holds one code point, or 0 when it is the right half of a wide
 * (two-column) character drawn in the cell to its left. */
#ifndef ATTN_RENDER_CANVAS_H
#define ATTN_RENDER_CANVAS_H

#include <stdint.h>
#include <stdio.h>

enum cv_style {
	CV_NORMAL = 0,
	CV_BOLD,
	CV_DIM,
	CV_REVERSE,
	CV_CODE,
	CV_EMPH,
};

/* Colour indices. The TUI maps them to colour pairs; `print` drops them. */
enum cv_color {
	CV_DEFAULT = 0,
	CV_ACCENT,   /* titles, the focused widget */
	CV_GOOD,     /* "may look" */
	CV_BAD,      /* "may not look" */
	CV_MASKED,   /* masked cells */
	CV_MUTED,    /* hints, axes */
	CV_HEAT0,    /* heat ramp: CV_HEAT0 .. CV_HEAT0 + CV_HEAT_N - 1, low to high */
	CV_HEAT_N = 9,
	CV_DIV0 = CV_HEAT0 + CV_HEAT_N, /* diverging ramp, negative .. positive */
	CV_DIV_N = 7,
	/* half-block cells (two map rows on one line, a colour each): the pair
	 * (upper, lower) of one ramp, the lower one or both possibly the
	 * terminal's own background ("none"): CV_HALF_HEAT0 + u * (CV_HEAT_N + 1)
	 * + l and CV_HALF_DIV0 + u * (CV_DIV_N + 1) + l, with l = N for none */
	CV_HALF_HEAT0 = CV_DIV0 + CV_DIV_N,
	CV_HALF_DIV0 = CV_HALF_HEAT0 + CV_HEAT_N * (CV_HEAT_N + 1),
	CV_NCOLORS = CV_HALF_DIV0 + CV_DIV_N * (CV_DIV_N + 1),
};

typedef struct cv_cell {
	uint32_t cp;    /* code point; 0 = continuation of a wide character */
	uint8_t style;  /* enum cv_style */
	uint8_t color;  /* enum cv_color */
} cv_cell;

typedef struct canvas {
	int w, h;
	cv_cell *cells; /* h rows of w cells */
} canvas;

/* A rectangle of the canvas that a view draws into. */
typedef struct cv_rect {
	int x, y, w, h;
} cv_rect;

void cv_init(canvas *c, int w, int h);
void cv_free(canvas *c);
void cv_clear(canvas *c);
cv_cell *cv_at(canvas *c, int x, int y);

/* Put one code point at (x, y), clipped to clip (NULL: the whole canvas).
 * Returns its width in columns (0 when nothing was drawn). A wide character
 * that would straddle the clip edge is not drawn. */
int cv_put(canvas *c, const cv_rect *clip, int x, int y, uint32_t cp, int style, int color);

/* Draw UTF-8 text on one line from (x, y), clipped to clip. Returns the
 * number of columns used. No wrapping, no markup. */
int cv_text(canvas *c, const cv_rect *clip, int x, int y, const char *s, int style, int color);

/* Like cv_text, printf-style (truncated at 512 bytes). */
int cv_textf(canvas *c, const cv_rect *clip, int x, int y, int style, int color,
	     const char *fmt, ...) __attribute__((format(printf, 7, 8)));

/* Fill a rectangle with one code point. */
void cv_fill(canvas *c, const cv_rect *r, uint32_t cp, int style, int color);

/* Horizontal and vertical rules with box-drawing characters. */
void cv_hline(canvas *c, int x, int y, int len);
void cv_vline(canvas *c, int x, int y, int len);

/* Write the canvas as plain UTF-8 text, one line per row, trailing blanks
 * removed, styles and colours dropped. Returns 0 or -1 on a write error. */
int cv_write_text(const canvas *c, FILE *f);

#endif
