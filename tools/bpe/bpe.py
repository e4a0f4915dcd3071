#!/usr/bin/python3
"""Byte-level BPE: trainer, encoder and tokenizer.json writer (attnstep's own).

Pipeline (the same one Hugging Face `tokenizers` runs for Qwen3.5, docs/MODEL.md §8.1):
  1. split off the special token <|endoftext|>;
  2. NFC (a no-op on our ASCII corpus);
  3. pre-tokenizer: the Qwen3.5 Split regex (docs/MODEL.md §8.3), then the GPT-2
     byte -> char table;
  4. BPE: repeatedly merge the adjacent pair with the lowest rank.

The regex: Python's `re` has no \\p{L}; for ASCII text \\p{L} = [A-Za-z],
\\p{N} = [0-9] and \\p{M} is empty, so the ASCII form below splits ASCII text
exactly as the Qwen3.5 (and Qwen3) regex does.  encode() refuses non-ASCII.

Usage:
  bpe.py train --corpus FILE --vocab 2048 --out tokenizer.json
  bpe.py encode --tokenizer tokenizer.json --text "The cat sat on the"
"""
import argparse
import collections
import json
import re
import sys
import unicodedata

EOT = "<|endoftext|>"

# The exact Qwen3.5 pattern, written to tokenizer.json (docs/MODEL.md §8.3).
QWEN35_REGEX = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+"
	r"|\p{N}| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
# Its ASCII form for Python's re (same alternatives, same order).
ASCII_REGEX = re.compile(r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\nA-Za-z0-9]?[A-Za-z]+"
	r"|[0-9]| ?[^\sA-Za-z0-9]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")


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


def pieces(text):
	"""Pre-tokenize one segment (no special tokens inside) into byte-level strings."""
	if not text.isascii():
		raise ValueError("bpe.py: only ASCII text is supported by the re approximation")
	text = unicodedata.normalize("NFC", text)
	return ["".join(BYTE2CHAR[b] for b in m.group(0).encode("utf-8"))
		for m in ASCII_REGEX.finditer(text)]


def documents(path):
	"""The corpus file holds documents separated by lines "<|endoftext|>";
	a document is its text without the surrounding newlines."""
	with open(path, encoding="ascii") as f:
		data = f.read()
	return [d.strip("\n") for d in data.split("\n" + EOT + "\n") if d.strip("\n")]


def count_pieces(path):
	counts = collections.Counter()
	for d in documents(path):
		counts.update(pieces(d))
	return counts


def train(counts, vocab_size):
	"""Classic BPE over distinct pieces weighted by frequency.
	Ties between equally frequent pairs break on the pair itself (deterministic)."""
	words = [(list(w), c) for w, c in counts.items()]
	merges = []
	n_target = vocab_size - 256 - 1  # minus byte symbols and <|endoftext|>
	while len(merges) < n_target:
		pairs = collections.Counter()
		for syms, c in words:
			for i in range(len(syms) - 1):
				pairs[(syms[i], syms[i + 1])] += c
		if not pairs:
			break
		best = min(pairs.items(), key=lambda kv: (-kv[1], kv[0]))
		if best[1] < 2:
			break
		a, b = best[0]
		merges.append((a, b))
		ab = a + b
		for syms, c in words:
			i = 0
			while i < len(syms) - 1:
				if syms[i] == a and syms[i + 1] == b:
					syms[i:i + 2] = [ab]
				i += 1
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
	t.add_argument("--corpus", required=True)
	t.add_argument("--vocab", type=int, default=2048)
	t.add_argument("--out", required=True)
	e = sub.add_parser("encode")
	e.add_argument("--tokenizer", required=True)
	e.add_argument("--text", required=True)
	a = ap.parse_args()
	if a.cmd == "train":
		counts = count_pieces(a.corpus)
		merges = train(counts, a.vocab)
		j = build_json(merges)
		with open(a.out, "w", encoding="utf-8") as f:
			json.dump(j, f, ensure_ascii=False, indent=1)
			f.write("\n")
		print("pieces %d, merges %d, vocab %d" % (len(counts), len(merges),
			len(j["model"]["vocab"]) + 1), file=sys.stderr)
	else:
		tok = Tokenizer(a.tokenizer)
		ids = tok.encode(a.text)
		print(json.dumps({"ids": ids, "pieces": [tok.piece(i) for i in ids]}))
	return 0


if __name__ == "__main__":
	sys.exit(main())
