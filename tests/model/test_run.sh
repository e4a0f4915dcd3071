#!/bin/sh
# attnstep run: output formats on a fixture checkpoint and every bad-input case
# (one line "attnstep: ..." on stderr, exit status 2, nothing on stdout).
. "${top_srcdir:-.}/tests/model/run_lib.sh"

bad empty-prompt "empty" --model "$F/grouped_f16" --prompt ""
bad invalid-utf8 "invalid UTF-8 at byte 2" --model "$F/grouped_f16" --prompt "$(printf 'ab\377c')"
bad bad-token-id "token id 40" --model "$F/grouped_f16" --token-ids 1,40
bad bad-id-list "bad id list" --model "$F/grouped_f16" --token-ids 1,x
bad bad-layer "layer" --model "$F/grouped_f16" --token-ids 1,2 --layer 4
bad bad-layer-word "layer" --model "$F/grouped_f16" --token-ids 1,2 --layer first
bad bad-head "head" --model "$F/grouped_f16" --token-ids 1,2 --layer 1 --head 2
bad too-long "limit of 16" --model "$F/grouped_f16" --token-ids 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17
bad missing-model "no-such-dir" --model "$tmp/no-such-dir" --token-ids 1,2
bad bad-format "format" --model "$F/grouped_f16" --token-ids 1 --format xml
bad bad-precision "precision" --model "$F/grouped_f16" --token-ids 1 --precision f64
bad bad-threads "threads" --model "$F/grouped_f16" --token-ids 1 --threads 0
bad both-inputs "exactly one" --model "$F/grouped_f16" --token-ids 1 --prompt hi
bad no-input "exactly one" --model "$F/grouped_f16"
mkdir -p "$tmp/emptydata"
# no --model and no embedded model in the data directory
err=$(ATTNSTEP_DATADIR="$tmp/emptydata" "$ATTNSTEP" run --token-ids 1,2 2>&1 >/dev/null)
[ $? -eq 2 ] && echo "$err" | grep -q '^attnstep: models/embedded: not found' ||
	{ echo "FAIL no-embedded-model: $err"; fail=1; }
bad unknown-option "unknown option" --model "$F/grouped_f16" --token-ids 1 --frobnicate

# --prompt through the fixture's tiny tokenizer.json (tests/model/fixtures/mm_qwen35)
M="$F/mm_qwen35"
bad prompt-too-long "70 tokens, more than the model's limit of 64" --model "$M" --prompt "$(printf 'hello%.0s' $(seq 70))"
bad prompt-not-in-vocab "no entry in the vocabulary" --model "$M" --prompt "Hello"
bad prompt-empty-with-model "empty" --model "$M" --prompt ""
"$ATTNSTEP" run --model "$M" --prompt "hello world!" --top 1 --format json >"$tmp/p.json" 2>"$tmp/err" &&
	grep -q '"tokens": \[{"id": 43, "text": "hello", "bytes": "68656C6C6F"}, {"id": 48, "text": " world", "bytes": "20776F726C64"}, {"id": 39, "text": "!", "bytes": "21"}\]' "$tmp/p.json" ||
	{ echo "FAIL prompt tokens:"; cat "$tmp/p.json" "$tmp/err"; fail=1; }
# a token that is not valid UTF-8 on its own: <E4 BD> beside its bytes in
# JSON, \xE4\xBD in CSV; special tokens by name
"$ATTNSTEP" run --model "$M" --token-ids 49,43,79 --top 1 --format json >"$tmp/e.json" &&
	grep -q '"tokens": \[{"id": 49, "text": "<E4 BD>", "bytes": "E4BD"}, {"id": 43, "text": "hello", "bytes": "68656C6C6F"}, {"id": 79, "text": "<|endoftext|>", "bytes": "3C7C656E646F66746578747C3E"}\]' "$tmp/e.json" ||
	{ echo "FAIL escaped token text:"; cat "$tmp/e.json"; fail=1; }
