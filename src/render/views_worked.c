/* The worked example's views: every number comes from the attn_trace in
 * the context (src/core), computed for the current mask setting. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/attention.h"
#include "core/scale_demo.h"
#include "render/text.h"
#include "render/views.h"

#define N WORKED_N
#define D WORKED_D

/* masked[i*n+j]: is cell (i, j) removed by the causal mask right now? */
static void mask_cells(const attn_trace *t, bool *masked)
{
	for (int i = 0; i < t->n; i++)
		for (int j = 0; j < t->n; j++)
			masked[i * t->n + j] = t->causal && !attn_mask_allows(i, j);
}

/* The worked example's 2 × 2 heatmaps get big cells when the pane has room
 * for them (a 120 × 30 terminal or larger): easier to read on a projector. */
/* The cursor clamped to an n × n matrix: the state may hold any value
 * (it is set by keys and clicks), the view never reads outside its data. */
static int clampn(int v, int n)
{
	return v < 0 ? 0 : v >= n ? n - 1 : v;
}

static bool big_cells(const cv_rect *r)
{
	return r->w >= 60 && r->h >= 26;
}

static int title(canvas *c, const cv_rect *r, int y, const char *s)
{
	cv_text(c, r, r->x, r->y + y, s, CV_BOLD, CV_ACCENT);
	return y + 1;
}

/* A matrix block: rows of "[ a  b ]" with token labels. */
static void matrix_rows(canvas *c, const cv_rect *r, int x, int y, const char *const *labels,
			const double *m, int rows, int cols)
{
	for (int i = 0; i < rows; i++) {
		if (labels)
			cv_text(c, r, x, y + i, labels[i], CV_BOLD, CV_MUTED);
		view_vec(c, r, x + (labels ? 4 : 0), y + i, m + i * cols, cols, NULL, CV_NORMAL,
			 CV_DEFAULT);
	}
}

void view_formula(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const attn_trace *t = ctx->t;
	int y = 0;
	cv_text(c, r, r->x, r->y + y++, "softmax( Q·Kᵀ / √d ) · V", CV_BOLD, CV_ACCENT);
	y++;
	struct {
		const char *sym, *en, *zh;
	} parts[] = {
		{"Q·Kᵀ", "every query · every key", "每个 query · 每个 key"},
		{"/ √d", "keep the scores in range", "让分数保持在合适的范围"},
		{"mask", "−∞ above the diagonal", "对角线以上设为 −∞"},
		{"softmax", "each row → weights, sum 1", "每行变成权重，和为 1"},
		{"· V", "mix the values", "按权重混合 value"},
	};
	for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
		cv_text(c, r, r->x, r->y + y, parts[k].sym, CV_CODE, CV_ACCENT);
		cv_text(c, r, r->x + 9, r->y + y++, vl(ctx, parts[k].en, parts[k].zh), CV_NORMAL,
			CV_DEFAULT);
	}
	y++;
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, vl(ctx, "Q·Kᵀ is n × n: %d × %d  (seq × seq)",
		 "Q·Kᵀ 是 n × n：%d × %d（seq × seq）"), t->n, t->n);
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, "d = %d, √d = %.2f", t->d_head,
		 sqrt((double)t->d_head));
	y++;
	/* one cell spelled out: S[i,j] = Σ_k q_i[k]·k_j[k] */
	int i = 1, j = 0;
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, "%s (%s, %s) = q_%s · k_%s",
		 vl(ctx, "cell", "格子"), worked_tokens[i], worked_tokens[j], worked_tokens[i],
		 worked_tokens[j]);
	char line[160];
	int n = snprintf(line, sizeof line, " =");
	for (int k = 0; k < t->d_head && n > 0 && n < (int)sizeof line; k++)
		n += snprintf(line + n, sizeof line - (size_t)n, "%s %.2f×%.2f", k ? " +" : "",
			      t->q[i * t->d_head + k], t->k[j * t->d_head + k]);
	cv_text(c, r, r->x, r->y + y++, line, CV_NORMAL, CV_DEFAULT);
	char num[16];
	view_num(num, sizeof num, t->scores[i * t->n + j]);
	cv_textf(c, r, r->x, r->y + y++, CV_BOLD, CV_DEFAULT, " = %s", num);
}

