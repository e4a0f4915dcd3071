#!/bin/sh
# Generation in a real terminal: a stream's tokens are computed on the
# generator's worker thread, so the terminal answers while one is under way.
# Every layer is made slow with the test knob ATTNSTEP_TEST_LAYER_DELAY_MS
# (a token then takes about two seconds on the built-in model), and each
# check is made while the next token is still far from done:
#   - Esc stops a stream at once: the token under way is dropped (the count
#     stays), and no other follows;
#   - a resize during a token is redrawn before that token arrives.
# On the UI thread, both would wait for the token under way.
. "$top_srcdir/tests/live/lib.sh"
S=$(awk '/^@step / { k++ } $1 == "@view" && $2 == "live-generate" { print k; exit }' \
	"$top_srcdir/lessons/en/live-model.lesson")
[ -n "$S" ] || fail "live-model has no live-generate step"
TEST_ENV="ATTNSTEP_TEST_LAYER_DELAY_MS=250" start 120 40 lesson live-model --step "$S"
POLLS=600
wait_for "next token: greedy"
keys G
wait_re "│ 1 new · .*streaming, Esc stops"
keys Escape # the second token has just started
wait_re "│ [0-9]+ new · .* · stopped"
screen | grep -Eq "│ 1 new · .* · stopped" || fail "Esc waited for the token under way"
sleep 3 # more than a token's time: none may come
screen | grep -Eq "│ 1 new · .* · stopped" || fail "a token came after Esc"
# a new stream; while its second token is under way, a resize
keys G
wait_re "│ 2 new · .*streaming, Esc stops"
T resize-window -t 0 -x 130 -y 42
wait_rows 42
screen | grep -Eq "│ 2 new · .*streaming" || fail "the resize waited for the token under way"
keys Escape
wait_re "│ [0-9]+ new · .* · stopped"
keys q
wait_for "attnstep exited 0"
exit 0
