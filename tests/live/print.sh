#!/bin/sh
# Snapshots of `attnstep print` for every live step on the embedded model
# (en and zh, at 80x24, 120x40, 200x60 and 240x70, the visualisation pane only,
# and `attnstep live` on the whole screen), against
# tests/live/golden/. The goldens belong to one embedded model: golden/MODEL
# holds its weights' SHA-256. A different model (the trainer replaces the
# provisional one) skips with a message: regenerate with
# tests/live/update-goldens.sh and review the diff.
set -u
: "${ATTNSTEP:?}" "${top_srcdir:?}" "${top_builddir:?}"
st="$top_srcdir/models/embedded/model.safetensors"
if [ ! -f "$st" ]; then
	echo "SKIP: models/embedded is not there (the live snapshots need it)"
	exit 77
fi
have=$(sha256sum "$st" | cut -d' ' -f1)
want=$(cat "$top_srcdir/tests/live/golden/MODEL" 2>/dev/null)
if [ "$have" != "$want" ]; then
	echo "SKIP: the goldens were made for another embedded model ($want, now $have);"
	echo "      regenerate them with tests/live/update-goldens.sh and review the diff"
	exit 77
fi
. "$top_srcdir/tests/live/print_steps.sh"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
for lang in en zh; do
	for size in 80x24 120x40 200x60 240x70; do
		w=${size%x*}
		h=${size#*x}
		live_panes "$lang" "$w" "$h" >"$tmp/$lang.txt"
		g="$top_srcdir/tests/live/golden/live.$lang.$w.txt"
		if ! diff -u "$g" "$tmp/$lang.txt" >"$tmp/diff"; then
			echo "FAIL: live panes ($lang, $size) differ from $g:"
			head -n 60 "$tmp/diff"
			fail=1
		fi
		grep -q "!! print failed" "$tmp/$lang.txt" && { echo "FAIL: a print failed ($lang, $size)"; fail=1; }
		"$top_builddir/tests/render/check_width" "$w" <"$tmp/$lang.txt" || fail=1
	done
done
exit $fail
