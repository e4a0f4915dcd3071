#!/bin/sh
# Run fuzz targets built by `make fuzz`, FUZZ_JOBS at a time (default 1),
# each for FUZZ_SECONDS (default 600), niced, from the committed seed corpus
# plus a working corpus in fuzz-out/<target>/corpus. Crash inputs land in
# fuzz-out/<target>/ (copy them to tests/fuzz/regress/<target>/ and fix the
# bug). Prints one summary line per target, in the order given: executions,
# coverage, features; exits 1 when any target did not exit 0.
#   srcdir=TOP FUZZ_SECONDS=600 FUZZ_JOBS=2 sh tests/fuzz/run.sh json lesson ...
: "${srcdir:=.}" "${FUZZ_SECONDS:=600}" "${FUZZ_JOBS:=1}"
top_srcdir=$(cd "$srcdir" && pwd)
export top_srcdir

# one target; its summary line goes to fuzz-out/<target>/summary, and its
# exit status to fuzz-out/<target>/status
run_one() {
	t=$1
	out=fuzz-out/$t
	mkdir -p "$out/corpus"
	# the dictionary of JSON, safetensors and cache-layout words for the
	# targets that read those
	dict=
	case $t in json|safetensors|tokenizer|hfcache) dict=-dict=$top_srcdir/tests/fuzz/attnstep.dict ;; esac
	nice ./fuzz-bin/fuzz_"$t" $dict -max_total_time="$FUZZ_SECONDS" -timeout=20 \
		-rss_limit_mb=2560 -max_len=65536 -print_final_stats=1 \
		-artifact_prefix="$out/" "$out/corpus" "$top_srcdir/tests/fuzz/corpus/$t" \
		> "$out/log" 2>&1
	rc=$?
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/log")
	cov=$(grep -E '^#[0-9]+' "$out/log" | tail -n1 | sed -n 's/.*cov: \([0-9]*\) ft: \([0-9]*\).*/cov \1, ft \2/p')
	crashes=$(ls "$out" | grep -cE '^(crash|leak|timeout|oom)-')
	echo "fuzz $t: exit $rc, ${execs:-?} executions, ${cov:-?}, ${crashes} findings" > "$out/summary"
	echo "$rc" > "$out/status"
}

# FUZZ_JOBS targets at a time: start a group, wait for all of it, next group
status=0
while [ $# -gt 0 ]; do
	group=
	n=0
	while [ $# -gt 0 ] && [ "$n" -lt "$FUZZ_JOBS" ]; do
		rm -f "fuzz-out/$1/summary" "fuzz-out/$1/status"
		run_one "$1" &
		group="$group $1"
		n=$((n + 1))
		shift
	done
	wait
	for t in $group; do
		cat "fuzz-out/$t/summary" 2> /dev/null || echo "fuzz $t: no summary"
		[ "$(cat "fuzz-out/$t/status" 2> /dev/null)" = 0 ] || status=1
	done
done
exit $status
