#!/bin/sh
# tools/corpus/mix.py's caps, against positions worked out by hand.
# Ten documents of 100 bytes each count 115 bytes with their separator
# ("\n<|endoftext|>\n"), 1,150 in all; a cap of 460 bytes (0.00046 MB) keeps
# every 2.5th document: document i is kept when floor((i+1)/2.5) passes
# floor(i/2.5), so i = 2, 4, 7, 9.  FILE@-0.00046 keeps the other six,
# FILE@-0.00046@0.0003 keeps 300 bytes of those six (690 bytes, so every
# 2.3rd: floor((j+1)/2.3) > floor(j/2.3) for j = 2, 4 of the six, the
# documents 3 and 6).  A cap that is not a positive number is one line
# naming it and exit 1, with no output file.
#
# Environment (from the automake harness): top_srcdir.
set -u
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
: "${top_srcdir:?}"
[ -x /usr/bin/python3 ] || { echo "SKIP: no /usr/bin/python3"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }
mix="/usr/bin/python3 $top_srcdir/tools/corpus/mix.py"

i=0
while [ $i -lt 10 ]; do
	printf 'doc%d%096d\n<|endoftext|>\n' $i 0 >>"$tmp/docs.txt"
	i=$((i + 1))
done

kept() { # group file -> document numbers kept, space-separated
	sed -n 's/^doc\([0-9]\).*/\1/p' "$1" | tr '\n' ' '
}

$mix --out "$tmp/o" --group cap=$tmp/docs.txt@0.00046 --group rest=$tmp/docs.txt@-0.00046 \
	--group chain=$tmp/docs.txt@-0.00046@0.0003 --group whole=$tmp/docs.txt 2>/dev/null ||
	bad "mix.py exited $? on good caps"
[ "$(kept "$tmp/o/cap.txt")" = "2 4 7 9 " ] || bad "@0.00046 kept '$(kept "$tmp/o/cap.txt")', want '2 4 7 9 '"
[ "$(kept "$tmp/o/rest.txt")" = "0 1 3 5 6 8 " ] || bad "@-0.00046 kept '$(kept "$tmp/o/rest.txt")', want '0 1 3 5 6 8 '"
[ "$(kept "$tmp/o/chain.txt")" = "3 6 " ] || bad "@-0.00046@0.0003 kept '$(kept "$tmp/o/chain.txt")', want '3 6 '"
cmp -s "$tmp/o/whole.txt" "$tmp/docs.txt" || bad "no cap did not keep the file as it was"

for cap in abc 0 -0 ""; do
	rm -rf "$tmp/e"
	$mix --out "$tmp/e" --group x=$tmp/docs.txt@$cap >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 1 ] || bad "cap '$cap': exit $rc, want 1"
	[ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "cap '$cap'" "$tmp/err" ||
		bad "cap '$cap': stderr is not one line naming it: $(cat "$tmp/err")"
	[ ! -e "$tmp/e/x.txt" ] || bad "cap '$cap': wrote x.txt anyway"
done
exit $fail
