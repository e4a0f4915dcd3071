#!/bin/sh
# Hostile input files through the real binary. Every case must give exactly
# one line on stderr, "attnstep: ..." naming the offending file (or the text),
# with no control characters, nothing on stdout, and exit status 2: never a
# crash, never partial output.
#
# The inputs are made here from small valid ones: a tiny checkpoint written
# by tests/model/mkckpt (ok_flat, ok_mm), copies of the Llama, GPT-2,
# Mistral, Qwen2 and Qwen3 fixtures in tests/model/fixtures (every family
# gets the same checkpoint cases, family_cases), the shipped lessons, and a small
# tokenizer.json (tests/fuzz/tokenizer.json), each broken one way: truncated,
# header length 0 / 2^63 / 2^64-1, offsets out of range or overlapping,
# dtype and shape mismatches, NaN and Inf weights, JSON nested 10,000 deep,
# 1 MB strings, invalid UTF-8, lone surrogates, duplicate keys, an index
# naming a missing shard, symbolic link loops in a Hugging Face cache, and
# lesson files with broken markup or unknown placeholders (through a data
# tree named by ATTNSTEP_DATADIR).
: "${top_srcdir:=.}" "${top_builddir:=.}" "${ATTNSTEP:=./attnstep}"
root=$(mktemp -d "${TMPDIR:-/tmp}/attnstep-hostile.XXXXXX") || exit 1
trap 'rm -rf "$root"' EXIT
unset ATTNSTEP_DATADIR HF_HUB_CACHE
HF_HOME=$root/hf
export HF_HOME
fail=0
n=0
# HOSTILE_VALGRIND=1: every case under valgrind too (errors and definite or
# indirect leaks on the error paths fail the case; .ci/run does this)
wrap=
if [ -n "${HOSTILE_VALGRIND:-}" ]; then
	wrap="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect --log-file=$root/vg.log"
fi

"$top_builddir/tests/model/mkckpt" "$root/ck" > /dev/null || { echo "FAIL: mkckpt"; exit 1; }
FLAT=$root/ck/ok_flat
MM=$root/ck/ok_mm
TOK=$top_srcdir/tests/fuzz/tokenizer.json
esc=$(printf '\033')
cr=$(printf '\r')

# (cases are never run in a pipeline: a subshell would lose n and fail)
# check NAME WANT [ENV=VALUE ...] -- ARGS...: run attnstep ARGS; WANT must
# appear in the one line on stderr (the file it names).
check() {
	name=$1 want=$2
	shift 2
	n=$((n + 1))
	envs=
	while [ "$1" != "--" ]; do envs="$envs $1"; shift; done
	shift
	# (timeout: a case that hangs fails instead of stopping the suite)
	# shellcheck disable=SC2086
	env $envs timeout -k 5 300 $wrap "$ATTNSTEP" "$@" > "$root/out" 2> "$root/err"
	rc=$?
	if [ $rc -eq 99 ] && [ -n "$wrap" ]; then
		echo "FAIL $name: valgrind found errors or leaks:"
		cat "$root/vg.log"
		fail=1
	fi
	lines=$(wc -l < "$root/err")
	msg=$(head -c 2000 "$root/err")
	bad=
	[ $rc -eq 2 ] || bad="exit $rc, want 2"
	[ -s "$root/out" ] && bad="${bad:+$bad; }output on stdout"
	[ "$lines" -eq 1 ] || bad="${bad:+$bad; }$lines lines on stderr"
	case "$msg" in
	"attnstep: "*"$want"*) ;;
	*) bad="${bad:+$bad; }message does not name $want" ;;
	esac
	if tr -d '\n' < "$root/err" | grep -q "[$esc$cr[:cntrl:]]"; then
		bad="${bad:+$bad; }control character in the message"
	fi
	[ -n "${HOSTILE_VERBOSE:-}" ] && echo "$name: $(head -c 200 "$root/err")"
	if [ -n "$bad" ]; then
		echo "FAIL $name: $bad"
		echo "  stderr: $(head -c 300 "$root/err" | tr -d '\033')"
		fail=1
	fi
}

# u64le N: N as 8 little-endian bytes (N < 2^62 here; larger ones are spelled out)
u64le() {
	v=$1 i=0
	while [ $i -lt 8 ]; do
		# shellcheck disable=SC2059
		printf "\\$(printf %o $((v % 256)))"
		v=$((v / 256)) i=$((i + 1))
	done
}
hlen() { od -An -tu8 -N8 "$1" | tr -d ' '; }
header() { dd if="$1" bs=1 skip=8 count="$(hlen "$1")" 2> /dev/null; }
data() { tail -c +"$(($(hlen "$1") + 9))" "$1"; }
# repack FILE HEADERFILE DATAFILE: a safetensors file from its parts
repack() { { u64le "$(wc -c < "$2")"; cat "$2" "$3"; } > "$1"; }
# ckpt NAME: a fresh copy of the valid flat checkpoint; prints its directory
ckpt() { rm -rf "$root/$1"; cp -r "$FLAT" "$root/$1"; echo "$root/$1"; }
# poke FILE OFFSET OCTAL-BYTES: overwrite bytes in place
poke() {
	# shellcheck disable=SC2059
	printf "$3" | dd of="$1" bs=1 seek="$2" conv=notrunc 2> /dev/null
}
deep() { printf '%*s' "$1" '' | tr ' ' '['; printf '%*s' "$1" '' | tr ' ' ']'; }
mb() { head -c 1048576 /dev/zero | tr '\0' 'a'; }
# mbsub MARK: stdin with the first MARK replaced by a 1 MB string of 'a'
mbsub() {
	awk -v m="$1" 'BEGIN { s = "a"; while (length(s) < 1048576) s = s s }
		!done && (i = index($0, m)) { $0 = substr($0, 1, i - 1) s substr($0, i + length(m)); done = 1 }
		{ print }'
}

