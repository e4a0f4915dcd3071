#!/bin/sh
# The deep dives' FlashAttention step (fused-kernels): the block-by-block
# softmax panel, at 80×24 in both languages, against hand arithmetic
# (tests/core/test_online_softmax.c has the derivation): with blocks of two
# the second block (keys 2-3, score 5) rescales the old sums by
# e^(3−5) = 0.135 and ℓ goes 1.135, 1.203, 1.578; every block size ends on
# the plain softmax's output [1.5437 −0.1073]; [ and ] change the size.
. "$top_srcdir/tests/app/lib.sh"

for lang in en zh; do
	keys "o.$lang" --lang "$lang" --lesson deep-dives --step fused-kernels --keys '[[[]]]]'
	# the first screen: blocks of two
	expect "o.$lang" 0 '^0-1 +3 +3 +1\.000 +1\.135 +0\.12 +0\.88$|│ 0-1 +3 +3 +1\.000 +1\.135 +0\.12 +0\.88$' "$lang: block 0-1"
	expect "o.$lang" 0 '│ 2-3 +5 +5 +0\.135 +1\.203 +1\.72 +0\.15$' "$lang: block 2-3 (rescaled by e^-2)"
	expect "o.$lang" 0 '│ 4-5 +4 +5 +1\.000 +1\.578 +1\.54 +-0\.11$' "$lang: block 4-5"
	expect "o.$lang" 0 '\[1\.5437 -0\.1073\]' "$lang: the output"
	expect "o.$lang" 0 'softmax\(s\)·V：?:? *\[1\.5437 -0\.1073\]' "$lang: the plain softmax's output"
	# after [[[: blocks of one, the rescaling at keys 1 and 3 only
	expect "o.$lang" 3 '│ 1 +3 +3 +0\.135 +1\.135 ' "$lang: blocks of one, key 1"
	expect "o.$lang" 3 '│ 2 +2 +3 +1\.000 +1\.503 +0\.33 +0\.91$' "$lang: blocks of one, key 2"
	expect "o.$lang" 3 '│ 3 +5 +5 +0\.135 +1\.203 ' "$lang: blocks of one, key 3"
	expect "o.$lang" 3 '│ 5 +4 +5 +1\.000 +1\.578 +1\.54 +-0\.11$' "$lang: blocks of one, key 5"
	# after ]]]]: one block of six, no rescaling, the same output
	expect "o.$lang" last '│ 0-5 +5 +5 +1\.000 +1\.578 +1\.54 +-0\.11$' "$lang: one block of six"
	expect_not "o.$lang" last '│ [0-9]-[0-9] .* 0\.135 ' "$lang: one block rescaled"
	last "o.$lang" >"$tmp/screen"
	"$top_builddir/tests/render/check_width" 80 <"$tmp/screen" || fail "$lang: a line is wider than 80 columns"
done
expect o.en 0 'blocks of 2' "the title does not give the block size"
expect o.en last 'blocks of 6' "] does not reach blocks of six"
# the memory bars of the step before say their scale
keys cost --lesson deep-dives --step cost
expect cost last 'bars on a log scale of the bytes' "the cost bars do not say they are on a log scale"
exit 0