"$ATTNSTEP" run --model "$M" --token-ids 49 --format csv | grep -q '^token,,,0,,49,"\\xE4\\xBD",$' ||
	{ echo "FAIL csv escaped token text"; fail=1; }

# JSON: the fields of docs/DESIGN.md, the selected layer and head only
"$ATTNSTEP" run --model "$F/mm_qwen35" --token-ids 3,17,42 --layer 1 --head 2 --top 3 \
	--logits --format json >"$tmp/json" 2>"$tmp/err" || { echo "FAIL json run"; cat "$tmp/err"; fail=1; }
for want in '"model": {"name": "mm_qwen35", "architecture": "Qwen3_5ForConditionalGeneration", "family": "Qwen3.5", "num_layers": 4' \
	'"layer_types": \["linear_attention", "full_attention", "linear_attention", "full_attention"\]' \
	'"head_dim": 16, "vocab_size": 80' '"tokens": \[{"id": 3, ' '"top": \[{"id": ' \
	'"logits": \[' '{"index": 1, "type": "full_attention", "heads": \[' \
	'{"head": 2, "kv_group": 1, "weights": \[\[1, 0, 0\], '; do
	grep -q "$want" "$tmp/json" || { echo "FAIL json: missing $want"; fail=1; }
done
[ "$(grep -c '"head":' "$tmp/json")" -eq 1 ] || { echo "FAIL json: head selection"; fail=1; }
[ "$(grep -c '"prob":' "$tmp/json")" -eq 1 ] && [ "$(grep -o '"prob":' "$tmp/json" | wc -l)" -eq 3 ] ||
	{ echo "FAIL json: top 3"; fail=1; }
# the default selects no layers
"$ATTNSTEP" run --model "$F/mm_qwen35" --token-ids 3,17 --format json >"$tmp/json2" &&
	grep -q '"layers": \[\]' "$tmp/json2" || { echo "FAIL json: default layers not empty"; fail=1; }

# CSV: header, tokens, top, an implicit-attention matrix of T*T rows
"$ATTNSTEP" run --model "$F/flat_qwen35" --token-ids 0,49,7 --layer 0 --head 3 --top 2 \
	--format csv >"$tmp/csv" || { echo "FAIL csv run"; fail=1; }
[ "$(head -1 "$tmp/csv")" = "record,layer,head,row,col,id,text,value" ] || { echo "FAIL csv header"; fail=1; }
[ "$(grep -c '^token,' "$tmp/csv")" -eq 3 ] && [ "$(grep -c '^top,' "$tmp/csv")" -eq 2 ] &&
	[ "$(grep -c '^implicit,0,3,' "$tmp/csv")" -eq 9 ] || { echo "FAIL csv rows"; cat "$tmp/csv"; fail=1; }
grep -q '^implicit,0,3,0,1,,,0$' "$tmp/csv" || { echo "FAIL csv: causal zero"; fail=1; }

# text, bf16 and 2 threads give the same top-1 here
a=$("$ATTNSTEP" run --model "$F/qwen3_dense" --token-ids 60,5,9 --top 1 | tail -1)
b=$("$ATTNSTEP" run --model "$F/qwen3_dense" --token-ids 60,5,9 --top 1 --precision bf16 --threads 2 | tail -1)
[ -n "$a" ] && [ "$(echo "$a" | awk '{print $2}')" = "$(echo "$b" | awk '{print $2}')" ] ||
	{ echo "FAIL text: top-1 f32 '$a' vs bf16 '$b'"; fail=1; }
# no negative zero in text output: the built-in model's implicit attention of
# layer 2 on "hi" has an entry just below zero, which printed "-0.00000"
if [ -f "$top_srcdir/models/embedded/config.json" ]; then
	"$ATTNSTEP" run --prompt hi --layer all --head all >"$tmp/nz.txt" || { echo "FAIL run --layer all"; fail=1; }
	grep -q -- '-0\.0*\( \|$\)' "$tmp/nz.txt" && { echo "FAIL text: negative zero"; grep -- '-0\.0*\( \|$\)' "$tmp/nz.txt" | head -3; fail=1; }
fi
exit $fail
