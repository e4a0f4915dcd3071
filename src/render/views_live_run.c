/* The live views around one layer and head: live-run (prompt editor, top-k
 * with temperature, heatmap), live-heatmap, hybrid-implicit, fanout, gqa. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render/text.h"
#include "render/views_live.h"
#include "util/utf8.h"

/* One layer and head of the shown run at (r->x, y): the softmax heatmap of
 * a full-attention head with the cell under the cursor spelled out, or for
 * a GatedDeltaNet layer the plain statement that there is no softmax
 * matrix, then its implicit attention (signed, unnormalised). */
static void draw_layer(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_run *run,
		       int layer, int head, bool cursor, const cv_rect *side, bool compact)
{
	const live_state *ls = ctx->live;
	const live_sel *sel = ctx->sel;
	const model_config *cf = &ls->s.m.cfg;
	const fwd_layer_capture *lc = &run->r.layers[layer];
	int T = run->T, bottom = r->y + r->h;
	bool lin = cf->layer_is_linear[layer];
	int nh = lin ? cf->lin_v_heads : cf->num_heads;
	int h = head < nh ? head : nh - 1;
	/* the cursor, clamped to this run (the window always contains it, so
	 * the read-out below never names a cell that is not on screen) */
	int i = sel->row < 0 || sel->row >= T ? T - 1 : sel->row;
	int j = sel->col < 0 ? i : sel->col >= T ? T - 1 : sel->col; /* -1: the diagonal */
	live_selector_line(c, r, y++, ctx, &ls->s, layer, h);
	if (!lc->present) {
		cv_text(c, r, r->x, y, vl(ctx, "(layer not captured)", "（此层未捕获）"), CV_BOLD, CV_BAD);
		return;
	}
	if (lin)
		y += tx_draw_wrapped(c, r, y - r->y,
				     vl(ctx, "*No softmax matrix:* the implicit attention w[t,s] of its state:",
					"*没有 softmax 矩阵：*它的状态的隐式注意力 w[t,s]："),
				     CV_NORMAL, CV_DEFAULT);
	/* rows kept under the map for the cell's numbers (compact: one) */
	int info = side ? 0 : lin ? (r->w < 56 ? 3 : 2) : compact ? 1 : 3;
	live_heatmap hm = {
		.m = lin ? lc->gdn.implicit + (size_t)h * T * T : lc->attn.weights + (size_t)h * T * T,
		.T = T,
		.labels = run->labels,
		.is_signed = lin,
		.window = lin ? 0 : model_layer_window(cf, layer),
		.cur_row = cursor ? i : -1,
		.cur_col = cursor ? j : -1,
		.lang = ctx->vs->lang,
		.color = ctx->vs->color,
		.hits = cursor ? ctx->hits : NULL,
		.label_rows = compact ? 1 : 0,
	};
	if (!cursor) {
		/* not focused: no highlight, but the window still holds the cell
		 * the read-out names */
		hm.cur_row = i;
		hm.cur_col = j;
		hm.hits = NULL;
	}
	y += live_heatmap_draw(c, r, r->x, y, bottom - y - info, &hm);
	if (side) {
		/* the read-out beside the map, in its own column */
		r = side;
		y = side->y;
		bottom = side->y + side->h;
	}
	if (y >= bottom)
		return;
	char li[32], lj[32];
	live_label_fit(run->labels[i], compact ? 6 : 8, li, sizeof li);
	live_label_fit(run->labels[j], compact ? 6 : 8, lj, sizeof lj);
	size_t k = ((size_t)h * T + i) * T + j;
	if (lin) {
		/* the map's legend gives the signed ramp; its rows are not weights */
		y += tx_draw_wrapped(c, r, y - r->y, vl(ctx, "rows need not sum to 1", "每行之和不必为 1"),
				     CV_NORMAL, CV_MUTED);
		if (y >= bottom)
			return;
		if (j <= i)
			cv_textf(c, r, r->x, y, CV_NORMAL, CV_DEFAULT, "w[%d '%s', %d '%s'] = %.4f", i, li, j,
				 lj, (double)lc->gdn.implicit[k]);
		else
			cv_textf(c, r, r->x, y, CV_NORMAL, CV_MASKED, vl(ctx, "w[%d, %d]: %s", "w[%d, %d]：%s"), i, j,
				 vl(ctx, "future, always 0", "未来位置，恒为 0"));
		return;
	}
	if (j > i) {
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MASKED, "(%d '%s', %d '%s') %s", i, li, j, lj,
			 vl(ctx, "masked: weight exactly 0", "被掩码：权重恰为 0"));
		if (y >= bottom)
			return;
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_MUTED, "q·k %.3f  %s -inf", (double)lc->attn.raw[k],
			 vl(ctx, "score", "分数"));
		return;
	}
	/* the weight on the cell's line when it fits, else on a line of its
	 * own: a number is never cut */
	char cell[96];
	snprintf(cell, sizeof cell, "(%d '%s', %d '%s')", i, li, j, lj);
	char wt[48];
	snprintf(wt, sizeof wt, "%s %.4f", vl(ctx, "weight", "权重"), (double)lc->attn.weights[k]);
	char qk[48];
	snprintf(qk, sizeof qk, "q·k %.3f", (double)lc->attn.raw[k]);
	if (compact) {
		/* one line: the cell and its weight, its q·k where it fits */
		int x = r->x + cv_textf(c, r, r->x, y, CV_BOLD, CV_DEFAULT, "%s %s", cell, wt);
		if (x + 2 + tx_width(qk) <= r->x + r->w)
			cv_text(c, r, x + 2, y, qk, CV_NORMAL, CV_MUTED);
		return;
	}
	if (tx_width(cell) + 1 + tx_width(wt) <= r->w) {
		cv_textf(c, r, r->x, y++, CV_BOLD, CV_DEFAULT, "%s %s", cell, wt);
	} else {
		cv_text(c, r, r->x, y++, cell, CV_BOLD, CV_DEFAULT);
		cv_text(c, r, r->x, y++, wt, CV_BOLD, CV_DEFAULT);
	}
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "q·k %.3f  ÷√%d = %.3f", (double)lc->attn.raw[k],
		 cf->head_dim, (double)lc->attn.scores[k]);
	/* the KV group only where heads share one (grouped-query attention) */
	if (y < bottom && cf->num_kv_heads < cf->num_heads) {
		int per = cf->num_kv_heads > 0 ? cf->num_heads / cf->num_kv_heads : 1;
		int g = h / (per > 0 ? per : 1);
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_MUTED, "%s %d (%s %d-%d)",
			 vl(ctx, "reads KV group", "读取 KV 组"), g, vl(ctx, "heads", "头"), g * per,
			 g * per + per - 1);
	}
}

