#!/bin/sh
# e on the generation step (live-model's step `generate`) edits the prompt:
# it opens the editor on the run step with a line saying so, Enter runs the
# new text, → goes back to writing on, and g continues the new prompt.
. "$top_srcdir/tests/app/lib.sh"
keys ge --lesson live-model --step generate --keys "e<C-u>Mia said goodbye.<Enter><Right>g"
expect ge 0 'step 12/12' "not on the generation step"
expect ge 1 'step 11/12' "e did not go to the run step's editor"
expect ge 2 'EDITING' "e on the generation step did not open the editor"
expect ge 1 'edit the prompt here: Enter runs it, → goes back to writing on' "e did not say where it went"
n=$(printf '%s' 'Mia said goodbye.' | wc -m)
k=$((2 + n + 1))
expect ge $k '> Mia said goodbye\.' "Enter did not run the new prompt"
expect ge $((k + 1)) 'step 12/12' "→ after the run did not go back to the generation step"
expect ge last 'Mia said goodbye\.' "g did not continue the new prompt"
expect_not ge last 'The cat sat on the' "the generation step still writes on the old prompt"
exit 0
