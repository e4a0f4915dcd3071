#!/bin/sh
# The linear path opens each live step on the head its text describes
# (@focus), whatever the step before left:
#   - the fan-out (live-model step 2) opens on the head that
#     tests/lessons/focus.sh works out itself from `attnstep run --format
#     json` (python3): over every full-attention head, the last row's strongest
#     key other than the first token, skipping heads whose weight on the first
#     token is at least that (sinks), the farthest back, ties to the larger
#     weight; and that head is not one parked on the first token;
#   - after the reader moves layer and head on step 1, the fan-out still
#     opens there, and the GQA step (7) opens on head 0 of the first
#     full-attention layer;
#   - the head report reopens sorted by prev, whatever sort was left;
#   - the two questions computed from these runs (live.long-edge-token,
#     live.bank-same-top) give the answers worked out here;
#   - in Chinese, the panels run the Chinese example prompt and the Chinese
#     polysemy trio of lessons/zh/intuition.lesson.
#
# Environment (from the automake harness): ATTNSTEP, srcdir.
set -u
: "${ATTNSTEP:?}" "${srcdir:?}"
[ -x /usr/bin/python3 ] || { echo "SKIP: no /usr/bin/python3"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }

expected() { # prompt -> "L H"
	"$ATTNSTEP" run --prompt "$1" --layer all --head all --format json >"$tmp/run.json" ||
		{ bad "run --prompt '$1'"; return; }
	/usr/bin/python3 - "$tmp/run.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
best = None
for L in d["layers"]:
    if L["type"] != "full_attention":
        continue
    for h in L["heads"]:
        row = h["weights"][-1]
        T = len(row)
        j = max(range(1, T), key=lambda k: (row[k], -k))
        if row[0] >= row[j]:
            continue
        key = (T - 1 - j, row[j])
        if best is None or key > best[0]:
            best = (key, L["index"], h["head"])
print(best[1], best[2])
PY
}

shown() { # lang keys -> "L H" of the last screen's panel header
	"$ATTNSTEP" print --lang "$1" --lesson live-model --keys "$2" >"$tmp/out" 2>"$tmp/err" ||
		{ bad "print --lang $1 --keys '$2': $(head -c 200 "$tmp/err")"; return; }
	awk '/^== key/ { s = "" } { s = s $0 "\n" } END { printf "%s", s }' "$tmp/out" |
		sed -n 's/.*│ *\(layer\|层\) \([0-9]*\) .*\(head\|头\) \([0-9]*\) .*/\2 \4/p' | head -n 1
}

