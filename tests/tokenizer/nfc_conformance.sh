#!/bin/sh
# NFC against the Unicode Character Database's own conformance test
# (NormalizationTest.txt, columns c1..c5), when Debian's unicode-data is
# installed; skipped otherwise (the hand-picked pairs in tok_unit always run).
set -u
f=/usr/share/unicode/NormalizationTest.txt
tmp=
if [ ! -r "$f" ]; then
	if [ -r "$f.bz2" ] && command -v bzcat >/dev/null 2>&1; then
		tmp="$top_builddir/tests/tokenizer/NormalizationTest.txt"
		bzcat "$f.bz2" >"$tmp" || exit 1
		f=$tmp
	else
		echo "SKIP: $f not found (apt-get install unicode-data)"
		exit 77
	fi
fi
# The test file must be of the Unicode version the committed tables were
# generated from; newer characters would otherwise fail for the wrong reason.
want=$(sed -n 's/^const char uc_version\[\] = "\(.*\)";/\1/p' "$top_srcdir/src/tokenizer/unicode_tables.c")
have=$(sed -n '1s/^# NormalizationTest-\(.*\)\.txt.*/\1/p' "$f")
if [ "$want" != "$have" ]; then
	echo "SKIP: NormalizationTest.txt is Unicode $have, the tables are $want"
	[ -n "$tmp" ] && rm -f "$tmp"
	exit 77
fi
"$top_builddir/tests/tokenizer/tok_unit" --nfc-test "$f"
rc=$?
[ -n "$tmp" ] && rm -f "$tmp"
exit $rc
