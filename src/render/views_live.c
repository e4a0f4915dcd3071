/* The pieces every live view shares: the "unavailable" panel, the selector
 * line, label fitting and the compact heatmap. */
#include "render/views_live.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "live/extra.h"
#include "render/text.h"
#include "util/utf8.h"

void live_sel_init(live_sel *s)
{
	memset(s, 0, sizeof *s);
	s->layer = -1;
	s->ilayer = -1;
	s->row = -1;    /* the last row: the one that predicts */
	s->col = -1;    /* the row's own column: the diagonal */
	s->motion = true;
}

void live_views_init(live_views *v)
{
	memset(v, 0, sizeof *v);
	v->run_temp_idx = LIVE_TEMP_DEFAULT;
	v->cost_seq_idx = 1; /* 1,024 tokens, the first length the lesson quotes */
	v->gen_row = -1;     /* the newest row, */
	v->gen_col = -1;     /* on its diagonal */
}

void live_label_fit(const char *label, int w, char *out, size_t outsz)
{
	int cols = 0;
	size_t len = strlen(label);
	if (w < 1 || outsz < 4) {
		out[0] = 0;
		return;
	}
	size_t n = utf8_prefix_for_width(label, len, w, &cols);
	if (n < len) /* cut: one column less, then "…" */
		n = utf8_prefix_for_width(label, len, w - 1, &cols);
	if (n + 4 > outsz)
		n = utf8_prefix_for_width(label, len < outsz - 4 ? len : outsz - 4, w - 1, &cols);
	memcpy(out, label, n);
	if (n < len)
		memcpy(out + n, "\xe2\x80\xa6", 4); /* … */
	else
		out[n] = 0;
}

bool live_view_unavailable(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const live_state *ls = ctx->live;
	if (ls && ls->opening) {
		cv_text(c, r, r->x, r->y, vl(ctx, "opening the model…", "正在打开模型…"), CV_BOLD, CV_ACCENT);
		return true;
	}
	if (!ls || !ls->ok) {
		cv_text(c, r, r->x, r->y, vl(ctx, "No model to run", "没有可运行的模型"), CV_BOLD, CV_BAD);
		tx_draw_wrapped(c, r, 2, ls ? ls->err.msg : "", CV_NORMAL, CV_DEFAULT);
		return true;
	}
	if (ls->s.run)
		return false;
	if (atomic_load(&ls->s.state) == LIVE_RUNNING) {
		double f = live_progress(&ls->s);
		cv_textf(c, r, r->x, r->y, CV_BOLD, CV_ACCENT, "%s %3.0f%%",
			 vl(ctx, "running the model…", "模型运行中…"), 100 * f);
		view_bar(c, r, r->x, r->y + 1, r->w > 30 ? 30 : r->w, f, CV_ACCENT);
		cv_text(c, r, r->x, r->y + 2, vl(ctx, "Esc cancels", "Esc 取消"), CV_DIM, CV_MUTED);
		return true;
	}
	cv_text(c, r, r->x, r->y, vl(ctx, "No run yet", "还没有运行"), CV_BOLD, CV_BAD);
	int n = tx_draw_wrapped(c, r, 2, ls->msg, CV_NORMAL, CV_DEFAULT);
	tx_draw_wrapped(c, r, 3 + n, vl(ctx, "Enter runs the prompt.", "按 Enter 运行提示词。"), CV_NORMAL,
			CV_MUTED);
	return true;
}

bool live_head_ablated(const view_ctx *ctx, int l, int h)
{
	return ctx->ex && live_causal_is_ablated(&ctx->ex->causal, l, h);
}

void live_selector_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx,
			const live_session *s, int layer, int head)
{
	const model_config *cf = &s->m.cfg;
	bool lin = cf->layer_is_linear[layer];
	int nh = lin ? cf->lin_v_heads : cf->num_heads;
	int x = r->x;
	/* "layer 3 (0-7)": the index and the range, never read as "3 of 7" */
	x += cv_textf(c, r, x, y, CV_BOLD, CV_ACCENT, "%s %d (0-%d)", vl(ctx, "layer", "层"), layer,
		      cf->num_layers - 1);
	x += cv_textf(c, r, x, y, CV_NORMAL, lin ? CV_BAD : CV_GOOD, " %s",
		      lin ? "GatedDeltaNet" : vl(ctx, "full attn", "全注意力"));
	/* an ablated head is marked [x] (as in the head lists) in place of its range */
	if (live_head_ablated(ctx, layer, head))
		x += cv_textf(c, r, x, y, CV_BOLD, CV_BAD, "  %s %d [x]", vl(ctx, "head", "头"), head);
	else
		x += cv_textf(c, r, x, y, CV_BOLD, CV_ACCENT, "  %s %d (0-%d)", vl(ctx, "head", "头"), head,
			      nh - 1);
	/* the KV group when there is room (the cell read-out names it too) */
	if (!lin && cf->num_kv_heads > 0 && cf->num_kv_heads < cf->num_heads && x + 6 <= r->x + r->w) {
		int per = cf->num_heads / cf->num_kv_heads;
		cv_textf(c, r, x, y, CV_NORMAL, CV_MUTED, "  KV %d", head / (per > 0 ? per : 1));
	}
}

