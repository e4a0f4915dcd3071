/* The causal views: live-lens (the shown run's last token read out after
 * every layer), live-patch (one prompt's stream patched with another's,
 * layer by layer) and the ablation panel under the views that pick a head
 * (the prediction before -> after the ablated heads are taken away).
 * Numbers from src/live/causal.c through the live_causal state; nothing is
 * computed here. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "live/extra.h"
#include "render/text.h"
#include "render/views_live.h"
#include "util/utf8.h"

static const char *kind_name(const view_ctx *ctx, bool linear)
{
	return linear ? "GDN" : vl(ctx, "full", "全注意");
}

/* a token as the views print it: quoted, cut to w columns */
static void token_label(const view_ctx *ctx, int32_t id, int w, char *out, size_t n)
{
	char raw[96], q[104];
	live_token_text(&ctx->live->s, id, raw, sizeof raw);
	snprintf(q, sizeof q, "'%s'", raw);
	live_label_fit(q, w, out, n);
}

static bool waiting(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, bool ok,
	const char *err)
{
	if (ok)
		return false;
	const live_causal *lc = &ctx->ex->causal;
	if (live_causal_busy(lc) || !err[0])
		cv_text(c, r, r->x, y, vl(ctx, "(computing… Esc cancels)", "（计算中…Esc 取消）"), CV_NORMAL,
			CV_MUTED);
	else
		tx_draw_wrapped(c, r, y - r->y, err, CV_NORMAL, CV_BAD);
	return true;
}

/* ---- live-lens ---- */

void view_live_lens(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_causal *lc = &ctx->ex->causal;
	const live_run *run = live_state_run_shown(ctx->live);
	int y = r->y, bottom = r->y + r->h;
	char lab[160];
	if (!run)
		return;
	live_label_fit(run->text, r->w - 2, lab, sizeof lab);
	cv_textf(c, r, r->x, y++, CV_NORMAL, CV_DEFAULT, "\"%s\"", lab);
	if (waiting(c, r, y, ctx, lc->lens_ok && lc->lens_serial == run->serial, lc->lens_err.msg))
		return;
	const lens_data *d = &lc->lens;
	int32_t pred = d->ids[(size_t)(d->L - 1) * d->k];
	bool wide = r->w >= 52; /* room for the runners-up */
	cv_text(c, r, r->x, y++, wide ? vl(ctx, "after     top token     p      next", "之后      第一名        p      其次")
		: vl(ctx, "after     top token     p", "之后      第一名        p"), CV_BOLD, CV_MUTED);
	/* columns: layer 0-1, kind 3-8, token 10-23, bar + p, then the
	 * runners-up while there is room */
	int tokw = 13, bw = r->w - 34;
	if (bw > 10)
		bw = 10;
	for (int l = 0; l < d->L && y < bottom; l++, y++) {
		const int32_t *ids = d->ids + (size_t)l * d->k;
		const float *p = d->prob + (size_t)l * d->k;
		bool full = !d->linear[l];
		cv_textf(c, r, r->x, y, full ? CV_BOLD : CV_NORMAL, full ? CV_ACCENT : CV_DEFAULT, "%2d %s", l,
			kind_name(ctx, d->linear[l]));
		token_label(ctx, ids[0], tokw, lab, sizeof lab);
		bool is_pred = ids[0] == pred;
		cv_text(c, r, r->x + 10, y, lab, is_pred ? CV_BOLD : CV_NORMAL, is_pred ? CV_GOOD : CV_DEFAULT);
		int x = r->x + 24;
		if (bw >= 3) {
			view_bar(c, r, x, y, bw, p[0], is_pred ? CV_GOOD : CV_ACCENT);
			x += bw + 1;
		}
		x += cv_textf(c, r, x, y, CV_NORMAL, CV_DEFAULT, "%.2f", p[0]);
		for (int i = 1; i < d->k && x + 2 + tokw <= r->x + r->w; i++) {
			token_label(ctx, ids[i], 9, lab, sizeof lab);
			x += 1 + cv_textf(c, r, x + 1, y, CV_NORMAL, ids[i] == pred ? CV_GOOD : CV_MUTED, "%s", lab);
			x += cv_textf(c, r, x, y, CV_NORMAL, CV_MUTED, " %.2f", p[i]);
		}
	}
	if (y + 1 < bottom) {
		y++;
		tx_draw_wrapped(c, r, y - r->y,
			vl(ctx, "Each row: the last token's stream after that layer, through the final norm and the "
				"output matrix. The last row is the prediction.",
				"每一行：最后一个 token 在该层之后的残差流，经过最后的归一化和输出矩阵读出。最后一行就是预测。"),
			CV_NORMAL, CV_MUTED);
	}
}

