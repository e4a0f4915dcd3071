/* The curses front end: terminal setup, colours, key translation, blitting
 * the canvas, and the loop. What a key or a click does is the app's
 * (src/app); this file only turns curses events into app calls.
 * KEY_RESIZE is handled here once: the next pass draws at the new size. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "tui/tui.h"

#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include "engine/forward.h"
#include "util/mapguard.h"
#include "render/keys.h"
#include "render/palette.h"
#include "render/screen.h"

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

/* A palette entry the TUI redefined (24-bit colour by initc): an ending
 * signal resets the terminal's palette too (OSC 104). */
static volatile sig_atomic_t palette_changed;
static bool halves_ok; /* the half-block pairs were made (setup_colors) */

/* The first palette entry the ramps take over when the terminal's own
 * colours are redefined: 16 .. 31, which nothing else here uses. */
#define RAMP_SLOT0 16

/* A colour's 0..1000 channel such that the terminal's 255·v/1000 (rounded
 * down, as initc computes it) gives the 8-bit value c back. */
static short chan1000(int rgb, int shift)
{
	int c = (rgb >> shift) & 0xff;
	return (short)((c * 1000 + 254) / 255);
}

/* Background colour of a ramp step: the RGB value itself on a direct-colour
 * terminal, a redefined palette entry (slot) when redefining, else the
 * xterm-256 entry, else the 8-colour fallback. */
enum ramp_mode { RAMP_8, RAMP_256, RAMP_REDEFINE, RAMP_DIRECT };

static int ramp_bg(enum ramp_mode mode, int rgb, int idx256, short c8, int slot)
{
	switch (mode) {
	case RAMP_DIRECT: return rgb;
	case RAMP_REDEFINE:
		init_extended_color(slot, chan1000(rgb, 16), chan1000(rgb, 8), chan1000(rgb, 0));
		palette_changed = 1;
		return slot;
	case RAMP_256: return idx256;
	default: return c8;
	}
}

/* Colours: pairs numbered like enum cv_color; the heat and diverging ramps
 * (render/palette.h) are background colours (the views fill those cells
 * with blanks when colour is on). 24-bit colour where the terminal takes
 * it: a direct-colour terminfo entry (2^24 colours, such as xterm-direct)
 * gets the RGB values; a terminal whose environment says so (COLORTERM
 * truecolor or 24bit) and whose palette can be redefined (initc) gets
 * palette entries set to the RGB values; other 256-colour terminals the
 * nearest palette entries, 8-colour ones a coarse ramp. */