/* The diverging ramp's glyphs for signed values t in [-1, 1], strong
 * negative .. strong positive (read without colour). */
static const char div_chars[CV_DIV_N] = {'=', '-', '.', ' ', '\'', '+', '#'};

static int div_index(double t)
{
	if (!(t == t))
		t = 0;
	long k = lround(t * 3);
	if (k < -3)
		k = -3;
	if (k > 3)
		k = 3;
	/* a value that is not zero never rounds to the blank middle */
	if (k == 0 && t > 1e-9)
		k = 1;
	if (k == 0 && t < -1e-9)
		k = -1;
	return (int)k + 3;
}

/* The first of n rows shown out of T: the cursor's row at the bottom (the
 * last row without a cursor), so the window follows the cursor and the
 * newest rows. */
static int rows_start(int T, int n, int cur)
{
	int s = (cur >= 0 ? cur : T - 1) - n + 1;
	return s < 0 ? 0 : s > T - n ? T - n : s;
}

/* The first of n columns shown out of T for rows r0..r1: the diagonal of
 * the last row shown at the right edge (where previous-token and self
 * heads put their weight), moved left only as far as the cursor's column
 * needs. */
static int cols_start(int T, int n, int r1, int cur)
{
	int s = r1 - n + 1;
	if (cur >= 0 && cur < s)
		s = cur;
	if (cur >= 0 && cur > s + n - 1)
		s = cur - n + 1;
	return s < 0 ? 0 : s > T - n ? T - n : s;
}

