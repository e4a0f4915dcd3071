/* The view table: one row per @view name that has a drawing. */
#include "render/views.h"

#include <string.h>

#include "core/scale_demo.h"
#include "render/text.h"
#include "render/views_live.h"

/* Worked-example views (views_worked.c). */
void view_formula(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_qkv(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_scores(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_scale_slider(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_softmax(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_mix(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_residual(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_mask_toggle(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_mask_grid(canvas *c, const cv_rect *r, const view_ctx *ctx);
void view_worked_summary(canvas *c, const cv_rect *r, const view_ctx *ctx);

const char *const mask_grid_tokens[MASK_GRID_N] = {"The", "cat", "sat", "on", "the"};

static const view_def view_table[] = {
	{"formula", view_formula, VW_NONE},
	{"qkv", view_qkv, VW_NONE},
	{"scores", view_scores, VW_CELL},
	{"scale-slider", view_scale_slider, VW_NONE},
	{"softmax", view_softmax, VW_CELL},
	{"mix", view_mix, VW_NONE},
	{"residual", view_residual, VW_NONE},
	{"mask-toggle", view_mask_toggle, VW_CELL},
	{"mask-grid", view_mask_grid, VW_GRID},
	{"worked-summary", view_worked_summary, VW_NONE},
	/* the live model (views_live*.c) */
	{"intuition", view_live_intuition, VW_LIVE},
	{"embedding-rows", view_live_embedding_rows, VW_LIVE},
	{"bank", view_live_bank, VW_LIVE},
	{"projections", view_live_projections, VW_LIVE},
	{"live-run", view_live_run, VW_LIVE},
	{"live-heatmap", view_live_heatmap, VW_LIVE},
	{"fanout", view_live_fanout, VW_LIVE},
	{"model-view", view_live_model, VW_LIVE},
	{"head-report", view_live_head_report, VW_LIVE},
	{"gqa", view_live_gqa, VW_LIVE},
	{"hybrid-implicit", view_live_hybrid, VW_LIVE},
	{"cost", view_live_cost, VW_LIVE},
	{"head-replay", view_live_replay, VW_LIVE},
	{"parallel-training", view_live_parallel, VW_LIVE},
};

void view_state_init(view_state *vs, const char *lang, bool mask)
{
	memset(vs, 0, sizeof *vs);
	vs->mask = mask;
	vs->slider = 0;
	vs->grid_row = 2; /* "sat": a row with both allowed and masked cells */
	vs->grid_col = 0;
	vs->cell_row = WORKED_N - 1;
	vs->cell_col = 0;
	vs->color = true;
	vs->lang = lang;
}

const view_def *view_find(const char *name)
{
	for (size_t i = 0; i < sizeof view_table / sizeof view_table[0]; i++)
		if (strcmp(view_table[i].name, name) == 0)
			return &view_table[i];
	return NULL;
}

int view_widget(const char *name)
{
	const view_def *v = view_find(name);
	return v ? v->widget : VW_NONE;
}

static int clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

void view_move_cursor(const char *name, view_state *vs, int dr, int dc)
{
	switch (view_widget(name)) {
	case VW_CELL:
		vs->cell_row = clamp(vs->cell_row + dr, 0, WORKED_N - 1);
		vs->cell_col = clamp(vs->cell_col + dc, 0, WORKED_N - 1);
		break;
	case VW_GRID:
		vs->grid_row = clamp(vs->grid_row + dr, 0, MASK_GRID_N - 1);
		vs->grid_col = clamp(vs->grid_col + dc, 0, MASK_GRID_N - 1);
		break;
	}
}

/* The panel for views that need the live model, until they are written. */
static void view_placeholder(canvas *c, const cv_rect *r, const view_ctx *ctx, const char *name)
{
	if (r->w < 4 || r->h < 4)
		return;
	int bw = r->w, bh = r->h < 7 ? r->h : 7;
	int y0 = r->y + (r->h - bh) / 3;
	cv_rect box = {r->x, y0, bw, bh};
	cv_put(c, &box, box.x, box.y, 0x250C, CV_NORMAL, CV_MUTED); /* ┌ */
	cv_put(c, &box, box.x + bw - 1, box.y, 0x2510, CV_NORMAL, CV_MUTED);
	cv_put(c, &box, box.x, box.y + bh - 1, 0x2514, CV_NORMAL, CV_MUTED);
	cv_put(c, &box, box.x + bw - 1, box.y + bh - 1, 0x2518, CV_NORMAL, CV_MUTED);
	for (int i = 1; i < bw - 1; i++) {
		cv_put(c, &box, box.x + i, box.y, 0x2500, CV_NORMAL, CV_MUTED);
		cv_put(c, &box, box.x + i, box.y + bh - 1, 0x2500, CV_NORMAL, CV_MUTED);
	}
	for (int i = 1; i < bh - 1; i++) {
		cv_put(c, &box, box.x, box.y + i, 0x2502, CV_NORMAL, CV_MUTED);
		cv_put(c, &box, box.x + bw - 1, box.y + i, 0x2502, CV_NORMAL, CV_MUTED);
	}
	cv_rect in = {box.x + 2, box.y + 1, bw - 4, bh - 2};
	cv_textf(c, &in, in.x, in.y, CV_BOLD, CV_ACCENT, "%s", name);
	tx_draw_wrapped(c, &in, 2,
			vl(ctx, "needs the live model (coming soon)", "需要实时模型（即将推出）"),
			CV_NORMAL, CV_DEFAULT);
}

void view_draw(const char *name, canvas *c, const cv_rect *r, const view_ctx *ctx)
{
	if (!name || strcmp(name, "none") == 0)
		return;
	const view_def *v = view_find(name);
	if (v)
		v->draw(c, r, ctx);
	else
		view_placeholder(c, r, ctx, name);
}