void live_draw_layer(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_run *run,
		     int layer, int head, bool cursor, const cv_rect *side)
{
	draw_layer(c, r, y, ctx, run, layer, head, cursor, side, false);
}

void view_live_heatmap(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	live_draw_layer(c, r, r->y, ctx, ctx->live->s.run, ctx->sel->layer, ctx->sel->head, true, NULL);
}

void view_live_hybrid(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	if (model_linear_layers(&ctx->live->s.m.cfg) == 0) {
		cv_text(c, r, r->x, r->y, vl(ctx, "No GatedDeltaNet layers", "没有 GatedDeltaNet 层"), CV_BOLD,
			CV_MUTED);
		tx_draw_wrapped(c, r, 2, vl(ctx, "Every layer of this model is softmax attention: its "
			"weights are the heatmap itself, and there is no implicit attention to show.",
			"这个模型的每一层都是 softmax 注意力：权重就是热力图本身，没有隐式注意力可以展示。"),
			CV_NORMAL, CV_DEFAULT);
		return;
	}
	live_draw_layer(c, r, r->y, ctx, ctx->live->s.run, ctx->sel->ilayer, ctx->sel->head, true, NULL);
}

/* The editor's line: the text from a start that keeps the cursor visible,
 * the cursor in reverse video while editing. After a run of this very text
 * the model's next token follows it in colour (fading in for a moment): it
 * is shown, never added to the text. Returns the columns used. */
