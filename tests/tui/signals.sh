#!/bin/sh
# Every signal that ends the TUI (Ctrl-\ SIGQUIT, SIGTERM, SIGHUP, SIGINT)
# leaves a usable terminal: the alternate screen off, mouse reporting off,
# the cursor visible again, keypad mode off, and the status 1. Only a real
# terminal shows this (tmux reports the pane's modes).
. "$top_srcdir/tests/tui/lib.sh"
modes() { T display-message -p -t 0 '#{alternate_on} #{mouse_any_flag} #{cursor_flag}'; }
keypad() { T display-message -p -t 0 '#{keypad_flag}#{keypad_cursor_flag}'; }
for how in quit term hup int; do
	start 100 30 lesson worked-example
	wait_for "step 1/"
	[ "$(modes)" = "1 1 0" ] || fail "$how: the TUI did not set up the terminal ($(modes))"
	if [ "$how" = quit ]; then
		keys 'C-\'
	else
		pid=$(T display-message -p -t 0 '#{pane_pid}')
		sig=$(echo "$how" | tr a-z A-Z)
		pkill -"$sig" -P "$pid" -x attnstep || fail "no attnstep under the pane"
	fi
	wait_for "attnstep exited 1"
	[ "$(modes)" = "0 0 1" ] || fail "$how: the terminal was left with modes $(modes) (alternate, mouse, cursor)"
	[ "$(keypad)" = "00" ] || fail "$how: keypad mode left on ($(keypad))"
done
exit 0
