/* The worked example's view state (see views.h). */
#include "render/views.h"

#include <string.h>

#include "core/worked.h"

const char *const mask_grid_tokens[MASK_GRID_N] = {"The", "cat", "sat", "on", "the"};

void view_state_init(view_state *vs, const char *lang, bool mask)
{
	memset(vs, 0, sizeof *vs);
	vs->mask = mask;
	vs->slider = 0;
	vs->online_idx = 1; /* blocks of two: the rescaling happens once */
	vs->grid_row = 2; /* "sat": a row with both allowed and masked cells */
	vs->grid_col = 0;
	vs->cell_row = WORKED_N - 1;
	vs->cell_col = 0;
	vs->color = true;
	vs->lang = lang;
}
