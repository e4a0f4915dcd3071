#!/usr/bin/python3
"""Train the embedded miniature Qwen3.5 (tools/train/model.py) on a mix of sources.

  train.py --tokenizer tokenizer.json --out DIR \
      --source NAME:TRAIN.txt:HELDOUT.txt:WEIGHT [--source ...] \
      [--steps N | --auto-steps --budget-min M] [--batch 16] [--seq 128]
      [--matmul bfloat16]

Every source is a file of documents joined by "<|endoftext|>" lines.  A batch
row comes from source s with probability weight_s / sum(weights), and starts
at the beginning of one of its documents, so position 0 is always a text start,
as in a prompt.  Held-out loss is logged per source (fixed held-out sequences).

Resumable: every --ckpt-min minutes (and at the end) DIR/state.pt holds the
model, the optimizer, the step, the planned schedule, both random generators
and the CPU time spent; started again with the same --out, the trainer goes on
from there (the schedule and data order continue, nothing is redone).  The file
is written to a temporary name and renamed, so an interruption never leaves a
half-written checkpoint.  DIR/ckpt.pt is the latest model alone (for export).

Speed on the shared 2-core machine: one intra-op thread and OPENBLAS_NUM_THREADS=1
(OpenBLAS's own thread pool fights torch's and the other processes' for the
cores, which made two threads slower than one per step).  glibc's malloc is
told to keep freed memory instead of returning it (no mmap for large blocks,
no trimming): otherwise every 50 MB logits tensor is a fresh mmap whose pages
fault in one by one, which made a step 1.4 times slower (2.3 -> 1.6 CPU s for
hidden 192).  Learning rate: linear
warm-up, then cosine to 10 % of the peak at the planned last step.  With
--auto-steps the schedule is re-planned from the measured speed so that the run
ends within --budget-min minutes of CPU time (the CPU is shared, so the speed
varies); every re-plan is logged.
"""
import ctypes
import os
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def keep_freed_memory():
	"""mallopt(3): M_MMAP_MAX 0, M_TRIM_THRESHOLD and M_TOP_PAD 1 GiB / 256 MiB
	(the values are C ints); a no-op where there is no glibc."""
	try:
		libc = ctypes.CDLL("libc.so.6")
	except OSError:
		return
	M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_MAX = -1, -2, -4
	libc.mallopt(M_MMAP_MAX, 0)
	libc.mallopt(M_TRIM_THRESHOLD, 1 << 30)
	libc.mallopt(M_TOP_PAD, 1 << 28)


keep_freed_memory()
import argparse  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import random  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "bpe"))
import bpe  # noqa: E402
import model as modelpy  # noqa: E402
from model import Cfg, Model  # noqa: E402

ARCH = dict(hidden_size=128, intermediate_size=384, num_layers=8, num_heads=8,
	num_kv_heads=2, head_dim=32, nk=4, nv=8, dk=32, dv=16, conv_k=4,
	rope_theta=10000.0, partial_rotary_factor=0.25)


def encode_corpus(path, tok, cache):
	"""Token stream (uint16) with <|endoftext|> after every document, and the
	start offset of every document; cached as CACHE.npz."""
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


class Source:
	def __init__(self, spec, tok, outdir):
		name, tr, ho, w = spec.split(":")
		self.name, self.weight = name, float(w)
		self.ids, self.starts = encode_corpus(tr, tok, os.path.join(outdir, name + ".train"))
		self.hids, self.hstarts = encode_corpus(ho, tok, os.path.join(outdir, name + ".heldout"))


def row(ids, starts, rng, T, eot):
	"""T+1 tokens from a document start; a document shorter than T+1 tokens
	runs on into the next one (across <|endoftext|>), as at inference a
	prompt is followed by whatever comes."""
	for _ in range(1000):
		s = int(starts[rng.randrange(len(starts))])
		if s + T + 1 <= len(ids):
			return ids[s:s + T + 1].astype(np.int64)
	return ids[:T + 1].astype(np.int64)


def batch(sources, rng, B, T, eot):
	ws = [s.weight for s in sources]
	rows = []
	for _ in range(B):
		s = rng.choices(sources, weights=ws)[0]
		rows.append(row(s.ids, s.starts, rng, T, eot))
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


