/* Drawing helpers shared by the views: numbers, vectors, bars, heatmaps. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render/text.h"
#include "render/views.h"

void view_hits_add(view_hits *h, int x, int y, int w, int row, int col)
{
	if (h->n >= VIEW_MAX_HITS)
		return;
	h->cell[h->n].r = (cv_rect){x, y, w, 1};
	h->cell[h->n].row = row;
	h->cell[h->n].col = col;
	h->n++;
}

int view_hits_find(const view_hits *h, int x, int y, int *row, int *col)
{
	for (int k = 0; k < h->n; k++) {
		const cv_rect *r = &h->cell[k].r;
		if (x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h) {
			*row = h->cell[k].row;
			*col = h->cell[k].col;
			return k;
		}
	}
	return -1;
}

const char *vl(const view_ctx *ctx, const char *en, const char *zh)
{
	return ctx->vs->lang && strcmp(ctx->vs->lang, "zh") == 0 ? zh : en;
}

void view_num(char *buf, int size, double v)
{
	if (isinf(v) && v < 0)
		snprintf(buf, (size_t)size, "-inf");
	else if (fabs(v) < 0.005)
		snprintf(buf, (size_t)size, "0.00"); /* never "-0.00" */
	else
		snprintf(buf, (size_t)size, "%.2f", v);
}

int view_vec(canvas *c, const cv_rect *clip, int x, int y, const double *v, int n,
	     const bool *masked, int style, int color)
{
	int col = x;
	col += cv_text(c, clip, col, y, "[", CV_NORMAL, CV_MUTED);
	for (int k = 0; k < n; k++) {
		char num[16];
		if (masked && masked[k]) {
			cv_textf(c, clip, col, y, CV_NORMAL, CV_MASKED, "%6s", "·");
		} else {
			view_num(num, sizeof num, v[k]);
			cv_textf(c, clip, col, y, style, color, "%6s", num);
		}
		col += 6;
	}
	col += cv_text(c, clip, col, y, " ]", CV_NORMAL, CV_MUTED);
	return col - x;
}

static const char ramp[] = " .:;ioO%#@"; /* light to heavy; reads without colour, no maths symbols */

char heat_ramp_char(double t)
{
	if (!(t > 0))
		t = 0;
	if (t > 1)
		t = 1;
	return ramp[(int)lround(t * (double)(sizeof ramp - 2))];
}

uint32_t heat_fill(bool color, char glyph)
{
	return color ? ' ' : (uint32_t)(unsigned char)glyph;
}

static const char div_glyphs[CV_DIV_N] = {'=', '-', '.', ' ', '\'', '+', '#'};

static int legend(canvas *c, const cv_rect *clip, int x, int y, int kind, bool color, const char *lang,
		  bool draw)
{
	bool zh = lang && strcmp(lang, "zh") == 0;
	static const char *const ends[3][2][2] = {
		{{"0", "1"}, {"0", "1"}},
		{{"low", "high"}, {"低", "高"}},
		{{"negative", "positive"}, {"负", "正"}},
	};
	const char *lo = ends[kind][zh][0], *hi = ends[kind][zh][1];
	int x0 = x;
	x += draw ? cv_text(c, clip, x, y, lo, CV_NORMAL, CV_MUTED) + 1 : tx_width(lo) + 1;
	int n = kind == HEAT_SIGNED ? CV_DIV_N : CV_HEAT_N;
	for (int k = 0; k < n; k++) {
		int col = kind == HEAT_SIGNED ? CV_DIV0 + k : CV_HEAT0 + k;
		char g = kind == HEAT_SIGNED ? div_glyphs[k] : heat_ramp_char((k + 0.5) / n);
		if (!color && g == ' ')
			continue; /* the blank end of the glyph ramp says nothing */
		int w = color ? 2 : 1;
		for (int q = 0; q < w; q++)
			if (draw)
				cv_put(c, clip, x + q, y, heat_fill(color, g), CV_NORMAL, col);
		x += w;
	}
	x += draw ? 1 + cv_text(c, clip, x + 1, y, hi, CV_NORMAL, CV_MUTED) : 1 + tx_width(hi);
	if (kind == HEAT_WEIGHTS) {
		const char *m = zh ? "  · 被掩码" : "  · masked";
		x += draw ? cv_text(c, clip, x, y, m, CV_NORMAL, CV_MASKED) : tx_width(m);
	}
	return x - x0;
}