/* ---- live-patch ---- */

void view_live_patch(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_causal *lc = &ctx->ex->causal;
	const live_session *s = &ctx->live->s;
	int y = r->y, bottom = r->y + r->h;
	char lab[160], ta[48], tb[48];
	const char *mark[2] = {"A", "B"};
	int which[2] = {lc->patch_target, lc->patch_source};
	const char *role[2] = {vl(ctx, "target", "目标"), vl(ctx, "source", "来源")};
	for (int k = 0; k < 2 && y < bottom; k++) {
		int used = cv_textf(c, r, r->x, y, CV_BOLD, k ? CV_GOOD : CV_ACCENT, vl(ctx, "%s %s: ", "%s %s："),
			mark[k], role[k]);
		if (k == 0 && ctx->sel && ctx->sel->editing) {
			/* the target's text as typed so far, its end in view, and the cursor */
			const live_editor *ed = &lc->patch_ed;
			const char *t = ed->buf;
			while (*t && utf8_width(t) > r->w - used - 1) {
				uint32_t cp;
				int n = utf8_decode(t, strlen(t), &cp);
				t += n > 0 ? n : 1;
			}
			int x = r->x + used + cv_text(c, r, r->x + used, y, t, CV_NORMAL, CV_ACCENT);
			if (ed->cur == ed->len)
				cv_put(c, r, x, y, '_', CV_REVERSE, CV_ACCENT);
			y++;
			continue;
		}
		live_label_fit(live_causal_patch_text(lc, s, which[k]), r->w - used, lab, sizeof lab);
		cv_text(c, r, r->x + used, y++, lab, CV_NORMAL, CV_DEFAULT);
	}
	if (waiting(c, r, y, ctx, lc->patch_ok && lc->patch_for == lc->patch_version, lc->patch_err.msg))
		return;
	const patch_data *d = &lc->patch;
	token_label(ctx, d->target_top, 12, ta, sizeof ta);
	token_label(ctx, d->source_top, 12, tb, sizeof tb);
	/* each prompt's own prediction, on one line when it fits */
	bool one = r->w >= 50;
	if (y < bottom) {
		int x = r->x + cv_textf(c, r, r->x, y, CV_NORMAL, CV_ACCENT, vl(ctx, "A alone: %s %.2f", "只看 A：%s %.2f"),
			ta, d->target_p);
		if (!one)
			y++, x = r->x;
		if (y < bottom)
			cv_textf(c, r, x, y++, CV_NORMAL, CV_GOOD, vl(ctx, "%sB alone: %s %.2f", "%s只看 B：%s %.2f"),
				one ? "  " : "", tb, d->source_p);
	}
	/* columns: layer and kind 0-8 (全注意 is 6 wide), the patched
	 * prediction 10-20, its probability 21, then A's and B's own next
	 * tokens' */
	if (y < bottom)
		cv_text(c, r, r->x, y++, vl(ctx, "after     A predicts   p   pA   pB", "之后      A 的预测     p   pA   pB"),
			CV_BOLD, CV_MUTED);
	bool same = d->target_top == d->source_top;
	for (int l = 0; l < d->L && y < bottom; l++, y++) {
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_DEFAULT, "%2d %s", l,
			kind_name(ctx, s->m.cfg.layer_is_linear[l]));
		int col = d->top[l] == d->source_top && !same ? CV_GOOD
			: d->top[l] == d->target_top ? CV_ACCENT : CV_DEFAULT;
		token_label(ctx, d->top[l], 10, lab, sizeof lab);
		cv_text(c, r, r->x + 10, y, lab, CV_BOLD, col);
		cv_textf(c, r, r->x + 21, y, CV_NORMAL, CV_DEFAULT, "%.2f %.2f %.2f", d->top_p[l], d->p_target[l],
			d->p_source[l]);
		/* the first layer whose patched prediction is B's own */
		bool flip = !same && d->top[l] == d->source_top && (l == 0 || d->top[l - 1] != d->source_top);
		if (flip)
			cv_text(c, r, r->x + 36, y, vl(ctx, "<- B", "<- B"), CV_BOLD, CV_GOOD);
	}
	if (y + 1 < bottom)
		tx_draw_wrapped(c, r, y + 1 - r->y,
			vl(ctx, "Row l: A run with B's last vector put in after layer l. pA, pB: the probabilities of "
				"A's and B's own next tokens.",
				"第 l 行：运行 A，在第 l 层之后换上 B 最后一个 token 的向量。pA、pB：A、B 各自原本预测的 token 的概率。"),
			CV_NORMAL, CV_MUTED);
}

/* ---- the ablation panel ---- */

#define CAUSAL_TOP_SHOWN 3 /* tokens of the prediction before -> after */

