# tests/resilience: the TUI in real terminals (tmux) under stress: 100
# resizes in a row, a 20×10 terminal, TERM=dumb / xterm / linux, NO_COLOR,
# LANG=C and a non-UTF-8 locale, 10 kB pasted into the live prompt editor.
# Uses tests/tui/lib.sh; skipped only when tmux is missing.
RESILIENCE_TESTS = tests/resilience/resize_storm.sh tests/resilience/small.sh \
	tests/resilience/terminals.sh tests/resilience/paste.sh
TESTS += $(RESILIENCE_TESTS)
EXTRA_DIST += $(RESILIENCE_TESTS)
# A mapped model file truncated under a running bench: one line, exit 1.
TESTS += tests/resilience/shrink.sh
EXTRA_DIST += tests/resilience/shrink.sh
