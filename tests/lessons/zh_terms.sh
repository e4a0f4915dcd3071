#!/bin/sh
# The Chinese screens use one word for a token: "token", as the zh lessons
# write it, glossed once as 词元 in the glossary's title. Every zh screen
# that print shows (every step of every lesson, and the generation step
# after three tokens) and every zh string in src/ is checked; an English
# word written against a Chinese character without a space ("新token") is
# flagged too.
set -u
: "${ATTNSTEP:?}" "${top_srcdir:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
for l in $("$ATTNSTEP" list --lang zh | awk -F '\t' '/^[^ ]/ { print $1 }'); do
	"$ATTNSTEP" print --lang zh --lesson "$l" --all --width 200 --height 60 >>"$tmp/all" ||
		{ echo "FAIL: print --lang zh --lesson $l"; fail=1; }
done
"$ATTNSTEP" print --lang zh --lesson live-model --step generate --width 200 --height 60 --keys ggg >>"$tmp/all" ||
	{ echo "FAIL: print the generation step"; fail=1; }
# the glossary's own entry may gloss the word
grep -v '^ *[0-9]*\. token（词元）' "$tmp/all" | grep -n '词元' >"$tmp/hits"
if [ -s "$tmp/hits" ]; then
	echo "FAIL: zh screens use 词元 besides token:"
	head -5 "$tmp/hits"
	fail=1
fi
grep -rn '词元' "$top_srcdir/src" --include='*.c' --include='*.h' >"$tmp/src" && {
	echo "FAIL: zh strings in src/ use 词元:"
	head -5 "$tmp/src"
	fail=1
}
if LC_ALL=C.UTF-8 grep -nP '[\x{4e00}-\x{9fff}]token|token[\x{4e00}-\x{9fff}]' "$tmp/all" >"$tmp/tight"; then
	echo "FAIL: 'token' written against a Chinese character:"
	head -5 "$tmp/tight"
	fail=1
fi
exit $fail
