#!/bin/sh
# Bad input to print, lesson and the TUI: each case must exit 2 with one
# line on stderr that starts with "attnstep: " and names the problem, and
# write nothing to stdout.
set -u
: "${ATTNSTEP:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0

# expect STATUS PATTERN ARGS...: run attnstep with stdout to a file (not a
# terminal) and check the exit status, the message and the empty stdout
expect() {
	want=$1
	pattern=$2
	shift 2
	"$ATTNSTEP" "$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "FAIL: attnstep $*: exit $got, expected $want"
		fail=1
	fi
	if [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q "^attnstep: .*$pattern" "$tmp/err"; then
		echo "FAIL: attnstep $*: stderr is not one line matching '$pattern':"
		cat "$tmp/err"
		fail=1
	fi
	if [ -s "$tmp/out" ]; then
		echo "FAIL: attnstep $*: wrote to stdout"
		fail=1
	fi
}

expect 2 "nosuch: no such lesson" print --lesson nosuch
expect 2 "no step 99" print --lesson worked-example --step 99
expect 2 "--step: expected a whole number" print --lesson worked-example --step 0
expect 2 "worked-example: no step 'two' (its steps: formula qkv " print --lesson worked-example --step two
expect 2 "--step: expected a whole number" print --lesson worked-example --step Two
expect 2 "--step: expected a whole number" print --lesson worked-example --step 2x
expect 2 "--step and --all" print --lesson live-model --step run --all
expect 2 "--width: expected a whole number from 80" print --lesson worked-example --width 40
expect 2 "--height: expected a whole number from 24" print --lesson worked-example --height 10
expect 2 "--step and --all" print --lesson worked-example --step 1 --all
expect 2 "--lesson NAME is required" print
expect 2 "--bogus: unknown option" print --lesson worked-example --bogus
expect 2 "--lang: unknown language 'fr'" print --lesson worked-example --lang fr
expect 2 "--lesson: missing value" print --lesson
expect 2 "unexpected argument" print --lesson worked-example extra
expect 2 "nosuch: no such lesson" lesson nosuch
expect 2 "no step 12" lesson worked-example --step 12
expect 2 "live-model: no step 'runs'" lesson live-model --step runs
expect 2 "NAME is missing" lesson
expect 2 "--width: unknown option" lesson worked-example --width 100
expect 2 "--bogus: unknown option" --bogus
expect 2 "unknown command 'frobnicate'" frobnicate
# the TUI needs a terminal: stdout here is a file
expect 2 "standard output is not a terminal" lesson worked-example
expect 2 "standard output is not a terminal"

# --help and --version answer wherever they stand without a subcommand
for args in "--help" "--lang zh --help" "-h"; do
	# shellcheck disable=SC2086
	"$ATTNSTEP" $args >"$tmp/out" 2>"$tmp/err" || { echo "FAIL: attnstep $args exited non-zero"; fail=1; }
	grep -q "^Keys in the TUI:" "$tmp/out" || { echo "FAIL: attnstep $args: no key list"; fail=1; }
	grep -q "^  print --lesson NAME" "$tmp/out" || { echo "FAIL: attnstep $args: no commands"; fail=1; }
done
"$ATTNSTEP" --no-mask --version >"$tmp/out" 2>&1 && grep -q "^attnstep [0-9]" "$tmp/out" ||
	{ echo "FAIL: attnstep --version"; fail=1; }
for cmd in print lesson; do
	"$ATTNSTEP" $cmd --help >"$tmp/out" 2>&1 && grep -q "^Usage: attnstep $cmd" "$tmp/out" ||
		{ echo "FAIL: attnstep $cmd --help"; fail=1; }
done

# and good input still works: one step is exactly 24 lines
"$ATTNSTEP" print --lesson worked-example --step 2 >"$tmp/out" 2>"$tmp/err" || {
	echo "FAIL: print --step 2 failed: $(cat "$tmp/err")"
	fail=1
}
[ "$(wc -l <"$tmp/out")" -eq 24 ] || { echo "FAIL: print --step 2 is not 24 lines"; fail=1; }
exit $fail
