#!/bin/sh
# The work any input can cause is bounded: every parser is linear (or
# n log n) in its input. Each case is an adversarial input of a few MB built
# to hit a quadratic path that once existed, and must finish well inside a
# generous budget that only a quadratic cost exceeds (on the reference
# machine the quadratic versions took 10 s to over 200 s; the linear ones
# take well under a second, and a few seconds under ASan or valgrind):
#  - JSON objects (config.json, tokenizer.json's vocabulary, a safetensors
#    header) with 130,000 keys that collide under FNV-1a (tests/hostile/flood);
#  - a 4 MB lesson with 125,000 steps;
#  - 40,000 added tokens and 120 kB of text;
#  - 64,000 combining marks in reverse canonical order (NFC reordering).
: "${top_srcdir:=.}" "${top_builddir:=.}" "${ATTNSTEP:=./attnstep}"
BUDGET=${COST_BUDGET:-20} # seconds per case
root=$(mktemp -d "${TMPDIR:-/tmp}/attnstep-cost.XXXXXX") || exit 1
trap 'rm -rf "$root"' EXIT
unset ATTNSTEP_DATADIR HF_HUB_CACHE
fail=0
FLOOD=$top_builddir/tests/hostile/flood
"$top_builddir/tests/model/mkckpt" "$root/ck" > /dev/null || { echo "FAIL: mkckpt"; exit 1; }
FLAT=$root/ck/ok_flat
TOK=$top_srcdir/tests/fuzz/tokenizer.json

# timed NAME WANT-STATUS ARGS...: attnstep ARGS exits WANT-STATUS within BUDGET
timed() {
	name=$1 want=$2
	shift 2
	t0=$(date +%s)
	timeout -k 5 $((BUDGET * 3)) "$ATTNSTEP" "$@" > "$root/out" 2> "$root/err"
	rc=$?
	t=$(($(date +%s) - t0))
	echo "$name: exit $rc in ${t}s"
	if [ $rc -ne "$want" ]; then
		echo "FAIL $name: exit $rc, want $want: $(head -c 300 "$root/err")"
		fail=1
	fi
	if [ $t -gt "$BUDGET" ]; then
		echo "FAIL $name: ${t}s, more than the budget of ${BUDGET}s"
		fail=1
	fi
}

"$FLOOD" 32 130000 > "$root/k32" || { echo "FAIL: flood 32"; exit 1; }
"$FLOOD" 64 130000 > "$root/k64" || { echo "FAIL: flood 64"; exit 1; }

# config.json: the valid config plus 130,000 colliding keys (unknown keys
# are ignored, as Hugging Face configs carry many)
d=$root/cfg; cp -r "$FLAT" "$d"
{ printf '{'; sed 's/.*/"&": 0,/' "$root/k32"; tail -c +2 "$FLAT/config.json"; } > "$d/config.json"
timed config_flood 0 run --model "$d" --token-ids 1

