#!/bin/sh
# Golden snapshots of the screens that are no lesson step: the lesson index,
# the help opened from it and the help opened from a step, in English and
# Chinese at 80×24, 120×40, 200×60 and 240×70 (tests/render/screens_print.sh),
# against tests/render/golden/screens.LANG.txt (regression goldens, reviewed
# by eye: regenerate them with tests/render/update-goldens.sh after a
# deliberate change and read the diff). Every screen has exactly its height
# in lines, no line is wider than its width, and no print failed.
set -u
: "${top_srcdir:?}" "${top_builddir:?}" "${ATTNSTEP:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
. "$top_srcdir/tests/render/screens_print.sh"
fail=0
for lang in en zh; do
	other_screens "$lang" >"$tmp/$lang.txt"
	g="$top_srcdir/tests/render/golden/screens.$lang.txt"
	if ! diff -u "$g" "$tmp/$lang.txt" >"$tmp/diff"; then
		echo "FAIL: the index and help screens ($lang) differ from $g:"
		head -n 80 "$tmp/diff"
		fail=1
	fi
	grep -q '^!! print failed' "$tmp/$lang.txt" && { echo "FAIL: a print failed ($lang)"; fail=1; }
	# each screen: its height in lines, none wider than its width
	n=$(grep -c '^== ' "$tmp/$lang.txt")
	[ "$n" -eq 12 ] || { echo "FAIL: $n screens ($lang), not 12"; fail=1; }
	awk -v f="$tmp/$lang" '/^== / { if (out) close(out); k++; out = f "." k; split($NF, s, /[x)]/); print s[1], s[2] > (out ".size"); close(out ".size"); next }
		{ print > out }' "$tmp/$lang.txt"
	k=1
	while [ "$k" -le "$n" ]; do
		read -r w h <"$tmp/$lang.$k.size"
		lines=$(wc -l <"$tmp/$lang.$k")
		[ "$lines" -eq "$h" ] || { echo "FAIL: screen $k ($lang, ${w}x$h) has $lines lines"; fail=1; }
		"$top_builddir/tests/render/check_width" "$w" <"$tmp/$lang.$k" ||
			{ echo "FAIL: screen $k ($lang, ${w}x$h) has a line wider than $w"; fail=1; }
		k=$((k + 1))
	done
done
exit $fail
