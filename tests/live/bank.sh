#!/bin/sh
# The bank steps on the embedded model: the three prompts' last token has
# byte-identical embedding rows, and three top-k lists follow.
. "$top_srcdir/tests/live/lib.sh"
if [ "$EMBEDDED" != 1 ]; then
	echo "SKIP: models/embedded is not there yet (the bank prompts need its tokenizer)"
	exit 77
fi
start 100 30 lesson intuition --step 2
wait_for "2. One id, one row"
wait_re "last token ' bank' = id [0-9]+"
wait_for "byte-identical: memcmp = 0"
keys Right
wait_for "3. Same start, different endings"
wait_for "same last token ' bank': identical rows"
wait_for "1. Anna needed a loan"
wait_for "2. The river was calm, so Tom sat on the bank"
wait_for "3. The pilot turned the wheel and the plane"
wait_re "0\.[0-9]{3}$"
keys q
wait_for "attnstep exited 0"
exit 0
