/* The model view (every head as a thumbnail, design step 14 and "Screens
 * and keys") and the head report (scores for well-known patterns). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/text.h"
#include "render/views_live.h"

int live_model_items(const live_ui *u, int page)
{
	const model_config *c = &u->s.m.cfg;
	int n = 0;
	for (int l = 0; l < c->num_layers; l++)
		if (c->layer_is_linear[l] == (page == 1))
			n += page == 1 ? c->lin_v_heads : c->num_heads;
	return n;
}

void live_model_item(const live_ui *u, int page, int k, int *layer, int *head)
{
	const model_config *c = &u->s.m.cfg;
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

/* One thumbnail: an s × s map of the head, each character the mean of a
 * block of cells (exact when T ≤ s); blocks wholly above the diagonal are
 * masked. Signed maps use the diverging colours. */
static void thumb(canvas *c, const cv_rect *r, int x, int y, int s, const float *m, int T,
		  bool is_signed, double scale)
{
	static const char divc[CV_DIV_N] = {'=', '-', '.', ' ', '\'', '+', '#'};
	for (int a = 0; a < s; a++)
		for (int b = 0; b < s; b++) {
			int i0 = a * T / s, i1 = (a + 1) * T / s, j0 = b * T / s, j1 = (b + 1) * T / s;
			double sum = 0;
			int n = 0;
			for (int i = i0; i < i1; i++)
				for (int j = j0; j < j1 && j <= i; j++, n++)
					sum += m[(size_t)i * T + j];
			if (n == 0) {
				cv_put(c, r, x + b, y + a, 0xB7, CV_NORMAL, CV_MASKED);
				continue;
			}
			double v = sum / n;
			if (is_signed) {
				long k = lround(v / scale * 3);
				k = k < -3 ? -3 : k > 3 ? 3 : k;
				cv_put(c, r, x + b, y + a, (uint32_t)divc[k + 3], CV_NORMAL, CV_DIV0 + (int)k + 3);
			} else {
				/* block means dilute single bright cells; scale by the
				 * block's size so a lone 1.0 still shows */
				double t = v * (n > 1 ? sqrt((double)n) : 1);
				cv_put(c, r, x + b, y + a, (uint32_t)heat_ramp_char(t > 1 ? 1 : t), CV_NORMAL,
				       heat_ramp_color(t > 1 ? 1 : t));
			}
		}
}

void view_live_model(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	live_ui *u = live_ui_get();
	if (live_view_unavailable(c, r, ctx, u))
		return;
	const live_run *run = live_ui_run_shown(u);
	int n = live_model_items(u, u->page);
	if (u->sel >= n)
		u->sel = n > 0 ? n - 1 : 0;
	if (u->zoom && n > 0) {
		live_model_item(u, u->page, u->sel, &u->layer, &u->head);
		live_draw_layer(c, r, r->y, ctx, u, u->layer, true);
		return;
	}
	int y = r->y;
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, vl(ctx, "page %d/2: %s", "第 %d/2 页：%s"), u->page + 1,
		 u->page == 0 ? vl(ctx, "full attention (softmax)", "全注意力（softmax）")
			      : vl(ctx, "GatedDeltaNet, implicit (signed)", "GatedDeltaNet 隐式（有正负）"));
	cv_text(c, r, r->x, y++, vl(ctx, "[ ] page · arrows pick · Enter open", "[ ] 翻页 · 方向键选择 · Enter 打开"),
		CV_DIM, CV_MUTED);
	if (n == 0) {
		cv_text(c, r, r->x, y, vl(ctx, "(no such layers in this model)", "（这个模型没有这种层）"),
			CV_NORMAL, CV_MUTED);
		return;
	}
	int T = run->T;
	int s = T < 8 ? T : 8;
	int cw = (s > 5 ? s : 5) + 1, ch = s + 1;
	int cols = r->w / cw;
	if (cols < 1)
		cols = 1;
	u->grid_cols = cols;
	int rows_fit = (r->y + r->h - y) / ch;
	if (rows_fit < 1)
		rows_fit = 1;
	/* first grid row shown: keep the selection on screen */
	int first = u->sel / cols - rows_fit + 1;
	if (first < 0)
		first = 0;
	for (int k = first * cols; k < n && k < (first + rows_fit) * cols; k++) {
		int L, h;
		live_model_item(u, u->page, k, &L, &h);
		int gx = r->x + (k % cols) * cw, gy = y + (k / cols - first) * ch;
		const fwd_layer_capture *lc = &run->r.layers[L];
		bool on = k == u->sel;
		cv_textf(c, r, gx, gy, on ? CV_REVERSE : CV_DIM, on ? CV_ACCENT : CV_MUTED, "%d.%d", L, h);
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
		thumb(c, r, gx, gy + 1, s, m, T, u->page == 1, scale);
	}
}

