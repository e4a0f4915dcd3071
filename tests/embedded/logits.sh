#!/bin/sh
# The C engine's last-position logits for held-out prompts
# agree with PyTorch (tools/qwen35_ref.py, float64) to 1e-3; and the shipped
# model stays within the 16 MB limit.
m="$top_srcdir/models/embedded"
size=$(wc -c < "$m/model.safetensors") || exit 1
if [ "$size" -gt 16777216 ]; then
	echo "FAIL: $m/model.safetensors is $size bytes (> 16 MB)" >&2
	exit 1
fi
exec "$top_builddir/tests/embedded/check_embedded" "$top_srcdir/tests/embedded/golden.json" logits "$m"
