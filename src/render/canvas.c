/* The canvas: cells, clipping and the plain-text dump used by `print`. */
#include "render/canvas.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "render/text.h"
#include "util/error.h"

void cv_init(canvas *c, int w, int h)
{
	c->w = w;
	c->h = h;
	c->cells = xcalloc((size_t)w * (size_t)h, sizeof *c->cells);
	cv_clear(c);
}

void cv_free(canvas *c)
{
	free(c->cells);
	c->cells = NULL;
	c->w = c->h = 0;
}

void cv_clear(canvas *c)
{
	for (int i = 0; i < c->w * c->h; i++)
		c->cells[i] = (cv_cell){' ', CV_NORMAL, CV_DEFAULT};
}

cv_cell *cv_at(canvas *c, int x, int y)
{
	if (x < 0 || y < 0 || x >= c->w || y >= c->h)
		return NULL;
	return &c->cells[(size_t)y * (size_t)c->w + (size_t)x];
}

/* Blank a cell; if it was half of a wide character, blank the other half
 * too, so that no half character is ever left on screen. */
static void cv_blank(canvas *c, int x, int y)
{
	cv_cell *cell = cv_at(c, x, y);
	if (!cell)
		return;
	if (cell->cp == 0) {
		cv_cell *left = cv_at(c, x - 1, y);
		if (left)
			left->cp = ' ';
	} else if (tx_cp_width(cell->cp) == 2) {
		cv_cell *right = cv_at(c, x + 1, y);
		if (right && right->cp == 0)
			right->cp = ' ';
	}
	cell->cp = ' ';
}

int cv_put(canvas *c, const cv_rect *clip, int x, int y, uint32_t cp, int style, int color)
{
	cv_rect all = {0, 0, c->w, c->h};
	if (!clip)
		clip = &all;
	int w = tx_cp_width(cp);
	if (w == 0)
		return 0; /* combining marks are dropped: cells hold one code point */
	if (y < clip->y || y >= clip->y + clip->h || y < 0 || y >= c->h)
		return 0;
	if (x < clip->x || x + w > clip->x + clip->w || x < 0 || x + w > c->w)
		return 0;
	for (int i = 0; i < w; i++)
		cv_blank(c, x + i, y);
	cv_cell *cell = cv_at(c, x, y);
	cv_cell *right = w == 2 ? cv_at(c, x + 1, y) : NULL;
	if (!cell || (w == 2 && !right))
		return 0; /* cannot happen after the checks above */
	*cell = (cv_cell){cp, (uint8_t)style, (uint8_t)color};
	if (right)
		*right = (cv_cell){0, (uint8_t)style, (uint8_t)color};
	return w;
}

int cv_text(canvas *c, const cv_rect *clip, int x, int y, const char *s, int style, int color)
{
	int used = 0;
	uint32_t cp;
	/* text cut by the right edge of the clip ends in "…", never mid-word
	 * with nothing to say so */
	int right = clip ? clip->x + clip->w : c->w;
	if (right > c->w)
		right = c->w;
	int left = clip ? clip->x : 0;
	while ((cp = tx_next(&s)) != 0) {
		int w = tx_cp_width(cp);
		if (w == 0)
			continue;
		if (x + used + w > right && x < right && x >= left && cp != ' ') {
			int at = right - 1 > x ? right - 1 : x;
			cv_cell *cell = cv_at(c, at, y);
			if (cell && cell->cp == 0 && at > x)
				at--; /* the right half of a wide character: take it whole */
			cv_put(c, clip, at, y, 0x2026, style, color); /* … */
			if (at + 1 < right)
				cv_put(c, clip, at + 1, y, ' ', style, color);
			return used + w;
		}
		cv_put(c, clip, x + used, y, cp, style, color);
		used += w;
	}
	return used;
}

int cv_textf(canvas *c, const cv_rect *clip, int x, int y, int style, int color,
	     const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return cv_text(c, clip, x, y, buf, style, color);
}

void cv_fill(canvas *c, const cv_rect *r, uint32_t cp, int style, int color)
{
	for (int y = r->y; y < r->y + r->h; y++)
		for (int x = r->x; x < r->x + r->w; x += tx_cp_width(cp) > 1 ? 2 : 1)
			cv_put(c, r, x, y, cp, style, color);
}

void cv_hline(canvas *c, int x, int y, int len)
{
	for (int i = 0; i < len; i++)
		cv_put(c, NULL, x + i, y, 0x2500, CV_NORMAL, CV_MUTED); /* ─ */
}

void cv_vline(canvas *c, int x, int y, int len)
{
	for (int i = 0; i < len; i++)
		cv_put(c, NULL, x, y + i, 0x2502, CV_NORMAL, CV_MUTED); /* │ */
}

int cv_write_text(const canvas *c, FILE *f)
{
	char line[8192];
	for (int y = 0; y < c->h; y++) {
		size_t n = 0, keep = 0;
		for (int x = 0; x < c->w; x++) {
			const cv_cell *cell = &c->cells[(size_t)y * (size_t)c->w + (size_t)x];
			if (cell->cp == 0)
				continue;
			if (n + 5 >= sizeof line)
				break;
			n += (size_t)tx_encode(cell->cp, line + n);
			if (cell->cp != ' ')
				keep = n;
		}
		line[keep] = '\n';
		if (fwrite(line, 1, keep + 1, f) != keep + 1)
			return -1;
	}
	return fflush(f) == 0 ? 0 : -1;
}
