#!/bin/sh
# tools/corpus/gen_everyday.py's opt-in kinds of sentence leave the text alone
# when they are off: at seed 7, 0.05 MB, the default scales must give the
# first 0.05 MB of the held-out file the shipped model's data step made, and
# --sense-scale 1.6 --world-scale 1.6 those of the data of the run measured in
# models/README.md as the fourth run (the checksums below are of those
# files' first 0.05 MB), also with --world-en-scale 0 given;
# --world-en-scale 1.2 adds world_en.py's kinds (--stats lists them) and so
# changes the text.
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

shipped=78357611ead8e5e44a62c160de3d794fb49fbfa06f4360a8252ca3284ba33b59
fourth=eece34db9be4f6308b8b6e8861afa59797927da0b1e0bf77b0f71f35ae05bb6b

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
exit $fail
