/* The live UI state, opening the session, and the pieces every live view
 * shares (compact heatmap, selector line, "unavailable" panel). */
#include "render/views_live.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "render/text.h"
#include "util/utf8.h"

/* The state before anything is chosen (a macro: a static initializer
 * must be a constant expression). */
#define LIVE_UI_DEFAULTS \
{ \
	.threads = 1, \
	.prec = FWD_F32, \
	.motion = true, \
	.pred_from = -1, \
	.temp_idx = LIVE_TEMP_DEFAULT, \
	.seq_idx = 1, /* cost: 1,024 tokens, the first length the lesson quotes */ \
	.layer = -1, \
	.ilayer = -1, \
	.ed = {.hist_pos = -1}, \
}

static const live_ui ui_defaults = LIVE_UI_DEFAULTS;
static live_ui the_ui = LIVE_UI_DEFAULTS;

live_ui *live_ui_get(void)
{
	return &the_ui;
}

double live_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void live_ui_configure(const char *model_path, const char *prompt, int threads,
		       fwd_precision prec, bool async, bool motion)
{
	live_ui *u = &the_ui;
	free(u->model_path);
	free(u->first_prompt);
	u->model_path = model_path ? xstrdup(model_path) : NULL;
	u->first_prompt = prompt ? xstrdup(prompt) : NULL;
	u->threads = threads; /* < 1: live_open chooses */
	u->prec = prec;
	u->async = async;
	u->motion = motion;
	u->configured = true;
}

static const char *first_prompt(const live_ui *u)
{
	return u->first_prompt ? u->first_prompt : live_default_prompt;
}

static bool open_session(live_ui *u)
{
	if (u->tried)
		return u->ok;
	u->tried = true;
	if (live_open(&u->s, u->model_path, u->threads, u->prec, &u->err) != 0)
		return false;
	u->ok = true;
	live_facts(&u->s, &u->mf);
	u->mf_ok = true;
	led_set(&u->ed, first_prompt(u));
	return true;
}

void live_ui_clamp(live_ui *u)
{
	const model_config *c = &u->s.m.cfg;
	if (u->layer < 0 || u->layer >= c->num_layers)
		u->layer = live_full_layer_near(&u->s, 0);
	if (u->layer < 0)
		u->layer = 0;
	if (u->ilayer < 0 || u->ilayer >= c->num_layers)
		u->ilayer = 0;
	int maxh = c->num_heads > c->lin_v_heads ? c->num_heads : c->lin_v_heads;
	if (u->head >= maxh)
		u->head = maxh - 1;
	if (u->head < 0)
		u->head = 0;
	int T = u->s.run ? u->s.run->T : 1;
	if (u->row >= T)
		u->row = T - 1;
	if (u->col >= T)
		u->col = T - 1;
	if (u->row < 0)
		u->row = T - 1; /* the last row: the one that predicts */
	if (u->col < 0)
		u->col = 0;
	if (u->pos >= T)
		u->pos = T - 1;
	if (u->pos < 0)
		u->pos = 0;
}

static void after_run(live_ui *u);

bool live_ui_ensure(live_ui *u)
{
	if (!open_session(u))
		return false;
	if (!u->s.run && atomic_load(&u->s.state) == LIVE_IDLE && !u->msg[0]) {
		if (u->async) {
			errbuf e;
			if (live_start(&u->s, first_prompt(u), &e) != 0)
				snprintf(u->msg, sizeof u->msg, "%s", e.msg);
		} else {
			live_run *r = NULL;
			errbuf e;
			if (live_run_text(&u->s, first_prompt(u), &r, &e) != 0) {
				snprintf(u->msg, sizeof u->msg, "%s", e.msg);
			} else if (live_install(&u->s, r, &e) != 0) {
				live_run_free(r);
				snprintf(u->msg, sizeof u->msg, "%s", e.msg);
			} else {
				after_run(u);
			}
		}
		u->row = -1;
	}
	live_ui_clamp(u);
	return true;
}

/* After a run: the greedy next token is appended to the editor's text, so
 * that Run again continues it. */
