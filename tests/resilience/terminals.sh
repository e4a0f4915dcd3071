#!/bin/sh
# Terminal capabilities and locales, on the lesson index and the live view
# (tests/tui/terminal.sh covers a lesson step):
#   TERM=dumb           one clear line, status 2
#   TERM=xterm, linux   8 colours: basic colours only, never 256-colour forms
#   NO_COLOR            no colour escapes at all
#   LANG=C              (no UTF-8 in the locale name) runs, assuming UTF-8
#   ISO-8859-1 locale   refused with one clear line, status 2
. "$top_srcdir/tests/tui/lib.sh"
views="index"
[ -f "$top_srcdir/models/embedded/config.json" ] && views="index live"
E=$(printf '\033')
args_of() { [ "$1" = index ] && echo "" || echo "live"; }
ready_of() { [ "$1" = index ] && echo "worked-example" || echo "next token  T="; }

for v in $views; do
	# shellcheck disable=SC2046
	{
	TEST_ENV=TERM=dumb
	export TEST_ENV
	start 100 30 $(args_of "$v")
	wait_for "attnstep: the terminal cannot move the cursor (TERM=dumb)"
	wait_for "attnstep exited 2"

	for term in xterm linux; do
		TEST_ENV=TERM=$term
		# on TERM=linux ncurses' mousemask() may dlopen libgpm, which keeps
		# a 10-byte allocation at exit (LeakSanitizer in the ASan run):
		# that library's leak, not ours, so GPM is left out here
		[ $term = linux ] && TEST_ENV="TERM=linux NCURSES_GPM_TERMS=none"
		start 100 30 $(args_of "$v")
		wait_for "$(ready_of "$v")"
		T capture-pane -e -p -t 0 | grep -q "$E\[[0-9;]*[34]8;5;" &&
			fail "$v: 256-colour escapes on TERM=$term (8 colours)"
		[ "$v" = live ] && keys Escape
		keys q
		wait_for "attnstep exited 0"
	done

	TEST_ENV=NO_COLOR=1
	start 100 30 $(args_of "$v")
	wait_for "$(ready_of "$v")"
	T capture-pane -e -p -t 0 | grep -q "$E\[[0-9;]*3[0-7]m\|$E\[[0-9;]*4[0-7]m\|$E\[[0-9;]*[34]8;5;" &&
		fail "$v: colour escapes despite NO_COLOR"
	[ "$v" = live ] && keys Escape
	keys q
	wait_for "attnstep exited 0"
	unset TEST_ENV

	TEST_LC=C
	export TEST_LC
	start 100 30 $(args_of "$v")
	wait_for "$(ready_of "$v")"
	not_on_screen "attnstep exited"
	[ "$v" = live ] && keys Escape
	keys q
	wait_for "attnstep exited 0"
	unset TEST_LC

	if localedef -i en_US -f ISO-8859-1 "$tmp/en_US.ISO-8859-1" > /dev/null 2>&1; then
		TEST_LC=en_US.ISO-8859-1
		TEST_ENV=LOCPATH=$tmp
		export TEST_LC TEST_ENV
		start 100 30 $(args_of "$v")
		wait_for "attnstep: the TUI needs a UTF-8 locale (this one is ISO-8859-1)"
		wait_for "attnstep exited 2"
		unset TEST_LC TEST_ENV
	else
		echo "note: localedef could not build en_US.ISO-8859-1; the refusal case is not run"
	fi
	}
done
exit 0
