#!/bin/sh
# bank-drift, headless: the three prompts, cosine 1.000 for every pair at the
# embedding (the same token, the same row), a row per layer with its kind,
# and the picture of the paths on two axes.
. "$top_srcdir/tests/app/lib.sh"
L=intuition
keys d --lesson $L --step $(step_of $L bank-drift) --width 110 --height 50 --keys ''
expect d 0 'A: ' "no prompt legend"
expect d 0 'embedding +1\.000 +1\.000 +1\.000' "the embedding row is not cosine 1"
n=$(sed -n 's/.*"num_hidden_layers": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json")
rows=$(after d 0 | grep -cE '│ +[0-9]+ (GDN|full) +-?[01]\.[0-9]{3} +-?[01]\.[0-9]{3} +-?[01]\.[0-9]{3}')
[ "$rows" -eq "$n" ] || fail "$rows layer rows, the model has $n layers"
expect d 0 'axes: [0-9]+% and [0-9]+% of the spread' "no picture of the paths"
expect d 0 '│ \|.*\*' "no shared start point in the picture"
# the paths are joined (dots between the numbered points) and end in A B C
for m in A B C; do
	expect d 0 "│ \|.*$m" "path $m has no end mark"
done
expect d 0 '│ \|.*[0-9]·+[0-9]' "the numbered points are not joined"

# 80×24, the split view: still every layer (none silently dropped), and
# each layer's change is its own: the mean cosine before it minus after it
# (from the table's own rounded numbers, so within 0.002)
keys s --lesson $L --step $(step_of $L bank-drift) --keys ''
after s 0 | sed -n 's/.*│ //p' | awk -v n="$n" '
	$1 == "embedding" { prev = ($2 + $3 + $4) / 3; rows = 0; next }
	$1 ~ /^[0-9]+$/ && ($2 == "GDN" || $2 == "full") && NF >= 6 {
		mean = ($3 + $4 + $5) / 3; want = mean - prev; got = $6 + 0
		if (got - want > 0.002 || want - got > 0.002) { print "layer " $1 ": change " got ", want " want; bad = 1 }
		prev = mean; rows++
	}
	END { if (rows != n) { print rows " layer rows at 80x24, the model has " n; bad = 1 } exit bad }' ||
	{ after s 0; fail "the 80×24 drift table drops layers or gives changes that are not the layer's own"; }
exit 0
