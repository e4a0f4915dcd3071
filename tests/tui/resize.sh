#!/bin/sh
# The screen is redrawn at once on resize; below 80×24 the "enlarge" screen
# appears, and the lesson comes back when the terminal grows again.
. "$top_srcdir/tests/tui/lib.sh"
start 100 30 lesson worked-example --step qkv
wait_for "step 2/11"
T resize-window -t 0 -x 120 -y 40
wait_rows 40
screen | sed -n 1p | grep -q "step 2/11 ▶ *$" || fail "header not redrawn at 120 columns"
T resize-window -t 0 -x 70 -y 20
wait_for "terminal too small (need 80×24, have 70×20)"
keys Right                       # ignored while too small
T resize-window -t 0 -x 100 -y 30
wait_for "step 2/11"
keys q
wait_for "attnstep exited 0"
exit 0
