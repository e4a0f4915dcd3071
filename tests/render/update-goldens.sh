#!/bin/sh
# Regenerate the golden screens of golden.sh, states.sh and screens_golden.sh
# from a built attnstep:
#   ATTNSTEP=/path/to/attnstep top_builddir=/path/to/build tests/render/update-goldens.sh
# Review `git diff tests/render/golden` before committing: they are
# regression goldens, so every change must be one you meant.
set -eu
here=$(dirname "$0")
for lang in en zh; do
	for size in 80x24 120x40 200x60 240x70; do
		w=${size%x*}
		h=${size#*x}
		"${ATTNSTEP:?}" print --lesson worked-example --all --lang "$lang" \
			--width "$w" --height "$h" >"$here/golden/worked-example.$lang.$w.txt"
	done
done
for lang in en zh; do
	"${top_builddir:?}/tests/render/snap_states" "$lang" >"$here/golden/states.$lang.txt"
done
# the lesson index and the help screens (screens_golden.sh)
. "$here/screens_print.sh"
for lang in en zh; do
	other_screens "$lang" >"$here/golden/screens.$lang.txt"
done