static bool setup_colors(bool want)
{
	if (!want || !has_colors())
		return false;
	start_color();
	use_default_colors();
	bool direct = COLORS >= 0x1000000, rich = COLORS >= 256;
	enum ramp_mode mode = direct ? RAMP_DIRECT : !rich ? RAMP_8
		: palette_env_truecolor(getenv("COLORTERM")) && can_change_color() ? RAMP_REDEFINE
		: RAMP_256;
	init_pair(CV_ACCENT, COLOR_CYAN, -1);
	init_pair(CV_GOOD, COLOR_GREEN, -1);
	init_pair(CV_BAD, COLOR_RED, -1);
	init_pair(CV_MASKED, COLOR_MAGENTA, -1);
	/* grey; a direct-colour terminal reads colour numbers from 8 on as RGB */
	if (direct)
		init_extended_pair(CV_MUTED, palette_xterm_rgb(244), -1);
	else
		init_pair(CV_MUTED, rich ? 244 : COLOR_YELLOW, -1);
	static const short heat8[CV_HEAT_N] = {COLOR_BLACK, COLOR_BLUE, COLOR_BLUE, COLOR_CYAN, COLOR_CYAN,
					       COLOR_GREEN, COLOR_GREEN, COLOR_YELLOW, COLOR_YELLOW};
	static const short div8[CV_DIV_N] = {COLOR_RED, COLOR_RED, COLOR_MAGENTA, -1, COLOR_CYAN,
					     COLOR_BLUE, COLOR_BLUE};
	int white = direct ? 0xffffff : COLOR_WHITE, black = direct ? 0x000000 : COLOR_BLACK;
	int heat[CV_HEAT_N], div[CV_DIV_N];
	for (int k = 0; k < CV_HEAT_N; k++) {
		heat[k] = ramp_bg(mode, palette_heat_rgb(k), palette_heat_256(k), heat8[k], RAMP_SLOT0 + k);
		init_extended_pair(CV_HEAT0 + k, palette_heat_light_text(k) ? white : black, heat[k]);
	}
	for (int k = 0; k < CV_DIV_N; k++) {
		int rgb = palette_div_rgb(k);
		if (rgb < 0) { /* the blank middle */
			div[k] = -1;
			init_pair((short)(CV_DIV0 + k), -1, -1);
			continue;
		}
		div[k] = ramp_bg(mode, rgb, palette_div_256(k), div8[k], RAMP_SLOT0 + CV_HEAT_N + k);
		init_extended_pair(CV_DIV0 + k, palette_div_light_text(k) ? white : black, div[k]);
	}
	/* half-block cells: each ramp step over each other step or over the
	 * terminal's background, where the terminal has pairs enough */
	halves_ok = COLOR_PAIRS >= CV_NCOLORS;
	for (int u = 0; halves_ok && u < CV_HEAT_N; u++)
		for (int l = 0; l <= CV_HEAT_N; l++)
			init_extended_pair(CV_HALF_HEAT0 + u * (CV_HEAT_N + 1) + l, heat[u], l < CV_HEAT_N ? heat[l] : -1);
	for (int u = 0; halves_ok && u < CV_DIV_N; u++)
		for (int l = 0; l <= CV_DIV_N; l++)
			init_extended_pair(CV_HALF_DIV0 + u * (CV_DIV_N + 1) + l, div[u], l < CV_DIV_N ? div[l] : -1);
	return true;
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

static void blit(bool color, const canvas *c)
{
	for (int y = 0; y < c->h; y++)
		for (int x = 0; x < c->w; x++) {
			const cv_cell *cell = &c->cells[y * c->w + x];
			if (cell->cp == 0)
				continue; /* right half of a wide character */
			wchar_t wc[2] = {(wchar_t)cell->cp, 0};
			cchar_t cc;
			short pair = color ? cell->color : 0;
			attr_t attr = style_attr(cell->style);
			/* without colour, masked cells and the heat ramp still differ by
			 * their characters; the cursor is reverse video either way */
			setcchar(&cc, wc, attr, pair, NULL);
			mvadd_wch(y, x, &cc);
		}
}

/* Codes curses returns for the bracketed-paste marks (define_key). */
#define TUI_PASTE_BEGIN (KEY_MAX + 1)
#define TUI_PASTE_END (KEY_MAX + 2)
/* and for Ctrl-Left, Ctrl-Right as xterm, tmux and most terminals send them */
#define TUI_CTRL_LEFT (KEY_MAX + 3)
#define TUI_CTRL_RIGHT (KEY_MAX + 4)

/* A curses special key as a key_code, or -1 for one the app has no use
 * for. Plain bytes are not translated here: app_input decodes them. */
static int translate_key(int ch)
{
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
	case KEY_DC: return KEYC_DELETE;
	case TUI_CTRL_LEFT: return KEYC_CTRL_LEFT;
	case TUI_CTRL_RIGHT: return KEYC_CTRL_RIGHT;
	case TUI_PASTE_BEGIN: return KEYC_PASTE_BEGIN;
	case TUI_PASTE_END: return KEYC_PASTE_END;
	}
	return -1;
}

/* What curses changed, and the bracketed paste and keypad modes this file
 * turns on, put back with async-signal-safe calls only (used from signal
 * handlers, where curses cannot be called): the terminal modes saved before
 * curses started (tcsetattr), then fixed escapes that stop mouse reporting
 * and bracketed paste, leave keypad mode, show the cursor, reset attributes
 * and leave the alternate screen. */
static struct termios saved_modes;
static int have_saved_modes;

static void reset_terminal_from_signal(void)
{
	static const char seq[] = "\033[?1000l\033[?1002l\033[?1006l\033[?2004l\033[?1l\033>"
				  "\033[?25h\033[0m\033[?1049l\r\n";
	if (have_saved_modes)
		tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
	ssize_t w = write(STDOUT_FILENO, seq, sizeof seq - 1);
	if (palette_changed)
		w = write(STDOUT_FILENO, "\033]104\007", 6); /* the terminal's own palette back */
	(void)w;
}

/* A signal that ends the TUI (hangup, Ctrl-C, kill, Ctrl-\\) leaves a usable
 * terminal: reset it, then end with status 1 as curses' own handler did. */
static const int ending_signals[] = {SIGHUP, SIGINT, SIGTERM, SIGQUIT};
#define N_ENDING (sizeof ending_signals / sizeof ending_signals[0])

static void on_ending_signal(int sig)
{
	(void)sig;
	reset_terminal_from_signal();
	_exit(1);
}

static const char paste_on[] = "\033[?2004h", paste_off[] = "\033[?2004l";

static void put_raw(const char *s)
{
	fputs(s, stdout);
	fflush(stdout);
}

/* Mouse, where the terminal reports it: the wheel scrolls, a click goes to
 * the app (which knows what was drawn where). */
