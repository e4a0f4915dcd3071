"""Shared helpers for the real-text extractors: cleaning, grouping, writing.

Every extractor produces a list of documents (strings).  write_source()
normalises them (NFC, whitespace), splits off every 50th document as
held-out text and writes <name>.train.txt / <name>.heldout.txt with one
line containing exactly <|endoftext|> between documents.
"""
import html
import json
import os
import re
import unicodedata

EOT = "<|endoftext|>"
HELDOUT_EVERY = 50

_WS = re.compile(r"[ \t\u00a0\u3000\r\f\v]+")
_URL = re.compile(r"(https?://|ftp://|www\.)\S+|\S+@\S+\.\w+")


def is_cjk(ch):
	"""True for a Han character (CJK unified ideographs and extensions)."""
	o = ord(ch)
	return (0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or
		0x20000 <= o <= 0x2FFFF or 0xF900 <= o <= 0xFAFF)


def is_cjk_punct(ch):
	"""CJK punctuation (U+3000-303F) and full-width forms (，：（） etc.)."""
	o = ord(ch)
	return 0x3000 <= o <= 0x303F or 0xFF00 <= o <= 0xFFEF or ch in "“”‘’…—·"


def cjk_ratio(text):
	"""(Han characters + CJK punctuation) / non-space characters.

	Chinese prose punctuates with full-width marks, so they count as
	Chinese; ASCII letters, digits and symbols do not.
	"""
	chars = [c for c in text if not c.isspace()]
	if not chars:
		return 0.0
	return sum(1 for c in chars if is_cjk(c) or is_cjk_punct(c)) / len(chars)


def letter_ratio(text):
	"""Letters (any script) / non-space characters."""
	chars = [c for c in text if not c.isspace()]
	if not chars:
		return 0.0
	return sum(1 for c in chars if c.isalpha()) / len(chars)


def clean_line(line):
	"""NFC, entities decoded, no control characters, single spaces, no URLs
	or e-mail addresses."""
	line = unicodedata.normalize("NFC", html.unescape(line))
	line = "".join(c for c in line if c == "\t" or unicodedata.category(c)[0] != "C")
	line = _URL.sub("", line)
	line = _WS.sub(" ", line).strip()
	return line


_CJK_CLASS = "\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef“”‘’…—·"
_CJK_GAP = re.compile("(?<=[%s]) +(?=[%s])" % (_CJK_CLASS, _CJK_CLASS))


def tighten_cjk(text):
	"""Drop spaces between two Chinese characters or marks (line-wrap debris)."""
	return _CJK_GAP.sub("", text)


_SENT = re.compile(r"(?<=[.!?;][\"”’)]) +|(?<=[.!?;]) +|"
	r"(?<=[。！？；])(?![”」』）])|(?<=[。！？；][”」』）])")


def split_long(p, limit):
	"""Cut a paragraph longer than limit at sentence ends into pieces of at
	most limit characters (a single longer sentence stays whole)."""
	if len(p) <= limit:
		return [p]
	pieces, cur = [], ""
	for s in _SENT.split(p):
		if not s:
			continue
		if cur and len(cur) + 1 + len(s) > limit:
			pieces.append(cur)
			cur = ""
		cur = (cur + " " + s if cur and not is_cjk_punct(cur[-1]) else cur + s) if cur else s
	if cur:
		pieces.append(cur)
	return pieces


def group(paragraphs, target=1000, limit=2000, sep="\n"):
	"""Join consecutive paragraphs into documents of about target characters.

	A document is closed once it reaches target characters; a paragraph
	longer than limit is first cut at sentence ends (split_long).
	Yields strings.
	"""
	cur, size = [], 0
	for p in (piece for para in paragraphs for piece in split_long(para, limit)):
		if cur and size + len(p) > limit:
			yield sep.join(cur)
			cur, size = [], 0
		cur.append(p)
		size += len(p) + len(sep)
		if size >= target:
			yield sep.join(cur)
			cur, size = [], 0
	if cur:
		yield sep.join(cur)


def write_source(name, docs, outdir, min_chars=200):
	"""Write name.train.txt and name.heldout.txt; return a stats dict.

	Documents shorter than min_chars are dropped, exact duplicates too.
	Every HELDOUT_EVERY-th kept document (1-based) goes to held-out; a
	source with fewer than HELDOUT_EVERY documents gives its middle one.
	"""
	os.makedirs(outdir, exist_ok=True)
	seen = set()
	train, held = [], []
	for d in docs:
		d = unicodedata.normalize("NFC", d)
		d = "\n".join(l for l in (clean_line(x) for x in d.split("\n")) if l)
		if len(d) < min_chars or d in seen or EOT in d:
			continue
		seen.add(d)
		n = len(train) + len(held) + 1
		(held if n % HELDOUT_EVERY == 0 else train).append(d)
	if not held and len(train) >= 10:
		# a small source still gets one held-out document (the middle one)
		held.append(train.pop(len(train) // 2))
	stats = {"source": name}
	for part, lst in (("train", train), ("heldout", held)):
		path = os.path.join(outdir, "%s.%s.txt" % (name, part))
		body = ("\n" + EOT + "\n").join(lst) + "\n" + EOT + "\n" if lst else ""
		with open(path, "w", encoding="utf-8", newline="\n") as f:
			f.write(body)
		stats[part] = {"file": os.path.basename(path), "documents": len(lst),
			"characters": sum(len(x) for x in lst),
			"bytes": len(body.encode("utf-8"))}
	with open(os.path.join(outdir, name + ".stats.json"), "w") as f:
		json.dump(stats, f, indent=1, ensure_ascii=False)
	return stats