int live_ablation_rows(const view_ctx *ctx)
{
	const live_causal *lc = ctx->ex ? &ctx->ex->causal : NULL;
	if (!lc || lc->n_ablated == 0)
		return 0;
	return 2 + CAUSAL_TOP_SHOWN;
}

void live_ablation_draw(canvas *c, const cv_rect *r, int y, const view_ctx *ctx)
{
	const live_causal *lc = &ctx->ex->causal;
	int bottom = r->y + r->h;
	/* the ablated heads, "3.1 7.0", as far as they fit */
	int x = r->x;
	x += cv_text(c, r, x, y, vl(ctx, "ablated:", "已消融："), CV_BOLD, CV_BAD);
	for (int l = 0; l < lc->L; l++)
		for (int h = 0; lc->ablate && lc->ablate[l] && h < lc->nheads[l]; h++)
			if (lc->ablate[l][h])
				x += cv_textf(c, r, x, y, CV_NORMAL, CV_BAD, " %d.%d", l, h);
	cv_text(c, r, x, y, vl(ctx, "  (X clears)", "（X 全部恢复）"), CV_DIM, CV_MUTED);
	y++;
	const live_run *run = live_state_run_shown(ctx->live);
	if (y >= bottom || !run)
		return;
	if (waiting(c, r, y, ctx, lc->abl_ok && lc->abl_serial == run->serial && lc->abl_for == lc->abl_version,
		lc->abl_err.msg))
		return;
	const ablate_data *d = &lc->abl;
	cv_text(c, r, r->x, y++, vl(ctx, "next token    before -> after   change", "下一个 token  之前 -> 之后     变化"),
		CV_BOLD, CV_MUTED);
	int bw = r->w - 42;
	if (bw > 12)
		bw = 12;
	char lab[64];
	for (int i = 0; i < d->k && i < CAUSAL_TOP_SHOWN && y < bottom; i++, y++) {
		token_label(ctx, d->before[i], 13, lab, sizeof lab);
		cv_text(c, r, r->x, y, lab, CV_NORMAL, CV_DEFAULT);
		double dp = (double)d->p_before_after[i] - d->p_before[i];
		cv_textf(c, r, r->x + 14, y, CV_NORMAL, CV_DEFAULT, "%.2f -> %.2f", d->p_before[i],
			d->p_before_after[i]);
		char num[16];
		snprintf(num, sizeof num, "%+.2f", dp);
		if (strcmp(num, "-0.00") == 0 || strcmp(num, "+0.00") == 0)
			snprintf(num, sizeof num, "%s", " 0.00");
		cv_text(c, r, r->x + 31, y, num, CV_BOLD, num[0] == '-' ? CV_BAD : num[0] == '+' ? CV_GOOD : CV_MUTED);
		if (bw >= 4) {
			view_bar(c, r, r->x + 38, y, bw, d->p_before[i], CV_MUTED);
			view_bar(c, r, r->x + 39 + bw, y, bw, d->p_before_after[i], dp < 0 ? CV_BAD : CV_GOOD);
		}
	}
	if (y < bottom && d->k > 0) {
		token_label(ctx, d->after[0], 13, lab, sizeof lab);
		cv_textf(c, r, r->x, y, CV_NORMAL, d->after[0] == d->before[0] ? CV_MUTED : CV_BAD,
			vl(ctx, "top after: %s %.2f", "消融后第一名：%s %.2f"), lab, d->p_after[0]);
	}
}

/* The views that pick a head, with the ablation panel under them while a
 * head is ablated. */
static void with_panel(canvas *c, const cv_rect *r, const view_ctx *ctx,
	void (*draw)(canvas *, const cv_rect *, const view_ctx *))
{
	int n = live_ablation_rows(ctx) + 1;
	if (n == 1 || r->h < n + 8 || !ctx->live || !ctx->live->ok || !ctx->live->s.run) {
		draw(c, r, ctx);
		return;
	}
	cv_rect top = *r;
	top.h = r->h - n;
	draw(c, &top, ctx);
	cv_rect bot = *r;
	bot.y = r->y + top.h;
	bot.h = n;
	for (int x = 0; x < r->w; x++)
		cv_put(c, &bot, r->x + x, bot.y, 0x2500, CV_DIM, CV_MUTED); /* ─ */
	bot.y++;
	bot.h--;
	live_ablation_draw(c, &bot, bot.y, ctx);
}

void view_live_heatmap_ablate(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	with_panel(c, r, ctx, view_live_heatmap);
}

void view_live_model_ablate(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	with_panel(c, r, ctx, view_live_model);
}

void view_live_head_report_ablate(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	with_panel(c, r, ctx, view_live_head_report);
}
