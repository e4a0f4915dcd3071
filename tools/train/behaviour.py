#!/usr/bin/python3
"""Measure the embedded model's behaviour in PyTorch and write the golden file
the C-engine tests compare against (tests/embedded/golden.json).

  behaviour.py --model models/embedded --heldout heldout.txt [--golden OUT]

Computed with tools/qwen35_ref.py (float64) on the exported checkpoint, so the
numbers describe exactly the shipped files.  Definitions (also in models/README.md):
  * cat: top-1 next token after "The cat sat on the";
  * bank: three prompts ending in the same " bank" token; their top-1 tokens;
  * previous-token score of a full-attention head: mean over prompts and over
    query positions t >= 2 of P[t][t-1]; first-token score: the same for P[t][0]
    (t = 0 and t = 1 are left out: there the first token is also the previous one);
  * induction score of a head: for a random sequence of L tokens repeated twice
    (x[t+L] = x[t]), the mean over the second copy's positions t = L..2L-1 of
    P[t][t-L+1], the weight on the token that followed the previous occurrence;
    averaged over several random sequences.
"""
import argparse
import json
import os
import random
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bpe"))
import bpe  # noqa: E402
import qwen35_ref  # noqa: E402

CAT = "The cat sat on the"
BANK = [
	("money", "Anna needed a loan, so she went to see the bank"),
	("river", "The river was calm, so Tom sat on the bank"),
	("aeroplane", "The pilot turned the wheel and the plane began to bank"),
]
# The same three senses worded as no training sentence is (tools/train/eval_prompts.tsv,
# written before training); they too must end in " bank" and fit their senses.
BANK_REWORDED = [
	("money", "Tina had saved forty dollars, and on Saturday she took it to the bank"),
	("river", "He sat by the water with his fishing rod on the bank"),
	("aeroplane", "To turn toward the airport, the pilot made the plane bank"),
]
# Words that fit each sense, fixed by hand before training (not read from the model).
BANK_FITS = {
	"money": [" manager", " teller", " account", " loan", " to", " and", " clerk", " counter",
		" where"],
	"river": [" fishing", " of", " and", " in", " under", " beside", " by", " near", " with",
		" where"],
	"aeroplane": [" left", " right", " sharply", " steeply", " gently", " slowly", " towards",
		" toward"],
}
# Words that only one sense of "bank" leads to, for the reworded prompts: the
# probability mass the model puts on each list must be largest for the
# prompt's own sense (a top-1 such as " to" fits more than one sense).
SENSE_WORDS = {
	"money": [" manager", " teller", " account", " loan", " clerk", " counter", " deposit",
		" cash", " money", " card"],
	"river": [" fishing", " water", " river", " grass", " ducks", " mud", " fish", " picnic",
		" of", " beside", " under"],
	"aeroplane": [" left", " right", " sharply", " steeply", " gently", " slowly", " towards",
		" toward", " wing"],
}
# Chinese prompts: the continuation must be Chinese (the top-1 token holds a CJK ideograph).
ZH_PROMPTS = ["今天天气", "我最喜欢吃", "妈妈去银行", "小明背着书包去", "下雨了，所以她"]
# Strings whose ids the C tokenizer must reproduce (the Python BPE with the
# `regex` module is the independent side).
TOKENIZER_STRINGS = [
	"The cat sat on the mat.",
	"今天天气很好，我们去公园散步吧。",
	"妈妈去银行取钱，然后走路回家。",
	"\"Good morning,\" said Mum. \"How are you?\" 1, 2, 3, 4, 5",
	"她说：“你好！” He said: don't, can't, I'll, we've.",
	"  spaces\tand\nnew lines\n\n  ",
	"Ünïcödé café naïve résumé — 北京 東京 서울",
]
INDUCTION_WORDS = ("sun moon star tree river hill road door window table chair milk "
	"bread fish bird snow rain wind fire water stone paper glass gold silver "
	"seven three nine ten house car boat train ship bus field song game plan "
	"light dark cold warm king queen city town box cup pen leaf sand salt sugar "
	"honey tea cake egg rice wolf bear lion tiger deer sheep pig hen fox owl "
	"frog mouse horse cow goat duck swan bell drum coat shoe hat ring key map "
	"rope tent bag farm bridge tower wall gate lake pond sea rock cloud storm").split()


def top1(cfg, W, ids):
	out = qwen35_ref.forward(cfg, W, ids, capture=True)
	return out, int(torch.argmax(out["logits"][-1]))


def heldout_prompts(path, tok, n, T, seed):
	docs = bpe.documents(path)
	r = random.Random(seed)
	out = []
	while len(out) < n:
		d = docs[r.randrange(len(docs))]
		ids = tok.encode(d)[:T]
		if len(ids) == T:
			out.append((tok.decode(ids), ids))
	return out


