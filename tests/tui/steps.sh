#!/bin/sh
# Every step of the worked example is reachable by keys, in both languages:
# the step counter, the step's title (from `attnstep list`) and a piece of
# its view; the numbers the chapter gives appear where they belong.
. "$top_srcdir/tests/tui/lib.sh"

# a piece of each step's view, in step order
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

"$ATTNSTEP" list --lang en | awk -F '\t' '/^worked-example/ {on = 1; next} /^[^ ]/ {on = 0} on {print $2}' >"$tmp/titles"
[ "$(wc -l <"$tmp/titles")" -eq 11 ] || fail "attnstep list: expected 11 steps"

start 100 30 lesson worked-example --lang en
k=1
while [ $k -le 11 ]; do
	wait_for "step $k/11"
	wait_for "$k. $(sed -n "${k}p" "$tmp/titles")"
	wait_for "$(printf '%s\n' "$views" | sed -n "${k}p")"
	case $k in
	2) wait_for "The [  0.54 -0.16 ]"; wait_for "cat [  0.33  0.54 ]" ;;  # V, the chapter's
	6) wait_for "=        [  0.42  0.24 ]" ;;                             # out[cat]
	10) wait_for "out      [  0.54 -0.16 ] [  0.42  0.24 ]" ;;
	esac
	[ $k -lt 11 ] && keys Right
	k=$((k + 1))
done
keys Right
sleep 0.2
wait_for "step 11/11"            # stays on the last step
keys Left
wait_for "step 10/11"
keys h
wait_for "step 9/11"
keys l
wait_for "step 10/11"
keys Space
wait_for "step 11/11"
keys BSpace
wait_for "step 10/11"
keys Home
wait_for "step 1/11"
keys End
wait_for "step 11/11"
keys q
wait_for "attnstep exited 0"

# Chinese at the smallest size, 80 × 24: every step, its CJK title from
# `attnstep list`, and no line wider than the terminal
"$ATTNSTEP" list --lang zh | awk -F '\t' '/^worked-example/ {on = 1; next} /^[^ ]/ {on = 0} on {print $2}' >"$tmp/titles.zh"
start 80 24 lesson worked-example --lang zh
k=1
while [ $k -le 11 ]; do
	wait_for "步骤 $k/11"
	wait_for "$k. $(sed -n "${k}p" "$tmp/titles.zh")"
	wait_for "q 退出  ? 按键"      # the footer, drawn last
	screen >"$tmp/zh"
	"$top_builddir/tests/render/check_width" 80 <"$tmp/zh" || fail "step $k: a line is wider than 80 columns"
	[ $k -lt 11 ] && keys Right
	k=$((k + 1))
done
keys Home Right Right Right Right Right Right Right Right
wait_for "步骤 9/11"
wait_for "第 i 行能看第 j 列吗？"
keys q
wait_for "attnstep exited 0"
exit 0
