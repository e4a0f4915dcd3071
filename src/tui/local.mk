# src/tui: the curses front end (the only code that includes curses)
attnstep_SOURCES += src/tui/tui.c src/tui/tui.h
# The man page documents the TUI's keys (tests/tui/keys_man checks them).
dist_man_MANS += man/attnstep.1
