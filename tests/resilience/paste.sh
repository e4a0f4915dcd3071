#!/bin/sh
# 10 kB pasted into the prompt editor of `attnstep live` (tmux paste-buffer,
# ASCII and CJK): the editor keeps what fits (4 kB), the screen stays
# readable, Enter answers with a clear message (the text is longer than the
# model takes) or a run, and Esc, q still quit with status 0.
. "$top_srcdir/tests/tui/lib.sh"
if [ ! -f "$top_srcdir/models/embedded/config.json" ]; then
	echo "SKIP: no models/embedded for attnstep live"
	exit 77
fi
i=0
: > "$tmp/paste.txt"
while [ "$(wc -c < "$tmp/paste.txt")" -lt 10240 ]; do
	printf 'The cat sat on the mat and looked at the dog. 猫坐在垫子上。 ' >> "$tmp/paste.txt"
	i=$((i + 1))
done
start 100 30 live --prompt "The cat"
wait_for "next token  T="
wait_for "> The cat"
T load-buffer "$tmp/paste.txt" || fail "tmux load-buffer"
T paste-buffer -t 0 || fail "tmux paste-buffer"
keys Enter
# the TUI redraws after every pasted character: about 3 s for 10 kB in a
# normal build, far longer under ASan or valgrind; wait up to 3 minutes
POLLS=1800
# (a model whose tokenizer packs the text into fewer tokens than its limit
# runs it: then the heatmap says which rows of the long matrix it shows)
wait_re "more than the model's limit|[0-9]+ tokens|rows [0-9]+.[0-9]+ of [0-9]+"
wait_re "> .*(dog|猫|垫)"
not_on_screen "attnstep exited"
keys Escape
sleep 0.2
keys q
wait_for "attnstep exited 0"
exit 0
