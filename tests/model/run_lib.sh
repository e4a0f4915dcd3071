# Shared by the `attnstep run` tests (sourced): a temporary directory, the
# fixtures, the failure flag, and bad(): one bad invocation must give exit
# status 2, nothing on stdout and one line "attnstep: ..." on stderr that
# contains the expected words.
: "${top_srcdir:=.}" "${ATTNSTEP:=./attnstep}"
F="$top_srcdir/tests/model/fixtures"
tmp=${TMPDIR:-/tmp}/attnstep-$(basename "$0" .sh).$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0

bad() { # bad NAME WANT-IN-MESSAGE ARGS...
	name=$1 want=$2
	shift 2
	"$ATTNSTEP" run "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 2 ]; then echo "FAIL $name: exit $rc, want 2"; fail=1; fi
	if [ -s "$tmp/out" ]; then echo "FAIL $name: output on stdout"; fail=1; fi
	if [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -q "^attnstep: .*$want" "$tmp/err"; then
		echo "FAIL $name: stderr:"; cat "$tmp/err"; fail=1
	fi
}
