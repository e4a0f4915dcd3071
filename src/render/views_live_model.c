/* The model view (every head as a thumbnail, design step 14 and "Screens
 * and keys") and the head report (scores for well-known patterns). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/text.h"
#include "render/views_live.h"

int live_model_items(const live_session *s, int page)
{
	const model_config *c = &s->m.cfg;
	int n = 0;
	for (int l = 0; l < c->num_layers; l++)
		if (c->layer_is_linear[l] == (page == 1))
			n += page == 1 ? c->lin_v_heads : c->num_heads;
	return n;
}

void live_model_item(const live_session *s, int page, int k, int *layer, int *head)
{
	const model_config *c = &s->m.cfg;
	*layer = *head = 0;
	for (int l = 0; l < c->num_layers; l++) {
		if (c->layer_is_linear[l] != (page == 1))
			continue;
		int nh = page == 1 ? c->lin_v_heads : c->num_heads;
		if (k < nh) {
			*layer = l;
			*head = k;
			return;
		}
		k -= nh;
	}
}

/* The block of rows [i0, i1) and keys [j0, j1) of a T × T map, read for one
 * character: false when it is wholly above the diagonal (masked), else *t is
 * its mean, in [0, 1] for weights (scaled by the root of the block's size,
 * since block means dilute single bright cells and a lone 1.0 should still
 * show) or in [-1, 1] for signed maps (divided by scale). */
static bool block_value(const float *m, int T, int i0, int i1, int j0, int j1, bool is_signed, double scale,
			double *t)
{
	if (i1 <= i0)
		i1 = i0 + 1;
	if (j1 <= j0)
		j1 = j0 + 1;
	double sum = 0;
	int n = 0;
	for (int i = i0; i < i1 && i < T; i++)
		for (int j = j0; j < j1 && j <= i; j++, n++)
			sum += m[(size_t)i * T + j];
	if (n == 0)
		return false;
	double v = sum / n;
	*t = is_signed ? v / scale : v * (n > 1 ? sqrt((double)n) : 1);
	if (*t > 1)
		*t = 1;
	if (*t < (is_signed ? -1 : 0))
		*t = is_signed ? -1 : 0;
	return true;
}

/* One thumbnail: s lines of 2s columns (two columns a character keep it
 * square on screen). With half-block cells (colour terminals) each
 * character holds two map rows, so the thumbnail shows 2s rows by 2s
 * keys; else s rows, each character one block (exact when T <= s: then a
 * cell takes several characters), masked blocks marked '·', glyphs or
 * colour fills. Signed maps use the diverging colours. */
static void thumb(canvas *c, const cv_rect *r, int x, int y, int s, const float *m, int T,
		  bool is_signed, double scale, const view_state *vs)
{
	static const char divc[CV_DIV_N] = {'=', '-', '.', ' ', '\'', '+', '#'};
	for (int a = 0; a < s; a++)
		for (int b = 0; b < 2 * s; b++) {
			int j0 = b * T / (2 * s), j1 = (b + 1) * T / (2 * s);
			if (vs->halves) {
				int lv[2];
				for (int h = 0; h < 2; h++) {
					int row = 2 * a + h;
					double t;
					lv[h] = -1;
					if (block_value(m, T, row * T / (2 * s), (row + 1) * T / (2 * s), j0, j1,
							is_signed, scale, &t))
						lv[h] = is_signed ? div_ramp_color(t) - CV_DIV0
								  : heat_ramp_color(t) - CV_HEAT0;
				}
				uint32_t cp;
				int col;
				half_cell(lv[0], lv[1], is_signed, &cp, &col);
				cv_put(c, r, x + b, y + a, cp, CV_NORMAL, col);
				continue;
			}
			int i0 = a * T / s;
			double t;
			if (!block_value(m, T, i0, (a + 1) * T / s, j0, j1, is_signed, scale, &t)) {
				/* one '·' at the top left of each masked cell, so a cell
				 * of several characters reads as one */
				bool first = (a == 0 || (a - 1) * T / s != i0) &&
					     (b == 0 || (b - 1) * T / (2 * s) != j0);
				cv_put(c, r, x + b, y + a, first ? 0xB7 : ' ', CV_NORMAL, CV_MASKED);
			} else if (is_signed) {
				int k = div_ramp_color(t) - CV_DIV0;
				cv_put(c, r, x + b, y + a, heat_fill(vs->color, divc[k]), CV_NORMAL, CV_DIV0 + k);
			} else {
				cv_put(c, r, x + b, y + a, heat_fill(vs->color, heat_ramp_char(t)), CV_NORMAL,
				       heat_ramp_color(t));
			}
		}
}

