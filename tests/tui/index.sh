#!/bin/sh
# `attnstep` opens at the lesson index; Enter opens a lesson, `i` goes back
# to the index, `q` quits with status 0.
. "$top_srcdir/tests/tui/lib.sh"
start 100 30 --lang en
wait_for "attnstep · lessons"
wait_for "The worked example, by hand"
# move the selection onto the worked example
_n=0
until screen | grep -q "> The worked example"; do
	keys Down
	_n=$((_n + 1))
	[ $_n -le 20 ] || fail "could not select the worked example"
	sleep 0.1
done
keys Enter
wait_for "step 1/11"
wait_for "1. Reading the formula"
keys i
wait_for "attnstep · lessons"
keys q
wait_for "attnstep exited 0"
exit 0