header "$FLAT/model.safetensors" > "$root/h.json"
data "$FLAT/model.safetensors" > "$root/d.bin"
[ -s "$root/h.json" ] && [ -s "$root/d.bin" ] || { echo "FAIL: cannot split the base checkpoint"; exit 1; }
ST=model.safetensors

# ---- safetensors: lengths and truncation ----
d=$(ckpt st_empty); : > "$d/$ST"
check st_empty "$d/$ST" -- run --model "$d" --token-ids 1,2
d=$(ckpt st_trunc4); head -c 4 "$FLAT/$ST" > "$d/$ST"
check st_trunc4 "$d/$ST" -- run --model "$d" --token-ids 1,2
d=$(ckpt st_hlen0); poke "$d/$ST" 0 '\0\0\0\0\0\0\0\0'
check st_hlen0 "$d/$ST" -- run --model "$d" --token-ids 1,2
d=$(ckpt st_hlen_2p63); poke "$d/$ST" 0 '\0\0\0\0\0\0\0\200'
check st_hlen_2p63 "$d/$ST" -- run --model "$d" --token-ids 1,2

# ---- safetensors: header contents ----
# stbad NAME SED-EXPRESSION [WANT]: the base header ($root/h.json) edited;
# the message must name the file followed by WANT
stbad() {
	d=$(ckpt "$1")
	sed "$2" "$root/h.json" > "$root/h2.json"
	cmp -s "$root/h.json" "$root/h2.json" && { echo "FAIL $1: the edit changed nothing"; fail=1; }
	repack "$d/$ST" "$root/h2.json" "$root/d.bin"
	check "$1" "$d/$ST${3:-}" -- run --model "$d" --token-ids 1,2
}
stbad st_offsets_huge 's/"data_offsets":\[0,256\]/"data_offsets":[18446744073709551360,18446744073709551615]/'
stbad st_shape_negative 's/"shape":\[16,8\]/"shape":[-16,-8]/'
stbad st_invalid_utf8 "s/\"format\"/\"form$(printf '\377')at\"/"
stbad st_lone_surrogate 's/"format"/"form\\ud800at"/'
stbad st_ctrl_key "s/\"format\":\"pt\"}/\"format\":\"pt\"},\"evil$(printf '\\\\u001b')[2J\":{\"dtype\":\"BF16\",\"shape\":[0],\"data_offsets\":[0,0]}/"
d=$(ckpt st_deep); deep 10000 > "$root/h2.json"; repack "$d/$ST" "$root/h2.json" "$root/d.bin"
check st_deep "$d/$ST" -- run --model "$d" --token-ids 1,2
d=$(ckpt st_1mb_key); { printf '{"'; mb; printf '":{"dtype":"BF16","shape":[0],"data_offsets":[0,0]},'; tail -c +2 "$root/h.json"; } > "$root/h2.json"
repack "$d/$ST" "$root/h2.json" "$root/d.bin"
check st_1mb_key "$d/$ST" -- run --model "$d" --token-ids 1,2

# ---- NaN / Inf weights ----
base=$(($(hlen "$FLAT/$ST") + 8))
d=$(ckpt w_nan_embed); poke "$d/$ST" $((base + 18)) '\301\377'
check w_nan_embed "$d/$ST" -- run --model "$d" --token-ids 0,1

# ---- config.json ----
cfgbad() {
	d=$(ckpt "$1")
	cat > "$d/config.json"
	check "$1" "$d/config.json" -- run --model "$d" --token-ids 1,2
}
{ :; } > "$root/in"; cfgbad cfg_empty < "$root/in"
{ deep 10000; } > "$root/in"; cfgbad cfg_deep < "$root/in"
{ { printf '{"model_type": "'; mb; printf '"}'; }; } > "$root/in"; cfgbad cfg_1mb_string < "$root/in"
{ printf '{"model_type": "qwen3_5_text\377"}'; } > "$root/in"; cfgbad cfg_invalid_utf8 < "$root/in"
{ printf '{"model_type": "\\udc00"}'; } > "$root/in"; cfgbad cfg_lone_surrogate < "$root/in"

# ---- the shard index ----
idx() { rm -rf "$root/$1"; cp -r "$MM" "$root/$1"; echo "$root/$1"; }
IX=model.safetensors.index.json
d=$(idx idx_deep); deep 10000 > "$d/$IX"
check idx_deep "$d/$IX" -- run --model "$d" --token-ids 1,2

# ---- Hugging Face cache with link loops ----
hub=$HF_HOME/hub
mkdir -p "$hub/models--org--loop/refs" "$hub/models--org--loop/snapshots"
echo r1 > "$hub/models--org--loop/refs/main"
ln -s r1 "$hub/models--org--loop/snapshots/r1"
check hf_snapshot_loop "org/loop" -- run --model org/loop --token-ids 1,2
s=$hub/models--org--blobloop/snapshots/r2
mkdir -p "$s" "$hub/models--org--blobloop/refs" "$hub/models--org--blobloop/blobs"
echo r2 > "$hub/models--org--blobloop/refs/main"
ln -s ../../blobs/cfg "$s/config.json"
ln -s ../snapshots/r2/config.json "$hub/models--org--blobloop/blobs/cfg"
cp "$FLAT/$ST" "$s/$ST"
check hf_blob_loop "config.json" -- run --model org/blobloop --token-ids 1,2

