/* Keys and clicks of the worked example's widgets: the 2 × 2 cell cursor
 * (scores, softmax, mask toggle), the 5 × 5 mask grid, the d_head slider.
 * Every cursor is clamped to the matrix of the view it belongs to. */
#include "app/viewtab.h"
#include "core/worked.h"
#include "render/keys.h"

static int clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* The arrows on a focused widget: dr rows and dc columns, or false. */
static bool arrows(const app *a, int act, int *dr, int *dc)
{
	if (!a->vs.focused)
		return false;
	*dr = act == ACT_UP ? -1 : act == ACT_DOWN ? 1 : 0;
	*dc = act == ACT_PREV ? -1 : act == ACT_NEXT ? 1 : 0;
	return *dr || *dc;
}

/* The 2 × 2 matrices (scores, softmax, mask toggle, the worked neuron). */
bool worked_key(app *a, int act, int key)
{
	(void)key;
	int dr, dc;
	if (!arrows(a, act, &dr, &dc))
		return false;
	a->vs.cell_row = clamp(a->vs.cell_row + dr, 0, WORKED_N - 1);
	a->vs.cell_col = clamp(a->vs.cell_col + dc, 0, WORKED_N - 1);
	return true;
}

bool worked_click(app *a, int row, int col)
{
	a->vs.focused = true;
	a->vs.cell_row = clamp(row, 0, WORKED_N - 1);
	a->vs.cell_col = clamp(col, 0, WORKED_N - 1);
	return true;
}

/* The 5 × 5 mask grid. */
bool worked_grid_key(app *a, int act, int key)
{
	(void)key;
	int dr, dc;
	if (!arrows(a, act, &dr, &dc))
		return false;
	a->vs.grid_row = clamp(a->vs.grid_row + dr, 0, MASK_GRID_N - 1);
	a->vs.grid_col = clamp(a->vs.grid_col + dc, 0, MASK_GRID_N - 1);
	return true;
}

bool worked_grid_click(app *a, int row, int col)
{
	a->vs.focused = true;
	a->vs.grid_row = clamp(row, 0, MASK_GRID_N - 1);
	a->vs.grid_col = clamp(col, 0, MASK_GRID_N - 1);
	return true;
}

/* The d_head slider: [ ] choose the width. */
/* [ ] on the online-softmax panel: the block size */
bool worked_online_key(app *a, int act, int key)
{
	(void)key;
	if (act != ACT_SLIDER_UP && act != ACT_SLIDER_DOWN)
		return false;
	a->vs.online_idx = clamp(a->vs.online_idx + (act == ACT_SLIDER_UP ? 1 : -1), 0, ONLINE_SIZES - 1);
	return true;
}

bool worked_slider_key(app *a, int act, int key)
{
	(void)key;
	if (act != ACT_SLIDER_UP && act != ACT_SLIDER_DOWN)
		return false;
	a->vs.slider = clamp(a->vs.slider + (act == ACT_SLIDER_UP ? 1 : -1), 0, SCALE_DEMO_WIDTHS - 1);
	return true;
}
