#!/bin/sh
# 24-bit colour where the environment says the terminal takes it: with
# COLORTERM=truecolor on a terminal whose palette can be redefined
# (xterm-256color: ccc and initc), the heat ramp's palette entries 16 .. 24
# are set to viridis' RGB values (OSC 4, as initc writes them) and the
# cells use those entries: a weight of 1 on entry 24 (#FDE725), 0 on entry
# 16 (#440154); the terminal's own palette comes back on exit (OSC 104).
# Without COLORTERM the palette is left alone (the nearest 256-colour
# entries, tests/tui/colour.sh). The bytes the program writes are read with
# tmux's pipe-pane, opened before the program starts.
. "$top_srcdir/tests/tui/lib.sh"
ESC=$(printf '\033')

# start_piped W H ENV ARGS...: as start, with the pane's output copied to
# $tmp/raw from before the program's first byte
start_piped() {
	_w=$1 _h=$2 _env=$3
	shift 3
	T kill-server >/dev/null 2>&1
	SOCK_N=$((SOCK_N + 1))
	SOCK=$SOCK_BASE-$SOCK_N
	: >"$tmp/raw"
	_cmd="read _go; env -u NO_COLOR -u COLORTERM ESCDELAY=300 LC_ALL=C.UTF-8 $_env '$ATTNSTEP'"
	for _a in "$@"; do _cmd="$_cmd '$_a'"; done
	T new-session -d -x "$_w" -y "$_h" \
		"$_cmd; echo \"attnstep exited \$?\"; sleep 60" || fail "tmux new-session"
	T pipe-pane -O -t 0 "cat >>'$tmp/raw'" || fail "tmux pipe-pane"
	keys Enter
}

start_piped 100 30 "TERM=xterm-256color COLORTERM=truecolor" lesson live-model
wait_for "· masked"
for rgb in 16:44/01/54 20:21/91/8C 24:FD/E7/25; do
	grep -q "]4;${rgb%%:*};rgb:${rgb#*:}" "$tmp/raw" ||
		{ cat -v "$tmp/raw" | head -c 2000; fail "palette entry ${rgb%%:*} is not set to ${rgb#*:}"; }
done
cap=$(T capture-pane -p -e -t 0)
printf '%s\n' "$cap" | grep " cat" | grep -q "${ESC}\[48;5;24m 1\.00" ||
	{ printf '%s\n' "$cap" | cat -v; fail "truecolor: a weight of 1 is not on the redefined entry 24"; }
printf '%s\n' "$cap" | grep " cat" | grep -q "${ESC}\[48;5;16m 0\.00" ||
	{ printf '%s\n' "$cap" | cat -v; fail "truecolor: a weight of 0 is not on the redefined entry 16"; }
keys q
wait_for "attnstep exited 0"
grep -q "]104" "$tmp/raw" || fail "the terminal's palette is not restored on exit (no OSC 104)"

# no COLORTERM: no palette entry redefined
start_piped 100 30 "TERM=xterm-256color" lesson live-model
wait_for "· masked"
grep -q "]4;" "$tmp/raw" && fail "the palette was redefined without COLORTERM"
T capture-pane -p -e -t 0 | grep " cat" | grep -q "${ESC}\[48;5;226m 1\.00" || fail "256 colours: a weight of 1 is not on entry 226"
keys q
wait_for "attnstep exited 0"
exit 0
