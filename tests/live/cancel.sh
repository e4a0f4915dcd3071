#!/bin/sh
# While a forward pass runs the UI stays live: progress is shown, typing
# still works, Esc cancels; a new Run then completes. Every layer is made
# slow with the test knob ATTNSTEP_TEST_LAYER_DELAY_MS.
. "$top_srcdir/tests/live/lib.sh"
TEST_ENV="ATTNSTEP_TEST_LAYER_DELAY_MS=300" start 100 30 live $MODEL_ARGS --prompt "$P1"
wait_re "running +[0-9]+%"
wait_for "Esc cancels"
keys e End 1                     # the editor answers during the pass
wait_for "> ${P1}1"
keys BSpace
keys Escape
wait_for "cancelled"
not_on_screen "next token  T="
# another step has no run to show: it says so, and Enter runs the prompt
keys Escape Left Left
wait_for "No run yet"
wait_for "Enter runs the prompt."
keys Enter
POLLS=200
wait_for "layer"
keys Right Right
wait_for "11. Your turn"
wait_for "next token  T="
keys q
wait_for "attnstep exited 0"
exit 0
