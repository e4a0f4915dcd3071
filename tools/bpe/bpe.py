#!/usr/bin/python3
"""Byte-level BPE: trainer, encoder and tokenizer.json writer (attnstep's own).

Pipeline (the one Hugging Face `tokenizers` runs for Qwen3.5, docs/MODEL.md):
  1. split off the special token <|endoftext|>;
  2. NFC;
  3. pre-tokenizer: the Qwen3.5 Split regex, then the GPT-2 byte -> char table;
  4. BPE: repeatedly merge the adjacent pair with the lowest rank.

The regex needs \\p{L}, \\p{N}, \\p{M}, which Python's `re` lacks; the `regex`
module (Debian: python3-regex) runs the exact pattern that goes into
tokenizer.json, so training and encoding split text as the engine does.

Training counts pairs once and then updates the counts incrementally: a merge
only touches the words that contain its pair (an index pair -> words), and the
best pair comes from a heap with lazy deletion (entries whose count is stale
are skipped).  Cost: O(total symbols + touched words per merge), so 8k merges
over a 60 MB corpus take minutes, not hours.  Ties break on the pair itself
(deterministic).

CJK coverage: a byte-level BPE only makes a Chinese character one token once
its three bytes have been merged.  With --cjk-coverage C, the characters that
cover the fraction C of all CJK characters in the corpus are made single
tokens first (their byte merges, most frequent character first), then
ordinary BPE goes on; frequent Chinese words become tokens the ordinary way.

Usage:
  bpe.py train --corpus FILE [--corpus FILE ...] --vocab 8000 [--cjk-coverage 0.999] --out tokenizer.json
  bpe.py encode --tokenizer tokenizer.json --text "The cat sat on the"
"""
import argparse
import collections
import heapq
import json
import sys
import unicodedata

import regex

EOT = "<|endoftext|>"

# The exact Qwen3.5 pattern, written to tokenizer.json and used as is.
QWEN35_REGEX = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+"
	r"|\p{N}| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
SPLIT = regex.compile(QWEN35_REGEX)


def byte_table():
	"""GPT-2 byte -> char: printable bytes map to themselves, the other 68
	bytes, in increasing order, to U+0100, U+0101, ..."""
	keep = list(range(ord("!"), ord("~") + 1)) + list(range(0xA1, 0xAD)) + list(range(0xAE, 0x100))
	table = {}
	n = 0
	for b in range(256):
		if b in keep:
			table[b] = chr(b)
		else:
			table[b] = chr(0x100 + n)
			n += 1
	return table


BYTE2CHAR = byte_table()


def to_bytechars(s):
	return "".join(BYTE2CHAR[b] for b in s.encode("utf-8"))


def pieces(text):
	"""Pre-tokenize one segment (no special tokens inside) into byte-level strings."""
	text = unicodedata.normalize("NFC", text)
	return [to_bytechars(m) for m in SPLIT.findall(text)]


def documents(path):
	"""The corpus file holds documents separated by lines "<|endoftext|>";
	a document is its text without the surrounding newlines."""
	with open(path, encoding="utf-8") as f:
		data = f.read()
	return [d.strip("\n") for d in data.split("\n" + EOT + "\n") if d.strip("\n")]


def is_cjk(ch):
	o = ord(ch)
	return 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0x3000 <= o <= 0x303F \
		or 0xFF00 <= o <= 0xFFEF


def count_corpus(paths):
	"""Piece counts (byte-level strings) and CJK character counts."""
	counts = collections.Counter()
	chars = collections.Counter()
	for path in paths:
		for d in documents(path):
			d = unicodedata.normalize("NFC", d)
			counts.update(to_bytechars(m) for m in SPLIT.findall(d))
			chars.update(c for c in d if is_cjk(c))
	return counts, chars


def cjk_merges(chars, coverage):
	"""Byte merges that make the most frequent CJK characters single tokens,
	enough of them to cover `coverage` of all CJK occurrences."""
	total = sum(chars.values())
	merges, have = [], set(BYTE2CHAR.values())
	acc = 0
	for ch, c in sorted(chars.items(), key=lambda kv: (-kv[1], kv[0])):
		if total and acc / total >= coverage:
			break
		acc += c
		syms = [BYTE2CHAR[b] for b in ch.encode("utf-8")]
		# left to right: (b1 b2), then (b1b2 b3)
		cur = syms[0]
		for s in syms[1:]:
			if cur + s not in have:
				merges.append((cur, s))
				have.add(cur + s)
			cur = cur + s
	return merges


