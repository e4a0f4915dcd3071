/* The curses front end: the only code that includes curses. */
#ifndef ATTN_TUI_TUI_H
#define ATTN_TUI_TUI_H

#include "lesson/registry.h"
#include "render/options.h"

/* Can the TUI run here? Standard input and output must be terminals and the
 * character set UTF-8 (we draw box characters, arrows and CJK text). With no
 * locale configured (C/POSIX) the TUI switches LC_CTYPE to C.UTF-8; a locale
 * with another character set gets a clear message, not an ASCII fallback.
 * Returns 0, or -1 with e. */
int tui_check_terminal(errbuf *e);

/* Run the TUI on the lessons of set: at the lesson index when lesson < 0,
 * else at that lesson's step (from 0). Returns the exit status. */
int tui_run(const lesson_set *set, int lesson, int step, const ui_options *o);

#endif
