#!/bin/sh
# Started in a terminal smaller than 80×24: a clear message, not a garbled
# screen, and q still quits with status 0.
. "$top_srcdir/tests/tui/lib.sh"
start 60 20 lesson worked-example
wait_for "terminal too small (need 80×24, have 60×20)"
wait_for "press q to quit"
keys m
sleep 0.2
wait_for "terminal too small"
keys q
wait_for "attnstep exited 0"
exit 0
