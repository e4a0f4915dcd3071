/* The curses front end. One main loop: draw the current screen onto a
 * canvas the size of the terminal, blit it, read one key, hand it to the
 * screen's key function. KEY_RESIZE is handled here once: the next pass
 * simply draws at the new size. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "tui/tui.h"

#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

#include "core/scale_demo.h"
#include "core/worked.h"
#include "render/keys.h"
#include "render/screen.h"
#include "render/views.h"
#include "tui/live_keys.h"

enum screen_id { SCR_INDEX, SCR_STEP, SCR_HELP };

typedef struct tui {
	const lesson_set *set;
	const ui_options *opt;
	enum screen_id screen, before_help;
	int sel;          /* index: selected lesson */
	int lesson, step; /* step screen */
	int scroll;       /* narrative scroll */
	int text_h;       /* narrative pane height, for PgUp/PgDn */
	int help_scroll;
	view_state vs;
	attn_trace t;     /* the worked example for vs.mask */
	view_hits hits;   /* widget cells as last drawn, for mouse clicks */
	int index_rows[1024]; /* lesson on each screen row of the index, or -1 */
	bool quit;
	bool color;
	int status;
} tui;

int tui_check_terminal(errbuf *e)
{
	if (!isatty(STDOUT_FILENO))
		return errf(e, "standard output is not a terminal (for text output use 'attnstep print')");
	if (!isatty(STDIN_FILENO))
		return errf(e, "standard input is not a terminal (the TUI reads keys from it)");
	const char *cs = nl_langinfo(CODESET);
	if (cs && strcmp(cs, "UTF-8") == 0)
		return 0;
	/* No locale configured (C or POSIX, as in many containers and bare SSH
	 * sessions): assume the terminal speaks UTF-8, as nearly all do, and
	 * use C.UTF-8 for the character set. A locale that names another
	 * character set (e.g. ISO-8859-1) was chosen on purpose: refuse it
	 * rather than draw a garbled screen. */
	const char *ct = setlocale(LC_CTYPE, NULL);
	if (ct && (strcmp(ct, "C") == 0 || strcmp(ct, "POSIX") == 0)) {
		static const char *const utf8[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
		for (size_t i = 0; i < sizeof utf8 / sizeof utf8[0]; i++)
			if (setlocale(LC_CTYPE, utf8[i]) && strcmp(nl_langinfo(CODESET), "UTF-8") == 0)
				return 0;
		setlocale(LC_CTYPE, "C");
		return errf(e, "the TUI needs a UTF-8 locale and none is installed; try LANG=C.UTF-8");
	}
	cs = nl_langinfo(CODESET);
	return errf(e, "the TUI needs a UTF-8 locale (this one is %s); try LANG=C.UTF-8",
		    cs && cs[0] ? cs : "unknown");
}

/* Colours: pairs numbered like enum cv_color. 256-colour terminals get a
 * smoother heat ramp; 8-colour ones a coarse one. */
static void setup_colors(tui *u)
{
	u->color = u->opt->color && has_colors();
	if (!u->color)
		return;
	start_color();
	use_default_colors();
	bool rich = COLORS >= 256;
	init_pair(CV_ACCENT, COLOR_CYAN, -1);
	init_pair(CV_GOOD, COLOR_GREEN, -1);
	init_pair(CV_BAD, COLOR_RED, -1);
	init_pair(CV_MASKED, COLOR_MAGENTA, -1);
	init_pair(CV_MUTED, rich ? 244 : COLOR_YELLOW, -1);
	/* heat ramp as background colours, low to high */
	static const short heat8_bg[CV_HEAT_N] = {-1, COLOR_BLUE, COLOR_CYAN, COLOR_GREEN,
						  COLOR_YELLOW, COLOR_RED};
	static const short heat8_fg[CV_HEAT_N] = {-1, COLOR_WHITE, COLOR_BLACK, COLOR_BLACK,
						  COLOR_BLACK, COLOR_WHITE};
	static const short heat256_bg[CV_HEAT_N] = {236, 24, 30, 36, 142, 214};
	static const short heat256_fg[CV_HEAT_N] = {250, 255, 255, 16, 16, 16};
	for (int k = 0; k < CV_HEAT_N; k++)
		init_pair((short)(CV_HEAT0 + k), rich ? heat256_fg[k] : heat8_fg[k],
			  rich ? heat256_bg[k] : heat8_bg[k]);
	/* diverging ramp (signed values): red .. default .. blue */
	static const short div8[CV_DIV_N] = {COLOR_RED, COLOR_RED, COLOR_MAGENTA, -1,
					     COLOR_CYAN, COLOR_BLUE, COLOR_BLUE};
	static const short div256[CV_DIV_N] = {160, 203, 217, -1, 153, 75, 27};
	for (int k = 0; k < CV_DIV_N; k++)
		init_pair((short)(CV_DIV0 + k), rich ? div256[k] : div8[k], -1);
}

static attr_t style_attr(int style)
{
	switch (style) {
	case CV_BOLD:
		return A_BOLD;
	case CV_DIM:
		return A_DIM;
	case CV_REVERSE:
		return A_REVERSE;
	case CV_CODE:
		return A_BOLD;
	case CV_EMPH:
		return A_UNDERLINE;
	}
	return A_NORMAL;
}

static void blit(tui *u, const canvas *c)
{
	for (int y = 0; y < c->h; y++)
		for (int x = 0; x < c->w; x++) {
			const cv_cell *cell = &c->cells[y * c->w + x];
			if (cell->cp == 0)
				continue; /* right half of a wide character */
			wchar_t wc[2] = {(wchar_t)cell->cp, 0};
			cchar_t cc;
			short pair = u->color ? cell->color : 0;
			attr_t attr = style_attr(cell->style);
			/* without colour, masked cells and the heat ramp still differ by
			 * their characters; the cursor is reverse video either way */
			setcchar(&cc, wc, attr, pair, NULL);
			mvadd_wch(y, x, &cc);
		}
}

static int translate_key(int rc, wint_t ch)
{
	if (rc == KEY_CODE_YES) {
		switch (ch) {
		case KEY_LEFT: return KEYC_LEFT;
		case KEY_RIGHT: return KEYC_RIGHT;
		case KEY_UP: return KEYC_UP;
		case KEY_DOWN: return KEYC_DOWN;
		case KEY_PPAGE: return KEYC_PGUP;
		case KEY_NPAGE: return KEYC_PGDN;
		case KEY_HOME: return KEYC_HOME;
		case KEY_END: return KEYC_END;
		case KEY_BACKSPACE: return KEYC_BACKSPACE;
		case KEY_ENTER: return KEYC_ENTER;
		case KEY_BTAB: return KEYC_TAB;
		}
		return -1;
	}
	switch (ch) {
	case '\n':
	case '\r': return KEYC_ENTER;
	case '\t': return KEYC_TAB;
	case 27: return KEYC_ESC;
	case 127:
	case 8: return KEYC_BACKSPACE;
	}
	return (int)ch;
}

static void recompute(tui *u)
{
	attn_trace_free(&u->t);
	if (worked_trace(&u->t, u->vs.mask) != 0) {
		u->quit = true;
		u->status = EXIT_FAIL;
	}
}

static const lesson *cur_lesson(const tui *u)
{
	return &u->set->lessons[u->lesson];
}

static void go_step(tui *u, int step)
{
	int n = cur_lesson(u)->n_steps;
	if (step < 0)
		step = 0;
	if (step > n - 1)
		step = n - 1;
	if (step != u->step) {
		u->step = step;
		u->scroll = 0;
		u->vs.focused = false;
	}
}

static void open_lesson(tui *u, int lesson, int step)
{
	u->lesson = lesson;
	u->step = -1;
	go_step(u, step);
	u->screen = SCR_STEP;
}

/* Step screen keys: with the widget focused the arrows move its cursor,
 * otherwise they step and scroll. */
static void step_key(tui *u, int act)
{
	const char *view = cur_lesson(u)->steps[u->step].view;
	bool widget = u->vs.focused && view_widget(view) != VW_NONE;
	switch (act) {
	case ACT_NEXT:
		if (widget)
			view_move_cursor(view, &u->vs, 0, 1);
		else
			go_step(u, u->step + 1);
		break;
	case ACT_PREV:
		if (widget)
			view_move_cursor(view, &u->vs, 0, -1);
		else
			go_step(u, u->step - 1);
		break;
	case ACT_DOWN:
		if (widget)
			view_move_cursor(view, &u->vs, 1, 0);
		else
			u->scroll++;
		break;
	case ACT_UP:
		if (widget)
			view_move_cursor(view, &u->vs, -1, 0);
		else
			u->scroll--;
		break;
	case ACT_PGDN: u->scroll += u->text_h > 1 ? u->text_h - 1 : 1; break;
	case ACT_PGUP: u->scroll -= u->text_h > 1 ? u->text_h - 1 : 1; break;
	case ACT_FIRST: go_step(u, 0); break;
	case ACT_LAST: go_step(u, cur_lesson(u)->n_steps - 1); break;
	case ACT_FOCUS:
		u->vs.focused = !u->vs.focused && view_widget(view) != VW_NONE;
		break;
	case ACT_BACK: u->vs.focused = false; break;
	case ACT_MASK:
		u->vs.mask = !u->vs.mask;
		recompute(u);
		break;
	case ACT_SLIDER_UP:
		if (u->vs.slider < SCALE_DEMO_WIDTHS - 1)
			u->vs.slider++;
		break;
	case ACT_SLIDER_DOWN:
		if (u->vs.slider > 0)
			u->vs.slider--;
		break;
	case ACT_INDEX:
		u->sel = u->lesson;
		u->screen = SCR_INDEX;
		break;
	}
}

static void index_key(tui *u, int act)
{
	switch (act) {
	case ACT_DOWN:
		if (u->sel < u->set->n - 1)
			u->sel++;
		break;
	case ACT_UP:
		if (u->sel > 0)
			u->sel--;
		break;
	case ACT_FIRST: u->sel = 0; break;
	case ACT_LAST: u->sel = u->set->n > 0 ? u->set->n - 1 : 0; break;
	case ACT_OPEN:
	case ACT_NEXT:
		if (u->sel < u->set->n && u->set->lessons[u->sel].n_steps > 0)
			open_lesson(u, u->sel, 0);
		break;
	}
}

static void help_key(tui *u, int act)
{
	if (act == ACT_HELP || act == ACT_BACK || act == ACT_QUIT)
		u->screen = u->before_help;
	else if (act == ACT_DOWN || act == ACT_PGDN)
		u->help_scroll++;
	else if (act == ACT_UP || act == ACT_PGUP)
		u->help_scroll--;
}

static void draw_index(tui *u, canvas *c)
{
	const lesson *list[256];
	int n = u->set->n < 256 ? u->set->n : 256;
	for (int i = 0; i < n; i++)
		list[i] = &u->set->lessons[i];
	screen_index(c, list, n, u->sel, u->opt->lang, c->h <= 1024 ? u->index_rows : NULL);
}

static void draw_step(tui *u, canvas *c)
{
	/* PgUp/PgDn page by the rows that scroll (a pinned controls line stays) */
	u->text_h = screen_step_scroll_rows(&cur_lesson(u)->steps[u->step], c->w, c->h,
					    live_tui_facts());
	screen_step(c, cur_lesson(u), u->step, &u->scroll, &u->vs, &u->t, live_tui_facts(), &u->hits);
}

static void draw_help(tui *u, canvas *c)
{
	screen_help(c, u->opt->lang, &u->help_scroll);
}

/* The screens as a state machine: each state draws itself and handles the
 * actions of the key table; handle_key switches states. */
static const struct screen_def {
	void (*draw)(tui *u, canvas *c);
	void (*key)(tui *u, int act);
} screens[] = {
	[SCR_INDEX] = {draw_index, index_key},
	[SCR_STEP] = {draw_step, step_key},
	[SCR_HELP] = {draw_help, help_key},
};

static void handle_key(tui *u, int key)
{
	int act = key_action_for(key);
	if (u->screen == SCR_HELP) {
		help_key(u, act);
		return;
	}
	/* the live steps take their keys first (the prompt editor takes all) */
	if (u->screen == SCR_STEP && live_tui_key(&u->vs, cur_lesson(u)->steps[u->step].view, key))
		return;
	if (act == ACT_QUIT) {
		u->quit = true;
		return;
	}
	if (act == ACT_HELP) {
		u->before_help = u->screen;
		u->screen = SCR_HELP;
		u->help_scroll = 0;
		return;
	}
	screens[u->screen].key(u, act);
}

/* Mouse, where the terminal reports it: the wheel scrolls, a click on a
 * widget cell focuses the widget and moves its cursor there, a click on the
 * text gives the focus back, a click on a lesson in the index selects it
 * (and a second click opens it). */
static void handle_mouse(tui *u, const MEVENT *ev)
{
	if (ev->bstate & BUTTON4_PRESSED) {
		handle_key(u, KEYC_UP);
		return;
	}
	if (ev->bstate & BUTTON5_PRESSED) {
		handle_key(u, KEYC_DOWN);
		return;
	}
	if (!(ev->bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
		return;
	if (u->screen == SCR_HELP) {
		u->screen = u->before_help;
	} else if (u->screen == SCR_INDEX) {
		if (ev->y < 0 || ev->y >= LINES || ev->y >= 1024 || u->index_rows[ev->y] < 0)
			return;
		if (u->index_rows[ev->y] == u->sel)
			index_key(u, ACT_OPEN);
		else
			u->sel = u->index_rows[ev->y];
	} else {
		int row, col;
		const char *view = cur_lesson(u)->steps[u->step].view;
		if (view_hits_find(&u->hits, ev->x, ev->y, &row, &col) >= 0) {
			u->vs.focused = true;
			if (view_widget(view) == VW_GRID) {
				u->vs.grid_row = row;
				u->vs.grid_col = col;
			} else if (!live_tui_click(&u->vs, view, row, col)) {
				u->vs.cell_row = row;
				u->vs.cell_col = col;
			}
		} else {
			step_layout lay;
			screen_step_layout(COLS, LINES, &lay);
			if (ev->x < lay.text.x + lay.text.w + 1)
				u->vs.focused = false;
		}
	}
}

static void draw(tui *u, canvas *c)
{
	if (c->w < SCREEN_MIN_W || c->h < SCREEN_MIN_H)
		screen_too_small(c, u->opt->lang);
	else
		screens[u->screen].draw(u, c);
}

int tui_run(const lesson_set *set, int lesson, int step, const ui_options *o)
{
	tui u = {.set = set, .opt = o, .screen = SCR_INDEX};
	view_state_init(&u.vs, o->lang, o->mask);
	if (worked_trace(&u.t, u.vs.mask) != 0) {
		err_printf("worked example: cannot compute the trace");
		return EXIT_FAIL;
	}
	if (lesson >= 0 && set->lessons[lesson].n_steps > 0)
		open_lesson(&u, lesson, step);
	else if (lesson >= 0)
		u.sel = lesson;

	/* a short ESC delay so that Esc responds at once */
	if (!getenv("ESCDELAY"))
		setenv("ESCDELAY", "25", 1);
	SCREEN *scr = newterm(NULL, stdout, stdin);
	if (!scr) {
		const char *term = getenv("TERM");
		err_printf("cannot use the terminal (TERM=%s)", term && term[0] ? term : "unset");
		attn_trace_free(&u.t);
		return EXIT_USAGE;
	}
	/* a terminal that cannot move the cursor (TERM=dumb) would only scroll */
	char *cup = tigetstr("cup");
	if (!cup || cup == (char *)-1) {
		endwin();
		delscreen(scr);
		const char *term = getenv("TERM");
		err_printf("the terminal cannot move the cursor (TERM=%s); use 'attnstep print'",
			   term && term[0] ? term : "unset");
		attn_trace_free(&u.t);
		return EXIT_USAGE;
	}
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	curs_set(0);
	mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
	mouseinterval(0);
	setup_colors(&u);
	u.vs.color = u.color;

	live_tui_begin(o);
	canvas c = {0};
	/* Keys handled since the last redraw. Input that is already waiting
	 * (typed ahead, or a paste of many kilobytes) is handled without a
	 * redraw in between, so a paste costs one redraw rather than one per
	 * character; every 256 keys the screen is drawn anyway. */
	int burst = 0;
	while (!u.quit) {
		if (burst == 0) {
			if (c.w != COLS || c.h != LINES) {
				cv_free(&c);
				cv_init(&c, COLS, LINES);
			}
			draw(&u, &c);
			erase();
			blit(&u, &c);
			refresh();
		}
		wint_t ch;
		/* frames while a pass runs or the prediction animates; no wait
		 * while draining waiting input */
		timeout(burst ? 0 : live_tui_timeout_ms());
		int rc = get_wch(&ch);
		if (rc == ERR) {
			burst = 0;
			continue;
		}
		burst = (burst + 1) % 256;
		if (rc == KEY_CODE_YES && ch == KEY_RESIZE) {
			burst = 0;
			continue; /* the next pass draws at the new size */
		}
		if (rc == KEY_CODE_YES && ch == KEY_MOUSE) {
			MEVENT ev;
			if (getmouse(&ev) == OK && c.w >= SCREEN_MIN_W && c.h >= SCREEN_MIN_H)
				handle_mouse(&u, &ev);
			continue;
		}
		int key = translate_key(rc, ch);
		if (c.w < SCREEN_MIN_W || c.h < SCREEN_MIN_H) {
			if (key_action_for(key) == ACT_QUIT)
				u.quit = true; /* only q works until the terminal is enlarged */
			continue;
		}
		handle_key(&u, key);
	}
	endwin();
	delscreen(scr);
	live_tui_end();
	cv_free(&c);
	attn_trace_free(&u.t);
	return u.status;
}
