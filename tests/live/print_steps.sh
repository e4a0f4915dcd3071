# Sourced by print.sh and update-goldens.sh: print the visualisation pane
# of every live step (the steps whose @view is a live view) of the
# intuition, worked-example, deep-dives, live-model and causal lessons, and
# of the worked-example views shown outside the worked example (its own
# steps are tests/render's goldens), for a language and a terminal size,
# then `attnstep live` (the live view on the whole screen) at that size:
#   live_panes LANG [W H] > FILE          (default 80 24)
# Only the pane (from the view's column, rows 4 to H-1) is kept, so that
# lesson text edits do not change the snapshots (and of `attnstep live`
# rows 3 to H-1); the numbers come from the embedded model, with one thread
# (print's default).
# the live views, from the view table itself (a new view is snapshotted
# without editing this file)
LIVE_VIEWS=" $("$ATTNSTEP" list --views | awk -F '\t' '$2 == "live" { printf "%s ", $1 }')"
WORKED_VIEWS=" $("$ATTNSTEP" list --views | awk -F '\t' '$2 == "worked" { printf "%s ", $1 }')"
# key scripts on live-generate: three greedy tokens; the temperature up,
# top-k 3 and three sampled tokens from seed 1; top-p 0.8 after a new seed;
# a stream stopped by Esc after two frames
GEN_KEYS="ggg ]]]kkrggg ]]]pps ]]]G]<Esc>"
# the view pane's first column at width W (src/render/screen.c's layout:
# the text takes 46% of W - 5, at most 72 columns)
pane_col() {
	tw=$(( ($1 - 5) * 46 / 100 ))
	[ "$tw" -gt 72 ] && tw=72
	echo $((tw + 4))
}
live_panes() {
	w=${2:-80}
	h=${3:-24}
	col=$(pane_col "$w")
	for lesson in intuition worked-example deep-dives live-model causal; do
		worked=$WORKED_VIEWS
		[ "$lesson" = worked-example ] && worked=" "
		awk -v views="$LIVE_VIEWS$worked" '/^@step / { k = $2 } /^@view / { if (index(views, " " $2 " ")) print k }' \
			"$top_srcdir/lessons/$1/$lesson.lesson" | while read -r k; do
			echo "== $lesson step $k ($1, ${w}x$h)"
			"$ATTNSTEP" print --lang "$1" --lesson "$lesson" --step "$k" --width "$w" --height "$h" |
				"$top_builddir/tests/live/pane_cut" "$col" 4 $((h - 1)) || echo "!! print failed"
		done
	done
	k=$(awk '/^@step / { k = $2 } $1 == "@view" && $2 == "live-generate" { print k; exit }' \
		"$top_srcdir/lessons/$1/live-model.lesson")
	for keys in $GEN_KEYS; do
		echo "== live-model step $k after keys $keys ($1, ${w}x$h)"
		"$ATTNSTEP" print --lang "$1" --lesson live-model --step "$k" --width "$w" --height "$h" \
			--keys "$keys" | awk '/^== key [0-9]+\/[0-9]+: /{ buf = ""; next } { buf = buf $0 "\n" }
			END { printf "%s", buf }' |
			"$top_builddir/tests/live/pane_cut" "$col" 4 $((h - 1)) || echo "!! print failed"
	done
	echo "== attnstep live ($1, ${w}x$h)"
	"$ATTNSTEP" print --lang "$1" --live --width "$w" --height "$h" |
		"$top_builddir/tests/live/pane_cut" 0 3 $((h - 1)) || echo "!! print failed"
}