static const char *const sc_names[LIVE_SC_N] = {"prev", "first", "self", "induct"};
static const char *const sc_names_zh[LIVE_SC_N] = {"前一个", "首个", "自身", "归纳"};

void view_live_head_report(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	live_ui *u = live_ui_get();
	if (live_view_unavailable(c, r, ctx, u))
		return;
	const live_head_stats *st = &u->s.stats;
	const live_run *run = live_ui_run_shown(u);
	if (st->n == 0) {
		cv_text(c, r, r->x, r->y, vl(ctx, "(no full-attention heads)", "（没有全注意力头）"), CV_NORMAL,
			CV_MUTED);
		return;
	}
	if (u->sel >= st->n)
		u->sel = st->n - 1;
	int *order = xmalloc((size_t)st->n * sizeof *order);
	live_head_stats_order(st, u->sort, order);
	const live_head_score *cur = &st->h[order[u->sel]];
	if (u->zoom) {
		u->layer = cur->layer;
		u->head = cur->head;
		free(order);
		live_draw_layer(c, r, r->y, ctx, u, u->layer, true);
		return;
	}
	int y = r->y;
	int x = r->x + cv_text(c, r, r->x, y, vl(ctx, "head  ", "头    "), CV_BOLD, CV_MUTED);
	for (int s = 0; s < LIVE_SC_N; s++) {
		const char *nm = vl(ctx, sc_names[s], sc_names_zh[s]);
		cv_textf(c, r, x, y, s == u->sort ? CV_REVERSE : CV_BOLD, s == u->sort ? CV_ACCENT : CV_MUTED,
			 "%-7s", nm);
		x += 8;
	}
	y++;
	int room = r->h - 6;
	if (room < 1)
		room = 1;
	int first = u->sel >= room ? u->sel - room + 1 : 0;
	for (int k = first; k < st->n && k < first + room; k++, y++) {
		const live_head_score *hs = &st->h[order[k]];
		bool on = k == u->sel;
		if (ctx->hits)
			view_hits_add(ctx->hits, r->x, y, 6 + 8 * LIVE_SC_N, k, 0);
		cv_textf(c, r, r->x, y, on ? CV_REVERSE : CV_NORMAL, on ? CV_ACCENT : CV_DEFAULT, "%2d.%-2d ",
			 hs->layer, hs->head);
		for (int s = 0; s < LIVE_SC_N; s++)
			cv_textf(c, r, r->x + 6 + 8 * s, y, s == u->sort ? CV_BOLD : CV_NORMAL,
				 heat_ramp_color(hs->score[s]), "%5.2f  ", hs->score[s]);
	}
	/* the top example of the selected head for the sorted column */
	y = r->y + r->h - 4;
	int s = u->sort;
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, vl(ctx, "top example of %d.%d, %s:",
		 "%d.%d 号头“%s”得分最高的例子："), cur->layer, cur->head, vl(ctx, sc_names[s], sc_names_zh[s]));
	if (cur->ex_row[s] < 0) {
		cv_text(c, r, r->x, y, vl(ctx, "(prompt too short)", "（提示太短）"), CV_NORMAL, CV_MUTED);
	} else if (s == LIVE_SC_INDUCT) {
		int32_t ids[2 * LIVE_INDUCT_R];
		live_induction_ids(&u->s, LIVE_INDUCT_R, ids);
		char a[40], b[40];
		live_token_text(&u->s, ids[cur->ex_row[s]], a, sizeof a);
		live_token_text(&u->s, ids[cur->ex_col[s]], b, sizeof b);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "%d '%s' → %d '%s'  %.2f", cur->ex_row[s], a,
			 cur->ex_col[s], b, cur->ex_w[s]);
		cv_textf(c, r, r->x, y, CV_DIM, CV_MUTED, "%s %d×2", vl(ctx, "random tokens", "随机 token"),
			 LIVE_INDUCT_R);
	} else {
		char a[40], b[40];
		live_label_fit(run->labels[cur->ex_row[s]], 12, a, sizeof a);
		live_label_fit(run->labels[cur->ex_col[s]], 12, b, sizeof b);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "%d '%s' → %d '%s'  %.2f", cur->ex_row[s], a,
			 cur->ex_col[s], b, cur->ex_w[s]);
		cv_text(c, r, r->x, y, vl(ctx, "(on the last prompt)", "（在上一次的提示上）"), CV_DIM, CV_MUTED);
	}
	free(order);
}
