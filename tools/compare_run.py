#!/usr/bin/python3
"""Compare `attnstep run` with the PyTorch reference on any checkpoint, e.g. the
Qwen3.5-0.8B-shaped bench model (too big to commit as a fixture):

    /usr/bin/python3 tools/compare_run.py ATTNSTEP CHECKPOINT_DIR 11,220,5000,7 [f32|bf16]

Runs tools/qwen35_ref.py in float32 (about 3 GB of memory for the 0.8B shape)
and `ATTNSTEP run --logits --layer all --format csv`, then prints the largest
differences: last-position logits (and their relative RMS and top-1), every
full-attention layer's softmax weights and every GatedDeltaNet layer's
implicit attention.
"""
import csv
import io
import os
import subprocess
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import qwen35_ref as ref  # noqa: E402


def main(argv):
	if len(argv) < 4:
		sys.stderr.write(__doc__)
		return 2
	exe, d, ids_s = argv[1], argv[2], argv[3]
	prec = argv[4] if len(argv) > 4 else "f32"
	ids = [int(x) for x in ids_s.split(",")]
	cfg, W = ref.load_checkpoint(d, torch.float32)
	out = ref.forward(cfg, W, ids, capture=True)
	want = out["logits"][-1].double().numpy()
	text = subprocess.run([exe, "run", "--model", d, "--token-ids", ids_s, "--logits",
	                       "--layer", "all", "--top", "1", "--format", "csv", "--precision", prec],
	                      check=True, capture_output=True, text=True).stdout
	got = np.zeros_like(want)
	mats = {}
	for row in csv.reader(io.StringIO(text)):
		if row[0] == "logit":
			got[int(row[5])] = float(row[7])
		elif row[0] in ("attention", "implicit"):
			key = (int(row[1]), int(row[2]))
			mats.setdefault(key, np.zeros((len(ids), len(ids))))[int(row[3]), int(row[4])] = float(row[7])
	rel = np.sqrt(((got - want) ** 2).mean() / (want ** 2).mean())
	print("logits: max abs diff %.3g, relative RMS %.3g, top-1 %d (reference %d)"
	      % (np.abs(got - want).max(), rel, got.argmax(), want.argmax()))
	worst = {"attention": 0.0, "implicit": 0.0}
	for (layer, head), m in mats.items():
		kind = "implicit" if cfg.linear[layer] else "attention"
		r = (out["implicit"] if cfg.linear[layer] else out["attn"])[layer][head].double().numpy()
		worst[kind] = max(worst[kind], float(np.abs(m - r).max()))
	print("attention weights: max abs diff %.3g; implicit attention: max abs diff %.3g"
	      % (worst["attention"], worst["implicit"]))
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
