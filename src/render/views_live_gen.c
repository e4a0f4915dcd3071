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

/* " · streaming, Esc stops" and the like, or "" (brief: the one-line form) */
static const char *state_words(const view_ctx *ctx, const live_gen *g, bool brief)
{
	if (g->ended)
		return brief ? vl(ctx, " · end", " · 结束") : vl(ctx, " · end of text", " · 文本结束");
	if (live_gen_streaming(g))
		return brief ? vl(ctx, " · streaming (Esc)", " · 生成中（Esc）")
			     : vl(ctx, " · streaming, Esc stops", " · 连续生成中，Esc 停止");
	if (g->stopped)
		return vl(ctx, " · stopped", " · 已停止");
	return "";
}

/* The state of the continuation: how many new tokens, the last one, and
 * whether a stream runs, was stopped or the text ended. */
static void status_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_gen *g)
{
	const char *state = state_words(ctx, g, false);
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

/* Token t as the text shows it: the end-of-text token reads "[end of
 * text]". */
static void token_text(const view_ctx *ctx, const live_gen *g, int t, char *out, size_t n)
{
	if (g->ended && t == g->T0 + g->n - 1)
		snprintf(out, n, "%s", vl(ctx, " [end of text]", " [文本结束]"));
	else
		live_label_fit(g->labels[t], 24, out, n);
}

/* The text from token t0 (after "…" when t0 > 0): the prompt, then the new
 * tokens (bold, after a "»" that sets them apart without colour), wrapped
 * in r with the first line from column x. Drawn when c is not NULL, never
 * past max lines. Returns the lines the text needs (more than max: it is
 * cut). */
static int text_layout(canvas *c, const cv_rect *r, int x, int y, int max, int t0, const view_ctx *ctx,
		       const live_gen *g)
{
	int right = r->x + r->w, line = 0, S = g->T0 + g->n;
	if (t0 > 0) {
		if (c)
			cv_put(c, r, x, y, 0x2026, CV_NORMAL, CV_MUTED); /* … */
		x++;
	}
	for (int t = t0; t < S; t++) {
		char lab[64];
		token_text(ctx, g, t, lab, sizeof lab);
		bool mark = t == g->T0 && g->n > 0;
		int w = tx_width(lab), need = w + (mark ? 2 : 0);
		if (x + need > right && x > r->x) {
			x = r->x;
			line++;
		}
		bool draw = c && line < max;
		if (mark)
			x += draw ? cv_text(c, r, x, y + line, " »", CV_BOLD, CV_MUTED) : 2;
		bool fresh = t >= g->T0;
		if (draw)
			cv_text(c, r, x, y + line, lab, fresh ? CV_BOLD : CV_NORMAL, fresh ? CV_GOOD : CV_DEFAULT);
		x += w;
	}
	return line + 1;
}

/* The text in at most max lines from column x of row y: all of it when it
 * fits, else its end after "…" (the newest tokens are the ones to see).
 * Returns the lines used. */
static int text_lines(canvas *c, const cv_rect *r, int x, int y, int max, const view_ctx *ctx,
		      const live_gen *g)
{
	int S = g->T0 + g->n, t0 = 0;
	if (text_layout(NULL, r, x, y, max, 0, ctx, g) > max) {
		/* the earliest start whose tail fits (a later start never needs
		 * more lines): binary search over 1 .. S - 1 */
		int lo = 1, hi = S > 1 ? S - 1 : 1;
		while (lo < hi) {
			int mid = lo + (hi - lo) / 2;
			if (text_layout(NULL, r, x, y, max, mid, ctx, g) <= max)
				hi = mid;
			else
				lo = mid + 1;
		}
		t0 = lo;
	}
	int n = text_layout(c, r, x, y, max, t0, ctx, g);
	return n < max ? n : max;
}

/* The next draw on one line: greedy, the candidates with p at temperature
 * 1, the first marked as taken; sampled, how many are kept and each
 * candidate's renormalised share ("-": dropped). As many as fit. */
static void next_compact(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_gen *g)
{
	bool greedy = live_gen_temps[g->temp_idx] == 0;
	int right = r->x + r->w, x = r->x;
	if (g->ended) {
		cv_text(c, r, x, y, vl(ctx, "the model ended the text · r starts again",
				       "模型结束了文本 · r 重新开始"), CV_DIM, CV_MUTED);
		return;
	}
	if (greedy)
		x += cv_text(c, r, x, y, vl(ctx, "next, greedy:", "贪心取："), CV_DIM, CV_MUTED);
	else
		x += cv_textf(c, r, x, y, CV_DIM, CV_MUTED, vl(ctx, "next, 1 of %d:", "%d 选 1："),
			      g->next_kept);
	for (int k = 0; k < g->show_n; k++) {
		char lab[32], num[16];
		live_label_fit(g->show_labels[k], 8, lab, sizeof lab);
		bool kept = g->show_kept[k] > 0;
		if (greedy)
			snprintf(num, sizeof num, "%.3f", g->show_p[k]);
		else if (kept)
			snprintf(num, sizeof num, "%.3f", g->show_kept[k]);
		else
			snprintf(num, sizeof num, "-");
		bool arrow = greedy && k == 0;
		int need = (k ? 2 : 0) + 1 + (arrow ? 2 : 0) + tx_width(lab) + 1 + (int)strlen(num);
		if (x + need > right)
			break;
		if (k)
			x += 1 + cv_text(c, r, x + 1, y, "·", CV_DIM, CV_MUTED);
		x++;
		if (arrow)
			x += 1 + cv_put(c, r, x, y, 0x2192, CV_NORMAL, CV_GOOD); /* → */
		x += cv_text(c, r, x, y, lab, kept || greedy ? CV_BOLD : CV_NORMAL,
			     arrow ? CV_GOOD : kept ? CV_DEFAULT : CV_MUTED);
		x += 1 + cv_text(c, r, x + 1, y, num, CV_NORMAL, kept || greedy ? CV_DEFAULT : CV_BAD);
	}
}

/* The count of new tokens and the state (streaming, stopped, ended), then
 * the end of the text on the same line. */
static void tail_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_gen *g)
{
	char head[96];
	const char *state = state_words(ctx, g, true);
	if (g->n > 0)
		snprintf(head, sizeof head, vl(ctx, "%d new%s:", "新增 %d%s："), g->n, state);
	else if (live_gen_busy(g) && !g->job_token)
		snprintf(head, sizeof head, "%s", vl(ctx, "reading the prompt…", "读入提示词…"));
	else
		snprintf(head, sizeof head, "%s%s", vl(ctx, "no new token yet:", "还没有新 token："), state);
	int x = r->x + cv_text(c, r, r->x, y, head, CV_NORMAL, CV_MUTED) + 1;
	text_lines(c, r, x, y, 1, ctx, g);
}

