#!/usr/bin/python3
"""World English Bible (Debian sword-text-web, module engWEB2015eb) -> prose.

One diatheke call dumps the whole module as OSIS (about 15 s):
    diatheke -b engWEB2015eb -f OSIS -k "Gen 1:1 - Rev 22:21"
Each output line is "[heading] Book C:V: <w>word</w> ...".  The module's
word elements sometimes touch ("<w>God</w><w>created</w>"), so a space is
put between adjacent elements before the tags go.  Headings in front of
the reference and empty verses are dropped; verses of one chapter are run
together as prose and cut into documents of about 1200 characters (never
across a chapter).

Usage: bible_web.py [--module engWEB2015eb] --out DIR
"""
import argparse
import html
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common

REF = re.compile(r"^(.*?)((?:I{1,3} |IV )?[A-Z][A-Za-z ()]*?) (\d+):(\d+): ?(.*)$")
BREAK = re.compile(r"<(milestone|l|lg|title)\b[^>]*>|</(l|lg|title)>")
TAG = re.compile(r"<[^>]*>")


def verses(text):
	"""Yield (book, chapter, verse, text) in order, each reference once."""
	seen = set()
	cur = None
	for line in text.split("\n"):
		m = REF.match(line)
		if m:
			if cur:
				yield cur
			key = (m.group(2), int(m.group(3)), int(m.group(4)))
			cur = None if key in seen else [key[0], key[1], key[2], m.group(5)]
			seen.add(key)
		elif cur is not None and not line.startswith("(engWEB"):
			cur[3] += " " + line
	if cur:
		yield cur


def clean(v):
	v = v.replace("</w><w", "</w> <w")
	v = BREAK.sub(" ", v)
	v = TAG.sub("", v)
	v = html.unescape(v)
	# the module sometimes has no space after punctuation: "conceived,and"
	v = re.sub(r"([,;:!?])(?=[A-Za-z])", r"\1 ", v)
	v = re.sub(r"([a-z]\.)(?=[A-Z][a-z])", r"\1 ", v)
	return common.clean_line(v)


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--module", default="engWEB2015eb")
	ap.add_argument("--out", required=True, help="directory for the extracted text")
	a = ap.parse_args()
	raw = subprocess.run(["diatheke", "-b", a.module, "-f", "OSIS", "-k",
		"Gen 1:1 - Rev 22:21"], check=True, capture_output=True).stdout
	raw = raw.decode("utf-8")
	chapters = []  # list of lists of verse texts
	last = None
	for book, ch, _, t in verses(raw):
		t = clean(t)
		if not t or common.letter_ratio(t) < 0.5:
			continue
		if (book, ch) != last:
			chapters.append([])
			last = (book, ch)
		chapters[-1].append(t)
	docs = []
	for vs in chapters:
		docs.extend(common.group(vs, target=1200, limit=2000, sep=" "))
	print(common.write_source("bible_web", docs, a.out))


if __name__ == "__main__":
	main()
