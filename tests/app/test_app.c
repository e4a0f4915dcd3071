/* The application without a terminal: keys and clicks handled between two
 * draws (as the TUI does with input that is already waiting), the click map
 * forgotten on every screen change, cursors clamped to their view's data,
 * key scripts parsed and refused. No model is needed: the live views draw
 * their "no model" panel (ATTNSTEP_DATADIR points at a tree without one).
 * Run under ASan+UBSan in CI, an out-of-bounds read fails there too. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/keyscript.h"
#include "app/viewtab.h"
#include "core/worked.h"
#include "lesson/registry.h"
#include "render/keys.h"
#include "../core/check.h"

static lesson_set set;
static int worked;

static app *new_app(void)
{
	ui_options o = {.lang = "en", .mask = true, .color = false};
	app *a = app_new(&set, &o);
	CHECK(a != NULL);
	return a;
}

static int step_of(const char *view)
{
	const lesson *l = &set.lessons[worked];
	for (int s = 0; s < l->n_steps; s++)
		if (strcmp(l->steps[s].view, view) == 0)
			return s;
	return -1;
}

/* A cell of the last draw's click map with the largest row, or -1. */
static int last_hit(const app *a, int *x, int *y)
{
	int best = -1;
	for (int k = 0; k < a->hits.n; k++)
		if (best < 0 || a->hits.cell[k].row > a->hits.cell[best].row) {
			best = k;
			*x = a->hits.cell[k].r.x;
			*y = a->hits.cell[k].r.y;
		}
	return best;
}

/* The mask grid's last row clicked in the same burst as a step back: the
 * click must not use the grid's cells on the 2 × 2 step before it. */
static void test_click_after_step_change(void)
{
	int grid = step_of("mask-grid");
	CHECK(grid > 0);
	app *a = new_app();
	canvas c;
	cv_init(&c, 100, 30);
	app_open(a, worked, grid);
	app_draw(a, &c);
	int x = 0, y = 0;
	CHECK(last_hit(a, &x, &y) >= 0);
	CHECK(a->hits.cell[last_hit(a, &x, &y)].row == MASK_GRID_N - 1);
	/* h, then the click, with no draw in between */
	app_key(a, 'h');
	CHECK(a->hits.n == 0);
	app_click(a, x, y);
	CHECK(a->vs.cell_row >= 0 && a->vs.cell_row < WORKED_N);
	CHECK(a->vs.cell_col >= 0 && a->vs.cell_col < WORKED_N);
	app_key(a, KEYC_ESC);
	app_key(a, 'h');
	app_key(a, 'h');
	app_key(a, 'h');
	app_draw(a, &c);
	/* a click on the grid itself moves the grid cursor, clamped */
	app_open(a, worked, grid);
	app_draw(a, &c);
	last_hit(a, &x, &y);
	app_click(a, x, y);
	CHECK(a->vs.grid_row == MASK_GRID_N - 1);
	CHECK(a->vs.focused);
	/* a step change by the top bar's control forgets the map too */
	app_click(a, a->lay.prev_x, 0);
	CHECK(a->step == grid - 1 && a->hits.n == 0);
	cv_free(&c);
	app_free(a);
}

/* Cursor values beyond a view's data (set by anything) are never read. */
static void test_clamped_cursors(void)
{
	app *a = new_app();
	canvas c;
	cv_init(&c, 80, 24);
	const char *views[] = {"scores", "softmax", "mask-toggle", "mask-grid", "scale-slider"};
	for (size_t v = 0; v < sizeof views / sizeof views[0]; v++) {
		int s = step_of(views[v]);
		if (s < 0)
			continue;
		app_open(a, worked, s);
		a->vs.cell_row = a->vs.grid_row = 1000;
		a->vs.cell_col = a->vs.grid_col = -1000;
		a->vs.slider = 99;
		a->vs.focused = true;
		app_draw(a, &c);
		/* the keys move the view's own cursor back inside its matrix */
		app_key(a, KEYC_DOWN);
		app_key(a, KEYC_RIGHT);
		if (strcmp(views[v], "mask-grid") == 0)
			CHECK(a->vs.grid_row == MASK_GRID_N - 1 && a->vs.grid_col == 1);
		else if (strcmp(views[v], "scale-slider") != 0)
			CHECK(a->vs.cell_row == WORKED_N - 1 && a->vs.cell_col == 1);
		app_draw(a, &c);
	}
	cv_free(&c);
	app_free(a);
}