int heat_legend(canvas *c, const cv_rect *clip, int x, int y, int kind, bool color, const char *lang)
{
	return legend(c, clip, x, y, kind, color, lang, true);
}

int heat_legend_width(int kind, bool color, const char *lang)
{
	return legend(NULL, NULL, 0, 0, kind, color, lang, false);
}

int heat_ramp_color(double t)
{
	if (!(t > 0))
		t = 0;
	int k = (int)(t * CV_HEAT_N);
	if (k >= CV_HEAT_N)
		k = CV_HEAT_N - 1;
	return CV_HEAT0 + k;
}

int div_ramp_color(double s)
{
	if (!(s > -1))
		s = -1;
	if (s > 1)
		s = 1;
	return CV_DIV0 + (int)lround((s + 1) / 2 * (CV_DIV_N - 1));
}

void half_cell(int upper, int lower, bool is_signed, uint32_t *cp, int *color)
{
	int n = is_signed ? CV_DIV_N : CV_HEAT_N;
	int base = is_signed ? CV_HALF_DIV0 : CV_HALF_HEAT0;
	/* the diverging ramp's middle step is the terminal's background */
	if (is_signed && upper == CV_DIV_N / 2)
		upper = -1;
	if (is_signed && lower == CV_DIV_N / 2)
		lower = -1;
	upper = upper >= n ? n - 1 : upper;
	lower = lower >= n ? n - 1 : lower;
	if (upper < 0 && lower < 0) {
		*cp = ' ';
		*color = CV_DEFAULT;
	} else if (upper < 0) {
		*cp = 0x2584; /* ▄: the lower half in the lower's colour */
		*color = base + lower * (n + 1) + n;
	} else {
		*cp = 0x2580; /* ▀: the upper's colour over the lower's (or none) */
		*color = base + upper * (n + 1) + (lower < 0 ? n : lower);
	}
}

void view_bar(canvas *c, const cv_rect *clip, int x, int y, int width, double t, int color)
{
	if (!(t > 0))
		t = 0;
	if (t > 1)
		t = 1;
	int full = (int)lround(t * width);
	for (int i = 0; i < width; i++)
		cv_put(c, clip, x + i, y, i < full ? '#' : '.', CV_NORMAL,
		       i < full ? color : CV_MUTED);
}

/* Draw s centred in w columns at (x, y), truncated to fit. */
static void centre(canvas *c, const cv_rect *clip, int x, int y, int w, const char *s, int style,
		   int color)
{
	int sw = tx_width(s);
	int off = sw < w ? (w - sw) / 2 : 0;
	cv_rect cell = {x, y, w, 1};
	cv_rect inter = cell;
	if (clip) {
		int x0 = cell.x > clip->x ? cell.x : clip->x;
		int x1 = cell.x + cell.w < clip->x + clip->w ? cell.x + cell.w : clip->x + clip->w;
		inter.x = x0;
		inter.w = x1 > x0 ? x1 - x0 : 0;
		if (y < clip->y || y >= clip->y + clip->h)
			inter.h = 0;
	}
	cv_text(c, &inter, x + off, y, s, style, color);
}

/* Cells are HM_CELL columns of shading and number plus one blank column,
 * so that neighbouring cells never run together; big cells (for large
 * screens, e.g. a projector) are HM_BIG_W × HM_BIG_H with a blank row
 * between rows. */
#define HM_CELL 8
#define HM_BIG_W 12
#define HM_BIG_H 3

static int hm_cw(const heatmap *hm)
{
	return hm->big ? HM_BIG_W : HM_CELL;
}

static int hm_ch(const heatmap *hm)
{
	return hm->big ? HM_BIG_H : 1;
}

/* rows from the top of one cell row to the next */
static int hm_pitch(const heatmap *hm)
{
	return hm->big ? HM_BIG_H + 1 : 1;
}

int heatmap_height(const heatmap *hm)
{
	/* column labels, the cells, the legend */
	return 1 + hm->rows * hm_pitch(hm) - (hm_pitch(hm) - hm_ch(hm)) + 1;
}

int heatmap_row_mid(const heatmap *hm, int i)
{
	return 1 + i * hm_pitch(hm) + hm_ch(hm) / 2;
}

static int heatmap_label_width(const heatmap *hm)
{
	int lw = 0;
	for (int i = 0; i < hm->rows; i++) {
		int w = tx_width(hm->row_labels[i]);
		if (w > lw)
			lw = w;
	}
	return lw + 1;
}