# refs/main naming a path outside snapshots/, an escape sequence, 5,000 bytes
mkdir -p "$hub/models--org--refs/refs" "$hub/models--org--refs/snapshots/r1"
cp "$FLAT/config.json" "$FLAT/$ST" "$hub/models--org--refs/snapshots/r1/"
# (a ref that is a path is ignored, never followed: with no snapshot to fall
# back on, that is an error naming the repo)
mkdir -p "$hub/models--org--trav/refs" "$hub/models--org--trav/snapshots"
printf '../../../../../../etc' > "$hub/models--org--trav/refs/main"
check hf_ref_traversal "org/trav" -- run --model org/trav --token-ids 1,2
printf 'r1\033[2J' > "$hub/models--org--refs/refs/main"
check hf_ref_escape "org/refs" -- run --model org/refs --token-ids 1,2
head -c 5000 /dev/zero | tr '\0' r > "$hub/models--org--refs/refs/main"
check hf_ref_long "org/refs" -- run --model org/refs --token-ids 1,2

# ---- tokenizer.json (tokenize --model DIR) ----
tokbad() {
	rm -rf "${root:?}/$1"; mkdir -p "$root/$1"
	cat > "$root/$1/tokenizer.json"
	check "$1" "$root/$1/tokenizer.json" -- tokenize --model "$root/$1" --text hello
}
{ :; } > "$root/in"; tokbad tok_empty < "$root/in"
{ head -c 3000 "$TOK"; } > "$root/in"; tokbad tok_truncated < "$root/in"
{ deep 10000; } > "$root/in"; tokbad tok_deep < "$root/in"
{ sed 's/"type": "BPE"/"type": "MBMARK"/' "$TOK" | mbsub MBMARK; } > "$root/in"; tokbad tok_1mb_string < "$root/in"
{ sed "s/\"<|end|>\"/\"<|end|$(printf '\300\200')>\"/" "$TOK"; } > "$root/in"; tokbad tok_invalid_utf8 < "$root/in"
{ sed 's/"<|end|>"/"<|end|\\udfff>"/' "$TOK"; } > "$root/in"; tokbad tok_lone_surrogate < "$root/in"
{ sed 's/"vocab": {/"vocab": {"a": 5, /' "$TOK"; } > "$root/in"; tokbad tok_dup_key < "$root/in"

# ---- text typed by the user ----
check text_invalid_utf8 "text" -- tokenize --model "$TOK" --text "$(printf 'ab\377cd')"
check text_lone_surrogate "text" -- tokenize --model "$TOK" --text "$(printf 'ab\355\240\200cd')"
check prompt_invalid_utf8 "" -- run --model "$FLAT" --prompt "$(printf '\300\257')"

