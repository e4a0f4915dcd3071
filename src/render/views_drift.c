/* bank-drift: the last token of the three bank prompts followed through the
 * layers. A table of the pairwise cosines after each layer (the layer's
 * kind beside it, and how much that layer lowered the mean cosine), then
 * the three trajectories on their two principal axes. Numbers from
 * src/live/drift.c; nothing is computed here beyond placing the points. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "live/extra.h"
#include "render/text.h"
#include "render/views_live.h"

static const char prompt_mark[DRIFT_N] = { 'A', 'B', 'C' };

static double mean_cos(const drift_data *d, int l)
{
	double s = 0;
	for (int k = 0; k < DRIFT_PAIRS; k++)
		s += d->cos[(size_t)l * DRIFT_PAIRS + k];
	return s / DRIFT_PAIRS;
}

void view_live_drift(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_extra *ex = ctx->ex;
	if (!ex || !ex->drift_ok) {
		cv_text(c, r, r->x, r->y, ex && ex->drift_err.msg[0] ? ex->drift_err.msg
			: vl(ctx, "(computing the three runs…)", "（正在计算三次运行…）"), CV_NORMAL, CV_MUTED);
		return;
	}
	const drift_data *d = &ex->drift;
	int y = r->y, bottom = r->y + r->h;
	for (int p = 0; p < DRIFT_N && y < bottom; p++) {
		char lab[160];
		live_label_fit(ex->drift_labels[p], r->w - 3, lab, sizeof lab);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "%c: %s", prompt_mark[p], lab);
	}
	if (!d->same_last && y < bottom)
		cv_text(c, r, r->x, y++, vl(ctx, "(the three prompts do not end in the same token here)",
			"（这里三条提示词的最后一个 token 不一样）"), CV_NORMAL, CV_BAD);
	if (y < bottom)
		cv_text(c, r, r->x, y++, vl(ctx, "cosine of the last token's vectors after each layer:",
			"每一层之后，最后一个 token 的向量之间的余弦："), CV_BOLD, CV_DEFAULT);
	if (y < bottom)
		cv_text(c, r, r->x, y++, vl(ctx, "layer            A·B    A·C    B·C   change of the mean",
			"层               A·B    A·C    B·C   平均值的变化"), CV_DIM, CV_MUTED);
	/* the table: as many layers as fit, keeping room for the picture */
	int P = d->L + 1;
	int room = bottom - y - 8;
	int step = room >= P ? 1 : (P + (room > 1 ? room : 1) - 1) / (room > 1 ? room : 1);
	for (int l = 0; l < P && y < bottom; l += step) {
		char name[32];
		if (l == 0)
			snprintf(name, sizeof name, "%s", vl(ctx, "embedding", "嵌入"));
		else
			snprintf(name, sizeof name, "%2d %s", l - 1,
				d->linear[l - 1] ? "GDN" : vl(ctx, "full", "全注意力"));
		bool full = l > 0 && !d->linear[l - 1];
		cv_textf(c, r, r->x, y, full ? CV_BOLD : CV_NORMAL, full ? CV_ACCENT : CV_DEFAULT, "%-14s", name);
		for (int k = 0; k < DRIFT_PAIRS; k++)
			cv_textf(c, r, r->x + 15 + 7 * k, y, CV_NORMAL, CV_DEFAULT, "%6.3f",
				d->cos[(size_t)l * DRIFT_PAIRS + k]);
		if (l > 0) {
			double drop = mean_cos(d, l - step > 0 ? l - step : 0) - mean_cos(d, l);
			cv_textf(c, r, r->x + 37, y, CV_NORMAL, drop > 0 ? CV_GOOD : CV_MUTED, "%+.3f", -drop);
			int bw = r->w - 46;
			if (bw > 12)
				bw = 12;
			if (bw > 2 && drop > 0)
				view_bar(c, r, r->x + 45, y, bw, drop / (1 - mean_cos(d, P - 1) + 1e-9), CV_GOOD);
		}
		y++;
	}
	if (y + 3 >= bottom)
		return;
	/* the picture: each prompt's path, * the shared start, lower case after a
	 * GatedDeltaNet layer, upper case after a full-attention one */
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED,
		vl(ctx, "the paths on their two main axes (%.0f%% and %.0f%% of the spread): * start, "
			"a b c after GDN, A B C after full attention",
			"在两条主轴上的路径（占散布的 %.0f%% 和 %.0f%%）：* 起点，GDN 之后 a b c，全注意力之后 A B C"),
		100 * d->var[0], 100 * d->var[1]);
	int gw = r->w - 2 < 60 ? r->w - 2 : 60, gh = bottom - y - 1 < 14 ? bottom - y - 1 : 14;
	if (gw < 10 || gh < 4)
		return;
	double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
	for (int k = 0; k < DRIFT_N * P; k++) {
		x0 = fmin(x0, d->xy[2 * k]);
		x1 = fmax(x1, d->xy[2 * k]);
		y0 = fmin(y0, d->xy[2 * k + 1]);
		y1 = fmax(y1, d->xy[2 * k + 1]);
	}
	double sx = x1 > x0 ? (gw - 1) / (x1 - x0) : 0, sy = y1 > y0 ? (gh - 1) / (y1 - y0) : 0;
	for (int gy = 0; gy < gh; gy++)
		cv_put(c, r, r->x, y + gy, '|', CV_NORMAL, CV_MUTED);
	for (int p = 0; p < DRIFT_N; p++)
		for (int l = 0; l < P; l++) {
			const double *pt = d->xy + ((size_t)p * P + l) * 2;
			int gx = (int)lround((pt[0] - x0) * sx), gy = (int)lround((y1 - pt[1]) * sy);
			uint32_t ch = l == 0 ? '*' : d->linear[l - 1] ? (uint32_t)(prompt_mark[p] - 'A' + 'a')
				: (uint32_t)prompt_mark[p];
			bool last = l == P - 1;
			cv_put(c, r, r->x + 1 + gx, y + gy, ch, last ? CV_REVERSE : CV_BOLD,
				l == 0 ? CV_MUTED : p == 0 ? CV_ACCENT : p == 1 ? CV_GOOD : CV_BAD);
		}
}
