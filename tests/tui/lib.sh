# Shared by the tmux tests: a private tmux server per test (-L), a real
# terminal of a given size, and polling capture-pane until the expected text
# appears (no fixed sleeps). Sourced, not run.
: "${ATTNSTEP:?}" "${top_builddir:?}" "${top_srcdir:?}"
if ! command -v tmux >/dev/null 2>&1; then
	echo "SKIP: tmux is not installed"
	exit 77
fi
unset TMUX # make check may itself run inside tmux
SOCK_BASE="attnstep-$(basename "$0" .sh)-$$"
SOCK_N=0
SOCK=$SOCK_BASE-0
tmp=$(mktemp -d) || exit 1
T() { tmux -L "$SOCK" -f /dev/null "$@"; }
# every start gets its own server; kill them all at the end
cleanup() {
	_n=0
	while [ $_n -le $SOCK_N ]; do
		tmux -L "$SOCK_BASE-$_n" kill-server >/dev/null 2>&1
		_n=$((_n + 1))
	done
	rm -rf "$tmp"
}
trap cleanup EXIT

# start W H ARGS...: run attnstep ARGS in a W×H terminal under a UTF-8
# locale (TEST_LC overrides it) without NO_COLOR or COLORTERM (TEST_ENV="VAR=value" adds
# to the environment); when it exits the pane says "attnstep exited STATUS".
# ESCDELAY is 300 ms instead of the program's 25: on a loaded machine (the
# sanitizer pass of CI) the bytes of an escape sequence (a mouse click, an
# arrow) may reach the program further apart than 25 ms, and curses would
# then read them as a lone Esc and stray characters.
start() {
	_w=$1 _h=$2
	shift 2
	T kill-server >/dev/null 2>&1
	SOCK_N=$((SOCK_N + 1))
	SOCK=$SOCK_BASE-$SOCK_N
	_cmd="env -u NO_COLOR -u COLORTERM ESCDELAY=300 LC_ALL=\${TEST_LC:-C.UTF-8} \${TEST_ENV:-} '$ATTNSTEP'"
	for _a in "$@"; do _cmd="$_cmd '$_a'"; done
	T new-session -d -x "$_w" -y "$_h" \
		"$_cmd; echo \"attnstep exited \$?\"; sleep 60" || fail "tmux new-session"
}

screen() { T capture-pane -p -t 0; }
keys() { T send-keys -t 0 "$@"; }

fail() {
	echo "FAIL: $*"
	echo "--- screen:"
	screen 2>/dev/null
	exit 1
}

# polls: every 0.1 s, up to ATTNSTEP_TUI_TIMEOUT seconds (default 20: only a
# failing wait takes that long, and a loaded CI machine can take seconds to
# redraw; 5 s made resize.sh fail now and then under load)
POLLS=$(( ${ATTNSTEP_TUI_TIMEOUT:-20} * 10 ))

# wait_for TEXT: poll until the screen contains TEXT
wait_for() {
	_i=0
	while [ $_i -lt $POLLS ]; do
		if screen 2>/dev/null | grep -F -q -- "$1"; then
			return 0
		fi
		sleep 0.1
		_i=$((_i + 1))
	done
	fail "timed out waiting for: $1"
}

# wait_gone TEXT: poll until the screen no longer contains TEXT
wait_gone() {
	_i=0
	while [ $_i -lt $POLLS ]; do
		if ! screen 2>/dev/null | grep -F -q -- "$1"; then
			return 0
		fi
		sleep 0.1
		_i=$((_i + 1))
	done
	fail "timed out waiting for this to go away: $1"
}

# not_on_screen TEXT: the current screen must not contain TEXT
not_on_screen() {
	if screen | grep -F -q -- "$1"; then
		fail "unexpected on screen: $1"
	fi
}

# wait_re REGEX: poll until a line of the screen matches the extended regex
wait_re() {
	_i=0
	while [ $_i -lt $POLLS ]; do
		if screen 2>/dev/null | grep -E -q -- "$1"; then
			return 0
		fi
		sleep 0.1
		_i=$((_i + 1))
	done
	fail "timed out waiting for a line matching: $1"
}

# wait_still: poll until two captures 0.2 s apart are the same. A step
# change repaints most of the screen, and tmux may be captured halfway
# through taking it in (the top rows new, the rest still the old screen),
# the more likely the busier the machine; read positions for a click only
# from a screen that has stopped changing.
wait_still() {
	_i=0
	_prev=$(screen 2>/dev/null)
	while [ $_i -lt $POLLS ]; do
		sleep 0.2
		_now=$(screen 2>/dev/null)
		[ "$_now" = "$_prev" ] && return 0
		_prev=$_now
		_i=$((_i + 2))
	done
	fail "the screen kept changing"
}

# wait_rows H: poll until the screen has H rows and the footer ("q quit")
# is on the last one: redrawn at a new height
wait_rows() {
	_i=0
	until [ "$(screen | wc -l)" -eq "$1" ] && screen | sed -n "$1p" | grep -q "q quit"; do
		_i=$((_i + 1))
		[ $_i -lt $POLLS ] || fail "footer not on row $1 after the resize"
		sleep 0.1
	done
}

# click X Y: a left click at column X, row Y (from 0) as the terminal reports
# it (X10 mouse encoding: ESC [ M, button byte, 33 + X, 33 + Y; press then
# release), for terminals whose kmous is ESC [ M (tmux, screen, xterm)
click() {
	T send-keys -t 0 -H 1b 5b 4d 20 "$(printf '%x' $((33 + $1)))" "$(printf '%x' $((33 + $2)))"
	T send-keys -t 0 -H 1b 5b 4d 23 "$(printf '%x' $((33 + $1)))" "$(printf '%x' $((33 + $2)))"
}

# column_of ROW TEXT: the display column (from 0) where TEXT starts on
# screen row ROW (from 0); nothing when it is not there
column_of() {
	screen | sed -n "$(($1 + 1))p" | "$top_builddir/tests/render/check_width" -c "$2"
}
