/* The neuron views: one cell (i, j) of a head taken apart dimension by
 * dimension, for a real head (neuron) and for the worked example's 2-D one
 * (neuron-worked). The numbers come from src/live/neuron.c; the bars are
 * drawn from them, nothing is computed here beyond placing them. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/worked.h"
#include "live/extra.h"
#include "render/text.h"
#include "render/views_live.h"

/* A signed bar around a centre column: '-' to the left for negative
 * values, '+' to the right for positive, length |v| / vmax × half. */
static void signed_bar(canvas *c, const cv_rect *r, int x, int y, int half, double v, double vmax)
{
	int n = vmax > 0 ? (int)lround(fabs(v) / vmax * half) : 0;
	if (n > half)
		n = half;
	cv_put(c, r, x + half, y, '|', CV_NORMAL, CV_MUTED);
	for (int k = 1; k <= n; k++) {
		if (v < 0)
			cv_put(c, r, x + half - k, y, '-', CV_BOLD, CV_BAD);
		else
			cv_put(c, r, x + half + k, y, '+', CV_BOLD, CV_GOOD);
	}
}

/* The cell from row y: the products, their sum, the scaling, the softmax. */
static void draw_cell(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const neuron_cell *nc,
	const char *li, const char *lj)
{
	int bottom = r->y + r->h;
	if (nc->rotary > 0)
		y += tx_draw_wrapped(c, r, y - r->y,
			vl(ctx, "q_i[c] · k_j[c] for each dimension c; ↻ marks the dims RoPE rotated "
				"(their products depend on where i and j are):",
				"每个维度 c 上的 q_i[c] · k_j[c]；↻ 标出被 RoPE 旋转的维度（它们的乘积取决于 i 和 j 的位置）："),
			CV_NORMAL, CV_DEFAULT);
	else
		y += tx_draw_wrapped(c, r, y - r->y,
			vl(ctx, "q_i[c] · k_j[c] for each dimension c:", "每个维度 c 上的 q_i[c] · k_j[c]："),
			CV_NORMAL, CV_DEFAULT);
	/* as many dims as fit, largest |product| first when not all do (under
	 * them: the sum, the rotated share, the scaling, the softmax and its
	 * strip, wrapped to two lines each on a narrow pane) */
	int room = bottom - y - (r->w < 52 ? 10 : 7);
	int shown = nc->dim < room ? nc->dim : room;
	if (shown < 1)
		return;
	bool all = shown == nc->dim;
	double vmax = 0;
	for (int d = 0; d < nc->dim; d++)
		vmax = fmax(vmax, fabs(nc->prod[d]));
	if (!all)
		cv_textf(c, r, r->x, y++, CV_DIM, CV_MUTED,
			vl(ctx, "the %d largest of %d, by size", "按大小排的前 %d 个（共 %d 个维度）"), shown, nc->dim);
	/* the columns a narrow pane can hold ("-12.731" and a blank each, the
	 * product a column wider), then the bars in what is left */
	bool narrow = r->w < 52;
	cv_text(c, r, r->x, y++, narrow ? vl(ctx, "dim       q       k      q·k", "维度      q       k      q·k")
					: vl(ctx, "   dim        q        k      q·k", "   维度       q        k      q·k"),
		CV_DIM, CV_MUTED);
	int bx = narrow ? 30 : 35;
	int half = (r->w - bx - 1) / 2;
	if (half > 16)
		half = 16;
	for (int k = 0; k < shown && y < bottom; k++, y++) {
		int d = all ? k : nc->order[k];
		bool rot = d < nc->rotary;
		cv_textf(c, r, r->x, y, CV_NORMAL, rot ? CV_ACCENT : CV_DEFAULT,
			 narrow ? "%s%3d %7.3f %7.3f %8.3f" : "%s%4d %8.3f %8.3f %8.3f", rot ? "↻" : " ", d, nc->q[d],
			 nc->k[d], nc->prod[d]);
		if (half >= 3)
			signed_bar(c, r, r->x + bx, y, half, nc->prod[d], vmax);
	}
	if (y >= bottom)
		return;
	char line[256];
	snprintf(line, sizeof line,
		 vl(ctx, "sum = q·k = %.4f   (+%.3f from positive dims, %.3f from negative)",
		    "和 = q·k = %.4f   （正的维度 +%.3f，负的 %.3f）"),
		 nc->raw, nc->pos, nc->neg);
	y += tx_draw_wrapped(c, r, y - r->y, line, CV_BOLD, CV_DEFAULT);
	if (y < bottom && nc->rotary > 0) {
		snprintf(line, sizeof line,
			 vl(ctx, "rotated dims give %.4f, the other %d dims %.4f", "被旋转的维度贡献 %.4f，其余 %d 个维度 %.4f"),
			 nc->rot_sum, nc->dim - nc->rotary, nc->raw - nc->rot_sum);
		y += tx_draw_wrapped(c, r, y - r->y, line, CV_NORMAL, CV_MUTED);
	}
	if (y < bottom)
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "÷ √%d = %.4f", nc->dim, nc->scaled);
	if (y >= bottom)
		return;
	if (nc->masked) {
		char msg[256];
		snprintf(msg, sizeof msg, vl(ctx, "then the mask: '%s' comes after '%s', so the score becomes "
			"−∞ and the weight 0", "然后是遮蔽：'%s' 在 '%s' 之后，分数变成 −∞，权重为 0"), lj, li);
		tx_draw_wrapped(c, r, y - r->y, msg, CV_NORMAL, CV_MASKED);
		return;
	}
	int visible = nc->i + 1 < nc->n ? nc->i + 1 : nc->n;
	snprintf(line, sizeof line,
		 vl(ctx, "in row %d's softmax: weight %.4f, rank %d of %d", "在第 %d 行的 softmax 里：权重 %.4f，排第 %d（共 %d）"),
		 nc->i, nc->weight, nc->rank, visible);
	y += tx_draw_wrapped(c, r, y - r->y, line, CV_BOLD, CV_ACCENT);
	/* the row's weights as a strip in the heatmaps' ramp (its legend
	 * under it), the cell's own key highlighted */
	if (y >= bottom)
		return;
	int x = r->x + cv_textf(c, r, r->x, y, CV_NORMAL, CV_MUTED, vl(ctx, "row %d: ", "第 %d 行："), nc->i);
	for (int u = 0; u < visible && x + 2 <= r->x + r->w; u++) {
		double w = nc->row_weights[u];
		cv_put(c, r, x, y, heat_fill(ctx->vs->color, heat_ramp_char(w)), u == nc->j ? CV_REVERSE : CV_NORMAL,
		       heat_ramp_color(w));
		x += 2;
	}
	if (++y < bottom)
		heat_legend(c, r, r->x, y, HEAT_WEIGHTS, ctx->vs->color, ctx->vs->lang);
}

