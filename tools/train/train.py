#!/usr/bin/python3
"""Train the embedded miniature Qwen3.5 (tools/train/model.py) on the corpus.

  train.py --train train.txt --heldout heldout.txt --tokenizer tokenizer.json \
           --out DIR [--steps N] [--batch 32] [--seq 128] [--budget-min 68]

Seeded (torch.manual_seed, random.Random); one intra-op thread by default
(--threads): on the shared 2-core machine two threads spent 3-4x the CPU time
per step in OpenMP waits, one thread is several times faster.  Run it under
`nice -n 10`.  Every training sequence starts at the beginning of a document
(documents are joined by <|endoftext|>), so position 0 is always a text start,
as in a prompt.  Learning rate: linear warm-up then cosine to 10 %.
Logs "step, train loss, held-out loss, lr, seconds" to DIR/train.log and writes
DIR/ckpt.pt every --ckpt-every steps (and at the end).

--steps is the length of the schedule.  With --auto-steps the trainer times its
steps (at steps 20, 200, 500, 1000, 1500, 2000) and re-plans the schedule so
that it ends within --budget-min minutes (the CPU is shared, so the speed
varies); every re-plan is logged.
"""
import argparse
import math
import os
import random
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "bpe"))
import bpe  # noqa: E402
from model import Cfg, Model  # noqa: E402

ARCH = dict(hidden_size=96, intermediate_size=256, num_layers=8, num_heads=8,
	num_kv_heads=2, head_dim=32, nk=4, nv=8, dk=32, dv=16, conv_k=4,
	rope_theta=10000.0, partial_rotary_factor=0.25)


def encode_corpus(path, tok, cache):
	"""Token stream (uint16) with <|endoftext|> after every document, and the
	start offset of every document."""
	if cache and os.path.exists(cache + ".npz"):
		z = np.load(cache + ".npz")
		return z["ids"], z["starts"]
	ids = []
	starts = []
	for d in bpe.documents(path):
		starts.append(len(ids))
		ids.extend(tok.encode(d))
		ids.append(tok.eot)
	ids = np.array(ids, dtype=np.uint16)
	starts = np.array(starts, dtype=np.int64)
	if cache:
		np.savez(cache, ids=ids, starts=starts)
	return ids, starts


def batch(ids, starts, rng, B, T):
	rows = []
	for _ in range(B):
		while True:
			s = int(starts[rng.randrange(len(starts))])
			if s + T + 1 <= len(ids):
				break
		rows.append(ids[s:s + T + 1].astype(np.int64))
	x = torch.from_numpy(np.stack(rows))
	return x[:, :-1], x[:, 1:]


AUX_HEADS = {"prev": (0, 0), "first": (1, 7), "induction": (1, 0)}


def aux_loss(x, probs):
	"""Attention-pattern auxiliary loss on three designated full-attention heads
	(probs[i] is the i-th full-attention layer's softmax [B, nh, T, T]):
	  prev:      -mean_{t>=1} log P[t][t-1]            (layer 3, head 0)
	  first:     -mean_{t>=1} log P[t][0]              (layer 7, head 7)
	  induction: -mean log sum_{u: x[u-1] = x[t], u<=t} P[t][u]  over the t whose
	             token occurred before                 (layer 7, head 0)
	The heads still have to be built from the model's own features (positions
	through RoPE, the previous token through the GatedDeltaNet layers); the loss
	only says which pattern each of these three heads should show."""
	eps = 1e-6
	li, h = AUX_HEADS["prev"]
	P = probs[li][:, h]
	T = P.shape[-1]
	t = torch.arange(1, T)
	l_prev = -torch.log(P[:, t, t - 1] + eps).mean()
	li, h = AUX_HEADS["first"]
	l_first = -torch.log(probs[li][:, h][:, 1:, 0] + eps).mean()
	li, h = AUX_HEADS["induction"]
	P = probs[li][:, h]
	eq = (x[:, :, None] == x[:, None, :]) & torch.tril(torch.ones(T, T, dtype=torch.bool), diagonal=-1)
	M = torch.zeros_like(eq)
	M[:, :, 1:] = eq[:, :, :-1]  # u = s + 1 where x[s] = x[t], s < t
	rows = M.any(-1)
	if rows.any():
		l_ind = -torch.log((P * M).sum(-1)[rows] + eps).mean()
	else:
		l_ind = P.sum() * 0
	return l_prev + l_first + l_ind


