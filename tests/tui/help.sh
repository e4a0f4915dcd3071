#!/bin/sh
# `?` shows every key of the key table (the names printed by --help), and
# Esc goes back to where we were.
. "$top_srcdir/tests/tui/lib.sh"
start 100 30 lesson worked-example --step 3
wait_for "step 3/10"
keys '?'
wait_for "attnstep · keys"
"$ATTNSTEP" --help | sed -n '/^Keys in the TUI:/,/^$/p' | sed -n 's/^  \([^ ]\)/\1/p' | awk -F '  +' '{print $1}' >"$tmp/names"
[ -s "$tmp/names" ] || fail "no key names in --help"
while IFS= read -r names; do
	wait_for "$names"
done <"$tmp/names"
keys Escape
wait_for "step 3/10"
keys q
wait_for "attnstep exited 0"
exit 0
