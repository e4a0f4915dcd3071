#!/bin/sh
# A 20×10 terminal: the lesson index, a lesson and the live view each say
# clearly that the terminal is too small (what it needs and what it has),
# ignore the other keys, and quit with q and status 0.
. "$top_srcdir/tests/tui/lib.sh"
for args in "" "lesson worked-example" "live"; do
	if [ "$args" = live ] && [ ! -f "$top_srcdir/models/embedded/config.json" ]; then
		echo "note: no models/embedded; live at 20×10 is not run"
		continue
	fi
	# shellcheck disable=SC2086
	start 20 10 $args
	wait_for "terminal too small"
	wait_for "20×10)"
	wait_for "press q to quit"
	keys Right m Tab Enter
	sleep 0.2
	wait_for "terminal too small"
	not_on_screen "attnstep exited"
	keys q
	wait_for "attnstep exited 0"
done
exit 0
