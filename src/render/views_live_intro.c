/* Live views of the intuition lesson and the deep dives: the default
 * prompt's look back, the embedding rows of "bank", the bank predictions,
 * the Q/K/V shapes of the loaded model, the cost of the score matrix and
 * the parallel training of a masked model. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/text.h"
#include "render/views_live.h"

void view_live_intuition(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const live_run *run = ls->intro ? ls->intro
			    : ls->s.run && strcmp(ls->s.run->text, ls->s.example_prompt) == 0 ? ls->s.run : NULL;
	if (!run || !ls->d.intro_w || ls->d.intro_serial != run->serial) {
		cv_text(c, r, r->x, r->y, vl(ctx, "waiting for the running pass…", "等待正在运行的计算…"),
			CV_BOLD, CV_ACCENT);
		return;
	}
	int T = run->T, y = r->y;
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, "\"%s\"", run->text);
	cv_text(c, r, r->x, y++, vl(ctx, "the last token looks back:", "最后一个 token 回头看："), CV_NORMAL,
		CV_DEFAULT);
	cv_text(c, r, r->x, y++, vl(ctx, "(mean over every full-attention head)", "（所有全注意力头的平均）"),
		CV_DIM, CV_MUTED);
	/* mean weight of the last row over every head of every full layer
	 * (src/live/derive.c); the bars are scaled to the largest */
	const double *w = ls->d.intro_w;
	double mx = 0;
	for (int j = 0; j < T; j++)
		mx = fmax(mx, w[j]);
	y++;
	int bw = r->w - 18 > 6 ? r->w - 18 : 6;
	for (int j = 0; j < T && y < r->y + r->h - 3; j++, y++) {
		char lab[40];
		live_label_fit(run->labels[j], 9, lab, sizeof lab);
		cv_text(c, r, r->x, y, lab, CV_BOLD, j == T - 1 ? CV_ACCENT : CV_DEFAULT);
		view_bar(c, r, r->x + 10, y, bw, mx > 0 ? w[j] / mx : 0, heat_ramp_color(w[j] / (mx > 0 ? mx : 1)));
		cv_textf(c, r, r->x + 11 + bw, y, CV_NORMAL, CV_DEFAULT, "%.2f", w[j]);
	}
	y++;
	if (run->top_n > 0 && y < r->y + r->h) {
		char lab[64];
		live_token_text(&ls->s, run->top_ids[0], lab, sizeof lab);
		cv_textf(c, r, r->x, y, CV_BOLD, CV_GOOD, "%s \"%s\"", vl(ctx, "model's next token:", "模型猜的下一个 token："),
			 lab);
	}
}

/* The bank comparison, computed by the app before drawing; NULL with a
 * line saying why when there is none. */
static const live_bank *bank(const view_ctx *ctx, canvas *c, const cv_rect *r)
{
	const live_state *ls = ctx->live;
	if (ls->s.bank_ok)
		return &ls->s.bank;
	if (!ls->bank_tried)
		cv_text(c, r, r->x, r->y, vl(ctx, "waiting for the running pass…", "等待正在运行的计算…"),
			CV_BOLD, CV_ACCENT);
	else
		cv_text(c, r, r->x, r->y, ls->bank_err.msg, CV_BOLD, CV_BAD);
	return NULL;
}

