#!/bin/sh
# tools/corpus/gen_everyday.py's opt-in kinds of sentence leave the text alone
# when they are off.  At seed 7, 0.05 MB, the checksums below are of the
# first 0.05 MB of three held-out files the data step made: with the default
# scales (the shipped model's data), with --sense-scale 1.6 --world-scale 1.6
# (models/README.md's fourth run), and with --world-en-scale 1.2
# --phrases-scale 2 on top (the next stage there).  Giving a new kind's
# scale as 0 must not change the first two;
# --world-en-scale 1.2 adds world_en.py's kinds (--stats lists them),
# --phrases-scale 2 those of phrases_en.py and phrases_zh.py, and
# --facts-scale 2 those of facts_en.py and facts_zh.py, and
# --routines-scale 2 those of routines_en.py and routines_zh.py; the sixth
# run's scales (those of the next stage plus --facts-scale 2) keep their text
# when --routines-scale is 0, and the seventh run's (those plus
# --routines-scale 2; checksum from the generator before daily_*.py existed)
# when --daily-scale is 0; --daily-scale 2 adds daily_en.py's and
# daily_zh.py's kinds.  With --daily-scale 2 on top (the eighth run's
# scales; checksum from the generator before sentence_bank.py existed) the
# text stays when --bank-scale is 0, and --bank-scale 2 adds a kind for
# each domain of sentence_bank/en.txt and zh.txt; likewise (checksum from
# the generator before the second bank existed, at the eighth run's scales)
# --bank2-scale 0 and 2 for en2.txt and zh2.txt.
#
# Environment (from the automake harness): top_srcdir.
set -u
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
: "${top_srcdir:?}"
[ -x /usr/bin/python3 ] || { echo "SKIP: no /usr/bin/python3"; exit 77; }
command -v sha256sum >/dev/null || { echo "SKIP: no sha256sum"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*" >&2; fail=1; }
gen() { # out-file args...
	out=$1
	shift
	/usr/bin/python3 "$top_srcdir/tools/corpus/gen_everyday.py" --seed 7 --mb 0.05 --out "$out" "$@" ||
		bad "gen_everyday.py $* exited $?"
}
sum() { sha256sum "$1" | cut -d' ' -f1; }
# opt_in OPTION EN_KIND ZH_KIND: OPTION at 0 leaves the default text alone and
# its kinds out of --stats; at 2 --stats lists a kind of each language and the
# text changes.  Needs $tmp/a.txt and $tmp/stats0 (the default scales).
opt_in() {
	gen "$tmp/$1.0" --"$1" 0
	[ "$(sum "$tmp/$1.0")" = $shipped ] || bad "--$1 0: text changed"
	grep -Eq "^  (en  $2|zh  $3) " "$tmp/stats0" && bad "default scales: --stats lists a kind of --$1"
	gen "$tmp/$1.2" --"$1" 2 --stats 2>"$tmp/$1.stats"
	grep -q "^  en  $2 " "$tmp/$1.stats" || bad "--$1 2: --stats lists no English kind $2"
	grep -q "^  zh  $3 " "$tmp/$1.stats" || bad "--$1 2: --stats lists no Chinese kind $3"
	cmp -s "$tmp/$1.2" "$tmp/a.txt" && bad "--$1 2: text did not change"
}

shipped=78357611ead8e5e44a62c160de3d794fb49fbfa06f4360a8252ca3284ba33b59
fourth=eece34db9be4f6308b8b6e8861afa59797927da0b1e0bf77b0f71f35ae05bb6b
next=87196b605dca1d12a71fb55cac05431d558a30c575779b8514494f8260130dd8
sixth=86a53bc646911f3612ef7e69ea6a67663daa0b2ea30dadf01dab08af4c6d34ba
seventh=3d4f99f1845ded5a02336b467f525e2baa4e924b7a66160ef137e2555ab92c2e
eighth=3eeb1c1c339fd22d54b31672c067b945d27b8231115c29e59a88645eb26d4f89
ninth=059eb23da14803cae5cc1a68731212642827f63d04f3c3aab5ace59d8dfce08f

gen "$tmp/a.txt"
[ "$(sum "$tmp/a.txt")" = $shipped ] || bad "default scales: text changed"
gen "$tmp/b.txt" --world-en-scale 0
[ "$(sum "$tmp/b.txt")" = $shipped ] || bad "--world-en-scale 0: text changed"
gen "$tmp/c.txt" --sense-scale 1.6 --world-scale 1.6
[ "$(sum "$tmp/c.txt")" = $fourth ] || bad "--sense-scale 1.6 --world-scale 1.6: text changed"
gen "$tmp/d.txt" --sense-scale 1.6 --world-scale 1.6 --world-en-scale 0
[ "$(sum "$tmp/d.txt")" = $fourth ] || bad "... --world-en-scale 0: text changed"

gen "$tmp/e.txt" --world-en-scale 1.2 --stats 2>"$tmp/stats"
grep -q '^  en  trios_pairs ' "$tmp/stats" || bad "--world-en-scale 1.2: --stats lists no world_en kind"
gen "$tmp/f.txt" --stats 2>"$tmp/stats0"
grep -q 'trios_pairs' "$tmp/stats0" && bad "default scales: --stats lists a world_en kind"
cmp -s "$tmp/e.txt" "$tmp/a.txt" && bad "--world-en-scale 1.2: text did not change"

gen "$tmp/i.txt" --sense-scale 1.6 --world-scale 1.6 --world-en-scale 1.2 --phrases-scale 2
[ "$(sum "$tmp/i.txt")" = $next ] || bad "--sense-scale 1.6 --world-scale 1.6 --world-en-scale 1.2 --phrases-scale 2: text changed"
opt_in phrases-scale set_phrases measure_words

gen "$tmp/j.txt" --sense-scale 1.6 --world-scale 1.6 --world-en-scale 1.2 --phrases-scale 2 --facts-scale 0
[ "$(sum "$tmp/j.txt")" = $next ] || bad "... --phrases-scale 2 --facts-scale 0: text changed"
opt_in facts-scale all_kinds_of verb_object

gen "$tmp/m.txt" --sense-scale 1.6 --world-scale 1.6 --world-en-scale 1.2 --phrases-scale 2 --facts-scale 2 --routines-scale 0
[ "$(sum "$tmp/m.txt")" = $sixth ] || bad "the sixth run's scales with --routines-scale 0: text changed"
opt_in routines-scale which_one hungry_thirsty

gen "$tmp/n.txt" --sense-scale 1.6 --world-scale 1.6 --world-en-scale 1.2 --phrases-scale 2 --facts-scale 2 --routines-scale 2 --daily-scale 0
[ "$(sum "$tmp/n.txt")" = $seventh ] || bad "the seventh run's scales with --daily-scale 0: text changed"
opt_in daily-scale remind_to_take go_home

gen "$tmp/o.txt" --sense-scale 1.6 --world-scale 1.6 --world-en-scale 1.2 --phrases-scale 2 --facts-scale 2 --routines-scale 2 --daily-scale 2 --bank-scale 0
[ "$(sum "$tmp/o.txt")" = $eighth ] || bad "the eighth run's scales with --bank-scale 0: text changed"
opt_in bank-scale bank_weather bank_天气

gen "$tmp/p.txt" --sense-scale 1.6 --world-scale 1.6 --world-en-scale 1.2 --phrases-scale 2 --facts-scale 2 --routines-scale 2 --daily-scale 2 --bank-scale 3 --bank2-scale 0
[ "$(sum "$tmp/p.txt")" = $ninth ] || bad "the eighth run's scales with --bank2-scale 0: text changed"
opt_in bank2-scale bank2_weather bank2_天气
exit $fail
