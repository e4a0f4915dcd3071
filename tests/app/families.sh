#!/bin/sh
# `attnstep live --model DIR` on the families beside Qwen3.5 (the fixture
# checkpoints of tests/model/fixtures, with their tiny tokenizer), headless:
# the views follow what the model has.
#   - GPT-2 (12 query heads would read as 12 groups): no KV group on the
#     selector or the cell read-out, the GQA step says there is no grouping,
#     the implicit-attention steps say there are no GatedDeltaNet layers;
#   - Llama (4 query heads in 2 KV groups): the KV group is shown;
#   - Mistral with a window of 3: the cells before the window are drawn
#     masked (·), like those above the diagonal.
. "$top_srcdir/tests/app/lib.sh"
F="$top_srcdir/tests/model/fixtures"
L="$top_srcdir/lessons/en/live-model.lesson"
# the step numbers of the steps whose id is $1 (live opens at "run")
num() { awk -v v="$1" '/^@step / { k++; if ($2 == v) { print k; exit } }' "$L"; }
RUN=$(num run) HYB=$(num hybrid) GQA=$(num gqa)
[ -n "$RUN" ] && [ -n "$HYB" ] && [ -n "$GQA" ] || fail "live-model lacks the run, hybrid or gqa step"
rep() { _s=""; _n=$2; while [ "$_n" -gt 0 ]; do _s="$_s$1"; _n=$((_n - 1)); done; printf '%s' "$_s"; }
P="hello world hello"
run=$(( 2 + ${#P} + 1 ))   # e, Ctrl-U, the prompt, Enter

keys g --live --model "$F/gpt2" --width 120 --height 36 \
	--keys "e<C-u>$P<Enter>$(rep '<Left>' $((RUN - HYB)))$(rep '<Right>' $((GQA - HYB)))"
expect g $run 'next token' "gpt2: the run step shows no next token"
expect g $run "\\(3 'hello', 3 'hello'\\)" "gpt2: the cell read-out is not on the last row's diagonal"
expect_not g $run 'KV 0' "gpt2: the selector names a KV group"
expect_not g $run 'reads KV group' "gpt2: the read-out names a KV group"
expect g $((run + RUN - HYB)) 'No GatedDeltaNet layers' "gpt2: the hybrid step does not say there are no GatedDeltaNet layers"
expect g last 'No grouped-query attention here' "gpt2: the GQA step does not say there is no grouping"
expect_not g last 'KV groups' "gpt2: the GQA step draws KV groups"

keys l --live --model "$F/llama3_tied" --width 120 --height 36 --keys "e<C-u>$P<Enter>"
expect l last 'next token' "llama: no run"
expect l last 'reads KV group 0 \(heads 0-1\)' "llama: the KV group is not shown"

# row 4 (query 4) of layer 0 with W = 3 sees keys 2-4: keys 0 and 1 masked
keys m --live --model "$F/mistral_window" --width 120 --height 36 --keys "e<C-u>hello world hello world<Enter>"
expect m last 'next token' "mistral: no run"
expect m last '^ +4 +world +· +· +[^ ·]' "mistral: the keys before the window are not drawn masked"
exit 0
