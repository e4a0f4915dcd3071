#!/usr/bin/python3
"""Score a model on prompts written before training (tools/train/eval_prompts.tsv).

  eval_prompts.py --model DIR [--prompts tools/train/eval_prompts.tsv]
                  [--corpus FILE ...] [--json OUT]

For every prompt: the top-3 next tokens and their probabilities (computed by the
independent reference tools/qwen35_ref.py, float32), and whether the top-1 is
plausible.  "Plausible" is decided by the list written next to the prompt
before any model saw it, on the first word of the greedy continuation (up to
four tokens are generated, since a word may take more than one token: " 5" is
" " then "5" under the Qwen3.5 pre-tokenizer): for English that word, or a
single punctuation mark, must equal an entry (spaces ignored); for Chinese, its
first character must be the first character of an entry.
--corpus: the training files; a prompt found verbatim in them is flagged (the
table is only honest for prompts the model did not train on).
Prints a Markdown table and the fraction plausible per kind.
"""
import argparse
import json
import os
import re
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bpe"))
import bpe  # noqa: E402
import qwen35_ref  # noqa: E402


def read_prompts(path):
	out = []
	with open(path, encoding="utf-8") as f:
		for line in f:
			line = line.rstrip("\n")
			if not line or line.startswith("#"):
				continue
			kind, prompt, fits = line.split("\t")
			out.append((kind, prompt, fits.split("|")))
	return out


def first_word(text):
	m = re.match(r"\s*(\w+|[^\w\s])", text)
	return m.group(1) if m else ""


def plausible(kind, cont, fits):
	w = first_word(cont)
	if kind == "zh":
		return any(f.strip() and w and f.strip()[0] == w[0] for f in fits)
	return w in [f.strip() for f in fits]


def greedy(cfg, W, ids, n):
	ids = list(ids)
	for _ in range(n):
		lg = qwen35_ref.forward(cfg, W, ids, capture=False)["logits"][-1]
		ids.append(int(torch.argmax(lg)))
	return ids


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--model", required=True)
	ap.add_argument("--prompts", default=os.path.join(HERE, "eval_prompts.tsv"))
	ap.add_argument("--corpus", action="append", default=[])
	ap.add_argument("--json")
	a = ap.parse_args()
	torch.set_num_threads(1)
	cfg, W = qwen35_ref.load_checkpoint(a.model, torch.float32)
	tok = bpe.Tokenizer(os.path.join(a.model, "tokenizer.json"))
	prompts = read_prompts(a.prompts)
	seen = set()
	for path in a.corpus:
		with open(path, encoding="utf-8") as f:
			data = f.read()
		for _, p, _ in prompts:
			if p in data:
				seen.add(p)
	rows, score = [], {}
	print("| kind | prompt | top-3 next tokens | greedy continuation | plausible |")
	print("| --- | --- | --- | --- | --- |")
	for kind, prompt, fits in prompts:
		ids = tok.encode(prompt)
		lg = qwen35_ref.forward(cfg, W, ids, capture=False)["logits"][-1]
		p = torch.softmax(lg.double(), -1)
		top = torch.topk(p, 3)
		tops = [(tok.piece(int(i)), float(v)) for v, i in zip(top.values, top.indices)]
		cont = tok.decode(greedy(cfg, W, ids, 4)[len(ids):])
		ok = plausible(kind, cont, fits)
		s = score.setdefault(kind, [0, 0])
		s[0] += ok
		s[1] += 1
		flag = " (in corpus)" if prompt in seen else ""
		print("| %s | %s%s | %s | %s | %s |" % (kind, prompt.replace("|", "\\|"), flag,
			", ".join("%s %.2f" % (json.dumps(t, ensure_ascii=False), v) for t, v in tops),
			json.dumps(cont, ensure_ascii=False).replace("|", "\\|"), "yes" if ok else "no"))
		rows.append({"kind": kind, "prompt": prompt, "top3": tops, "continuation": cont, "plausible": ok,
			"in_corpus": prompt in seen})
	for kind, (k, n) in score.items():
		print("%s: %d of %d plausible (%.0f%%)" % (kind, k, n, 100.0 * k / n))
	if a.json:
		with open(a.json, "w", encoding="utf-8") as f:
			json.dump({"rows": rows, "score": score}, f, ensure_ascii=False, indent=1)
	return 0


if __name__ == "__main__":
	sys.exit(main())
