/* UTF-8 decoding, display widths and the wide-character-aware word wrap. */
#include "render/text.h"

#include <stdlib.h>
#include <string.h>

#include "util/error.h"
#include "util/utf8.h"

uint32_t tx_next(const char **sp)
{
	const unsigned char *s = (const unsigned char *)*sp;
	if (*s == 0)
		return 0;
	int len;
	uint32_t cp;
	if (*s < 0x80) {
		*sp += 1;
		return *s;
	} else if ((*s & 0xE0) == 0xC0) {
		len = 2;
		cp = *s & 0x1F;
	} else if ((*s & 0xF0) == 0xE0) {
		len = 3;
		cp = *s & 0x0F;
	} else if ((*s & 0xF8) == 0xF0) {
		len = 4;
		cp = *s & 0x07;
	} else {
		*sp += 1;
		return 0xFFFD;
	}
	for (int i = 1; i < len; i++) {
		if ((s[i] & 0xC0) != 0x80) {
			*sp += 1;
			return 0xFFFD;
		}
		cp = (cp << 6) | (s[i] & 0x3F);
	}
	/* overlong forms, surrogates and out-of-range values are invalid */
	static const uint32_t min_for_len[5] = {0, 0, 0x80, 0x800, 0x10000};
	if (cp < min_for_len[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
		*sp += 1;
		return 0xFFFD;
	}
	*sp += len;
	return cp;
}

int tx_encode(uint32_t cp, char *out)
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	} else if (cp < 0x800) {
		out[0] = (char)(0xC0 | (cp >> 6));
		out[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	} else if (cp < 0x10000) {
		out[0] = (char)(0xE0 | (cp >> 12));
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
		out[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	out[0] = (char)(0xF0 | (cp >> 18));
	out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
	out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
	out[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

/* Widths come from util/utf8 so that every part agrees on them. */
int tx_cp_width(uint32_t cp)
{
	return utf8_cp_width(cp);
}

int tx_width(const char *s)
{
	int w = 0;
	uint32_t cp;
	while ((cp = tx_next(&s)) != 0)
		w += tx_cp_width(cp);
	return w;
}

int tx_is_cjk(uint32_t cp)
{
	return tx_cp_width(cp) == 2;
}

void tx_run_free(tx_run *r)
{
	free(r->cp);
	free(r->style);
	memset(r, 0, sizeof *r);
}

void tx_run_add(tx_run *r, uint32_t cp, int style)
{
	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 64;
		r->cp = xrealloc(r->cp, (size_t)r->cap * sizeof *r->cp);
		r->style = xrealloc(r->style, (size_t)r->cap);
	}
	r->cp[r->n] = cp;
	r->style[r->n] = (uint8_t)style;
	r->n++;
}

void tx_run_plain(tx_run *r, const char *s, int style)
{
	uint32_t cp;
	while ((cp = tx_next(&s)) != 0)
		tx_run_add(r, cp, style);
}

void tx_run_markup(tx_run *r, const char *s, int base_style)
{
	while (*s) {
		if (*s == '*' || *s == '`') {
			const char *close = strchr(s + 1, *s);
			if (close && close > s + 1) {
				int st = *s == '*' ? CV_EMPH : CV_CODE;
				const char *p = s + 1;
				while (p < close) {
					uint32_t cp = tx_next(&p);
					tx_run_add(r, cp, st);
				}
				s = close + 1;
				continue;
			}
		}
		tx_run_add(r, tx_next(&s), base_style);
	}
}

/* May a line break fall between a and b (no space between them)? Between
 * two CJK characters, or between a CJK character and a Latin one, except
 * before closing CJK punctuation (，。、；：？！）」』》) which must not start a line. */
static int tx_can_break(uint32_t a, uint32_t b)
{
	static const uint32_t no_start[] = {0xFF0C, 0x3002, 0x3001, 0xFF1B, 0xFF1A, 0xFF1F,
					    0xFF01, 0xFF09, 0x300D, 0x300F, 0x300B, 0x201D};
	for (size_t i = 0; i < sizeof no_start / sizeof no_start[0]; i++)
		if (b == no_start[i])
			return 0;
	if (a == 0xFF08 || a == 0x300C || a == 0x300E || a == 0x300A || a == 0x201C)
		return 0; /* never break right after an opening bracket */
	return tx_is_cjk(a) || tx_is_cjk(b);
}

int tx_wrap(const tx_run *r, int width, int *starts, int *ends, int max_lines)
{
	int lines = 0;
	int i = 0;
	if (width < 1)
		width = 1;
	while (i < r->n) {
		/* skip spaces at the start of a line */
		while (i < r->n && r->cp[i] == ' ')
			i++;
		if (i >= r->n)
			break;
		int start = i, cols = 0;
		int brk = -1;      /* last index where the line may end (exclusive) */
		int brk_next = -1; /* where the next line starts after that break */
		int j = i;
		while (j < r->n) {
			int w = tx_cp_width(r->cp[j]);
			if (r->cp[j] == ' ') {
				brk = j;
				brk_next = j + 1;
			} else if (j > start && r->cp[j - 1] != ' ' && tx_can_break(r->cp[j - 1], r->cp[j])) {
				brk = j;
				brk_next = j;
			}
			if (cols + w > width)
				break;
			cols += w;
			j++;
		}
		int end, next;
		if (j >= r->n) {
			end = next = r->n;
		} else if (brk > start) {
			end = brk;
			next = brk_next;
		} else {
			/* one word longer than the line: cut it, never inside a wide char */
			end = next = j > start ? j : start + 1;
		}
		/* drop trailing spaces of the line */
		int e = end;
		while (e > start && r->cp[e - 1] == ' ')
			e--;
		if (lines < max_lines) {
			starts[lines] = start;
			ends[lines] = e;
		}
		lines++;
		i = next;
	}
	return lines;
}

int tx_draw_line(canvas *c, const cv_rect *clip, int x, int y, const tx_run *r,
		 int start, int end, int color)
{
	int used = 0;
	for (int i = start; i < end; i++) {
		int col = color;
		if (r->style[i] == CV_CODE && color == CV_DEFAULT)
			col = CV_ACCENT;
		cv_put(c, clip, x + used, y, r->cp[i], r->style[i], col);
		used += tx_cp_width(r->cp[i]);
	}
	return used;
}

int tx_draw_wrapped(canvas *c, const cv_rect *r, int row, const char *s, int style, int color)
{
	tx_run run = {0};
	tx_run_markup(&run, s, style);
	int starts[256], ends[256];
	int n = tx_wrap(&run, r->w, starts, ends, 256);
	for (int i = 0; i < n && i < 256; i++)
		tx_draw_line(c, r, r->x, r->y + row + i, &run, starts[i], ends[i], color);
	tx_run_free(&run);
	return n;
}
