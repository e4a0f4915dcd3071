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
void live_draw_layer(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, live_ui *u,
		     int layer, bool cursor)
{
	const live_run *run = live_ui_run_shown(u);
	const model_config *cf = &u->s.m.cfg;
	const fwd_layer_capture *lc = &run->r.layers[layer];
	int T = run->T, bottom = r->y + r->h;
	bool lin = cf->layer_is_linear[layer];
	int nh = lin ? cf->lin_v_heads : cf->num_heads;
	int h = u->head < nh ? u->head : nh - 1;
	live_selector_line(c, r, y++, ctx, &u->s, layer, h);
	if (!lc->present) {
		cv_text(c, r, r->x, y, vl(ctx, "(layer not captured)", "（此层未捕获）"), CV_BOLD, CV_BAD);
		return;
	}
	if (lin) {
		y += tx_draw_wrapped(c, r, y - r->y,
				     vl(ctx, "*No softmax matrix here:* a GatedDeltaNet layer keeps a state. "
					     "Its implicit attention w[t,s]:",
					"*这里没有 softmax 矩阵：*GatedDeltaNet 层只保留一个状态。它的隐式注意力 w[t,s]："),
				     CV_NORMAL, CV_DEFAULT);
	}
	int info = lin ? 4 : 3;
	live_heatmap hm = {
		.m = lin ? lc->gdn.implicit + (size_t)h * T * T : lc->attn.weights + (size_t)h * T * T,
		.T = T,
		.labels = run->labels,
		.is_signed = lin,
		.cur_row = cursor ? u->row : -1,
		.cur_col = cursor ? u->col : -1,
		.hits = cursor ? ctx->hits : NULL,
	};
	y += live_heatmap_draw(c, r, r->x, y, bottom - y - info, &hm);
	if (y >= bottom)
		return;
	int i = u->row, j = u->col;
	char li[32], lj[32];
	live_label_fit(run->labels[i], 8, li, sizeof li);
	live_label_fit(run->labels[j], 8, lj, sizeof lj);
	size_t k = ((size_t)h * T + i) * T + j;
	if (lin) {
		/* legend: the ramp is signed and rows do not sum to 1 */
		cv_text(c, r, r->x, y++,
			vl(ctx, "= - . ' + #  negative .. positive", "= - . ' + #  负 .. 正"),
			CV_NORMAL, CV_MUTED);
		y += tx_draw_wrapped(c, r, y - r->y,
				     vl(ctx, "signed, unnormalised: rows need not sum to 1",
					"有正有负、未归一化：每行之和不必为 1"),
				     CV_BOLD, CV_ACCENT);
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
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_MUTED, "q·k %.3f  %s -inf", (double)lc->attn.raw[k],
			 vl(ctx, "score", "分数"));
		return;
	}
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_DEFAULT, "(%d '%s', %d '%s') %s %.4f", i, li, j, lj,
		 vl(ctx, "weight", "权重"), (double)lc->attn.weights[k]);
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "q·k %.3f  ÷√%d = %.3f", (double)lc->attn.raw[k],
		 cf->head_dim, (double)lc->attn.scores[k]);
	if (y < bottom) {
		int per = cf->num_kv_heads > 0 ? cf->num_heads / cf->num_kv_heads : 1;
		int g = h / (per > 0 ? per : 1);
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_MUTED, "%s %d (%s %d-%d)",
			 vl(ctx, "reads KV group", "读取 KV 组"), g, vl(ctx, "heads", "头"), g * per,
			 g * per + per - 1);
	}
}

void view_live_heatmap(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	live_ui *u = live_ui_get();
	if (live_view_unavailable(c, r, ctx, u))
		return;
	live_draw_layer(c, r, r->y, ctx, u, u->layer, true);
}

void view_live_hybrid(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	live_ui *u = live_ui_get();
	if (live_view_unavailable(c, r, ctx, u))
		return;
	live_draw_layer(c, r, r->y, ctx, u, u->ilayer, true);
}

/* The editor's line: the text from a start that keeps the cursor visible,
 * the appended prediction in colour (animated for a moment), the cursor in
 * reverse video when the prompt has focus. */
static void draw_prompt(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, live_ui *u)
{
	int x = r->x + cv_text(c, r, r->x, y, "> ", CV_BOLD, u->editing ? CV_ACCENT : CV_MUTED);
	int avail = r->x + r->w - x - 1;
	const char *b = u->ed.buf;
	/* the longest text before the cursor that fits in avail - 1 columns,
	 * found walking back from the cursor (linear: a pasted 4 kB prompt is
	 * redrawn after every character) */
	size_t start = u->ed.cur;
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
	int pred_color = CV_ACCENT;
	double age = live_now_ms() - u->anim_start;
	if (u->motion && ctx->vs->color && age >= 0 && age < 900)
		pred_color = CV_HEAT0 + CV_HEAT_N - 1 - (int)(age / 150) % CV_HEAT_N;
	const char *p = b + start;
	while (*p && x < r->x + r->w) {
		size_t off = (size_t)(p - b);
		uint32_t cp = tx_next(&p);
		bool pred = u->pred_from >= 0 && off >= (size_t)u->pred_from;
		bool cur = u->editing && off == u->ed.cur;
		x += cv_put(c, r, x, y, cp, cur ? CV_REVERSE : pred ? CV_BOLD : CV_NORMAL,
			    pred ? pred_color : CV_DEFAULT);
	}
	if (u->editing && u->ed.cur == u->ed.len)
		cv_put(c, r, x, y, ' ', CV_REVERSE, CV_ACCENT);
}

