#!/bin/sh
# Render every step of every lesson in both languages with `attnstep print`
# at 80x24 and 160x48 and check each screen: exit status 0, at most HEIGHT
# lines, no line wider than WIDTH display columns (CJK = 2), valid UTF-8,
# no control characters, no unfilled {{placeholder}}. Also check that
# `attnstep list` shows the same lessons with the same step counts in en and zh.
#
# Environment (from the automake harness): ATTNSTEP, top_builddir.
set -u
: "${ATTNSTEP:?}" "${top_builddir:?}"
tw="$top_builddir/tests/lessons/textwidth"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }

# `list` prints NAME<TAB>title per lesson and "  K<TAB>title" per step; keep
# NAME and its step count.
shape() {
	"$ATTNSTEP" list --lang "$1" >"$tmp/list.$1" 2>"$tmp/err" ||
		{ bad "list --lang $1 exits $?: $(cat "$tmp/err")"; return; }
	awk -F '\t' '/^  / { n++; next }
		     { if (name != "") print name, n; name = $1; n = 0 }
		     END { if (name != "") print name, n }' "$tmp/list.$1" >"$tmp/shape.$1"
}
shape en
shape zh
[ -s "$tmp/shape.en" ] || bad "list --lang en shows no lessons"
cmp -s "$tmp/shape.en" "$tmp/shape.zh" ||
	bad "en and zh lessons differ: $(diff "$tmp/shape.en" "$tmp/shape.zh" | tr '\n' ' ')"
for want in intuition worked-example deep-dives live-model glossary; do
	grep -q "^$want " "$tmp/shape.en" || bad "list does not show lesson $want"
done

screens=0
for lang in en zh; do
	while read -r name steps; do
		k=1
		while [ "$k" -le "$steps" ]; do
			for size in 80x24 160x48; do
				w=${size%x*}; h=${size#*x}
				what="print --lang $lang --lesson $name --step $k --width $w --height $h"
				if ! "$ATTNSTEP" print --lang "$lang" --lesson "$name" --step "$k" \
					--width "$w" --height "$h" >"$tmp/out" 2>"$tmp/err"; then
					bad "$what: exit status $?: $(head -c 300 "$tmp/err")"
					continue
				fi
				screens=$((screens + 1))
				if ! "$tw" "$w" <"$tmp/out" 2>"$tmp/tw"; then
					bad "$what: $(head -n 5 "$tmp/tw" | tr '\n' ';')"
				fi
				lines=$(wc -l <"$tmp/out")
				[ "$lines" -le "$h" ] || bad "$what: $lines lines, more than $h"
			done
			k=$((k + 1))
		done
	done <"$tmp/shape.$lang"
done
# With the embedded model shipped, `print` must fill model placeholders from
# it: live-model step 5 (hybrid) says "M of the N layers are full" (the
# narrative is the part of each line left of the pane rule).
if [ -f "${top_srcdir:-.}/models/embedded/config.json" ]; then
	"$ATTNSTEP" print --lang en --lesson live-model --step hybrid --width 160 --height 48 \
		2>/dev/null | sed 's/│.*//' | tr '\n' ' ' | tr -s ' ' >"$tmp/hybrid"
	grep -Eq '[0-9]+ of the [0-9]+ layers are full' "$tmp/hybrid" ||
		bad "print does not fill model facts from the embedded model: $(head -c 200 "$tmp/hybrid")"
fi

echo "checked $screens screens"
[ "$screens" -gt 0 ] || bad "no screen was printed"
exit $fail