static void draw_prompt(canvas *c, const cv_rect *r, int y, const view_ctx *ctx)
{
	const live_state *ls = ctx->live;
	const live_sel *sel = ctx->sel;
	const live_editor *ed = &ls->ed;
	int x = r->x + cv_text(c, r, r->x, y, "> ", CV_BOLD, sel->editing ? CV_ACCENT : CV_MUTED);
	if (ctx->hits)
		view_hits_add(ctx->hits, r->x, y, r->w, LIVE_HIT_PROMPT, 0);
	const live_run *run = ls->s.run;
	char pred[64] = "";
	if (run && run->top_n > 0 && strcmp(run->text, ed->buf) == 0 && !live_state_running(ls))
		live_token_text(&ls->s, run->top_ids[0], pred, sizeof pred);
	int pw = pred[0] ? tx_width(pred) + 3 : 0;
	int avail = r->x + r->w - x - 1 - (pw < 16 ? pw : 16);
	const char *b = ed->buf;
	/* the longest text before the cursor that fits in avail - 1 columns,
	 * found walking back from the cursor (linear: a pasted 4 kB prompt is
	 * redrawn after every character) */
	size_t start = ed->cur;
	int used = 0;
	while (start > 0) {
		size_t s = start - 1;
		while (s > 0 && ((unsigned char)b[s] & 0xC0) == 0x80)
			s--;
		int cw = utf8_width_n(b + s, start - s);
		if (used + cw > avail - 1)
			break;
		used += cw;
		start = s;
	}
	if (start > 0)
		x += cv_put(c, r, x, y, 0x2026, CV_NORMAL, CV_MUTED); /* … text cut on the left */
	const char *p = b + start;
	int right = r->x + r->w;
	while (*p && x < right) {
		size_t off = (size_t)(p - b);
		uint32_t cp = tx_next(&p);
		bool cur = sel->editing && off == ed->cur;
		if (x + tx_cp_width(cp) > right - (*p ? 1 : 0)) {
			cv_put(c, r, right - 1, y, 0x2026, CV_NORMAL, CV_MUTED); /* … cut on the right */
			x = right;
			break;
		}
		x += cv_put(c, r, x, y, cp, cur ? CV_REVERSE : CV_NORMAL, CV_DEFAULT);
	}
	if (sel->editing && ed->cur == ed->len)
		x += cv_put(c, r, x, y, ' ', CV_REVERSE, CV_ACCENT);
	if (pred[0] && x + 4 < right) {
		/* "→" sets the prediction apart from the text even without colour */
		int color = CV_ACCENT;
		double age = sel->now_ms - ls->shown_at;
		if (sel->motion && ctx->vs->color && age >= 0 && age < 900)
			color = CV_HEAT0 + CV_HEAT_N - 1 - (int)(age / 150) % CV_HEAT_N;
		x += 1 + cv_put(c, r, x + 1, y, 0x2192, CV_DIM, CV_MUTED); /* → */
		char fit[64];
		live_label_fit(pred, right - x, fit, sizeof fit);
		cv_text(c, r, x, y, fit, CV_BOLD, color);
	}
}

/* Is there news for the line under the prompt: a run under way, a message,
 * the editor open, or a text not run yet? (Else it only counts tokens.) */
static bool status_news(const view_ctx *ctx)
{
	const live_state *ls = ctx->live;
	const live_run *run = ls->s.run;
	return live_state_running(ls) || ls->msg[0] || ctx->sel->editing || !run ||
	       strcmp(run->text, ls->ed.buf) != 0;
}

