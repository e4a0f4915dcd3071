#!/bin/sh
# The remaining edges of the reliability review, each a clear one-line error
# (exit 2, nothing on stdout) or the right output:
#  - names: a model directory whose name holds escape sequences (OSC, SGR,
#    BEL, the 8-bit CSI, a byte that is not UTF-8) never reaches stdout or
#    stderr raw, from any command that prints it (run in three formats, run
#    --generate, bench, live --bench, tokenize, and the errors);
#  - end-of-text ids: a ninth id in generation_config.json stops generation
#    like the first; more than 64 distinct ids are refused;
#  - numbers: a subnormal --temperature / --top-p is "too small", 1e400 "too
#    large"; a safetensors shape or offset past 2^63 - 1 and a config integer
#    past it are "out of range";
#  - tokenizer.json: a vocabulary string with a NUL, and two added tokens
#    with one id;
#  - the Hugging Face cache: a snapshots/ entry that is a file or a link
#    loop is named, not called "empty".
: "${top_srcdir:=.}" "${top_builddir:=.}" "${ATTNSTEP:=./attnstep}"
root=$(mktemp -d "${TMPDIR:-/tmp}/attnstep-edges.XXXXXX") || exit 1
trap 'rm -rf "$root"' EXIT
unset ATTNSTEP_DATADIR HF_HUB_CACHE
HF_HOME=$root/hf
export HF_HOME
fail=0
"$top_builddir/tests/model/mkckpt" "$root/ck" > /dev/null || { echo "FAIL: mkckpt"; exit 1; }
FLAT=$root/ck/ok_flat
TOK=$top_srcdir/tests/fuzz/tokenizer.json
EMB=$top_srcdir/models/embedded

# refused NAME WANT ARGS...: exit 2, one line on stderr containing WANT, no output
refused() {
	name=$1 want=$2
	shift 2
	timeout -k 5 60 "$ATTNSTEP" "$@" > "$root/out" 2> "$root/err"
	rc=$?
	if [ $rc -ne 2 ] || [ -s "$root/out" ] || [ "$(wc -l < "$root/err")" -ne 1 ] ||
		! grep -q -F -- "$want" "$root/err"; then
		echo "FAIL $name: exit $rc, $(wc -c < "$root/out") bytes out, stderr: $(head -c 300 "$root/err" | tr -d '\033')"
		fail=1
	fi
}

# ---- names: every command that prints the model directory's name ----
# raw: ESC ] 0 ; title BEL, ESC [ 31 m, the C1 CSI (C2 9B), a lone 0xFF
bad="x$(printf '\033]0;PWNED\007\033[31m\302\2331m\377')red"
# clean FILE...: no ESC, BEL, C1 control in UTF-8 or invalid 0xFF byte
clean() {
	for f in "$@"; do
		if LC_ALL=C grep -q "$(printf '[\033\007\377]')" "$f" || LC_ALL=C grep -q "$(printf '\302[\200-\237]')" "$f"; then
			return 1
		fi
	done
	return 0
}
# names_case NAME SHOWN ARGS...: SHOWN=1 where the output must name the model
names_case() {
	name=$1 shown=$2
	shift 2
	timeout -k 5 120 "$ATTNSTEP" "$@" > "$root/out" 2> "$root/err"
	rc=$?
	if ! clean "$root/out" "$root/err"; then
		echo "FAIL names_$name: the name reached the output raw (exit $rc): $(head -c 200 "$root/out" | od -c | head -3)"
		fail=1
	elif [ "$shown" = 1 ] && ! grep -q 'PWNED' "$root/out" "$root/err"; then
		echo "FAIL names_$name: the name is not shown at all (exit $rc): $(head -c 200 "$root/err")"
		fail=1
	fi
}
if [ -f "$EMB/config.json" ]; then
	cp -r "$EMB" "$root/$bad"
	M=$root/$bad
	names_case run_text 1 run --model "$M" --prompt hi
	names_case run_json 1 run --model "$M" --prompt hi --format json
	names_case run_csv 0 run --model "$M" --prompt hi --format csv
	names_case run_gen 1 run --model "$M" --prompt hi --generate 2 --format json
	names_case bench 1 bench --model "$M" --tokens 2 --repeat 1
	names_case bench_json 0 bench --model "$M" --tokens 2 --repeat 1 --format json
	names_case live_bench 1 live --bench --repeat 1 --tokens 4 --model "$M"
	names_case error 1 run --model "$M/nothing" --prompt hi
	names_case tokenize 0 tokenize --model "$M" --text hi --format json
fi

# ---- end-of-text ids: the ninth counts ----
G=$("$ATTNSTEP" run --model "$FLAT" --token-ids 1 --generate 1 --format csv | awk -F, '$1 == "generated" { print $6; exit }')
if [ -z "$G" ]; then
	echo "FAIL eos: no greedy token"
	fail=1
