# Shared by the headless key-script tests (sourced): run `attnstep print
# --keys` and look at the screen after a given key.
set -u
: "${ATTNSTEP:?}" "${top_srcdir:?}" "${top_builddir:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() {
	echo "FAIL: $*"
	exit 1
}
# keys OUT ARG...: attnstep print ARG... into $tmp/OUT (must succeed)
keys() {
	out=$1
	shift
	"$ATTNSTEP" print "$@" >"$tmp/$out" 2>"$tmp/$out.err" || fail "print $* (exit $?): $(cat "$tmp/$out.err")"
}
# after OUT K: the screen after key K of OUT (0: the first screen)
after() {
	awk -v k="$2" '/^== key [0-9]+\/[0-9]+: /{n++; next} n==k' "$tmp/$1"
}
# last OUT: the screen after the last key
last() {
	awk '/^== key [0-9]+\/[0-9]+: /{buf=""; next} {buf=buf $0 "\n"} END{printf "%s", buf}' "$tmp/$1"
}
# expect OUT K ERE [what]: the screen after key K matches ERE (K=last: the last)
expect() {
	if [ "$2" = last ]; then last "$1"; else after "$1" "$2"; fi >"$tmp/screen"
	grep -Eq -- "$3" "$tmp/screen" || {
		echo "--- screen ($1 after key $2):"
		cat "$tmp/screen"
		fail "${4:-no line matching: $3}"
	}
}
expect_not() {
	if [ "$2" = last ]; then last "$1"; else after "$1" "$2"; fi >"$tmp/screen"
	if grep -Eq -- "$3" "$tmp/screen"; then
		echo "--- screen ($1 after key $2):"
		cat "$tmp/screen"
		fail "${4:-a line matches: $3}"
	fi
}
# step_of LESSON VIEW: the number (from 1) of the step of LESSON whose
# @view is VIEW (the lessons change; the views do not)
step_of() {
	k=$(awk -v v="$2" '/^@step / { k++ } $1 == "@view" && $2 == v { print k; exit }' \
		"$top_srcdir/lessons/en/$1.lesson")
	[ -n "$k" ] || fail "lesson $1 has no step with @view $2"
	echo "$k"
}
if [ ! -f "$top_srcdir/models/embedded/config.json" ]; then
	echo "SKIP: models/embedded is not there (the live views need it)"
	exit 77
fi
