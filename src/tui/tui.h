/* The curses front end: the only code that includes curses. */
#ifndef ATTN_TUI_TUI_H
#define ATTN_TUI_TUI_H

#include <stdbool.h>

#include "app/app.h"
#include "util/error.h"

/* Can the TUI run here? Standard input and output must be terminals and the
 * character set UTF-8 (we draw box characters, arrows and CJK text). With no
 * locale configured (C/POSIX) the TUI switches LC_CTYPE to C.UTF-8; a locale
 * with another character set gets a clear message, not an ASCII fallback.
 * Returns 0, or -1 with e. */
int tui_check_terminal(errbuf *e);

/* Run app in the terminal until it quits (colours when want_color and the
 * terminal has them). Returns the exit status. */
int tui_run(app *a, bool want_color);

#endif