void view_qkv(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const attn_trace *t = ctx->t;
	const char *const *tok = worked_tokens;
	int x2 = r->x + 4 + 17;
	int y = title(c, r, 0, vl(ctx, "x: one row per token", "x：每个 token 一行"));
	matrix_rows(c, r, r->x, r->y + y, tok, t->x, t->n, t->d_model);
	y += t->n + 1;
	cv_text(c, r, r->x + 4, r->y + y, "Wq", CV_BOLD, CV_MUTED);
	cv_text(c, r, x2, r->y + y++, "Wk", CV_BOLD, CV_MUTED);
	matrix_rows(c, r, r->x + 4, r->y + y, NULL, worked_wq, t->d_model, t->d_head);
	matrix_rows(c, r, x2, r->y + y, NULL, worked_wk, t->d_model, t->d_head);
	y += t->d_model;
	cv_text(c, r, r->x + 4, r->y + y++, "Wv", CV_BOLD, CV_MUTED);
	matrix_rows(c, r, r->x + 4, r->y + y, NULL, worked_wv, t->d_model, t->d_head);
	y += t->d_model + 1;
	cv_text(c, r, r->x + 4, r->y + y, "Q = x·Wq", CV_BOLD, CV_ACCENT);
	cv_text(c, r, x2, r->y + y++, "K = x·Wk", CV_BOLD, CV_ACCENT);
	matrix_rows(c, r, r->x, r->y + y, tok, t->q, t->n, t->d_head);
	matrix_rows(c, r, x2, r->y + y, NULL, t->k, t->n, t->d_head);
	y += t->n;
	cv_text(c, r, r->x + 4, r->y + y++, "V = x·Wv", CV_BOLD, CV_ACCENT);
	matrix_rows(c, r, r->x, r->y + y, tok, t->v, t->n, t->d_head);
	y += t->n + 1;
	/* one entry by hand: V[0][0] = Σ_k x[0][k] · Wv[k][0] */
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_MUTED, "%s",
		 vl(ctx, "V[The], first number:", "V[The] 的第一个数："));
	char line[160];
	int n = snprintf(line, sizeof line, " ");
	for (int k = 0; k < t->d_model && n > 0 && n < (int)sizeof line; k++)
		n += snprintf(line + n, sizeof line - (size_t)n, "%s%.2f×%.2f", k ? " + " : "",
			      t->x[k], worked_wv[k * t->d_head]);
	if (n > 0 && n < (int)sizeof line)
		snprintf(line + n, sizeof line - (size_t)n, " = %.2f", t->v[0]);
	cv_text(c, r, r->x, r->y + y, line, CV_NORMAL, CV_DEFAULT);
}

/* The cell cursor's explanation for a score: S[i,j] = q_i · k_j, spelled out. */
static int explain_score(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, int i, int j)
{
	const attn_trace *t = ctx->t;
	cv_textf(c, r, r->x, r->y + y++, CV_BOLD, CV_DEFAULT, "(%s, %s): q_%s · k_%s",
		 worked_tokens[i], worked_tokens[j], worked_tokens[i], worked_tokens[j]);
	char line[160];
	int n = snprintf(line, sizeof line, " =");
	for (int k = 0; k < t->d_head && n > 0 && n < (int)sizeof line; k++)
		n += snprintf(line + n, sizeof line - (size_t)n, "%s %.2f×%.2f", k ? " +" : "",
			      t->q[i * t->d_head + k], t->k[j * t->d_head + k]);
	cv_text(c, r, r->x, r->y + y++, line, CV_NORMAL, CV_DEFAULT);
	char num[16];
	view_num(num, sizeof num, t->scores[i * t->n + j]);
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, " = %s", num);
	return y;
}

