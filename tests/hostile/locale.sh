#!/bin/sh
# Machine-readable output does not depend on the locale: under a locale that
# writes a decimal comma (de_DE, fr_FR, ru_RU ...), run --format json/csv and
# bench --format json must stay valid (JSON that parses, CSV rows of 8
# fields, numbers with a decimal point), and the whole command-line suite
# (run, bench, tokenize, bad models, hostile inputs) must pass unchanged.
# Skipped (77) when no such locale is installed (.ci/run generates de_DE).
: "${top_srcdir:=.}" "${top_builddir:=.}" "${ATTNSTEP:=./attnstep}"
export top_srcdir top_builddir ATTNSTEP
loc=
for l in de_DE.UTF-8 de_DE.utf8 fr_FR.UTF-8 fr_FR.utf8 ru_RU.UTF-8 ru_RU.utf8; do
	# the locale exists and really writes a decimal comma
	if [ "$(env LC_ALL=$l printf '%.1f' 0.5 2> /dev/null)" = "0,5" ]; then
		loc=$l
		break
	fi
done
if [ -z "$loc" ]; then
	echo "SKIP: no comma-decimal locale installed (locale-gen de_DE.UTF-8)"
	exit 77
fi
# the whole locale from LANG, as a German user has it, except messages: the
# suites compare English strerror texts ("No such file or directory")
unset LC_ALL
LANG=$loc
LC_MESSAGES=C
export LANG LC_MESSAGES
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attnstep-locale.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
M=$top_srcdir/tests/model/fixtures/mm_qwen35

"$ATTNSTEP" run --model "$M" --token-ids 3,17,42 --layer all --head all --top 5 --logits \
	--format json > "$tmp/run.json" || { echo "FAIL: run --format json"; fail=1; }
"$ATTNSTEP" run --model "$M" --token-ids 3,17,42 --layer all --head all --top 5 --logits \
	--format csv > "$tmp/run.csv" || { echo "FAIL: run --format csv"; fail=1; }
"$ATTNSTEP" bench --model "$M" --tokens 4 --repeat 1 --threads 1 --format json \
	> "$tmp/bench.json" || { echo "FAIL: bench --format json"; fail=1; }
# a number written with a comma: a digit, a comma, a digit inside a value
# (JSON separators are ", " with a space; CSV fields hold no digit-comma-digit
# except between two numeric columns, which the field count below catches)
if grep -q '[0-9],[0-9]' "$tmp/run.json" "$tmp/bench.json"; then
	echo "FAIL: a decimal comma in the JSON output:"
	grep -o '.\{20\}[0-9],[0-9].\{10\}' "$tmp/run.json" "$tmp/bench.json" | head -3
	fail=1
fi
grep -q '"prob": 0\.[0-9]' "$tmp/run.json" || { echo "FAIL: no decimal point in run json"; fail=1; }
bad_rows=$(awk -F, 'NF != 8' "$tmp/run.csv" | wc -l)
[ "$bad_rows" -eq 0 ] || { echo "FAIL: $bad_rows CSV rows without 8 fields"; awk -F, 'NF != 8' "$tmp/run.csv" | head -3; fail=1; }
if command -v node > /dev/null 2>&1; then
	for f in run.json bench.json; do
		node -e 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))' "$tmp/$f" ||
			{ echo "FAIL: $f does not parse as JSON"; fail=1; }
	done
fi

# the command-line suite, whole, under this locale
for t in tests/model/test_run.sh tests/model/test_bench.sh tests/model/test_bad_model.sh \
	tests/tokenizer/cli.sh tests/hostile/hostile.sh; do
	if ! sh "$top_srcdir/$t" > "$tmp/log" 2>&1; then
		echo "FAIL: $t under LANG=$loc:"
		tail -20 "$tmp/log"
		fail=1
	fi
done
[ $fail -eq 0 ] && echo "locale: all passed under $loc"
exit $fail
