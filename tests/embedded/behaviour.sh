#!/bin/sh
# The embedded model's behaviour, measured through the C engine
# (attnstep run --format json) without --model, so the default lookup of the
# embedded model is checked too. Thresholds and fitting words are fixed in
# check_embedded.c; golden.json (prompts, ids, PyTorch scores) comes from
# tools/train/behaviour.py, i.e. from the independent PyTorch reference.
exec "$top_builddir/tests/embedded/check_embedded" "$top_srcdir/tests/embedded/golden.json" behaviour