static void after_run(live_ui *u)
{
	const live_run *r = u->s.run;
	live_history_add(&u->s, r->text);
	char piece[256];
	size_t n = 0;
	const char *b = r->top_n > 0 ? tok_decode_id(u->s.tok, r->top_ids[0], &n) : NULL;
	u->pred_from = -1;
	u->row = -1;
	u->zoom = false;
	live_ui_clamp(u);
	/* text typed while the pass ran is the reader's: keep it as it is */
	if (strcmp(u->ed.buf, r->text) != 0)
		return;
	led_set(&u->ed, r->text);
	if (b && n > 0 && n < sizeof piece) {
		memcpy(piece, b, n);
		piece[n] = 0;
		/* only whole, printable characters go into the editor */
		bool ok = true;
		for (size_t i = 0; i < n; i++)
			ok &= (unsigned char)piece[i] >= 0x20 && piece[i] != 0x7f;
		if (ok && utf8_valid(piece, n, NULL)) {
			size_t at = u->ed.len;
			if (at + n <= LIVE_TEXT_MAX) {
				memcpy(u->ed.buf + at, piece, n + 1);
				u->ed.len += n;
				u->ed.cur = u->ed.len;
				u->pred_from = (int)at;
			}
		}
	}
	u->anim_start = live_now_ms();
}

bool live_ui_poll(live_ui *u)
{
	if (!u->ok || !u->s.th_started)
		return false;
	errbuf e;
	int st = live_poll(&u->s, &e);
	if (st == LIVE_RUNNING || st == LIVE_IDLE)
		return false;
	if (st == LIVE_DONE) {
		u->msg[0] = 0;
		after_run(u);
	} else {
		snprintf(u->msg, sizeof u->msg, "%s", e.msg);
	}
	return true;
}

void live_ui_run(live_ui *u)
{
	if (!live_ui_ensure(u))
		return;
	if (atomic_load(&u->s.state) == LIVE_RUNNING)
		return;
	errbuf e;
	u->msg[0] = 0;
	char text[LIVE_TEXT_MAX + 1];
	snprintf(text, sizeof text, "%s", u->ed.buf);
	if (u->async) {
		if (live_start(&u->s, text, &e) != 0)
			snprintf(u->msg, sizeof u->msg, "%s", e.msg);
		return;
	}
	live_run *r;
	if (live_run_text(&u->s, text, &r, &e) != 0) {
		snprintf(u->msg, sizeof u->msg, "%s", e.msg);
		return;
	}
	if (live_install(&u->s, r, &e) != 0) {
		live_run_free(r);
		snprintf(u->msg, sizeof u->msg, "%s", e.msg);
		return;
	}
	after_run(u);
}

const model_facts *live_ui_facts(void)
{
	live_ui *u = &the_ui;
	if (!open_session(u))
		return NULL;
	return &u->mf;
}

bool live_view_is(const char *name)
{
	const view_def *v = name ? view_find(name) : NULL;
	return v && v->widget == VW_LIVE;
}

int live_ui_timeout_ms(void)
{
	live_ui *u = &the_ui;
	if (!u->ok)
		return -1;
	if (atomic_load(&u->s.state) != LIVE_IDLE || u->s.th_started)
		return 50;
	if (u->motion && u->pred_from >= 0 && live_now_ms() - u->anim_start < 900)
		return 60;
	return -1;
}

void live_ui_shutdown(void)
{
	live_ui *u = &the_ui;
	live_run_free(u->intro);
	if (u->ok)
		live_close(&u->s);
	free(u->model_path);
	free(u->first_prompt);
	*u = ui_defaults; /* ready to be configured and opened again */
}

const live_run *live_ui_run_shown(const live_ui *u)
{
	return u->s.run;
}

int live_full_layer_near(const live_session *s, int L)
{
	const model_config *c = &s->m.cfg;
	for (int d = 0; d < c->num_layers; d++) {
		if (L - d >= 0 && L - d < c->num_layers && !c->layer_is_linear[L - d])
			return L - d;
		if (L + d >= 0 && L + d < c->num_layers && !c->layer_is_linear[L + d])
			return L + d;
	}
	return -1;
}

void live_label_fit(const char *label, int w, char *out, size_t outsz)
{
	int cols = 0;
	size_t n = utf8_prefix_for_width(label, strlen(label), w, &cols);
	if (n >= outsz)
		n = outsz - 1;
	memcpy(out, label, n);
	out[n] = 0;
}

