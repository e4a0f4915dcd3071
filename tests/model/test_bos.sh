#!/bin/sh
# A prompt reaches the model with the BOS its tokenizer adds: the Llama
# fixture's tokenizer_config.json says add_bos_token, so `run --prompt` and
# `tokenize` put <|begin_of_text|> (id 60) first, and the logits are the
# reference's for [BOS, hello, Ġworld] (tests/model/fixtures/llama3_tied/
# prompt.txt, from tools/decoder_ref.py), within test_forward's 1e-3.
# Qwen's tokenizers add no BOS: the same prompt on mm_qwen35 starts with
# "hello".
. "${top_srcdir:-.}/tests/model/run_lib.sh"
M="$F/llama3_tied"
want_ids=$(awk '$1 == "ids" { $1 = ""; $2 = ""; sub(/^ +/, ""); gsub(/ /, ", "); print }' "$M/prompt.txt")
[ "$want_ids" = "60, 43, 48" ] || { echo "FAIL: prompt.txt ids '$want_ids'"; exit 1; }

"$ATTNSTEP" run --model "$M" --prompt "hello world" --logits --format json >"$tmp/run.json" 2>"$tmp/err" ||
	{ echo "FAIL run:"; cat "$tmp/err"; exit 1; }
grep -q '"tokens": \[{"id": 60, "text": "<|begin_of_text|>", ' "$tmp/run.json" ||
	{ echo "FAIL: run does not show BOS first:"; grep '"tokens"' "$tmp/run.json"; fail=1; }
[ "$(grep -o '{"id": [0-9]*, "text"' "$tmp/run.json" | head -3 | tr -dc '0-9,\n' | tr '\n' ' ')" = "60, 43, 48, " ] ||
	{ echo "FAIL: run's token ids:"; grep '"tokens"' "$tmp/run.json"; fail=1; }
# the logits, one per line, beside the reference's
sed -n 's/^ *"logits": \[\(.*\)\],\{0,1\}$/\1/p' "$tmp/run.json" | tr ',' '\n' >"$tmp/got"
awk '$1 == "logits" { for (i = 3; i <= NF; i++) print $i }' "$M/prompt.txt" >"$tmp/want"
[ "$(wc -l <"$tmp/want")" -eq 64 ] || { echo "FAIL: prompt.txt has no 64 logits"; exit 1; }
paste "$tmp/got" "$tmp/want" | awk -v tol=1e-3 '
	NF != 2 { bad = 1 }
	{ d = $1 - $2; if (d < 0) d = -d; if (d > max) max = d }
	END { printf "largest |logit - reference| on [BOS] + ids: %.3g over %d logits\n", max, NR
	      exit (bad || NR != 64 || max > tol) }' || { echo "FAIL: logits differ from the reference"; fail=1; }

# tokenize shows what the model sees
got=$("$ATTNSTEP" tokenize --model "$M" --text "hello world" --format json)
case "$got" in
'{"ids": [60, 43, 48], '*) ;;
*) echo "FAIL: tokenize gave $got"; fail=1 ;;
esac

# no BOS where the tokenizer adds none
"$ATTNSTEP" run --model "$F/mm_qwen35" --prompt "hello world" --format json >"$tmp/q.json" &&
	grep -q '"tokens": \[{"id": 43, "text": "hello", ' "$tmp/q.json" ||
	{ echo "FAIL: Qwen prompt starts with something else:"; grep '"tokens"' "$tmp/q.json"; fail=1; }
exit $fail
