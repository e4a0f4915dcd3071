#!/bin/sh
# The d_head slider: ] + widen, [ - narrow; unscaled weights collapse onto
# key 1, scaled weights are exactly those at d = 4.
. "$top_srcdir/tests/tui/lib.sh"
start 100 30 lesson worked-example --step 4
wait_for "[4]"
wait_for "yes, exactly"
keys ']'
wait_for "[16]"
keys +
wait_for "[64]"
keys ']'
wait_for "[256]"
# at d = 256 the unscaled softmax has all its weight on k1
screen | grep -q 'k1 .*#### 1\.00' || fail "unscaled k1 should be 1.00 at d = 256"
wait_for "yes, exactly"
keys ']'
sleep 0.2
wait_for "[256]"               # the end of the slider
keys '['
wait_for "[64]"
keys -
wait_for "[16]"
keys q
wait_for "attnstep exited 0"
exit 0