void view_live_run(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	live_ui *u = live_ui_get();
	if (!live_ui_ensure(u)) {
		live_view_unavailable(c, r, ctx, u);
		return;
	}
	live_ui_poll(u);
	int y = r->y;
	draw_prompt(c, r, y++, ctx, u);
	const live_run *run = live_ui_run_shown(u);
	if (atomic_load(&u->s.state) == LIVE_RUNNING) {
		double f = live_progress(&u->s);
		int x = r->x + cv_textf(c, r, r->x, y, CV_BOLD, CV_ACCENT, "%s %3.0f%% ",
					vl(ctx, "running", "运行中"), 100 * f);
		view_bar(c, r, x, y, 16, f, CV_ACCENT);
		cv_text(c, r, x + 17, y, vl(ctx, "Esc cancels", "Esc 取消"), CV_DIM, CV_MUTED);
	} else if (u->msg[0]) {
		cv_text(c, r, r->x, y, u->msg, CV_BOLD, CV_BAD);
	} else if (run) {
		cv_textf(c, r, r->x, y, CV_DIM, CV_MUTED, "%d %s · Enter %s", run->T,
			 vl(ctx, "tokens", "个 token"),
			 u->editing ? vl(ctx, "runs", "运行") : vl(ctx, "runs (Tab: edit)", "运行（Tab 编辑）"));
	}
	y++;
	if (!run)
		return;
	/* the next-token bars at the chosen temperature; the top token never
	 * changes with it, so the choice stays greedy */
	double temp = live_temps[u->temp_idx];
	int32_t ids[LIVE_TOPK];
	double probs[LIVE_TOPK];
	int n = live_top_probs(run, temp, 5, ids, probs);
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, "%s  T=%.2f [ ]  %s",
		 vl(ctx, "next token", "下一个 token"), temp, vl(ctx, "greedy: top", "贪心：取第一"));
	for (int k = 0; k < n && y < r->y + r->h; k++, y++) {
		char lab[64], fit[32];
		live_token_text(&u->s, ids[k], lab, sizeof lab);
		live_label_fit(lab, 10, fit, sizeof fit);
		cv_text(c, r, r->x, y, fit, k == 0 ? CV_BOLD : CV_NORMAL, k == 0 ? CV_ACCENT : CV_DEFAULT);
		int bw = r->w - 19 > 8 ? r->w - 19 : 8;
		view_bar(c, r, r->x + 11, y, bw, probs[k], k == 0 ? CV_GOOD : CV_ACCENT);
		cv_textf(c, r, r->x + 12 + bw, y, CV_NORMAL, CV_DEFAULT, "%.3f", probs[k]);
	}
	if (y + 4 < r->y + r->h)
		live_draw_layer(c, r, y, ctx, u, u->layer, !u->editing);
}

void view_live_fanout(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	live_ui *u = live_ui_get();
	if (live_view_unavailable(c, r, ctx, u))
		return;
	const live_run *run = live_ui_run_shown(u);
	int L = live_full_layer_near(&u->s, u->layer);
	if (L < 0) {
		cv_text(c, r, r->x, r->y, vl(ctx, "This model has no full-attention layer",
					     "这个模型没有全注意力层"), CV_BOLD, CV_BAD);
		return;
	}
	const model_config *cf = &u->s.m.cfg;
	int h = u->head < cf->num_heads ? u->head : cf->num_heads - 1;
	live_selector_line(c, r, r->y, ctx, &u->s, L, h);
	int T = run->T, i = u->row;
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
	live_ui *u = live_ui_get();
	if (live_view_unavailable(c, r, ctx, u))
		return;
	const model_config *cf = &u->s.m.cfg;
	int L = live_full_layer_near(&u->s, u->layer);
	if (L < 0 || cf->num_kv_heads < 1)
		return;
	int h = u->head < cf->num_heads ? u->head : cf->num_heads - 1;
	int per = cf->num_heads / cf->num_kv_heads;
	int g = h / (per > 0 ? per : 1);
	int y = r->y;
	live_selector_line(c, r, y++, ctx, &u->s, L, h);
	y++;
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
	const live_run *run = live_ui_run_shown(u);
	live_heatmap hm = {
		.m = run->r.layers[L].attn.weights + (size_t)h * run->T * run->T,
		.T = run->T,
		.labels = run->labels,
		.cur_row = -1,
		.cur_col = -1,
	};
	live_heatmap_draw(c, r, r->x, y, r->y + r->h - y, &hm);
}
