/* The curses front end: the only code that includes curses. */
#ifndef ATTN_TUI_TUI_H
#define ATTN_TUI_TUI_H

#include "lesson/registry.h"
#include "render/options.h"

/* Can the TUI run here? Standard input and output must be terminals and the
 * locale must be UTF-8 (we draw box characters, arrows and CJK text, and
 * chose a clear message over an ASCII fallback). Returns 0, or -1 with e. */
int tui_check_terminal(errbuf *e);

/* Run the TUI on the lessons of set: at the lesson index when lesson < 0,
 * else at that lesson's step (from 0). Returns the exit status. */
int tui_run(const lesson_set *set, int lesson, int step, const ui_options *o);

#endif
