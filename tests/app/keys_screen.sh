#!/bin/sh
# Keys per screen, headless: `?` lists the keys of the screen it was opened
# from first; the footer of every step, at 80×24 in both languages, ends in
# "? keys" (an item that does not fit is left out or goes to a second line,
# never cut); a focused widget's footer offers Tab back, not Tab focus; z
# works in `attnstep live`; e on the generation step opens the editor of the
# run step.
. "$top_srcdir/tests/app/lib.sh"
L=live-model
gs=$(step_of $L live-generate)

# ? on the generation step: its own keys (top-k, the seed) come before the
# list of every key
keys help --lesson $L --step $gs --height 60 --keys '?'
after help 1 >"$tmp/h"
grep -q 'Keys of this step (' "$tmp/h" || { cat "$tmp/h"; fail "? does not start with the step's keys"; }
own=$(grep -n 'top-k: keep only' "$tmp/h" | head -1 | cut -d: -f1)
every=$(grep -n 'Every key' "$tmp/h" | head -1 | cut -d: -f1)
[ -n "$own" ] && [ -n "$every" ] && [ "$own" -lt "$every" ] ||
	{ cat "$tmp/h"; fail "the step's top-k key is not listed before every key"; }
# and on the index, the index's keys
keys hidx --keys '?'
expect hidx 1 'Keys of the lesson index' "? on the index does not name the index's keys"

# every footer at 80×24 ends in "? keys" (after it only the mask status)
for lang in en zh; do
	for l in $("$ATTNSTEP" list | awk -F'\t' '/^[a-z]/{print $1}'); do
		"$ATTNSTEP" print --lang $lang --lesson $l --all >"$tmp/all" || fail "print --lesson $l --all"
		awk -v l="$l" -v lang="$lang" 'NR % 25 == 24 && !/\? (keys|按键)( +(mask|掩码) [^ ]+)?$/ {
			print "footer of " l " (" lang ") screen " int(NR / 25) + 1 " does not end in ? keys: " $0; bad = 1 }
			END { exit bad }' "$tmp/all" || fail "a footer is cut or incomplete"
	done
done

# a focused widget: Tab goes back, and the footer says so
keys foc --lesson worked-example --step scores --keys '<Tab>'
foot=$(after foc 1 | tail -n 1)
case $foot in *"Tab back to the text"*) ;; *) fail "the footer of a focused matrix does not offer Tab back: $foot" ;; esac
case $foot in *"Tab focus"*) fail "the footer still offers to focus the matrix it has focused: $foot" ;; esac

# z in attnstep live shows the lesson text beside the panel, and back
keys zoom --live --keys 'zz'
expect_not zoom 0 'An experiment first' "attnstep live does not start with the panel alone"
expect zoom 1 'An experiment first' "z in attnstep live did not bring back the text"
expect_not zoom 2 'Type a prompt and run it' "a second z did not zoom again"

# e on the generation step: the run step, editing
keys edit --lesson $L --step $gs --keys 'eX'
expect edit 1 "step $((gs - 1))/" "e on the generation step did not go to the run step"
expect edit last 'EDITING' "e on the generation step did not open the editor"
expect edit last '> The cat sat on theX' "typed text did not go into the prompt"
# the lesson index at 80×24: summaries wrap instead of being cut, and a
# lesson shows how many of its steps were seen (a check mark when all)
keys idx --keys '<Enter><Right><Right>i<Down><Down><Enter><Right><Right><Right>i'
expect idx 0 'and your own prompt' "the live lesson's summary is cut at 80 columns"
expect idx 4 'Why tokens look back .*3 of 6 seen' "the index does not count the steps seen"
expect_not idx 0 'seen' "a fresh index marks lessons as seen"
expect idx last 'Deep dives .*✓ seen' "a lesson whose every step was seen is not marked"
exit 0
