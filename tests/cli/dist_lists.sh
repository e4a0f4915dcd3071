#!/bin/sh
# Every lesson file in the source tree is in lessons/local.mk, so that
# `make install` and `make dist` ship it (automake needs explicit lists); and
# every document in docs/ is named in Makefile.am or a local.mk, so that the
# tarball carries it.
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
for f in "$top_srcdir"/docs/*.md; do
	[ -e "$f" ] || continue
	rel=${f#"$top_srcdir"/}
	if ! cat "$top_srcdir/Makefile.am" $(find "$top_srcdir/src" "$top_srcdir/tests" "$top_srcdir/lessons" \
		"$top_srcdir/models" -name local.mk) 2> /dev/null |
		grep -qE "(^|[[:space:]])$rel([[:space:]]|\$)"; then
		echo "FAIL: $rel is not in EXTRA_DIST (Makefile.am or a local.mk)" >&2
		status=1
	fi
done
exit $status
