# tests/tui: the key table against the man page, and real-terminal tests
# that drive the TUI in tmux (skip with 77 only when tmux is missing)
check_PROGRAMS += tests/tui/keys_man
tests_tui_keys_man_SOURCES = tests/tui/keys_man.c
tests_tui_keys_man_LDADD = $(TEST_LIBS)
# (the steps, the mask, the slider, the grid and the index are key scripts:
# tests/app/worked_keys.sh; the help, tests/app/help_keys.sh)
TUI_TMUX_TESTS = tests/tui/resize.sh tests/tui/small.sh \
	tests/tui/terminal.sh tests/tui/mouse.sh tests/tui/signals.sh tests/tui/shrink.sh \
	tests/tui/colour.sh tests/tui/truecolor.sh tests/tui/input.sh
TESTS += tests/tui/keys_man $(TUI_TMUX_TESTS)
EXTRA_DIST += tests/tui/lib.sh $(TUI_TMUX_TESTS)
