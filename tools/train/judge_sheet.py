#!/usr/bin/python3
"""A reader's sheet for the held-out continuations, and its tally.

    judge_sheet.py sheet SHEET.txt KEY.json NAME=SAMPLES.json [NAME=SAMPLES.json ...]
    judge_sheet.py tally KEY.json VERDICTS.txt

`sheet` turns the files heldout_eval.py --samples writes (for every prompt a
greedy and two sampled 30-token continuations), one per model, into one
numbered list of prompt and continuation, shuffled with a fixed seed, so that
the reader sees neither which continuation was greedy nor which model made
it; KEY.json remembers what each number was.  The reader answers one line per number,
"N yes" or "N no": does the continuation follow the prompt (same language,
goes on from the prompt's last words, stays on its subject)?

`tally` prints, per model, language and kind (greedy, sampled), how many the
reader accepted.  A number missing from VERDICTS, or answered twice, is an error.
"""
import json
import random
import re
import sys


def sheet(out, key, named):
	items = []
	for arg in named:
		name, _, path = arg.partition("=")
		if not path:
			sys.exit("judge_sheet.py: '%s' is not NAME=SAMPLES.json" % arg)
		with open(path, encoding="utf-8") as f:
			rows = json.load(f)
		for r in rows:
			items.append((name, r["lang"], "greedy", r["prompt"], r["greedy"]))
			for s in r["sampled"]:
				items.append((name, r["lang"], "sampled", r["prompt"], s))
	random.Random(20261207).shuffle(items)
	with open(out, "w", encoding="utf-8") as f:
		for i, (_, _, _, prompt, text) in enumerate(items, 1):
			f.write("%d\n  prompt:       %s\n  continuation: %s\n\n"
				% (i, prompt, text.replace("\n", " / ")))
	with open(key, "w", encoding="utf-8") as f:
		json.dump([{"n": i, "model": it[0], "lang": it[1], "kind": it[2]}
			for i, it in enumerate(items, 1)], f)
	print("%d items -> %s" % (len(items), out))


def tally(key, verdicts):
	with open(key, encoding="utf-8") as f:
		items = {k["n"]: k for k in json.load(f)}
	seen = {}
	with open(verdicts, encoding="utf-8") as f:
		for line in f:
			m = re.match(r"\s*(\d+)\s+(yes|no)\b", line, re.I)
			if not m:
				continue
			n = int(m.group(1))
			if n not in items or n in seen:
				sys.exit("judge_sheet.py: %s: number %d is %s" % (verdicts, n,
					"answered twice" if n in seen else "not on the sheet"))
			seen[n] = m.group(2).lower() == "yes"
	missing = sorted(set(items) - set(seen))
	if missing:
		sys.exit("judge_sheet.py: %s: no verdict for %d numbers (first: %d)" % (verdicts, len(missing), missing[0]))
	for model in sorted({k["model"] for k in items.values()}):
		for lang in ("en", "zh"):
			for kind in ("greedy", "sampled"):
				ns = [n for n, k in items.items()
					if k["model"] == model and k["lang"] == lang and k["kind"] == kind]
				if ns:
					yes = sum(seen[n] for n in ns)
					print("%s %s %-7s %3d of %3d follow the prompt (%.0f %%)"
						% (model, lang, kind, yes, len(ns), 100.0 * yes / len(ns)))


def main(argv):
	if len(argv) >= 5 and argv[1] == "sheet":
		sheet(argv[2], argv[3], argv[4:])
	elif len(argv) == 4 and argv[1] == "tally":
		tally(argv[2], argv[3])
	else:
		sys.stderr.write(__doc__)
		return 2
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