int live_heatmap_draw(canvas *c, const cv_rect *r, int x, int y, int max_h,
		      const live_heatmap *hm)
{
	int T = hm->T;
	bool zh = hm->lang && strcmp(hm->lang, "zh") == 0;
	/* label column: index, then up to 6 columns of the token */
	int lw = 0;
	for (int i = 0; i < T; i++) {
		int w = tx_width(hm->labels[i]);
		lw = w > lw ? w : lw;
	}
	lw = lw > 6 ? 6 : lw < 1 ? 1 : lw;
	int iw = T > 100 ? 4 : 3; /* "12 " */
	lw += iw + 1;
	/* wide cells with the number inside when every column fits that way,
	 * growing with the pane so that a projected screen reads (labels then
	 * run across, one row); else 2-column shaded cells with the labels
	 * written downwards, as many columns as fit */
	int avail = r->x + r->w - x - lw;
	int cw = 2;
	for (int w = 16; w >= 3; w--)
		if (avail >= T * w) {
			cw = w;
			break;
		}
	/* numbers inside from 5 columns (weights: "0.47" and a blank), signed
	 * ones ("+0.01") from 6; labels across from 5, else written downwards */
	bool nums = cw >= 6 || (cw == 5 && !hm->is_signed);
	/* rows of column labels: one when they run across, else three
	 * characters downwards (one where the map needs the rows; with
	 * label_rows -1 as many as leave every row on screen, else none, and
	 * then the window line names the columns) */
	int LBL = cw >= 5 || hm->label_rows == 1 ? 1 : 3;
	if (cw < 5 && hm->label_rows < 0)
		LBL = T + 3 + 1 <= max_h ? 3 : T + 1 + 1 <= max_h ? 1 : 0;
	int nc = cw > 2 ? T : avail / 2;
	if (nc > T)
		nc = T;
	/* under the map one line: which window is shown when it is cut, and
	 * the legend (on a line of its own when both do not fit in one) */
	int kind = hm->is_signed ? HEAT_SIGNED : HEAT_WEIGHTS;
	int legw = heat_legend_width(kind, hm->color, hm->lang);
	int room = max_h - LBL - 1;
	int nr = T < room ? T : room;
	bool cut = nr < T || nc < T;
	bool two = cut && 34 + legw > r->x + r->w - x; /* "rows 1000–1049 of 1050 · cols …" */
	if (two)
		nr = T < room - 1 ? T : room - 1;
	if (nc < 1 || nr < 1)
		return 0;
	/* tall panes: two or three rows per cell when the whole map fits */
	int ch = 1;
	if (cw >= 8 && nr == T)
		ch = 3 * T <= room && cw >= 12 ? 3 : 2 * T <= room ? 2 : 1;
	int r0 = rows_start(T, nr, hm->cur_row);
	int c0 = cols_start(T, nc, r0 + nr - 1, hm->cur_col);
	double scale = 1;
	if (hm->is_signed) {
		scale = 0;
		for (int i = 0; i < T; i++)
			for (int j = 0; j <= i; j++)
				scale = fmax(scale, fabs(hm->m[(size_t)i * T + j]));
		if (!(scale > 0))
			scale = 1;
	}
	for (int j = c0; j < c0 + nc; j++) {
		const char *s = hm->labels[j];
		if (*s == ' ')
			s++; /* a leading space is dropped */
		int color = j == hm->cur_col ? CV_ACCENT : CV_MUTED;
		if (cw >= 5 && LBL > 0) {
			char lab[48];
			live_label_fit(s, cw - 1, lab, sizeof lab);
			cv_text(c, r, x + lw + (j - c0) * cw, y, lab, CV_BOLD, color);
			continue;
		}
		for (int k = 0; k < LBL && *s; k++) {
			uint32_t cp = tx_next(&s);
			cv_put(c, r, x + lw + (j - c0) * cw, y + k, cp, CV_BOLD, color);
		}
	}
	for (int i = r0; i < r0 + nr; i++) {
		int yy = y + LBL + (i - r0) * ch;
		char lab[64];
		live_label_fit(hm->labels[i], lw - iw - 1, lab, sizeof lab);
		cv_textf(c, r, x, yy + (ch - 1) / 2, CV_DIM, CV_MUTED, "%*d", iw - 1, i);
		cv_text(c, r, x + iw, yy + (ch - 1) / 2, lab, CV_BOLD, i == hm->cur_row ? CV_ACCENT : CV_MUTED);
		for (int j = c0; j < c0 + nc; j++) {
			int cx = x + lw + (j - c0) * cw;
			bool cur = i == hm->cur_row && j == hm->cur_col;
			int style = cur ? CV_REVERSE : CV_NORMAL;
			double v = hm->m[(size_t)i * T + j];
			int w = cw > 2 ? cw - 1 : 2; /* wide cells keep one blank column */
			if (hm->hits)
				for (int q = 0; q < ch; q++)
					view_hits_add(hm->hits, cx, yy + q, w, i, j);
			uint32_t chr;
			int col;
			/* above the diagonal, or before a sliding window: masked */
			bool masked = j > i || (hm->window > 0 && j <= i - hm->window);
			if (masked) {
				/* drawn apart from zero */
				chr = ' ';
				col = CV_MASKED;
			} else if (hm->is_signed) {
				int k = div_index(v / scale);
				chr = heat_fill(hm->color, div_chars[k]);
				col = CV_DIV0 + k;
			} else {
				chr = heat_fill(hm->color, heat_ramp_char(v));
				col = heat_ramp_color(v);
			}
			for (int q = 0; q < ch; q++)
				for (int p = 0; p < w; p++)
					cv_put(c, r, cx + p, yy + q, chr, style, col);
			if (masked) {
				cv_put(c, r, cx + (w - 1) / 2, yy + (ch - 1) / 2, 0xB7, style, CV_MASKED); /* · */
			} else if (nums) {
				char num[16];
				snprintf(num, sizeof num, hm->is_signed ? "%+.2f" : "%.2f", v);
				if (strcmp(num, "-0.00") == 0 || strcmp(num, "+0.00") == 0)
					snprintf(num, sizeof num, " 0.00");
				cv_text(c, r, cx + (w - (int)strlen(num)) / 2, yy + (ch - 1) / 2, num, style, col);
			}
		}
	}
	int used = LBL + nr * ch;
	int lx = x;
	if (cut) {
		char line[160];
		int n = snprintf(line, sizeof line, zh ? "第 %d–%d 行（共 %d）" : "rows %d–%d of %d",
				 r0, r0 + nr - 1, T);
		if (nc < T && n > 0 && (size_t)n < sizeof line)
			snprintf(line + n, sizeof line - (size_t)n,
				 zh ? " · 第 %d–%d 列" : " · cols %d–%d", c0, c0 + nc - 1);
		lx += cv_text(c, r, x, y + used, line, CV_DIM, CV_MUTED) + 3;
		if (two || lx + legw > r->x + r->w) {
			used++;
			lx = x;
		}
	}
	heat_legend(c, r, lx, y + used++, kind, hm->color, hm->lang);
	return used;
}
