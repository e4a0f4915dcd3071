/* live-generate: the shown run's prompt continued token by token. The
 * sampling settings, the next draw's distribution (which tokens top-k and
 * top-p keep, with their renormalised share), the text so far, and the
 * heatmap of the chosen layer and head with one row per new token. Numbers
 * from live_gen (src/live/gen.c); nothing is computed here. */
#include <stdio.h>
#include <string.h>

#include "live/extra.h"
#include "render/text.h"
#include "render/views_live.h"

/* The settings in force; in a narrow pane the short form, so that the
 * seed is never cut off. */
static void settings_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_gen *g)
{
	double t = live_gen_temps[g->temp_idx];
	int k = live_gen_topks[g->topk_idx];
	double p = live_gen_topps[g->topp_idx];
	char tb[32], kb[32], pb[32], line[160];
	if (t == 0)
		snprintf(tb, sizeof tb, "%s", vl(ctx, "0 (greedy)", "0（贪心）"));
	else
		snprintf(tb, sizeof tb, "%.1f", t);
	if (k == 0)
		snprintf(kb, sizeof kb, "%s", vl(ctx, "off", "关"));
	else
		snprintf(kb, sizeof kb, "%d", k);
	if (p >= 1)
		snprintf(pb, sizeof pb, "%s", vl(ctx, "off", "关"));
	else
		snprintf(pb, sizeof pb, "%.2f", p);
	snprintf(line, sizeof line, vl(ctx, "temperature %s · top-k %s · top-p %s · seed %llu",
		"温度 %s · top-k %s · top-p %s · 种子 %llu"), tb, kb, pb, (unsigned long long)g->seed);
	if (tx_width(line) > r->w)
		snprintf(line, sizeof line, vl(ctx, "T %s · k %s · p %s · seed %llu",
			"温度 %s · k %s · p %s · 种子 %llu"), tb, kb, pb, (unsigned long long)g->seed);
	cv_text(c, r, r->x, y, line, CV_BOLD, CV_ACCENT);
}

/* The header of the distribution: what the next token is chosen from, and
 * what the bars are when there is room to say it. */
static void next_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_gen *g)
{
	char line[200], more[200];
	bool greedy = live_gen_temps[g->temp_idx] == 0;
	if (greedy) {
		snprintf(line, sizeof line, "%s", vl(ctx, "next token: greedy, the most probable",
			"下一个 token：贪心，取概率最大者"));
		snprintf(more, sizeof more, "%s%s", line, vl(ctx, " (bar: p at temperature 1)",
			"（条：温度 1 时的 p）"));
	} else {
		snprintf(line, sizeof line, vl(ctx, "next token: drawn from %d token%s",
			"下一个 token：从 %d 个 token 中抽取"), g->next_kept, g->next_kept == 1 ? "" : "s");
		snprintf(more, sizeof more, "%s%s", line, vl(ctx, " (bar: p at this temperature)",
			"（条：此温度下的 p）"));
	}
	cv_text(c, r, r->x, y, tx_width(more) <= r->w ? more : line, CV_DIM, CV_MUTED);
}

/* The state of the continuation: how many new tokens, the last one, and
 * whether a stream runs, was stopped or the text ended. */
static void status_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_gen *g)
{
	const char *state = "";
	if (g->ended)
		state = vl(ctx, " · end of text", " · 文本结束");
	else if (live_gen_streaming(g))
		state = vl(ctx, " · streaming, Esc stops", " · 连续生成中，Esc 停止");
	else if (g->stopped)
		state = vl(ctx, " · stopped", " · 已停止");
	if (g->n == 0) {
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_MUTED, "%s%s",
			live_gen_busy(g) && !g->job_token ? vl(ctx, "reading the prompt…", "读入提示词…")
				: vl(ctx, "no new token yet", "还没有新 token"), state);
		return;
	}
	char lab[64], line[200];
	live_label_fit(g->labels[g->T0 + g->n - 1], 16, lab, sizeof lab);
	snprintf(line, sizeof line, vl(ctx, "%d new · last '%s' (p %.3f)%s", "新增 %d 个 · 最后 '%s'（p %.3f）%s"),
		g->n, lab, (double)g->prob[g->n - 1], state);
	if (tx_width(line) > r->w) { /* a narrow pane: the state must not be cut off */
		live_label_fit(g->labels[g->T0 + g->n - 1], 6, lab, sizeof lab);
		if (*state && !g->ended && !g->stopped)
			state = vl(ctx, " · streaming (Esc)", " · 生成中（Esc）");
		snprintf(line, sizeof line, vl(ctx, "%d new · '%s' p %.3f%s", "新增 %d · '%s' p %.3f%s"),
			g->n, lab, (double)g->prob[g->n - 1], state);
	}
	cv_text(c, r, r->x, y, line, CV_NORMAL, CV_MUTED);
}

/* The prompt, then the new tokens (bold, after a "»" that sets them apart
 * without colour), wrapped over at most max rows; the end-of-text token
 * reads "[end of text]". */