def load_init(d):
	"""An exported model directory (export.py: config.json, model.safetensors
	in F32 or BF16 under the Hugging Face names) as a ckpt.pt-like dict, so
	that a stage can go on from the shipped model when the training directory
	that made it is gone.  F32 comes back bit for bit and BF16 widens exactly
	to F32; the arch is read back from config.json (the inverse of
	export.config_json)."""
	sys.path.insert(0, os.path.join(HERE, ".."))
	import qwen35_ref
	with open(os.path.join(d, "config.json")) as f:
		cfg = json.load(f)
	t = cfg.get("text_config", cfg)
	rope = t["rope_parameters"]
	arch = dict(hidden_size=t["hidden_size"], intermediate_size=t["intermediate_size"],
		num_layers=t["num_hidden_layers"], num_heads=t["num_attention_heads"],
		num_kv_heads=t["num_key_value_heads"], head_dim=t["head_dim"],
		nk=t["linear_num_key_heads"], nv=t["linear_num_value_heads"],
		dk=t["linear_key_head_dim"], dv=t["linear_value_head_dim"],
		conv_k=t["linear_conv_kernel_dim"], rope_theta=rope["rope_theta"],
		partial_rotary_factor=rope["partial_rotary_factor"])
	raw = qwen35_ref.read_safetensors(os.path.join(d, "model.safetensors"))
	prefix = "model.language_model."
	model = {}
	for name, (dt, arr) in raw.items():
		if dt not in ("F32", "BF16") or not name.startswith(prefix):
			raise SystemExit("train.py: %s: tensor %s is not an F32 or BF16 %s* tensor" % (d, name, prefix))
		n = name[len(prefix):]
		if n.endswith("linear_attn.norm.weight"):
			n = n.replace("norm.weight", "norm_weight")
		model[n] = torch.from_numpy(np.array(arr, dtype=np.float32))
	return {"arch": arch, "vocab": t["vocab_size"], "step": 0, "model": model}


def save_atomic(obj, path):
	tmp = path + ".tmp"
	torch.save(obj, tmp)
	os.replace(tmp, path)


