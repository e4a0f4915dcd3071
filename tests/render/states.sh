#!/bin/sh
# Headless snapshots of key-reached states (mask off on every step, the
# slider at every width, focused grid and heatmap cursors) in English and
# Chinese, against tests/render/golden/states.LANG.txt (regression goldens;
# regenerate with tests/render/update-goldens.sh and review the diff).
set -u
: "${top_srcdir:?}" "${top_builddir:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
for lang in en zh; do
	if ! "$top_builddir/tests/render/snap_states" "$lang" >"$tmp/states.$lang.txt"; then
		echo "FAIL: snap_states $lang"
		fail=1
		continue
	fi
	diff -u "$top_srcdir/tests/render/golden/states.$lang.txt" "$tmp/states.$lang.txt" || {
		echo "FAIL: states.$lang.txt differs from the golden screens"
		fail=1
	}
	"$top_builddir/tests/render/check_width" 80 <"$tmp/states.$lang.txt" || fail=1
done
# the states really differ from the defaults: the mask-off step 8 says OFF
grep -q "causal mask: OFF" "$tmp/states.en.txt" || { echo "FAIL: no mask-off screen"; fail=1; }
grep -q "d_head: .*\[256\]" "$tmp/states.en.txt" || { echo "FAIL: no slider at 256"; fail=1; }
exit $fail
