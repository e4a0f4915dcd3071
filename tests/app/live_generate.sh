#!/bin/sh
# live-generate, headless: g adds one token and one heatmap row; the same
# seed from the prompt (r) gives the same tokens; greedy at temperature 0
# (marked as taking the top token); top-k 1 keeps one token and marks the
# rest dropped; ] raises the temperature, which changes the tokens; G
# streams one token per frame until Esc (or the step is left); the new rows
# are labelled as such; at 80x24 the seed and the stream's state show.
. "$top_srcdir/tests/app/lib.sh"
L=live-model
S=$(step_of $L live-generate)
W="--lesson $L --step $S --width 110 --height 44"

keys g $W --keys 'ggg'
expect g 0 'temperature 0 \(greedy\) · top-k off · top-p off · seed 1' "the settings line"
expect g 0 'next token: greedy, the most probable' "greedy does not say it takes the most probable"
expect g 0 '→ next' "greedy does not mark the token it takes next"
expect g 1 '^.*│ 1 new · last ' "g did not add a token"
expect g 3 '^.*│ 3 new · last ' "three g did not add three tokens"
expect g 3 "\(a new token's row\)" "the cursor is not on the new row"
# one more heatmap row per token: the rows are numbered 0 .. T0+n-1
rows0=$(after g 0 | grep -E '│ +[0-9]+ ' | grep -cvE 'kept|dropped| new ·')
rows3=$(after g 3 | grep -E '│ +[0-9]+ ' | grep -cvE 'kept|dropped| new ·')
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
expect k 4 'next token: drawn from [0-9]+ tokens' "a temperature above 0 does not draw"
expect_not k 4 '→ next' "a sampled draw marks a token as the next"
expect k 6 'top-k 3 ' "k did not step top-k to 3"
expect k 6 'drawn from 3 tokens' "top-k 3 does not keep 3 tokens"
expect k 6 'dropped' "no dropped token marked"
keys k1 $W --keys ']k'
expect k1 2 'top-k 1 · .*' "k did not give top-k 1"
expect k1 2 'drawn from 1 token( |$)' "top-k 1 does not keep one token"
# top-p: p steps through 0.95, 0.8, 0.5; the kept shares of a filtered
# distribution add up to more than the shares they replace
keys p $W --keys ']]]ppp'
expect p 6 'top-p 0\.50 · seed' "p did not step top-p to 0.5"
expect p 6 'dropped' "top-p 0.5 drops no token"
# a sampled continuation is the same again from the same seed
keys s $W --keys ']]]]]gggrggg'
a=$(after s 8 | grep -E '│ [0-9]+ new' | sed 's/.*last //')
b=$(after s 12 | grep -E '│ [0-9]+ new' | sed 's/.*last //')
[ -n "$a" ] && [ "$a" = "$b" ] || fail "same seed, different tokens: '$a' vs '$b'"

# the temperature changes what is generated: greedy's three tokens against
# three drawn at the highest temperature, for three seeds
keys hot $W --keys 'ggg]]]]]rgggsgggsggg'
greedy=$(after hot 3 | grep -E '│ [0-9]+ new' | sed 's/.*last //')
differ=0
for k in 12 16 20; do
	t=$(after hot $k | grep -E '│ 3 new' | sed 's/.*last //')
	[ -n "$t" ] || fail "no three tokens after key $k"
	[ "$t" != "$greedy" ] && differ=1
done
[ $differ = 1 ] || fail "temperature 2.5 gives greedy's tokens for three seeds: '$greedy'"

# a stream: one token per frame (no worker in a key script), Esc stops it
keys G $W --keys 'G]]<Esc>]['
expect G 1 '│ 1 new · .*streaming, Esc stops' "G did not start a stream"
expect G 3 '│ 3 new' "the stream did not go on frame by frame"
expect G 4 '│ 3 new.* · stopped' "Esc did not stop the stream"
expect G 6 '│ 3 new' "the stream went on after Esc"
# leaving the step ends the stream too
keys Gl $W --keys 'G<Left><Right>]'
expect Gl 3 '│ 1 new' "the stream went on after leaving the step"

# 80 × 24: the settings keep the seed, the state is not cut off
keys small --lesson $L --step $S --width 80 --height 24 --keys 'gG'
expect small 0 'seed 1' "80x24: the seed is not shown"
expect small 2 ' · streaming \(Esc\)' "80x24: the stream's state is cut off"
# the new tokens are set apart from the prompt by », and a text that ends
# says so in words. The prompt is the first of these whose greedy
# continuation (run --generate, the same engine) reaches the end-of-text
# token within eight tokens (short documents of the training text end soon),
# so that the check does not hang on one model's wording.
keys mark --lesson live-model --step $(step_of live-model live-generate) --keys 'g'
expect mark 1 'The cat sat on the » ' "the new tokens are not set apart from the prompt"
ends=
for p in "3, 4, 5, 6, 7, 8. Well" "9 + 1 =" "1, 2, 3, 4, 5, 6, 7, 8, 9," \
	"Mia said goodbye." "The end."; do
	if "$ATTNSTEP" run --prompt "$p" --generate 8 --format json | grep -qF '"text": "<|endoftext|>"'; then
		ends=$p
		break
	fi
done
[ -n "$ends" ] || fail "none of the prompts ends within eight greedy tokens on this model"
gs=$(step_of live-model live-generate)
keys eot --lesson live-model --step $((gs - 1)) --keys "e<C-u>$ends<Enter><Right>gggggggg"
expect eot last '\[end of text\]' "the end of the text is not marked in words"
expect_not eot last 'endoftext' "the end-of-text token is shown raw"
exit 0
