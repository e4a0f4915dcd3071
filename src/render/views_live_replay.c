/* The head replay (design step 17 on a real head): the worked example's
 * stages with the live numbers of one full-attention head. The softmax
 * arithmetic is src/core's attn_trace_compute, fed with the head's captured
 * q, k and v (after the model's norm and RoPE); the gate and o_proj stage
 * is live_head_delta and the residual add live_residual_compute (src/live),
 * on the pass's capture of the stream. Nothing is computed here. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/attention.h"
#include "render/text.h"
#include "render/views_live.h"

#define N_STAGES LIVE_REPLAY_STAGES

/* Rows of a T × cols matrix from column c0: the last rows that fit, as many
 * columns as fit (each as wide as the widest number and a blank),
 * and a line that says which rows and columns are shown when not all are.
 * Returns the rows used. */
static int matrix(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_run *run,
		  const double *m, int cols, int c0, int max_rows, bool weights, bool causal,
		  const char *what)
{
	int T = run->T;
	if (c0 > cols - 1)
		c0 = cols - 1;
	if (c0 < 0)
		c0 = 0;
	/* a column is as wide as the widest number it may hold ("-104.42",
	 * "-inf") and one blank, so numbers never run together */
	int nw = 4;
	for (int i = 0; i < T; i++)
		for (int j = 0; j < cols; j++) {
			char num[32];
			double v = m[(size_t)i * cols + j];
			int n = isinf(v) ? 4 : snprintf(num, sizeof num, "%.2f", v);
			nw = n > nw ? n : nw;
		}
	int cw = nw + 1;
	int nc = (r->w - 9) / cw;
	if (nc > cols - c0)
		nc = cols - c0;
	int nr = T < max_rows ? T : max_rows;
	bool cut = nr < T || nc < cols;
	if (cut && nr == max_rows)
		nr--; /* room for the line that says so */
	if (nr < 1 || nc < 1)
		return 0;
	int y0 = y;
	for (int i = T - nr; i < T; i++, y++) {
		char lab[16];
		live_label_fit(run->labels[i], 6, lab, sizeof lab);
		cv_textf(c, r, r->x, y, CV_DIM, CV_MUTED, "%2d", i);
		cv_text(c, r, r->x + 3, y, lab, CV_BOLD, CV_MUTED);
		for (int j = c0; j < c0 + nc; j++) {
			double v = m[(size_t)i * cols + j];
			int x = r->x + 9 + (j - c0) * cw;
			if (isinf(v) && v < 0)
				cv_textf(c, r, x, y, CV_NORMAL, CV_MASKED, "%*s", cw - 1, "-inf");
			else if (weights && causal && j > i)
				cv_textf(c, r, x, y, CV_NORMAL, CV_MASKED, "%*s", cw - 1, "·");
			else
				cv_textf(c, r, x, y, CV_NORMAL, weights ? heat_ramp_color(v) : CV_DEFAULT, "%*.2f",
					 cw - 1, v);
		}
	}
	if (cut)
		cv_textf(c, r, r->x, y++, CV_DIM, CV_MUTED, vl(ctx, "rows %d–%d of %d · %s %d–%d of %d",
							   "第 %d–%d 行（共 %d）· %s %d–%d（共 %d）"),
			 T - nr, T - 1, T, what, c0, c0 + nc - 1, cols);
	return y - y0;
}

