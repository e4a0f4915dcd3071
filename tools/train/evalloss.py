#!/usr/bin/python3
"""Held-out next-token cross-entropy (nats/token, no auxiliary term) of one or
more checkpoints, per source, on the same fixed sequences for every
checkpoint, so that runs with different seeds or schedules can be compared.

  evalloss.py --dir RUN_DIR [--seed 1234] [--rows 32] CKPT [CKPT ...]

RUN_DIR holds the NAME.heldout.npz token caches train.py writes.  The
sequences are drawn as train.py draws its held-out rows (random document
starts, 129 tokens, generator seeded with seed + 1), so with train.py's
default seed they are the very rows a run with that seed logged.

--tokenizer TOKENIZER.json (the one the caches were made with) adds a second
table in nats per UTF-8 byte of the predicted text: the summed cross-entropy
of the rows divided by the bytes their target tokens decode to
(<|endoftext|> counts as one byte, the line that separates documents).
Nats per token depend on the tokenizer; nats per byte compare models whose
tokenizers differ, on the same held-out text.
"""
import argparse
import glob
import os
import random
import sys

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from export import load_model  # noqa: E402
from train import row  # noqa: E402

SOURCES = ["en_gen", "zh_gen", "en_real", "zh_real", "old"]


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--dir", required=True)
	ap.add_argument("--seed", type=int, default=1234)
	ap.add_argument("--rows", type=int, default=32, help="sequences per source")
	ap.add_argument("--seq", type=int, default=128)
	ap.add_argument("--tokenizer", default=None, help="adds nats per UTF-8 byte")
	ap.add_argument("ckpt", nargs="+")
	a = ap.parse_args()
	torch.set_num_threads(1)
	names = [s for s in SOURCES if os.path.exists(os.path.join(a.dir, s + ".heldout.npz"))]
	names += sorted(os.path.basename(p)[:-len(".heldout.npz")]
		for p in glob.glob(os.path.join(a.dir, "*.heldout.npz"))
		if os.path.basename(p)[:-len(".heldout.npz")] not in names)
	if not names:
		print("evalloss.py: %s: no NAME.heldout.npz token caches" % a.dir, file=sys.stderr)
		return 2
	# the same draw order as train.py: one generator, sources in the order given
	hrng = random.Random(a.seed + 1)
	rows = {}
	for n in names:
		z = np.load(os.path.join(a.dir, n + ".heldout.npz"))
		r = np.stack([row(z["ids"], z["starts"], hrng, a.seq, None) for _ in range(a.rows)])
		rows[n] = torch.from_numpy(r)
	nbytes = None
	if a.tokenizer:
		sys.path.insert(0, os.path.join(HERE, "..", "bpe"))
		import bpe
		tok = bpe.Tokenizer(a.tokenizer)
		width = {i: len(tok.decode([i]).encode("utf-8")) for i in tok.inv}
		width[tok.eot] = 1
		nbytes = {n: sum(width[int(i)] for i in rows[n][:, 1:].reshape(-1)) for n in names}
	print("| checkpoint | step | " + " | ".join(names) + " |")
	print("| --- | ---: | " + " | ".join("---:" for _ in names) + " |")
	per_byte = []
	for path in a.ckpt:
		m, c, ck = load_model(path)
		V = c.vocab_size
		out = []
		with torch.no_grad():
			for n in names:
				x, y = rows[n][:, :-1], rows[n][:, 1:]
				out.append(F.cross_entropy(m(x).reshape(-1, V), y.reshape(-1)).item())
		print("| %s | %d | %s |" % (path, ck["step"], " | ".join("%.3f" % v for v in out)))
		if nbytes:
			per_byte.append((path, ck["step"], [v * rows[n][:, 1:].numel() / nbytes[n] for v, n in zip(out, names)]))
	if per_byte:
		print("\nnats per UTF-8 byte (tokens per byte: %s)" % ", ".join(
			"%s %.3f" % (n, rows[n][:, 1:].numel() / nbytes[n]) for n in names))
		print("| checkpoint | step | " + " | ".join(names) + " |")
		print("| --- | ---: | " + " | ".join("---:" for _ in names) + " |")
		for path, step, vs in per_byte:
			print("| %s | %d | %s |" % (path, step, " | ".join("%.3f" % v for v in vs)))
	return 0


if __name__ == "__main__":
	sys.exit(main())