bool live_view_unavailable(canvas *c, const cv_rect *r, const view_ctx *ctx, live_ui *u)
{
	if (!live_ui_ensure(u)) {
		cv_text(c, r, r->x, r->y, vl(ctx, "No model to run", "没有可运行的模型"), CV_BOLD, CV_BAD);
		tx_draw_wrapped(c, r, 2, u->err.msg, CV_NORMAL, CV_DEFAULT);
		return true;
	}
	live_ui_poll(u);
	if (u->s.run)
		return false;
	if (atomic_load(&u->s.state) == LIVE_RUNNING) {
		cv_textf(c, r, r->x, r->y, CV_BOLD, CV_ACCENT, "%s %3.0f%%",
			 vl(ctx, "running the model…", "模型运行中…"), 100 * live_progress(&u->s));
		view_bar(c, r, r->x, r->y + 1, r->w > 30 ? 30 : r->w, live_progress(&u->s), CV_ACCENT);
		cv_text(c, r, r->x, r->y + 2, vl(ctx, "Esc cancels", "Esc 取消"), CV_DIM, CV_MUTED);
		return true;
	}
	cv_text(c, r, r->x, r->y, vl(ctx, "No run yet", "还没有运行"), CV_BOLD, CV_BAD);
	int n = tx_draw_wrapped(c, r, 2, u->msg, CV_NORMAL, CV_DEFAULT);
	tx_draw_wrapped(c, r, 3 + n, vl(ctx, "Enter runs the prompt.", "按 Enter 运行提示。"), CV_NORMAL,
			CV_MUTED);
	return true;
}

void live_selector_line(canvas *c, const cv_rect *r, int y, const view_ctx *ctx,
			const live_session *s, int layer, int head)
{
	const model_config *cf = &s->m.cfg;
	bool lin = cf->layer_is_linear[layer];
	int x = r->x;
	x += cv_textf(c, r, x, y, CV_BOLD, CV_ACCENT, "%s %d/%d", vl(ctx, "layer", "层"), layer,
		      cf->num_layers - 1);
	x += cv_textf(c, r, x, y, CV_NORMAL, lin ? CV_BAD : CV_GOOD, " %s",
		      lin ? "GatedDeltaNet" : vl(ctx, "full attn", "全注意力"));
	int nh = lin ? cf->lin_v_heads : cf->num_heads;
	x += cv_textf(c, r, x, y, CV_BOLD, CV_ACCENT, "  %s %d/%d", vl(ctx, "head", "头"), head,
		      nh - 1);
	if (!lin && cf->num_kv_heads > 0) {
		int per = cf->num_heads / cf->num_kv_heads;
		cv_textf(c, r, x, y, CV_NORMAL, CV_MUTED, "  KV %d", head / (per > 0 ? per : 1));
	}
}

/* Diverging ramp for signed values t in [-1, 1]: characters that read
 * without colour, strong negative .. strong positive. */
static const char div_chars[CV_DIV_N] = {'=', '-', '.', ' ', '\'', '+', '#'};

static int div_index(double t)
{
	if (!(t == t))
		t = 0;
	long k = lround(t * 3);
	if (k < -3)
		k = -3;
	if (k > 3)
		k = 3;
	/* a value that is not zero never rounds to the blank middle */
	if (k == 0 && t > 1e-9)
		k = 1;
	if (k == 0 && t < -1e-9)
		k = -1;
	return (int)k + 3;
}

