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
expect d 0 'main axes \([0-9]+% and [0-9]+%' "no picture of the paths"
expect d 0 '│ \|.*\*' "no shared start point in the picture"
exit 0
