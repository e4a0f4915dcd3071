#!/bin/sh
# The TUI runs under the C locale (assuming a UTF-8 terminal), refuses a
# locale with another character set with one clear line and status 2, and
# honours --no-color and NO_COLOR (no colour escapes on the screen), and
# falls back to the 8 basic colours on an 8-colour terminal.
. "$top_srcdir/tests/tui/lib.sh"
# no locale configured (C): the TUI assumes a UTF-8 terminal and runs, CJK
# included
TEST_LC=C
export TEST_LC
start 100 30 lesson worked-example --step mask-grid --lang zh
wait_for "步骤 9/11"
wait_for "第 i 行能看第 j 列吗？"
keys q
wait_for "attnstep exited 0"

# a locale that names another character set is refused with one line and
# status 2 (needs localedef and the locale sources of Debian's `locales`;
# without them this part cannot be set up and is left out)
if localedef -i en_US -f ISO-8859-1 "$tmp/en_US.ISO-8859-1" >/dev/null 2>&1; then
	TEST_LC=en_US.ISO-8859-1
	TEST_ENV=LOCPATH=$tmp
	export TEST_ENV
	start 100 30 lesson worked-example
	wait_for "attnstep: the TUI needs a UTF-8 locale (this one is ISO-8859-1)"
	wait_for "attnstep exited 2"
	unset TEST_ENV
else
	echo "note: localedef could not build en_US.ISO-8859-1; the refusal case is not run"
fi
unset TEST_LC

# a terminal that cannot address the cursor is refused, not scrolled
TEST_ENV=TERM=dumb
export TEST_ENV
start 100 30 lesson worked-example
wait_for "attnstep: the terminal cannot move the cursor (TERM=dumb)"
wait_for "attnstep exited 2"
unset TEST_ENV

# colour on: capture-pane -e shows SGR colour sequences (e.g. ESC[36m)
start 100 30 lesson worked-example --step softmax
wait_for "step 5/11"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*3[0-7]m\|$(printf '\033')\[[0-9;]*38;5;" ||
	fail "expected colour escapes with colour on"
keys q
wait_for "attnstep exited 0"

start 100 30 lesson worked-example --step softmax --no-color
wait_for "step 5/11"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*3[0-7]m\|$(printf '\033')\[[0-9;]*38;5;" &&
	fail "colour escapes despite --no-color"
keys q
wait_for "attnstep exited 0"

TEST_ENV=NO_COLOR=1
export TEST_ENV
start 100 30 lesson worked-example --step softmax
wait_for "step 5/11"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*3[0-7]m\|$(printf '\033')\[[0-9;]*38;5;" &&
	fail "colour escapes despite NO_COLOR"
keys q
wait_for "attnstep exited 0"

# an 8-colour terminal: basic background colours for the heat ramp, never
# the 256-colour form ESC[38;5;N / ESC[48;5;N
TEST_ENV=TERM=screen
start 100 30 lesson worked-example --step softmax
wait_for "step 5/11"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*4[0-7]m" ||
	fail "expected 8-colour backgrounds on TERM=screen"
T capture-pane -e -p -t 0 | grep -q "$(printf '\033')\[[0-9;]*[34]8;5;" &&
	fail "256-colour escapes on an 8-colour terminal"
keys q
wait_for "attnstep exited 0"
exit 0