void view_live_embedding_rows(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_bank *b = bank(ctx, c, r);
	if (!b)
		return;
	int y = r->y;
	cv_rect in = {r->x + 3, r->y, r->w - 3, r->h};
	for (int p = 0; p < LIVE_BANK_N; p++) {
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_DEFAULT, "%d.", p + 1);
		y += tx_draw_wrapped(c, &in, y - r->y, b->prompt[p], CV_NORMAL, CV_DEFAULT);
		cv_textf(c, r, r->x + 3, y++, CV_NORMAL, CV_MUTED, "%s '%s' = id %d", vl(ctx, "last token", "最后的 token"),
			 b->last_label[p], (int)b->last_id[p]);
		int x = r->x + 3 + cv_textf(c, r, r->x + 3, y, CV_NORMAL, CV_MUTED,
					    vl(ctx, "row %d: ", "第 %d 行："), (int)b->last_id[p]);
		/* as many of the row's first numbers as fit ("+0.125 " is 7 columns),
		 * keeping one column for the "…" that says the row goes on */
		int fit = (r->x + r->w - x - 1) / 7;
		for (int k = 0; k < LIVE_BANK_SHOW && k < fit; k++)
			x += cv_textf(c, r, x, y, CV_NORMAL, CV_ACCENT, "%+.3f ", (double)b->row[p][k]);
		cv_text(c, r, x, y++, "…", CV_NORMAL, CV_MUTED);
		if (r->h >= 20)
			y++;
	}
	int H = ctx->live->s.m.cfg.hidden_size;
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, vl(ctx, "compared: %d rows × %d numbers", "比较了 %d 行，每行 %d 个数"),
		 LIVE_BANK_N, H);
	if (b->rows_identical)
		cv_textf(c, r, r->x, y, CV_BOLD, CV_GOOD, vl(ctx, "identical: 0 of the %d numbers differ",
							  "完全相同：%d 个数里没有一个不同"), H);
	else
		cv_text(c, r, r->x, y, vl(ctx, "the rows differ (the last tokens differ)",
					  "这几行不同（最后的 token 不同）"), CV_BOLD, CV_BAD);
}

void view_live_bank(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_bank *b = bank(ctx, c, r);
	if (!b)
		return;
	int y = r->y;
	cv_textf(c, r, r->x, y++, CV_BOLD, b->rows_identical ? CV_GOOD : CV_BAD,
		 vl(ctx, "same last token '%s': %s", "相同的最后 token '%s'：%s"), b->last_label[0],
		 b->rows_identical ? vl(ctx, "identical rows", "行完全相同") : vl(ctx, "rows differ", "行不同"));
	int per = (r->h - 1) / LIVE_BANK_N;
	int bw = r->w - 20 > 4 ? r->w - 20 : 4;
	cv_rect in = {r->x + 3, r->y, r->w - 3, r->h};
	for (int p = 0; p < LIVE_BANK_N; p++) {
		int y0 = y;
		cv_textf(c, r, r->x, y, CV_BOLD, CV_ACCENT, "%d.", p + 1);
		y += tx_draw_wrapped(c, &in, y - r->y, b->prompt[p], CV_BOLD, CV_ACCENT);
		/* as many candidates as this prompt's share of the height allows */
		int show = per - (y - y0) - 1;
		if (show > b->top_n)
			show = b->top_n;
		for (int k = 0; k < show; k++, y++) {
			char lab[32];
			live_label_fit(b->top_labels[p][k], 10, lab, sizeof lab);
			cv_text(c, r, r->x + 3, y, lab, k == 0 ? CV_BOLD : CV_NORMAL, CV_DEFAULT);
			view_bar(c, r, r->x + 14, y, bw, b->top_probs[p][k], k == 0 ? CV_GOOD : CV_ACCENT);
			cv_textf(c, r, r->x + 15 + bw, y, CV_NORMAL, CV_DEFAULT, "%.3f", (double)b->top_probs[p][k]);
		}
		y++;
	}
}

