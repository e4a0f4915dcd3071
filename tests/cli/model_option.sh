#!/bin/sh
# --model for the lesson commands (print here; lesson and the index take the
# same option through the same code): the live steps run on the checkpoint
# named, their facts come from its config, and a model that cannot be opened
# is one line on stderr, exit 2 and nothing on stdout, before anything is drawn.
: "${top_srcdir:=.}" "${ATTNSTEP:=./attnstep}"
F="$top_srcdir/tests/model/fixtures"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
# the GPT-2 fixture: 2 layers, both full attention; the built-in model: the
# embedded one
"$ATTNSTEP" print --lesson live-model --all --width 120 --height 40 --model "$F/gpt2" >"$tmp/g" || fail=1
grep -q 'In the loaded model (gpt2), 2 of the 2' "$tmp/g" || { echo "FAIL: gpt2 facts not in the text"; fail=1; }
grep -q '(embedded' "$tmp/g" && { echo "FAIL: the built-in model named with --model"; fail=1; }
"$ATTNSTEP" print --lesson live-model --all --width 120 --height 40 >"$tmp/e" || fail=1
grep -q 'In the loaded model (embedded), 2 of the' "$tmp/e" || { echo "FAIL: the default is not the built-in model"; fail=1; }
# --model=DIR spelling, and after the command's own options
"$ATTNSTEP" print --lesson causal --step lens --model="$F/llama3_tied" >/dev/null || { echo "FAIL: --model=DIR"; fail=1; }
bad() { # bad NAME WANT ARGS...
	name=$1 want=$2
	shift 2
	"$ATTNSTEP" "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 2 ] || { echo "FAIL $name: exit $rc, want 2"; fail=1; }
	[ -s "$tmp/out" ] && { echo "FAIL $name: output on stdout"; fail=1; }
	if [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q "^attnstep: .*$want" "$tmp/err"; then
		echo "FAIL $name: stderr:"; cat "$tmp/err"; fail=1
	fi
}
bad missing "No such file or directory" print --lesson causal --model "$tmp/none"
bad empty "--model: empty" print --lesson causal --model ''
bad novalue "--model: missing value" print --lesson causal --model
mkdir "$tmp/cfg" && printf '{"model_type": "bert"}' >"$tmp/cfg/config.json"
bad unsupported "bert" print --lesson worked-example --model "$tmp/cfg"
exit $fail
