/* Keys and clicks of the worked example's widgets: the 2 × 2 cell cursor
 * (scores, softmax, mask toggle), the 5 × 5 mask grid, the d_head slider.
 * Every cursor is clamped to the matrix of the view it belongs to. */
#include <string.h>

#include "app/viewtab.h"
#include "core/worked.h"
#include "render/keys.h"

static int clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static bool is_grid(const app *a)
{
	return strcmp(a->set->lessons[a->lesson].steps[a->step].view, "mask-grid") == 0;
}

static void move(app *a, int dr, int dc)
{
	if (is_grid(a)) {
		a->vs.grid_row = clamp(a->vs.grid_row + dr, 0, MASK_GRID_N - 1);
		a->vs.grid_col = clamp(a->vs.grid_col + dc, 0, MASK_GRID_N - 1);
	} else {
		a->vs.cell_row = clamp(a->vs.cell_row + dr, 0, WORKED_N - 1);
		a->vs.cell_col = clamp(a->vs.cell_col + dc, 0, WORKED_N - 1);
	}
}

bool worked_key(app *a, int act, int key)
{
	switch (act) {
	case ACT_SLIDER_UP:
	case ACT_SLIDER_DOWN:
		if (strcmp(a->set->lessons[a->lesson].steps[a->step].view, "scale-slider") != 0)
			return false;
		a->vs.slider = clamp(a->vs.slider + (act == ACT_SLIDER_UP ? 1 : -1), 0, SCALE_DEMO_WIDTHS - 1);
		return true;
	}
	if (!a->vs.focused)
		return false;
	switch (act) {
	case ACT_UP: move(a, -1, 0); return true;
	case ACT_DOWN: move(a, 1, 0); return true;
	case ACT_PREV: move(a, 0, -1); return true;
	case ACT_NEXT: move(a, 0, 1); return true;
	}
	return false;
}

bool worked_click(app *a, int row, int col)
{
	a->vs.focused = true;
	int n = is_grid(a) ? MASK_GRID_N : WORKED_N;
	row = clamp(row, 0, n - 1);
	col = clamp(col, 0, n - 1);
	if (is_grid(a)) {
		a->vs.grid_row = row;
		a->vs.grid_col = col;
	} else {
		a->vs.cell_row = row;
		a->vs.cell_col = col;
	}
	return true;
}