void view_live_projections(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const model_config *cf = &ls->s.m.cfg;
	const live_run *run = ls->s.run;
	int L = live_full_layer_near(&ls->s, ctx->sel->layer);
	int y = r->y;
	int H = cf->hidden_size, nh = cf->num_heads, nkv = cf->num_kv_heads, hd = cf->head_dim;
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, "x: %d %s", H, vl(ctx, "numbers", "个数"));
	y++;
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "q = x·Wq   %d → %d × %d", H, nh, hd);
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "k = x·Wk   %d → %d × %d", H, nkv, hd);
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "v = x·Wv   %d → %d × %d", H, nkv, hd);
	if (cf->gated_q)
		cv_textf(c, r, r->x, y++, CV_DIM, CV_MUTED, "%s %d × %d", vl(ctx, "+ output gate", "+ 输出门"), nh, hd);
	if (nkv < nh)
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, vl(ctx, "%d query heads, %d KV groups, d_head %d",
			 "%d 个 query 头，%d 个 KV 组，d_head %d"), nh, nkv, hd);
	else
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, vl(ctx, "%d heads, each with its own k and v, d_head %d",
			 "%d 个头，各有自己的 k 和 v，d_head %d"), nh, hd);
	y++;
	if (L < 0 || !run)
		return;
	const fwd_attn_capture *a = &run->r.layers[L].attn;
	int T = run->T, t = T - 1, h = ctx->sel->head < nh ? ctx->sel->head : nh - 1;
	int g = h / (nh / nkv > 0 ? nh / nkv : 1);
	char lab[40];
	live_label_fit(run->labels[t], 10, lab, sizeof lab);
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, vl(ctx, "token '%s', layer %d head %d:",
		 "token '%s'，第 %d 层 %d 号头："), lab, L, h);
	const char *nm[3] = {"q", "k", "v"};
	const float *vec[3] = {a->q + ((size_t)h * T + t) * hd, a->k + ((size_t)g * T + t) * hd,
			       a->v + ((size_t)g * T + t) * hd};
	int show = (r->w - 8) / 7;
	if (show > hd)
		show = hd;
	for (int k = 0; k < 3; k++, y++) {
		int x = r->x + cv_textf(c, r, r->x, y, CV_BOLD, CV_DEFAULT, "%s [", nm[k]);
		for (int d = 0; d < show; d++)
			x += cv_textf(c, r, x, y, CV_NORMAL, CV_DEFAULT, "%6.2f ", (double)vec[k][d]);
		cv_text(c, r, x, y, show < hd ? "…]" : "]", CV_NORMAL, CV_MUTED);
	}
	cv_textf(c, r, r->x, y, CV_DIM, CV_MUTED, vl(ctx, "first numbers shown: %d/%d", "只显示前 %d 个（共 %d 个）"), show, hd);
}

void view_live_cost(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const model_config *cf = &ls->s.m.cfg;
	const attn_cost *ac = &ctx->views->cost;
	int seq_idx = ctx->views->cost_seq_idx;
	int nfull = 0;
	for (int l = 0; l < cf->num_layers; l++)
		nfull += !cf->layer_is_linear[l];
	int y = r->y;
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, "%s (%d %s × N² × 4 B)", vl(ctx, "scores of one layer", "一层的分数"),
		 cf->num_heads, vl(ctx, "heads", "头"));
	cv_text(c, r, r->x, y++, vl(ctx, "bars on a log scale of the bytes", "条长按字节数的对数刻度"), CV_DIM, CV_MUTED);
	int bw = r->w - 22 > 6 ? r->w - 22 : 6;
	for (int k = 0; k < ATTN_COST_N; k++, y++) {
		char b[32];
		format_bytes(ac->bytes[k], b, sizeof b);
		bool on = k == seq_idx;
		cv_textf(c, r, r->x, y, on ? CV_REVERSE : CV_NORMAL, on ? CV_ACCENT : CV_DEFAULT, "%7ld", attn_cost_lens[k]);
		view_bar(c, r, r->x + 8, y, bw, ac->bar[k], on ? CV_BAD : CV_ACCENT);
		cv_text(c, r, r->x + 9 + bw, y, b, on ? CV_BOLD : CV_NORMAL, CV_DEFAULT);
	}
	y++;
	char b1[32], b2[32], b3[32];
	format_bytes(ac->layer, b1, sizeof b1);
	format_bytes(ac->all, b2, sizeof b2);
	format_bytes(ac->state, b3, sizeof b3);
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_DEFAULT, vl(ctx, "N = %ld: %s per layer, all %d: %s",
		 "N = %ld：每层 %s，%d 层共 %s"), ac->n, b1, nfull, b2);
	if (nfull < cf->num_layers)
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT,
			 vl(ctx, "GatedDeltaNet state: %s at any N", "GatedDeltaNet 状态：%s，与 N 无关"), b3);
	else
		cv_text(c, r, r->x, y++, vl(ctx, "every layer is full attention: each grows as N²",
					    "每一层都是全注意力：每层都按 N² 增长"), CV_NORMAL, CV_DEFAULT);
	const live_run *run = ls->s.run;
	if (run && y < r->y + r->h) {
		format_bytes(ac->captured, b1, sizeof b1);
		cv_textf(c, r, r->x, y, CV_DIM, CV_MUTED, vl(ctx, "your prompt, %d tokens, captured: %s",
			 "你的提示词（%d 个 token）共捕获 %s"), run->T, b1);
	}
}

