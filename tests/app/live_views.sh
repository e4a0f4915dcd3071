#!/bin/sh
# The live views' keys, headless: layer and head selectors, the cell
# cursor (never off screen), the model view's pages and Enter, the head
# report's sort and Enter (on the sequence its score was measured on), the
# replay's stages, mask and scrolling.
. "$top_srcdir/tests/app/lib.sh"
L=live-model

# layers and heads on the heatmap step (1)
keys lay --lesson $L --step $(step_of $L live-heatmap) --width 100 --height 34 --keys '.,,<lt>><Tab><Up><Right><Right><Right><Right><Right><Right><Right><Right><Left><Left><Left><Left><Left><Left><Left><Left><Left>'
expect lay 0 'layer [0-9]+ \(0-[0-9]+\) full attn  head 0 \(0-' "the first layer shown is not a full-attention one"
expect lay 0 'weight [0-9]\.[0-9]{4}'
expect lay 0 'q·k -?[0-9.]+  ÷√[0-9]+ = -?[0-9.]+'
expect lay 1 'full attn  head 1 \(0-' ". did not choose the next head"
expect lay 3 'full attn  head 0 \(0-' ", did not go back"
expect lay 4 'layer [0-9]+ \(0-[0-9]+\) GatedDeltaNet' "< did not reach the GatedDeltaNet layer below"
expect lay 4 'No softmax matrix' "the GatedDeltaNet layer does not say there is no softmax"
expect lay 4 'rows need not sum'
expect lay 4 "w\[4 '.*', 4 '.*'\] = -?[0-9]" "the cursor does not start on the last row's diagonal"
expect lay 5 'layer [0-9]+ \(0-[0-9]+\) full attn' "> did not come back to a full layer"
expect lay 6 'widget has focus'
expect lay 15 'masked: weight exactly 0' "moving right past the diagonal does not reach a masked cell"
expect lay last "\([0-9]+ '.*', 0 '.*'\) weight" "moving left does not come back to column 0"

# the model view (3): pages, Enter opens the selected head, Esc closes it
keys mv --lesson $L --step $(step_of $L model-view) --width 100 --height 34 --keys '][<Tab><Right><Enter><Esc>'
expect mv 0 'page 1/2: full attention'
expect mv 0 '[0-9]+\.0 +[0-9]+\.1' "no thumbnails labelled layer.head"
expect mv 1 'page 2/2: GatedDeltaNet'
expect mv 2 'page 1/2'
expect mv 5 'full attn  head 1 \(0-' "Enter did not open the selected head"
expect mv last 'page 1/2' "Esc did not close the head"

# the head report (4): s cycles the sort; Enter opens the head on the
# prompt its score was measured on
keys hr --lesson $L --step $(step_of $L head-report) --width 100 --height 34 --keys 'sss<Enter><Esc>s<Tab><Down><Enter>'
expect hr 0 'head +prev +first +self +induct'
expect hr 0 'top example of [0-9]+\.[0-9]+, prev:'
expect hr 1 'top example of [0-9]+\.[0-9]+, first:'
expect hr 2 'top example of [0-9]+\.[0-9]+, self:'
expect hr 3 'top example of [0-9]+\.[0-9]+, induct:'
expect hr 3 'random tokens [0-9]+×2'
expect hr 4 'on the induction sequence: [0-9]+ random tokens, twice' "Enter on the induction sort does not open the repeated sequence"
expect hr 5 'top example of' "Esc did not close the head"
expect hr last 'on your prompt' "a head opened from the prev sort is not shown on the prompt"
expect hr last 'reads KV group'

# the replay (8): stages, the mask, dimensions and key columns scroll
keys rp --lesson $L --step $(step_of $L head-replay) --keys '<Tab><Down>]]]]m<Right>m]]]<Down>'
expect rp 0 '1/8 q, k, v of each token'
expect rp 2 'dims 4–' "Down did not scroll the dimensions"
expect rp 6 '5/8 softmax of each row'
expect rp 6 'max \|replay − model\| ([0-9]\.[0-9]e-(0[6-9]|[1-9][0-9])|0\.0e\+00)' "the replay does not match the model"
expect_not rp 6 'MASK OFF'
expect rp 7 'MASK OFF: not what the model does'
expect rp 7 '^.*│  0 The +0\.[0-9]{2} +0\.[0-9]{2} +0\.[0-9]{2} +0\.[0-9]{2} +0\.[0-9]{2}' "a key column of row 0 is not shown at 80×24 (mask off)"
expect rp 8 'keys 1–' "Right did not scroll the key columns"
expect rp 12 '8/8 residual add'
for row in "x" "Δ" "Δ h0" "x \+ Δ"; do
	expect rp 12 "^.*│ $row +-?[0-9]+\.[0-9]{2} +-?[0-9]+\.[0-9]{2}" "no row $row in the residual stage"
done
expect rp 12 "max \|\(x \+ Δ\) − model's x after\| ([0-9]\.[0-9]e-(0[5-9]|[1-9][0-9])|0\.0e\+00)"
expect rp 12 'max \|Σ_h Δ_h − Δ\| ([0-9]\.[0-9]e-(0[5-9]|[1-9][0-9])|0\.0e\+00)'
expect rp last 'dims 8–' "Down did not scroll the residual's dimensions"
# the replay at 80×24: the score stages keep a blank between numbers, and
# the residual stage's label is not written over
keys rp80 --lesson $L --step $(step_of $L head-replay) --keys ']]]]]]]'
for k in 1 2 3; do
	after rp80 $k | sed -n 's/^[^│↓↑]*[│↓↑] //p' | grep -E '^ *[0-9]+ ' >"$tmp/m"
	[ -s "$tmp/m" ] || fail "stage $((k + 1)): no matrix rows"
	grep -qE '[0-9]\.[0-9]+(-[0-9]|\.[0-9])' "$tmp/m" && { cat "$tmp/m"; fail "stage $((k + 1)): numbers run together at 80×24"; }
done
expect rp80 7 '\|Δ_h\| \([0-9]+ numbers\):' "the residual stage's label is written over"
# the head report says under each column which text it is measured on
# (prev, first and self on the prompt, induct on the repeated random
# tokens), and the lesson explains why self and induct can both be high
for lang in en zh; do
	keys hr.$lang --lang $lang --lesson live-model --step head-report --width 200 --height 60
done
expect hr.en 0 'head  prev +first +self +induct' "the head report's column names"
expect hr.en 0 '^ .*│ +prompt +prompt +prompt +random×2' "en: no line saying what each column is measured on"
expect hr.en 0 'Since induct is read on another text' "en: the lesson does not say induct uses another text"
expect_not hr.en 0 'Near 1 means the head does that almost always' "en: the old 'near 1' sentence"
expect hr.zh 0 '│ +提示词 +提示词 +提示词 +随机×2' "zh: no line saying what each column is measured on"
expect hr.zh 0 '所以一个头可以自身和归纳都很高' "zh: the lesson does not say induct uses another text"
exit 0
