# Sourced by print.sh and update-goldens.sh: print the visualisation pane
# of every live step (the steps whose @view is a live view) of the
# intuition, worked-example, deep-dives and live-model lessons, at 80x24, for
# a language:
#   live_panes LANG > FILE
# Only the pane (from column 38, rows 4-23) is kept, so that lesson text
# edits do not change the snapshots; the numbers come from the embedded
# model, with one thread (print's default).
LIVE_VIEWS=" intuition embedding-rows bank projections live-run live-heatmap fanout model-view head-report gqa hybrid-implicit cost head-replay parallel-training "
live_panes() {
	for lesson in intuition worked-example deep-dives live-model; do
		awk -v views="$LIVE_VIEWS" '/^@step / { k++ } /^@view / { if (index(views, " " $2 " ")) print k }' \
			"$top_srcdir/lessons/$1/$lesson.lesson" | while read -r k; do
			echo "== $lesson step $k ($1, 80x24)"
			"$ATTNSTEP" print --lang "$1" --lesson "$lesson" --step "$k" --width 80 --height 24 |
				"$top_builddir/tests/live/pane_cut" 38 4 23 || echo "!! print failed"
		done
	done
}
