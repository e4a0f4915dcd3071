#!/bin/sh
# The NEON (AArch64) kernels checked for exactness under qemu-user: the
# library's model and util sources (and the capture's derived arrays, which
# the tests read) and test_kernels, test_forward and
# test_decode cross-compiled with aarch64-linux-gnu-gcc (static) and run by
# qemu-aarch64-static, so the NEON micro-kernel and vector helpers meet the
# same double-precision and PyTorch references as the x86 ones, next to the
# portable path. Skipped (77) when either tool is missing (Debian:
# gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user-static).
: "${top_srcdir:=.}" "${top_builddir:=.}"
CC=aarch64-linux-gnu-gcc
QEMU=qemu-aarch64-static
if ! command -v $CC > /dev/null 2>&1 || ! command -v $QEMU > /dev/null 2>&1; then
	echo "SKIP: needs $CC and $QEMU"
	exit 77
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
CFLAGS="-std=c11 -O2 -pthread -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -I$top_builddir -I$top_srcdir/src"
objs=
for f in "$top_srcdir"/src/loader/*.c "$top_srcdir"/src/tokenizer/*.c \
	"$top_srcdir"/src/kernels/*.c "$top_srcdir"/src/engine/*.c "$top_srcdir"/src/util/*.c \
	"$top_srcdir"/src/live/capture_derive.c; do
	o="$tmp/$(basename "$(dirname "$f")")_$(basename "$f" .c).o"
	$CC $CFLAGS -c "$f" -o "$o" || { echo "FAIL: $CC $f"; exit 1; }
	objs="$objs $o"
done
fail=0
for t in test_kernels test_forward test_decode; do
	# gcc 12's aarch64 vectoriser crashes on test_kernels.c at -O2: the tests
	# themselves without it (the library keeps -O2)
	# shellcheck disable=SC2086
	$CC $CFLAGS -fno-tree-vectorize -o "$tmp/$t" "$top_srcdir/tests/model/$t.c" $objs -static -lm ||
		{ echo "FAIL: $CC $t"; exit 1; }
	out=$(top_srcdir="$top_srcdir" $QEMU "$tmp/$t" 2>&1)
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "$out"
		echo "FAIL: $t under $QEMU (exit $rc)"
		fail=1
	fi
done
# the NEON kernel must have been the one tested, not only the portable one
out=$($QEMU "$tmp/test_kernels" 2>&1)
echo "$out" | grep -q '^kernel neon  *tested$' || { echo "FAIL: neon kernel not tested: $out"; fail=1; }
echo "$out" | grep -q '^helpers neon  *tested$' || { echo "FAIL: neon helpers not tested: $out"; fail=1; }
exit $fail
