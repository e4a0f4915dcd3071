#!/bin/sh
# The TUI refuses a non-UTF-8 locale with one clear line and status 2, and
# honours --no-color and NO_COLOR (no colour escapes on the screen), and
# falls back to the 8 basic colours on an 8-colour terminal.
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

# an 8-colour terminal: basic background colours for the heat ramp, never
# the 256-colour form ESC[38;5;N / ESC[48;5;N
TEST_ENV=TERM=screen
start 100 30 lesson worked-example --step 5
wait_for "step 5/10"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*4[0-7]m" ||
	fail "expected 8-colour backgrounds on TERM=screen"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*[34]8;5;" &&
	fail "256-colour escapes on an 8-colour terminal"
keys q
wait_for "attnstep exited 0"
exit 0
