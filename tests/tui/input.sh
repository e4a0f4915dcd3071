#!/bin/sh
# Bytes a real terminal can send that are not UTF-8 (a lone 0xFF, 0x80,
# 0xFE, a Latin-1 é, an overlong, a surrogate, a truncated sequence) never
# stop the TUI from obeying the keys after them; bracketed paste is on, so a
# paste with a Tab and q in the prompt editor stays text (tmux pastes with
# the marks only when the program asked for them); a paste outside the
# editor runs nothing; on exit bracketed paste is off again.
. "$top_srcdir/tests/tui/lib.sh"
start 100 30 lesson worked-example
wait_for "step 1/"
for seq in "ff" "80" "fe" "c3 41" "c0 af" "ed a0 80" "e2 80" "f4 90 80 80"; do
	# shellcheck disable=SC2086
	keys -H $seq
	keys '?'
	wait_for "attnstep · keys"
	keys '?'
	wait_gone "attnstep · keys"
done
keys q
wait_for "attnstep exited 0"

if [ -f "$top_srcdir/models/embedded/config.json" ]; then
	start 100 30 live --prompt "The cat"
	# the first pass done (its prediction follows the prompt): Esc in the
	# editor cancels a pass that is still running and leaves the editor
	# only when none is, and a slow build can still be in that first pass
	wait_for "> The cat →"
	keys e C-u
	wait_for "EDITING"
	T set-buffer "$(printf 'Paste a line\tqwerty caf\351 au lait')" || fail "tmux set-buffer"
	T paste-buffer -p -t 0 || fail "tmux paste-buffer"
	wait_for "> Paste a line qwerty caf"
	wait_for "au lait"
	not_on_screen "attnstep exited"
	# the editor's keys as a terminal sends them: Ctrl-Left (ESC [ 1 ; 5 D),
	# Delete (ESC [ 3 ~), Ctrl-A, Ctrl-K
	keys C-u
	T send-keys -t 0 -l "abc def ghi"
	keys C-Left C-Left DC
	wait_for "> abc ef ghi"
	keys C-a DC C-e BSpace
	wait_for "> bc ef gh"
	keys C-a C-Right C-k
	wait_re "> bc *($|→)"
	keys Escape
	wait_gone "EDITING"
	# outside the editor: the paste's q does not quit, its ? opens nothing
	T set-buffer "?q" && T paste-buffer -p -t 0
	wait_for "a paste goes only into the prompt editor"
	not_on_screen "attnstep exited"
	keys q
	wait_for "attnstep exited 0"
	# the pane's shell is in cooked mode now: a paste shows its marks if
	# bracketed paste was left on
	T set-buffer "zz" && T paste-buffer -p -t 0
	wait_for "zz"
	not_on_screen "200~"
fi
exit 0
