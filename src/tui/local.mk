# src/tui: the curses front end (the only code that includes curses)
attnstep_SOURCES += src/tui/tui.c src/tui/tui.h
