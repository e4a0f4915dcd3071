#!/bin/sh
# The live heatmap's window on a prompt longer than the screen, headless:
# it opens on the last rows with their own columns (the diagonal, where a
# previous-token head puts its weight), says which window it shows, follows
# the cursor (Tab reaches the map on the run step too), and pans with every
# new token on the generation step.
. "$top_srcdir/tests/app/lib.sh"

P="Once upon a time there was a little girl named Lily. She loved to play in the park with her dog Max. One day, Max found a big red ball under a tree and they played all afternoon until the sun went down."
# the window line of screen K of OUT: "rows A–B of T · cols C–D" -> "A B T C D"
window() {
	if [ "$2" = last ]; then last "$1"; else after "$1" "$2"; fi |
		sed -n 's/.*rows \([0-9]*\)–\([0-9]*\) of \([0-9]*\) · cols \([0-9]*\)–\([0-9]*\).*/\1 \2 \3 \4 \5/p' | tail -1
}
n_keys() { printf '%s' "$P" | wc -m; }

# attnstep live at 80×24: the run of a 50-token prompt (the prompt typed
# into the editor, then Enter)
keys live --live --keys "e<C-u>$P<Enter>"
k=$(( $(n_keys) + 3 ))
w=$(window live last)
[ -n "$w" ] || { last live; fail "the cut heatmap does not say which rows and columns it shows"; }
set -- $w
T=$3
[ "$2" = $((T - 1)) ] || fail "the window does not end on the last row ($w)"
[ "$5" = $((T - 1)) ] || fail "the window does not show the last row's own column, the diagonal ($w)"
[ $(($2 - $1 + 1)) -ge 12 ] || fail "fewer than 12 rows of a long prompt at 80×24 ($w)"
expect live last "\($((T - 1)) '\.', $((T - 1)) '\.'\) weight" "the cursor does not start on the last row's diagonal"

# Tab reaches the map on the run step (not the editor); Left moves the
# cursor off the diagonal and the columns follow it once it leaves the
# window; Up moves the rows
lefts=""
for i in $(seq 1 30); do lefts="$lefts<Left>"; done
keys pan --live --keys "e<C-u>$P<Enter><Tab>$lefts<Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up><Up>"
expect pan $((k + 1)) 'widget has focus' "Tab on the run step does not focus the heatmap"
expect_not pan $((k + 1)) 'EDITING' "Tab on the run step went into the editor"
set -- $(window pan $((k + 31)))
[ "$4" = $((T - 1 - 30)) ] || fail "30 × Left: the columns did not follow the cursor to $((T - 1 - 30)) (cols $4–$5)"
expect pan $((k + 31)) "\($((T - 1)) '\.', $((T - 31)) " "the read-out does not name the cell 30 to the left"
set -- $(window pan last)
[ "$2" = $((T - 1 - 20)) ] || fail "20 × Up: the rows did not follow the cursor (rows $1–$2)"

# after the run the editor gives the keys back: . chooses the next head
keys back --live --keys "e<C-u>$P<Enter>."
expect back last 'full attn  head 1 \(0-' ". after a run did not change the head"
expect_not back last '> .*\.$' "a key after Enter was typed into the prompt"

# the generation step: each new token adds a row, and the window moves
# with it (the last row, its diagonal)
L=live-model
gs=$(step_of $L live-generate)
keys gen --lesson $L --step $((gs - 1)) --keys "e<C-u>$P<Enter><Right>gg"
expect gen 1 'EDITING' "the step before the generation step is not the run step"
set -- $(window gen last)
S=$3
[ "$S" -ge $((T + 2)) ] || fail "two tokens did not add two rows ($T -> $S)"
[ "$2" = $((S - 1)) ] && [ "$5" = $((S - 1)) ] || fail "the generation map does not show the newest row and its diagonal (rows $1–$2, cols $4–$5 of $S)"

# 200×60: a prompt of 100 tokens, the whole last 50 rows with their columns
keys big --live --width 200 --height 60 --keys "e<C-u>$P $P<Enter>"
set -- $(window big last)
[ "$2" = $(($3 - 1)) ] && [ "$5" = $(($3 - 1)) ] || fail "200×60: the window is not on the last rows and their diagonal ($*)"
[ $(($2 - $1 + 1)) -ge 40 ] || fail "200×60: fewer than 40 rows ($*)"
exit 0