static int text_lines(canvas *c, const cv_rect *r, int y, int max, const view_ctx *ctx, const live_gen *g)
{
	int x = r->x, y0 = y, right = r->x + r->w;
	for (int t = 0; t < g->T0 + g->n && y < y0 + max; t++) {
		char lab[64];
		if (g->ended && t == g->T0 + g->n - 1)
			snprintf(lab, sizeof lab, "%s", vl(ctx, " [end of text]", " [文本结束]"));
		else
			live_label_fit(g->labels[t], 24, lab, sizeof lab);
		if (t == g->T0 && g->n > 0) {
			if (x + 2 > right) {
				x = r->x;
				if (++y >= y0 + max)
					break;
			}
			x += cv_text(c, r, x, y, " »", CV_BOLD, CV_MUTED);
		}
		int w = (int)strlen(lab) > 0 ? tx_width(lab) : 0;
		if (x + w > right && x > r->x) {
			x = r->x;
			y++;
			if (y >= y0 + max)
				break;
		}
		bool fresh = t >= g->T0;
		x += cv_text(c, r, x, y, lab, fresh ? CV_BOLD : CV_NORMAL, fresh ? CV_GOOD : CV_DEFAULT);
	}
	return y - y0 + 1;
}

void view_live_generate(canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (live_view_unavailable(c, r, ctx))
		return;
	const live_extra *ex = ctx->ex;
	const live_gen *g = ex ? &ex->gen : NULL;
	int y = r->y, bottom = r->y + r->h;
	if (!g || !g->ok) {
		cv_text(c, r, r->x, y, g && g->err.msg[0] ? g->err.msg
			: vl(ctx, "(no continuation yet)", "（尚无续写）"), CV_NORMAL, CV_BAD);
		return;
	}
	settings_line(c, r, y++, ctx, g);
	/* what the next token is drawn from */
	bool greedy = live_gen_temps[g->temp_idx] == 0;
	if (y < bottom && !g->ended)
		next_line(c, r, y++, ctx, g);
	/* a short pane keeps room for the heatmap: fewer candidates */
	int shown = g->show_n;
	if (shown > r->h - 15)
		shown = r->h - 15 < 3 ? 3 : r->h - 15;
	for (int k = 0; k < shown && y < bottom; k++, y++) {
		char lab[64];
		live_label_fit(g->show_labels[k], 10, lab, sizeof lab);
		bool kept = g->show_kept[k] > 0;
		cv_text(c, r, r->x + 2, y, lab, kept ? CV_BOLD : CV_NORMAL, kept ? CV_DEFAULT : CV_MUTED);
		cv_textf(c, r, r->x + 13, y, CV_NORMAL, CV_DEFAULT, "%.3f", g->show_p[k]);
		int bw = r->w - 42 > 20 ? 20 : r->w - 42;
		if (bw > 2)
			view_bar(c, r, r->x + 20, y, bw, g->show_p[k], kept ? CV_ACCENT : CV_MUTED);
		int xk = r->x + 21 + (bw > 2 ? bw : 0);
		if (greedy)
			cv_text(c, r, xk, y, k == 0 ? vl(ctx, "→ next", "→ 下一个") : "", CV_NORMAL, CV_GOOD);
		else if (kept)
			cv_textf(c, r, xk, y, CV_NORMAL, CV_GOOD, vl(ctx, "kept %.3f", "保留 %.3f"), g->show_kept[k]);
		else
			cv_text(c, r, xk, y, vl(ctx, "dropped", "被滤掉"), CV_NORMAL, CV_BAD);
	}
	if (y >= bottom)
		return;
	/* the text so far, and the last token drawn */
	y += text_lines(c, r, y, 3, ctx, g);
	if (y < bottom && (g->n > 0 || live_gen_busy(g) || g->stopped))
		status_line(c, r, y++, ctx, g);
	if (y >= bottom || !g->m || g->m_layer < 0)
		return;
	/* the map, one row per token: the prompt's rows, then each new token's */
	live_selector_line(c, r, y++, ctx, &ctx->live->s, g->m_layer, g->m_head);
	int S = g->S;
	const live_views *vw = ctx->views;
	int i = vw->gen_row < 0 || vw->gen_row >= S ? S - 1 : vw->gen_row;
	int j = vw->gen_col < 0 ? i : vw->gen_col >= S ? S - 1 : vw->gen_col; /* -1: the diagonal */
	live_heatmap hm = {
		.m = g->m,
		.T = S,
		.labels = g->labels,
		.is_signed = g->m_signed,
		.cur_row = i,
		.cur_col = j,
		.lang = ctx->vs->lang,
		.color = ctx->vs->color,
		.hits = ctx->vs->focused ? ctx->hits : NULL,
	};
	y += live_heatmap_draw(c, r, r->x, y, bottom - y - 1, &hm);
	if (y < bottom) {
		char li[32], lj[32];
		live_label_fit(g->labels[i], 8, li, sizeof li);
		live_label_fit(g->labels[j], 8, lj, sizeof lj);
		if (j <= i)
			cv_textf(c, r, r->x, y, CV_NORMAL, CV_DEFAULT, "%s[%d '%s', %d '%s'] = %.4f%s",
				g->m_signed ? "w" : "P", i, li, j, lj, (double)g->m[(size_t)i * S + j],
				i >= g->T0 ? vl(ctx, "  (a new token's row)", "  （新 token 的行）") : "");
		else
			cv_textf(c, r, r->x, y, CV_NORMAL, CV_MASKED, vl(ctx, "[%d, %d]: future, masked",
				"[%d, %d]：未来位置，被遮蔽"), i, j);
	}
}
