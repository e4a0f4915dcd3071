#!/bin/sh
# Every lesson file in the source tree is in lessons/local.mk, so that
# `make install` and `make dist` ship it (automake needs explicit lists).
set -u
: "${top_srcdir:?}"
status=0
for f in "$top_srcdir"/lessons/*/*.lesson; do
	[ -e "$f" ] || continue
	rel=${f#"$top_srcdir"/}
	if ! grep -qE "(^|[[:space:]])$rel([[:space:]]|\$)" "$top_srcdir/lessons/local.mk"; then
		echo "FAIL: $rel is not listed in lessons/local.mk" >&2
		status=1
	fi
done
exit $status