/* The line under the prompt: what Enter does now. */
static void draw_status(canvas *c, const cv_rect *r, int y, const view_ctx *ctx)
{
	const live_state *ls = ctx->live;
	const live_sel *sel = ctx->sel;
	const live_run *run = ls->s.run;
	if (live_state_running(ls)) {
		double f = live_progress(&ls->s);
		int x = r->x + cv_textf(c, r, r->x, y, CV_BOLD, CV_ACCENT, "%s %3.0f%% ",
					vl(ctx, "running", "运行中"), 100 * f);
		view_bar(c, r, x, y, 16, f, CV_ACCENT);
		cv_text(c, r, x + 17, y, vl(ctx, "Esc cancels", "Esc 取消"), CV_DIM, CV_MUTED);
		return;
	}
	char line[sizeof ls->msg + 64];
	if (ls->msg[0]) {
		live_label_fit(ls->msg, r->w, line, sizeof line);
		cv_text(c, r, r->x, y, line, CV_BOLD, CV_BAD);
		return;
	}
	bool edited = !run || strcmp(run->text, ls->ed.buf) != 0;
	if (sel->editing)
		snprintf(line, sizeof line, "%s",
			 edited ? vl(ctx, "editing · Enter runs · Esc done · Ctrl-U clears",
				     "编辑中 · Enter 运行 · Esc 结束 · Ctrl-U 清空")
				: vl(ctx, "editing · Enter runs again · Esc done",
				     "编辑中 · Enter 再运行 · Esc 结束"));
	else if (run && !edited)
		snprintf(line, sizeof line, "%d %s · %s", run->T, vl(ctx, "tokens", "个 token"),
			 vl(ctx, "e edits the prompt", "按 e 编辑提示词"));
	else
		snprintf(line, sizeof line, "%s", vl(ctx, "edited, not run yet · Enter runs",
						     "已修改，尚未运行 · Enter 运行"));
	char fit[sizeof line + 4];
	live_label_fit(line, r->w, fit, sizeof fit);
	cv_text(c, r, r->x, y, fit, CV_DIM, sel->editing ? CV_ACCENT : CV_MUTED);
}

/* The next-token bars at the chosen temperature from row y, n of them in
 * width w; the top token never changes with it, so the choice stays greedy. */
static int draw_next(canvas *c, const cv_rect *r, int x, int y, int w, int n, const view_ctx *ctx)
{
	const live_state *ls = ctx->live;
	const live_run *run = ls->s.run;
	int t = ctx->views->run_temp_idx;
	int y0 = y;
	cv_rect box = {x, r->y, w, r->h};
	cv_textf(c, &box, x, y++, CV_BOLD, CV_ACCENT, "%s  T=%.2f [ ]", vl(ctx, "next token", "下一个 token"),
		 live_temps[t]);
	if (n > ls->d.top_n)
		n = ls->d.top_n;
	int bw = w - 18 > 4 ? w - 18 : 4;
	for (int k = 0; k < n && y < r->y + r->h; k++, y++) {
		char lab[64], fit[32];
		live_token_text(&ls->s, run->top_ids[k], lab, sizeof lab);
		live_label_fit(lab, 10, fit, sizeof fit);
		double p = ls->d.top_p[t][k];
		cv_text(c, &box, x, y, fit, k == 0 ? CV_BOLD : CV_NORMAL, k == 0 ? CV_ACCENT : CV_DEFAULT);
		view_bar(c, &box, x + 11, y, bw, p, k == 0 ? CV_GOOD : CV_ACCENT);
		cv_textf(c, &box, x + 12 + bw, y, CV_NORMAL, CV_DEFAULT, "%.3f", p);
	}
	return y - y0;
}

/* The next token on one line: "T=1.00  next: mat 0.904 · bed 0.009 · …",
 * as many candidates as fit in the width. */
static void draw_next_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx)
{
	const live_state *ls = ctx->live;
	const live_run *run = ls->s.run;
	int t = ctx->views->run_temp_idx;
	int right = r->x + r->w;
	int x = r->x + cv_textf(c, r, r->x, y, CV_BOLD, CV_ACCENT, "T=%.2f %s", live_temps[t],
				vl(ctx, "next:", "下一个："));
	for (int k = 0; k < ls->d.top_n && k < LIVE_TOPK; k++) {
		char lab[64], fit[32], num[16];
		live_token_text(&ls->s, run->top_ids[k], lab, sizeof lab);
		live_label_fit(lab, 8, fit, sizeof fit);
		snprintf(num, sizeof num, "%.3f", ls->d.top_p[t][k]);
		int need = (k ? 3 : 1) + tx_width(fit) + 1 + (int)strlen(num);
		if (x + need > right)
			break;
		if (k)
			x += cv_text(c, r, x + 1, y, "·", CV_DIM, CV_MUTED) + 1;
		x += 1 + cv_text(c, r, x + 1, y, fit, k == 0 ? CV_BOLD : CV_NORMAL, k == 0 ? CV_ACCENT : CV_DEFAULT);
		x += 1 + cv_text(c, r, x + 1, y, num, CV_NORMAL, CV_DEFAULT);
	}
}

