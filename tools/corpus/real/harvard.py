#!/usr/bin/python3
"""The 720 Harvard sentences (Debian r-cran-stringr, data set `sentences`)
-> documents of ten sentences, one of the original lists each.

Short everyday English sentences, written in 1969 for testing speech
quality ("The birch canoe slid on the smooth planks."): the plainest real
English among the sources.  The package keeps them in an R lazy-load
database; rdata.py reads it without R.

Usage: harvard.py [--data /usr/lib/R/site-library/stringr/data/Rdata]
                  --out DIR
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import rdata

PER_LIST = 10  # the sentences come in lists of ten


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--data", default="/usr/lib/R/site-library/stringr/data/Rdata")
	ap.add_argument("--out", required=True, help="directory for the extracted text")
	a = ap.parse_args()
	try:
		data = rdata.lazyload(a.data)
	except (OSError, rdata.RError) as e:
		print("harvard.py: %s: %s" % (a.data, e), file=sys.stderr)
		return 2
	sents = data.get("sentences")
	if not isinstance(sents, list) or not all(isinstance(s, str) for s in sents):
		print("harvard.py: %s: no character vector 'sentences'" % a.data, file=sys.stderr)
		return 2
	docs = [" ".join(sents[i:i + PER_LIST]) for i in range(0, len(sents), PER_LIST)]
	print(common.write_source("harvard", docs, a.out))
	return 0


if __name__ == "__main__":
	sys.exit(main())
