#!/bin/sh
# Every step of every lesson, in both languages, on every route a reader
# takes to it, must show the model's facts, never the "?" a {{model.*}}
# placeholder shows when no model was read:
#   - print --lesson NAME --step K          (print, one step)
#   - print --lesson NAME --all --answers   (print, every step, with answers)
#   - print --keys from the lesson index: Down to the lesson, Enter, then →
#     through every step (the TUI's default start)
#   - print --lesson NAME --keys → → …      (`attnstep lesson NAME`)
#   - print --keys into the glossary after another lesson (`i` back to the
#     index, then End, Enter)
# A placeholder's "?" stands where a number or a name would: after a space,
# a bracket, √, × or a CJK character, and before a space, a bracket,
# punctuation or a CJK character. A question's own "?" follows a word; the
# help key ("? help", "? keys", "`?` all keys") is removed first.
#
# Environment (from the automake harness): ATTNSTEP.
set -u
: "${ATTNSTEP:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }

# Lines of $1 that hold an unfilled placeholder.
unfilled() {
	sed -e 's/? \(help\|keys\|all keys\|帮助\|按键\|全部按键\)//g' "$1" |
		grep -nP '(^|[\s(（√×/:：，、=])\?(?=$|[\s)）,.，。、；;:：]|\p{Han})'
}

check() { # what file
	if unfilled "$2" >"$tmp/hits"; then
		bad "$1: unfilled placeholder: $(head -n 3 "$tmp/hits" | tr '\n' ' ')"
	fi
}

# The checker itself must see a "?" value and pass a question mark.
printf 'The loaded model (?) has ? rows\nis ? wide and divides by √?\n' >"$tmp/pos"
printf 'What will S(cat, cat) be?\nKeys: ? help · `?` all keys  q quit  ? keys  ? 按键\n' >"$tmp/neg"
[ "$(unfilled "$tmp/pos" | wc -l)" -eq 2 ] || bad "the checker misses a '?' value"
unfilled "$tmp/neg" >/dev/null && bad "the checker flags a question mark"

arrows() { # n: n times <Right>
	i=0; s=
	while [ "$i" -lt "$1" ]; do s="$s<Right>"; i=$((i + 1)); done
	printf '%s' "$s"
}

routes=0
for lang in en zh; do
	"$ATTNSTEP" list --lang "$lang" >"$tmp/list" 2>"$tmp/err" ||
		{ bad "list --lang $lang: $(cat "$tmp/err")"; continue; }
	awk -F '\t' '/^  / { n++; next }
		     { if (name != "") print name, n; name = $1; n = 0 }
		     END { if (name != "") print name, n }' "$tmp/list" >"$tmp/shape"
	pos=0
	while read -r name steps; do
		k=1
		while [ "$k" -le "$steps" ]; do
			"$ATTNSTEP" print --lang "$lang" --lesson "$name" --step "$k" >"$tmp/out" 2>"$tmp/err" ||
				bad "print --lang $lang --lesson $name --step $k: $(head -c 200 "$tmp/err")"
			check "print --lang $lang --lesson $name --step $k" "$tmp/out"
			routes=$((routes + 1))
			k=$((k + 1))
		done
		"$ATTNSTEP" print --lang "$lang" --lesson "$name" --all --answers >"$tmp/out" 2>"$tmp/err" ||
			bad "print --lang $lang --lesson $name --all --answers: $(head -c 200 "$tmp/err")"
		check "print --lang $lang --lesson $name --all --answers" "$tmp/out"
		right=$(arrows $((steps - 1)))
		down=$(i=0; while [ "$i" -lt "$pos" ]; do printf '<Down>'; i=$((i + 1)); done)
		"$ATTNSTEP" print --lang "$lang" --keys "$down<Enter>$right" >"$tmp/out" 2>"$tmp/err" ||
			bad "print --lang $lang --keys (index, $name): $(head -c 200 "$tmp/err")"
		check "print --lang $lang --keys '$down<Enter>$right' (from the index)" "$tmp/out"
		"$ATTNSTEP" print --lang "$lang" --lesson "$name" --keys "$right" >"$tmp/out" 2>"$tmp/err" ||
			bad "print --lang $lang --lesson $name --keys: $(head -c 200 "$tmp/err")"
		check "print --lang $lang --lesson $name --keys '$right'" "$tmp/out"
		[ "$(grep -c '^== key' "$tmp/out")" -eq $((steps - 1)) ] ||
			bad "print --lesson $name --keys: not one screen per step"
		routes=$((routes + 3))
		pos=$((pos + 1))
	done <"$tmp/shape"
	"$ATTNSTEP" print --lang "$lang" --keys '<Enter>i<End><Enter><Right><Right>' >"$tmp/out" 2>"$tmp/err" ||
		bad "print --lang $lang --keys (glossary after a lesson): $(head -c 200 "$tmp/err")"
	check "print --lang $lang --keys '<Enter>i<End><Enter>' (glossary after a lesson)" "$tmp/out"
done
[ "$routes" -gt 100 ] || bad "only $routes routes walked"
[ "$fail" -eq 0 ] && echo "ok: $routes routes, no unfilled placeholder"
exit "$fail"
