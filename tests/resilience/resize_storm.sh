#!/bin/sh
# 100 resizes in a row, from 1×1 to 200×60 and through the "too small"
# threshold, on a lesson step and on the live view (whose worker thread may
# be running): no crash, and once the terminal is back to 100×30 the screen
# is redrawn and the keys still work.
. "$top_srcdir/tests/tui/lib.sh"

# storm: 100 resize-window calls without waiting for a redraw in between
storm() {
	_k=0
	while [ $_k -lt 100 ]; do
		for _s in 20x10 200x60 80x24 79x23 1x1 120x40 30x50 81x25 100x30 2x60; do
			[ $_k -lt 100 ] || break
			T resize-window -t 0 -x "${_s%x*}" -y "${_s#*x}" || fail "resize-window $_s"
			_k=$((_k + 1))
		done
	done
}

start 100 30 lesson worked-example --step qkv
wait_for "step 2/11"
storm
T resize-window -t 0 -x 100 -y 30
wait_for "step 2/11"
not_on_screen "attnstep exited"
keys Right
wait_for "step 3/11"
keys q
wait_for "attnstep exited 0"

# the live view: a forward pass started, then the storm while it may run
MODEL_ARGS=
[ -f "$top_srcdir/models/embedded/config.json" ] || {
	echo "note: no models/embedded; the live half of the storm is not run"
	exit 0
}
start 100 30 live --prompt "The cat sat on the"
wait_for "next token  T="
keys Enter
storm
T resize-window -t 0 -x 100 -y 30
wait_for "next token  T="
not_on_screen "attnstep exited"
keys Escape
wait_for "e edits the prompt"
keys q
wait_for "attnstep exited 0"
exit 0