# ---- lessons, through ATTNSTEP_DATADIR ----
data=$root/data
mkdir -p "$data/lessons/en" "$data/lessons/zh" "$data/models"
# lessonbad NAME: stdin replaces lessons/en/intuition.lesson of a copied tree
lessonbad() {
	rm -f "$data"/lessons/*/*.lesson
	cp "$top_srcdir"/lessons/en/*.lesson "$data/lessons/en/"
	cp "$top_srcdir"/lessons/zh/*.lesson "$data/lessons/zh/"
	cat > "$data/lessons/en/intuition.lesson"
	check "$1" "$data/lessons/en/intuition.lesson" ATTNSTEP_DATADIR="$data" -- list --lang en
	check "$1/print" "$data/lessons/en/intuition.lesson" ATTNSTEP_DATADIR="$data" -- print --lesson intuition --lang en
}
L=$top_srcdir/lessons/en/intuition.lesson
{ sed '0,/^[A-Za-z]/s/^\([A-Za-z].*\)$/\1 {{no_such_fact}}/' "$L"; } > "$root/in"; lessonbad lesson_unknown_placeholder < "$root/in"
{ sed '0,/^[A-Za-z]/s/^\([A-Za-z].*\)$/\1 `open code/' "$L"; } > "$root/in"; lessonbad lesson_unclosed_code < "$root/in"
{ sed '0,/^[A-Za-z]/s/^\([A-Za-z].*\)$/\1 {{hidden_size/' "$L"; } > "$root/in"; lessonbad lesson_unclosed_placeholder < "$root/in"
{ sed 's/^@view .*/@view no-such-view/' "$L"; } > "$root/in"; lessonbad lesson_unknown_view < "$root/in"
{ { cat "$L"; printf '@\033[2J\n'; }; } > "$root/in"; lessonbad lesson_escape_directive < "$root/in"
{ { cat "$L"; printf 'caf\351 latin-1\n'; }; } > "$root/in"; lessonbad lesson_invalid_utf8 < "$root/in"
{ { cat "$L"; echo 'a {{MBMARK}} b'; } | mbsub MBMARK; } > "$root/in"; lessonbad lesson_1mb_placeholder < "$root/in"
{ sed -n '1,/^@step/p' "$L" | sed '$d'; } > "$root/in"; lessonbad lesson_truncated_no_step < "$root/in"
{ :; } > "$root/in"; lessonbad lesson_empty < "$root/in"

# ---- not a regular file: a FIFO, a directory or a device where a file is
# expected is one error naming it, never a hang (every loader opens its file
# without blocking and checks its type first) ----
EMB=$(cd "$top_srcdir/models/embedded" 2> /dev/null && pwd)
# fifo NAME DIR FILE: DIR/FILE replaced by a FIFO nobody writes to
fifo() { rm -f "$2/$3"; mkfifo "$2/$3"; }
d=$(ckpt fifo_config); fifo fifo_config "$d" config.json
check fifo_config "$d/config.json" -- run --model "$d" --token-ids 1
d=$(ckpt fifo_gen); fifo fifo_gen "$d" generation_config.json
check fifo_gen "$d/generation_config.json" -- run --model "$d" --token-ids 1
d=$(ckpt fifo_shard); fifo fifo_shard "$d" "$ST"
check fifo_shard "$d/$ST" -- run --model "$d" --token-ids 1
d=$(ckpt fifo_extra_shard); fifo fifo_extra_shard "$d" extra.safetensors
check fifo_extra_shard "$d/extra.safetensors" -- run --model "$d" --token-ids 1
d=$(idx fifo_index); fifo fifo_index "$d" "$IX"
check fifo_index "$d/$IX" -- run --model "$d" --token-ids 1
d=$(idx fifo_index_shard); fifo fifo_index_shard "$d" model-00002-of-00002.safetensors
check fifo_index_shard "$d/model-00002-of-00002.safetensors" -- run --model "$d" --token-ids 1
d=$(ckpt dir_config); rm "$d/config.json"; mkdir "$d/config.json"
check dir_config "$d/config.json" -- run --model "$d" --token-ids 1
d=$(ckpt dev_config); rm "$d/config.json"; ln -s /dev/null "$d/config.json"
check dev_config "$d/config.json" -- run --model "$d" --token-ids 1
if [ -n "$EMB" ] && [ -f "$EMB/config.json" ]; then
	# a model with a tokenizer: the embedded one, its weights linked
	emb() { rm -rf "${root:?}/$1"; mkdir -p "$root/$1"; ln -s "$EMB"/*.safetensors "$root/$1/"
		cp "$EMB/config.json" "$EMB/tokenizer.json" "$root/$1/"; echo "$root/$1"; }
	d=$(emb fifo_tok_run); fifo fifo_tok_run "$d" tokenizer.json
	check fifo_tok_prompt "$d/tokenizer.json" -- run --model "$d" --prompt hi
	check fifo_tok_ids "$d/tokenizer.json" -- run --model "$d" --token-ids 1
	check fifo_tok_tokenize "$d/tokenizer.json" -- tokenize --model "$d" --text hi
fi
mkfifo "$root/tok.fifo"
check fifo_tokenize_model "$root/tok.fifo" -- tokenize --model "$root/tok.fifo" --text hi
mkdir -p "$hub/models--org--fiforef/refs" "$hub/models--org--fiforef/snapshots/r1"
cp "$FLAT/config.json" "$FLAT/$ST" "$hub/models--org--fiforef/snapshots/r1/"
cp "$TOK" "$hub/models--org--fiforef/snapshots/r1/tokenizer.json"
mkfifo "$hub/models--org--fiforef/refs/main"
check fifo_ref_run "refs/main" -- run --model org/fiforef --token-ids 1
check fifo_ref_tokenize "refs/main" -- tokenize --model org/fiforef --text hi
rm -f "$data"/lessons/*/*.lesson
cp "$top_srcdir"/lessons/en/*.lesson "$data/lessons/en/"
cp "$top_srcdir"/lessons/zh/*.lesson "$data/lessons/zh/"
fifo fifo_lesson "$data/lessons/en" intuition.lesson
check fifo_lesson_list "$data/lessons/en/intuition.lesson" ATTNSTEP_DATADIR="$data" -- list --lang en
check fifo_lesson_print "$data/lessons/en/intuition.lesson" ATTNSTEP_DATADIR="$data" -- print --lesson intuition --lang en

# ---- Hugging Face refs/main: anything but one plain revision name is an
# error, never a silently shortened or different name ----
mkdir -p "$hub/models--org--refnul/refs" "$hub/models--org--refnul/snapshots/r1"
cp "$FLAT/config.json" "$FLAT/$ST" "$hub/models--org--refnul/snapshots/r1/"
printf 'r1\000../../etc' > "$hub/models--org--refnul/refs/main"
check hf_ref_nul "refs/main" -- run --model org/refnul --token-ids 1
long=$(printf '%127s' '' | tr ' ' a)
mkdir -p "$hub/models--org--ref128/refs" "$hub/models--org--ref128/snapshots/$long"
cp "$FLAT/config.json" "$FLAT/$ST" "$hub/models--org--ref128/snapshots/$long/"
printf '%s' "${long}bbbbbbbb" > "$hub/models--org--ref128/refs/main"
check hf_ref_long_prefix "org/ref128" -- run --model org/ref128 --token-ids 1
printf 'r1\n../x\n' > "$hub/models--org--refnul/refs/main"
check hf_ref_two_lines_tokenize "refs/main" -- tokenize --model org/refnul --text hi

# ---- writing stdout fails (a full disk): exit 1 and one line, for every
# command, --help and --version included ----
# full NAME ARGS...: attnstep ARGS > /dev/full
full() {
	name=$1
	shift
	n=$((n + 1))
	# shellcheck disable=SC2086
	timeout -k 5 300 $wrap "$ATTNSTEP" "$@" > /dev/full 2> "$root/err"
	rc=$?
	lines=$(wc -l < "$root/err")
	if [ $rc -ne 1 ] || [ "$lines" -ne 1 ] || ! grep -q '^attnstep: .*standard output' "$root/err"; then
		echo "FAIL $name: exit $rc (want 1), $lines lines on stderr (want 1):"
		head -c 300 "$root/err"
		fail=1
	fi
}
if [ -w /dev/full ]; then
	full full_help --help
	full full_version --version
	full full_list list
	full full_list_help list --help
	full full_print print --lesson worked-example --all
	full full_print_help print --help
	full full_lesson_help lesson --help
	full full_live_help live --help
	full full_run run --model "$FLAT" --token-ids 1,2
	full full_run_help run --help
	full full_tokenize tokenize --model "$TOK" --text hello
	full full_tokenize_help tokenize --help
	full full_bench bench --model "$FLAT" --tokens 2 --repeat 1
	full full_bench_help bench --help
fi

# ---- the user's own arguments and environment, quoted in a message, stay
# one line without control characters ----
nl='
'
check arg_unknown_option "frob" -- run "--frob${nl}second$esc[31m"
check arg_format "--format" -- run --model "$FLAT" --token-ids 1 --format "x${nl}y"
check arg_tokenize_model "tokenize-model" -- tokenize --model "$root/tokenize-model${nl}x$esc[2J" --text hi
check arg_lesson_name "such" -- print --lesson "no${nl}such$esc[2J"
# (exported here: check's NAME=VALUE arguments cannot hold a newline)
ATTNSTEP_DATADIR="$root/nodata${nl}x$esc]0;pwned"; export ATTNSTEP_DATADIR
check arg_datadir "lessons" -- list
unset ATTNSTEP_DATADIR
HF_HUB_CACHE="$root/hub${nl}x$esc[2J"; export HF_HUB_CACHE
check arg_hf_cache "org/none" -- tokenize --model org/none --text hi
unset HF_HUB_CACHE
c1=$(printf '\302\233')
check arg_c1_csi "frob" -- run "--frob${c1}2J"

# ---- tokenizer.json quoting itself in an error: every message through the
# one sanitiser (newlines, ESC and C1 escaped) ----
tokevil() { # tokevil NAME SED-EXPRESSION
	rm -rf "${root:?}/$1"; mkdir -p "$root/$1"
	sed "$2" "$TOK" > "$root/$1/tokenizer.json"
	cmp -s "$TOK" "$root/$1/tokenizer.json" && { echo "FAIL $1: the edit changed nothing"; fail=1; }
	check "$1" "$root/$1/tokenizer.json" -- tokenize --model "$root/$1" --text hello
}
tokevil tok_evil_normalizer 's/"type": "NFC"/"type": "evil\\nsecond line \\u001b[31m\\u009b2J"/'
tokevil tok_evil_model_type 's/"type": "BPE"/"type": "BPE\\n\\u001b]0;x\\u0007"/'
tokevil tok_evil_merge 's/"merges": \[/"merges": ["\\u001b[2J\\nx y", /'

# ---- run --token-ids with a tokenizer that does not load, or cannot be
# the model's: an error, not token texts silently left empty ----
if [ -n "$EMB" ] && [ -f "$EMB/config.json" ]; then
	d=$(emb tok_wordpiece_ids); sed -i 's/"type": *"BPE"/"type": "WordPiece"/' "$d/tokenizer.json"
	check tok_wordpiece_ids "$d/tokenizer.json" -- run --model "$d" --token-ids 1,2,3 --format json
	d=$(emb tok_too_big_ids)
	sed -i 's/"added_tokens": *\[/"added_tokens": [{"id": 99999, "content": "<big>", "special": true}, /' "$d/tokenizer.json"
	check tok_too_big_ids "$d/tokenizer.json" -- run --model "$d" --token-ids 1,2,3
	check tok_too_big_prompt "$d/tokenizer.json" -- run --model "$d" --prompt hi
fi

# ---- text from files reaching the terminal on stdout: exit 0, and no
# control character (C0 but newline and tab, DEL, C1) in what is written ----
ctl_bytes=$(printf '[\001-\010\013-\037\177]')
c1_bytes=$(printf '\302[\200-\237]')
# clean_out NAME ARGS...: attnstep ARGS succeeds and writes clean text
clean_out() {
	name=$1
	shift
	n=$((n + 1))
	# shellcheck disable=SC2086
	env timeout -k 5 300 $wrap "$ATTNSTEP" "$@" > "$root/out" 2> "$root/err"
	rc=$?
	bad=
	[ $rc -eq 0 ] || bad="exit $rc: $(head -c 200 "$root/err")"
	[ -s "$root/out" ] || bad="${bad:+$bad; }no output"
	if LC_ALL=C grep -q "$ctl_bytes" "$root/out" || LC_ALL=C grep -q "$c1_bytes" "$root/out"; then
		bad="${bad:+$bad; }a control character on stdout"
	fi
	if [ -n "$bad" ]; then
		echo "FAIL $name: $bad"
		fail=1
	fi
}
d=$(ckpt out_arch)
sed -i 's/"Qwen3_5ForCausalLM"/"Qwen3_5ForCausalLM\\u001b]0;x\\u0007\\u009b2J"/' "$d/config.json"
# an architectures[0] that no family lists is refused, in one clean line
check out_run_architecture "architectures[0]" -- run --model "$d" --token-ids 1
# a ESC [ 2 J U+009B b, decoded from byte tokens
clean_out out_decode_text tokenize --model "$TOK" --decode 97,27,91,50,74,194,155,98
clean_out out_decode_json tokenize --model "$TOK" --decode 97,27,91,50,74,194,155,98 --format json
clean_out out_tokenize_text tokenize --model "$TOK" --text "$(printf 'a\033[2J\302\233\r\bb')"
rm -f "$data"/lessons/*/*.lesson
cp "$top_srcdir"/lessons/en/*.lesson "$data/lessons/en/"
cp "$top_srcdir"/lessons/zh/*.lesson "$data/lessons/zh/"
sed -i "1,/^@title/s/^@title \(.*\)/@title \1 $(printf '\033')]0;pwned$(printf '\007\302\233')2J/" "$data/lessons/en/intuition.lesson"
sed -i "0,/^@step/b; s/^@title \(.*\)/@title \1 $(printf '\033')[2J$(printf '\r')/" "$data/lessons/en/intuition.lesson"
grep -q "pwned" "$data/lessons/en/intuition.lesson" || { echo "FAIL: the lesson edit changed nothing"; fail=1; }
ATTNSTEP_DATADIR=$data; export ATTNSTEP_DATADIR
clean_out out_list_titles list --lang en
unset ATTNSTEP_DATADIR

# ---- an empty lessons directory: invalid data (exit 2), one line ----
mkdir -p "$root/nolessons/lessons/en"
check lessons_none "no lesson files" ATTNSTEP_DATADIR="$root/nolessons" -- list --lang en

# ---- an escaped NUL inside a string never matches a name by its prefix ----
{ sed 's/"qwen3_5_text"/"qwen3_5_text\\u0000evil"/' "$FLAT/config.json"; } > "$root/in"; cfgbad cfg_nul_model_type < "$root/in"
{ sed 's/"full_attention"\]/"full_attention\\u0000x"]/' "$FLAT/config.json"; } > "$root/in"; cfgbad cfg_nul_layer_type < "$root/in"
{ sed 's/"Qwen3_5ForCausalLM"/"Qwen3_5\\u0000ForCausalLM"/' "$FLAT/config.json"; } > "$root/in"; cfgbad cfg_nul_architecture < "$root/in"
stbad st_nul_dtype 's/"BF16","shape":\[16,8\]/"BF16\\u0000Q4","shape":[16,8]/'

# ---- NaN in a big matrix (found only by the pass): exit 2 in bench as in run ----
down=$(sed -n 's/.*"model\.layers\.0\.mlp\.down_proj\.weight":{[^}]*"data_offsets":\[\([0-9]*\),.*/\1/p' "$root/h.json")
d=$(ckpt w_nan_down); poke "$d/$ST" $((base + down)) '\300\177\300\177\300\177\300\177'
check w_nan_down_run "down_proj" -- run --model "$d" --token-ids 1,2
check w_nan_down_bench "down_proj" -- bench --model "$d" --tokens 2 --repeat 1

# ---- a tokenizer's tables are sized by its entries, not by its largest id:
# one added token with id 16,777,215 costs one entry (the old per-id arrays
# took 600 MB of address space). Skipped where the binary cannot run under a
# 150 MB address-space limit at all (ASan reserves terabytes). ----
rm -rf "$root/tok_bigid"; mkdir -p "$root/tok_bigid"
sed 's/"added_tokens": *\[/"added_tokens": [{"id": 16777215, "content": "<far>", "special": true}, /' "$TOK" > "$root/tok_bigid/tokenizer.json"
if (ulimit -v 150000 && "$ATTNSTEP" --version) > /dev/null 2>&1; then
	n=$((n + 1))
	(ulimit -v 150000; exec "$ATTNSTEP" tokenize --model "$root/tok_bigid" --text 'hi<far>' --format json) > "$root/out" 2> "$root/err"
	rc=$?
	if [ $rc -ne 0 ] || ! grep -q '"ids": \[.*16777215\]' "$root/out"; then
		echo "FAIL tok_big_id: exit $rc: $(head -c 300 "$root/err") $(head -c 200 "$root/out")"
		fail=1
	fi
fi

# ---- the checkpoint cases again for the other families: the loader is
# shared, so a Llama (BF16 one file; F32 in two shards) and a GPT-2 (F32,
# transformer. names, n_embd) checkpoint are refused the same way. The
# layouts are copies of tests/model/fixtures; every edit is found from the
# copy's own header and config (the first tensor, the second one's offsets,
# the family's width key), and each case wants the tensor or file it breaks.
fx=$root/fx
mkdir -p "$fx"
for f in llama3_tied llama_linear gpt2 mistral_window qwen2_bias qwen3_dense; do
	if ! cp -r "$top_srcdir/tests/model/fixtures/$f" "$fx/" || ! chmod -R u+w "$fx/$f"; then
		echo "FAIL: cannot copy fixture $f"; exit 1
	fi
done
# GPT-2 has no sharded fixture: its one file behind an index naming it
mkdir -p "$fx/gpt2_idx"
cp "$fx/gpt2/config.json" "$fx/gpt2_idx/"
cp "$fx/gpt2/$ST" "$fx/gpt2_idx/model-00001-of-00001.safetensors"
{
	printf '{"metadata": {"total_size": 0}, "weight_map": {'
	header "$fx/gpt2/$ST" | grep -o '"[^"]*":{"dtype"' | sed 's/:{"dtype"$/: "model-00001-of-00001.safetensors"/' | paste -sd, -
	printf '}}\n'
} > "$fx/gpt2_idx/$IX"

# tinfo NAME: "DTYPE BEGIN END" of tensor NAME in $root/h.json
tinfo() {
	sed -n "s/.*\"$(printf %s "$1" | sed 's/\./\\./g')\":{\"dtype\":\"\([A-Z0-9]*\)\",\"shape\":\[[0-9,]*\],\"data_offsets\":\[\([0-9]*\),\([0-9]*\)\].*/\1 \2 \3/p" "$root/h.json"
}
# nanb / infb DTYPE: one NaN / +Inf element, little-endian, as printf octal
# escapes for poke (printf %s: dash's echo would expand them itself)
nanb() { case $1 in F32) printf %s '\0\0\300\177' ;; F16) printf %s '\0\176' ;; *) printf %s '\300\177' ;; esac; }
infb() { case $1 in F32) printf %s '\0\0\200\177' ;; F16) printf %s '\0\174' ;; *) printf %s '\200\177' ;; esac; }

