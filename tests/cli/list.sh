#!/bin/sh
# attnstep list: the format scripts rely on (NAME<TAB>title, then
# "  K<TAB>step title"), both languages list the same lessons and step counts,
# the language default from the locale, and bad input → exit 2 with one line.
set -u
: "${ATTNSTEP:?}" "${top_srcdir:?}"
fail() { echo "FAIL: $*" >&2; exit 1; }
tab=$(printf '\t')
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
unset ATTNSTEP_DATADIR LC_ALL LC_MESSAGES

for lang in en zh; do
	"$ATTNSTEP" list --lang $lang > "$tmp/$lang" 2> "$tmp/err" ||
		fail "list --lang $lang: exit $? ($(cat "$tmp/err"))"
	[ -s "$tmp/$lang" ] || fail "list --lang $lang printed nothing"
	[ ! -s "$tmp/err" ] || fail "list --lang $lang wrote to stderr"
	# every line is a lesson line or a step line, steps numbered 1, 2, ...
	awk -F "$tab" -v lang=$lang '
		/^[a-z0-9-]+\t[^\t]+$/ { k = 0; next }
		/^  [0-9]+\t[^\t]+$/ { if ($1 + 0 != ++k) { print "step " $1 " out of order"; bad = 1 } next }
		{ print "bad line: " $0; bad = 1 }
		END { exit bad }' "$tmp/$lang" || fail "list --lang $lang: format"
	# the lesson names are the file names
	cut -f1 "$tmp/$lang" | grep -v '^  ' | while read -r name; do
		[ -f "$top_srcdir/lessons/$lang/$name.lesson" ] || { echo "no file for $name"; exit 1; }
	done || fail "list --lang $lang: names"
done
# same lessons, same number of steps, same order
sed "s/$tab.*//" "$tmp/en" > "$tmp/en.shape"
sed "s/$tab.*//" "$tmp/zh" > "$tmp/zh.shape"
cmp -s "$tmp/en.shape" "$tmp/zh.shape" || fail "en and zh lists differ in shape"

# the locale picks the language
LANG=zh_CN.UTF-8 "$ATTNSTEP" list > "$tmp/loc" || fail "list under zh_CN"
cmp -s "$tmp/loc" "$tmp/zh" || fail "LANG=zh_CN.UTF-8 did not list Chinese"
LANG=C LC_MESSAGES=zh_TW.UTF-8 "$ATTNSTEP" list > "$tmp/loc" || fail "list under LC_MESSAGES"
cmp -s "$tmp/loc" "$tmp/zh" || fail "LC_MESSAGES=zh_TW.UTF-8 did not list Chinese"
LANG=en_US.UTF-8 "$ATTNSTEP" list > "$tmp/loc" || fail "list under en_US"
cmp -s "$tmp/loc" "$tmp/en" || fail "LANG=en_US.UTF-8 did not list English"
"$ATTNSTEP" list --lang=zh > "$tmp/loc" || fail "--lang=zh"
cmp -s "$tmp/loc" "$tmp/zh" || fail "--lang=zh differs from --lang zh"

# bad input: exit 2, one line on stderr starting with "attnstep: ", no stdout
expect_usage() {
	want=$1; shift
	"$@" > "$tmp/out" 2> "$tmp/err"
	rc=$?
	[ $rc -eq 2 ] || fail "$*: exit $rc, want 2"
	[ ! -s "$tmp/out" ] || fail "$*: wrote to stdout"
	[ "$(wc -l < "$tmp/err")" -eq 1 ] || fail "$*: stderr is not one line"
	grep -q "^attnstep: .*$want" "$tmp/err" || fail "$*: stderr '$(cat "$tmp/err")' lacks '$want'"
}
expect_usage "--lang fr" "$ATTNSTEP" list --lang fr
expect_usage "needs a value" "$ATTNSTEP" list --lang
expect_usage "unknown option '--bogus'" "$ATTNSTEP" list --bogus
expect_usage "unknown argument 'extra'" "$ATTNSTEP" list extra

# a malformed lesson file in the data directory: FILE:LINE, exit 2
mkdir -p "$tmp/data/lessons/en"
printf '@lesson broken\n@title T\n@order 1\n@step a\n@title A\n@view nope\n' \
	> "$tmp/data/lessons/en/broken.lesson"
ATTNSTEP_DATADIR="$tmp/data" expect_usage "broken.lesson:6: unknown view 'nope'" \
	"$ATTNSTEP" list --lang en
# a data directory without the language
ATTNSTEP_DATADIR="$tmp/data" expect_usage "lessons/zh: not found" "$ATTNSTEP" list --lang zh

# --help goes to stdout, exit 0
"$ATTNSTEP" list --help > "$tmp/out" || fail "list --help: exit $?"
grep -q "usage: attnstep list" "$tmp/out" || fail "list --help text"
# --views: the view table, NAME<TAB>worked|live<TAB>words; every @view a
# lesson names (but "none") is in it, and every view in it is named by a
# lesson (a view nobody shows, or a step naming a view that does not exist,
# fails here)
"$ATTNSTEP" list --views >"$tmp/views" 2>"$tmp/err" || fail "list --views: exit $? ($(cat "$tmp/err"))"
awk -F "$tab" 'NF != 3 || ($2 != "worked" && $2 != "live") { print "bad line: " $0; bad = 1 } END { exit bad }' \
	"$tmp/views" || fail "list --views: format"
cut -f1 "$tmp/views" | sort >"$tmp/table"
cat "$top_srcdir"/lessons/*/*.lesson | awk '$1 == "@view" && $2 != "none" { print $2 }' | sort -u >"$tmp/used"
cmp -s "$tmp/table" "$tmp/used" || { diff "$tmp/table" "$tmp/used"; fail "list --views and the lessons' @view names differ"; }
grep -q "^live-run${tab}live${tab}.*prompt" "$tmp/views" || fail "list --views: live-run is not the prompt view"
"$ATTNSTEP" list --views --bogus >/dev/null 2>"$tmp/err" && fail "list --views --bogus succeeded"
# common options before the command are the command's own
"$ATTNSTEP" --lang zh list >"$tmp/before" 2>"$tmp/err" || fail "attnstep --lang zh list: exit $? ($(cat "$tmp/err"))"
cmp -s "$tmp/before" "$tmp/zh" || fail "attnstep --lang zh list differs from list --lang zh"
"$ATTNSTEP" --lang zh --no-color print --lesson worked-example --step qkv >"$tmp/p1" 2>"$tmp/err" ||
	fail "options before print: exit $? ($(cat "$tmp/err"))"
"$ATTNSTEP" print --lesson worked-example --step qkv --lang zh --no-color >"$tmp/p2" || fail "print --lang zh"
cmp -s "$tmp/p1" "$tmp/p2" || fail "options before print change its output"
"$ATTNSTEP" --lang zh bogus >/dev/null 2>&1 && fail "an unknown command after options was accepted"
echo "list: ok"