static void handle_mouse(app *a, const MEVENT *ev)
{
	if (ev->bstate & BUTTON4_PRESSED)
		app_wheel(a, -1);
	else if (ev->bstate & BUTTON5_PRESSED)
		app_wheel(a, 1);
	else if (ev->bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))
		app_click(a, ev->x, ev->y);
}

int tui_run(app *a, bool want_color)
{
	/* a short ESC delay so that Esc responds at once */
	if (!getenv("ESCDELAY"))
		setenv("ESCDELAY", "25", 1);
	have_saved_modes = tcgetattr(STDIN_FILENO, &saved_modes) == 0;
	SCREEN *scr = newterm(NULL, stdout, stdin);
	if (!scr) {
		const char *term = getenv("TERM");
		err_printf("cannot use the terminal (TERM=%s)", term && term[0] ? term : "unset");
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
		return EXIT_USAGE;
	}
	mapguard_set_terminal_reset(reset_terminal_from_signal);
	struct sigaction sa = {0}, old[N_ENDING];
	sa.sa_handler = on_ending_signal;
	sigfillset(&sa.sa_mask);
	for (size_t k = 0; k < N_ENDING; k++)
		sigaction(ending_signals[k], &sa, &old[k]);
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	meta(stdscr, TRUE); /* all 8 bits of every byte: app_input decodes UTF-8 */
	curs_set(0);
	mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
	mouseinterval(0);
	/* bracketed paste: the terminal marks pasted text, which app_input
	 * then inserts as text (never runs as keys) */
	define_key("\033[200~", TUI_PASTE_BEGIN);
	define_key("\033[201~", TUI_PASTE_END);
	define_key("\033[1;5D", TUI_CTRL_LEFT);
	define_key("\033[1;5C", TUI_CTRL_RIGHT);
	put_raw(paste_on);
	bool color = setup_colors(want_color);
	a->vs.color = color;
	a->vs.halves = color && halves_ok;
	app_threaded(a); /* model work on the job runner's worker, never here */
	fwd_guard_thread(true);

	canvas c = {0};
	/* Keys handled since the last redraw. Input that is already waiting
	 * (typed ahead, or a paste of many kilobytes) is handled without a
	 * redraw in between, so a paste costs one redraw rather than one per
	 * character; every 256 keys the screen is drawn anyway. (The app
	 * forgets what was drawn whenever the screen changes, so a click in
	 * such a burst never uses the cells of the screen before.) */
	int burst = 0, quiet_ms = 0;
	while (!a->quit) {
		if (burst == 0) {
			if (c.w != COLS || c.h != LINES) {
				cv_free(&c);
				cv_init(&c, COLS, LINES);
			}
			app_draw(a, &c);
			erase();
			blit(color, &c);
			refresh();
		}
		/* frames while a pass runs or the prediction fades in; no wait
		 * while draining waiting input; while a character or a paste is
		 * unfinished, a bounded wait (see quiet_ms) */
		int wait = burst ? 0 : app_timeout_ms(a);
		if (!burst && (a->in.pasting || a->in.need) && (wait < 0 || wait > 250))
			wait = 250;
		timeout(wait);
		int ch = wgetch(stdscr);
		if (ch == ERR) {
			/* after a real wait with nothing read: a character cut short
			 * is replaced; a paste without its end mark ends after a
			 * second of quiet (terminals send a paste at once) */
			if (!burst) {
				quiet_ms += wait > 0 ? wait : 0;
				app_input_idle(a, quiet_ms >= 1000);
			}
			burst = 0;
			continue;
		}
		quiet_ms = 0;
		burst = (burst + 1) % 256;
		if (ch == KEY_RESIZE) {
			burst = 0;
			continue; /* the next pass draws at the new size */
		}
		if (ch == KEY_MOUSE) {
			MEVENT ev;
			if (getmouse(&ev) == OK && !a->in.pasting)
				handle_mouse(a, &ev);
			continue;
		}
		if (ch >= 0 && ch <= 0xFF) {
			app_input(a, ch); /* a byte: app_input decodes UTF-8 */
		} else {
			int key = translate_key(ch);
			if (key >= 0)
				app_input(a, key);
		}
	}
	endwin();
	put_raw(paste_off);
	delscreen(scr);
	fwd_guard_thread(false);
	/* test knob: how many forward passes and model opens ran on this
	 * thread (none should) */
	if (getenv("ATTNSTEP_TEST_UI_PASSES"))
		fprintf(stderr, "model work on the UI thread: %ld\n", fwd_guard_count());
	mapguard_set_terminal_reset(NULL);
	for (size_t k = 0; k < N_ENDING; k++)
		sigaction(ending_signals[k], &old[k], NULL);
	cv_free(&c);
	return a->status;
}