int live_heatmap_draw(canvas *c, const cv_rect *r, int x, int y, int max_h,
		      const live_heatmap *hm)
{
	int T = hm->T;
	/* label column: up to 6 columns of the token */
	int lw = 0;
	for (int i = 0; i < T; i++) {
		int w = tx_width(hm->labels[i]);
		lw = w > lw ? w : lw;
	}
	lw = lw > 6 ? 6 : lw < 1 ? 1 : lw;
	lw += 4; /* "12 " index before the label, one blank after */
	/* wide cells with the number inside when the whole matrix fits that
	 * way (labels then run across, one row); else 2-column shaded cells
	 * with the labels written downwards */
	int avail = r->x + r->w - x - lw;
	int cw = avail >= T * 7 - 1 ? 7 : avail >= T * 6 - 1 ? 6 : 2;
	const int LBL = cw > 2 ? 1 : 3; /* rows of column labels */
	int fit_cols = cw > 2 ? T : avail / 2;
	int fit_rows = max_h - LBL;
	if (fit_cols < 1 || fit_rows < 1)
		return 0;
	int nr = T < fit_rows ? T : fit_rows, nc = T < fit_cols ? T : fit_cols;
	/* the window follows the cursor */
	int r0 = 0, c0 = 0;
	if (hm->cur_row >= nr)
		r0 = hm->cur_row - nr + 1;
	if (T > nr && hm->cur_row < 0)
		r0 = T - nr;
	/* columns: up to the diagonal of the last row shown, moved left as
	 * far as needed to keep the cursor in view */
	c0 = r0 + nr - nc;
	if (c0 < 0)
		c0 = 0;
	if (hm->cur_col >= 0 && hm->cur_col < c0)
		c0 = hm->cur_col;
	if (hm->cur_col >= c0 + nc)
		c0 = hm->cur_col - nc + 1;
	double scale = 1;
	if (hm->is_signed) {
		scale = 0;
		for (int i = 0; i < T; i++)
			for (int j = 0; j <= i; j++)
				scale = fmax(scale, fabs(hm->m[(size_t)i * T + j]));
		if (!(scale > 0))
			scale = 1;
	}
	for (int j = c0; j < c0 + nc; j++) {
		const char *s = hm->labels[j];
		if (*s == ' ')
			s++; /* a leading space is dropped */
		int color = j == hm->cur_col ? CV_ACCENT : CV_MUTED;
		if (cw > 2) {
			char lab[32];
			live_label_fit(s, cw - 1, lab, sizeof lab);
			cv_text(c, r, x + lw + (j - c0) * cw, y, lab, CV_BOLD, color);
			continue;
		}
		for (int k = 0; k < LBL && *s; k++) {
			uint32_t cp = tx_next(&s);
			cv_put(c, r, x + lw + (j - c0) * 2, y + k, cp, CV_BOLD, color);
		}
	}
	for (int i = r0; i < r0 + nr; i++) {
		int yy = y + LBL + i - r0;
		char lab[64];
		live_label_fit(hm->labels[i], lw - 4, lab, sizeof lab);
		cv_textf(c, r, x, yy, CV_DIM, CV_MUTED, "%2d", i);
		cv_text(c, r, x + 3, yy, lab, CV_BOLD, i == hm->cur_row ? CV_ACCENT : CV_MUTED);
		for (int j = c0; j < c0 + nc; j++) {
			int cx = x + lw + (j - c0) * cw;
			bool cur = i == hm->cur_row && j == hm->cur_col;
			int style = cur ? CV_REVERSE : CV_NORMAL;
			double v = hm->m[(size_t)i * T + j];
			if (hm->hits)
				view_hits_add(hm->hits, cx, yy, cw > 2 ? cw - 1 : 2, i, j);
			uint32_t ch;
			int col;
			if (j > i) {
				/* above the diagonal: masked, drawn apart from zero */
				ch = ' ';
				col = CV_MASKED;
			} else if (hm->is_signed) {
				int k = div_index(v / scale);
				ch = (uint32_t)div_chars[k];
				col = CV_DIV0 + k;
			} else {
				ch = (uint32_t)heat_ramp_char(v);
				col = heat_ramp_color(v);
			}
			int w = cw > 2 ? cw - 1 : 2; /* wide cells keep one blank column */
			for (int q = 0; q < w; q++)
				cv_put(c, r, cx + q, yy, ch, style, col);
			if (j > i) {
				cv_put(c, r, cx + (w - 1) / 2, yy, 0xB7, style, CV_MASKED); /* · */
			} else if (cw > 2) {
				char num[16];
				snprintf(num, sizeof num, hm->is_signed ? "%+.2f" : "%.2f", v);
				if (strcmp(num, "-0.00") == 0 || strcmp(num, "+0.00") == 0)
					snprintf(num, sizeof num, " 0.00");
				cv_text(c, r, cx + (w - (int)strlen(num)) / 2, yy, num, style, col);
			}
		}
	}
	int used = LBL + nr;
	if (nr < T || nc < T)
		cv_textf(c, r, x, y + used++, CV_DIM, CV_MUTED, "(%s %d-%d × %d-%d / %d)",
			 "rows", r0, r0 + nr - 1, c0, c0 + nc - 1, T);
	return used;
}
