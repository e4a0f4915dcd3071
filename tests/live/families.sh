#!/bin/sh
# `attnstep live --model DIR` on the families beside Qwen3.5 (the fixture
# checkpoints of tests/model/fixtures, with their tiny tokenizer): the views
# follow what the model has.
#   - GPT-2 (12 query heads would read as 12 groups): no KV group on the
#     selector or the cell read-out, the GQA step says there is no grouping,
#     the implicit-attention steps say there are no GatedDeltaNet layers;
#   - Llama (4 query heads in 2 KV groups): the KV group is shown;
#   - Mistral with a window of 3: the cells before the window are drawn
#     masked (·), like those above the diagonal.
. "$top_srcdir/tests/tui/lib.sh"
F="$top_srcdir/tests/model/fixtures"
L="$top_srcdir/lessons/en/live-model.lesson"
# the step numbers of the steps whose id is $1 (live opens at "run")
step_of() { awk -v v="$1" '/^@step / { k++; if ($2 == v) { print k; exit } }' "$L"; }
RUN=$(step_of run) HYB=$(step_of hybrid) GQA=$(step_of gqa)
[ -n "$RUN" ] && [ -n "$HYB" ] && [ -n "$GQA" ] || fail "live-model lacks the run, hybrid or gqa step"

# left N / right N: step back or forward N times
left() { _n=$1; while [ "$_n" -gt 0 ]; do keys Left; _n=$((_n - 1)); done; }
right() { _n=$1; while [ "$_n" -gt 0 ]; do keys Right; _n=$((_n - 1)); done; }

start 120 36 live --model "$F/gpt2" --prompt "hello world hello"
wait_for "next token"
wait_for "(3 'hello', 3 'hello')"
not_on_screen "KV 0"
not_on_screen "reads KV group"
left $((RUN - HYB))
wait_for "No GatedDeltaNet layers"
right $((GQA - HYB))
wait_for "No grouped-query attention here"
not_on_screen "KV groups"
keys q
wait_for "attnstep exited 0"

start 120 36 live --model "$F/llama3_tied" --prompt "hello world hello"
wait_for "next token"
wait_for "reads KV group 0 (heads 0-1)"
keys q
wait_for "attnstep exited 0"

# row 4 (query 4) of layer 0 with W = 3 sees keys 2-4: keys 0 and 1 masked
start 120 36 live --model "$F/mistral_window" --prompt "hello world hello world"
wait_for "next token"
wait_re '^ +4 +world +· +· +[^ ·]'
keys q
wait_for "attnstep exited 0"
exit 0
