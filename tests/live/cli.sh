#!/bin/sh
# attnstep live: every bad input is one line on stderr, exit 2, nothing on
# stdout, before the terminal is touched; --help; --bench output and its
# exit status (0 when the targets are met, 1 when not: either is allowed
# here, the figures are the point).
set -u
: "${ATTNSTEP:?}" "${top_srcdir:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# expect_usage PATTERN ARGS...: exit 2, one line matching PATTERN, no stdout
expect_usage() {
	pat=$1
	shift
	"$ATTNSTEP" live "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 2 ] || bad "live $*: exit $rc, want 2"
	[ -s "$tmp/out" ] && bad "live $*: wrote to stdout"
	[ "$(wc -l <"$tmp/err")" -eq 1 ] || bad "live $*: stderr is not one line: $(cat "$tmp/err")"
	grep -Eq "^attnstep: .*$pat" "$tmp/err" || bad "live $*: stderr '$(cat "$tmp/err")' lacks '$pat'"
}

expect_usage "/nonexistent/m" --model /nonexistent/m
expect_usage "--prompt: empty" --prompt ""
expect_usage "invalid UTF-8 at byte 1" --prompt "$(printf 'a\377')"
expect_usage "control character at byte 1" --prompt "$(printf 'a\tb')"
expect_usage "--threads" --threads 0
expect_usage "--threads" --threads x
expect_usage "--precision" --precision f64
expect_usage "--repeat: only with --bench" --repeat 3
expect_usage "--repeat" --bench --repeat 0
expect_usage "--tokens: only with --bench" --tokens 8
expect_usage "--tokens" --bench --tokens 0
expect_usage "--bogus: unknown option" --bogus
expect_usage "--model: missing value" --model
expect_usage "unexpected argument" extra
expect_usage "--lang" --lang xx
# a model directory without tokenizer.json: the tokenizer's own message
mkdir "$tmp/notok"
for f in config.json model.safetensors.index.json model-00001-of-00002.safetensors \
	model-00002-of-00002.safetensors; do
	ln -s "$top_srcdir/tests/model/fixtures/mm_qwen35/$f" "$tmp/notok/" || exit 1
done
expect_usage "tokenizer" --model "$tmp/notok"
# no embedded model where the data directory says: name it, suggest --model
mkdir -p "$tmp/data/lessons"
ATTNSTEP_DATADIR="$tmp/data" expect_usage "models/embedded.*--model" --prompt x
# not a terminal
expect_usage "not a terminal" --model "$top_srcdir/tests/model/fixtures/mm_qwen35"

"$ATTNSTEP" live --help >"$tmp/out" 2>&1 || bad "live --help exits $?"
grep -q "Usage: attnstep live" "$tmp/out" || bad "live --help: no usage line"

# --bench on the fixture (with the tiny tokenizer) and on the embedded model
mkdir "$tmp/fx"
for f in config.json model.safetensors.index.json model-00001-of-00002.safetensors \
	model-00002-of-00002.safetensors; do
	ln -s "$top_srcdir/tests/model/fixtures/mm_qwen35/$f" "$tmp/fx/"
done
ln -s "$top_srcdir/tests/tokenizer/tiny_gpt2/tokenizer.json" "$tmp/fx/"
if [ -f "$top_srcdir/models/embedded/config.json" ]; then
	"$ATTNSTEP" live --bench --repeat 3 >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -le 1 ] || bad "live --bench: exit $rc: $(cat "$tmp/err")"
	grep -Eq '^run \(16 tokens, .*\): median [0-9.]+ ms' "$tmp/out" || bad "live --bench: no run line"
	grep -Eq '^redraw 80x24 live-model/run \(live-run\): median [0-9.]+ ms' "$tmp/out" ||
		bad "live --bench: no redraw line for the run step"
	grep -Eq '^targets: run (met|MISSED), redraw (met|MISSED)' "$tmp/out" || bad "live --bench: no verdict"
	cat "$tmp/out" | grep -E '^(model|run|targets)'
fi
# the tiny tokenizer cannot make 16 tokens of English: a clear failure
"$ATTNSTEP" live --model "$tmp/fx" --bench --repeat 1 >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] || bad "live --bench on the tiny tokenizer: exit $rc, want 1"
grep -q "16-token prompt" "$tmp/err" || bad "live --bench on the tiny tokenizer: $(cat "$tmp/err")"
exit $fail
