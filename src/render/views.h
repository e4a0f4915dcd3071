/* Views: one draw function per @view name. A view draws a step's
 * visualisation into a rectangle of the canvas from const state (view_ctx)
 * and computes nothing; the table that names the views and gives each its
 * keys, clicks and state hooks is src/app/viewtab.c. */
#ifndef ATTN_RENDER_VIEWS_H
#define ATTN_RENDER_VIEWS_H

#include <stdbool.h>

#include "render/canvas.h"
#include "core/attention.h"
#include "core/worked.h"

/* The 5-token prompt of the mask grid (design step 18). */
#define MASK_GRID_N 5
extern const char *const mask_grid_tokens[MASK_GRID_N];

/* What the reader has set with keys; survives moving between steps. */
typedef struct view_state {
	bool mask;        /* causal mask on (m) */
	int slider;       /* d_head slider position, 0 .. SCALE_DEMO_WIDTHS-1 */
	int online_idx;   /* online-softmax block size position, 0 .. ONLINE_SIZES-1 */
	int grid_row;     /* mask-grid cursor: query row i */
	int grid_col;     /* mask-grid cursor: key column j */
	int cell_row;     /* heatmap cell cursor (2×2 worked-example matrices) */
	int cell_col;
	bool focused;     /* the widget has the keyboard focus (Tab) */
	bool color;       /* colour allowed (only changes hints, not layout) */
	bool halves;      /* the terminal has the half-block pairs (CV_HALF_*) */
	const char *lang; /* "en" or "zh" */
} view_state;

void view_state_init(view_state *vs, const char *lang, bool mask);

/* Where the cells of a view's widget were drawn, so that a mouse click can
 * be turned into a cursor position. Filled while drawing; the only thing a
 * draw function writes besides the canvas. */
#define VIEW_MAX_HITS 2048
typedef struct view_hits {
	int n;
	int cols;         /* cells per row of a grid widget as drawn (arrow keys), or 0 */
	struct {
		cv_rect r;
		int row, col;
	} cell[VIEW_MAX_HITS];
} view_hits;

void view_hits_add(view_hits *h, int x, int y, int w, int row, int col);

/* The widget cell at (x, y), or -1 (then *row, *col are untouched). */
int view_hits_find(const view_hits *h, int x, int y, int *row, int *col);

struct live_state;
struct live_sel;
struct live_views;
struct live_extra;
struct scale_demo;

/* Everything a view may draw from. */
typedef struct view_ctx {
	const view_state *vs;
	const attn_trace *t;          /* the worked example, computed with vs->mask */
	const struct scale_demo *sd;  /* the d_head slider at every position */
	const struct live_state *live; /* the live session and derived data, or NULL */
	const struct live_sel *sel;   /* what the reader chose in the live views */
	view_hits *hits;              /* NULL, or where to record the widget's cells */
	const struct live_extra *ex;  /* generation, neuron and drift numbers, or NULL */
	const struct live_views *views; /* each live view's own state, or NULL */
	const struct online_demo *od; /* the block-by-block softmax at every block size */
} view_ctx;

/* Draw functions of the worked example (views_worked.c). */
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
void view_online_softmax(canvas *c, const cv_rect *r, const view_ctx *ctx);

/* Smallest visualisation pane the views are laid out for. */
#define VIEW_MIN_W 40
#define VIEW_MIN_H 16

/* Shared drawing helpers for views (views_draw.c). */

/* Pick the English or Chinese string. */
const char *vl(const view_ctx *ctx, const char *en, const char *zh);

/* Format a number the way every view does: two decimals, "-inf" for −∞. */
void view_num(char *buf, int size, double v);

/* Draw "[ a  b ]" for a vector; returns columns used. Masked entries (when
 * masked is not NULL and masked[k]) are drawn as "·". */
int view_vec(canvas *c, const cv_rect *clip, int x, int y, const double *v, int n,
	     const bool *masked, int style, int color);

/* A heatmap: rows = queries, columns = keys, token labels on both axes,
 * an ASCII shading ramp plus a colour per cell, the number inside the cell.
 * Cells where masked[i*n+j] are drawn as "-inf" (pre-softmax) or "·"
 * (post-softmax weights) so that they never read as 0.00. */
typedef struct heatmap {
	const double *m;        /* rows × cols */
	int rows, cols;
	const char *const *row_labels;
	const char *const *col_labels;
	const bool *masked;     /* rows × cols or NULL */
	bool weights;           /* values in [0, 1]: fixed scale, masked as "·" */
	bool diverging;         /* signed values (implicit attention): shading by
				   |v| / max|v|, colour from the diverging ramp */
	bool big;               /* big cells for large panes (see heatmap_fits_big) */
	int cur_row, cur_col;   /* cell cursor, or -1 */
	view_hits *hits;        /* NULL, or record every cell for mouse clicks */
	bool color;             /* cells filled with colour; else the glyph ramp */
	const char *lang;       /* of the legend line under the map */
} heatmap;

/* Columns and rows a heatmap takes (labels and cells), and the row offset
 * (from its top) of the middle of cell row i, where label and numbers go. */
int heatmap_width(const heatmap *hm);
int heatmap_height(const heatmap *hm);
int heatmap_row_mid(const heatmap *hm, int i);

/* Draws at (x, y); returns the number of rows used. */
int heatmap_draw(canvas *c, const cv_rect *clip, int x, int y, const heatmap *hm);

/* The ramp character and colour for a value t in [0, 1]. */
char heat_ramp_char(double t);
/* What a ramp cell is filled with: a blank when colour fills it, else the
 * glyph (the ramp that reads without colour). */
uint32_t heat_fill(bool color, char glyph);
/* The one-line legend of a heatmap at (x, y): the ramp as it is drawn
 * (colour cells or glyphs) between its ends, and the masked mark. kind:
 * HEAT_WEIGHTS (0 .. 1), HEAT_RANGE (low .. high of this map), HEAT_SIGNED
 * (negative .. positive). Returns the columns used; heat_legend_width
 * measures it. */
enum { HEAT_WEIGHTS, HEAT_RANGE, HEAT_SIGNED };
int heat_legend(canvas *c, const cv_rect *clip, int x, int y, int kind, bool color, const char *lang);
int heat_legend_width(int kind, bool color, const char *lang);
int heat_ramp_color(double t);

/* The diverging colour for s in [-1, 1] (negative .. 0 .. positive). */
int div_ramp_color(double s);

/* One character holding two map cells, the upper and the lower, as ramp
 * steps (0 .. CV_HEAT_N-1, or 0 .. CV_DIV_N-1 when is_signed; -1: nothing
 * there, masked or blank): '▀' in the upper's colour over the lower's, '▄'
 * when only the lower is there, a blank when neither. Sets *cp and *color. */
void half_cell(int upper, int lower, bool is_signed, uint32_t *cp, int *color);

/* A horizontal bar of t ∈ [0, 1] over width columns (ASCII '#', '.'). */
void view_bar(canvas *c, const cv_rect *clip, int x, int y, int width, double t, int color);

#endif
