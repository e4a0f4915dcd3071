#!/bin/sh
# The run step (live-model's step `run`) in the split view at 80×24, with a
# prompt longer than the screen: the map shows at least twelve rows ("rows
# a–b of n", counted, and the row lines themselves counted), the lesson text
# stays beside it, the next token and the cell under the cursor stay on
# screen, in English and Chinese. While the editor is open the status line
# takes the next token's place, and the map still has eleven rows.
. "$top_srcdir/tests/app/lib.sh"

P="Once upon a time there was a little girl named Lily. She loved to play in the park with her dog Max. One day, Max found a big red ball."
# rows A B T of the window line of the screen after key K of OUT
rows() {
	if [ "$2" = last ]; then last "$1"; else after "$1" "$2"; fi |
		sed -n 's/.*rows \([0-9]*\)–\([0-9]*\) of \([0-9]*\).*/\1 \2 \3/p; s/.*第 \([0-9]*\)–\([0-9]*\) 行（共 \([0-9]*\)）.*/\1 \2 \3/p' | tail -1
}
# the heatmap's row lines in the pane: "│ NN  label ..." with NN in A..B
row_lines() {
	last "$1" | awk -v a="$2" -v b="$3" '{ i = index($0, "│ "); if (!i) i = index($0, "↓ ");
		if (!i) next; s = substr($0, i + 4); split(s, f, " ");
		if (f[1] ~ /^[0-9]+$/ && f[1] + 0 >= a && f[1] + 0 <= b) n++ } END { print n + 0 }'
}

for lang in en zh; do
	keys "run.$lang" --lang "$lang" --lesson live-model --step run --keys "e<C-u>$P<Enter>"
	set -- $(rows "run.$lang" last)
	[ $# = 3 ] || { last "run.$lang"; fail "$lang: the cut map does not say which rows it shows"; }
	[ "$3" -ge 30 ] || fail "$lang: the prompt is only $3 tokens (the test needs one longer than the screen)"
	[ "$2" = $(($3 - 1)) ] || fail "$lang: the window does not end on the last row ($*)"
	n=$(($2 - $1 + 1))
	[ "$n" -ge 12 ] || { last "run.$lang"; fail "$lang: only $n rows of a $3-token prompt at 80×24 (at least 12)"; }
	drawn=$(row_lines "run.$lang" "$1" "$2")
	[ "$drawn" = "$n" ] || { last "run.$lang"; fail "$lang: the window says $n rows, $drawn are drawn"; }
	# the lesson's text is still beside the map
	if [ "$lang" = en ]; then
		expect "run.$lang" last '^ Each Enter is one forward pass' "en: the lesson text is gone"
		expect "run.$lang" last 'T=1\.00 next: +[^ ]+ 0\.[0-9]{3}' "en: no next-token line"
		expect "run.$lang" last "\\($(($3 - 1)) '[^']*', $(($3 - 1)) '[^']*'\\) weight 0\\.[0-9]{4}" \
			"en: no read-out of the cell under the cursor"
	else
		expect "run.$lang" last '^ 每按一次 Enter' "zh: the lesson text is gone"
		expect "run.$lang" last 'T=1\.00 下一个：' "zh: no next-token line"
		expect "run.$lang" last "权重 0\\.[0-9]{4}" "zh: no read-out of the cell under the cursor"
	fi
	last "run.$lang" >"$tmp/screen"
	"$top_builddir/tests/render/check_width" 80 <"$tmp/screen" || fail "$lang: a line is wider than 80 columns"
done

# editing: the status line says so, the map keeps eleven rows
keys edit --lesson live-model --step run --keys "e<C-u>$P<Enter>e"
expect edit last 'editing · Enter runs again' "the status line does not say the editor is open"
set -- $(rows edit last)
[ $(($2 - $1 + 1)) -ge 11 ] || fail "editing: only $(($2 - $1 + 1)) rows"

# the same step at 120×40 keeps its full layout: the bars of the next token
keys big --lesson live-model --step run --width 120 --height 40 --keys "e<C-u>$P<Enter>"
expect big last 'next token  T=1\.00 \[ \]' "120×40: the next-token bars are gone"
exit 0
