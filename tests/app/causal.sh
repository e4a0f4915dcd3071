#!/bin/sh
# The causal views headless: live-lens, live-patch and the ablation keys
# (x, X) of the head report, the model view and the heatmap. The numbers on
# screen are checked against `attnstep run --lens / --patch-* / --ablate`
# (the command line's own path through the engine), the answers of the
# lesson's questions against the same output read by awk here.
. "$top_srcdir/tests/app/lib.sh"
L=causal
P=$(sed -n 's/^@prompt //p' "$top_srcdir/lessons/en/"*.lesson | head -n 1)
[ -n "$P" ] || P='The cat sat on the'
REP='apple tree house river apple tree house'
csv() { "$ATTNSTEP" run --format csv "$@"; }

# ---- live-lens: one row per layer, each the CLI's lens row ----
keys lens --lang en --lesson $L --step $(step_of $L live-lens) --width 110 --height 40 --keys ''
csv --prompt "$P" --lens --top 3 >"$tmp/lens.csv"
n=$(sed -n 's/.*"num_hidden_layers": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json")
awk -F, '$1 == "lens" && $4 == 0 { print $2, $8 }' "$tmp/lens.csv" | while read -r l p; do
	t=$(awk -F, -v l="$l" '$1 == "lens" && $2 == l && $4 == 0 { sub(/^"/, "", $7); sub(/"$/, "", $7); print $7 }' "$tmp/lens.csv")
	pr=$(printf '%.2f' "$p")
	expect lens 0 "│ +$l (GDN|full) +'$t' .*$pr" "lens row $l is not '$t' $pr (run --lens)"
done
rows=$(after lens 0 | grep -cE '│ +[0-9]+ (GDN|full) +'"'")
[ "$rows" -eq "$n" ] || fail "$rows lens rows, the model has $n layers"
# the last row is the prediction of a plain run
top=$(csv --prompt "$P" --top 1 | awk -F, '$1 == "top" { sub(/^"/, "", $7); sub(/"$/, "", $7); print $7 }')
last=$(after lens 0 | grep -E '│ +[0-9]+ (GDN|full) ' | tail -n 1)
echo "$last" | grep -q "'$top'" || fail "the last lens row ($last) is not the prediction '$top'"
# the question's answer: the first layer from which on the top is the prediction
want=$(awk -F, -v t="\"$top\"" '$1 == "lens" && $4 == 0 { k = $2 + 0; same[k] = ($7 == t); if (k > n) n = k }
	END { l = n; while (l > 0 && same[l - 1]) l--; print l }' "$tmp/lens.csv")
"$ATTNSTEP" print --lang en --lesson $L --step $(step_of $L live-lens) --answers >"$tmp/ans1" ||
	fail "print --answers (lens)"
grep -Eq "Answer: $want( |\$)" "$tmp/ans1" || { grep Answer "$tmp/ans1"; fail "lens answer is not $want"; }

# ---- live-patch: money patched with river, layer by layer ----
# the trio of src/live/bank.c, the default when no lesson sets @polysemy
bank() {
	awk -v k="$1" '/live_bank_prompts\[LIVE_BANK_N\] = \{/ { on = 1; next } on && /^};/ { exit }
		on { n++; if (n == k) { sub(/^[ \t]*"/, ""); sub(/",?$/, ""); print } }' "$top_srcdir/src/live/bank.c"
}
A=$(bank 1)
B=$(bank 2)
C=$(bank 3)
[ -n "$A" ] && [ -n "$B" ] && [ -n "$C" ] || fail "cannot read the bank prompts from src/live/bank.c"
K=$(step_of $L live-patch)
keys patch --lang en --lesson $L --step $K --width 80 --height 24 --keys 'sn~x'
expect patch 0 "A target: ${A%% *}" "A is not the money sentence"
expect patch 0 "B source: The river" "B is not the river sentence"
flip=-1
l=0
while [ "$l" -lt "$n" ]; do
	csv --prompt "$A" --patch-prompt "$B" --patch-layer "$l" --top 1 >"$tmp/p.csv"
	t=$(awk -F, '$1 == "top" { sub(/^"/, "", $7); sub(/"$/, "", $7); print $7 }' "$tmp/p.csv")
	pr=$(awk -F, '$1 == "top" { printf "%.2f", $8 }' "$tmp/p.csv")
	expect patch 0 "│ +$l (GDN|full) +'$t' +$pr" "patched row $l is not '$t' $pr (run --patch-layer $l)"
	echo "$l $t" >>"$tmp/flips"
	l=$((l + 1))
done
srctop=$(csv --prompt "$B" --top 1 | awk -F, '$1 == "top" { sub(/^"/, "", $7); sub(/"$/, "", $7); print $7 }')
want=$(awk -v s="$srctop" '{ t = substr($0, index($0, " ") + 1); k = $1 + 0; same[k] = (t == s); n = k }
	END { if (!same[n]) { print -1; exit } l = n; while (l > 0 && same[l - 1]) l--; print l }' "$tmp/flips")
"$ATTNSTEP" print --lang en --lesson $L --step $K --answers >"$tmp/ans2" || fail "print --answers (patch)"
grep -Eq "Answer: $want( |\$)" "$tmp/ans2" || { grep Answer "$tmp/ans2"; fail "patch answer is not $want"; }
expect patch 0 "│ +$want (GDN|full) +'$srctop' .*<- B" "the flip is not marked at layer $want"
# s: the river sentence is the target now; its last row is the money one's prediction
expect patch 1 "A target: The river" "s did not swap target and source"
moneytop=$(csv --prompt "$A" --top 1 | awk -F, '$1 == "top" { sub(/^"/, "", $7); sub(/"$/, "", $7); print $7 }')
after patch 1 | grep -E '│ +[0-9]+ (GDN|full) ' | tail -n 1 | grep -q "'$moneytop'" ||
	fail "patched after the last layer, the swapped table does not give the source's prediction '$moneytop'"
# n: the third sentence is the source
expect patch 2 "B source: ${C%% *}" "n did not take the third sentence as the source"
# a key the view does not use changes nothing
[ "$(after patch 2)" = "$(after patch 3)" ] || fail "~ changed the patch view"
[ "$(after patch 3)" = "$(after patch 4)" ] || fail "x (not a patch key) changed the patch view"

# e: type the target; Esc keeps the old one, Enter computes the table for the new one
T2='She put her money in the bank'
keys pe --lang en --lesson $L --step $K --width 80 --height 24 --keys "ex<Esc>e<C-u>$T2<Enter>"
expect pe 2 "A target: .*bankx_" "e did not open the target's text for typing"
expect pe 3 "A target: ${A%% *}" "Esc did not keep the old target"
expect pe last "A target: $T2" "Enter did not take the typed target"
csv --prompt "$T2" --patch-prompt "$B" --patch-layer 0 --top 1 >"$tmp/p.csv"
t=$(awk -F, '$1 == "top" { sub(/^"/, "", $7); sub(/"$/, "", $7); print $7 }' "$tmp/p.csv")
pr=$(awk -F, '$1 == "top" { printf "%.2f", $8 }' "$tmp/p.csv")
expect pe last "│ +0 (GDN|full) +'$t' +$pr" "the typed target's row 0 is not '$t' $pr (run --patch-layer 0)"
# an empty target: one clear line, no table, no crash; another prompt recovers
keys pz --lang en --lesson $L --step $K --width 80 --height 24 --keys "e<C-u><Enter>e<C-u>$T2<Enter>"
expect pz 3 'gives no tokens' "an empty target gives no clear message"
expect_not pz 3 '│ +0 (GDN|full) ' "an empty target still shows a table"
expect pz last "│ +0 (GDN|full) +'$t' +$pr" "typing a prompt after the empty one did not recover"

# ---- ablation on the head report: the repeated text, its top induction head ----
R=$(step_of $L live-run)
keys ab --lang en --lesson $L --step $R --width 100 --height 40 \
	--keys "e<C-u>$REP<Enter><Right>sss<Tab>xX<Down>x<Up>xXX"
base=$(grep -c '^== key' "$tmp/ab")
s3=$((base - 9)) # the screen after the third s: sorted by induct
k=$s3
expect ab $k 'head +prev +first +self +\[?induct' "not on the head report"
hd=$(after ab $k | sed -n 's/.*│ *\([0-9][0-9]*\.[0-9][0-9]*\) .*/\1/p' | head -n 1)
best=$(after ab $k | awk -F'│' '{ print $2 }' | awk '$1 ~ /^[0-9]+\.[0-9]+$/ && NF >= 5 { if ($5 + 0 > m) { m = $5 + 0; h = $1 } } END { print h }')
[ "$hd" = "$best" ] || fail "the first row ($hd) is not the head with the highest induct score ($best)"
# x: the first row ablated; before and after as the CLI gives them
k=$((k + 2))
expect ab $k "ablated: $hd " "x did not ablate $hd"
expect ab $k "│ +$hd x" "the ablated head is not marked in the list"
csv --prompt "$REP" --top 5 >"$tmp/b.csv"
csv --prompt "$REP" --top 5 --ablate "$hd" >"$tmp/a.csv"
tok=$(awk -F, '$1 == "top" && $4 == 0 { sub(/^"/, "", $7); sub(/"$/, "", $7); print $7 }' "$tmp/b.csv")
pb=$(awk -F, '$1 == "top" && $4 == 0 { printf "%.2f", $8 }' "$tmp/b.csv")
csv --prompt "$REP" --top 6144 --ablate "$hd" | awk -F, -v t="\"$tok\"" '$1 == "top" && $7 == t { printf "%.2f", $8 }' >"$tmp/pa"
pa=$(cat "$tmp/pa")
expect ab $k "'$tok' +$pb -> $pa" "before -> after of '$tok' is not $pb -> $pa (run --ablate $hd)"
# X clears; then two heads at once
k=$((k + 1))
expect_not ab $k 'ablated:' "X did not clear the ablation"
k=$((s3 + 7)) # <Down> x <Up> x: the second and the first row
hd2=$(after ab $s3 | sed -n 's/.*│ *\([0-9][0-9]*\.[0-9][0-9]*\) .*/\1/p' | sed -n 2p)
expect ab $k "ablated: .*$hd.*" "two heads: $hd is not listed"
expect ab $k "ablated: .*$hd2" "two heads: $hd2 is not listed"
csv --prompt "$REP" --top 6144 --ablate "$hd,$hd2" | awk -F, -v t="\"$tok\"" '$1 == "top" && $7 == t { printf "%.2f", $8 }' >"$tmp/pa2"
expect ab $k "'$tok' +$pb -> $(cat "$tmp/pa2")" "before -> after with $hd,$hd2 does not match run --ablate"
# X twice: nothing ablated, a second X is harmless
expect_not ab last 'ablated:' "X X left a head ablated"
# the knockout question: does p(top) fall below half? (from the CLI numbers)
halves=$(awk -v a="$(csv --prompt "$REP" --top 6144 --ablate "$best" | awk -F, -v t="\"$tok\"" '$1 == "top" && $7 == t { print $8 }')" \
	-v b="$(awk -F, '$1 == "top" && $4 == 0 { print $8 }' "$tmp/b.csv")" 'BEGIN { print (a < b / 2) ? "yes" : "no" }')
keys q --lang en --lesson $L --step $R --width 100 --height 40 --keys "e<C-u>$REP<Enter><Right>a${halves}<Enter>"
expect q last 'Right' "the knockout answer ($halves, from run --ablate $best) was not judged right"

# ---- a rerun after ablation: a new prompt, the same head, new numbers ----
P2='apple tree house river apple tree'
keys rr --lang en --lesson $L --step $R --width 100 --height 40 \
	--keys "e<C-u>$REP<Enter><Right>sss<Tab>x<Esc><Left>e<C-u>$P2<Enter><Right>"
tok2=$(csv --prompt "$P2" --top 1 | awk -F, '$1 == "top" { sub(/^"/, "", $7); sub(/"$/, "", $7); print $7 }')
pb2=$(csv --prompt "$P2" --top 1 | awk -F, '$1 == "top" { printf "%.2f", $8 }')
pa2=$(csv --prompt "$P2" --top 6144 --ablate "$hd" | awk -F, -v t="\"$tok2\"" '$1 == "top" && $7 == t { printf "%.2f", $8 }')
expect rr last "ablated: $hd " "the ablation did not survive the new run"
expect rr last "'$tok2' +$pb2 -> $pa2" "after the rerun, '$tok2' is not $pb2 -> $pa2 (run --ablate $hd)"

# ---- the heatmap and the model view mark the ablated head ----
H=$(step_of live-model live-heatmap)
keys hm --lang en --lesson live-model --step $H --keys 'x'
expect hm 1 'head [0-9]+ \[x\]' "the heatmap's selector does not mark the ablated head"
expect hm 1 'ablated: [0-9]+\.[0-9]+' "no ablation panel under the heatmap"
M=$(step_of live-model model-view)
keys mv --lang en --lesson live-model --step $M --width 120 --height 40 --keys 'x'
expect mv 1 '[0-9]+\.[0-9]+x' "the model view does not mark the ablated head"

# ---- Chinese: the same views, the lesson's own trio and prompt ----
keys zl --lang zh --lesson $L --step $(step_of $L live-lens) --keys ''
expect zl 0 '之后 +第一名' "no Chinese lens header"
rows=$(after zl 0 | grep -cE '│ +[0-9]+ (GDN|全注意) ')
[ "$rows" -eq "$n" ] || fail "zh lens: $rows rows, the model has $n layers"
keys zp --lang zh --lesson $L --step $K --keys ''
zA=$(sed -n 's/^@polysemy //p' "$top_srcdir/lessons/zh/"*.lesson | head -n 1 | sed 's/ |.*//')
expect zp 0 "A 目标：${zA%%，*}" "zh patch: A is not the lesson's first polysemy prompt"

# ---- the keys are in the help ----
keys help --lang en --lesson $L --step $K --keys '?'
expect help 1 'swap the target \(A\) and the source \(B\)' "? does not list the patch keys"
"$ATTNSTEP" --help >"$tmp/usage" 2>&1 || true
grep -q 'ablate the selected head' "$tmp/usage" || fail "--help does not list x (ablate)"
grep -qi 'ablate the' "$top_srcdir/man/attnstep.1" || fail "the man page does not list x (ablate)"
exit 0