int heatmap_width(const heatmap *hm)
{
	return heatmap_label_width(hm) + hm->cols * (hm_cw(hm) + 1) - 1;
}

int heatmap_draw(canvas *c, const cv_rect *clip, int x, int y, const heatmap *hm)
{
	const int cw = hm_cw(hm), step = cw + 1, ch = hm_ch(hm);
	int lw = heatmap_label_width(hm);
	/* scale: weights are already in [0, 1]; other matrices use their own
	 * range over the cells that are not masked */
	double lo = 0, hi = 1, maxabs = 0;
	if (hm->diverging) {
		for (int k = 0; k < hm->rows * hm->cols; k++)
			if (isfinite(hm->m[k]) && fabs(hm->m[k]) > maxabs)
				maxabs = fabs(hm->m[k]);
	} else if (!hm->weights) {
		lo = INFINITY;
		hi = -INFINITY;
		for (int k = 0; k < hm->rows * hm->cols; k++) {
			if ((hm->masked && hm->masked[k]) || !isfinite(hm->m[k]))
				continue;
			if (hm->m[k] < lo)
				lo = hm->m[k];
			if (hm->m[k] > hi)
				hi = hm->m[k];
		}
	}
	for (int j = 0; j < hm->cols; j++)
		centre(c, clip, x + lw + j * step, y, cw, hm->col_labels[j], CV_BOLD, CV_MUTED);
	for (int i = 0; i < hm->rows; i++) {
		int top = y + 1 + i * hm_pitch(hm);
		int yy = y + heatmap_row_mid(hm, i); /* the row with label and number */
		cv_text(c, clip, x, yy, hm->row_labels[i], CV_BOLD, CV_MUTED);
		for (int j = 0; j < hm->cols; j++) {
			int k = i * hm->cols + j;
			int cx = x + lw + j * step;
			bool cur = i == hm->cur_row && j == hm->cur_col;
			if (hm->hits)
				for (int q = 0; q < ch; q++)
					view_hits_add(hm->hits, cx, top + q, cw, i, j);
			int style = cur ? CV_REVERSE : CV_NORMAL;
			char num[16];
			if ((hm->masked && hm->masked[k]) || (isinf(hm->m[k]) && hm->m[k] < 0)) {
				for (int r = 0; r < ch; r++)
					for (int q = 0; q < cw; q++)
						cv_put(c, clip, cx + q, top + r, ' ', style, CV_MASKED);
				centre(c, clip, cx, yy, cw, hm->weights ? "·" : "-inf", style, CV_MASKED);
			} else {
				double t = hi > lo ? (hm->m[k] - lo) / (hi - lo) : 1.0;
				char shade = heat_ramp_char(t);
				int color = heat_ramp_color(t);
				if (hm->diverging) {
					double sgn = maxabs > 0 ? hm->m[k] / maxabs : 0;
					shade = heat_ramp_char(fabs(sgn));
					color = div_ramp_color(sgn);
				}
				for (int r = 0; r < ch; r++)
					for (int q = 0; q < cw; q++)
						cv_put(c, clip, cx + q, top + r, heat_fill(hm->color, shade), style, color);
				/* the number in the middle with a blank on each side where
				 * there is room, keeping a shading char at both ends:
				 * "@ 0.43 @", "@-0.16 @" */
				view_num(num, sizeof num, hm->m[k]);
				int nl = tx_width(num);
				int start = (cw - nl) / 2;
				if (start - 1 >= 1)
					cv_put(c, clip, cx + start - 1, yy, ' ', style, color);
				if (start + nl <= cw - 2)
					cv_put(c, clip, cx + start + nl, yy, ' ', style, color);
				cv_text(c, clip, cx + start, yy, num, style, color);
			}
			if (cur) {
				cv_put(c, clip, cx, yy, '[', CV_REVERSE, CV_ACCENT);
				cv_put(c, clip, cx + cw - 1, yy, ']', CV_REVERSE, CV_ACCENT);
			}
		}
	}
	int h = heatmap_height(hm);
	heat_legend(c, clip, x, y + h - 1, hm->diverging ? HEAT_SIGNED : hm->weights ? HEAT_WEIGHTS : HEAT_RANGE,
		    hm->color, hm->lang);
	return h;
}
