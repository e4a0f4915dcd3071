#!/bin/sh
# Layer and head selectors across all layers: a full-attention layer shows
# the softmax heatmap with the cell cursor (weight, q·k, scaled score, KV
# group); a GatedDeltaNet layer says it has no softmax matrix and shows the
# signed implicit map with its legend.
. "$top_srcdir/tests/live/lib.sh"
start 100 34 live $MODEL_ARGS --prompt "$P1"
wait_for "next token  T="
keys Escape
wait_re "layer [0-9]+/[0-9]+ full attn  head 0/"
wait_re "weight [0-9]\.[0-9]{4}"
wait_re "q·k -?[0-9.]+  ÷√[0-9]+ = -?[0-9.]+"
wait_re "reads KV group 0 \(heads 0-"
keys .
wait_re "full attn  head 1/"
keys , ,
wait_re "full attn  head 0/"
keys '<'                         # the layer below the first full one is linear
wait_re "layer [0-9]+/[0-9]+ GatedDeltaNet"
wait_for "No softmax matrix here"
wait_for "signed, unnormalised: rows need not sum to 1"
wait_for "= - . ' + #  negative .. positive"
wait_re "w\[[0-9]+ '.*', 0 '.*'\] = -?[0-9]"
keys '>'
wait_re "layer [0-9]+/[0-9]+ full attn"
# the cell cursor: focus the heatmap (Tab), move up a row and right past
# the diagonal: masked, weight exactly 0
keys Tab
wait_for "widget has focus"
keys Up Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right
wait_for "masked: weight exactly 0"
keys Left Left Left Left Left Left Left Left Left Left Left Left Left Left Left Left Left Left Left Left
wait_re "\([0-9]+ '.*', 0 '.*'\) weight"
keys q
wait_for "attnstep exited 0"
exit 0
