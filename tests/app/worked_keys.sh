#!/bin/sh
# The worked example driven by keys, headless (these need no terminal; the
# tmux tests keep what only a terminal shows). Steps are named by id.
#  - the index: `attnstep` opens there, Enter opens the selected lesson,
#    i goes back;
#  - every step reachable with → in both languages: the counter, the title
#    `attnstep list` gives, a piece of its view, the chapter's numbers where
#    they belong; ← h l Space Backspace Home End; no line wider than 80
#    columns in Chinese at 80×24;
#  - m toggles the mask everywhere and what depends on it is recomputed;
#    --no-mask starts with it off;
#  - the d_head slider: ] + widen, [ - narrow, it stops at both ends; at
#    d = 256 the unscaled weights are all on k1;
#  - the 5×5 mask grid: Tab focuses it, arrows move the cursor and the
#    explanation follows; Tab gives the arrows back to the steps.
. "$top_srcdir/tests/app/lib.sh"
L=worked-example

# the index: the worked example is the n-th lesson of `attnstep list`
n=$("$ATTNSTEP" list --lang en | awk -F '\t' '/^[^ ]/ { k++ } /^worked-example\t/ { print k; exit }')
[ -n "$n" ] || fail "attnstep list has no worked-example"
downs=""
i=1
while [ "$i" -lt "$n" ]; do downs="$downs<Down>"; i=$((i + 1)); done
keys index --lang en --keys "${downs}<Enter>i"
expect index 0 'attnstep · lessons' "print --keys without --lesson does not start at the index"
expect index $((n - 1)) '> The worked example' "the selection is not on the worked example"
expect index $n 'step 1/11' "Enter did not open the lesson"
expect index $n '1\. Reading the formula' "Enter did not open step 1"
expect index last 'attnstep · lessons' "i did not go back to the index"

# every step, in English at 100×30
"$ATTNSTEP" list --lang en | awk -F '\t' '/^worked-example/ {on = 1; next} /^[^ ]/ {on = 0} on {print $2}' >"$tmp/titles"
[ "$(wc -l <"$tmp/titles")" -eq 11 ] || fail "attnstep list: expected 11 steps"
views='softmax( Q·Kᵀ / √d ) · V
V = x·Wv
S = Q·Kᵀ
d_head slider
P = softmax of each row
out = P · V
x + out: a delta
causal mask: ON
may row i look at column j?
x+out
one pass, a prediction at every position:'
keys steps --lang en --lesson $L --width 100 --height 30 \
	--keys '<Right><Right><Right><Right><Right><Right><Right><Right><Right><Right><Right><Left>hl<Space><BS><Home><End>'
k=1
while [ $k -le 11 ]; do
	expect steps $((k - 1)) "step $k/11" "→ $((k - 1)) times: not on step $k"
	expect steps $((k - 1)) "$k\\. $(sed -n "${k}p" "$tmp/titles" | sed 's/[][\\.*^$()|+?{}]/\\&/g')" "step $k: not the title attnstep list gives"
	expect steps $((k - 1)) "$(printf '%s\n' "$views" | sed -n "${k}p" | sed 's/[][\\.*^$()|+?{}]/\\&/g')" "step $k: its view is not there"
	k=$((k + 1))
done
expect steps 1 'The \[  0\.54 -0\.16 \]' "V[The] is not the chapter's [0.54, -0.16]"
expect steps 1 'cat \[  0\.33  0\.54 \]' "V[cat] is not the chapter's [0.33, 0.54]"
expect steps 5 '=        \[  0\.42  0\.24 \]' "out[cat] is not [0.42, 0.24]"
expect steps 9 'out      \[  0\.54 -0\.16 \] \[  0\.42  0\.24 \]' "the summary's out row"
expect steps 11 'step 11/11' "→ on the last step moved"
expect steps 12 'step 10/11' "← did not go back"
expect steps 13 'step 9/11' "h did not go back"
expect steps 14 'step 10/11' "l did not go on"
expect steps 15 'step 11/11' "Space did not go on"
expect steps 16 'step 10/11' "Backspace did not go back"
expect steps 17 'step 1/11' "Home did not go to step 1"
expect steps 18 'step 11/11' "End did not go to the last step"

