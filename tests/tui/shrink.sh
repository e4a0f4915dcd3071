#!/bin/sh
# A model file truncated under a running `attnstep live`: the SIGBUS guard
# ends the process with one line and status 1, and the terminal is left as
# curses found it (alternate screen off, mouse off, cursor shown), although
# curses cannot be called from the signal handler. Only a real terminal
# shows the modes (tmux reports them).
. "$top_srcdir/tests/tui/lib.sh"
if [ ! -f "$top_srcdir/models/embedded/config.json" ]; then
	echo "SKIP: no models/embedded to copy"
	exit 77
fi
modes() { T display-message -p -t 0 '#{alternate_on} #{mouse_any_flag} #{cursor_flag}'; }
mkdir "$tmp/m" && cp "$top_srcdir"/models/embedded/* "$tmp/m/" || fail "copy the model"
start 100 30 live --model "$tmp/m" --prompt "The cat"
wait_for "next token  T="
[ "$(modes)" = "1 1 0" ] || fail "the TUI did not set up the terminal ($(modes))"
truncate -s 4096 "$tmp/m/model.safetensors" || fail "truncate"
keys e
sleep 0.3
keys " sat" Enter
wait_for "attnstep exited 1"
wait_for "the file shrank while it was in use"
[ "$(modes)" = "0 0 1" ] || fail "the terminal was left with modes $(modes) (alternate, mouse, cursor)"
exit 0
