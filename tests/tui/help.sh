#!/bin/sh
# `?` shows every key of the key table (the names printed by --help), Esc
# goes back to where we were, and the list scrolls on a small terminal.
. "$top_srcdir/tests/tui/lib.sh"
start 100 50 lesson worked-example --step 3
wait_for "step 3/11"
keys '?'
wait_for "attnstep · keys"
"$ATTNSTEP" --help | sed -n '/^Keys in the TUI:/,/^$/p' | sed -n 's/^  \([^ ]\)/\1/p' | awk -F '  +' '{print $1}' >"$tmp/names"
[ -s "$tmp/names" ] || fail "no key names in --help"
while IFS= read -r names; do
	wait_for "$names"
done <"$tmp/names"
keys Escape
wait_for "step 3/11"
keys q
wait_for "attnstep exited 0"

# at 80 × 24 the list scrolls: the first key goes off the top, the last
# one (q) comes into view
first=$(head -1 "$tmp/names")
last=$(tail -1 "$tmp/names")
start 80 24 lesson worked-example
wait_for "step 1/11"
keys '?'
wait_for "$first"
_n=0
# (the list of every key ends the help; its last entry sits on the row
# above the bar once the list is scrolled to the end)
until screen | tail -n 2 | head -n 1 | grep -q "^   $last  "; do
	keys Down
	_n=$((_n + 1))
	[ $_n -le 40 ] || fail "the help never scrolled to '$last'"
	sleep 0.05
done
# (21 rows hold entries at 24 lines; with more, the first must be gone)
[ "$(wc -l <"$tmp/names")" -gt 21 ] && wait_gone "$first"
keys Escape
wait_for "step 1/11"
keys q
wait_for "attnstep exited 0"
exit 0
