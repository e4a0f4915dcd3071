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

#define N_STAGES 8

/* The trace of the head shown, recomputed only when the run, layer, head
 * or mask changes. */
static struct {
	unsigned long serial;
	int layer, head;
	bool causal, ok;
	attn_trace t;
} cache;

/* attn_trace_compute projects rows of X with Wq, Wk, Wv. Feeding it
 * X = [q | k | v] (T × 3hd) and 0/1 selection matrices gives back exactly
 * the captured q, k, v (products with 0 and 1 are exact), so every later
 * stage is the core's own arithmetic. */
static const attn_trace *replay_trace(const live_ui *u, const live_run *run, int L, int h, bool causal)
{
	if (cache.ok && cache.serial == run->serial && cache.layer == L && cache.head == h && cache.causal == causal)
		return &cache.t;
	if (cache.ok)
		attn_trace_free(&cache.t);
	cache.ok = false;
	const model_config *cf = &u->s.m.cfg;
	int T = run->T, hd = cf->head_dim, dm = 3 * hd;
	int g = h / (cf->num_heads / cf->num_kv_heads);
	const fwd_attn_capture *a = &run->r.layers[L].attn;
	double *x = xmalloc((size_t)T * dm * sizeof *x);
	double *w = xcalloc((size_t)3 * dm * hd, sizeof *w);
	for (int t = 0; t < T; t++)
		for (int d = 0; d < hd; d++) {
			x[(size_t)t * dm + d] = a->q[((size_t)h * T + t) * hd + d];
			x[(size_t)t * dm + hd + d] = a->k[((size_t)g * T + t) * hd + d];
			x[(size_t)t * dm + 2 * hd + d] = a->v[((size_t)g * T + t) * hd + d];
		}
	double *wq = w, *wk = w + (size_t)dm * hd, *wv = w + (size_t)2 * dm * hd;
	for (int d = 0; d < hd; d++) {
		wq[(size_t)d * hd + d] = 1;
		wk[(size_t)(hd + d) * hd + d] = 1;
		wv[(size_t)(2 * hd + d) * hd + d] = 1;
	}
	int rc = attn_trace_compute(&cache.t, x, T, dm, wq, wk, wv, hd, causal);
	free(x);
	free(w);
	if (rc != 0)
		return NULL;
	cache.serial = run->serial;
	cache.layer = L;
	cache.head = h;
	cache.causal = causal;
	cache.ok = true;
	return &cache.t;
}

/* Rows of a T × cols matrix: the last rows that fit, the first columns. */
static int matrix(canvas *c, const cv_rect *r, int y, const live_run *run, const double *m, int cols,
		  int c0, int max_rows, bool weights, bool causal)
{
	int T = run->T;
	int nc = (r->w - 9) / 7;
	if (nc > cols - c0)
		nc = cols - c0;
	int nr = T < max_rows ? T : max_rows;
	if (nr < 1 || nc < 1)
		return 0;
	for (int i = T - nr; i < T; i++, y++) {
		char lab[16];
		live_label_fit(run->labels[i], 6, lab, sizeof lab);
		cv_textf(c, r, r->x, y, CV_DIM, CV_MUTED, "%2d", i);
		cv_text(c, r, r->x + 3, y, lab, CV_BOLD, CV_MUTED);
		for (int j = c0; j < c0 + nc; j++) {
			double v = m[(size_t)i * cols + j];
			int x = r->x + 9 + (j - c0) * 7;
			if (isinf(v) && v < 0)
				cv_text(c, r, x, y, "  -inf", CV_NORMAL, CV_MASKED);
			else if (weights && causal && j > i)
				cv_text(c, r, x, y, "     ·", CV_NORMAL, CV_MASKED);
			else
				cv_textf(c, r, x, y, CV_NORMAL, weights ? heat_ramp_color(v) : CV_DEFAULT, "%6.2f", v);
		}
	}
	return nr;
}

