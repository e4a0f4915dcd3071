#!/bin/sh
# The causal views' panes at 80x24 in both languages, against golden
# screens looked at and found right: the logit lens, the patching table,
# and the head report with the top induction head ablated on the repeated
# text (the before -> after panel). Only the view pane is compared (from
# its column, rows 4 to 23), so lesson text edits do not change it. The
# goldens belong to one embedded model (tests/live/golden/MODEL); another
# model skips. Regenerate: UPDATE=1 with the usual environment, then review.
. "$top_srcdir/tests/app/lib.sh"
st="$top_srcdir/models/embedded/model.safetensors"
have=$(sha256sum "$st" | cut -d' ' -f1)
want=$(cat "$top_srcdir/tests/live/golden/MODEL" 2>/dev/null)
if [ "$have" != "$want" ]; then
	echo "SKIP: the goldens were made for another embedded model"
	exit 77
fi
REP='apple tree house river apple tree house'
panes() {
	for k in 1 2; do
		echo "== causal step $k ($1)"
		"$ATTNSTEP" print --lang "$1" --lesson causal --step "$k" --width 80 --height 24 |
			"$top_builddir/tests/live/pane_cut" 38 4 23 || echo "!! print failed"
	done
	echo "== causal knockout, the top induction head ablated ($1)"
	"$ATTNSTEP" print --lang "$1" --lesson causal --step 3 --width 80 --height 24 \
		--keys "e<C-u>$REP<Enter><Right>sss<Tab>x" | awk '/^== key [0-9]+\/[0-9]+: /{ buf = ""; next }
		{ buf = buf $0 "\n" } END { printf "%s", buf }' |
		"$top_builddir/tests/live/pane_cut" 38 4 23 || echo "!! print failed"
}
bad=0
for lang in en zh; do
	g="$top_srcdir/tests/app/golden/causal.$lang.80.txt"
	panes "$lang" >"$tmp/$lang.txt"
	if [ "${UPDATE:-}" = 1 ]; then
		cp "$tmp/$lang.txt" "$g"
		continue
	fi
	diff -u "$g" "$tmp/$lang.txt" >"$tmp/diff" || { echo "FAIL: causal panes ($lang) differ from $g:"; head -n 60 "$tmp/diff"; bad=1; }
	grep -q "!! print failed" "$tmp/$lang.txt" && { echo "FAIL: a print failed ($lang)"; bad=1; }
done
exit $bad