void view_scores(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const attn_trace *t = ctx->t;
	int y = title(c, r, 0, vl(ctx, "S = Q·Kᵀ   rows: queries, columns: keys",
				  "S = Q·Kᵀ   行是 query，列是 key"));
	y++;
	heatmap hm = {t->scores, t->n, t->n, worked_tokens, worked_tokens, NULL, false, false,
		      big_cells(r), clampn(ctx->vs->cell_row, t->n), clampn(ctx->vs->cell_col, t->n), ctx->hits,
		      ctx->vs->color, ctx->vs->lang};
	y += heatmap_draw(c, r, r->x, r->y + y, &hm) + 1;
	y = explain_score(c, r, y, ctx, clampn(ctx->vs->cell_row, t->n), clampn(ctx->vs->cell_col, t->n));
	y++;
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, vl(ctx, "one score per (query, key) pair: %d × %d",
		 "每对 (query, key) 一个分数：%d × %d"), t->n, t->n);
}

void view_scale_slider(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	/* every position computed once by the caller (src/core's scale_demo) */
	int pos = clampn(ctx->vs->slider, SCALE_DEMO_WIDTHS);
	if (!ctx->sd)
		return;
	const scale_demo *sd = &ctx->sd[pos], *base = &ctx->sd[0];
	int y = title(c, r, 0, vl(ctx, "d_head slider   [ ] or - +", "d_head 滑块   [ ] 或 - +"));
	/* the slider: every position, the current one bracketed */
	int x = r->x;
	x += cv_text(c, r, x, r->y + y, "d_head: ", CV_NORMAL, CV_DEFAULT);
	for (int k = 0; k < SCALE_DEMO_WIDTHS; k++) {
		char lab[16];
		snprintf(lab, sizeof lab, k == pos ? "[%d]" : " %d ", scale_demo_width(k));
		x += cv_text(c, r, x, r->y + y, lab, k == pos ? CV_REVERSE : CV_NORMAL,
			     k == pos ? CV_ACCENT : CV_MUTED);
		if (k + 1 < SCALE_DEMO_WIDTHS)
			x += cv_text(c, r, x, r->y + y, "─", CV_NORMAL, CV_MUTED);
	}
	y += 2;
	const int bw = r->w >= 48 ? 20 : 12;
	y = title(c, r, y, vl(ctx, "unscaled: softmax(q·k)", "不缩放：softmax(q·k)"));
	for (int j = 0; j < SCALE_DEMO_KEYS; j++) {
		cv_textf(c, r, r->x, r->y + y, CV_NORMAL, CV_MUTED, "k%d", j + 1);
		cv_textf(c, r, r->x + 3, r->y + y, CV_NORMAL, CV_DEFAULT, "%6.0f", sd->raw[j]);
		view_bar(c, r, r->x + 11, r->y + y, bw, sd->p_unscaled[j], heat_ramp_color(sd->p_unscaled[j]));
		cv_textf(c, r, r->x + 12 + bw, r->y + y++, CV_NORMAL, CV_DEFAULT, "%.2f",
			 sd->p_unscaled[j]);
	}
	y++;
	y = title(c, r, y, vl(ctx, "scaled: softmax(q·k / √d)", "缩放：softmax(q·k / √d)"));
	for (int j = 0; j < SCALE_DEMO_KEYS; j++) {
		cv_textf(c, r, r->x, r->y + y, CV_NORMAL, CV_MUTED, "k%d", j + 1);
		cv_textf(c, r, r->x + 3, r->y + y, CV_NORMAL, CV_DEFAULT, "%6.2f", sd->scaled[j]);
		view_bar(c, r, r->x + 11, r->y + y, bw, sd->p_scaled[j], heat_ramp_color(sd->p_scaled[j]));
		cv_textf(c, r, r->x + 12 + bw, r->y + y++, CV_NORMAL, CV_DEFAULT, "%.2f",
			 sd->p_scaled[j]);
	}
	y++;
	/* exact invariance: the scaled weights are bit-for-bit those at d = 4 */
	bool same = memcmp(sd->p_scaled, base->p_scaled, sizeof sd->p_scaled) == 0;
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, same ? CV_GOOD : CV_BAD, "%s d = %d%s %s",
		 vl(ctx, "scaled, same as at", "缩放后，与"), scale_demo_width(0),
		 vl(ctx, ":", " 时相比："),
		 same ? vl(ctx, "yes, exactly", "完全相同") : vl(ctx, "no", "不同"));
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, "√d = %d", sd->sqrt_d);
}