else
	E=$root/eos9
	cp -r "$FLAT" "$E"
	sed '/"eos_token_id"/d' "$FLAT/config.json" > "$E/config.json"
	ids=$(awk -v g="$G" 'BEGIN { n = 0; for (i = 0; i < 16 && n < 8; i++) if (i != g) { printf "%d,", i; n++ } printf "%d", g }')
	echo "{\"eos_token_id\": [$ids]}" > "$E/generation_config.json"
	"$ATTNSTEP" run --model "$E" --token-ids 1 --generate 5 --format csv > "$root/out" 2> "$root/err"
	n=$(grep -c '^generated,' "$root/out")
	if [ "$n" != 1 ] || ! grep -q '^generated_stop,.*eot' "$root/out"; then
		echo "FAIL eos_ninth: generation did not stop at the ninth end-of-text id $G ($ids): $n tokens, $(grep '^generated_stop' "$root/out")"
		fail=1
	fi
fi
if [ -f "$EMB/config.json" ]; then
	E=$root/eos65
	cp -r "$EMB" "$E"
	echo "{\"eos_token_id\": [$(awk 'BEGIN { for (i = 0; i < 65; i++) printf "%s%d", i ? "," : "", i }')]}" > "$E/generation_config.json"
	refused eos_65 "more than 64 distinct end-of-text ids" run --model "$E" --prompt hi
fi

# ---- numbers ----
refused temp_subnormal "'1e-320' is too small to hold" run --model "$FLAT" --token-ids 1 --generate 2 --temperature 1e-320
refused topp_subnormal "'1e-320' is too small to hold" run --model "$FLAT" --token-ids 1 --generate 2 --top-p 1e-320
refused temp_huge "'1e400' is too large" run --model "$FLAT" --token-ids 1 --generate 2 --temperature 1e400
# a one-tensor safetensors file: hdr JSON of one tensor named t
st1() {
	mkdir -p "$1"
	cp "$FLAT/config.json" "$1/"
	h=$2
	# shellcheck disable=SC2059
	{ printf "\\$(printf %o ${#h})\\0\\0\\0\\0\\0\\0\\0%s" "$h"; head -c 4096 /dev/zero; } > "$1/model.safetensors"
}
st1 "$root/off64" '{"t": {"dtype": "F32", "shape": [64, 16], "data_offsets": [0, 18446744073709551615]}}'
refused st_offset_2p64 "data_offsets[1] is out of range (more than 2^63 - 1)" run --model "$root/off64" --token-ids 1
st1 "$root/shape64" '{"t": {"dtype": "F32", "shape": [18446744073709551615], "data_offsets": [0, 4]}}'
refused st_shape_2p64 "shape[0] is out of range (more than 2^63 - 1)" run --model "$root/shape64" --token-ids 1
st1 "$root/shapefrac" '{"t": {"dtype": "F32", "shape": [1.5], "data_offsets": [0, 4]}}'
refused st_shape_frac "shape[0] is not a whole number" run --model "$root/shapefrac" --token-ids 1
d=$root/cfg64
cp -r "$FLAT" "$d"
sed 's/"hidden_size": 8/"hidden_size": 18446744073709551615/' "$FLAT/config.json" > "$d/config.json"
refused cfg_int_2p64 "hidden_size: a number above 2^63 - 1 is out of range" run --model "$d" --token-ids 1

# ---- tokenizer.json ----
mkdir -p "$root/tnul" "$root/tdup"
sed 's/"vocab": *{/&"x\\u0000y": 1000,/' "$TOK" > "$root/tnul/tokenizer.json"
grep -q 'x\\u0000y' "$root/tnul/tokenizer.json" || { echo "FAIL: tokenizer with NUL not made"; fail=1; }
refused vocab_nul "(id 1000): the string contains NUL" tokenize --model "$root/tnul" --text hi
sed 's/"added_tokens": *\[/&{"id": 7, "content": "<zz>", "special": true}, {"id": 7, "content": "<yy>", "special": true}, /' "$TOK" > "$root/tdup/tokenizer.json"
refused added_dup_id "id 7 is used twice" tokenize --model "$root/tdup" --text hi

# ---- Hugging Face cache: snapshots/ holds no directory ----
hub=$HF_HOME/hub
mkdir -p "$hub/models--org--file/snapshots" "$hub/models--org--selfloop/snapshots"
: > "$hub/models--org--file/snapshots/rev1"
ln -s rev1 "$hub/models--org--selfloop/snapshots/rev1"
refused hf_snapshot_file "rev1 is not a directory" run --model org/file --prompt hi
refused hf_snapshot_selfloop "rev1 cannot be opened: Too many levels of symbolic links" run --model org/selfloop --prompt hi
mkdir -p "$hub/models--org--empty/snapshots"
refused hf_snapshot_empty "snapshots is empty" run --model org/empty --prompt hi

[ $fail -eq 0 ] && echo "edges: all cases passed"
exit $fail
