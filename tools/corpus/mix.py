#!/usr/bin/python3
"""Group corpus files into the training sources the trainer samples from.

  mix.py --out DIR --group NAME=FILE[@CAP...],FILE[@CAP...],... [--group ...] [--split-lang FILE]

Every FILE is a document file (documents separated by "<|endoftext|>" lines).
FILE@MB caps that file's share of the group at MB megabytes (10^6 bytes): the
documents kept are spread evenly over the file (every k-th), so a cap keeps
all parts of a long book or of a sorted collection.  FILE@-MB keeps the
other documents, the ones a cap of MB leaves out: text that a run made with
FILE@MB has never seen.  Caps apply left to right, so FILE@-1@2 is 2 MB of
what a 1 MB cap leaves out.  Writes DIR/NAME.txt per group and prints the
size of each part.

--split-lang FILE writes FILE's documents to DIR/en_<base> and DIR/zh_<base>
by language (a document is Chinese when at least a third of its letters are
CJK ideographs), for a generated file that mixes the two languages.
"""
import argparse
import os
import sys

EOT = "<|endoftext|>"


def documents(path):
	with open(path, encoding="utf-8") as f:
		data = f.read()
	return [d.strip("\n") for d in data.split("\n" + EOT + "\n") if d.strip("\n")]


def capped(docs, mb, rest=False):
	"""The documents a cap of mb MB keeps, spread evenly; with rest, the
	documents it leaves out instead."""
	if mb is None:
		return docs
	total = sum(len(d.encode("utf-8")) + len(EOT) + 2 for d in docs)
	limit = mb * 1e6
	if total <= limit:
		return [] if rest else docs
	step = total / limit
	out = []
	for i, d in enumerate(docs):
		# keep document i when the running quota passes an integer
		if (int((i + 1) / step) > int(i / step)) != rest:
			out.append(d)
	return out


def apply_caps(docs, caps):
	"""caps: the text after FILE's first @, such as "2", "-2" or "-1@2";
	None when FILE has no @."""
	for c in caps.split("@") if caps is not None else []:
		try:
			mb = float(c.lstrip("-"))
		except ValueError:
			raise SystemExit("mix.py: cap '%s': expected MB or -MB" % c)
		if mb <= 0:
			raise SystemExit("mix.py: cap '%s': must be positive" % c)
		docs = capped(docs, mb, rest=c.startswith("-"))
	return docs


def is_zh(d):
	han = sum(1 for c in d if 0x4E00 <= ord(c) <= 0x9FFF or 0x3400 <= ord(c) <= 0x4DBF)
	letters = sum(1 for c in d if c.isalpha())
	return letters > 0 and han * 3 >= letters


def write(path, docs):
	with open(path, "w", encoding="utf-8", newline="\n") as f:
		for d in docs:
			f.write(d + "\n" + EOT + "\n")


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--out", required=True)
	ap.add_argument("--group", action="append", default=[])
	ap.add_argument("--split-lang", action="append", default=[])
	a = ap.parse_args()
	os.makedirs(a.out, exist_ok=True)
	for g in a.group:
		name, files = g.split("=", 1)
		docs = []
		for spec in files.split(","):
			path, at, caps = spec.partition("@")
			part = apply_caps(documents(path), caps if at else None)
			print("%s: %s %d documents, %.2f MB" % (name, os.path.basename(path), len(part),
				sum(len(d.encode("utf-8")) for d in part) / 1e6), file=sys.stderr)
			docs.extend(part)
		write(os.path.join(a.out, name + ".txt"), docs)
	for path in a.split_lang:
		docs = documents(path)
		base = os.path.basename(path)
		zh = [d for d in docs if is_zh(d)]
		en = [d for d in docs if not is_zh(d)]
		write(os.path.join(a.out, "en_" + base), en)
		write(os.path.join(a.out, "zh_" + base), zh)
		print("%s: %d English, %d Chinese documents" % (base, len(en), len(zh)), file=sys.stderr)
	return 0


if __name__ == "__main__":
	sys.exit(main())
