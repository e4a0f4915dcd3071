#!/bin/sh
# Colour that reads, in a real terminal: on a 256-colour terminal the
# heatmap's cells are blanks filled with the perceptual (viridis) ramp as
# background colours, a weight of 1 at the light end (palette 226) and 0 at
# the dark end (53), with the number in the cell; the legend under the map
# shows the same colours between 0 and 1. An 8-colour terminal gets the
# coarse ramp (yellow for 1); with NO_COLOR the glyph ramp is back in the
# cells and in the legend.
. "$top_srcdir/tests/tui/lib.sh"
ESC=$(printf '\033')
cap() { T capture-pane -p -e -t 0; }

TEST_ENV=TERM=xterm-256color
export TEST_ENV
start 100 30 lesson live-model
wait_for "layer 3 (0-7)"
wait_for "· masked"
cap >"$tmp/c256"
# the row of token 1 ('cat'): its first cell (weight 1.00 on 'The') on the
# light end of the ramp, its second (0.00) on the dark end
grep " cat" "$tmp/c256" | grep -q "${ESC}\[48;5;226m 1\.00" || { cat -v "$tmp/c256"; fail "a weight of 1 is not on palette colour 226"; }
grep " cat" "$tmp/c256" | grep -q "${ESC}\[48;5;53m 0\.00" || { cat -v "$tmp/c256"; fail "a weight of 0 is not on palette colour 53"; }
# cells are filled with colour, not glyphs
screen | grep -E '^ *[0-9] .*(The|cat|sat)' | grep -q '@' && fail "heat cells are drawn with glyphs in colour mode"
# the legend: the ramp's nine colours between 0 and 1
legend=$(grep "· masked" "$tmp/c256")
for col in 53 55 25 31 36 77 148 220 226; do
	printf '%s' "$legend" | grep -q "48;5;${col}m" || { printf '%s\n' "$legend" | cat -v; fail "the legend lacks ramp colour $col"; }
done
keys q
wait_for "attnstep exited 0"

# 8 colours: the coarse ramp, a weight of 1 on yellow (43)
TEST_ENV=TERM=xterm
start 100 30 lesson live-model
wait_for "· masked"
cap | grep " cat" | grep -q "${ESC}\[43m 1\.00" || { cap | cat -v; fail "8 colours: a weight of 1 is not on yellow"; }
keys q
wait_for "attnstep exited 0"

# NO_COLOR: glyphs in the cells and in the legend, no colour escapes
TEST_ENV="TERM=xterm-256color NO_COLOR=1"
start 100 30 lesson live-model
wait_for "· masked"
screen | grep " cat" | grep -q '1\.00@' || fail "without colour the cells have no glyphs"
wait_for "0 .:;ioO%#@ 1"
cap | grep -q "${ESC}\[48;5;" && fail "NO_COLOR: colour escapes on the screen"
keys q
wait_for "attnstep exited 0"

# The model view's thumbnails in half-block cells: two map rows a line, the
# upper in the character's colour over the lower as its background. At
# 80x24 a thumbnail of the 5-token prompt has 4 lines, so 8 half-rows: rows
# 0,0 1,1 2,3 3,4 (r*5/8). The first line is row 0 (token 0 on itself, 1.00,
# palette 226, over itself); the third line's last column holds row 3 under
# a masked upper half: '▄' in row 3's colour.
TEST_ENV=TERM=xterm-256color
start 80 24 lesson live-model --step model-view
wait_for "page 1/2"
cap >"$tmp/m256"
grep -q "${ESC}\[38;5;226m${ESC}\[48;5;226m▀▀" "$tmp/m256" ||
	{ cat -v "$tmp/m256"; fail "half blocks: row 0 of a thumbnail is not 226 over 226"; }
screen | grep -q '▀▀▀▀▀▄▄' || { screen; fail "half blocks: no two rows on one line (the stair ▀▀▀▀▀▄▄)"; }
keys q
wait_for "attnstep exited 0"
# without colour, and on 8 colours (too few colour pairs), the glyphs
for env in "TERM=xterm-256color NO_COLOR=1" TERM=xterm; do
	TEST_ENV=$env
	start 80 24 lesson live-model --step model-view
	wait_for "page 1/2"
	screen | grep -q '▀' && { screen; fail "$env: half blocks drawn"; }
	keys q
	wait_for "attnstep exited 0"
done
exit 0
