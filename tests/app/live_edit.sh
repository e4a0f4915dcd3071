#!/bin/sh
# The prompt editor of the live run, headless: outside editing mode ? q < >
# , . m are commands; e (or Tab from the map, or a click on the prompt)
# starts editing, and then every key types, q and ? included; Esc stops;
# Ctrl-U clears; the prediction is shown after the prompt, never added to
# it; Enter runs the edited text; Up brings back the history; [ ] change the
# temperature; the footer says which mode is on.
. "$top_srcdir/tests/app/lib.sh"

# attnstep live, then ?: the help opens (nothing is typed)
keys help --live --keys '?'
expect help 0 '> The cat sat on the → mat$' "attnstep live does not show the prompt with its prediction"
expect help 0 'e edit prompt' "the footer does not say how to edit"
expect help 1 'attnstep · keys' "? did not open the help"
# q quits at once
keys quit --live --keys 'qx'
[ "$(grep -c '^== key' "$tmp/quit")" = 1 ] || fail "q did not quit (keys after it were read)"

# editing: e, Home, type "A q" (q types), a wide character, BS; Ctrl-U; Enter
keys edit --live --keys 'e<Home>A q?<BS><BS>中<Left><BS><Right><BS><End><BS>'
expect edit 1 'EDITING' "the footer does not say the editor has the keys"
expect edit 5 '> A qThe cat sat on the' "q did not type while editing"
expect edit 6 '> A q\?The cat sat' "? did not type while editing"
expect edit 9 '> A 中The cat sat' "the wide character did not go in"
expect edit 11 '> A中The cat sat' "Backspace before the wide character did not remove the space"
expect edit 13 '> AThe cat sat' "Backspace after the wide character did not remove it whole"
expect_not edit 13 '�' "a character was cut in half"
# Backspace at the end removes the last letter of the prompt, not of the
# prediction (which is not part of the text)
expect edit last '> AThe cat sat on th *$' "Backspace removed something else than the prompt's last letter"
expect edit last 'edited, not run yet|Enter runs' "the status does not say the text was edited"

# run an edited prompt: the token count grows; Esc leaves editing; history
keys run --live --keys 'e<End> mat and<Enter><Esc><Up>'
expect run 0 '^ 5 tokens' "the first run does not have 5 tokens"
n=$(last run | sed -n 's/^ *\([0-9][0-9]*\) tokens.*/\1/p' | head -n 1)
[ -n "$n" ] && [ "$n" -gt 5 ] || fail "Enter did not run the longer prompt ($n tokens)"
expect run last '> The cat sat on the mat and' "the edited prompt is not the one shown"
expect_not run last 'mat mat' "the prediction became part of the prompt"
expect_not run last 'EDITING' "Esc did not leave the editor"
# history: Up while editing brings back the previous prompt
keys hist --live --keys 'e<End> mat<Enter>e<Up><Up>'
expect hist last '> The cat sat on the$' "Up did not bring back the first prompt"
# Ctrl-U clears
keys clear --live --keys 'e<C-u>'
expect clear last '^ >$' "Ctrl-U did not clear the line"
# the temperature, outside editing
keys temp --live --keys ']][[['
expect temp 1 'T=1.50' "] did not raise the temperature"
expect temp last 'T=0.75' "[ did not lower it"

# the lesson's run step: Tab focuses the heatmap first (as on every step
# with a map), the second Tab the prompt, where typed letters go in; Tab
# from the editor gives the keys back to the text
keys tab --lesson live-model --step $(step_of live-model live-run) --keys '<Tab><Tab>xyz<Tab>'
expect tab 1 'widget has focus' "the first Tab did not focus the map"
expect tab 2 'EDITING' "the second Tab did not start editing"
expect tab 5 '│ > The cat sat on thexyz' "typed letters after Tab did not go into the prompt"
expect_not tab last 'EDITING' "Tab from the editor did not leave it"
# outside editing m, < and . are commands
keys cmd --lesson live-model --step $(step_of live-model live-run) --keys 'm.<lt>'
expect cmd 2 'head 1 \(0-' ". did not change the head"
expect_not cmd last '│ > The cat sat on the[m.<]' "a command key was typed"
exit 0
