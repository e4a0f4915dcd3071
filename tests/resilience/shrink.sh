#!/bin/sh
# A model file truncated while a running attnstep has it mapped (what
# `cp other.safetensors model.safetensors` does to the file in place): the
# process stops with exactly one line naming the file and exit status 1,
# never a bare SIGBUS (status 135) or a sanitizer report.
: "${top_srcdir:=.}" "${ATTNSTEP:=./attnstep}"
EMB=$top_srcdir/models/embedded
[ -f "$EMB/model.safetensors" ] || { echo "SKIP: no embedded model"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attnstep-shrink.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
cp "$EMB/config.json" "$EMB/model.safetensors" "$tmp/"
# many passes over the whole model (every weight page is read each pass)
"$ATTNSTEP" bench --model "$tmp" --tokens 256,256,256,256,256,256,256,256 --repeat 1000 --threads 2 \
	> "$tmp/out" 2> "$tmp/err" &
pid=$!
# once it is running passes (its first pass has read every page), cut the file
sleep 1
truncate -s 4096 "$tmp/model.safetensors"
# it must stop by itself, promptly
i=0
while kill -0 "$pid" 2> /dev/null && [ $i -lt 60 ]; do
	sleep 1
	i=$((i + 1))
done
if kill -0 "$pid" 2> /dev/null; then
	kill "$pid"
	echo "FAIL: still running 60 s after the truncation"
	exit 1
fi
wait "$pid"
rc=$?
lines=$(wc -l < "$tmp/err")
[ $rc -eq 1 ] || { echo "FAIL: exit $rc, want 1"; fail=1; }
[ "$lines" -eq 1 ] || { echo "FAIL: $lines lines on stderr, want 1"; fail=1; }
grep -q "^attnstep: $tmp/model.safetensors: the file shrank while it was in use" "$tmp/err" ||
	{ echo "FAIL: message does not name the file"; fail=1; }
[ -s "$tmp/out" ] && { echo "FAIL: output on stdout"; fail=1; }
[ $fail -eq 0 ] || head -c 2000 "$tmp/err"
[ $fail -eq 0 ] && echo "shrink: one line, exit 1"
exit $fail