def induction_sequences(tok, n, L, seed):
	single = [w for w in INDUCTION_WORDS if len(tok.encode(" " + w)) == 1]
	r = random.Random(seed)
	seqs = []
	for _ in range(n):
		words = r.sample(single, L)
		ids = [tok.encode(" " + w)[0] for w in words]
		seqs.append(ids + ids)
	return seqs


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--model", required=True)
	ap.add_argument("--heldout", required=True)
	ap.add_argument("--golden")
	a = ap.parse_args()
	torch.set_num_threads(2)
	cfg, W = qwen35_ref.load_checkpoint(a.model, torch.float64)
	tok = bpe.Tokenizer(os.path.join(a.model, "tokenizer.json"))
	full = [i for i in range(cfg.num_layers) if not cfg.linear[i]]
	res = {}

	ids = tok.encode(CAT)
	out, t = top1(cfg, W, ids)
	p = torch.softmax(out["logits"][-1], -1)
	res["cat"] = {"prompt": CAT, "ids": ids, "top1": t, "top1_text": tok.piece(t),
		"prob": float(p[t])}
	print("cat: %r -> %r (p=%.3f)" % (CAT, tok.piece(t), float(p[t])))

	res["bank"] = []
	for sense, prompt in BANK:
		ids = tok.encode(prompt)
		out, t = top1(cfg, W, ids)
		p = torch.softmax(out["logits"][-1], -1)
		top5 = torch.topk(p, 5)
		res["bank"].append({"sense": sense, "prompt": prompt, "ids": ids, "top1": t,
			"top1_text": tok.piece(t), "prob": float(p[t]), "fits": BANK_FITS[sense]})
		print("bank/%s: %r -> %s" % (sense, prompt, ", ".join("%r %.3f" % (tok.piece(i), v)
			for v, i in zip(top5.values.tolist(), top5.indices.tolist()))))

	# the single-token sense words, by id (a word the tokenizer splits is left out)
	sense_ids = {k: [tok.encode(w)[0] for w in ws if len(tok.encode(w)) == 1]
		for k, ws in SENSE_WORDS.items()}
	res["sense_ids"] = sense_ids
	res["bank_reworded"] = []
	for sense, prompt in BANK_REWORDED:
		ids = tok.encode(prompt)
		out, t = top1(cfg, W, ids)
		p = torch.softmax(out["logits"][-1], -1)
		mass = {k: float(sum(p[i] for i in sense_ids[k])) for k in sense_ids}
		res["bank_reworded"].append({"sense": sense, "prompt": prompt, "ids": ids, "top1": t,
			"top1_text": tok.piece(t), "prob": float(p[t]), "fits": BANK_FITS[sense],
			"mass": mass})
		print("bank reworded/%s: %r -> %r (%.3f); sense mass %s" % (sense, prompt, tok.piece(t),
			float(p[t]), ", ".join("%s %.3f" % kv for kv in mass.items())))

	res["zh"] = []
	for prompt in ZH_PROMPTS:
		ids = tok.encode(prompt)
		out, t = top1(cfg, W, ids)
		res["zh"].append({"prompt": prompt, "ids": ids, "top1": t, "top1_text": tok.piece(t)})
		print("zh: %s -> %s" % (prompt, tok.piece(t)))

	res["tokenizer"] = [{"text": s, "ids": tok.encode(s)} for s in TOKENIZER_STRINGS]

	prompts = heldout_prompts(a.heldout, tok, 12, 32, 99)
	prev = {(l, h): 0.0 for l in full for h in range(cfg.num_heads)}
	first = dict(prev)
	for _, ids in prompts:
		out = qwen35_ref.forward(cfg, W, ids, capture=True)
		T = len(ids)
		for l in full:
			P = out["attn"][l]
			for h in range(cfg.num_heads):
				prev[(l, h)] += sum(float(P[h, t, t - 1]) for t in range(2, T)) / (T - 2) / len(prompts)
				first[(l, h)] += sum(float(P[h, t, 0]) for t in range(2, T)) / (T - 2) / len(prompts)
	bp = max(prev, key=prev.get)
	bf = max(first, key=first.get)
	print("previous-token: best layer %d head %d score %.3f" % (bp[0], bp[1], prev[bp]))
	print("first-token:    best layer %d head %d score %.3f" % (bf[0], bf[1], first[bf]))
	for l in full:
		print("  layer %d prev %s" % (l, " ".join("%.2f" % prev[(l, h)] for h in range(cfg.num_heads))))
		print("  layer %d first %s" % (l, " ".join("%.2f" % first[(l, h)] for h in range(cfg.num_heads))))
	res["heldout_prompts"] = [{"text": s, "ids": ids} for s, ids in prompts]
	res["prev"] = {"layer": bp[0], "head": bp[1], "score": prev[bp]}
	res["first"] = {"layer": bf[0], "head": bf[1], "score": first[bf]}

	L = 10
	seqs = induction_sequences(tok, 6, L, 5)
	ind = {(l, h): 0.0 for l in full for h in range(cfg.num_heads)}
	for ids in seqs:
		out = qwen35_ref.forward(cfg, W, ids, capture=True)
		for l in full:
			P = out["attn"][l]
			for h in range(cfg.num_heads):
				ind[(l, h)] += sum(float(P[h, t, t - L + 1]) for t in range(L, 2 * L)) / L / len(seqs)
	bi = max(ind, key=ind.get)
	print("induction:      best layer %d head %d score %.3f" % (bi[0], bi[1], ind[bi]))
	for l in full:
		print("  layer %d ind %s" % (l, " ".join("%.2f" % ind[(l, h)] for h in range(cfg.num_heads))))
	res["induction"] = {"L": L, "sequences": seqs, "layer": bi[0], "head": bi[1], "score": ind[bi]}

	# last-position logits for a few held-out prompts (the C engine must match to 1e-3)
	res["logits"] = []
	cases = [ids[:20] for _, ids in prompts[:4]] + [tok.encode(TOKENIZER_STRINGS[1])]
	for ids in cases:
		lg = qwen35_ref.forward(cfg, W, ids, capture=False)["logits"][-1]
		res["logits"].append({"ids": ids, "logits": [round(float(x), 6) for x in lg]})
	if a.golden:
		with open(a.golden, "w") as f:
			json.dump(res, f, separators=(",", ":"))
			f.write("\n")
	return 0


if __name__ == "__main__":
	sys.exit(main())
