#!/bin/sh
# The question widget, driven headless by key scripts: `a` opens the answer
# line, a wrong first answer shows the hint and keeps the line open, the
# second try is judged, a second miss shows the answer, Esc skips, input
# that is no number is explained; the footer says what the keys do; the
# lesson's last step sums up. The right answers are hand arithmetic from the
# chapter's numbers: S(cat, cat) = 0.30² + 0.90² = 0.90; a 5 × 5 causal
# grid allows 1+2+3+4+5 = 15 cells; without the mask only The's output
# changes (cat already saw both tokens).
. "$top_srcdir/tests/app/lib.sh"

# step 2 (qkv): wrong, hint, right at the second try
keys qkv --lesson worked-example --step qkv --width 100 --height 30 --keys "a0.8<Enter>0.9<Enter>"
expect qkv 0 "(^ |  )a answer  " "the footer does not offer a"
expect qkv 1 "Your answer: ▏ \(Enter check · Esc skip\)" "a does not open the answer line"
expect qkv 1 "ANSWERING: type · Enter check" "the footer does not say how to answer"
expect qkv 4 "Your answer: 0\.8" "typed characters are not shown"
expect qkv 5 "Not quite\. Hint: A dot product" "a wrong first answer gives no hint"
expect qkv 5 "Your answer: ▏" "the line does not stay open for a second try"
expect qkv 9 "Right: 0\.90\." "the right second answer is not accepted"
expect_not qkv 9 "ANSWERING" "the answer line stays open after a right answer"
expect_not qkv 9 "  a answer" "a settled question is still offered"
# the footer offers a until the question is settled, and keeps the rest
expect qkv 0 "^ a answer  ←/→ step  ↑/↓ scroll  q quit  \? keys" "the footer does not offer a before the answer"
expect qkv 9 "^ ←/→ step  ↑/↓ scroll  q quit  \? keys" "the footer lost more than its a entry"

# keys while the line is open go to it: "q" and arrows do not quit or step
keys typing --lesson worked-example --step qkv --width 100 --height 30 --keys "aq<Right><Esc>"
expect typing 2 "Your answer: q" "q is not typed into the answer"
expect typing 3 "step 2/11" "an arrow moved the lesson while answering"
expect typing 4 "Skipped; press a to answer later\." "Esc does not skip"

# step 8 (mask), in Chinese: not a number, then wrong twice: the answer
keys mask --lang zh --lesson worked-example --step mask --width 100 --height 30 --keys "ax<Enter><BS>25<Enter>16<Enter>"
expect mask 3 "请输入一个数" "unreadable input is not explained"
expect mask 7 "提示：一行一行地数" "no hint after the first wrong answer"
expect mask 10 "还是不对。答案是 15。原因：一行一行地数" "no answer with its reason after the second miss"

# a step without a question
keys none --lesson worked-example --step formula --width 100 --height 30 --keys "a"
expect none 1 "this step asks no question" "a on a step without a question says nothing"

# the summary on the last step: one right at the first try, one skipped
keys sum --lesson worked-example --step softmax --width 200 --height 30 \
	--keys "aa<Enter><End>"
expect sum 3 "Right: a\) The\." "the choice is not judged"
expect sum 4 "step 11/11" "did not reach the last step"
expect sum 4 "1 of 7 questions right \(1 at the first try," "the last step does not sum the lesson up"
# questions never opened are "unanswered", not "skipped"
expect sum 4 "0 skipped, 6 unanswered\." "never-opened questions are not counted apart from skipped ones"

# every step still fits at 80 × 24 with the answer line open
keys small --lesson worked-example --step qkv --width 80 --height 24 --keys "a0.9"
last small | "$top_builddir/tests/render/check_width" 80 || fail "a line wider than 80 columns"
[ "$(last small | wc -l)" -le 24 ] || fail "more than 24 lines at 80 × 24"
expect small last "Your answer: 0\.9" "the answer line is not on screen at 80 × 24"
# the question stays on screen while it is answered, the precision under it
expect small last "What will S\(cat, cat\) be\?" "the question scrolled away while answering at 80 × 24"
expect small last "Answer with a number to 2 decimals" "the precision is not shown while answering"

# a question on a live step: its options come from the live run's head report
if [ -f "$top_srcdir/models/embedded/config.json" ]; then
	keys live --lesson live-model --step model-view --width 120 --height 40 --keys "a"
	expect live 1 "Options: a\) [0-9]+\.[0-9]+ · b\) " "a choice shows no options"
fi
exit 0
