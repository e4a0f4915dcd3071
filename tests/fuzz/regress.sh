#!/bin/sh
# Replay every fuzz target's seed corpus and regression inputs (each crash the
# fuzzers ever found) through the same entry points, built with the normal
# compiler (tests/fuzz/regress_main.c). Fails on a crash, a sanitizer report
# (in the ASan build) or a broken invariant of the target.
: "${top_srcdir:=.}" "${top_builddir:=.}"
export top_srcdir
fail=0
for t in json safetensors tokenizer lesson prompt hfcache keys; do
	dirs="$top_srcdir/tests/fuzz/corpus/$t"
	[ -d "$top_srcdir/tests/fuzz/regress/$t" ] && dirs="$dirs $top_srcdir/tests/fuzz/regress/$t"
	# shellcheck disable=SC2086
	if ! "$top_builddir/tests/fuzz/regress_$t" $dirs; then
		echo "FAIL: fuzz target $t on its corpus or regression inputs"
		fail=1
	fi
done
exit $fail