void view_live_run(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const live_state *ls = ctx->live;
	const live_sel *sel = ctx->sel;
	if (!ls || !ls->ok) {
		live_view_unavailable(c, r, ctx);
		return;
	}
	int y = r->y;
	const live_run *run = ls->s.run;
	int bottom = r->y + r->h;
	/* a narrow pane too short for the whole map with the bars above it
	 * when that leaves it fewer than twelve rows (the split view at 80×24;
	 * the full layout takes 13 rows besides the map's): the next token on
	 * one line under the prompt (the status line when it has news), column
	 * labels on one row and the cell on one line, so that the map keeps
	 * twelve rows */
	if (run && r->w < 74 && run->T + 13 > r->h && r->h - 13 < 12) {
		draw_prompt(c, r, y++, ctx);
		if (status_news(ctx))
			draw_status(c, r, y++, ctx);
		else
			draw_next_line(c, r, y++, ctx);
		draw_layer(c, r, y, ctx, run, sel->layer, sel->head, !sel->editing, NULL, true);
		return;
	}
	draw_prompt(c, r, y++, ctx);
	draw_status(c, r, y++, ctx);
	if (!run)
		return;
	/* wide panes: the map on the left, the next token on the right; narrow
	 * ones: a few bars above the map */
	int side = r->w >= 120 ? 40 : 32;
	if (r->w >= 74) {
		cv_rect left = {r->x, y, r->w - side - 2, bottom - y};
		int sx = r->x + r->w - side;
		int n = draw_next(c, r, sx, y, side, r->h >= 30 ? 8 : 5, ctx);
		/* the cell's numbers under the bars, so the map has every row */
		cv_rect info = {sx, y + n + 1, side, bottom - y - n - 1};
		live_draw_layer(c, &left, y, ctx, run, sel->layer, sel->head, !sel->editing,
				info.h >= 3 ? &info : NULL);
		return;
	}
	y += draw_next(c, r, r->x, y, r->w, r->h >= 30 ? 5 : 3, ctx);
	if (y + 4 < bottom)
		live_draw_layer(c, r, y, ctx, run, sel->layer, sel->head, !sel->editing, NULL);
}

void view_live_fanout(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const live_sel *sel = ctx->sel;
	const live_run *run = ls->s.run;
	int L = live_full_layer_near(&ls->s, sel->layer);
	if (L < 0) {
		cv_text(c, r, r->x, r->y, vl(ctx, "This model has no full-attention layer",
					     "这个模型没有全注意力层"), CV_BOLD, CV_BAD);
		return;
	}
	const model_config *cf = &ls->s.m.cfg;
	int h = sel->head < cf->num_heads ? sel->head : cf->num_heads - 1;
	live_selector_line(c, r, r->y, ctx, &ls->s, L, h);
	int T = run->T, i = sel->row < 0 || sel->row >= T ? T - 1 : sel->row;
	const float *w = run->r.layers[L].attn.weights + ((size_t)h * T + i) * T;
	char qi[40];
	live_label_fit(run->labels[i], 12, qi, sizeof qi);
	int y = r->y + 1;
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, "%s %d '%s' ↑↓", vl(ctx, "query", "查询"), i, qi);
	cv_textf(c, r, r->x, y++, CV_DIM, CV_MUTED, "%s", vl(ctx, "key    distance  weight (bar = strength)",
							       "key    距离  权重（条长 = 强度）"));
	/* one line per earlier token, the newest at the bottom: each edge is a
	 * bar as long as its weight, whatever the distance */
	int rows = r->y + r->h - y - 1;
	int j0 = i + 1 > rows ? i + 1 - rows : 0;
	int bw = r->w - 24 > 6 ? r->w - 24 : 6;
	for (int j = j0; j <= i && y < r->y + r->h - 1; j++, y++) {
		char lab[40];
		live_label_fit(run->labels[j], 7, lab, sizeof lab);
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_MUTED, "%2d %-7s", j, "");
		cv_text(c, r, r->x + 3, y, lab, CV_BOLD, j == i ? CV_ACCENT : CV_DEFAULT);
		cv_textf(c, r, r->x + 11, y, CV_DIM, CV_MUTED, "%3d", i - j);
		cv_put(c, r, r->x + 15, y, 0x2500, CV_NORMAL, CV_MUTED); /* ─ */
		view_bar(c, r, r->x + 16, y, bw, w[j], heat_ramp_color(w[j]));
		if (ctx->hits)
			view_hits_add(ctx->hits, r->x, y, r->w, j, 0); /* a click picks the query row */
		cv_textf(c, r, r->x + 17 + bw, y, CV_NORMAL, CV_DEFAULT, "%.2f", (double)w[j]);
	}
	if (j0 > 0)
		cv_textf(c, r, r->x, y, CV_DIM, CV_MUTED, "(%d %s)", j0,
			 vl(ctx, "earlier keys above", "个更早的 key 未显示"));
}

