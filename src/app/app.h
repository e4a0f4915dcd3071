/* The application: every screen (lesson index, lesson step, key help), the
 * focus, what each key and click does, and the live state, with no curses
 * and no terminal. The TUI feeds it keys and clicks and blits what
 * app_draw draws; `attnstep print --keys` feeds it a key script and prints
 * the canvas after each key; tests drive it the same way.
 *
 *     app *a = app_new(&set, &opt);        the worked example computed here
 *     app_open(a, lesson, step);           or stay at the index
 *     for each key:  app_key(a, key);      or app_click(a, x, y)
 *                    app_draw(a, &canvas);
 *     app_free(a);
 *
 * Views are listed once, in src/app/viewtab.c. */
#ifndef ATTN_APP_APP_H
#define ATTN_APP_APP_H

#include <stdbool.h>
#include <stdint.h>

#include "app/input.h"
#include "core/attention.h"
#include "core/online_softmax.h"
#include "core/scale_demo.h"
#include "lesson/registry.h"
#include "live/extra.h"
#include "live/state.h"
#include "quiz/quiz_ui.h"
#include "render/canvas.h"
#include "render/options.h"
#include "render/screen.h"
#include "render/views.h"
#include "render/views_live.h"

enum app_screen { SCR_INDEX, SCR_STEP, SCR_HELP };

#define APP_MAX_ROWS 1024 /* screen rows the index remembers for clicks */
#define APP_MAX_SEEN 64   /* lessons whose seen steps the index counts */

typedef struct app {
	const lesson_set *set;
	const char *lang;
	bool motion;
	enum app_screen screen, before_help;
	int sel;              /* index: selected lesson */
	int lesson, step;     /* step screen */
	int scroll;           /* narrative scroll (clamped when drawn) */
	int help_scroll;
	view_state vs;        /* worked example: mask, slider, cursors, focus */
	attn_trace t;         /* the worked example for vs.mask */
	scale_demo sd[SCALE_DEMO_WIDTHS]; /* the d_head slider at every position */
	online_demo od[ONLINE_SIZES];     /* the block-by-block softmax at every block size */
	live_state live;      /* the live session (opened on the first live step) */
	live_sel lsel;        /* the reader's choices every live view shares */
	live_views views;     /* each live view's own state */
	bool focus_done;      /* the step's @focus has been applied since it opened */
	/* what the view's enter hook last saw: the shown run and the jobs
	 * ended; when either changes the hook runs again */
	unsigned long enter_serial, enter_ended;
	quiz_ui *quiz;        /* [n_quiz]: each lesson's questions, answers and tally, */
	int n_quiz;           /* made for quiz_set (remade when set changes) */
	const lesson_set *quiz_set;
	live_extra ex;        /* generation, neuron and bank-drift numbers */
	bool live_only;       /* `attnstep live`: the live view has the whole screen */
	/* what was drawn last, for clicks and paging; cleared whenever the
	 * screen, the step or the layout changes, so a click never uses the
	 * cells of another screen */
	view_hits hits;
	step_layout lay;
	int index_rows[APP_MAX_ROWS];
	uint64_t seen[APP_MAX_SEEN]; /* per lesson: bit k set once step k was shown */
	int w, h;             /* size of the last draw (0: none yet) */
	char note[160];       /* a one-line message for the footer, until the next key */
	key_input in;         /* the terminal's bytes being decoded (app_input) */
	bool quit;
	int status;           /* exit status */
} app;

/* A new app on the lessons of set, in o's language and with o's mask and
 * motion. NULL (with one line on stderr) when the worked example cannot be
 * computed. */
app *app_new(const lesson_set *set, const ui_options *o);
void app_free(app *a);

/* With --model (ui_options.model): open that model now, so that a bad one
 * is one line and exit 2 before anything is drawn. True when there is no
 * such option or the model opened; else a->live.err says why. */
bool app_open_model(app *a);

/* The TUI is going to run this app: model work goes to the job runner's
 * worker thread from now on (call before app_open, so that the first
 * pass never runs on the thread that draws). */
void app_threaded(app *a);

/* Open lesson `lesson` at step `step` (from 0, clamped). */
void app_open(app *a, int lesson, int step);

/* The last step of lesson li whose view edits and runs the live prompt
 * (AV_PROMPT), or -1 (`attnstep live` opens there: the reader's own turn). */
int app_find_prompt_step(const app *a, int li);

/* `attnstep live`: the live view full screen. */
void app_live_only(app *a, bool on);
/* Go to the step of the current lesson that edits the live prompt (the
 * nearest before this one, AV_PROMPT in the view table) with the editor
 * open; false when the lesson has none. */
bool app_edit_prompt(app *a);

/* A key: a character, or enum key_code (render/keys.h). */
void app_key(app *a, int key);

/* Input as the terminal sends it: a byte (0..255) or a key_code, decoded
 * (app/input.h) into app_key calls and pasted text. A paste goes into the
 * prompt editor or the answer line when one is open; anywhere else it is
 * dropped with a note, never run as commands. app_input_idle: the terminal
 * has gone quiet (end_paste: for long enough to end an unclosed paste). */
void app_input(app *a, int c);
void app_input_idle(app *a, bool end_paste);

/* Is a line open that takes typed text (the prompt editor, an answer)? */
bool app_text_open(const app *a);

/* A click of the first button at (x, y), and the wheel (dir < 0: up). */
void app_click(app *a, int x, int y);
void app_wheel(app *a, int dir);

/* Draw the current screen onto c (its size is the terminal's). Collects a
 * finished pass and brings derived data up to date first. */
void app_draw(app *a, canvas *c);

/* ms until the next frame is needed (a pass running, a fade), or -1. */
int app_timeout_ms(const app *a);

#endif
