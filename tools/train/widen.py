#!/usr/bin/python3
"""Widen a trained model without changing what it computes, so that a larger
model can go on from the shipped weights instead of starting from nothing.

  widen.py --init models/embedded --arch '{"hidden_size": 192, "intermediate_size": 576}' \
      --out W/wide/ckpt.pt [--seed 1]

Only the residual width (hidden_size) and the MLP width (intermediate_size)
grow; heads, head sizes and the number of layers stay.  The old weights fill
the leading rows and columns; the new ones are chosen so that the new
residual dimensions start at zero and stay there until training moves them:

  embedding, new columns          0      (the residual's new dims start at 0)
  o_proj / out_proj / down_proj,  0      (nothing is written into them, and
    new rows; down_proj new columns       the new MLP units add nothing)
  every other new entry           the usual random init (std 0.02): they
                                  read new dims that are 0, so they change
                                  nothing, but their gradients are not 0
  zero-centred RMSNorm weights    (1 + w) · sqrt(H_old / H_new)

The last line: RMSNorm divides by sqrt(mean(x²) + eps); with H_new − H_old
zeros appended, mean(x²) shrinks by H_old / H_new, so r(x) grows by
sqrt(H_new / H_old), which the scaled weight undoes, exactly but for eps:
eps (1e-6) is added to a mean that is now H_old / H_new of what it was,
and where mean(x²) is small (the embeddings' ~1e-3) that shows, about 4e-4
of the largest logit for 128 -> 192.  The tied lm_head reads only the
normed residual, whose new dims are 0.

Checked here on random token sequences: with eps = 0 in both models the
widened model's logits equal the old model's to 1e-10 (float64), which
proves the construction; with the real eps the difference is printed and
must stay under 1e-2.  The file is then a ckpt.pt for train.py --init.
"""
import argparse
import json
import math
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import train  # noqa: E402
from model import Cfg, Model  # noqa: E402

# matrices whose output is the residual (new rows stay 0)
WRITES_RESIDUAL = ("self_attn.o_proj.weight", "linear_attn.out_proj.weight", "mlp.down_proj.weight")
GROWABLE = ("hidden_size", "intermediate_size")


def widen(old_sd, old_arch, new_arch, vocab, seed):
	for k in new_arch:
		if k not in GROWABLE and new_arch[k] != old_arch[k]:
			raise SystemExit("widen.py: only %s may change, not %s" % (" and ".join(GROWABLE), k))
		if k in GROWABLE and new_arch[k] < old_arch[k]:
			raise SystemExit("widen.py: %s can only grow (%d -> %d)" % (k, old_arch[k], new_arch[k]))
	H0, H1 = old_arch["hidden_size"], new_arch["hidden_size"]
	I0 = old_arch["intermediate_size"]
	torch.manual_seed(seed)
	new = Model(Cfg(vocab_size=vocab, **new_arch))
	# in float64, so that the check below sees the construction, not the
	# rounding of (1 + w) · scale to float32
	sd = {k: v.detach().to(torch.float64) for k, v in new.state_dict().items()}
	old_sd = {k: v.to(torch.float64) for k, v in old_sd.items()}
	scale = math.sqrt(H0 / H1)
	for name, w in old_sd.items():
		t = sd[name]
		if t.dim() != w.dim() or any(a < b for a, b in zip(t.shape, w.shape)):
			raise SystemExit("widen.py: %s: shape %s does not fit in %s" % (name, tuple(w.shape), tuple(t.shape)))
		is_res_norm = name.endswith(("input_layernorm.weight", "post_attention_layernorm.weight")) or name == "norm.weight"
		if is_res_norm:
			t.fill_(scale - 1.0)
			t[:H0] = (1.0 + w) * scale - 1.0
			continue
		t[tuple(slice(0, n) for n in w.shape)] = w
		if name == "embed_tokens.weight":
			t[:, H0:] = 0
		elif name.endswith(WRITES_RESIDUAL):
			t[H0:, :] = 0
			if name.endswith("mlp.down_proj.weight"):
				t[:, I0:] = 0
	missing = set(sd) - set(old_sd)
	if missing:
		raise SystemExit("widen.py: the old model has no %s" % ", ".join(sorted(missing)))
	return sd


def logits(arch, vocab, sd, ids, dtype, eps):
	m = Model(Cfg(vocab_size=vocab, eps=eps, **arch)).to(dtype)
	m.load_state_dict({k: v.to(dtype) for k, v in sd.items()})
	m.eval()
	with torch.no_grad():
		return m(ids)


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--init", required=True, help="an exported model directory or a ckpt.pt")
	ap.add_argument("--arch", required=True, help='JSON, e.g. {"hidden_size": 192}')
	ap.add_argument("--out", required=True)
	ap.add_argument("--seed", type=int, default=1)
	a = ap.parse_args()
	ck = train.load_init(a.init) if os.path.isdir(a.init) else torch.load(a.init, map_location="cpu")
	old_arch, vocab = ck["arch"], ck["vocab"]
	new_arch = dict(old_arch)
	new_arch.update(json.loads(a.arch))
	sd = widen(ck["model"], old_arch, new_arch, vocab, a.seed)

	g = torch.Generator().manual_seed(a.seed)
	ids = torch.randint(0, vocab, (4, 96), generator=g)
	for dtype, eps, bar in ((torch.float64, 0.0, 1e-10), (torch.float32, Cfg().eps, 1e-2)):
		y0 = logits(old_arch, vocab, ck["model"], ids, dtype, eps)
		y1 = logits(new_arch, vocab, sd, ids, dtype, eps)
		d = (y1 - y0).abs().max().item() / y0.abs().max().item()
		print("widen.py: %s logits with eps %g, widened vs old: %.2e of the largest"
			% (str(dtype)[6:], eps, d))
		if d > bar:
			raise SystemExit("widen.py: the widened model computes something else (%.2e > %g)" % (d, bar))
	os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
	sd = {k: v.to(torch.float32) for k, v in sd.items()}
	train.save_atomic({"arch": new_arch, "vocab": vocab, "step": 0, "model": sd}, a.out)
	n0 = sum(v.numel() for v in ck["model"].values())
	n1 = sum(v.numel() for v in sd.values())
	print("widen.py: %s -> %s: %d -> %d parameters" % (a.init, a.out, n0, n1))
	return 0


if __name__ == "__main__":
	sys.exit(main())
