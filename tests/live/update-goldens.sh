#!/bin/sh
# Regenerate tests/live/golden/ from the current embedded model (run from a
# build directory: top_builddir=. ATTNSTEP=./attnstep top_srcdir=SRC sh
# SRC/tests/live/update-goldens.sh). Review the diff before committing.
set -eu
: "${ATTNSTEP:?}" "${top_srcdir:?}" "${top_builddir:?}"
. "$top_srcdir/tests/live/print_steps.sh"
# without the pane cutter every pane would be written as "!! print failed"
[ -x "$top_builddir/tests/live/pane_cut" ] ||
	{ echo "update-goldens.sh: build tests/live/pane_cut first (make tests/live/pane_cut)" >&2; exit 1; }
g="$top_srcdir/tests/live/golden"
mkdir -p "$g"
for lang in en zh; do
	for size in 80x24 120x40 200x60 240x70; do
		live_panes "$lang" "${size%x*}" "${size#*x}" >"$g/live.$lang.${size%x*}.txt"
	done
done
sha256sum "$top_srcdir/models/embedded/model.safetensors" | cut -d' ' -f1 >"$g/MODEL"
echo "goldens written to $g"