void view_softmax(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const attn_trace *t = ctx->t;
	bool masked[N * N];
	mask_cells(t, masked);
	int y = title(c, r, 0, vl(ctx, "P = softmax of each row of S/√d", "P = 对 S/√d 逐行 softmax"));
	y++;
	heatmap hm = {t->weights, t->n, t->n, worked_tokens, worked_tokens, masked, true, false,
		      big_cells(r), clampn(ctx->vs->cell_row, t->n), clampn(ctx->vs->cell_col, t->n), ctx->hits,
		      ctx->vs->color, ctx->vs->lang};
	int top = y;
	y += heatmap_draw(c, r, r->x, r->y + y, &hm) + 1;
	/* row sums, to the right of the heatmap: Σ_j P[i,j] = 1 */
	int sx = r->x + heatmap_width(&hm) + 2;
	cv_text(c, r, sx, r->y + top, vl(ctx, "sum", "和"), CV_BOLD, CV_MUTED);
	for (int i = 0; i < t->n; i++) {
		double s = 0;
		for (int j = 0; j < t->n; j++)
			s += t->weights[i * t->n + j];
		cv_textf(c, r, sx, r->y + top + heatmap_row_mid(&hm, i), CV_BOLD, CV_GOOD, "%.2f", s);
	}
	int i = clampn(ctx->vs->cell_row, t->n), j = clampn(ctx->vs->cell_col, t->n);
	char zs[64] = "", ps[64] = "", num[16];
	int zn = 0, pn = 0;
	for (int k = 0; k < t->n; k++) {
		view_num(num, sizeof num, t->masked[i * t->n + k]);
		zn += snprintf(zs + zn, sizeof zs - (size_t)zn, "%s%s", k ? ", " : "", num);
		if (masked[i * t->n + k])
			snprintf(num, sizeof num, "0");
		else
			view_num(num, sizeof num, t->weights[i * t->n + k]);
		pn += snprintf(ps + pn, sizeof ps - (size_t)pn, "%s%s", k ? ", " : "", num);
	}
	cv_textf(c, r, r->x, r->y + y++, CV_BOLD, CV_DEFAULT, "%s %s:", vl(ctx, "row", "行"),
		 worked_tokens[i]);
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, " softmax(%s)", zs);
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, " = (%s)", ps);
	y++;
	if (masked[i * t->n + j])
		cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_MASKED, vl(ctx, "(%s, %s): %s", "(%s, %s)：%s"), worked_tokens[i],
			 worked_tokens[j], vl(ctx, "masked: −∞ → exactly 0", "被掩码：−∞ → 恰好为 0"));
	else
		cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, "(%s, %s) = e^%.2f / Σ e^z = %.4f",
			 worked_tokens[i], worked_tokens[j], t->masked[i * t->n + j],
			 t->weights[i * t->n + j]);
	/* where the cell's score came from: z = q_i·k_j / √d */
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_MUTED, " q_%s·k_%s = %.2f, ÷√d = %.2f",
		 worked_tokens[i], worked_tokens[j], t->scores[i * t->n + j],
		 t->scaled[i * t->n + j]);
}