# shard_cases: family_cases' cases on the sharded checkpoint $MM
shard_cases() {
	d=$(idx "${P}idx_missing_shard"); rm "$d/$SHARD"
	check "${P}idx_missing_shard" "$d/$IX: shard $SHARD" -- run --model "$d" --token-ids 1,2
	d=$(idx "${P}idx_dup_key")
	sed "s/\"weight_map\": *{/&\"$NORM\":\"x.safetensors\",\"$NORM\":\"y.safetensors\",/" "$MM/$IX" > "$d/$IX"
	check "${P}idx_dup_key" "$d/$IX: byte" -- run --model "$d" --token-ids 1,2
	d=$(idx "${P}idx_truncated"); head -c 200 "$MM/$IX" > "$d/$IX"
	check "${P}idx_truncated" "$d/$IX" -- run --model "$d" --token-ids 1,2

	d=$(idx "${P}fifo_index_shard"); fifo x "$d" "$SHARD"
	check "${P}fifo_index_shard" "$d/$SHARD" -- run --model "$d" --token-ids 1
}

# family_cases P FLATDIR SHARDEDDIR SHARD WIDTHKEY NORM DOWN: the cases
# every family's checkpoint gets, named P..., on a one-file checkpoint FLATDIR and
# a sharded one SHARDEDDIR (SHARD: one of its shards); WIDTHKEY is the
# config's hidden width, NORM the final norm and DOWN an MLP output matrix
family_cases() {
	P=$1 FLAT=$2 MM=$3 SHARD=$4 WKEY=$5 NORM=$6 DOWN=$7
	header "$FLAT/$ST" > "$root/h.json"
	data "$FLAT/$ST" > "$root/d.bin"
	base=$(($(hlen "$FLAT/$ST") + 8))
	# the first tensor: its entry, name, dtype, shape; the second's offsets
	e1=$(grep -o '"[^"]*":{"dtype":[^}]*}' "$root/h.json" | head -n 1)
	t1=$(printf %s "$e1" | sed 's/^"\([^"]*\)".*/\1/')
	# shellcheck disable=SC2046
	set -- $(tinfo "$t1")
	dt1=$1
	s1=$(printf %s "$e1" | sed 's/.*"shape":\[\([0-9,]*\)\].*/\1/')
	o2=$(grep -o '"data_offsets":\[[0-9]*,[0-9]*\]' "$root/h.json" | sed -n 2p | tr -dc '0-9,')
	b2=${o2%,*} e2=${o2#*,}
	t2=$(grep -o '"[^"]*":{"dtype":[^}]*}' "$root/h.json" | sed -n '2s/^"\([^"]*\)".*/\1/p')
	other=F32; [ "$dt1" = F32 ] && other=BF16

	# safetensors lengths
	d=$(ckpt "${P}st_trunc_header"); head -c 100 "$FLAT/$ST" > "$d/$ST"
	check "${P}st_trunc_header" "$d/$ST: truncated" -- run --model "$d" --token-ids 1,2
	d=$(ckpt "${P}st_trunc_data"); head -c $(($(wc -c < "$FLAT/$ST") - 10)) "$FLAT/$ST" > "$d/$ST"
	check "${P}st_trunc_data" "$d/$ST: tensor" -- run --model "$d" --token-ids 1,2
	d=$(ckpt "${P}st_hlen_max"); poke "$d/$ST" 0 '\377\377\377\377\377\377\377\377'
	check "${P}st_hlen_max" "$d/$ST: header length" -- run --model "$d" --token-ids 1,2
	# header contents
	stbad "${P}st_offsets_out" "s/\"data_offsets\":\[0,[0-9]*\]/\"data_offsets\":[0,9999999]/" ": tensor $t1: data_offsets"
	stbad "${P}st_offsets_overlap" "s/\"data_offsets\":\[$b2,$e2\]/\"data_offsets\":[0,$((e2 - b2))]/" ": tensors $t2 and $t1 overlap"
	stbad "${P}st_offsets_reversed" "s/\"data_offsets\":\[$b2,$e2\]/\"data_offsets\":[$e2,$b2]/" ": tensor $t2: data_offsets"
	stbad "${P}st_dtype_mismatch" "s/\"dtype\":\"$dt1\"/\"dtype\":\"$other\"/" ": tensor $t1: $other"
	stbad "${P}st_shape_mismatch" "s/\"shape\":\[$s1\]/\"shape\":[$s1,3]/" ": tensor $t1: $dt1"
	stbad "${P}st_dtype_unknown" "s/\"dtype\":\"$dt1\"/\"dtype\":\"Q4_K\"/" ": tensor $t1: unknown dtype"
	stbad "${P}st_dup_key" "s/^{/{$e1,/" ": byte"
	stbad "${P}st_ctrl_key" 's/^{/{"evil\\u001b[2J":{"dtype":"BF16","shape":[0],"data_offsets":[0,0]},/' ": unexpected tensor evil?[2J"

	# NaN / Inf weights: the final norm, the embedding row of token 1, an MLP matrix
	# shellcheck disable=SC2046
	set -- $(tinfo "$NORM")
	d=$(ckpt "${P}w_nan_norm"); poke "$d/$ST" $((base + $2)) "$(nanb "$1")"
	check "${P}w_nan_norm" "$d/$ST: tensor $NORM: element 0 is NaN" -- run --model "$d" --token-ids 1,2
	d=$(ckpt "${P}w_inf_embed"); poke "$d/$ST" $((base + $(tinfo "$t1" | cut -d' ' -f2))) "$(infb "$dt1")"
	check "${P}w_inf_embed" "$d/$ST: tensor $t1: element 0 is infinite" -- run --model "$d" --token-ids 0,1
	# shellcheck disable=SC2046
	set -- $(tinfo "$DOWN")
	d=$(ckpt "${P}w_nan_down"); poke "$d/$ST" $((base + $2)) "$(nanb "$1")"
	check "${P}w_nan_down" "$d/$ST: tensor $DOWN: element 0 is NaN" -- run --model "$d" --token-ids 1,2

	# config.json, with the family's own keys and names
	mt=$(sed -n 's/.*"model_type": *"\([^"]*\)".*/\1/p' "$FLAT/config.json" | head -n 1)
	arch=$(sed -n '/"architectures"/,/]/s/.*"\([A-Za-z0-9_]*\)".*/\1/p' "$FLAT/config.json" | grep -v architectures | head -n 1)
	{ head -c 60 "$FLAT/config.json"; } > "$root/in"; cfgbad "${P}cfg_truncated" < "$root/in"
	{ sed "1s/{/{\"$WKEY\": 8,/" "$FLAT/config.json"; } > "$root/in"; cfgbad "${P}cfg_dup_key" < "$root/in"
	{ sed "s/\"$WKEY\": [0-9]*/\"$WKEY\": 1e400/" "$FLAT/config.json"; } > "$root/in"; cfgbad "${P}cfg_huge_number" < "$root/in"
	{ sed "s/\"$mt\"/\"$mt\\\\u0000evil\"/" "$FLAT/config.json"; } > "$root/in"; cfgbad "${P}cfg_nul_model_type" < "$root/in"
	d=$(ckpt "${P}out_arch")
	sed -i "s/\"$arch\"/\"$arch\\\\u001b]0;x\\\\u0007\\\\u009b2J\"/" "$d/config.json"
	check "${P}out_arch" "$d/config.json: architectures[0]" -- run --model "$d" --token-ids 1

	# the shard index (SHARDEDDIR "-": the family has no sharded fixture)
	[ "$MM" = - ] || shard_cases
	# a Hugging Face cache whose config.json link loops, the family's weights beside it
	s=$hub/models--org--${P}blobloop/snapshots/r2
	mkdir -p "$s" "$hub/models--org--${P}blobloop/refs" "$hub/models--org--${P}blobloop/blobs"
	echo r2 > "$hub/models--org--${P}blobloop/refs/main"
	ln -s ../../blobs/cfg "$s/config.json"
	ln -s ../snapshots/r2/config.json "$hub/models--org--${P}blobloop/blobs/cfg"
	cp "$FLAT/$ST" "$s/$ST"
	check "${P}hf_blob_loop" "config.json" -- run --model "org/${P}blobloop" --token-ids 1,2

	# not a regular file; stdout a full disk
	d=$(ckpt "${P}fifo_config"); fifo x "$d" config.json
	check "${P}fifo_config" "$d/config.json" -- run --model "$d" --token-ids 1
	[ -w /dev/full ] && full "${P}full_run" run --model "$FLAT" --token-ids 1,2
}
QFLAT=$FLAT QMM=$MM
family_cases qwen35_ "$QFLAT" "$QMM" model-00002-of-00002.safetensors \
	hidden_size model.norm.weight model.layers.0.mlp.down_proj.weight
family_cases llama_ "$fx/llama3_tied" "$fx/llama_linear" model-00002-of-00002.safetensors \
	hidden_size model.norm.weight model.layers.0.mlp.down_proj.weight
family_cases gpt2_ "$fx/gpt2" "$fx/gpt2_idx" model-00001-of-00001.safetensors \
	n_embd transformer.ln_f.weight transformer.h.0.mlp.c_proj.weight
family_cases qwen2_ "$fx/qwen2_bias" - - \
	hidden_size model.norm.weight model.layers.0.mlp.down_proj.weight
family_cases qwen3_ "$fx/qwen3_dense" - - \
	hidden_size model.norm.weight model.layers.0.mlp.down_proj.weight

# ---- configs only one family has: Llama's rope_scaling, GPT-2's n_head
# and n_layer, Mistral's sliding_window (a positive integer or null) ----
FLAT=$fx/llama3_tied
{ sed 's/"rope_type": "llama3"/"rope_type": "llama3\\u0000evil"/' "$FLAT/config.json"; } > "$root/in"; cfgbad llama_cfg_nul_rope_type < "$root/in"
{ sed 's/"rope_type": "llama3"/"rope_type": ["llama3"]/' "$FLAT/config.json"; } > "$root/in"; cfgbad llama_cfg_rope_type_array < "$root/in"
{ sed 's/"num_key_value_heads": 2/"num_key_value_heads": 0/' "$FLAT/config.json"; } > "$root/in"; cfgbad llama_cfg_kv_heads_zero < "$root/in"
FLAT=$fx/gpt2
{ sed 's/"n_head": 3/"n_head": 0/' "$FLAT/config.json"; } > "$root/in"; cfgbad gpt2_cfg_heads_zero < "$root/in"
{ sed 's/"n_layer": 2/"n_layer": -2/' "$FLAT/config.json"; } > "$root/in"; cfgbad gpt2_cfg_layers_negative < "$root/in"
{ sed 's/"n_positions": 32/"n_positions": 0/' "$FLAT/config.json"; } > "$root/in"; cfgbad gpt2_cfg_positions_zero < "$root/in"
FLAT=$fx/mistral_window
{ sed 's/"sliding_window": 3/"sliding_window": 0/' "$FLAT/config.json"; } > "$root/in"; cfgbad mistral_cfg_window_zero < "$root/in"
{ sed 's/"sliding_window": 3/"sliding_window": 2.5/' "$FLAT/config.json"; } > "$root/in"; cfgbad mistral_cfg_window_fraction < "$root/in"

[ $n -ge 30 ] || { echo "FAIL: only $n cases"; fail=1; }
[ $fail -eq 0 ] && echo "hostile: $n cases passed"
exit $fail
