#!/bin/sh
# Memory that grows with a number in the input (not with its size) is
# counted before it is allocated, or never held whole:
#  - `run --generate N --layer ...` keeps N^2 attention rows: a request over
#    the working-memory limit fails at once, exit 2, one line with the MiB
#    it would need;
#  - `run`'s formatted output (about 30 bytes a CSV cell) is written as it
#    is formatted: 145 MB of CSV under a 160 MB address-space limit;
#  - `print --keys` writes each screen as it is drawn: 119 MB of screens
#    under a 150 MB limit;
#  - the loader: a shard's parsed header costs about its size (1,000 shards
#    under a 400 MB limit; each took a 1 MiB block before), shards are found
#    by a hash of their names, and more than 1,024 shard files are refused
#    up front (with an index and without).
# The address-space cases are skipped where the binary cannot run under
# such a limit at all (ASan reserves terabytes).
: "${top_srcdir:=.}" "${top_builddir:=.}" "${ATTNSTEP:=./attnstep}"
root=$(mktemp -d "${TMPDIR:-/tmp}/attnstep-budget.XXXXXX") || exit 1
trap 'rm -rf "$root"' EXIT
unset ATTNSTEP_DATADIR HF_HUB_CACHE
fail=0
"$top_builddir/tests/model/mkckpt" "$root/ck" > /dev/null || { echo "FAIL: mkckpt"; exit 1; }
# the flat fixture with room for long runs and no end-of-text token (so
# generation always runs to the count asked)
BIG=$root/big
cp -r "$root/ck/ok_flat" "$BIG"
sed 's/"max_position_embeddings": 64/"max_position_embeddings": 200000/; /"eos_token_id"/d' \
	"$root/ck/ok_flat/config.json" > "$BIG/config.json"

# refused NAME WANT ARGS...: exit 2 within 20 s, one line naming WANT, no output
refused() {
	name=$1 want=$2
	shift 2
	timeout -k 5 20 "$ATTNSTEP" "$@" > "$root/out" 2> "$root/err"
	rc=$?
	if [ $rc -ne 2 ] || [ -s "$root/out" ] || [ "$(wc -l < "$root/err")" -ne 1 ] ||
		! grep -q -- "$want" "$root/err"; then
		echo "FAIL $name: exit $rc, $(wc -c < "$root/out") bytes out, stderr: $(head -c 300 "$root/err")"
		fail=1
	fi
}

# ---- generation rows: 8 heads x 4 bytes x N^2 / 2 (N = 100,000: 152,602 MiB;
# N = 12,000: 2,199 MiB, just over the 2 GiB limit) ----
refused gen_rows_100k "need 152602 MiB of working memory, more than the limit of 2048 MiB" \
	run --model "$BIG" --token-ids 5 --generate 100000 --layer all --head all --format json
refused gen_rows_12k "need 2199 MiB" \
	run --model "$BIG" --token-ids 5 --generate 12000 --layer all --head all
# just under: runs
if ! timeout -k 5 120 "$ATTNSTEP" run --model "$BIG" --token-ids 5 --generate 300 --layer 3 --head 0 \
	--format csv > "$root/out" 2> "$root/err"; then
	echo "FAIL gen_rows_small: $(head -c 300 "$root/err")"
	fail=1
fi

if (ulimit -v 150000 && "$ATTNSTEP" --version) > /dev/null 2>&1; then
	# ---- run's output: 1,500 tokens, layer 3 (full attention), both heads, CSV:
	# 1 header + 1,500 token + 5 top + 2 x 1,500^2 attention records ----
	ids=$(awk 'BEGIN { for (i = 0; i < 1500; i++) printf "%s5", i ? "," : "" }')
	(ulimit -v 160000; exec "$ATTNSTEP" run --model "$BIG" --token-ids "$ids" --layer 3 --head all \
		--format csv) > "$root/out" 2> "$root/err"
	rc=$?
	lines=$(wc -l < "$root/out")
	if [ $rc -ne 0 ] || [ "$lines" -ne $((1 + 1500 + 5 + 2 * 1500 * 1500)) ]; then
		echo "FAIL run_output_streamed: exit $rc, $lines lines: $(head -c 300 "$root/err")"
		fail=1
	fi
	# ---- print --keys: 1,500 screens of 1000 x 1000 ----
	keys=$(awk 'BEGIN { for (i = 0; i < 1500; i++) printf "j" }')
	(ulimit -v 150000; exec "$ATTNSTEP" print --lesson worked-example --keys "$keys" --width 1000 \
		--height 1000) > "$root/out" 2> "$root/err"
	rc=$?
	n=$(grep -c '^== key ' "$root/out")
	if [ $rc -ne 0 ] || [ "$n" -ne 1500 ]; then
		echo "FAIL print_keys_streamed: exit $rc, $n screens: $(head -c 300 "$root/err")"
		fail=1
	fi
fi

# mkshards DIR N NAMES: N one-tensor shard files (tensor x<i> in s<i>.safetensors)
# and, when NAMES > 0, an index spreading NAMES tensor names t<j> over them
mkshards() {
	rm -rf "$1"
	mkdir -p "$1"
	cp "$root/ck/ok_flat/config.json" "$1/"
	i=0
	while [ $i -lt "$2" ]; do
		h="{\"x$i\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[0,4]}}"
		# shellcheck disable=SC2059
		printf "\\$(printf %o ${#h})\\0\\0\\0\\0\\0\\0\\0%s\\0\\0\\0\\0" "$h" > "$1/s$i.safetensors"
		i=$((i + 1))
	done
	[ "$3" -gt 0 ] || return 0
	awk -v ns="$2" -v nn="$3" 'BEGIN { printf "{\"weight_map\": {"
		for (i = 0; i < nn; i++) printf "%s\"t%d\": \"s%d.safetensors\"", i ? ", " : "", i, i % ns
		print "}}" }' > "$1/model.safetensors.index.json"
}

# ---- the loader: 1,025 shard files are one too many ----
mkshards "$root/sh1025" 1025 1025
refused shards_index "weight_map names more than 1024 shard files" run --model "$root/sh1025" --token-ids 1
rm "$root/sh1025/model.safetensors.index.json"
refused shards_dir "1025 \*.safetensors files, more than the 1024" run --model "$root/sh1025" --token-ids 1
# 1,000 shards, 10,000 index entries: every shard is opened, then the first
# name is not found (exit 2); a 1 MiB block per shard header would need 1 GB
mkshards "$root/sh1000" 1000 10000
if (ulimit -v 400000 && "$ATTNSTEP" --version) > /dev/null 2>&1; then
	(ulimit -v 400000; exec "$ATTNSTEP" run --model "$root/sh1000" --token-ids 1) > "$root/out" 2> "$root/err"
	rc=$?
	if [ $rc -ne 2 ] || ! grep -q "tensor t0: not found in s0.safetensors" "$root/err"; then
		echo "FAIL shards_memory: exit $rc: $(head -c 300 "$root/err")"
		fail=1
	fi
else
	refused shards_1000 "tensor t0: not found in s0.safetensors" run --model "$root/sh1000" --token-ids 1
fi
[ $fail -eq 0 ] && echo "budget: all cases passed"
exit $fail
