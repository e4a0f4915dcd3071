#!/bin/sh
# Run fuzz targets built by `make fuzz`, one after another, each for
# FUZZ_SECONDS (default 600), niced, from the committed seed corpus plus a
# working corpus in fuzz-out/<target>/corpus. Crash inputs land in
# fuzz-out/<target>/ (copy them to tests/fuzz/regress/<target>/ and fix the
# bug). Prints one summary line per target: executions, coverage, features.
#   srcdir=TOP FUZZ_SECONDS=600 sh tests/fuzz/run.sh json lesson ...
: "${srcdir:=.}" "${FUZZ_SECONDS:=600}"
top_srcdir=$(cd "$srcdir" && pwd)
export top_srcdir
status=0
for t in "$@"; do
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
	echo "fuzz $t: exit $rc, ${execs:-?} executions, ${cov:-?}, ${crashes} findings"
	[ "$rc" -eq 0 ] || status=1
done
exit $status
