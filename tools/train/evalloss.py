#!/usr/bin/python3
"""Next-token cross-entropy (nats/token, no auxiliary term) of a checkpoint on
training and held-out sequences (the same sampling as train.py).

  evalloss.py --ckpt ckpt.pt --dir RUN_DIR [--n 64]
RUN_DIR holds train_ids.npz / heldout_ids.npz written by train.py.
"""
import argparse
import os
import random
import sys

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from export import load_model  # noqa: E402
from train import batch  # noqa: E402


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--ckpt", required=True)
	ap.add_argument("--dir", required=True)
	ap.add_argument("--n", type=int, default=64)
	ap.add_argument("--seq", type=int, default=128)
	a = ap.parse_args()
	torch.set_num_threads(1)
	m, c, ck = load_model(a.ckpt)
	V = c.vocab_size
	for split in ("train", "heldout"):
		z = np.load(os.path.join(a.dir, split + "_ids.npz"))
		rng = random.Random(4321)
		tot = 0.0
		k = 0
		with torch.no_grad():
			for _ in range(a.n // 16):
				x, y = batch(z["ids"], z["starts"], rng, 16, a.seq)
				tot += F.cross_entropy(m(x).reshape(-1, V), y.reshape(-1)).item()
				k += 1
		print("%s cross-entropy %.4f nats/token (%d sequences of %d, step %d)"
			% (split, tot / k, k * 16, a.seq, ck["step"]))
	return 0


if __name__ == "__main__":
	sys.exit(main())