void view_live_model(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const model_view_state *u = &ctx->views->model;
	const live_run *run = ls->s.run;
	int n = live_model_items(&ls->s, u->page);
	if (u->list.zoom && n > 0) {
		/* the app has set layer and head to the selected thumbnail */
		live_draw_layer(c, r, r->y, ctx, run, ctx->sel->layer, ctx->sel->head, true, NULL);
		return;
	}
	int y = r->y;
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, vl(ctx, "page %d/2: %s", "第 %d/2 页：%s"), u->page + 1,
		 u->page == 0 ? vl(ctx, "full attention", "全注意力")
			      : vl(ctx, "GatedDeltaNet (signed)", "GatedDeltaNet（有正负）"));
	cv_text(c, r, r->x, y++, vl(ctx, "[ ] page · arrows pick · Enter open", "[ ] 翻页 · 方向键选择 · Enter 打开"),
		CV_DIM, CV_MUTED);
	if (n == 0) {
		cv_text(c, r, r->x, y, vl(ctx, "(no such layers in this model)", "（这个模型没有这种层）"),
			CV_NORMAL, CV_MUTED);
		return;
	}
	int T = run->T;
	/* thumbnails grow with the pane (up to 24 rows a side, then 2 × 24
	 * columns) while every thumbnail still fits */
	int s = T < 4 ? T : 4;
	int avail_h = r->y + r->h - y - 1;
	for (int t = s + 1; t <= 24; t++) {
		int tcols = r->w / ((2 * t > 5 ? 2 * t : 5) + 1);
		if (tcols < 1 || (n + tcols - 1) / tcols * (t + 1) > avail_h)
			break;
		s = t;
	}
	if (s > T)
		s -= s % T; /* whole characters per cell: every cell the same size */
	int cw = (2 * s > 5 ? 2 * s : 5) + 1, ch = s + 1;
	int cols = r->w / cw;
	if (cols < 1)
		cols = 1;
	if (ctx->hits)
		ctx->hits->cols = cols;
	int rows_fit = (r->y + r->h - y - 1) / ch;
	if (rows_fit < 1)
		rows_fit = 1;
	int sel = u->list.sel < n ? u->list.sel : n - 1;
	/* first grid row shown: keep the selection on screen */
	int first = sel / cols - rows_fit + 1;
	if (first < 0)
		first = 0;
	int nrows = (n + cols - 1) / cols;
	for (int k = first * cols; k < n && k < (first + rows_fit) * cols; k++) {
		int L, h;
		live_model_item(&ls->s, u->page, k, &L, &h);
		int gx = r->x + (k % cols) * cw, gy = y + (k / cols - first) * ch;
		const fwd_layer_capture *lc = &run->r.layers[L];
		bool on = k == sel;
		int lw = cv_textf(c, r, gx, gy, on ? CV_REVERSE : CV_DIM, on ? CV_ACCENT : CV_MUTED, "%d.%d", L, h);
		if (live_head_ablated(ctx, L, h))
			cv_put(c, r, gx + lw, gy, 'x', CV_BOLD, CV_BAD);
		if (ctx->hits)
			for (int q = 0; q <= s; q++) /* the label and the thumbnail */
				view_hits_add(ctx->hits, gx, gy + q, cw - 1, k, 0);
		if (!lc->present)
			continue;
		const float *m = u->page == 1 ? lc->gdn.implicit + (size_t)h * T * T
					      : lc->attn.weights + (size_t)h * T * T;
		double scale = 1;
		if (u->page == 1) {
			scale = 0;
			for (int q = 0; q < T * T; q++)
				scale = fmax(scale, fabs(m[q]));
			if (!(scale > 0))
				scale = 1;
		}
		thumb(c, r, gx, gy + 1, s, m, T, u->page == 1, scale, ctx->vs);
	}
	if (nrows > rows_fit)
		cv_textf(c, r, r->x, y + rows_fit * ch, CV_DIM, CV_MUTED,
			 vl(ctx, "rows %d–%d of %d (arrows scroll)", "第 %d–%d 行（共 %d，方向键滚动）"), first + 1,
			 first + rows_fit, nrows);
}

