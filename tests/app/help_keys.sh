#!/bin/sh
# `?` headless: it lists every key of the key table (the names printed by
# --help), Esc goes back to the step it came from, and at 80 × 24 the list
# scrolls with ↓ until its last entry (q) is in view and the first is gone.
. "$top_srcdir/tests/app/lib.sh"
"$ATTNSTEP" --help | sed -n '/^Keys in the TUI:/,/^$/p' | sed -n 's/^  \([^ ]\)/\1/p' | awk -F '  +' '{print $1}' >"$tmp/names"
[ -s "$tmp/names" ] || fail "no key names in --help"

keys big --lesson worked-example --step scores --width 100 --height 50 --keys '?<Esc>'
expect big 0 'step 3/11' "not on the scores step"
expect big 1 'attnstep · keys' "? did not open the help"
while IFS= read -r names; do
	after big 1 | grep -qF -- "$names" || fail "the help does not list '$names'"
done <"$tmp/names"
expect big 2 'step 3/11' "Esc did not go back to the step"

first=$(head -1 "$tmp/names")
last=$(tail -1 "$tmp/names")
downs=""
i=0
while [ $i -lt 40 ]; do downs="$downs<Down>"; i=$((i + 1)); done
keys small --lesson worked-example --keys "?$downs<Esc>"
after small 1 | grep -qF -- "$first" || fail "80×24: the help does not open on its first entry"
# the first screen after a ↓ whose row 23, above the bar, is the last entry
k=2
found=0
while [ $k -le 41 ]; do
	if after small $k | sed -n 23p | grep -q "^   $last  "; then
		found=$k
		break
	fi
	k=$((k + 1))
done
[ $found -gt 0 ] || fail "80×24: the help never scrolled to '$last'"
# (21 rows hold entries at 24 lines; with more, the first must be gone)
if [ "$(wc -l <"$tmp/names")" -gt 21 ]; then
	after small $found | grep -qF -- "$first" && fail "80×24: '$first' is still on screen at the end of the list"
fi
expect small last 'step 1/11' "Esc did not go back to step 1"
exit 0