def premerged(counts, forced):
	"""The pieces with the forced merges already applied.  Applying them
	through Trainer.merge would touch every Chinese piece thousands of times;
	encoding each piece once with the forced merges alone (lowest rank first,
	as BPE does) gives the same symbols."""
	rank = {m: i for i, m in enumerate(forced)}
	out = collections.Counter()
	for w, c in counts.items():
		syms = list(w)
		while len(syms) > 1:
			best, bi = None, -1
			for i in range(len(syms) - 1):
				r = rank.get((syms[i], syms[i + 1]))
				if r is not None and (best is None or r < best):
					best, bi = r, i
			if best is None:
				break
			syms[bi:bi + 2] = [syms[bi] + syms[bi + 1]]
		out[tuple(syms)] += c
	return out


class Trainer:
	"""BPE over distinct pieces weighted by frequency, with incremental pair
	counts (see the module comment)."""

	def __init__(self, counts):
		self.words = [list(w) for w in counts]  # strings or tuples of symbols
		self.freq = list(counts.values())
		self.pairs = collections.Counter()
		self.where = collections.defaultdict(set)
		for wi, syms in enumerate(self.words):
			c = self.freq[wi]
			for i in range(len(syms) - 1):
				p = (syms[i], syms[i + 1])
				self.pairs[p] += c
				self.where[p].add(wi)
		self.heap = [(-c, p) for p, c in self.pairs.items()]
		heapq.heapify(self.heap)

	def _remove_word(self, wi):
		syms, c = self.words[wi], self.freq[wi]
		for i in range(len(syms) - 1):
			p = (syms[i], syms[i + 1])
			self.pairs[p] -= c

	def _add_word(self, wi, changed):
		syms, c = self.words[wi], self.freq[wi]
		for i in range(len(syms) - 1):
			p = (syms[i], syms[i + 1])
			self.pairs[p] += c
			self.where[p].add(wi)
			changed.add(p)

	def merge(self, a, b):
		"""Apply merge (a, b) to every word containing it; push updated counts."""
		ab = a + b
		changed = set()
		for wi in list(self.where.get((a, b), ())):
			syms = self.words[wi]
			if len(syms) < 2:
				continue
			self._remove_word(wi)
			for i in range(len(syms) - 1):
				changed.add((syms[i], syms[i + 1]))
			out, i = [], 0
			while i < len(syms):
				if i + 1 < len(syms) and syms[i] == a and syms[i + 1] == b:
					out.append(ab)
					i += 2
				else:
					out.append(syms[i])
					i += 1
			self.words[wi] = out
			self._add_word(wi, changed)
		self.where.pop((a, b), None)
		self.pairs.pop((a, b), None)
		for p in changed:
			c = self.pairs.get(p, 0)
			if c > 0:
				heapq.heappush(self.heap, (-c, p))

	def best(self):
		while self.heap:
			negc, p = self.heap[0]
			c = self.pairs.get(p, 0)
			if c == -negc and c > 0:
				return p, c
			heapq.heappop(self.heap)
			if c > 0:
				heapq.heappush(self.heap, (-c, p))
		return None, 0


def train(counts, chars, vocab_size, coverage, log=sys.stderr):
	n_target = vocab_size - 256 - 1  # minus byte symbols and <|endoftext|>
	forced = cjk_merges(chars, coverage) if coverage > 0 else []
	forced = forced[:n_target]
	tr = Trainer(premerged(counts, forced))
	merges = list(forced)
	print("bpe: %d forced CJK merges" % len(merges), file=log)
	while len(merges) < n_target:
		p, c = tr.best()
		if p is None or c < 2:
			break
		tr.merge(*p)
		merges.append(p)
		if len(merges) % 1000 == 0:
			print("bpe: %d merges (last count %d)" % (len(merges), c), file=log)
	return merges


