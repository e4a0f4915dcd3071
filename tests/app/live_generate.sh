#!/bin/sh
# live-generate, headless: g adds one token and one heatmap row; the same
# seed from the prompt (r) gives the same tokens; greedy at temperature 0;
# top-k 1 keeps one token and marks the rest dropped; ] raises the
# temperature; G streams one token per frame until Esc; the new rows are
# labelled as such.
. "$top_srcdir/tests/app/lib.sh"
L=live-model
S=$(step_of $L live-generate)
W="--lesson $L --step $S --width 110 --height 44"

keys g $W --keys 'ggg'
expect g 0 'temperature 0 \(greedy\) · top-k off · top-p off · seed 1' "the settings line"
expect g 0 'next token: drawn from [0-9]+ tokens'
expect g 1 '^.*│ 1 new · last ' "g did not add a token"
expect g 3 '^.*│ 3 new · last ' "three g did not add three tokens"
expect g 3 "\(a new token's row\)" "the cursor is not on the new row"
# one more heatmap row per token: the rows are numbered 0 .. T0+n-1
rows0=$(after g 0 | grep -E '│ +[0-9]+ ' | grep -cvE 'kept|dropped')
rows3=$(after g 3 | grep -E '│ +[0-9]+ ' | grep -cvE 'kept|dropped')
[ "$rows3" -eq $((rows0 + 3)) ] || fail "heatmap rows: $rows0 before, $rows3 after three tokens"

# greedy: the same tokens after a restart, and again with another seed
keys r $W --keys 'gggrgggsggg'
t1=$(after r 3 | grep -E '│ [0-9]+ new' | sed 's/.*last //')
t2=$(after r 7 | grep -E '│ [0-9]+ new' | sed 's/.*last //')
t3=$(after r 11 | grep -E '│ [0-9]+ new' | sed 's/.*last //')
[ -n "$t1" ] && [ "$t1" = "$t2" ] && [ "$t1" = "$t3" ] || fail "greedy differs: '$t1' '$t2' '$t3'"
expect r 4 '│ temperature 0 \(greedy\)' "r changed the settings"
expect_not r 4 '│ [0-9]+ new · last' "r did not go back to the prompt"

# sampling: temperature up, top-k 1 keeps one token, the others are marked dropped
keys k $W --keys ']]]]kk'
expect k 4 'temperature 1\.5 · top-k off' "] did not raise the temperature to 1.5"
expect k 6 'top-k 3 ' "k did not step top-k to 3"
expect k 6 'drawn from 3 tokens' "top-k 3 does not keep 3 tokens"
expect k 6 'dropped' "no dropped token marked"
keys k1 $W --keys 'k'
expect k1 1 'top-k 1 · .*' "k did not give top-k 1"
expect k1 1 'drawn from 1 token ' "top-k 1 does not keep one token"
# a sampled continuation is the same again from the same seed
keys s $W --keys ']]]]]gggrggg'
a=$(after s 8 | grep -E '│ [0-9]+ new' | sed 's/.*last //')
b=$(after s 12 | grep -E '│ [0-9]+ new' | sed 's/.*last //')
[ -n "$a" ] && [ "$a" = "$b" ] || fail "same seed, different tokens: '$a' vs '$b'"

# a stream: one token per frame, Esc stops it
keys G $W --keys 'G]]<Esc>]['
expect G 1 '│ 1 new · .*streaming' "G did not start a stream"
expect G 3 '│ 3 new' "the stream did not go on frame by frame"
expect G 4 '│ 3 new' "Esc did not stop the stream"
expect G 6 '│ 3 new' "the stream went on after Esc"
exit 0
