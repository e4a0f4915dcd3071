/* bank-drift: the last token of the three bank prompts followed through the
 * layers. A table of the pairwise cosines after each layer (the layer's
 * kind beside it, and how much that layer lowered the mean cosine), then
 * the three trajectories on their two principal axes. Numbers from
 * src/live/drift.c; nothing is computed here beyond placing the points. */
#include <math.h>
#include <stdlib.h>
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
	if (!ex || !ex->drift.ok) {
		cv_text(c, r, r->x, r->y, ex && ex->drift.err.msg[0] ? ex->drift.err.msg
			: vl(ctx, "(computing the three runs…)", "（正在计算三次运行…）"), CV_NORMAL, CV_MUTED);
		return;
	}
	const drift_data *d = &ex->drift.d;
	int y = r->y, bottom = r->y + r->h;
	for (int p = 0; p < DRIFT_N && y < bottom; p++) {
		char lab[160];
		live_label_fit(ex->drift.labels[p], r->w - 3, lab, sizeof lab);
		cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "%c: %s", prompt_mark[p], lab);
	}
	if (!d->same_last && y < bottom)
		cv_text(c, r, r->x, y++, vl(ctx, "(the three prompts do not end in the same token here)",
			"（这里三条提示词的最后一个 token 不一样）"), CV_NORMAL, CV_BAD);
	/* the table: every layer, each with its own change of the mean cosine
	 * (mean after layer l-1 minus mean after layer l), so a jump belongs to
	 * the layer that made it */
	int P = d->L + 1;
	if (y < bottom)
		cv_text(c, r, r->x, y++, vl(ctx, "after     A·B    A·C    B·C   its change",
			"之后      A·B    A·C    B·C   本层变化"), CV_BOLD, CV_MUTED);
	double maxdrop = 1e-9;
	for (int l = 1; l < P; l++)
		maxdrop = fmax(maxdrop, fabs(mean_cos(d, l - 1) - mean_cos(d, l)));
	for (int l = 0; l < P && y < bottom; l++) {
		char name[32];
		if (l == 0)
			snprintf(name, sizeof name, "%s", vl(ctx, "embedding", "嵌入"));
		else
			snprintf(name, sizeof name, "%d %s", l - 1, d->linear[l - 1] ? "GDN" : vl(ctx, "full", "全注意"));
		bool full = l > 0 && !d->linear[l - 1];
		cv_textf(c, r, r->x, y, full ? CV_BOLD : CV_NORMAL, full ? CV_ACCENT : CV_DEFAULT, "%s", name);
		for (int k = 0; k < DRIFT_PAIRS; k++)
			cv_textf(c, r, r->x + 9 + 7 * k, y, CV_NORMAL, CV_DEFAULT, "%6.3f",
				d->cos[(size_t)l * DRIFT_PAIRS + k]);
		if (l > 0) {
			double drop = mean_cos(d, l - 1) - mean_cos(d, l);
			char num[16];
			snprintf(num, sizeof num, "%+.3f", -drop);
			if (strcmp(num, "-0.000") == 0)
				snprintf(num, sizeof num, "%s", "+0.000");
			cv_text(c, r, r->x + 31, y, num, CV_NORMAL, drop > 0 ? CV_GOOD : CV_MUTED);
			int bw = r->w - 39;
			if (bw > 16)
				bw = 16;
			if (bw > 2 && drop > 0)
				view_bar(c, r, r->x + 38, y, bw, drop / maxdrop, CV_GOOD);
		}
		y++;
	}
	if (y + 4 >= bottom) {
		if (y < bottom)
			cv_text(c, r, r->x, y, vl(ctx, "(z: room for the paths)", "（按 z：留出画路径的地方）"), CV_DIM,
				CV_MUTED);
		return;
	}
	/* the picture: each prompt's path on the two axes along which the
	 * points spread most, one digit per layer (the layer after which the
	 * point is taken), dots joining them, the path's letter at its end */
	char leg[256];
	snprintf(leg, sizeof leg, vl(ctx, "paths (axes: %.0f%% and %.0f%% of the spread): * start, 0-%d after "
				"that layer, A B C the end",
				"路径（两轴占散布的 %.0f%% 和 %.0f%%）：* 起点，0-%d 为该层之后，A B C 为终点"),
		 100 * d->var[0], 100 * d->var[1], d->L - 1);
	tx_run run = {0};
	tx_run_plain(&run, leg, CV_NORMAL);
	int starts[8], ends[8];
	int legn = tx_wrap(&run, r->w, starts, ends, 8);
	tx_run_free(&run);
	int gw = r->w - 2 < 100 ? r->w - 2 : 100, gh = bottom - y - legn < 30 ? bottom - y - legn : 30;
	if (gw < 10 || gh < 5) {
		cv_text(c, r, r->x, y, vl(ctx, "(z: room for the paths)", "（按 z：留出画路径的地方）"), CV_DIM,
			CV_MUTED);
		return;
	}
	y += tx_draw_wrapped(c, r, y - r->y, leg, CV_NORMAL, CV_MUTED);
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
	int px[DRIFT_N][64], py[DRIFT_N][64];
	int n = P < 64 ? P : 64;
	for (int p = 0; p < DRIFT_N; p++)
		for (int l = 0; l < n; l++) {
			const double *pt = d->xy + ((size_t)p * P + l) * 2;
			px[p][l] = r->x + 1 + (int)lround((pt[0] - x0) * sx);
			py[p][l] = y + (int)lround((y1 - pt[1]) * sy);
		}
	static const int pcol[DRIFT_N] = {CV_ACCENT, CV_GOOD, CV_BAD};
	/* the joins first, so the numbered points stay on top */
	for (int p = 0; p < DRIFT_N; p++)
		for (int l = 1; l < n; l++) {
			int ax = px[p][l - 1], ay = py[p][l - 1], bx = px[p][l], by = py[p][l];
			int steps = abs(bx - ax) > abs(by - ay) ? abs(bx - ax) : abs(by - ay);
			for (int q = 1; q < steps; q++) {
				int qx = ax + (int)lround((double)(bx - ax) * q / steps);
				int qy = ay + (int)lround((double)(by - ay) * q / steps);
				cv_put(c, r, qx, qy, 0xB7, CV_NORMAL, pcol[p]); /* · */
			}
		}
	for (int p = 0; p < DRIFT_N; p++)
		for (int l = 1; l < n; l++) {
			bool last = l == n - 1;
			uint32_t ch = last ? (uint32_t)prompt_mark[p] : (uint32_t)('0' + (l - 1) % 10);
			cv_put(c, r, px[p][l], py[p][l], ch, last ? CV_REVERSE : CV_BOLD, pcol[p]);
		}
	cv_put(c, r, px[0][0], py[0][0], '*', CV_BOLD, CV_MUTED);
}
