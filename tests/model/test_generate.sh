#!/bin/sh
# attnstep run --generate on the fixture checkpoints:
#   - greedy gives exactly what N runs of top-1 over the growing prompt give
#     (each of those a fresh prefill, no cache);
#   - the attention rows of the generated tokens equal the rows of a prefill
#     of the prompt and the generated tokens (full attention and GatedDeltaNet);
#   - top-k 1, and top-p below the largest probability, give the greedy tokens
#     at any temperature and seed; top-k K draws from at most K tokens;
#   - the same seed gives the same output, other seeds other tokens;
#   - JSON has a "generated" array of N tokens (checked with Debian's python3
#     when present); text shows the continuation;
#   - the end-of-text token stops the continuation ("stop": "eot"), N tokens
#     without it ("stop": "length");
#   - every bad value: one line on stderr, exit 2, nothing on stdout.
. "${top_srcdir:-.}/tests/model/run_lib.sh"

# generated ids, comma-separated, from CSV output on stdin
gen_ids() { awk -F, '$1 == "generated" { printf "%s%s", n++ ? "," : "", $6 }'; }

M="$F/mm_qwen35"
P=3,17,42,0
# 1. greedy = N runs of top-1
"$ATTNSTEP" run --model "$M" --token-ids $P --generate 6 --format csv >"$tmp/g.csv" || fail=1
got=$(gen_ids <"$tmp/g.csv")
ids=$P want=
for i in 1 2 3 4 5 6; do
	next=$("$ATTNSTEP" run --model "$M" --token-ids "$ids" --top 1 --format csv |
		awk -F, '$1 == "top" { print $6 }')
	ids="$ids,$next"
	want="${want:+$want,}$next"
done
[ -n "$got" ] && [ "$got" = "$want" ] || { echo "FAIL greedy: $got, top-1 runs give $want"; fail=1; }

# 2. rows of the generated tokens = rows of one prefill over prompt + generated
#    (layer 1 full attention, layer 0 GatedDeltaNet), to 1e-6
for LH in "1 2" "0 1"; do
	set -- $LH
	"$ATTNSTEP" run --model "$M" --token-ids $P --generate 5 --temperature 0.9 --seed 4 \
		--layer $1 --head $2 --format csv >"$tmp/s.csv" || fail=1
	all="$P,$(gen_ids <"$tmp/s.csv")"
	"$ATTNSTEP" run --model "$M" --token-ids "$all" --layer $1 --head $2 --format csv >"$tmp/f.csv" || fail=1
	awk -F, -v T=4 'FNR == 1 { file++ }
		($1 == "attention" || $1 == "implicit") && $4 >= T {
			k = $1 " " $2 " " $3 " " $4 " " $5
			if (file == 1) { a[k] = $8; na++ } else if ($5 <= $4) { b[k] = $8; nb++ } }
		END {
			if (na != 5 + 6 + 7 + 8 + 9 || nb != na) { print "FAIL rows: " na " vs " nb " values"; exit 1 }
			for (k in a) { d = a[k] - b[k]; if (d < 0) d = -d
				if (!(k in b) || d > 1e-6) { print "FAIL rows: " k ": " a[k] " vs " b[k]; exit 1 } }
		}' "$tmp/s.csv" "$tmp/f.csv" || fail=1
done

# 3. filters that leave one token are greedy whatever the temperature and seed
for opt in "--top-k 1" "--top-p 0.000001"; do
	got=$("$ATTNSTEP" run --model "$M" --token-ids $P --generate 6 $opt --temperature 7 --seed 11 \
		--format csv | gen_ids)
	[ "$got" = "$want" ] || { echo "FAIL $opt: $got, greedy $want"; fail=1; }
done
# top-k 3: each distribution drawn from has at most 3 tokens, and holds the drawn one
"$ATTNSTEP" run --model "$M" --token-ids $P --generate 8 --top-k 3 --temperature 5 --seed 1 \
	--top 10 --format csv | awk -F, '
	$1 == "generated" { id[$4] = $6 }
	$1 == "generated_top" { n[$4]++; if ($6 == id[$4]) seen[$4] = 1 }
	END { for (s = 0; s < 8; s++) if (n[s] < 1 || n[s] > 3 || !seen[s]) { print "FAIL top-k 3 step " s ": " n[s] " tokens"; exit 1 } }' || fail=1