void view_live_replay(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	static const char *const st_en[N_STAGES] = {"q, k, v of each token", "scores Q·Kᵀ", "divided by √d",
						    "causal mask", "softmax of each row", "weights · V",
						    "output gate, o_proj", "residual add"};
	static const char *const st_zh[N_STAGES] = {"每个 token 的 q、k、v", "分数 Q·Kᵀ", "除以 √d", "因果掩码",
						    "逐行 softmax", "权重 · V", "输出门、o_proj", "残差相加"};
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_state *ls = ctx->live;
	const replay_view_state *u = &ctx->views->replay;
	const live_derived *dv = &ls->d;
	const live_run *run = ls->s.run;
	const model_config *cf = &ls->s.m.cfg;
	int L = live_full_layer_near(&ls->s, ctx->sel->layer);
	if (L < 0 || cf->num_kv_heads < 1)
		return;
	int h = ctx->sel->head < cf->num_heads ? ctx->sel->head : cf->num_heads - 1;
	bool causal = ctx->vs->mask;
	/* the trace was computed for this head by live_state_derive */
	if (!dv->rp_ok || dv->rp_layer != L || dv->rp_head != h || dv->rp_causal != causal)
		return;
	const attn_trace *t = &dv->rp;
	int stage = u->stage < 0 ? 0 : u->stage >= N_STAGES ? N_STAGES - 1 : u->stage;
	int hd = cf->head_dim, T = run->T;
	int ndims = stage == N_STAGES - 1 ? cf->hidden_size : hd; /* what ↑↓ scroll */
	int dim0 = u->dim0 > ndims - 1 ? ndims - 1 : u->dim0 < 0 ? 0 : u->dim0;
	int key0 = u->key0 < 0 ? 0 : u->key0;
	int y = r->y;
	live_selector_line(c, r, y++, ctx, &ls->s, L, h);
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, "%d/%d %s  [ ]", stage + 1, N_STAGES,
		 vl(ctx, st_en[stage], st_zh[stage]));
	if (!causal)
		cv_text(c, r, r->x, y++, vl(ctx, "MASK OFF: not what the model does", "掩码已关：这不是模型实际的做法"),
			CV_REVERSE, CV_BAD);
	int room = r->y + r->h - y - 2;
	const fwd_attn_capture *a = &run->r.layers[L].attn;
	switch (stage) {
	case 0: {
		/* the three vectors, a few dimensions at a time (↑/↓ scroll) */
		int per = (room - 3) / 3;
		const double *m[3] = {t->q, t->k, t->v};
		const char *nm[3] = {"q", "k", "v"};
		for (int k = 0; k < 3 && per > 0; k++) {
			cv_textf(c, r, r->x, y++, CV_BOLD, CV_DEFAULT, "%s", nm[k]);
			y += matrix(c, r, y, ctx, run, m[k], hd, dim0, per, false, causal, vl(ctx, "dims", "维"));
		}
		break;
	}
	case 1:
		cv_text(c, r, r->x, y++, "S[i][j] = q_i · k_j", CV_NORMAL, CV_MUTED);
		matrix(c, r, y, ctx, run, t->scores, T, key0, room - 1, false, causal, vl(ctx, "keys", "key"));
		break;
	case 2:
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "Z = S / √%d = S / %.3f", hd, sqrt((double)hd));
		matrix(c, r, y, ctx, run, t->scaled, T, key0, room - 1, false, causal, vl(ctx, "keys", "key"));
		break;
	case 3:
		cv_text(c, r, r->x, y++, causal ? vl(ctx, "above the diagonal: -inf", "对角线以上：-inf")
					       : vl(ctx, "nothing masked", "什么都没遮"),
			CV_NORMAL, CV_MUTED);
		matrix(c, r, y, ctx, run, t->masked, T, key0, room - 1, false, causal, vl(ctx, "keys", "key"));
		break;
	case 4: {
		/* the model's own weights, compared with the replay */
		y += tx_draw_wrapped(c, r, y - r->y,
				     causal ? vl(ctx, "rows sum to 1", "每行和为 1")
					    : vl(ctx, "rows sum to 1 (of the unmasked scores)", "每行和为 1（未遮挡的分数）"),
				     CV_NORMAL, CV_MUTED);
		cv_textf(c, r, r->x, y++, CV_NORMAL, causal ? CV_MUTED : CV_BAD, "%s %.1e",
			 vl(ctx, "max |replay − model|", "与模型的最大差"), dv->rp_diff);
		matrix(c, r, y, ctx, run, t->weights, T, key0, room - 2, true, causal, vl(ctx, "keys", "key"));
		break;
	}
	case 5:
		cv_text(c, r, r->x, y++, "a_i = Σ_j P[i][j] v_j", CV_NORMAL, CV_MUTED);
		matrix(c, r, y, ctx, run, t->out, hd, dim0, room - 1, false, causal, vl(ctx, "dims", "维"));
		break;
	case 6: {
		int tt = T - 1;
		int show = (r->w - 8) / 7;
		if (show > hd - dim0)
			show = hd - dim0;
		char lab[24];
		live_label_fit(run->labels[tt], 8, lab, sizeof lab);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "%s %d '%s', %s %d–%d / %d", vl(ctx, "token", "token"),
			 tt, lab, vl(ctx, "dims", "维"), dim0, dim0 + show - 1, hd);
		const char *rows[3] = {"a", "σ(g)", "a·σ(g)"};
		for (int k = 0; k < 3; k++, y++) {
			cv_text(c, r, r->x, y, rows[k], CV_BOLD, CV_DEFAULT);
			for (int d = 0; d < show; d++) {
				double av = t->out[(size_t)tt * hd + dim0 + d];
				double gv = a->gate ? a->gate[((size_t)h * T + tt) * hd + dim0 + d] : 1.0;
				double v = k == 0 ? av : k == 1 ? gv : av * gv;
				cv_textf(c, r, r->x + 8 + 7 * d, y, CV_NORMAL, CV_DEFAULT, "%6.2f", v);
			}
		}
		if (!a->gate)
			cv_text(c, r, r->x, y++, vl(ctx, "(no output gate in this model)", "（这个模型没有输出门）"), CV_DIM,
				CV_MUTED);
		y++;
		if (!causal) {
			cv_text(c, r, r->x, y, vl(ctx, "(o_proj shown for the model's masked pass)",
						  "（o_proj 只对模型带掩码的计算显示）"), CV_DIM, CV_MUTED);
			break;
		}
		const float *delta = dv->rp_delta;
		if (delta) {
			cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "o_proj %d×%d %s %d:", cf->hidden_size, hd,
				 vl(ctx, "slice of head", "中属于头"), h);
			int x = r->x + cv_text(c, r, r->x, y, "Δx [", CV_BOLD, CV_DEFAULT);
			for (int d = 0; d < show && d < cf->hidden_size; d++)
				x += cv_textf(c, r, x, y, CV_NORMAL, CV_DEFAULT, "%6.2f ", (double)delta[d]);
			cv_textf(c, r, x, y, CV_NORMAL, CV_MUTED, "…] %s %d–%d / %d", vl(ctx, "dims", "维"), 0,
				 show - 1, cf->hidden_size);
		}
		break;
	}
	case 7: {
		/* the residual add at the last token, from the pass's capture: x
		 * entering the layer, the block's output Δ (this head's share Δ_h
		 * beside it) and x + Δ, a few dimensions at a time; then the check
		 * that x + Δ is the model's stream after the add, and every head's
		 * |Δ_h| */
		int tt = T - 1, nh = cf->num_heads, H = cf->hidden_size;
		const live_residual *res = &dv->res;
		bool c_ok = dv->res_ok;
		cv_text(c, r, r->x, y++, "x ← x + Δ,  Δ = Σ_h o_proj_h(a_h·σ(g_h))", CV_BOLD, CV_DEFAULT);
		y += tx_draw_wrapped(c, r, y - r->y,
				     vl(ctx, "A head's output is not the token's new vector: with the other heads it is "
					     "added to the residual stream x as a change Δ.",
					"头的输出不是 token 的新向量：它和其他头一起，作为变化量 Δ 加到残差流 x 上。"),
				     CV_NORMAL, CV_DEFAULT);
		if (!c_ok)
			break;
		int show = (r->w - 8) / 7;
		if (show > H - dim0)
			show = H - dim0;
		char lab[24];
		live_label_fit(run->labels[tt], 8, lab, sizeof lab);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "%s %d '%s', %s %d–%d / %d%s", vl(ctx, "token", "token"),
			 tt, lab, vl(ctx, "dims", "维"), dim0, dim0 + show - 1, H,
			 causal ? "" : vl(ctx, " (masked pass)", "（带掩码的计算）"));
		char hl[16];
		snprintf(hl, sizeof hl, "Δ h%d", h);
		const char *rows[4] = {"x", "Δ", hl, "x + Δ"};
		const float *hv = res->heads + (size_t)h * H;
		for (int k = 0; k < 4; k++, y++) {
			cv_text(c, r, r->x, y, rows[k], k == 2 ? CV_NORMAL : CV_BOLD, k == 2 ? CV_MUTED : CV_DEFAULT);
			for (int d = 0; d < show; d++) {
				int i = dim0 + d;
				double v = k == 0 ? res->x_in[i] : k == 1 ? res->delta[i] : k == 2 ? hv[i]
											 : (double)res->x_in[i] + res->delta[i];
				/* 6 columns: large residual values lose their decimals */
				const char *fmt = fabs(v) < 999.995 ? "%6.2f" : fabs(v) < 999999.5 ? "%6.0f" : "%6.0e";
				cv_textf(c, r, r->x + 8 + 7 * d, y, CV_NORMAL, k == 2 ? CV_MUTED : CV_DEFAULT, fmt, v);
			}
		}
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "%s %.1e",
			 vl(ctx, "max |(x + Δ) − model's x after|", "x + Δ 与模型相加后的 x 最大差"), res->add_diff);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "%s %.1e",
			 vl(ctx, "max |Σ_h Δ_h − Δ|", "各头 Δ_h 之和与 Δ 最大差"), res->heads_diff);
		/* every head's |Δ_h| and the layer's |Δ|, while there is room */
		if (y + 2 >= r->y + r->h - 2)
			break;
		int lw = cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "|Δ_h| (%d %s):", H, vl(ctx, "numbers", "个数"));
		double mx = res->delta_norm;
		for (int q = 0; q < nh; q++)
			mx = fmax(mx, res->head_norm[q]);
		int bw = r->w - 18 > 4 ? r->w - 18 : 4;
		/* the heads that fit, starting so that head h is among them */
		int fit = r->y + r->h - 3 - y;
		if (fit < 1)
			fit = 1;
		int q0 = h - fit + 1 > 0 ? h - fit + 1 : 0;
		if (fit < nh) {
			/* after the label, never over it */
			cv_textf(c, r, r->x + lw + 2, y - 1, CV_DIM, CV_MUTED, vl(ctx, "heads %d–%d of %d", "头 %d–%d（共 %d）"), q0,
				 q0 + fit - 1 < nh ? q0 + fit - 1 : nh - 1, nh);
		}
		for (int q = q0; q < nh && q < q0 + fit; q++, y++) {
			cv_textf(c, r, r->x, y, q == h ? CV_REVERSE : CV_NORMAL, q == h ? CV_ACCENT : CV_DEFAULT,
				 "%s %-2d", vl(ctx, "head", "头"), q);
			view_bar(c, r, r->x + 8, y, bw, mx > 0 ? res->head_norm[q] / mx : 0, q == h ? CV_GOOD : CV_ACCENT);
			cv_textf(c, r, r->x + 9 + bw, y, CV_NORMAL, CV_DEFAULT, "%.3f", res->head_norm[q]);
		}
		if (y < r->y + r->h - 1) {
			cv_text(c, r, r->x, y, "|Δ|", CV_BOLD, CV_DEFAULT);
			view_bar(c, r, r->x + 8, y, bw, mx > 0 ? res->delta_norm / mx : 0, CV_BAD);
			cv_textf(c, r, r->x + 9 + bw, y, CV_BOLD, CV_DEFAULT, "%.3f", res->delta_norm);
		}
		break;
	}
	}
	cv_text(c, r, r->x, r->y + r->h - 1, vl(ctx, "m mask · Tab, then ↑↓ dims ←→ keys", "m 掩码 · Tab 后 ↑↓ 维度 ←→ key"),
		CV_DIM, CV_MUTED);
}