def build_json(merges):
	vocab = {}
	for b in range(256):
		vocab[BYTE2CHAR[b]] = b
	for a, b in merges:
		vocab[a + b] = len(vocab)
	eot_id = len(vocab)
	return {
		"version": "1.0",
		"truncation": None,
		"padding": None,
		"added_tokens": [{"id": eot_id, "content": EOT, "single_word": False,
			"lstrip": False, "rstrip": False, "normalized": False, "special": True}],
		"normalizer": {"type": "NFC"},
		"pre_tokenizer": {"type": "Sequence", "pretokenizers": [
			{"type": "Split", "pattern": {"Regex": QWEN35_REGEX},
				"behavior": "Isolated", "invert": False},
			{"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False,
				"use_regex": False}]},
		"post_processor": {"type": "ByteLevel", "add_prefix_space": False,
			"trim_offsets": False, "use_regex": False},
		"decoder": {"type": "ByteLevel", "add_prefix_space": False,
			"trim_offsets": False, "use_regex": False},
		"model": {"type": "BPE", "dropout": None, "unk_token": None,
			"continuing_subword_prefix": None, "end_of_word_suffix": None,
			"fuse_unk": False, "byte_fallback": False, "ignore_merges": False,
			"vocab": vocab, "merges": [a + " " + b for a, b in merges]},
	}


class Tokenizer:
	def __init__(self, path):
		with open(path, encoding="utf-8") as f:
			j = json.load(f)
		self.vocab = j["model"]["vocab"]
		self.inv = {i: s for s, i in self.vocab.items()}
		self.ranks = {}
		for i, m in enumerate(j["model"]["merges"]):
			a, b = m.split(" ") if isinstance(m, str) else m
			self.ranks[(a, b)] = i
		self.special = {t["content"]: t["id"] for t in j["added_tokens"]}
		for s, i in self.special.items():
			self.inv[i] = s
		self.eot = self.special[EOT]
		self.cache = {}
		self.char2byte = {c: b for b, c in BYTE2CHAR.items()}

	def bpe(self, piece):
		got = self.cache.get(piece)
		if got is not None:
			return got
		syms = list(piece)
		while len(syms) > 1:
			best, bi = None, -1
			for i in range(len(syms) - 1):
				r = self.ranks.get((syms[i], syms[i + 1]))
				if r is not None and (best is None or r < best):
					best, bi = r, i
			if best is None:
				break
			syms[bi:bi + 2] = [syms[bi] + syms[bi + 1]]
		ids = [self.vocab[s] for s in syms]
		if len(self.cache) < 2000000:
			self.cache[piece] = ids
		return ids

	def encode(self, text):
		out = []
		parts = text.split(EOT)
		for k, seg in enumerate(parts):
			if k:
				out.append(self.eot)
			for p in pieces(seg):
				out.extend(self.bpe(p))
		return out

	def decode(self, ids):
		s = "".join(self.inv[i] for i in ids)
		out = bytearray()
		for ch in s:
			if ch in self.char2byte:
				out.append(self.char2byte[ch])
			else:
				out.extend(ch.encode("utf-8"))
		return out.decode("utf-8", errors="replace")

	def piece(self, i):
		return self.decode([i])


def main():
	ap = argparse.ArgumentParser()
	sub = ap.add_subparsers(dest="cmd", required=True)
	t = sub.add_parser("train")
	t.add_argument("--corpus", required=True, action="append")
	t.add_argument("--vocab", type=int, default=8000)
	t.add_argument("--cjk-coverage", type=float, default=0.999)
	t.add_argument("--out", required=True)
	e = sub.add_parser("encode")
	e.add_argument("--tokenizer", required=True)
	e.add_argument("--text", required=True)
	a = ap.parse_args()
	if a.cmd == "train":
		counts, chars = count_corpus(a.corpus)
		print("bpe: %d distinct pieces, %d distinct CJK characters" % (len(counts), len(chars)),
			file=sys.stderr)
		merges = train(counts, chars, a.vocab, a.cjk_coverage)
		j = build_json(merges)
		with open(a.out, "w", encoding="utf-8") as f:
			json.dump(j, f, ensure_ascii=False, indent=1)
			f.write("\n")
		print("pieces %d, merges %d, vocab %d" % (len(counts), len(merges),
			len(j["model"]["vocab"]) + 1), file=sys.stderr)
	else:
		tok = Tokenizer(a.tokenizer)
		ids = tok.encode(a.text)
		print(json.dumps({"ids": ids, "pieces": [tok.piece(i) for i in ids]}, ensure_ascii=False))
	return 0


if __name__ == "__main__":
	sys.exit(main())