# Chinese at 80×24: every step, its title from `attnstep list`, no line
# wider than the screen
"$ATTNSTEP" list --lang zh | awk -F '\t' '/^worked-example/ {on = 1; next} /^[^ ]/ {on = 0} on {print $2}' >"$tmp/titles.zh"
keys zh --lang zh --lesson $L --keys '<Right><Right><Right><Right><Right><Right><Right><Right><Right><Right>'
k=1
while [ $k -le 11 ]; do
	expect zh $((k - 1)) "步骤 $k/11" "zh: not on step $k"
	expect zh $((k - 1)) "$k\\. $(sed -n "${k}p" "$tmp/titles.zh" | sed 's/[][\\.*^$()|+?{}]/\\&/g')" "zh step $k: not its title"
	expect zh $((k - 1)) 'q 退出  \? 按键' "zh step $k: the footer is cut"
	after zh $((k - 1)) >"$tmp/zh.screen"
	"$top_builddir/tests/render/check_width" 80 <"$tmp/zh.screen" || fail "zh step $k: a line is wider than 80 columns"
	k=$((k + 1))
done
expect zh 8 '第 i 行能看第 j 列吗？' "zh: the mask grid's question"

# m: the mask step, then the mix step without the mask, then with it
keys mask --lang en --lesson $L --step mask --width 100 --height 30 --keys 'm<Left><Left>m'
expect mask 0 'causal mask: ON' "the mask step does not start with the mask on"
expect mask 0 'The → cat: masked, weight exactly 0' "the masked cell is not explained"
expect mask 0 'The .*0\.74.* -inf' "a masked score is not drawn as -inf"
expect mask 0 'mask on' "the footer does not say the mask is on"
expect mask 1 'causal mask: OFF' "m did not turn the mask off"
expect mask 1 'reads the future' "without the mask the first row does not read the future"
expect mask 1 'mask off' "the footer does not say the mask is off"
expect_not mask 1 '-inf' "-inf is still drawn without the mask"
expect mask 3 'step 6/11' "← ← from the mask step is not the mix step"
expect mask 3 'out\[The\] =' "the mix step's output"
expect_not mask 3 '  ·  ×' "a masked term is drawn without the mask"
expect mask 4 '  · × \[  0\.33  0\.54 \] V\[cat\]' "m on the mix step did not bring the masked term back"
keys nomask --lang en --lesson $L --step mask --no-mask --width 100 --height 30
expect nomask 0 'causal mask: OFF' "--no-mask did not start with the mask off"

# the d_head slider
keys slider --lang en --lesson $L --step scale --width 100 --height 30 --keys ']+]][-'
expect slider 0 '\[4\]' "the slider does not start at d = 4"
expect slider 0 'yes, exactly' "the scaled weights are not said to be exactly those at d = 4"
expect slider 1 '\[16\]' "] did not widen to 16"
expect slider 2 '\[64\]' "+ did not widen to 64"
expect slider 3 '\[256\]' "] did not widen to 256"
expect slider 3 'k1 .*#### 1\.00' "at d = 256 the unscaled weight of k1 is not 1.00"
expect slider 3 'yes, exactly' "at d = 256 the scaled weights are not those at d = 4"
expect slider 4 '\[256\]' "] moved past the end of the slider"
expect slider 5 '\[64\]' "[ did not narrow to 64"
expect slider 6 '\[16\]' "- did not narrow to 16"

# the mask grid
keys grid --lang en --lesson $L --step mask-grid --width 100 --height 30 \
	--keys '<Tab><Up><Up><Right><Down><Down><Down><Down><Right><Right><Right><Left><Left><Left><Left><Up>mm<Tab><Right>'
expect grid 0 '“sat” \(2\) → “The” \(0\): yes' "the grid does not open on (sat, The)"
expect grid 1 'widget has focus' "Tab did not focus the grid"
expect grid 3 '“The” \(0\) → “The” \(0\): yes' "↑ ↑ did not reach (The, The)"
expect grid 4 '“The” \(0\) → “cat” \(1\): no' "→ did not reach (The, cat)"
expect grid 4 'exactly 0' "a masked cell is not said to be exactly 0"
expect grid 11 '“the” \(4\) → “the” \(4\): yes' "the cursor did not reach (the, the)"
expect grid 16 '“on” \(3\) → “The” \(0\): yes' "the cursor did not reach (on, The)"
expect grid 17 'The mask is off' "m on the grid did not turn the mask off"
expect_not grid 19 'widget has focus' "Tab did not give the arrows back"
expect grid 20 'step 10/11' "→ after Tab did not go to the next step"
exit 0
