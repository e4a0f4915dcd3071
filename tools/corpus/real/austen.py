#!/usr/bin/python3
"""Jane Austen's six novels (Debian r-cran-janeaustenr) -> paragraphs.

The package stores each novel as an R character vector, one printed line
per element, in an R lazy-load database; rdata.py reads it without R.
Blank lines separate paragraphs; lines are joined with spaces, _italic_
underscores dropped, chapter/volume headings and title lines removed.
Paragraphs of one chapter are grouped into documents of about 1200
characters; a document never spans two chapters.

Usage: austen.py [--data /usr/lib/R/site-library/janeaustenr/data/Rdata]
                 --out DIR
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import rdata

ORDER = ["sensesensibility", "prideprejudice", "mansfieldpark", "emma",
	"northangerabbey", "persuasion"]
HEADING = re.compile(r"^(chapter|volume|vol\.|book)\b[\s\dIVXLCivxlc.:]*$", re.I)


def chapters(lines):
	"""Yield a list of paragraph strings per chapter."""
	cur, para = [], []

	def flush():
		if para:
			p = " ".join(para)
			p = p.replace("_", "")
			p = common.clean_line(p)
			# title-page lines, "(1811)", "THE END", all-capital headings
			if (len(p) >= 40 or p.endswith(('.', '"', '!', '?'))) and \
					not p.isupper() and common.letter_ratio(p) > 0.6:
				cur.append(p)
			para.clear()

	for line in lines:
		line = (line or "").strip()
		if HEADING.match(line):
			flush()
			if cur:
				yield cur
			cur = []
			continue
		if not line:
			flush()
		else:
			para.append(line)
	flush()
	if cur:
		yield cur


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--data", default="/usr/lib/R/site-library/janeaustenr/data/Rdata")
	ap.add_argument("--out", required=True, help="directory for the extracted text")
	a = ap.parse_args()
	books = rdata.lazyload(a.data)
	docs = []
	for name in ORDER:
		for ch in chapters(books[name]):
			docs.extend(common.group(ch, target=1200, limit=2000))
	print(common.write_source("austen", docs, a.out))


if __name__ == "__main__":
	main()
