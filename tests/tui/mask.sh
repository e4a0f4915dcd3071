#!/bin/sh
# `m` toggles the causal mask everywhere and everything downstream is
# recomputed: the mask step, the mix step's output and the footer change.
. "$top_srcdir/tests/tui/lib.sh"
start 100 30 lesson worked-example --step 8
wait_for "causal mask: ON"
wait_for "The → cat: masked, weight exactly 0"
wait_re "The .*0\.74.* -inf"    # masked score drawn as -inf, not a number
wait_for "mask on"
keys m
wait_for "causal mask: OFF"
wait_for "reads the future"
wait_for "mask off"
not_on_screen "-inf"
keys Left Left                  # the mix step, still without the mask
wait_for "step 6/11"
wait_for "out[The] ="
not_on_screen "  ·  ×"          # no masked term any more
keys m
wait_for "  · × [  0.33  0.54 ] V[cat]"   # masked term is back
keys q
wait_for "attnstep exited 0"

# --no-mask starts with the mask off
start 100 30 lesson worked-example --step 8 --no-mask
wait_for "causal mask: OFF"
keys q
wait_for "attnstep exited 0"
exit 0
