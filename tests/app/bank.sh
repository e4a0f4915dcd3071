#!/bin/sh
# The bank steps on the embedded model, headless: the three prompts' last
# token is one id, so the lookup gives one row and 0 of its numbers differ
# (said as such, not as bytes); the next step shows the three prompts with
# their top-k lists. In English and Chinese (the zh lessons' own prompts).
. "$top_srcdir/tests/app/lib.sh"
H=$(sed -n 's/.*"hidden_size": *\([0-9]*\).*/\1/p' "$top_srcdir/models/embedded/config.json")
[ -n "$H" ] || fail "no hidden_size in models/embedded/config.json"

keys en --lesson intuition --step same-start --width 100 --height 30 --keys '<Right>'
expect en 0 '2\. One id, one row' "not on the same-start step"
expect en 0 "last token ' bank' = id [0-9]+" "the last token and its id"
expect en 0 "compared: 3 rows × $H numbers" "the comparison is not of 3 rows of $H numbers"
expect en 0 "identical: 0 of the $H numbers differ" "the rows are not said to be identical"
expect_not en 0 'memcmp|byte' "the panel still speaks of bytes or memcmp"
expect en 1 '3\. Same start, different endings' "→ did not reach the bank step"
expect en 1 "same last token ' bank': identical rows" "the bank step's heading"
expect en 1 '1\. Anna needed a loan' "the first prompt"
expect en 1 '2\. The river was calm, so Tom sat on the bank' "the second prompt"
expect en 1 '3\. The pilot turned the wheel and the plane' "the third prompt"
expect en 1 '0\.[0-9]{3}$' "no probabilities in the top-k lists"

keys zh --lang zh --lesson intuition --step same-start --width 100 --height 30 --keys '<Right>'
expect zh 0 "比较了 3 行，每行 $H 个数" "zh: the comparison"
expect zh 0 "完全相同：$H 个数里没有一个不同" "zh: the rows are not said to be identical"
expect_not zh 0 'memcmp|字节' "zh: the panel still speaks of bytes or memcmp"
expect zh 1 '他拿起电话，给妈妈打' "zh: the bank step does not use the zh lesson's prompts"

# the question before it asks for numbers, not bytes, in both languages
keys q --lesson intuition --step look-back --width 200 --height 60 --answers
expect q last 'how many of their numbers differ' "the question does not ask how many numbers differ"
expect_not q last 'bytes' "the question still asks for bytes"
keys qz --lang zh --lesson intuition --step look-back --width 200 --height 60
expect qz last '有多少个数' "zh: the question does not ask how many numbers differ"
exit 0