void view_live_replay(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	static const char *const st_en[N_STAGES] = {"q, k, v of each token", "scores Q·Kᵀ", "divided by √d",
						    "causal mask", "softmax of each row", "weights · V",
						    "output gate, o_proj", "residual add"};
	static const char *const st_zh[N_STAGES] = {"每个 token 的 q、k、v", "分数 Q·Kᵀ", "除以 √d", "因果掩码",
						    "逐行 softmax", "权重 · V", "输出门、o_proj", "残差相加"};
	live_ui *u = live_ui_get();
	if (live_view_unavailable(c, r, ctx, u))
		return;
	const live_run *run = live_ui_run_shown(u);
	const model_config *cf = &u->s.m.cfg;
	int L = live_full_layer_near(&u->s, u->layer);
	if (L < 0 || cf->num_kv_heads < 1)
		return;
	int h = u->head < cf->num_heads ? u->head : cf->num_heads - 1;
	bool causal = ctx->vs->mask;
	const attn_trace *t = replay_trace(u, run, L, h, causal);
	if (!t)
		return;
	if (u->stage < 0)
		u->stage = 0;
	if (u->stage >= N_STAGES)
		u->stage = N_STAGES - 1;
	int hd = cf->head_dim, T = run->T;
	int ndims = u->stage == N_STAGES - 1 ? cf->hidden_size : hd; /* what ↑↓ scroll */
	if (u->dim0 > ndims - 1)
		u->dim0 = ndims - 1;
	if (u->dim0 < 0)
		u->dim0 = 0;
	int y = r->y;
	live_selector_line(c, r, y++, ctx, &u->s, L, h);
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_ACCENT, "%d/%d %s  [ ]", u->stage + 1, N_STAGES,
		 vl(ctx, st_en[u->stage], st_zh[u->stage]));
	if (!causal)
		cv_text(c, r, r->x, y++, vl(ctx, "MASK OFF: not what the model does", "掩码已关：这不是模型实际的做法"),
			CV_REVERSE, CV_BAD);
	int room = r->y + r->h - y - 2;
	const fwd_attn_capture *a = &run->r.layers[L].attn;
	/* the Chinese label names the total before the first dimension shown */
	bool zh_order = ctx->vs->lang && strcmp(ctx->vs->lang, "zh") == 0;
	switch (u->stage) {
	case 0: {
		/* the three vectors, a few dimensions at a time (↑/↓ scroll) */
		int per = (room - 3) / 3;
		const double *m[3] = {t->q, t->k, t->v};
		const char *nm[3] = {"q", "k", "v"};
		for (int k = 0; k < 3 && per > 0; k++) {
			cv_textf(c, r, r->x, y++, CV_BOLD, CV_DEFAULT, vl(ctx, "%s  (dims %d… of %d)",
				 "%s（共 %d 维，从第 %d 维起）"), nm[k], zh_order ? hd : u->dim0,
				 zh_order ? u->dim0 : hd);
			y += matrix(c, r, y, run, m[k], hd, u->dim0, per, false, causal);
		}
		break;
	}
	case 1:
		cv_text(c, r, r->x, y++, "S[i][j] = q_i · k_j", CV_NORMAL, CV_MUTED);
		matrix(c, r, y, run, t->scores, T, 0, room - 1, false, causal);
		break;
	case 2:
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "Z = S / √%d = S / %.3f", hd, sqrt((double)hd));
		matrix(c, r, y, run, t->scaled, T, 0, room - 1, false, causal);
		break;
	case 3:
		cv_text(c, r, r->x, y++, causal ? vl(ctx, "above the diagonal: -inf", "对角线以上：-inf")
					       : vl(ctx, "nothing masked", "什么都没遮"),
			CV_NORMAL, CV_MUTED);
		matrix(c, r, y, run, t->masked, T, 0, room - 1, false, causal);
		break;
	case 4: {
		/* the model's own weights, to compare with the replay */
		double diff = 0;
		for (int i = 0; i < T * T; i++)
			diff = fmax(diff, fabs(t->weights[i] - a->weights[(size_t)h * T * T + i]));
		cv_textf(c, r, r->x, y++, CV_NORMAL, causal ? CV_MUTED : CV_BAD, "%s %.1e",
			 vl(ctx, "rows sum to 1; max |replay − model|", "每行和为 1；与模型最大差"), diff);
		matrix(c, r, y, run, t->weights, T, 0, room - 1, true, causal);
		break;
	}
	case 5:
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, vl(ctx, "a_i = Σ_j P[i][j] v_j  (dims %d… of %d)",
			 "a_i = Σ_j P[i][j] v_j（共 %d 维，从第 %d 维起）"), zh_order ? hd : u->dim0,
			 zh_order ? u->dim0 : hd);
		matrix(c, r, y, run, t->out, hd, u->dim0, room - 1, false, causal);
		break;
	case 6: {
		int tt = T - 1;
		int show = (r->w - 8) / 7;
		if (show > hd - u->dim0)
			show = hd - u->dim0;
		char lab[24];
		live_label_fit(run->labels[tt], 8, lab, sizeof lab);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "%s %d '%s', %s %d-", vl(ctx, "token", "token"), tt, lab,
			 vl(ctx, "dims", "维"), u->dim0);
		const char *rows[3] = {"a", "σ(g)", "a·σ(g)"};
		for (int k = 0; k < 3; k++, y++) {
			cv_text(c, r, r->x, y, rows[k], CV_BOLD, CV_DEFAULT);
			for (int d = 0; d < show; d++) {
				double av = t->out[(size_t)tt * hd + u->dim0 + d];
				double gv = a->gate ? a->gate[((size_t)h * T + tt) * hd + u->dim0 + d] : 1.0;
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
		float *delta = xmalloc((size_t)cf->hidden_size * sizeof *delta);
		if (live_head_delta(&u->s, run, L, h, tt, delta) == 0) {
			cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "o_proj %d×%d %s %d:", cf->hidden_size, hd,
				 vl(ctx, "slice of head", "中属于头"), h);
			int x = r->x + cv_text(c, r, r->x, y, "Δx [", CV_BOLD, CV_DEFAULT);
			for (int d = 0; d < show && d < cf->hidden_size; d++)
				x += cv_textf(c, r, x, y, CV_NORMAL, CV_DEFAULT, "%6.2f ", (double)delta[d]);
			cv_text(c, r, x, y, "…]", CV_NORMAL, CV_MUTED);
		}
		free(delta);
		break;
	}
	case 7: {
		/* the residual add at the last token, from the pass's capture: x
		 * entering the layer, the block's output Δ (this head's share Δ_h
		 * beside it) and x + Δ, a few dimensions at a time; then the check
		 * that x + Δ is the model's stream after the add, and every head's
		 * |Δ_h| */
		int tt = T - 1, nh = cf->num_heads, H = cf->hidden_size;
		static unsigned long c_serial;
		static int c_layer = -1;
		static bool c_ok;
		static live_residual res;
		if (c_serial != run->serial || c_layer != L) {
			if (c_ok)
				live_residual_free(&res);
			c_ok = live_residual_compute(&u->s, run, L, tt, &res) == 0;
			c_serial = run->serial;
			c_layer = L;
		}
		cv_text(c, r, r->x, y++, "x ← x + Δ,  Δ = Σ_h o_proj_h(a_h·σ(g_h))", CV_BOLD, CV_DEFAULT);
		y += tx_draw_wrapped(c, r, y - r->y,
				     vl(ctx, "A head's output is not the token's new vector: with the other heads it is "
					     "added to the residual stream x as a change Δ.",
					"头的输出不是 token 的新向量：它和其他头一起，作为变化量 Δ 加到残差流 x 上。"),
				     CV_NORMAL, CV_DEFAULT);
		if (!c_ok)
			break;
		int show = (r->w - 8) / 7;
		if (show > H - u->dim0)
			show = H - u->dim0;
		char lab[24];
		live_label_fit(run->labels[tt], 8, lab, sizeof lab);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "%s %d '%s', %s %d-%s", vl(ctx, "token", "token"), tt, lab,
			 vl(ctx, "dims", "维"), u->dim0, causal ? "" : vl(ctx, " (masked pass)", "（带掩码的计算）"));
		char hl[16];
		snprintf(hl, sizeof hl, "Δ h%d", h);
		const char *rows[4] = {"x", "Δ", hl, "x + Δ"};
		const float *hv = res.heads + (size_t)h * H;
		for (int k = 0; k < 4; k++, y++) {
			cv_text(c, r, r->x, y, rows[k], k == 2 ? CV_NORMAL : CV_BOLD, k == 2 ? CV_MUTED : CV_DEFAULT);
			for (int d = 0; d < show; d++) {
				int i = u->dim0 + d;
				double v = k == 0 ? res.x_in[i] : k == 1 ? res.delta[i] : k == 2 ? hv[i]
											 : (double)res.x_in[i] + res.delta[i];
				/* 6 columns: large residual values lose their decimals */
				const char *fmt = fabs(v) < 999.995 ? "%6.2f" : fabs(v) < 999999.5 ? "%6.0f" : "%6.0e";
				cv_textf(c, r, r->x + 8 + 7 * d, y, CV_NORMAL, k == 2 ? CV_MUTED : CV_DEFAULT, fmt, v);
			}
		}
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "%s %.1e",
			 vl(ctx, "max |(x + Δ) − model's x after|", "x + Δ 与模型相加后的 x 最大差"), res.add_diff);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "%s %.1e",
			 vl(ctx, "max |Σ_h Δ_h − Δ|", "各头 Δ_h 之和与 Δ 最大差"), res.heads_diff);
		/* every head's |Δ_h| and the layer's |Δ|, while there is room */
		if (y + 2 >= r->y + r->h - 2)
			break;
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, "|Δ_h| (%d %s):", H, vl(ctx, "numbers", "个数"));
		double mx = res.delta_norm;
		for (int q = 0; q < nh; q++)
			mx = fmax(mx, res.head_norm[q]);
		int bw = r->w - 18 > 4 ? r->w - 18 : 4;
		for (int q = 0; q < nh && y < r->y + r->h - 2; q++, y++) {
			cv_textf(c, r, r->x, y, q == h ? CV_REVERSE : CV_NORMAL, q == h ? CV_ACCENT : CV_DEFAULT,
				 "%s %-2d", vl(ctx, "head", "头"), q);
			view_bar(c, r, r->x + 8, y, bw, mx > 0 ? res.head_norm[q] / mx : 0, q == h ? CV_GOOD : CV_ACCENT);
			cv_textf(c, r, r->x + 9 + bw, y, CV_NORMAL, CV_DEFAULT, "%.3f", res.head_norm[q]);
		}
		if (y < r->y + r->h - 1) {
			cv_text(c, r, r->x, y, "|Δ|", CV_BOLD, CV_DEFAULT);
			view_bar(c, r, r->x + 8, y, bw, mx > 0 ? res.delta_norm / mx : 0, CV_BAD);
			cv_textf(c, r, r->x + 9 + bw, y, CV_BOLD, CV_DEFAULT, "%.3f", res.delta_norm);
		}
		break;
	}
	}
	cv_text(c, r, r->x, r->y + r->h - 1, vl(ctx, "m mask · ↑↓ dims (Tab) · < > , .", "m 掩码 · ↑↓ 维度（Tab）· < > , ."),
		CV_DIM, CV_MUTED);
}