/* The map from row y, one row per token (the prompt's rows, then each new
 * token's), the window on the cursor's row (the newest unless moved), and
 * the cell under the cursor on the last line. compact: no column labels
 * where the map needs their rows (the window line names the columns). */
static void draw_map(canvas *c, const cv_rect *r, int y, const view_ctx *ctx, const live_gen *g,
		     bool compact)
{
	int bottom = r->y + r->h;
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
		.label_rows = compact ? -1 : 0,
	};
	y += live_heatmap_draw(c, r, r->x, y, bottom - y - 1, &hm);
	if (y >= bottom)
		return;
	if (j > i) {
		cv_textf(c, r, r->x, y, CV_NORMAL, CV_MASKED, vl(ctx, "[%d, %d]: future, masked",
			"[%d, %d]：未来位置，被遮蔽"), i, j);
		return;
	}
	/* the value (its tokens cut to 8 columns, or 6 where the line would
	 * not fit: the number is never cut), then whose row it is where that
	 * fits */
	char line[160];
	for (int lw = 8; lw >= 6; lw -= 2) {
		char li[32], lj[32];
		live_label_fit(g->labels[i], lw, li, sizeof li);
		live_label_fit(g->labels[j], lw, lj, sizeof lj);
		snprintf(line, sizeof line, "%s[%d '%s', %d '%s'] = %.4f", g->m_signed ? "w" : "P", i, li, j, lj,
			 (double)g->m[(size_t)i * S + j]);
		if (tx_width(line) <= r->w)
			break;
	}
	int x = r->x + cv_text(c, r, r->x, y, line, CV_NORMAL, CV_DEFAULT);
	const char *whose = vl(ctx, "  (a new token's row)", "  （新 token 的行）");
	if (i >= g->T0 && x + tx_width(whose) <= r->x + r->w)
		cv_text(c, r, x, y, whose, CV_NORMAL, CV_DEFAULT);
}

/* Rows the full layout takes besides the map's: settings, the next draw's
 * header and at least three candidates, three lines of text, the state,
 * the layer and head, three rows of column labels, the window and legend
 * lines and the cell's line. */
#define FULL_OTHER_ROWS 17

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
	bool have_map = g->m && g->m_layer >= 0;
	/* a pane where the full layout would leave the map fewer than twelve
	 * rows (and not all of them; the split view at 80×24): the next draw
	 * on one line, the count, state and end of the text on one line, and
	 * no column labels, so that the map keeps twelve rows */
	if (have_map && g->S + FULL_OTHER_ROWS > r->h && r->h - FULL_OTHER_ROWS < 12) {
		next_compact(c, r, y++, ctx, g);
		tail_line(c, r, y++, ctx, g);
		draw_map(c, r, y, ctx, g, true);
		return;
	}
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
	/* the text so far (its end when it is long), and the last token drawn */
	y += text_lines(c, r, r->x, y, 3, ctx, g);
	if (y < bottom && (g->n > 0 || live_gen_busy(g) || g->stopped))
		status_line(c, r, y++, ctx, g);
	if (y >= bottom || !have_map)
		return;
	draw_map(c, r, y, ctx, g, false);
}
