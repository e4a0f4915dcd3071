#!/bin/sh
# `attnstep print` and the lessons' questions: a question is printed with
# its text (and a choice with its computed options) but without its answer;
# `--answers` adds "Answer: ..." computed by attnstep. The expected answers
# are worked out by hand from the chapter's numbers (S(cat, cat) =
# 0.30² + 0.90² = 0.90; a 5 × 5 causal grid allows 1+2+3+4+5 = 15 cells;
# without the mask only The's output changes, since cat already saw both)
# and from the built-in model's config (8 heads × 8192² × 4 B = 2 GiB per
# layer; a GatedDeltaNet layer's 8 heads of 32 × 16 floats hold
# 8 · 32 · 16 · 4 B = 16 KiB; a full-attention layer caches
# 1000 · 2 · 2 groups · 32 = 128000 numbers for 1,000 tokens) when it is there.
#
# Environment (from the automake harness): ATTNSTEP, top_srcdir.
set -u
: "${ATTNSTEP:?}" "${top_srcdir:?}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }

# the narrative column only (left of the pane rule), joined into one line
narr() {
	sed 's/│.*//' | tr '\n' ' ' | tr -s ' '
}

# has LANG LESSON STEP WANT...: print --answers shows every WANT
has() {
	lang=$1 lesson=$2 step=$3
	shift 3
	"$ATTNSTEP" print --lang "$lang" --lesson "$lesson" --step "$step" --width 160 --height 48 \
		--answers >"$tmp/out" 2>"$tmp/err" || { bad "print --answers $lesson $step: $(cat "$tmp/err")"; return; }
	narr <"$tmp/out" >"$tmp/n"
	for want in "$@"; do
		grep -qF -- "$want" "$tmp/n" || bad "$lang $lesson step $step --answers lacks '$want': $(head -c 400 "$tmp/n")"
	done
}

has en worked-example 2 "What will S(cat, cat) be?" "Answer: 0.90"
has zh worked-example 2 "S(cat, cat)" "答案：0.90"
has en worked-example 8 "Answer: 15"
has en worked-example 5 "Options: a) The · b) cat · c) both · d) neither" "Answer: a) The"
has zh worked-example 5 "选项：a) The · b) cat · c) 两个都变 · d) 都不变" "答案：a) The"

# without --answers: the question and the options, never the answer
"$ATTNSTEP" print --lang en --lesson worked-example --all --width 160 --height 48 >"$tmp/all" 2>"$tmp/err" ||
	bad "print --all: $(cat "$tmp/err")"
grep -q "Answer:" "$tmp/all" && bad "print without --answers shows an answer"
narr <"$tmp/all" | grep -qF "Options: a) The · b) cat" || bad "print without --answers lacks the options"
grep -c "Your guess" "$tmp/all" >"$tmp/count"
[ "$(cat "$tmp/count")" -ge 7 ] || bad "worked-example asks $(cat "$tmp/count") questions, want 7 or more"

# every question of every lesson, at the default size (80 × 24) with
# --answers, shows its answer (the text scrolls to it); and each language
# asks at least 14 questions
for lang in en zh; do
	asked=0
	for f in "$top_srcdir"/lessons/$lang/*.lesson; do
		name=$(basename "$f" .lesson)
		for k in $(awk '/^@step /{n++} /^@ask /{print n}' "$f"); do
			asked=$((asked + 1))
			"$ATTNSTEP" print --lang "$lang" --lesson "$name" --step "$k" --answers \
				>"$tmp/d" 2>"$tmp/err" || { bad "print --answers $lang $name $k: $(cat "$tmp/err")"; continue; }
			grep -qE "^ (Answer: |答案：)." "$tmp/d" ||
				bad "$lang $name step $k: no answer on the 80 × 24 screen with --answers"
		done
	done
	[ "$asked" -ge 14 ] || bad "$lang lessons ask $asked questions, want at least 14"
done

if [ -f "$top_srcdir/models/embedded/config.json" ]; then
	h=$(sed -n 's/.*"num_attention_heads": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json" | head -n 1)
	g=$(sed -n 's/.*"num_key_value_heads": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json" | head -n 1)
	d=$(sed -n 's/.*"head_dim": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json" | head -n 1)
	lh=$(sed -n 's/.*"linear_num_value_heads": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json" | head -n 1)
	lk=$(sed -n 's/.*"linear_key_head_dim": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json" | head -n 1)
	lv=$(sed -n 's/.*"linear_value_head_dim": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json" | head -n 1)
	if [ "$h" = 8 ] && [ "$g" = 2 ] && [ "$d" = 32 ] && [ "$lh/$lk/$lv" = 8/32/16 ]; then
		has en deep-dives 1 "Answer: 2 GiB"
		has en live-model 5 "Answer: 16 KiB"
		has zh live-model 5 "答案：16 KiB"
		has en live-model 12 "Answer: 128000"
	else
		echo "# embedded model has $h heads in $g groups of $d, GatedDeltaNet $lh/$lk/$lv: its figures not checked here"
	fi
	# the bank rows are one row of the table: no byte differs
	has en intuition 1 "Answer: 0"
	# a choice whose options come from the live run's head report
	has en live-model 3 "Options: a) " "Answer: "
fi
exit $fail
