#!/bin/sh
# The head replay: [ ] walk the stages; the softmax stage, computed by
# src/core from the captured q, k, v, matches the model's own weights
# (max difference below 1e-5); `m` recomputes without the mask, marked as
# not what the model does, and the difference is then large. The residual
# stage shows x, Δ and x + Δ from the pass's capture with its two checks.
. "$top_srcdir/tests/live/lib.sh"
start 100 34 live $MODEL_ARGS --prompt "$P1"
wait_for "next token  T="
keys Escape
wait_for "Enter runs (Tab: edit)"
keys Left Left
wait_for "9. One real head, step by step"
wait_for "1/8 q, k, v of each token"
wait_re "^.*│ q  \(dims 0… of [0-9]+\)"
keys Tab Down
wait_re "^.*│ q  \(dims 4… of [0-9]+\)"
keys ] ] ] ]
wait_for "5/8 softmax of each row"
wait_re "max \|replay − model\| ([0-9]\.[0-9]e-(0[6-9]|[1-9][0-9])|0\.0e\+00)"
not_on_screen "MASK OFF"
keys m
wait_for "MASK OFF: not what the model does"
wait_re "max \|replay − model\| [0-9]\.[0-9]e-0[0-2]"
keys m ] ] ]
wait_for "8/8 residual add"
# the residual add from the pass's capture: x, Δ, this head's Δ_h, x + Δ;
# x + Δ is the model's stream after the add, and Δ is the sum of the heads'
# o_proj slices by hand (both to float rounding)
wait_re "^.*│ token [0-9]+ .*dims 4-"
for row in "x" "Δ" "Δ h0" "x \+ Δ"; do
	wait_re "^.*│ $row +-?[0-9]+\.[0-9]{2} +-?[0-9]+\.[0-9]{2}"
done
wait_re "max \|\(x \+ Δ\) − model's x after\| ([0-9]\.[0-9]e-(0[5-9]|[1-9][0-9])|0\.0e\+00)"
wait_re "max \|Σ_h Δ_h − Δ\| ([0-9]\.[0-9]e-(0[5-9]|[1-9][0-9])|0\.0e\+00)"
wait_re "^.*│ head 0 +[#.]+ [0-9]+\.[0-9]{3}"
wait_re "^.*│ \|Δ\| +[#.]+ [0-9]+\.[0-9]{3}"
# ↓ scrolls the hidden size here, past the head's dimensions: 4 + 8·4 = 36
# (the fixture stops at hidden_size − 1 = 31; its head_dim is 16)
keys Down Down Down Down Down Down Down Down
if [ "$EMBEDDED" = 1 ]; then wait_re "^.*│ token [0-9]+ .*dims 36-"; else wait_re "^.*│ token [0-9]+ .*dims 31-"; fi
keys q
wait_for "attnstep exited 0"
exit 0
