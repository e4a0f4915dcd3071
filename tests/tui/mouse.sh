#!/bin/sh
# Mouse clicks where the terminal reports them: a click on a mask-grid cell
# focuses the grid and moves the cursor there; a click on the text gives the
# focus back; in the index a click selects a lesson and a second one opens it.
. "$top_srcdir/tests/tui/lib.sh"
start 100 30 lesson worked-example --step mask-grid
wait_for "“sat” (2) → “The” (0): yes"
# the row of "on" in the grid, and the column of the last cell ("the")
row=$(screen | grep -n '│ on  ' | head -1 | cut -d: -f1)
[ -n "$row" ] || fail "grid row 'on' not found"
row=$((row - 1))
hdr=$((row - 4))         # the header: The, cat, sat, on, the
col=$(column_of "$hdr" "on   the")
[ -n "$col" ] && col=$((col + 5))
[ -n "$col" ] || fail "grid column 'the' not found"
click $((col + 1)) "$row"
wait_for "“on” (3) → “the” (4): no"
wait_for "widget has focus"
click 3 10                       # on the narrative text
wait_gone "widget has focus"
keys q
wait_for "attnstep exited 0"
exit 0