en_prompt="The cat sat on the"
zh_prompt=$(sed -n 's/^@prompt //p' "$srcdir/lessons/zh/intuition.lesson")
[ -n "$zh_prompt" ] || bad "lessons/zh/intuition.lesson has no @prompt"
for lang in en zh; do
	if [ "$lang" = en ]; then p=$en_prompt; else p=$zh_prompt; fi
	want=$(expected "$p")
	[ -n "$want" ] || { bad "$lang: no head reaches back past the first token"; continue; }
	got=$(shown "$lang" '<Right>')
	[ "$got" = "$want" ] || bad "$lang: the fan-out opens on '$got', want '$want' (prompt '$p')"
	# the reader moves layer and head on step 1; the fan-out still opens on it
	got=$(shown "$lang" '<Tab>>...<Esc><Right>')
	[ "$got" = "$want" ] || bad "$lang: after > and . on step 1 the fan-out opens on '$got', want '$want'"
	# the GQA step opens on head 0 of the first full-attention layer
	first=$(/usr/bin/python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print([L["index"] for L in d["layers"] if L["type"]=="full_attention"][0])' "$tmp/run.json")
	got=$(shown "$lang" '<Right><Tab>..<Esc><Right><Right><Right><Right><Right>')
	[ "$got" = "$first 0" ] || bad "$lang: the GQA step opens on '$got', want '$first 0'"
	# the panel runs the language's own prompt
	"$ATTNSTEP" print --lang "$lang" --lesson live-model --step read-heatmap >"$tmp/s1" 2>&1
	last=$(printf '%s' "$p" | /usr/bin/python3 -c 'import sys; print(sys.stdin.read().split()[-1][-1])')
	grep -q "$last" "$tmp/s1" || bad "$lang: step 1 does not show the prompt '$p'"
done
# the questions built on these runs, against the same independent reading:
#   live.long-edge-token (live-model step 1): the long edge's token
#   live.bank-same-top (intuition step 2): the three prompts' top-1 tokens
#   from `attnstep run --top 1`, compared here
for lang in en zh; do
	if [ "$lang" = en ]; then p=$en_prompt; else p=$zh_prompt; fi
	"$ATTNSTEP" run --prompt "$p" --layer all --head all --format json >"$tmp/run.json"
	tok=$(/usr/bin/python3 - "$tmp/run.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
best = None
for L in d["layers"]:
    if L["type"] != "full_attention":
        continue
    for h in L["heads"]:
        row = h["weights"][-1]
        T = len(row)
        j = max(range(1, T), key=lambda k: (row[k], -k))
        if row[0] >= row[j]:
            continue
        key = (T - 1 - j, row[j])
        if best is None or key > best[0]:
            best = (key, j)
print(d["tokens"][best[1]]["text"].lstrip(" "))
PY
)
	"$ATTNSTEP" print --lang "$lang" --lesson live-model --step read-heatmap --answers --width 160 --height 60 >"$tmp/q" 2>&1
	grep -qE "(Answer|答案)：?:? ?[a-f]\) $tok( |$)" "$tmp/q" ||
		bad "$lang: live.long-edge-token does not answer '$tok': $(grep -E 'Answer|答案' "$tmp/q" | head -n 2)"
	if [ "$lang" = en ]; then
		trio=$(printf '%s\n' "Anna needed a loan, so she went to see the bank" \
			"The river was calm, so Tom sat on the bank" \
			"The pilot turned the wheel and the plane began to bank")
	else
		trio=$(sed -n 's/^@polysemy //p' "$srcdir/lessons/zh/intuition.lesson" | sed 's/ | /\n/g')
	fi
	tops=$(printf '%s\n' "$trio" | while read -r q; do
		"$ATTNSTEP" run --prompt "$q" --top 1 --format json |
			/usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["top"][0]["id"])'
	done | sort -u | wc -l)
	if [ "$tops" -eq 1 ]; then want_same=yes; else want_same=no; fi
	[ "$lang" = zh ] && { [ $want_same = yes ] && want_same=是 || want_same=否; }
	"$ATTNSTEP" print --lang "$lang" --lesson intuition --step same-start --answers --width 160 --height 60 >"$tmp/q" 2>&1
	grep -qE "(Answer: |答案：)[ab]\) $want_same" "$tmp/q" ||
		bad "$lang: live.bank-same-top does not answer '$want_same' ($tops different top tokens)"
done

# the head report reopens sorted by prev after the reader sorted it
# otherwise (s) and left the step: its first row is the head with the
# largest mean weight on the previous token over rows 2 … T−1, worked out
# here from the run
"$ATTNSTEP" run --prompt "$en_prompt" --layer all --head all --format json >"$tmp/run.json"
prev=$(/usr/bin/python3 - "$tmp/run.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
best = None
for L in d["layers"]:
    if L["type"] != "full_attention":
        continue
    for h in L["heads"]:
        w = h["weights"]
        s = sum(w[i][i - 1] for i in range(2, len(w))) / (len(w) - 2)
        if best is None or s > best[0]:
            best = (s, "%d.%d" % (L["index"], h["head"]))
print(best[1])
PY
)
"$ATTNSTEP" print --lesson live-model --step head-report --keys 's<Left><Right>' >"$tmp/hr" 2>&1
row=$(sed -n '/== key 3/,$p' "$tmp/hr" | sed -n 's/.*│ *\([0-9]*\.[0-9]*\) \+[0-9.]\+ \+[0-9.]\+ .*/\1/p' | head -n 1)
[ "$row" = "$prev" ] || bad "the head report reopens with '$row' on top, want the prev head '$prev'"

# the Chinese polysemy trio on the bank step
"$ATTNSTEP" print --lang zh --lesson intuition --step bank --width 120 --height 40 >"$tmp/bank" 2>&1
sed -n 's/^@polysemy //p' "$srcdir/lessons/zh/intuition.lesson" | tr '|' '\n' | sed 's/^ *//; s/ *$//' >"$tmp/trio"
[ "$(wc -l <"$tmp/trio")" -eq 3 ] || bad "lessons/zh/intuition.lesson: no @polysemy trio"
while read -r q; do
	grep -qF "$q" "$tmp/bank" || bad "zh bank step does not show '$q'"
done <"$tmp/trio"
[ "$fail" -eq 0 ] && echo "ok: focus on the linear path, Chinese examples"
exit "$fail"
