#!/bin/sh
# Every loader case of ckpt_gen.c through the binary: `attnstep run` on a bad
# checkpoint prints exactly one line "attnstep: FILE: what is wrong" on
# stderr, nothing on stdout, and exits 2; on a valid one it exits 0.
# The checkpoints are written by tests/model/mkckpt (C, no Python).
: "${top_builddir:=.}" "${ATTNSTEP:=./attnstep}"
MKCKPT="$top_builddir/tests/model/mkckpt"
root=${TMPDIR:-/tmp}/attnstep-badmodel.$$
trap 'rm -rf "$root"' EXIT
rm -rf "$root"
"$MKCKPT" "$root" >"$root.list" || { echo "FAIL: mkckpt"; rm -f "$root.list"; exit 1; }
mv "$root.list" "$root/cases.list"
HF_HOME="$root/hf"
export HF_HOME
unset HF_HUB_CACHE
fail=0
n=0
while IFS='|' read -r name arg kind file want; do
	n=$((n + 1))
	[ -n "$arg" ] || arg="$root/$name"
	"$ATTNSTEP" run --model "$arg" --token-ids 1,2,3 >"$root/out" 2>"$root/err"
	rc=$?
	if [ "$kind" = ok ]; then
		if [ $rc -ne 0 ] || [ ! -s "$root/out" ]; then
			echo "FAIL $name: valid checkpoint: exit $rc"; cat "$root/err"; fail=1
		fi
		continue
	fi
	if [ $rc -ne 2 ]; then echo "FAIL $name: exit $rc, want 2"; fail=1; fi
	if [ -s "$root/out" ]; then echo "FAIL $name: output on stdout"; fail=1; fi
	if [ "$(wc -l <"$root/err")" -ne 1 ]; then
		echo "FAIL $name: want one line on stderr:"; cat "$root/err"; fail=1
		continue
	fi
	msg=$(cat "$root/err")
	if [ "$file" = "=" ]; then pfx="attnstep: $arg: "; else pfx="attnstep: $root/$file"; fi
	case "$msg" in
	"$pfx"*"$want"*) ;;
	*) echo "FAIL $name: got: $msg"; echo "  want: $pfx...$want..."; fail=1 ;;
	esac
done <"$root/cases.list"
[ $n -gt 50 ] || { echo "FAIL: only $n cases"; fail=1; }
[ $fail -eq 0 ] && echo "test_bad_model: $n cases passed"
exit $fail