def matmul_rate(dtype=torch.float32):
	"""GFLOP per CPU second of a 512 x 512 x 512 product in dtype on this
	thread: Debian's torch calls whatever libblas.so.3 the alternatives
	system points at, and the reference BLAS (no libopenblas0-pthread
	installed) is about 13 times slower than OpenBLAS, so a slow start is
	said in the log rather than discovered after hours."""
	a = torch.randn(512, 512, dtype=dtype)
	b = torch.randn(512, 512, dtype=dtype)
	a @ b
	t, n = time.process_time(), 0
	while time.process_time() - t < 0.5:
		a @ b
		n += 1
	return 2 * 512 ** 3 * n / (time.process_time() - t) / 1e9


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--source", action="append", required=True,
		help="NAME:TRAIN:HELDOUT:WEIGHT (repeatable)")
	ap.add_argument("--tokenizer", required=True)
	ap.add_argument("--out", required=True)
	ap.add_argument("--steps", type=int, default=6000)
	ap.add_argument("--auto-steps", action="store_true")
	ap.add_argument("--batch", type=int, default=16)
	ap.add_argument("--seq", type=int, default=128)
	ap.add_argument("--lr", type=float, default=3e-3)
	ap.add_argument("--warmup", type=int, default=100)
	ap.add_argument("--seed", type=int, default=1234)
	ap.add_argument("--budget-min", type=float, default=120.0, help="CPU minutes for the whole run")
	ap.add_argument("--ckpt-min", type=float, default=4.0)
	ap.add_argument("--eval-every", type=int, default=200)
	ap.add_argument("--threads", type=int, default=1)
	ap.add_argument("--matmul", choices=("float32", "bfloat16"), default="float32",
		help="dtype of the projections' products (model.py MATMUL_DTYPE); a resumed "
		"run may change it")
	ap.add_argument("--arch", default=None, help="JSON object overriding ARCH fields")
	ap.add_argument("--init", default=None,
		help="start from the weights of this ckpt.pt, or of an exported model directory "
		"such as models/embedded (a new optimizer and schedule)")
	ap.add_argument("--aux", type=float, default=0.1,
		help="weight of the attention-pattern auxiliary loss (0: off)")
	a = ap.parse_args()

	torch.set_num_threads(a.threads)
	os.makedirs(a.out, exist_ok=True)
	log = open(os.path.join(a.out, "train.log"), "a", buffering=1)
	t0 = time.time()
	arch = dict(ARCH)
	if a.arch:
		arch.update(json.loads(a.arch))

	tok = bpe.Tokenizer(a.tokenizer)
	V = len(tok.vocab) + len(tok.special)
	sources = [Source(s, tok, a.out) for s in a.source]
	for s in sources:
		log.write("# source %s: train %d tokens in %d documents, held-out %d tokens in %d documents, weight %g\n"
			% (s.name, len(s.ids), len(s.starts), len(s.hids), len(s.hstarts), s.weight))
	log.write("# vocab %d; encode %.0fs\n" % (V, time.time() - t0))
	rate = matmul_rate()
	log.write("# float32 matmul %.1f GFLOP per CPU second%s\n" % (rate,
		" (slow: is libopenblas0-pthread installed?)" if rate < 15 else ""))
	if a.matmul == "bfloat16":
		modelpy.MATMUL_DTYPE = torch.bfloat16
		bf = matmul_rate(torch.bfloat16)
		log.write("# projections in bfloat16: %.1f GFLOP per CPU second%s\n" % (bf,
			" (slower than float32: this CPU has no fast bfloat16)" if bf < rate else ""))

	cfg = Cfg(vocab_size=V, **arch)
	torch.manual_seed(a.seed)
	model = Model(cfg)
	nparam = sum(p.numel() for p in model.parameters())
	decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
	nodecay = [p for n, p in model.named_parameters() if p.dim() < 2]
	opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1},
		{"params": nodecay, "weight_decay": 0.0}], lr=a.lr, betas=(0.9, 0.95), eps=1e-8)
	rng = random.Random(a.seed)
	step, total, cpu_spent, run_loss = 0, a.steps, 0.0, None
	state_path = os.path.join(a.out, "state.pt")
	if os.path.exists(state_path):
		st = torch.load(state_path, map_location="cpu")
		if st["arch"] != arch or st["vocab"] != V:
			print("train.py: %s was made with another arch or vocabulary" % state_path, file=sys.stderr)
			return 2
		model.load_state_dict(st["model"])
		opt.load_state_dict(st["opt"])
		rng.setstate(st["rng"])
		torch.set_rng_state(st["torch_rng"])
		step, total, cpu_spent, run_loss = st["step"], st["total"], st["cpu"], st["run_loss"]
		log.write("# resumed at step %d of %d (%.1f CPU minutes spent)\n" % (step, total, cpu_spent / 60))
	else:
		if a.init:
			# warm start: the weights of an earlier run, trained on under a
			# fresh warm-up and cosine schedule (the earlier run's schedule
			# had already decayed its learning rate to 10 %)
			ck = load_init(a.init) if os.path.isdir(a.init) else torch.load(a.init, map_location="cpu")
			if ck["arch"] != arch or ck["vocab"] != V:
				print("train.py: %s was made with another arch or vocabulary" % a.init, file=sys.stderr)
				return 2
			model.load_state_dict(ck["model"])
			log.write("# warm start from %s (its step %d)\n" % (a.init, ck["step"]))
		log.write("# model: %d parameters, arch %r, aux %g, batch %d x %d\n"
			% (nparam, arch, a.aux, a.batch, a.seq))

	hrng = random.Random(a.seed + 1)
	held = {}
	for s in sources:
		bs = []
		for _ in range(2):
			r = torch.from_numpy(np.stack([row(s.hids, s.hstarts, hrng, a.seq, tok.eot) for _ in range(16)]))
			bs.append((r[:, :-1], r[:, 1:]))
		held[s.name] = bs

	def held_loss():
		model.eval()
		out = {}
		with torch.no_grad():
			for name, bs in held.items():
				ls = [F.cross_entropy(model(x).reshape(-1, V), y.reshape(-1)).item() for x, y in bs]
				out[name] = sum(ls) / len(ls)
		model.train()
		return out

	def save():
		st = {"arch": arch, "vocab": V, "step": step, "total": total, "cpu": cpu_spent,
			"run_loss": run_loss, "model": model.state_dict(), "opt": opt.state_dict(),
			"rng": rng.getstate(), "torch_rng": torch.get_rng_state(), "aux": a.aux}
		save_atomic(st, state_path)
		save_atomic({"arch": arch, "vocab": V, "step": step, "model": model.state_dict()},
			os.path.join(a.out, "ckpt.pt"))

	def fmt(hl):
		return " ".join("%s %.4f" % kv for kv in hl.items())

	cpu_mark = time.process_time()
	last_save = time.time()
	t_mark, s_mark = cpu_spent, step
	while step < total:
		lr = lr_at(step, total, a.lr, a.warmup)
		for gr in opt.param_groups:
			gr["lr"] = lr
		x, y = batch(sources, rng, a.batch, a.seq, tok.eot)
		probs = [] if a.aux > 0 else None
		loss = F.cross_entropy(model(x, probs=probs).reshape(-1, V), y.reshape(-1))
		ce = loss.item()
		if a.aux > 0:
			loss = loss + a.aux * aux_loss(x, probs)
		opt.zero_grad(set_to_none=True)
		loss.backward()
		torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
		opt.step()
		step += 1
		now_cpu = time.process_time()
		cpu_spent += now_cpu - cpu_mark
		cpu_mark = now_cpu
		run_loss = ce if run_loss is None else 0.98 * run_loss + 0.02 * ce
		if a.auto_steps and step - s_mark >= 100 and step % 100 == 0 and step < total:
			# re-plan from the CPU time per step of the last 100+ steps
			per = (cpu_spent - t_mark) / (step - s_mark)
			left = a.budget_min * 60 - cpu_spent - 120
			n = max(step + 1, int(step + left / (per * 1.03)))
			n = min(n, a.steps)
			if abs(n - total) > total * 0.02:
				total = n
				log.write("# auto-steps at %d: %.2f CPU s/step, schedule now %d steps\n" % (step, per, total))
			t_mark, s_mark = cpu_spent, step
		if step % a.eval_every == 0 or step == 1:
			log.write("step %d ce %.4f %s lr %.2e cpu %.0f wall %.0f\n"
				% (step, run_loss, fmt(held_loss()), lr, cpu_spent, time.time() - t0))
		if time.time() - last_save > a.ckpt_min * 60:
			save()
			last_save = time.time()
	log.write("final step %d ce %.4f %s cpu %.0f\n" % (step, run_loss, fmt(held_loss()), cpu_spent))
	save()
	return 0


if __name__ == "__main__":
	sys.exit(main())
