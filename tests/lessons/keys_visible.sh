#!/bin/sh
# Every step of every lesson, in both languages, shows its keys on screen at
# 80x24 (the smallest screen), in one place: the footer, on the bottom row
# (and the row above it when it takes two), its last row with "? keys"
# ("? 按键"), whose help lists the rest. It names the keys the step's view
# takes by the view table's flags (Tab where the view takes the focus, m
# where the mask changes it, [ where it has a slider, < where it chooses
# layers), a while the step's question is open, and on a one-row footer the
# step and scroll keys and q. The lesson text lists no keys of its own: no line of the
# narrative pane starts "Keys:" ("按键：").
#
# Environment (from the automake harness): ATTNSTEP, top_srcdir.
set -u
: "${ATTNSTEP:?}" "${top_srcdir:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }

# the view table's flags: NAME<TAB>kind<TAB>flags
"$ATTNSTEP" list --views >"$tmp/views" 2>"$tmp/err" || { echo "FAIL: list --views: $(cat "$tmp/err")"; exit 1; }
screens=0
twos=0 # screens whose footer takes two rows
for lang in en zh; do
	case $lang in
	en) word='Keys:' help='? keys' step='←/→ step' scroll='↑/↓ scroll' quit='q quit' answer='a answer' mask='m mask' ;;
	zh) word='按键：' help='? 按键' step='←/→ 换步' scroll='↑/↓ 滚动' quit='q 退出' answer='a 作答' mask='m 掩码' ;;
	esac
	"$ATTNSTEP" list --lang "$lang" >"$tmp/list" 2>"$tmp/err" ||
		{ bad "list --lang $lang exits $?: $(cat "$tmp/err")"; continue; }
	awk -F '\t' '/^  / { n++; next }
		     { if (name != "") print name, n; name = $1; n = 0 }
		     END { if (name != "") print name, n }' "$tmp/list" >"$tmp/shape"
	[ -s "$tmp/shape" ] || bad "list --lang $lang shows no lessons"
	while read -r name steps; do
		file=$(grep -l "^@lesson $name\$" "$top_srcdir/lessons/$lang/"*.lesson | head -1)
		[ -n "$file" ] || { bad "$lang: no lesson file for $name"; continue; }
		# per step: its view and whether it asks a question
		awk '/^@step / { if (k) print v, a; k++; v = "none"; a = 0 }
		     $1 == "@view" { v = $2 } $1 == "@ask" { a = 1 }
		     END { if (k) print v, a }' "$file" >"$tmp/steps"
		k=1
		while read -r view asks; do
			what="print --lang $lang --lesson $name --step $k (view $view)"
			k=$((k + 1))
			if ! "$ATTNSTEP" print --lang "$lang" --lesson "$name" --step $((k - 1)) \
				--width 80 --height 24 >"$tmp/out" 2>"$tmp/err"; then
				bad "$what: exit status $?: $(head -c 300 "$tmp/err")"
				continue
			fi
			screens=$((screens + 1))
			# the footer: the last row, and the one above it when that is no
			# pane row (pane rows carry the divider │ or a scroll mark)
			tail -n 1 "$tmp/out" >"$tmp/foot"
			cp "$tmp/foot" "$tmp/foot.last"
			above=$(tail -n 2 "$tmp/out" | head -n 1)
			# (the footer's own "↑/↓" is no scroll mark)
			case $(printf '%s' "$above" | sed 's|↑/↓||g') in
			*│* | *↓* | *↑* | *─*) ;;
			*) printf '%s\n' "$above" | cat - "$tmp/foot" >"$tmp/f2" && mv "$tmp/f2" "$tmp/foot"
			   twos=$((twos + 1)) ;;
			esac
			foot=$(tr '\n' ' ' <"$tmp/foot")
			need() { case $foot in *"$1"*) ;; *) bad "$what: the footer does not offer '$1': $foot" ;; esac; }
			# "? keys" closes the footer's last row (only the mask's state may follow)
			grep -qF -- "$help" <"$tmp/foot.last" || bad "$what: the footer's last row has no '$help': $foot"
			# the keys of every screen come last: a footer of one row has
			# them, one filled by the view's own keys over two rows may
			# leave them to the help
			[ "$(wc -l <"$tmp/foot")" -eq 1 ] && { need "$step"; need "$scroll"; need "$quit"; }
			flags=$(awk -F '\t' -v v="$view" '$1 == v { print " " $3 " " }' "$tmp/views")
			case $flags in *" focus "*) need "Tab " ;; esac
			case $flags in *" mask "*) need "$mask" ;; esac
			case $flags in *" slider "*) need "[" ;; esac
			case $flags in *" layers "*) need "<" ;; esac
			[ "$asks" = 1 ] && need "$answer"
			# no list of keys in the text
			head -n 22 "$tmp/out" | grep -q "^ $word" && bad "$what: the text lists keys: $(grep "^ $word" "$tmp/out" | head -1)"
		done <"$tmp/steps"
		[ "$k" -eq $((steps + 1)) ] || bad "$lang: $name has $steps steps in list, $((k - 1)) in its file"
	done <"$tmp/shape"
done
echo "checked $screens screens ($twos with a two-row footer)"
[ "$screens" -gt 80 ] || bad "only $screens screens were printed"
[ "$twos" -gt 0 ] || bad "no footer took two rows (the check of the row above is not exercised)"
exit $fail
