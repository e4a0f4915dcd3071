#!/bin/sh
# The head report: prev/first/self/induct scores for every full-attention
# head, `s` sorts by the next column (the top example follows it), Enter
# opens the selected head, Esc comes back.
. "$top_srcdir/tests/live/lib.sh"
start 100 34 live $MODEL_ARGS --prompt "$P1"
wait_for "next token  T="
keys Escape
wait_for "Enter runs (Tab: edit)"
keys Left Left Left Left Left Left Left
wait_for "4. A report card for every head"
wait_re "head +prev +first +self +induct"
wait_re "^.*│ +[0-9]+\.[0-9]+ +[01]\.[0-9]{2} +[01]\.[0-9]{2} +[01]\.[0-9]{2} +[01]\.[0-9]{2}"
wait_re "top example of [0-9]+\.[0-9]+, prev:"
keys s
wait_re "top example of [0-9]+\.[0-9]+, first:"
keys s
wait_re "top example of [0-9]+\.[0-9]+, self:"
keys s
wait_re "top example of [0-9]+\.[0-9]+, induct:"
wait_for "random tokens 12×2"
keys s
wait_re "top example of [0-9]+\.[0-9]+, prev:"
keys Tab Down Enter
wait_for "reads KV group"
keys Escape
wait_for "top example of"
keys q
wait_for "attnstep exited 0"
exit 0
