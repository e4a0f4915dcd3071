#!/bin/sh
# tools/corpus/sentence_bank.py: the shipped banks, both of them, parse (at
# least 40 domains each); a one-domain bank fills in the way worked out by hand
# ("{NAME} has a {red|blue} hat." gives a name from the lexicon and one of
# the two colours, never a brace); and each malformed bank is one error line
# naming the file and line, exit 1, nothing on standard output.
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
d="$top_srcdir/tools/corpus"
bank="/usr/bin/python3 $d/sentence_bank.py"

for lang in en zh en2 zh2; do
	$bank --check "$d/sentence_bank/$lang.txt" >"$tmp/out" 2>"$tmp/err" || bad "$lang.txt: $(cat "$tmp/err")"
	n=$(sed -n 's/.*: \([0-9]*\) domains.*/\1/p' "$tmp/out")
	[ "${n:-0}" -ge 40 ] || bad "$lang.txt: ${n:-no} domains, expected at least 40"
done

printf '# hats\n{NAME} has a {red|blue} hat.\n' >"$tmp/en.txt"
/usr/bin/python3 - "$d" "$tmp/en.txt" <<'PY' || bad "one-domain bank: wrong fill"
import random, sys
sys.path.insert(0, sys.argv[1])
import lexicon_en as L
import sentence_bank as B
kinds = B.kind_list("en", sys.argv[2])
assert [(k[0], k[1]) for k in kinds] == [(B.TOTAL_WEIGHT, "bank_hats")], kinds
r = random.Random(1)
seen = set()
for _ in range(200):
	doc = kinds[0][2](r)
	assert len(doc) == 1, doc
	name, rest = doc[0].split(" ", 1)
	assert name in L.MALE + L.FEMALE, doc
	assert rest in ("has a red hat.", "has a blue hat."), doc
	seen.add(rest)
assert len(seen) == 2, seen
PY

# malformed banks: file content, the line the error must name
check() { # name content line
	printf "$2" >"$tmp/$1.txt"
	$bank --check "$tmp/$1.txt" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 1 ] || bad "$1: exit $rc, expected 1"
	[ -s "$tmp/out" ] && bad "$1: wrote to standard output"
	[ "$(wc -l <"$tmp/err")" -eq 1 ] || bad "$1: not one line: $(cat "$tmp/err")"
	grep -q "$tmp/$1.txt:$3: " "$tmp/err" || bad "$1: does not name line $3: $(cat "$tmp/err")"
}
check before_heading 'A cat sat.\n# cats\n' 1
check one_alternative '# cats\nThe cat is {black}.\n' 2
check empty_alternative '# cats\nThe cat is {black|}.\n' 2
check seven_alternatives '# cats\nThe cat is {a|b|c|d|e|f|g}.\n' 2
check unbalanced '# cats\n\nThe cat is {black|white.\n' 3
check nested '# cats\nThe {big {black|white}|small} cat.\n' 2
check four_slots '# cats\n{A|B} {c|d} {e|f} {g|h}.\n' 2
check no_end '# cats\nThe cat is black\n' 2
check empty_heading '#\nThe cat is black.\n' 1
printf '# cats\n' >"$tmp/none.txt"
$bank --check "$tmp/none.txt" >/dev/null 2>"$tmp/err" && bad "a bank with no templates: exit 0"
grep -q "none.txt: no templates" "$tmp/err" || bad "no templates: $(cat "$tmp/err")"
printf '# cats\nThe cat is \377.\n' >"$tmp/latin1.txt"
$bank --check "$tmp/latin1.txt" >/dev/null 2>"$tmp/err" && bad "a bank that is not UTF-8: exit 0"
grep -q "latin1.txt: cannot read" "$tmp/err" || bad "not UTF-8: $(cat "$tmp/err")"
$bank --check "$tmp/missing.txt" >/dev/null 2>"$tmp/err" && bad "a missing bank: exit 0"
grep -q "missing.txt: cannot read" "$tmp/err" || bad "missing: $(cat "$tmp/err")"
exit $fail
