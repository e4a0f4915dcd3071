#!/bin/sh
# The generation step (live-model's step `generate`) in the split view at
# 80×24, with a prompt longer than the screen: the map shows at least twelve
# rows ("rows a–b of n", counted, and the row lines themselves counted), on
# the prompt's last rows before any new token and on the newest token's row
# after nineteen of them; the line above the map ends on the newest token;
# with the map focused, ↑ moves the window with the cursor. English and
# Chinese.
. "$top_srcdir/tests/app/lib.sh"

P="Once upon a time there was a little girl named Lily. She loved to play in the park with her dog Max. One day, Max found a big red ball."
G=ggggggggggggggggggg # nineteen new tokens
# rows A B T of the window line of the screen after key K of OUT
rows() {
	if [ "$2" = last ]; then last "$1"; else after "$1" "$2"; fi |
		sed -n 's/.*rows \([0-9]*\)–\([0-9]*\) of \([0-9]*\).*/\1 \2 \3/p; s/.*第 \([0-9]*\)–\([0-9]*\) 行（共 \([0-9]*\)）.*/\1 \2 \3/p' | tail -1
}
# the heatmap's row lines in the pane after key K: "│ NN  label ..." with NN in A..B
row_lines() {
	if [ "$2" = last ]; then last "$1"; else after "$1" "$2"; fi |
		awk -v a="$3" -v b="$4" '{ i = index($0, "│ "); if (!i) i = index($0, "↓ ");
		if (!i) next; s = substr($0, i + 4); split(s, f, " ");
		if (f[1] ~ /^[0-9]+$/ && f[1] + 0 >= a && f[1] + 0 <= b) n++ } END { print n + 0 }'
}
# window OUT K WANT_LAST WHAT: the window after key K has at least twelve
# rows, drawn, and ends on row WANT_LAST (or on the last row when empty);
# prints the text's length n (a failure goes to stderr, as this runs in $())
window() {
	set -- "$1" "$2" "$3" "$4" $(rows "$1" "$2")
	[ $# = 7 ] || { after "$1" "$2" >&2; fail "$4: the cut map does not say which rows it shows" >&2; }
	want=${3:-$(($7 - 1))}
	[ "$6" = "$want" ] || { after "$1" "$2" >&2; fail "$4: the window ends on row $6, not $want (rows $5–$6 of $7)" >&2; }
	n=$(($6 - $5 + 1))
	[ "$n" -ge 12 ] || { after "$1" "$2" >&2; fail "$4: only $n rows of a $7-token text at 80×24 (at least 12)" >&2; }
	drawn=$(row_lines "$1" "$2" "$5" "$6")
	[ "$drawn" = "$n" ] || { after "$1" "$2" >&2; fail "$4: the window says $n rows, $drawn are drawn" >&2; }
	echo "$7"
}

for lang in en zh; do
	keys "g.$lang" --lang "$lang" --lesson live-model --step generate --keys "e<C-u>$P<Enter><Right>$G"
	k0=$((2 + $(printf '%s' "$P" | wc -m) + 2)) # e, Ctrl-U, the prompt, Enter, →
	expect "g.$lang" "$k0" 'step 12/12|步骤 12/12' "$lang: → did not come back to the generation step"
	T0=$(window "g.$lang" "$k0" "" "$lang, before any new token") || exit 1
	[ "$T0" -ge 30 ] || fail "$lang: the prompt is only $T0 tokens (the test needs one longer than the screen)"
	T=$(window "g.$lang" last "" "$lang, after 19 new tokens") || exit 1
	[ "$T" = $((T0 + 19)) ] || fail "$lang: $T rows after 19 new tokens on a $T0-token prompt"
	if [ "$lang" = en ]; then
		expect "g.$lang" last '│ 19 new: …' "en: no count of the new tokens beside the end of the text"
		expect "g.$lang" last "P\\[$((T - 1)) '[^']*', $((T - 1)) '[^']*'\\] = 0\\.[0-9]{4}" \
			"en: no read-out of the newest row's cell"
	else
		expect "g.$lang" last '│ 新增 19： ?…' "zh: no count of the new tokens beside the end of the text"
	fi
	# the newest token ends the line above the map
	newest=$(last "g.$lang" | sed -n "s/.*│ *$((T - 1)) *\\([^ ]*\\) .*/\\1/p" | head -1)
	[ -n "$newest" ] || fail "$lang: no row $((T - 1)) label"
	last "g.$lang" | grep -E '(19 new|新增 19)' | grep -qF -- "$newest" ||
		{ last "g.$lang"; fail "$lang: the text line does not end on the newest token '$newest'"; }
	last "g.$lang" >"$tmp/screen"
	"$top_builddir/tests/render/check_width" 80 <"$tmp/screen" || fail "$lang: a line is wider than 80 columns"
done

# focused, ↑ fifteen times from the newest row: the window follows the cursor
up=""
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do up="$up<Up>"; done
keys up --lesson live-model --step generate --keys "e<C-u>$P<Enter><Right>$G<Tab>$up"
set -- $(rows up last)
cur=$(($3 - 1 - 15))
window up last "$cur" "after ↑ fifteen times" >/dev/null || exit 1
expect up last "P\\[$cur '[^']*', [0-9]+ '[^']*'\\] = " "the read-out does not follow the cursor to row $cur"
exit 0