/* Screens change: help, index, back; a click before any draw does nothing;
 * below 80 × 24 only q works. */
static void test_screens(void)
{
	app *a = new_app();
	canvas c;
	cv_init(&c, 80, 24);
	app_click(a, 10, 10); /* nothing drawn yet */
	CHECK(a->screen == SCR_INDEX);
	app_draw(a, &c);
	app_key(a, '?');
	CHECK(a->screen == SCR_HELP && a->hits.n == 0);
	app_draw(a, &c);
	app_key(a, KEYC_ESC);
	CHECK(a->screen == SCR_INDEX);
	app_key(a, KEYC_ENTER);
	CHECK(a->screen == SCR_STEP && a->lesson == 0 && a->step == 0);
	app_key(a, 'i');
	CHECK(a->screen == SCR_INDEX);
	canvas small;
	cv_init(&small, 60, 20);
	app_draw(a, &small);
	app_key(a, KEYC_ENTER);
	CHECK(a->screen == SCR_INDEX); /* ignored while too small */
	app_key(a, 'q');
	CHECK(a->quit);
	cv_free(&small);
	cv_free(&c);
	app_free(a);
}

static void test_key_scripts(void)
{
	key_script ks;
	errbuf e;
	CHECK(key_script_parse("ab<Tab><click 3 4><wheelup><lt><C-u>中", &ks, &e) == 0);
	CHECK(ks.n == 8);
	CHECK(ks.ev[0].kind == KS_KEY && ks.ev[0].key == 'a');
	CHECK(ks.ev[2].key == KEYC_TAB);
	CHECK(ks.ev[3].kind == KS_CLICK && ks.ev[3].x == 3 && ks.ev[3].y == 4);
	CHECK(ks.ev[4].kind == KS_WHEEL && ks.ev[4].key < 0);
	CHECK(ks.ev[5].key == '<' && ks.ev[6].key == KEYC_CTRL_U);
	CHECK(ks.ev[7].key == 0x4E2D);
	key_script_free(&ks);
	const char *bad[] = {"<Nope>", "a<", "<>", "<click 1>", "x\x01", "\xff", "<click -1 2>"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		CHECK(key_script_parse(bad[i], &ks, &e) == -1);
		CHECK(strncmp(e.msg, "--keys: ", 8) == 0);
		for (const char *p = e.msg; *p; p++)
			CHECK((unsigned char)*p >= 0x20 && *p != 0x7f);
	}
}

/* No key has two meanings on one screen: a key a view handles itself (its
 * help_keys: the generation step's g k p s r, the report's s) is bound to
 * nothing in the key table, which every screen shares. */
static void test_one_meaning(void)
{
	int own = 0;
	for (int v = 0; v < app_views_n; v++)
		for (const view_key *vk = app_views[v].help_keys; vk && vk->names; vk++) {
			const char *n = vk->names;
			if (strlen(n) != 1)
				continue;
			own++;
			if (key_action_for((unsigned char)n[0]) != ACT_NONE) {
				fprintf(stderr, "view %s: key %s is also bound in the key table\n", app_views[v].name,
					n);
				CHECK(0);
			}
		}
	CHECK(own >= 6); /* the generation step's six and the report's sort */
}

int main(void)
{
	app_views_register();
	setenv("ATTNSTEP_DATADIR", "/nonexistent-attnstep-data", 1);
	errbuf e;
	/* the lessons from the source tree, a model nowhere */
	char dir[4096];
	const char *top = getenv("top_srcdir");
	snprintf(dir, sizeof dir, "%s", top ? top : ".");
	setenv("ATTNSTEP_DATADIR", dir, 1);
	if (lesson_set_load(&set, "en", &e) != 0) {
		fprintf(stderr, "%s\n", e.msg);
		return 1;
	}
	worked = lesson_set_find(&set, "worked-example");
	CHECK(worked >= 0);
	if (worked >= 0) {
		test_click_after_step_change();
		test_clamped_cursors();
	}
	test_screens();
	test_key_scripts();
	test_one_meaning();
	lesson_set_free(&set);
	return check_exit();
}