static const char *const sc_names[LIVE_SC_N] = {"prev", "first", "self", "induct"};
static const char *const sc_names_zh[LIVE_SC_N] = {"前一个", "首个", "自身", "归纳"};

void view_live_head_report(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const report_view_state *u = &ctx->views->report;
	const live_head_stats *st = &ls->s.stats;
	const live_run *run = ls->s.run;
	if (st->n == 0) {
		cv_text(c, r, r->x, r->y, vl(ctx, "(no full-attention heads)", "（没有全注意力头）"), CV_NORMAL,
			CV_MUTED);
		return;
	}
	if (!ls->d.order || ls->d.order_n != st->n)
		return;
	const int *order = ls->d.order;
	int sel = u->list.sel < st->n ? u->list.sel : st->n - 1;
	const live_head_score *cur = &st->h[order[sel]];
	if (u->list.zoom) {
		/* the head on the prompt its score was measured on: the induction
		 * score on the repeated random sequence, the others on the prompt */
		bool ind = u->sort == LIVE_SC_INDUCT && ls->d.ind_run;
		const live_run *on = ind ? ls->d.ind_run : run;
		int y = r->y;
		char what[160];
		if (ind)
			snprintf(what, sizeof what, vl(ctx, "on the induction sequence: %d random tokens, twice",
						       "在归纳序列上：%d 个随机 token，重复两次"), st->R);
		else
			snprintf(what, sizeof what, "%s", vl(ctx, "on your prompt (where its score was measured)",
							     "在你的提示词上（分数就是在这里测的）"));
		char fit[200];
		live_label_fit(what, r->w, fit, sizeof fit);
		cv_text(c, r, r->x, y++, fit, CV_BOLD, CV_ACCENT);
		cv_rect rest = {r->x, y, r->w, r->y + r->h - y};
		live_draw_layer(c, &rest, y, ctx, on, cur->layer, cur->head, true, NULL);
		return;
	}
	int y = r->y;
	/* each score column: the number, and on a wide pane a bar after it */
	int bw = (r->w - 6) / LIVE_SC_N - 8;
	bw = bw < 4 ? 0 : bw > 24 ? 24 : bw;
	int pitch = 8 + (bw ? bw + 1 : 0);
	int x = r->x + cv_text(c, r, r->x, y, vl(ctx, "head  ", "头    "), CV_BOLD, CV_MUTED);
	for (int s = 0; s < LIVE_SC_N; s++) {
		const char *nm = vl(ctx, sc_names[s], sc_names_zh[s]);
		cv_textf(c, r, x, y, s == u->sort ? CV_REVERSE : CV_BOLD, s == u->sort ? CV_ACCENT : CV_MUTED,
			 "%-7s", nm);
		x += pitch;
	}
	y++;
	/* under each column the text it is measured on: prev, first and self
	 * on the prompt, induct on the repeated random tokens */
	for (int s = 0; s < LIVE_SC_N; s++)
		cv_text(c, r, r->x + 6 + pitch * s, y,
			s == LIVE_SC_INDUCT ? vl(ctx, "random×2", "随机×2") : vl(ctx, "prompt", "提示词"), CV_DIM,
			CV_MUTED);
	y++;
	int room = r->h - 7;
	if (room < 1)
		room = 1;
	int first = sel >= room ? sel - room + 1 : 0;
	for (int k = first; k < st->n && k < first + room; k++, y++) {
		const live_head_score *hs = &st->h[order[k]];
		bool on = k == sel;
		if (ctx->hits)
			view_hits_add(ctx->hits, r->x, y, 6 + pitch * LIVE_SC_N, k, 0);
		cv_textf(c, r, r->x, y, on ? CV_REVERSE : CV_NORMAL, on ? CV_ACCENT : CV_DEFAULT, "%2d.%-2d ",
			 hs->layer, hs->head);
		if (live_head_ablated(ctx, hs->layer, hs->head))
			cv_put(c, r, r->x + 5, y, 'x', CV_BOLD, CV_BAD);
		for (int s = 0; s < LIVE_SC_N; s++) {
			int sx = r->x + 6 + pitch * s;
			cv_textf(c, r, sx, y, s == u->sort ? CV_BOLD : CV_NORMAL, heat_ramp_color(hs->score[s]),
				 "%5.2f  ", hs->score[s]);
			if (bw)
				view_bar(c, r, sx + 6, y, bw, hs->score[s], s == u->sort ? CV_ACCENT : CV_MUTED);
		}
	}
	if (st->n > room)
		cv_textf(c, r, r->x, y++, CV_DIM, CV_MUTED, vl(ctx, "rows %d–%d of %d", "第 %d–%d 行（共 %d）"),
			 first + 1, first + room < st->n ? first + room : st->n, st->n);
	y++;
	if (y > r->y + r->h - 4)
		y = r->y + r->h - 4;
	/* the top example of the selected head for the sorted column, under
	 * the table */
	int s = u->sort;
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, vl(ctx, "top example of %d.%d, %s:",
		 "%d.%d 号头“%s”得分最高的例子："), cur->layer, cur->head, vl(ctx, sc_names[s], sc_names_zh[s]));
	if (cur->ex_row[s] < 0) {
		cv_text(c, r, r->x, y, vl(ctx, "(prompt too short)", "（提示词太短）"), CV_NORMAL, CV_MUTED);
	} else if (s == LIVE_SC_INDUCT) {
		const int32_t *ids = ls->s.induct_ids;
		char a[40], b[40];
		live_token_text(&ls->s, ids[cur->ex_row[s]], a, sizeof a);
		live_token_text(&ls->s, ids[cur->ex_col[s]], b, sizeof b);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "%d '%s' → %d '%s'  %.2f", cur->ex_row[s], a,
			 cur->ex_col[s], b, cur->ex_w[s]);
		cv_textf(c, r, r->x, y, CV_DIM, CV_MUTED, "%s %d×2 · %s", vl(ctx, "random tokens", "随机 token"),
			 st->R, vl(ctx, "Enter shows it", "Enter 打开"));
	} else {
		char a[40], b[40];
		live_label_fit(run->labels[cur->ex_row[s]], 12, a, sizeof a);
		live_label_fit(run->labels[cur->ex_col[s]], 12, b, sizeof b);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "%d '%s' → %d '%s'  %.2f", cur->ex_row[s], a,
			 cur->ex_col[s], b, cur->ex_w[s]);
		cv_text(c, r, r->x, y, vl(ctx, "(on your prompt) · Enter shows it", "（在你的提示词上）· Enter 打开"),
			CV_DIM, CV_MUTED);
	}
	/* a tall pane shows the selected head below, on the text its score
	 * was measured on (what Enter opens) */
	y += 2;
	if (r->y + r->h - y >= 12) {
		bool ind = s == LIVE_SC_INDUCT && ls->d.ind_run;
		cv_rect rest = {r->x, y, r->w, r->y + r->h - y};
		live_draw_layer(c, &rest, y, ctx, ind ? ls->d.ind_run : run, cur->layer, cur->head, false, NULL);
	}
}
