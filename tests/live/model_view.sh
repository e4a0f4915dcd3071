#!/bin/sh
# The model view: every full-attention head as a thumbnail, the
# GatedDeltaNet implicit maps on page 2, Enter opens the selected head, Esc
# goes back. Also the hybrid step opens on a GatedDeltaNet layer.
. "$top_srcdir/tests/live/lib.sh"
start 100 34 live $MODEL_ARGS --prompt "$P1"
wait_for "next token  T="
keys Escape
wait_for "Enter runs (Tab: edit)"
keys Left Left Left Left Left Left Left Left
wait_for "3. Many heads, many layers"
wait_for "page 1/2: full attention (softmax)"
wait_re "[0-9]+\.0 +[0-9]+\.1"         # thumbnails labelled layer.head
keys ]
wait_for "page 2/2: GatedDeltaNet, implicit (signed)"
wait_re "^.*│ 0\.0 +0\.1"
keys [
wait_for "page 1/2"
keys Tab Right Enter
wait_re "full attn  head 1/"
wait_for "reads KV group"
keys Escape
wait_for "page 1/2"
keys Escape Right Right
wait_for "5. A hybrid"
wait_re "layer 0/[0-9]+ GatedDeltaNet"
wait_for "No softmax matrix here"
keys q
wait_for "attnstep exited 0"
exit 0
