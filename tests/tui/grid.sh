#!/bin/sh
# The 5×5 mask grid: Tab gives it the focus, the arrows move the cursor,
# the explanation follows the cursor; Tab gives the arrows back to steps.
. "$top_srcdir/tests/tui/lib.sh"
start 100 30 lesson worked-example --step 9
wait_for "“sat” (2) → “The” (0): yes"
keys Tab
wait_for "widget has focus"
keys Up Up
wait_for "“The” (0) → “The” (0): yes"
keys Right
wait_for "“The” (0) → “cat” (1): no"
wait_for "exactly 0"
keys Down Down Down Down Right Right Right
wait_for "“the” (4) → “the” (4): yes"
keys Left Left Left Left Up
wait_for "“on” (3) → “The” (0): yes"
keys m
wait_for "The mask is off"
keys m
keys Tab
wait_gone "widget has focus"
keys Right
wait_for "step 10/11"
keys q
wait_for "attnstep exited 0"
exit 0