# 4. seeds
run_seed() { "$ATTNSTEP" run --model "$M" --token-ids $P --generate 20 --temperature 3 --seed "$1" --format csv; }
run_seed 5 >"$tmp/a" && run_seed 5 >"$tmp/b" && cmp -s "$tmp/a" "$tmp/b" ||
	{ echo "FAIL same seed, different output"; fail=1; }
differs=0
for s in 6 7 8; do
	run_seed $s >"$tmp/c"
	[ "$(gen_ids <"$tmp/a")" != "$(gen_ids <"$tmp/c")" ] && differs=1
done
[ $differs = 1 ] || { echo "FAIL seeds 6, 7 and 8 all give seed 5's tokens"; fail=1; }

# 5. JSON and text
"$ATTNSTEP" run --model "$M" --prompt "hello world" --generate 4 --temperature 0.8 --top-p 0.9 \
	--seed 2 --layer 1 --head 0 --format json >"$tmp/g.json" || fail=1
if [ -x /usr/bin/python3 ]; then
	/usr/bin/python3 - "$tmp/g.json" <<'EOF' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
g = d["generated"]
assert len(g) == 4, len(g)
assert d["sampling"] == {"greedy": False, "temperature": 0.8, "top_k": 0, "top_p": 0.9, "seed": 2}, d["sampling"]
assert d["stop"] == "length", d["stop"]
# every token object has the prompt tokens' shape: id, text and bytes (hex)
for t in d["tokens"] + g + [x for t in g for x in t["top"]]:
    assert set(t) >= {"id", "text", "bytes"}, t
    raw = bytes.fromhex(t["bytes"])
    assert raw.decode("utf-8") == t["text"] or "<" in t["text"], t
for i, t in enumerate(g):
    assert t["position"] == 2 + i and 0 < t["prob"] <= 1, t
    ps = [x["prob"] for x in t["top"]]
    assert ps == sorted(ps, reverse=True) and t["id"] in [x["id"] for x in t["top"]] or t["kept"] > 5, t
    w = t["layers"][0]["heads"][0]["weights"]
    assert t["layers"][0]["index"] == 1 and len(w) == t["position"] + 1 and abs(sum(w) - 1) < 1e-5, t
EOF
fi
"$ATTNSTEP" run --model "$M" --prompt "hello" --generate 3 >"$tmp/g.txt" &&
	grep -q '^generated 3 tokens, greedy' "$tmp/g.txt" && grep -q '^continuation: ' "$tmp/g.txt" ||
	{ echo "FAIL text output"; cat "$tmp/g.txt"; fail=1; }