void view_live_gqa(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const model_config *cf = &ls->s.m.cfg;
	int L = live_full_layer_near(&ls->s, ctx->sel->layer);
	if (L < 0 || cf->num_kv_heads < 1)
		return;
	int h = ctx->sel->head < cf->num_heads ? ctx->sel->head : cf->num_heads - 1;
	int per = cf->num_heads / cf->num_kv_heads;
	int g = h / (per > 0 ? per : 1);
	int y = r->y;
	live_selector_line(c, r, y++, ctx, &ls->s, L, h);
	y++;
	if (cf->num_kv_heads == cf->num_heads) {
		tx_draw_wrapped(c, r, y - r->y, vl(ctx, "No grouped-query attention here: each of the "
			"query heads has keys and values of its own.",
			"这里没有分组查询注意力：每个 query 头都有自己的 key 和 value。"), CV_NORMAL, CV_DEFAULT);
		return;
	}
	/* query heads in their groups, the chosen head and its group marked */
	cv_text(c, r, r->x, y, vl(ctx, "query heads", "query 头"), CV_BOLD, CV_MUTED);
	cv_text(c, r, r->x, y + 1, vl(ctx, "KV groups", "KV 组"), CV_BOLD, CV_MUTED);
	int x = r->x + 12;
	for (int q = 0; q < cf->num_kv_heads; q++) {
		int x0 = x;
		for (int k = 0; k < per; k++, x += 3)
			cv_textf(c, r, x, y, q * per + k == h ? CV_REVERSE : CV_NORMAL,
				 q == g ? CV_ACCENT : CV_DEFAULT, "%2d", q * per + k);
		cv_textf(c, r, x0, y + 1, q == g ? CV_REVERSE : CV_NORMAL, q == g ? CV_ACCENT : CV_MUTED,
			 "%*d", per * 3 - 1, q);
		x += 1;
		if (x > r->x + r->w - 3 * per)
			break;
	}
	y += 3;
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "%s %d %s %d = ⌊%d ÷ %d⌋",
		 vl(ctx, "head", "头"), h, vl(ctx, "reads group", "读取组"), g, h, per);
	y++;
	/* the KV cache per token and layer, with and without sharing */
	long with = 2L * cf->num_kv_heads * cf->head_dim, without = 2L * cf->num_heads * cf->head_dim;
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, vl(ctx, "%s: 2×%d×%d = %ld", "%s：2×%d×%d = %ld"),
		 vl(ctx, "cache per token, with GQA", "每个 token 的缓存（GQA）"), cf->num_kv_heads,
		 cf->head_dim, with);
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, vl(ctx, "%s: 2×%d×%d = %ld", "%s：2×%d×%d = %ld"),
		 vl(ctx, "one group per head", "每个头一组"), cf->num_heads, cf->head_dim, without);
	y++;
	/* the chosen head's pattern, small */
	const live_run *run = ls->s.run;
	live_heatmap hm = {
		.m = run->r.layers[L].attn.weights + (size_t)h * run->T * run->T,
		.T = run->T,
		.labels = run->labels,
		.cur_row = -1,
		.cur_col = -1,
		.lang = ctx->vs->lang,
		.color = ctx->vs->color,
	};
	live_heatmap_draw(c, r, r->x, y, r->y + r->h - y, &hm);
}
