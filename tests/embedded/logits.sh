#!/bin/sh
# The C engine's last-position logits for held-out prompts
# agree with PyTorch (tools/qwen35_ref.py, float64) to 1e-3; and the shipped
# weights stay within the built-in model's 25 MB budget (models/README.md).
m="$top_srcdir/models/embedded"
size=$(wc -c < "$m/model.safetensors") || exit 1
if [ "$size" -gt 26214400 ]; then
	echo "FAIL: $m/model.safetensors is $size bytes (> 25 MB)" >&2
	exit 1
fi
exec "$top_builddir/tests/embedded/check_embedded" "$top_srcdir/tests/embedded/golden.json" logits "$m"