# 6. the end-of-text token ends the continuation: give the model one more
#    end-of-text id (generation_config.json adds to config.json's), the one
#    a seeded draw gives third; the same draw then stops at its first occurrence
#    (the draws before it are the same), reports it as the last token and says
#    "stop": "eot"
S6="--temperature 8 --seed 1"
"$ATTNSTEP" run --model "$M" --token-ids $P --generate 6 $S6 --format csv >"$tmp/base.csv" || fail=1
grep -q '^generated_stop,,,,,,length,$' "$tmp/base.csv" || { echo "FAIL csv: no generated_stop length"; fail=1; }
base=$(gen_ids <"$tmp/base.csv")
X=$(echo "$base" | cut -d, -f3)
want_eot=$(echo "$base" | awk -F, -v x="$X" '{ for (i = 1; i <= NF; i++) { printf "%s%s", (i > 1 ? "," : ""), $i; if ($i == x) exit } }')
mkdir "$tmp/eot"
for f in "$M"/*; do ln -s "$(cd "$(dirname "$f")" && pwd)/$(basename "$f")" "$tmp/eot/"; done
echo "{\"eos_token_id\": $X}" >"$tmp/eot/generation_config.json"
"$ATTNSTEP" run --model "$tmp/eot" --token-ids $P --generate 6 $S6 --format csv >"$tmp/eot.csv" || fail=1
got=$(gen_ids <"$tmp/eot.csv")
[ -n "$X" ] && [ "$got" = "$want_eot" ] || { echo "FAIL eot: $got, want $want_eot (eot $X, sampled $base)"; fail=1; }
grep -q '^generated_stop,,,,,,eot,$' "$tmp/eot.csv" || { echo "FAIL csv: no generated_stop eot"; fail=1; }
"$ATTNSTEP" run --model "$tmp/eot" --token-ids $P --generate 6 $S6 >"$tmp/eot.txt" || fail=1
grep -q "^stopped at the end-of-text token after $(echo "$want_eot" | awk -F, '{print NF}') of 6 tokens$" \
	"$tmp/eot.txt" || { echo "FAIL eot text:"; cat "$tmp/eot.txt"; fail=1; }
# the text's continuation ends in a readable mark, not the token's spelling
grep -q '^continuation: .*\[end of text\]$' "$tmp/eot.txt" || { echo "FAIL eot text: no [end of text]"; cat "$tmp/eot.txt"; fail=1; }
# with a layer selected the end-of-text token still gets its attention row
"$ATTNSTEP" run --model "$tmp/eot" --token-ids $P --generate 6 $S6 --layer 1 --head 0 --format json \
	>"$tmp/eot.json" || fail=1
if [ -x /usr/bin/python3 ]; then
	/usr/bin/python3 - "$tmp/eot.json" "$want_eot" "$base" <<'EOF' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
want = [int(x) for x in sys.argv[2].split(",")]
g = d["generated"]
assert [t["id"] for t in g] == want and d["stop"] == "eot", (g, d["stop"])
assert all(len(t["layers"][0]["heads"][0]["weights"]) == t["position"] + 1 for t in g), g
base = [int(x) for x in sys.argv[3].split(",")]
assert len(base) == 6, base
EOF
fi

# 7. bad values
G=grouped_f16
bad gen-zero "--generate: expected a whole number from 1" --model "$F/$G" --token-ids 1 --generate 0
bad gen-word "--generate" --model "$F/$G" --token-ids 1 --generate many
bad gen-negative "--generate: expected a whole number from 1" --model "$F/$G" --token-ids 1 --generate -1
bad gen-huge "--generate: expected a whole number from 1" --model "$F/$G" --token-ids 1 --generate 99999999999999999999
bad gen-missing "--generate needs a value" --model "$F/$G" --token-ids 1 --generate
bad gen-too-long "16" --model "$F/$G" --token-ids 1,2,3 --generate 14
bad temp-negative "--temperature: must be >= 0" --model "$F/$G" --token-ids 1 --generate 2 --temperature -1
bad temp-word "--temperature: expected a number" --model "$F/$G" --token-ids 1 --generate 2 --temperature hot
bad temp-nan "--temperature" --model "$F/$G" --token-ids 1 --generate 2 --temperature nan
bad topp-zero "--top-p: must be in (0, 1]" --model "$F/$G" --token-ids 1 --generate 2 --top-p 0
bad topp-big "--top-p: must be in (0, 1]" --model "$F/$G" --token-ids 1 --generate 2 --top-p 1.5
bad topp-two "--top-p: must be in (0, 1]" --model "$F/$G" --token-ids 1 --generate 2 --top-p 2
bad topp-nan "--top-p: expected a number" --model "$F/$G" --token-ids 1 --generate 2 --top-p nan
bad temp-inf "--temperature: expected a number" --model "$F/$G" --token-ids 1 --generate 2 --temperature inf
bad temp-empty "--temperature: expected a number" --model "$F/$G" --token-ids 1 --generate 2 --temperature ""
bad topk-word "--top-k: expected a whole number from 0" --model "$F/$G" --token-ids 1 --generate 2 --top-k 3x
bad topk-alone "--top-k: only with --generate" --model "$F/$G" --token-ids 1 --top-k 3
bad topp-alone "--top-p: only with --generate" --model "$F/$G" --token-ids 1 --top-p 0.5
bad topk-negative "--top-k" --model "$F/$G" --token-ids 1 --generate 2 --top-k -3
bad seed-negative "--seed" --model "$F/$G" --token-ids 1 --generate 2 --seed -1
bad seed-big "--seed" --model "$F/$G" --token-ids 1 --generate 2 --seed 18446744073709551616
bad temp-alone "--temperature: only with --generate" --model "$F/$G" --token-ids 1 --temperature 1
bad seed-alone "--seed: only with --generate" --model "$F/$G" --token-ids 1 --seed 1
bad control-chars "--temperature: expected a number" --model "$F/$G" --token-ids 1 --generate 2 \
	--temperature "$(printf '1\033[2J')"
grep -q "$(printf '\033')" "$tmp/err" && { echo "FAIL control character in the message"; fail=1; }
exit $fail
