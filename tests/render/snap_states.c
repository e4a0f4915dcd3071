/* Headless screen snapshots of states that only keys reach: the worked
 * example with the mask off, the d_head slider at every width, the mask
 * grid and heatmap cursors with the focus. Each state is drawn by the same
 * screen code as the TUI into an 80 × 24 canvas and written as text;
 * states.sh compares the output with tests/render/golden/states.*.txt.
 *
 *   snap_states LANG    (en or zh)
 */
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app/viewtab.h"
#include "core/scale_demo.h"
#include "core/worked.h"
#include "lesson/registry.h"
#include "render/canvas.h"
#include "render/screen.h"
#include "render/views.h"
#include "util/error.h"

static const lesson_set *the_set;
static int the_lesson;

/* Draw step step_id with the worked-example state vs, as the app does. */
static int snap(const lesson *l, const char *step_id, const view_state *vs, const char *what)
{
	int s = lesson_step_index(l, step_id);
	if (s < 0) {
		fprintf(stderr, "worked-example: no step '%s'\n", step_id);
		return -1;
	}
	ui_options o = {.lang = vs->lang, .mask = vs->mask};
	app *a = app_new(the_set, &o);
	if (!a)
		return -1;
	app_open(a, the_lesson, s);
	a->vs = *vs;
	canvas c;
	cv_init(&c, 80, 24);
	app_draw(a, &c);
	printf("=== %s\n", what);
	int rc = cv_write_text(&c, stdout);
	cv_free(&c);
	app_free(a);
	return rc;
}

int main(int argc, char **argv)
{
	app_views_register(); /* the view names the parser accepts */
	if (argc != 2) {
		fprintf(stderr, "usage: snap_states en|zh\n");
		return 2;
	}
	errbuf e;
	lesson_set set;
	if (lesson_set_load(&set, argv[1], &e) != 0) {
		fprintf(stderr, "%s\n", e.msg);
		return 1;
	}
	int li = lesson_set_find(&set, "worked-example");
	if (li < 0) {
		fprintf(stderr, "no worked-example lesson\n");
		lesson_set_free(&set);
		return 1;
	}
	const lesson *l = &set.lessons[li];
	the_set = &set;
	the_lesson = li;
	int rc = 0;
	view_state vs;

	/* m: the mask off on every step */
	for (int s = 0; s < l->n_steps && rc == 0; s++) {
		view_state_init(&vs, argv[1], false);
		char what[128];
		snprintf(what, sizeof what, "mask off, step %d (%s)", s + 1, l->steps[s].id);
		rc = snap(l, l->steps[s].id, &vs, what);
	}
	/* ] ] ]: the slider at every width */
	for (int k = 1; k < SCALE_DEMO_WIDTHS && rc == 0; k++) {
		view_state_init(&vs, argv[1], true);
		vs.slider = k;
		char what[128];
		snprintf(what, sizeof what, "slider at d_head = %d", scale_demo_width(k));
		rc = snap(l, "scale", &vs, what);
	}
	/* Tab, arrows: the grid cursor on a masked cell and on the last row */
	view_state_init(&vs, argv[1], true);
	vs.focused = true;
	vs.grid_row = 0;
	vs.grid_col = 3;
	if (rc == 0)
		rc = snap(l, "mask-grid", &vs, "mask grid, focused, cursor at (The, on)");
	vs.grid_row = 4;
	vs.grid_col = 4;
	if (rc == 0)
		rc = snap(l, "mask-grid", &vs, "mask grid, focused, cursor at (the, the)");
	/* Tab, arrows: heatmap cursors on the masked cell */
	view_state_init(&vs, argv[1], true);
	vs.focused = true;
	vs.cell_row = 0;
	vs.cell_col = 1;
	if (rc == 0)
		rc = snap(l, "softmax", &vs, "softmax, focused, cursor at (The, cat)");
	if (rc == 0)
		rc = snap(l, "scores", &vs, "scores, focused, cursor at (The, cat)");
	if (rc == 0)
		rc = snap(l, "mask", &vs, "mask toggle, focused, cursor at (The, cat)");
	lesson_set_free(&set);
	return rc == 0 ? 0 : 1;
}