void view_mix(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const attn_trace *t = ctx->t;
	bool masked[N * N];
	mask_cells(t, masked);
	int y = title(c, r, 0, vl(ctx, "out = P · V: a weighted mix of values",
				  "out = P · V：value 的加权混合"));
	for (int i = 0; i < t->n; i++) {
		y++;
		cv_textf(c, r, r->x, r->y + y++, CV_BOLD, CV_DEFAULT, "out[%s] =", worked_tokens[i]);
		for (int j = 0; j < t->n; j++) {
			int x = r->x;
			x += cv_text(c, r, x, r->y + y, j ? " + " : "   ", CV_NORMAL, CV_MUTED);
			char num[16];
			if (masked[i * t->n + j])
				snprintf(num, sizeof num, "  ·");
			else
				view_num(num, sizeof num, t->weights[i * t->n + j]);
			x += cv_textf(c, r, x, r->y + y, CV_NORMAL,
				      masked[i * t->n + j] ? CV_MASKED : CV_DEFAULT, "%4s × ", num);
			x += view_vec(c, r, x, r->y + y, t->v + j * t->d_head, t->d_head, NULL, CV_NORMAL,
				      CV_DEFAULT);
			cv_textf(c, r, x + 1, r->y + y++, CV_NORMAL, CV_MUTED, "V[%s]", worked_tokens[j]);
		}
		int x = r->x + cv_text(c, r, r->x, r->y + y, " = ", CV_BOLD, CV_DEFAULT) + 7;
		view_vec(c, r, x, r->y + y++, t->out + i * t->d_head, t->d_head, NULL, CV_BOLD,
			 CV_ACCENT);
	}
	y++;
	if (t->causal)
		cv_text(c, r, r->x, r->y + y, vl(ctx, "masked weights (·) add nothing",
						  "被掩码的权重（·）不贡献任何东西"), CV_DIM, CV_MUTED);
}

void view_residual(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const attn_trace *t = ctx->t;
	int y = title(c, r, 0, vl(ctx, "x + out: a delta, not a replacement",
				  "x + out：是增量，不是替换"));
	if (!t->resid)
		return;
	for (int i = 0; i < t->n; i++) {
		y++;
		cv_text(c, r, r->x, r->y + y++, worked_tokens[i], CV_BOLD, CV_DEFAULT);
		const struct {
			const char *lab;
			const double *v;
			int style, color;
		} rows[] = {
			{"  x      ", t->x + i * t->d_model, CV_NORMAL, CV_DEFAULT},
			{"+ out (Δ)", t->out + i * t->d_head, CV_NORMAL, CV_DEFAULT},
			{"= x + out", t->resid + i * t->d_model, CV_BOLD, CV_ACCENT},
		};
		for (int k = 0; k < 3; k++) {
			cv_text(c, r, r->x, r->y + y, rows[k].lab, CV_NORMAL, CV_MUTED);
			view_vec(c, r, r->x + 10, r->y + y++, rows[k].v, t->d_model, NULL, rows[k].style,
				 rows[k].color);
		}
	}
	y++;
	cv_text(c, r, r->x, r->y + y++, vl(ctx, "x is kept; out is added on top.",
					    "x 原样保留；out 叠加在上面。"),
		CV_NORMAL, CV_DEFAULT);
}