void view_live_neuron(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_extra *ex = ctx->ex;
	const live_run *run = live_state_run_shown(ctx->live);
	if (!ex || !ex->neuron.ok || !run) {
		cv_text(c, r, r->x, r->y, ex && ex->neuron.err.msg[0] ? ex->neuron.err.msg
			: vl(ctx, "(no cell yet)", "（尚无单元）"), CV_NORMAL, CV_BAD);
		return;
	}
	const neuron_cell *nc = &ex->neuron.cell;
	const live_sel *sel = ctx->sel;
	int y = r->y;
	live_selector_line(c, r, y++, ctx, &ctx->live->s, ex->neuron.layer, ex->neuron.head);
	char li[32], lj[32];
	live_label_fit(run->labels[nc->i], 10, li, sizeof li);
	live_label_fit(run->labels[nc->j], 10, lj, sizeof lj);
	char line[256];
	snprintf(line, sizeof line,
		 vl(ctx, "cell: query %d '%s' · key %d '%s'  (arrows move it when focused)",
		    "单元：查询 %d '%s' · 键 %d '%s'（聚焦后用方向键移动）"),
		 nc->i, li, nc->j, lj);
	y += tx_draw_wrapped(c, r, y - r->y, line, CV_BOLD, CV_DEFAULT);
	(void)sel;
	draw_cell(c, r, y, ctx, nc, li, lj);
}

void view_neuron_worked(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	const live_extra *ex = ctx->ex;
	if (!ex || !ex->worked.ok) {
		cv_text(c, r, r->x, r->y, vl(ctx, "(no cell)", "（无单元）"), CV_NORMAL, CV_BAD);
		return;
	}
	const neuron_cell *nc = &ex->worked.cell;
	int y = r->y;
	const char *li = worked_tokens[nc->i], *lj = worked_tokens[nc->j];
	char line[256];
	snprintf(line, sizeof line,
		 vl(ctx, "the worked example, d_head 2: query %d '%s' · key %d '%s'",
		    "手算例子，d_head 为 2：查询 %d '%s' · 键 %d '%s'"),
		 nc->i, li, nc->j, lj);
	y += tx_draw_wrapped(c, r, y - r->y, line, CV_BOLD, CV_DEFAULT);
	draw_cell(c, r, y, ctx, nc, li, lj);
}