# tokenizer.json: 130,000 colliding vocabulary keys (JSON and BPE tables)
awk 'NR == FNR { k[NR] = $0; n = NR; next }
	/"vocab": \{/ && !done { print; for (i = 1; i <= n; i++) printf "\"%s\": %d,\n", k[i], 400 + i; done = 1; next }
	{ print }' "$root/k64" "$TOK" > "$root/tok_vocab.json"
timed vocab_flood 0 tokenize --model "$root/tok_vocab.json" --text "hello world"
awk 'NR == FNR { k[NR] = $0; n = NR; next }
	/"vocab": \{/ && !done { print; for (i = 1; i <= n; i++) printf "\"%s\": %d,\n", k[i], 400 + i; done = 1; next }
	{ print }' "$root/k32" "$TOK" > "$root/tok_vocab32.json"
timed vocab_flood_json 0 tokenize --model "$root/tok_vocab32.json" --text "hello world"

# a safetensors header: 130,000 colliding tensor names (empty tensors): the
# header's JSON object and the loader's name table; the names are not the
# model's, so the load fails (exit 2) once both are built
d=$root/st; cp -r "$FLAT" "$d"
hlen=$(od -An -tu8 -N8 "$FLAT/model.safetensors" | tr -d ' ')
dd if="$FLAT/model.safetensors" bs=1 skip=8 count="$hlen" 2> /dev/null > "$root/h.json"
{ printf '{'; sed 's/.*/"&":{"dtype":"F32","shape":[0],"data_offsets":[0,0]},/' "$root/k32"; tail -c +2 "$root/h.json"; } > "$root/h2.json"
n=$(wc -c < "$root/h2.json")
{
	i=0 v=$n
	while [ $i -lt 8 ]; do
		# shellcheck disable=SC2059
		printf "\\$(printf %o $((v % 256)))"
		v=$((v / 256)) i=$((i + 1))
	done
	cat "$root/h2.json"
	tail -c +"$((hlen + 9))" "$FLAT/model.safetensors"
} > "$d/model.safetensors"
timed header_flood 2 run --model "$d" --token-ids 1
grep -q "unexpected tensor" "$root/err" || { echo "FAIL header_flood: $(head -c 200 "$root/err")"; fail=1; }

# a lesson of 125,000 steps (4 MB, under the 4 MiB limit)
mkdir -p "$root/data/lessons/en"
{
	printf '@lesson many\n@title Many\n@order 99\n'
	awk 'BEGIN { for (i = 0; i < 125000; i++) printf "@step s%d\n@title t\n@view none\n", i }'
} > "$root/data/lessons/en/many.lesson"
ATTNSTEP_DATADIR=$root/data; export ATTNSTEP_DATADIR
timed lesson_steps 0 list --lang en
unset ATTNSTEP_DATADIR
[ "$(wc -l < "$root/out")" -eq 125001 ] || { echo "FAIL lesson_steps: $(wc -l < "$root/out") lines listed"; fail=1; }

# 40,000 added tokens a00000z..a39999z, then 120 kB of 'a' (every position
# starts a prefix of every added token)
awk '/"added_tokens": \[/ && !done { print; for (i = 0; i < 40000; i++) printf "{\"id\": %d, \"content\": \"a%05dz\", \"special\": false},\n", 400 + i, i; done = 1; next } { print }' \
	"$TOK" > "$root/tok_added.json"
text=$(head -c 120000 /dev/zero | tr '\0' a)
timed added_tokens 0 tokenize --model "$root/tok_added.json" --text "$text"

# NFC: 'a', 32,000 × U+0301 (class 230), 32,000 × U+0316 (class 220): canonical
# ordering moves every U+0316 before every U+0301
text=$(printf 'a'; awk 'BEGIN { for (i = 0; i < 32000; i++) printf "\314\201"; for (i = 0; i < 32000; i++) printf "\314\226" }')
timed nfc_reorder 0 tokenize --model "$TOK" --text "$text"

# Work budgets checked before anything is allocated or read, from sparse
# checkpoints (tests/hostile/mkbig: all weights are file holes):
#  - a GatedDeltaNet layer of 8.4 M channels and kernel 64 (a 1 GB file on
#    12 kB of disk): its widened conv weights alone need 4 GB of working
#    memory, over the 2 GiB limit;
#  - vocabulary 2^22 × width 2^17, tied: a 1 TiB embedding that every pass
#    would read whole, more than any machine's memory.
MKBIG=$top_builddir/tests/hostile/mkbig
mkdir -p "$root/gdn" "$root/tib"
if "$MKBIG" "$root/gdn" 16 1 1 1024 1024 4096 1 64 1; then
	timed gdn_conv_budget 2 run --model "$root/gdn" --token-ids 1
	grep -q "working memory" "$root/err" || { echo "FAIL gdn_conv_budget: $(head -c 200 "$root/err")"; fail=1; }
else
	echo "gdn_conv_budget: skipped (no sparse files here)"
fi
rm -rf "$root/gdn"
if "$MKBIG" "$root/tib" 4194304 131072 1 1 1 1 1 1 1; then
	timed sparse_tib 2 run --model "$root/tib" --token-ids 1
	grep -q "the weights take" "$root/err" || { echo "FAIL sparse_tib: $(head -c 200 "$root/err")"; fail=1; }
else
	echo "sparse_tib: skipped (no 1 TiB sparse files here)"
fi
rm -rf "$root/tib"

[ $fail -eq 0 ] && echo "cost: all cases within ${BUDGET}s"
exit $fail