void view_live_parallel(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const live_run *run = ls->s.run;
	int T = run->T, y = r->y;
	bool mask = ctx->vs->mask;
	if (!ls->d.pnext || ls->d.pnext_n != T - 1 || T < 2) {
		cv_text(c, r, r->x, y, vl(ctx, "(run a longer prompt)", "（请运行更长的提示词）"), CV_NORMAL, CV_MUTED);
		return;
	}
	int pos = ctx->views->parallel_pos < 0 ? 0 : ctx->views->parallel_pos > T - 2 ? T - 2 : ctx->views->parallel_pos;
	cv_textf(c, r, r->x, y++, CV_BOLD, mask ? CV_GOOD : CV_BAD, vl(ctx, "causal mask: %s", "因果掩码：%s"),
		 mask ? vl(ctx, "on", "开") : vl(ctx, "OFF", "关"));
	cv_text(c, r, r->x, y++, vl(ctx, "one pass, a prediction at every position:", "一次前向，每个位置都在预测："),
		CV_NORMAL, CV_DEFAULT);
	cv_text(c, r, r->x, y++, vl(ctx, " i  token     → next     p(next)  loss", " i  token     → 下一个   p(下一个) 损失"),
		CV_DIM, CV_MUTED);
	/* p(next) = softmax(logits_i)[id_{i+1}] and its loss, computed once per
	 * run (src/live/derive.c) from the one masked pass */
	const double *pnext = ls->d.pnext;
	int room = r->y + r->h - y - 4;
	int first = pos >= room ? pos - room + 1 : 0;
	for (int i = 0; i < T - 1; i++) {
		double p = pnext[i];
		if (i < first || y >= r->y + r->h - 4)
			continue;
		char a[32], b[32];
		live_label_fit(run->labels[i], 9, a, sizeof a);
		live_label_fit(run->labels[i + 1], 9, b, sizeof b);
		bool on = i == pos;
		cv_textf(c, r, r->x, y, on ? CV_REVERSE : CV_NORMAL, on ? CV_ACCENT : CV_DEFAULT, "%2d", i);
		cv_text(c, r, r->x + 3, y, a, CV_BOLD, CV_DEFAULT);
		cv_text(c, r, r->x + 13, y, b, CV_NORMAL, CV_DEFAULT);
		cv_textf(c, r, r->x + 23, y++, CV_NORMAL, CV_DEFAULT, "%.3f  %5.2f", p, -log(p));
	}
	y = r->y + r->h - 4;
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, vl(ctx, "mean loss over %d positions: %.2f",
		 "%d 个位置的平均损失：%.2f"), T - 1, ls->d.pnext_loss);
	/* what position pos may see: 0..pos with the mask; everything without */
	int x = r->x + cv_textf(c, r, r->x, y, CV_BOLD, CV_ACCENT, "%s %d %s ", vl(ctx, "position", "位置"), pos,
				vl(ctx, "sees", "看得到"));
	for (int j = 0; j < T && x < r->x + r->w - 2; j++) {
		char lab[24];
		live_label_fit(run->labels[j][0] == ' ' ? run->labels[j] + 1 : run->labels[j], 6, lab, sizeof lab);
		bool vis = !mask || j <= pos;
		bool answer = j == pos + 1;
		x += cv_text(c, r, x, y, vis ? lab : "·", answer && vis ? CV_REVERSE : CV_NORMAL,
			     answer && vis ? CV_BAD : vis ? CV_GOOD : CV_MASKED) + 1;
	}
	y++;
	cv_text(c, r, r->x, y, mask ? vl(ctx, "the answer (next token) stays hidden", "答案（下一个 token）仍被遮住")
				 : vl(ctx, "no mask: the answer is in plain view!", "没有掩码：答案一览无余！"),
		CV_BOLD, mask ? CV_GOOD : CV_BAD);
}
