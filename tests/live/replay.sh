#!/bin/sh
# The head replay: [ ] walk the stages; the softmax stage, computed by
# src/core from the captured q, k, v, matches the model's own weights
# (max difference below 1e-5); `m` recomputes without the mask, marked as
# not what the model does, and the difference is then large.
. "$top_srcdir/tests/live/lib.sh"
start 100 34 live $MODEL_ARGS --prompt "$P1"
wait_for "next token  T="
keys Escape
wait_for "Enter runs (Tab: edit)"
keys Left
wait_for "8. One real head, step by step"
wait_for "1/8 q, k, v of each token"
wait_re "^.*│ q  \(dims 0-\)"
keys Tab Down
wait_re "^.*│ q  \(dims 4-\)"
keys ] ] ] ]
wait_for "5/8 softmax of each row"
wait_re "max \|replay − model\| ([0-9]\.[0-9]e-(0[6-9]|[1-9][0-9])|0\.0e\+00)"
not_on_screen "MASK OFF"
keys m
wait_for "MASK OFF: not what the model does"
wait_re "max \|replay − model\| [0-9]\.[0-9]e-0[0-2]"
keys m ] ] ]
wait_for "8/8 residual add"
wait_re "^.*│ head 0 +[#.]+ [0-9]+\.[0-9]{3}"
wait_re "^.*│ sum +[#.]+ [0-9]+\.[0-9]{3}"
keys q
wait_for "attnstep exited 0"
exit 0
