#!/usr/bin/python3
"""WordNet 3.0 (Debian wordnet-base) -> glosses and example sentences.

Each synset line of /usr/share/wordnet/data.{noun,verb,adj,adv} ends in
"| gloss; "example one"; "example two"".  One entry per synset:
    bank (noun): sloping land (especially the slope beside a body of water).
    They pulled the canoe up on the bank.
Only synsets with at least one example sentence of 3+ words are kept
(--all keeps every synset).  Consecutive synsets of a file (the files are ordered by semantic field) are
grouped into documents of about 1000 characters.

Usage: wordnet.py [--dict /usr/share/wordnet] --out DIR
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common

POS = [("noun", "noun"), ("verb", "verb"), ("adj", "adjective"), ("adv", "adverb")]
QUOTE = re.compile(r'"([^"]+)"')
ADJ_MARK = re.compile(r"\((a|p|ip)\)$")


def sentence(s):
	s = s.strip().strip(";").strip()
	if not s:
		return ""
	s = s[0].upper() + s[1:]
	if s[-1] not in ".!?":
		s += "."
	return s


def entries(path, posname, every):
	with open(path, encoding="utf-8", errors="replace") as f:
		for line in f:
			if line.startswith("  ") or "|" not in line:
				continue  # licence header
			head, gloss = line.split("|", 1)
			fields = head.split()
			nwords = int(fields[3], 16)
			words = [ADJ_MARK.sub("", fields[4 + 2 * i]).replace("_", " ")
				for i in range(nwords)]
			examples = [q.strip() for q in QUOTE.findall(gloss)]
			definition = QUOTE.sub("", gloss)
			# what is left after the quotes: "; ; - Shakespeare" and the like
			parts = [p.strip() for p in definition.split(";")]
			definition = "; ".join(p for p in parts if p and not p.startswith(("-", "--")))
			if not definition:
				continue
			definition = definition.replace("`", "'")
			lines = ["%s (%s): %s" % (", ".join(words[:3]), posname,
				sentence(definition))]
			for ex in examples:
				ex = ex.replace("`", "'")
				if len(ex.split()) >= 3:  # phrases of 1-2 words teach little
					lines.append(sentence(ex))
			# synsets without an example sentence are mostly taxonomy
			# ("Desmanthus, genus Desmanthus: genus of herbs ..."): skip them
			# unless asked for everything
			if len(lines) > 1 or every:
				yield "\n".join(lines)


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--dict", default="/usr/share/wordnet")
	ap.add_argument("--out", required=True, help="directory for the extracted text")
	ap.add_argument("--all", action="store_true",
		help="also synsets that have no example sentence")
	a = ap.parse_args()
	docs = []
	for fname, posname in POS:
		docs.extend(common.group(entries(os.path.join(a.dict, "data." + fname),
			posname, a.all), target=1000, limit=2000))
	print(common.write_source("wordnet", docs, a.out))


if __name__ == "__main__":
	main()
