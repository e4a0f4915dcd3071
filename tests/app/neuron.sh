#!/bin/sh
# The neuron views, headless. The worked example's cell (cat, The) against
# hand arithmetic from the chapter's vectors: q_cat = [0.3, 0.9],
# k_The = [1.0, 0.2]: products 0.300 and 0.180, sum 0.4800, ÷ √2 = 0.3394,
# weight 1/(1 + e^((0.90 − 0.48)/√2)) = 0.4263, rank 2 of 2; (The, cat) is
# masked. On a real head: RoPE dims marked, and the printed sum ÷ √d_head
# is the printed scaled score.
. "$top_srcdir/tests/app/lib.sh"
L=deep-dives
W=$(step_of $L neuron-worked)
keys w --lesson $L --step $W --width 100 --height 36 --keys '<Tab><Down><Up><Right>'
expect w 2 "query 1 'cat' · key 0" "Down did not move to the cat row"
expect w 2 ' 0 +0\.300 +1\.000 +0\.300' "cat's first product"
expect w 2 ' 1 +0\.900 +0\.200 +0\.180' "cat's second product"
expect w 2 'sum = q·k = 0\.4800' "the sum"
expect w 2 '÷ √2 = 0\.3394' "the scaling"
expect w 2 'weight 0\.4263, rank 2 of 2' "the softmax weight"
expect w 4 "query 0 'The' · key 1" "Up/Right did not reach (The, cat)"
expect w 4 'the mask: ' "(The, cat) is not masked"

N=$(step_of $L neuron)
keys n --lesson $L --step $N --width 110 --height 44 --keys '<Tab><Left>.'
expect n 3 'full attn  head 1 ' ". did not pick head 1"
expect n 3 '↻' "no RoPE-rotated dims marked"
expect n 3 'rotated dims give' "no split of the score"
last n | awk '
	/sum = q·k = / { s = $0; sub(/.*sum = q·k = /, "", s); sub(/ .*/, "", s) }
	/÷ √[0-9]+ = / { d = $0; sub(/.*÷ √/, "", d); v = d; sub(/ = .*/, "", d); sub(/.* = /, "", v) }
	END { if (s == "" || d == "") { print "FAIL: no sum or scaled line"; exit 1 }
		e = s / sqrt(d) - v; if (e < 0) e = -e
		if (e > 1e-3) { print "FAIL: " s " / sqrt(" d ") != " v; exit 1 } }' || exit 1
# 80×24: the bars are drawn and the numbers keep a blank between them; no
# line of the panel is cut
for st in $W $N; do
	keys s$st --lesson $L --step $st --keys ''
	after s$st 0 | sed -n 's/^[^│↓↑]*[│↓↑] //p' >"$tmp/panel"
	grep -qE '\|\+|-\|' "$tmp/panel" || { cat "$tmp/panel"; fail "step $st: no bars at 80×24"; }
	grep -qE '[0-9]\.[0-9]+(-[0-9]|\.[0-9])' "$tmp/panel" && { cat "$tmp/panel"; fail "step $st: numbers run together at 80×24"; }
	grep -q '…$' "$tmp/panel" && { cat "$tmp/panel"; fail "step $st: a line is cut at 80×24"; }
done
# the worked neuron view at 80×24 opens on the cell its text walks through
# ("cat" looking at "The"), also when the worked example's cursor was left
# on (The, cat): the index, then → → into the deep dives
n=$("$ATTNSTEP" list --lang en | awk -F '\t' '/^[^ ]/ { k++ } /^deep-dives\t/ { print k; exit }')
m=$("$ATTNSTEP" list --lang en | awk -F '\t' '/^[^ ]/ { k++ } /^worked-example\t/ { print k; exit }')
downs=""
i=$m
while [ "$i" -lt "$n" ]; do downs="$downs<Down>"; i=$((i + 1)); done
rights=""
i=1
while [ "$i" -lt "$W" ]; do rights="$rights<Right>"; i=$((i + 1)); done
keys carry --lesson worked-example --step scores --keys "<Tab><Up><Right><Tab>i$downs<Enter>${rights}z"
expect carry 3 '\(The, cat\)' "the worked example's cursor was not moved to (The, cat)"
k=$((4 + 1 + ${#downs} / 6 + 1 + W - 1))
expect carry $k "query 1 *$" "the neuron view did not open on query 1 ('cat') after the worked example"
expect carry $k "│ 'cat' · key 0 'The'$" "the neuron view did not open on (cat, The)"
expect carry $k 'row 1: ' "the row's weights have no label"
expect carry $k '0 \.:;ioO%#@ 1' "the row's weights have no legend"
expect carry $k ' z zoom ' "the footer does not offer z"
# z: the view fills the screen (its lines start at the left edge, no divider)
expect carry last "^ the worked example, d_head 2: query 1 'cat' · key 0 'The'$" "z did not zoom the neuron view"
expect_not carry last '│' "the zoomed view still has the text pane"
exit 0
