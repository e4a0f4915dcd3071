#!/bin/sh
# Mouse clicks on the live views: a click on a fan-out row picks that query;
# a click on a thumbnail of the model view selects it and a second click
# opens it; a click on a heatmap cell moves the cell cursor there. Each
# click's position is read from a screen that shows what is clicked and has
# stopped changing (wait_still): the title or the header of a view is drawn
# before the rows under it, and a capture can fall between.
. "$top_srcdir/tests/live/lib.sh"
if [ "$EMBEDDED" != 1 ]; then
	echo "SKIP: models/embedded is not there (the lesson steps use it)"
	exit 77
fi
k=$(awk '/^@step / { k++ } /^@view fanout$/ { print k }' "$top_srcdir/lessons/en/live-model.lesson")
start 100 34 lesson live-model --step "$k"
wait_for "$k. One row, every distance"
wait_re "query [0-9]+ '"
wait_for "│  0 "
wait_still
not_on_screen "query 0 '"
# screen row (from 0) of the fan-out line of key 0, and a column inside it
y=$(screen | grep -n "│  0 " | head -n 1 | cut -d: -f1)
[ -n "$y" ] || fail "no fan-out line for key 0"
y=$((y - 1))
x=$(column_of "$y" "│  0 ")
click $((x + 4)) "$y"
wait_re "query 0 '"
wait_for "widget has focus"
keys Escape Right                # the text gets the focus back, then next step
wait_for "page 1/2"
wait_re "│ [0-9]+\.0 +[0-9]+\.1"
wait_still
# the second thumbnail's label, e.g. "3.1"
lab=$(screen | sed -n 's/.*│ \([0-9][0-9]*\.0\) *\([0-9][0-9]*\.1\).*/\2/p' | head -n 1)
[ -n "$lab" ] || fail "no thumbnail labels"
y=$(screen | grep -nF "$lab" | head -n 1 | cut -d: -f1)
y=$((y - 1))
x=$(column_of "$y" "$lab")
click "$x" "$y"
wait_for "widget has focus"      # the first click selects (and focuses)
click "$x" "$y"                  # the second opens
wait_re "full attn  head 1 \\(0-"
wait_for "reads KV group"
wait_still
# a click on the heatmap cell of row 0, column 0
y=$(screen | grep -n "│ *0 [^ ]" | head -n 1 | cut -d: -f1)
y=$((y - 1))
line=$(screen | sed -n "$((y + 1))p")
x=$(printf '%s\n' "$line" | "$top_builddir/tests/render/check_width" -c "$(printf '%s\n' "$line" | sed 's/.*│ *0 [^ ]* *\([^ ]\).*/\1/')")
click $((x + 1)) "$y"
wait_re "\(0 '.*', 0 '.*'\) weight 1\.0000"
keys q
wait_for "attnstep exited 0"
exit 0
