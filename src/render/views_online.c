/* online-softmax: softmax and the mix with V a block of keys at a time, as
 * fused attention kernels do it. Every number comes from src/core's
 * online_demo, computed for each block size before drawing. */
#include <stdio.h>

#include "core/online_softmax.h"
#include "render/text.h"
#include "render/views.h"

void view_online_softmax(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (!ctx->od)
		return;
	int pos = ctx->vs->online_idx < 0 ? 0 : ctx->vs->online_idx >= ONLINE_SIZES ? ONLINE_SIZES - 1
										 : ctx->vs->online_idx;
	const online_demo *d = &ctx->od[pos];
	int y = r->y, x = r->x;
	cv_textf(c, r, x, y++, CV_BOLD, CV_ACCENT, vl(ctx, "one query, %d keys, blocks of %d   [ ]",
						      "一个 query，%d 个 key，每块 %d 个   [ ]"),
		 ONLINE_N, d->block);
	/* the inputs, one key a column: index, score, value vector */
	cv_text(c, r, r->x, y, vl(ctx, "key", "key"), CV_NORMAL, CV_MUTED);
	cv_text(c, r, r->x, y + 1, vl(ctx, "score s", "分数 s"), CV_NORMAL, CV_MUTED);
	cv_text(c, r, r->x, y + 2, vl(ctx, "value v", "值 v"), CV_NORMAL, CV_MUTED);
	for (int j = 0; j < ONLINE_N; j++) {
		x = r->x + 9 + 5 * j;
		cv_textf(c, r, x, y, CV_DIM, CV_MUTED, "%d", j);
		cv_textf(c, r, x, y + 1, CV_BOLD, CV_DEFAULT, "%g", online_scores[j]);
		cv_textf(c, r, x, y + 2, CV_NORMAL, CV_DEFAULT, "%g,%g", online_values[j][0], online_values[j][1]);
	}
	y += 3;
	/* one line per block: its keys, its largest score, the running maximum
	 * m, the factor the old sums were multiplied by, the running ℓ and the
	 * output so far */
	cv_text(c, r, r->x, y++, vl(ctx, "keys max  m  ×      ℓ      out so far", "key  最大 m  ×      ℓ      当前输出"),
		CV_BOLD, CV_MUTED);
	for (int k = 0; k < d->n_blocks && y < r->y + r->h; k++, y++) {
		const online_block *b = &d->b[k];
		char keys[16];
		if (b->n > 1)
			snprintf(keys, sizeof keys, "%d-%d", b->first, b->first + b->n - 1);
		else
			snprintf(keys, sizeof keys, "%d", b->first);
		bool moved = b->rescale != 1;
		int xx = r->x + cv_textf(c, r, r->x, y, CV_NORMAL, CV_DEFAULT, "%-4s %3g %2g  ", keys,
					 b->block_max, b->m);
		xx += cv_textf(c, r, xx, y, moved ? CV_BOLD : CV_NORMAL, moved ? CV_BAD : CV_MUTED, "%5.3f",
			       b->rescale);
		cv_textf(c, r, xx, y, CV_NORMAL, CV_DEFAULT, "  %5.3f  %5.2f %5.2f", b->l, b->out[0], b->out[1]);
	}
	const online_block *last = &d->b[d->n_blocks - 1];
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_GOOD, vl(ctx, "in blocks:    [%.4f %.4f]", "分块：        [%.4f %.4f]"),
		 last->out[0], last->out[1]);
	cv_textf(c, r, r->x, y++, CV_BOLD, CV_DEFAULT, vl(ctx, "softmax(s)·V: [%.4f %.4f]",
							  "softmax(s)·V：[%.4f %.4f]"),
		 d->direct[0], d->direct[1]);
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_MUTED, vl(ctx, "largest difference %.1e (rounding)",
							  "最大差 %.1e（舍入误差）"), d->max_diff);
	y++;
	tx_draw_wrapped(c, r, y - r->y, vl(ctx, "m: the largest score so far; ×: e^(m₀−m), what a new "
		"maximum multiplies the old sums by (red); ℓ = Σ e^(s−m); out = Σ e^(s−m)·v ÷ ℓ.",
		"m：目前最大的分数；×：e^(m₀−m)，出现新的最大值时旧的两个和要乘的数（红色）；"
		"ℓ = Σ e^(s−m)；输出 = Σ e^(s−m)·v ÷ ℓ。"), CV_NORMAL, CV_MUTED);
}
