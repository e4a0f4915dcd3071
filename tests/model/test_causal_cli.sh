#!/bin/sh
# attnstep run --ablate / --lens / --patch-*: the command line around the
# engine's causal tools (their numbers are test_causal's):
#   - JSON names the ablated heads, the patch and a lens entry per layer,
#     whose last entry is the prediction;
#   - CSV and text carry the same;
#   - ablating a head changes the fixture's prediction; patching after the
#     last layer gives the second input's prediction;
#   - every bad value: one line on stderr naming the option, exit 2, nothing
#     on stdout.
. "${top_srcdir:-.}/tests/model/run_lib.sh"

M="$F/mm_qwen35"
P=11,0,49,7,7,7,12,33
Q=33,12,7
# 1. JSON fields
"$ATTNSTEP" run --model "$M" --token-ids $P --ablate 1.0,0.1,1.0 --lens --top 3 \
	--patch-token-ids $Q --patch-layer 1 --format json >"$tmp/j.json" || fail=1
if command -v python3 >/dev/null 2>&1; then
	python3 - "$tmp/j.json" <<'PY' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
assert d["ablated"] == ["0.1", "1.0"], d["ablated"]
assert d["patch"]["layer"] == 1 and [t["id"] for t in d["patch"]["tokens"]] == [33, 12, 7]
lens = d["lens"]
assert [e["layer"] for e in lens] == list(range(d["model"]["num_layers"]))
assert [e["type"] for e in lens] == d["model"]["layer_types"]
assert all(len(e["top"]) == 3 for e in lens)
assert [t["id"] for t in lens[-1]["top"]] == [t["id"] for t in d["top"]], "last lens entry is not the prediction"
assert [t["prob"] for t in lens[-1]["top"]] == [t["prob"] for t in d["top"]]
PY
else
	grep -q '"ablated": \["0.1", "1.0"\]' "$tmp/j.json" || { echo "FAIL json: ablated"; fail=1; }
fi

# 2. CSV records and text lines
"$ATTNSTEP" run --model "$M" --token-ids $P --ablate 2.1 --lens --top 2 --format csv >"$tmp/c.csv" || fail=1
grep -q '^ablated,2,1,' "$tmp/c.csv" || { echo "FAIL csv: no ablated record"; fail=1; }
n=$(grep -c '^lens,' "$tmp/c.csv")
[ "$n" -eq 8 ] || { echo "FAIL csv: $n lens records, want 4 layers x 2"; fail=1; }
"$ATTNSTEP" run --model "$M" --token-ids $P --ablate 2.1 --lens >"$tmp/t.txt" || fail=1
grep -q '^ablated heads (output 0 at every position): 2.1$' "$tmp/t.txt" || { echo "FAIL text: ablated"; fail=1; }
grep -q '^  layer  3 ' "$tmp/t.txt" || { echo "FAIL text: no lens line for layer 3"; fail=1; }

# 3. effects: ablation moves the prediction's probability; patching after the
#    last layer gives the second input's top tokens and probabilities
top() { awk -F, '$1 == "top" { print $6 ":" $8 }'; }
"$ATTNSTEP" run --model "$M" --token-ids $P --top 3 --format csv | top >"$tmp/plain"
"$ATTNSTEP" run --model "$M" --token-ids $P --top 3 --ablate 1.0,1.1,1.2,1.3 --format csv | top >"$tmp/abl"
cmp -s "$tmp/plain" "$tmp/abl" && { echo "FAIL: ablating every head of layer 1 changed nothing"; fail=1; }
"$ATTNSTEP" run --model "$M" --token-ids $Q --top 3 --format csv | top >"$tmp/second"
"$ATTNSTEP" run --model "$M" --token-ids $P --top 3 --patch-token-ids $Q --patch-layer 3 --format csv |
	top >"$tmp/patched"
cmp -s "$tmp/second" "$tmp/patched" || { echo "FAIL: patch after the last layer:"; cat "$tmp/second" "$tmp/patched"; fail=1; }

# 4. bad input
bad ablate-layer "--ablate: '9.0': layer 9 out of range (the model has layers 0-3)" --model "$M" --token-ids $P --ablate 9.0
bad ablate-head "--ablate: '2.9': head 9 out of range (layer 2 has heads 0-1)" --model "$M" --token-ids $P --ablate 2.9
bad ablate-word "--ablate: 'x' is not LAYER.HEAD" --model "$M" --token-ids $P --ablate x
bad ablate-trailing "--ablate: '' is not LAYER.HEAD" --model "$M" --token-ids $P --ablate 2.0,
bad ablate-nohead "--ablate: '2' is not LAYER.HEAD" --model "$M" --token-ids $P --ablate 2
bad ablate-sign "--ablate: '-1.0' is not LAYER.HEAD" --model "$M" --token-ids $P --ablate -1.0
bad ablate-empty "--ablate: empty list" --model "$M" --token-ids $P --ablate ''
bad ablate-huge "--ablate: '99999999999.0' is not LAYER.HEAD" --model "$M" --token-ids $P --ablate 99999999999.0
bad patch-layer "--patch-layer" --model "$M" --token-ids $P --patch-token-ids $Q --patch-layer 4
bad patch-layer-word "--patch-layer" --model "$M" --token-ids $P --patch-token-ids $Q --patch-layer x
bad patch-nolayer "need --patch-layer" --model "$M" --token-ids $P --patch-token-ids $Q
bad patch-nosource "--patch-layer needs" --model "$M" --token-ids $P --patch-layer 1
bad patch-both "not both" --model "$M" --token-ids $P --patch-token-ids $Q --patch-prompt ab --patch-layer 1
bad patch-empty "--patch-prompt: empty prompt" --model "$M" --token-ids $P --patch-prompt '' --patch-layer 1
bad patch-ids "--patch-token-ids" --model "$M" --token-ids $P --patch-token-ids 1,,2 --patch-layer 1
bad patch-vocab "token id 5000" --model "$M" --token-ids $P --patch-token-ids 5000 --patch-layer 1
bad lens-generate "cannot be combined with --generate" --model "$M" --token-ids $P --lens --generate 2
exit $fail
