#!/usr/bin/python3
"""How close each real English source is to everyday English, cheaply: an
interpolated word-bigram model per source, scored on held-out texts.

  register.py --real W/real --mix W/mix [--mb 1.1]

Each source (wordnet, bible_web, austen, moby_dick, sotu, and the
generator's en_gen) trains a model on --mb MB of its training documents,
spread evenly over the file.  Words are lowercased letters (with an inner
apostrophe) and the marks . , ! ? ; : ; every document starts with <s>.
  P(b | a) = 0.6 * count(a b) / count(a .) + 0.4 * (count(b) + 1) / (N + V)
with N the model's word count and V the size of the vocabulary shared by all
models and test sets (plus one for unseen words).  Prints a table of
cross-entropy in nats per word: rows are models, columns test sets (the
generator's held-out text, all 72 Harvard sentences documents, and each
real source's held-out file).
"""
import argparse
import collections
import math
import os
import re
import sys

EOT = "<|endoftext|>"
WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|[.,!?;:]")
REAL = ["wordnet", "bible_web", "austen", "moby_dick", "sotu"]


def documents(path):
	with open(path, encoding="utf-8") as f:
		data = f.read()
	return [d for d in data.split("\n" + EOT + "\n") if d.strip()]


def spread(docs, mb):
	"""Every k-th document so that about mb MB remain (as mix.py caps)."""
	total = sum(len(d.encode("utf-8")) for d in docs)
	step = max(1.0, total / (mb * 1e6))
	return [d for i, d in enumerate(docs) if int((i + 1) / step) > int(i / step)]


def sentences(docs):
	for d in docs:
		yield ["<s>"] + WORD.findall(d.lower())


class Bigram:
	def __init__(self, docs):
		self.uni = collections.Counter()
		self.bi = collections.Counter()
		self.ctx = collections.Counter()
		for t in sentences(docs):
			self.uni.update(t)
			for a, b in zip(t, t[1:]):
				self.bi[(a, b)] += 1
				self.ctx[a] += 1
		self.n = sum(self.uni.values())

	def xent(self, docs, vocab):
		tot, n = 0.0, 0
		for t in sentences(docs):
			for a, b in zip(t, t[1:]):
				pu = (self.uni[b] + 1) / (self.n + vocab)
				pb = self.bi[(a, b)] / self.ctx[a] if self.ctx[a] else 0.0
				tot -= math.log(0.6 * pb + 0.4 * pu)
				n += 1
		return tot / n


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--real", required=True, help="the extractors' output directory (W/real)")
	ap.add_argument("--mix", required=True, help="the mixed sources (W/mix), for en_gen")
	ap.add_argument("--mb", type=float, default=1.1, help="training text per source")
	a = ap.parse_args()
	try:
		train = {s: spread(documents(os.path.join(a.real, s + ".train.txt")), a.mb) for s in REAL}
		train["en_gen"] = spread(documents(os.path.join(a.mix, "en_gen.train.txt")), a.mb)
		tests = {"en_gen held-out": documents(os.path.join(a.mix, "en_gen.heldout.txt"))[:600],
			"Harvard sentences": documents(os.path.join(a.real, "harvard.train.txt"))
			+ documents(os.path.join(a.real, "harvard.heldout.txt"))}
		for s in REAL:
			tests[s] = documents(os.path.join(a.real, s + ".heldout.txt"))
	except OSError as e:
		print("register.py: %s: %s" % (e.filename, e.strerror), file=sys.stderr)
		return 2
	models = {s: Bigram(d) for s, d in train.items()}
	words = set()
	for m in models.values():
		words.update(m.uni)
	for d in tests.values():
		for t in sentences(d):
			words.update(t)
	vocab = len(words) + 1
	names = list(tests)
	print("| trained on (%g MB) | %s |" % (a.mb, " | ".join(names)))
	print("| --- | %s |" % " | ".join("---:" for _ in names))
	for s, m in models.items():
		print("| %s | %s |" % (s, " | ".join("%.3f" % m.xent(tests[t], vocab) for t in names)))
	return 0


if __name__ == "__main__":
	sys.exit(main())
