#!/bin/sh
# The run step: `attnstep live` opens in the prompt editor, runs the first
# prompt, appends the predicted token; typing (even q), Home/End, Backspace,
# UTF-8 editing (a wide character), Enter runs the longer text, Up brings
# back the history, the temperature reshapes the bars, Esc leaves the
# editor, q quits.
. "$top_srcdir/tests/live/lib.sh"
start 100 30 live $MODEL_ARGS --prompt "$P1"
wait_for "Your turn: run a prompt"
wait_for "next token  T=1.00"
wait_for "> $P1"
n1=$(tokens_now)
[ -n "$n1" ] || fail "no token count on the run step"
keys Home
keys "$TYPE"
wait_for "> $TYPE$P1"
keys q                           # typed into the prompt, not quit
wait_for "> ${TYPE}q"
keys BSpace
wait_gone "> ${TYPE}q"
# UTF-8: a two-byte and a wide character go in and come out whole
keys "é中"
wait_for "> ${TYPE}é中$P1"
keys Left
keys BSpace                      # removes é, keeps 中
wait_for "> ${TYPE}中$P1"
keys Right BSpace
wait_for "> $TYPE$P1"
not_on_screen "�"
keys Enter
i=0
n2=$(tokens_now)
while { [ -z "$n2" ] || [ "$n2" = "$n1" ]; } && [ $i -lt $POLLS ]; do
	sleep 0.1
	i=$((i + 1))
	n2=$(tokens_now)
done
[ -n "$n2" ] || fail "no token count after Run"
[ "$n2" -gt "$n1" ] || fail "Run did not take the longer prompt ($n1 -> $n2 tokens)"
# history, newest first: the prompt just run, then the first one (exactly
# P1, which nothing else shows); Down twice comes back to the edited text
keys Up Up
wait_re "> $P1 *$"
keys Down Down
wait_for "> $TYPE$P1"
# temperature: ] raises it, [ lowers it
keys Escape
wait_for "Enter runs (Tab: edit)"
keys ]
wait_for "T=1.50"
keys [ [ [
wait_for "T=0.50"
keys q
wait_for "attnstep exited 0"
exit 0