void view_mask_toggle(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const attn_trace *t = ctx->t;
	bool masked[N * N];
	mask_cells(t, masked);
	int x = r->x;
	x += cv_text(c, r, x, r->y, vl(ctx, "causal mask: ", "因果掩码："), CV_BOLD, CV_DEFAULT);
	x += cv_text(c, r, x, r->y, t->causal ? vl(ctx, "ON", "开") : vl(ctx, "OFF", "关"),
		     CV_REVERSE, t->causal ? CV_GOOD : CV_BAD);
	cv_text(c, r, x, r->y, vl(ctx, "   (m toggles)", "   （按 m 切换）"), CV_NORMAL, CV_MUTED);
	int y = 2;
	y = title(c, r, y, t->causal ? vl(ctx, "S/√d, masked", "S/√d，加掩码后")
				     : vl(ctx, "S/√d, no mask", "S/√d，不加掩码"));
	heatmap hs = {t->masked, t->n, t->n, worked_tokens, worked_tokens, masked, false, false,
		      big_cells(r), -1, -1, NULL, ctx->vs->color, ctx->vs->lang};
	y += heatmap_draw(c, r, r->x, r->y + y, &hs) + 1;
	y = title(c, r, y, vl(ctx, "P = softmax(row)", "P = 逐行 softmax"));
	heatmap hp = {t->weights, t->n, t->n, worked_tokens, worked_tokens, masked, true, false,
		      big_cells(r),
		      ctx->vs->focused ? clampn(ctx->vs->cell_row, t->n) : -1,
		      ctx->vs->focused ? clampn(ctx->vs->cell_col, t->n) : -1, ctx->hits,
		      ctx->vs->color, ctx->vs->lang};
	y += heatmap_draw(c, r, r->x, r->y + y, &hp) + 1;
	/* what the first token does with the future */
	const char *a = worked_tokens[0], *b = worked_tokens[1];
	double w01 = t->weights[1];
	if (t->causal)
		cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_MASKED, vl(ctx, "%s → %s: %s", "%s → %s：%s"), a, b,
			 vl(ctx, "masked, weight exactly 0", "被掩码，权重恰好为 0"));
	else
		cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_BAD, vl(ctx, "%s → %s: %.2f  %s", "%s → %s：%.2f  %s"), a, b, w01,
			 vl(ctx, "(reads the future!)", "（看到了未来！）"));
	char num[16];
	view_num(num, sizeof num, t->out[0]);
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_DEFAULT, "out[%s] = [%s, %.2f]", a, num,
		 t->out[1]);
}

void view_mask_grid(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const view_state *vs = ctx->vs;
	const int cw = 5, lw = 5;
	int y = title(c, r, 0, vl(ctx, "may row i look at column j?", "第 i 行能看第 j 列吗？"));
	y++;
	for (int j = 0; j < MASK_GRID_N; j++) {
		char lab[16];
		snprintf(lab, sizeof lab, "%-*s", cw, mask_grid_tokens[j]);
		cv_text(c, r, r->x + lw + j * cw + 1, r->y + y, lab, CV_BOLD, CV_MUTED);
	}
	y++;
	for (int i = 0; i < MASK_GRID_N; i++, y++) {
		cv_text(c, r, r->x, r->y + y, mask_grid_tokens[i], CV_BOLD, CV_MUTED);
		for (int j = 0; j < MASK_GRID_N; j++) {
			bool ok = !vs->mask || attn_mask_allows(i, j);
			bool cur = i == clampn(vs->grid_row, MASK_GRID_N) && j == clampn(vs->grid_col, MASK_GRID_N);
			int cx = r->x + lw + j * cw;
			int style = cur && vs->focused ? CV_REVERSE : CV_NORMAL;
			if (ctx->hits)
				view_hits_add(ctx->hits, cx, r->y + y, cw, i, j);
			cv_text(c, r, cx, r->y + y, cur ? "[   ]" : "     ", style, CV_ACCENT);
			cv_text(c, r, cx + 2, r->y + y, ok ? "✓" : "·", style | 0,
				ok ? CV_GOOD : CV_MASKED);
		}
	}
	y++;
	int i = clampn(vs->grid_row, MASK_GRID_N), j = clampn(vs->grid_col, MASK_GRID_N);
	const char *ti = mask_grid_tokens[i], *tj = mask_grid_tokens[j];
	char buf[512];
	if (!vs->mask)
		snprintf(buf, sizeof buf,
			 vl(ctx, "“%s” (%d) → “%s” (%d): yes. The mask is off (m), so every token sees every other, even later ones.",
			    "“%s”（%d）→“%s”（%d）：可以。掩码已关闭（m），每个 token 都能看到所有 token，连后面的也能看到。"),
			 ti, i, tj, j);
	else if (attn_mask_allows(i, j))
		snprintf(buf, sizeof buf,
			 vl(ctx, "“%s” (%d) → “%s” (%d): yes. %d ≤ %d: “%s” is already there when “%s” is read. Row %d sees columns 0…%d.",
			    "“%s”（%d）→“%s”（%d）：可以。%d ≤ %d：读到“%s”时，“%s”已经在前面了。第 %d 行能看第 0…%d 列。"),
			 ti, i, tj, j, j, i, ctx->vs->lang && !strcmp(ctx->vs->lang, "zh") ? ti : tj,
			 ctx->vs->lang && !strcmp(ctx->vs->lang, "zh") ? tj : ti, i, i);
	else
		snprintf(buf, sizeof buf,
			 vl(ctx, "“%s” (%d) → “%s” (%d): no. %d > %d: “%s” comes later. Its score becomes −∞ before softmax, so its weight is exactly 0.",
			    "“%s”（%d）→“%s”（%d）：不行。%d > %d：“%s”在后面。softmax 之前它的分数被设为 −∞，所以权重恰好为 0。"),
			 ti, i, tj, j, j, i, tj);
	cv_rect tr = {r->x, r->y + y, r->w, r->h - y};
	tx_draw_wrapped(c, &tr, 0, buf, CV_NORMAL, CV_DEFAULT);
}

