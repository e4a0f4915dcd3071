#!/bin/sh
# Golden snapshots of `attnstep print`: every step of the worked example in
# English and Chinese at 80×24, 120×40, 200×60 and 240×70, compared with the committed
# screens in tests/render/golden/ (regression goldens: regenerate them with
# tests/render/update-goldens.sh after a deliberate change and review the
# diff). Also checks that no line is wider than the requested width in
# display columns (CJK characters count 2).
set -u
: "${top_srcdir:?}" "${top_builddir:?}" "${ATTNSTEP:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
for lang in en zh; do
	for size in 80x24 120x40 200x60 240x70; do
		w=${size%x*}
		h=${size#*x}
		name=worked-example.$lang.$w.txt
		if ! "$ATTNSTEP" print --lesson worked-example --all --lang "$lang" \
			--width "$w" --height "$h" >"$tmp/$name" 2>"$tmp/err"; then
			echo "FAIL: print $lang $size exited non-zero: $(cat "$tmp/err")"
			fail=1
			continue
		fi
		if ! diff -u "$top_srcdir/tests/render/golden/$name" "$tmp/$name"; then
			echo "FAIL: $name differs from the golden screen"
			fail=1
		fi
		if ! "$top_builddir/tests/render/check_width" "$w" <"$tmp/$name"; then
			echo "FAIL: $name has a line wider than $w columns"
			fail=1
		fi
		lines=$(wc -l <"$tmp/$name")
		steps=$(grep -c '^ attnstep · ' "$tmp/$name")
		# each step is exactly h lines, separated by one blank line
		if [ "$lines" -ne $((steps * h + steps - 1)) ]; then
			echo "FAIL: $name has $lines lines for $steps steps of $h"
			fail=1
		fi
	done
done
exit $fail
