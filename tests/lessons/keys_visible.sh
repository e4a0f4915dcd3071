#!/bin/sh
# Every step of every lesson, in both languages, names its controls on screen
# without scrolling: `attnstep print` at 80x24 (the
# smallest screen) must show a narrative line starting "Keys:" (en) or
# "按键：" (zh). The renderer pins a step's final "Keys:" paragraph to the
# bottom of the narrative pane (lessons/FORMAT.md), so this fails when a step
# has no such paragraph, when it is not the last one, or when the renderer
# lets it fall below the fold.
#
# Environment (from the automake harness): ATTNSTEP.
set -u
: "${ATTNSTEP:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }

screens=0
downs=0 # screens whose text scrolls: the ↓ mark must be above the rule
for lang in en zh; do
	case $lang in
	en) word='Keys:' ;;
	zh) word='按键：' ;;
	esac
	"$ATTNSTEP" list --lang "$lang" >"$tmp/list" 2>"$tmp/err" ||
		{ bad "list --lang $lang exits $?: $(cat "$tmp/err")"; continue; }
	# NAME<TAB>title per lesson, "  K<TAB>title" per step
	awk -F '\t' '/^  / { n++; next }
		     { if (name != "") print name, n; name = $1; n = 0 }
		     END { if (name != "") print name, n }' "$tmp/list" >"$tmp/shape"
	[ -s "$tmp/shape" ] || bad "list --lang $lang shows no lessons"
	while read -r name steps; do
		k=1
		while [ "$k" -le "$steps" ]; do
			what="print --lang $lang --lesson $name --step $k --width 80 --height 24"
			if ! "$ATTNSTEP" print --lang "$lang" --lesson "$name" --step "$k" \
				--width 80 --height 24 >"$tmp/out" 2>"$tmp/err"; then
				bad "$what: exit status $?: $(head -c 300 "$tmp/err")"
				k=$((k + 1))
				continue
			fi
			screens=$((screens + 1))
			# the narrative pane starts in column 2; the footer is the last
			# row, so the controls line must be on one of the rows above it
			head -n 23 "$tmp/out" | grep -q "^ $word" ||
				bad "$what: no line starting '$word' on screen"
			# Pinned layout: a rule "─" row, the controls line right under
			# it; the scroll mark ↓ (first of │ ↑ ↓ on a row, as the
			# narrative text has no arrows) may only sit on the last
			# scrolling row, just above the rule.
			msg=$(head -n 23 "$tmp/out" | awk -v word="$word" '
				NR < 4 { next }
				sep == 0 && /^ ─/ { sep = NR; next }
				sep == 0 { if (match($0, /│|↑|↓/)) mark[NR] = substr($0, RSTART, RLENGTH); next }
				NR == sep + 1 && index($0, " " word) != 1 { print "no controls line under the rule"; failed = 1; exit }
				/↓/ && match($0, /│|↑|↓/) && substr($0, RSTART, RLENGTH) == "↓" { print "scroll mark below the rule"; failed = 1; exit }
				END {
					if (failed) exit
					if (sep == 0) { print "no rule above the controls line"; exit }
					for (r in mark) if (mark[r] == "↓" && r + 0 != sep - 1) { print "scroll mark on row " r ", not just above the rule"; exit }
					if (mark[sep - 1] == "↓") print "down"
				}')
			case $msg in
			'' ) ;;
			down) downs=$((downs + 1)) ;;
			*) bad "$what: $msg" ;;
			esac
			k=$((k + 1))
		done
	done <"$tmp/shape"
done
echo "checked $screens screens ($downs with more text below)"
[ "$screens" -gt 0 ] || bad "no screen was printed"
[ "$downs" -gt 0 ] || bad "no screen showed the ↓ mark above the controls line"
exit $fail