def lr_at(step, total, peak, warm):
	if step < warm:
		return peak * (step + 1) / warm
	p = min(1.0, (step - warm) / max(1, total - warm))
	return peak * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * p)))


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--train", required=True)
	ap.add_argument("--heldout", required=True)
	ap.add_argument("--tokenizer", required=True)
	ap.add_argument("--out", required=True)
	ap.add_argument("--steps", type=int, default=4000)
	ap.add_argument("--auto-steps", action="store_true")
	ap.add_argument("--batch", type=int, default=16)
	ap.add_argument("--seq", type=int, default=128)
	ap.add_argument("--lr", type=float, default=3e-3)
	ap.add_argument("--warmup", type=int, default=100)
	ap.add_argument("--seed", type=int, default=1234)
	ap.add_argument("--budget-min", type=float, default=68.0)
	ap.add_argument("--ckpt-every", type=int, default=200)
	ap.add_argument("--eval-every", type=int, default=100)
	ap.add_argument("--threads", type=int, default=1)
	ap.add_argument("--aux", type=float, default=0.1,
		help="weight of the attention-pattern auxiliary loss (0: off)")
	a = ap.parse_args()

	torch.set_num_threads(a.threads)
	torch.manual_seed(a.seed)
	rng = random.Random(a.seed)
	os.makedirs(a.out, exist_ok=True)
	log = open(os.path.join(a.out, "train.log"), "a", buffering=1)
	t0 = time.time()

	tok = bpe.Tokenizer(a.tokenizer)
	V = len(tok.vocab) + len(tok.special)
	tr_ids, tr_starts = encode_corpus(a.train, tok, os.path.join(a.out, "train_ids"))
	ho_ids, ho_starts = encode_corpus(a.heldout, tok, os.path.join(a.out, "heldout_ids"))
	log.write("# corpus: train %d tokens in %d documents, held-out %d tokens in %d documents; vocab %d; encode %.0fs\n"
		% (len(tr_ids), len(tr_starts), len(ho_ids), len(ho_starts), V, time.time() - t0))

	cfg = Cfg(vocab_size=V, **ARCH)
	model = Model(cfg)
	nparam = sum(p.numel() for p in model.parameters())
	log.write("# model: %d parameters, arch %r\n" % (nparam, ARCH))
	decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
	nodecay = [p for n, p in model.named_parameters() if p.dim() < 2]
	opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1},
		{"params": nodecay, "weight_decay": 0.0}], lr=a.lr, betas=(0.9, 0.95), eps=1e-8)

	hrng = random.Random(a.seed + 1)
	held = [batch(ho_ids, ho_starts, hrng, 16, a.seq) for _ in range(4)]

	def held_loss():
		model.eval()
		with torch.no_grad():
			ls = [F.cross_entropy(model(x).reshape(-1, V), y.reshape(-1)).item() for x, y in held]
		model.train()
		return sum(ls) / len(ls)

	total = a.steps
	t_mark, s_mark = time.time(), 0
	run_loss = None
	step = 0
	for step in range(total):
		lr = lr_at(step, total, a.lr, a.warmup)
		for gr in opt.param_groups:
			gr["lr"] = lr
		x, y = batch(tr_ids, tr_starts, rng, a.batch, a.seq)
		probs = [] if a.aux > 0 else None
		loss = F.cross_entropy(model(x, probs=probs).reshape(-1, V), y.reshape(-1))
		if a.aux > 0:
			loss = loss + a.aux * aux_loss(x, probs)
		opt.zero_grad(set_to_none=True)
		loss.backward()
		torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
		opt.step()
		run_loss = loss.item() if run_loss is None else 0.95 * run_loss + 0.05 * loss.item()
		el = time.time() - t0
		if a.auto_steps and step + 1 in (20, 200, 500, 1000, 1500, 2000):
			# re-plan the schedule from the measured speed of the recent steps
			per = (time.time() - t_mark) / (step + 1 - s_mark)
			left = a.budget_min * 60 - el - 150  # keep time for evals and the final save
			n = min(a.steps, int(step + 1 + left / (per * 1.05)))
			if n != total:
				total = n
				log.write("# auto-steps at %d: %.2fs/step, schedule now --steps %d\n" % (step + 1, per, total))
			t_mark, s_mark = time.time(), step + 1
		if (step + 1) % a.eval_every == 0 or step == 0:
			log.write("step %d train %.4f heldout %.4f lr %.2e time %.0f\n"
				% (step + 1, run_loss, held_loss(), lr, el))
		if (step + 1) % a.ckpt_every == 0:
			torch.save({"arch": ARCH, "vocab": V, "step": step + 1, "model": model.state_dict()},
				os.path.join(a.out, "ckpt.pt"))
		if step + 1 >= total:
			break
		if el > a.budget_min * 60:
			log.write("# wall budget reached at step %d\n" % (step + 1))
			break
	hl = held_loss()
	log.write("final step %d train %.4f heldout %.4f time %.0f\n" % (step + 1, run_loss, hl, time.time() - t0))
	torch.save({"arch": ARCH, "vocab": V, "step": step + 1, "model": model.state_dict()},
		os.path.join(a.out, "ckpt.pt"))
	return 0


if __name__ == "__main__":
	sys.exit(main())