void view_worked_summary(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const attn_trace *t = ctx->t;
	bool masked[N * N];
	mask_cells(t, masked);
	const int lw = 9, vw = 16;
	int y = 0;
	for (int i = 0; i < t->n; i++)
		cv_textf(c, r, r->x + lw + i * vw + 2, r->y + y, CV_BOLD, CV_ACCENT, "%s",
			 worked_tokens[i]);
	y++;
	const struct {
		const char *lab;
		const double *m;
		int cols;
		bool mask;
	} rows[] = {
		{"x", t->x, t->d_model, false},
		{"Q", t->q, t->d_head, false},
		{"K", t->k, t->d_head, false},
		{"V", t->v, t->d_head, false},
		{"S", t->scores, t->n, false},
		{"S/√d", t->scaled, t->n, false},
		{"mask", t->masked, t->n, false},
		{"P", t->weights, t->n, true},
		{"out", t->out, t->d_head, false},
		{"x+out", t->resid, t->d_model, false},
	};
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++) {
		if (!rows[k].m)
			continue;
		cv_text(c, r, r->x, r->y + y, rows[k].lab, CV_BOLD, CV_MUTED);
		for (int i = 0; i < t->n; i++)
			view_vec(c, r, r->x + lw + i * vw, r->y + y, rows[k].m + i * rows[k].cols,
				 rows[k].cols, rows[k].mask ? masked + i * t->n : NULL,
				 k >= 8 ? CV_BOLD : CV_NORMAL, k >= 8 ? CV_ACCENT : CV_DEFAULT);
		y++;
	}
	y++;
	cv_textf(c, r, r->x, r->y + y++, CV_NORMAL, CV_MUTED, vl(ctx, "%s: %s   d = %d", "%s：%s   d = %d"),
		 vl(ctx, "causal mask", "因果掩码"),
		 t->causal ? vl(ctx, "on", "开") : vl(ctx, "off", "关"), t->d_head);
	cv_text(c, r, r->x, r->y + y, vl(ctx, "rows of S, P: one per query", "S、P 的每一行对应一个 query"),
		CV_NORMAL, CV_MUTED);
}
