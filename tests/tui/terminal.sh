#!/bin/sh
# The TUI refuses a non-UTF-8 locale with one clear line and status 2, and
# honours --no-color and NO_COLOR (no colour escapes on the screen).
. "$top_srcdir/tests/tui/lib.sh"
TEST_LC=C
export TEST_LC
start 100 30 lesson worked-example
wait_for "attnstep: the TUI needs a UTF-8 locale"
wait_for "attnstep exited 2"
unset TEST_LC

# colour on: capture-pane -e shows SGR colour sequences (e.g. ESC[36m)
start 100 30 lesson worked-example --step 5
wait_for "step 5/10"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*3[0-7]m\|$(printf '\033')\[[0-9;]*38;5;" ||
	fail "expected colour escapes with colour on"
keys q
wait_for "attnstep exited 0"

start 100 30 lesson worked-example --step 5 --no-color
wait_for "step 5/10"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*3[0-7]m\|$(printf '\033')\[[0-9;]*38;5;" &&
	fail "colour escapes despite --no-color"
keys q
wait_for "attnstep exited 0"

TEST_ENV=NO_COLOR=1
export TEST_ENV
start 100 30 lesson worked-example --step 5
wait_for "step 5/10"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*3[0-7]m\|$(printf '\033')\[[0-9;]*38;5;" &&
	fail "colour escapes despite NO_COLOR"
keys q
wait_for "attnstep exited 0"
exit 0
