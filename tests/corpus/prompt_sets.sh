#!/bin/sh
# The prompt sets of tools/train (heldout, dev, dev2 to dev6) are read by
# heldout_eval.py: a row it cannot split, an empty acceptable word, or an
# English word its first-word rule can never return would make a prompt
# fail whatever the model says.  Also checks that rule on strings whose
# first word is known by hand.
#
# Environment (from the automake harness): top_srcdir.
set -u
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
: "${top_srcdir:?}"
[ -x /usr/bin/python3 ] || { echo "SKIP: no /usr/bin/python3"; exit 77; }
/usr/bin/python3 - "$top_srcdir/tools/train" <<'PY'
import os, sys
d = sys.argv[1]
sys.path.insert(0, d)
import heldout_eval as H
bad = []
sizes = {"heldout": (50, 30), "dev": (60, 40), "dev2": (60, 40), "dev3": (60, 40), "dev4": (60, 40), "dev5": (60, 40), "dev6": (55, 37)}
for name, (n_en, n_zh) in sizes.items():
	for lang, n in (("en", n_en), ("zh", n_zh)):
		path = os.path.join(d, name, lang + ".tsv")
		with open(path, encoding="utf-8") as f:
			lines = f.read().split("\n")
		if lines[0] != "prompt\tacceptable\tnote":
			bad.append("%s: first line is not the header" % path)
		rows = [l for l in lines[1:] if l]
		if len(rows) != n:
			bad.append("%s: %d prompts, expected %d" % (path, len(rows), n))
		for i, l in enumerate(rows, 2):
			f3 = l.split("\t")
			if len(f3) != 3 or not all(f3[:2]):
				bad.append("%s:%d: not three tab-separated fields with a prompt and a list" % (path, i))
				continue
			if f3[0] != f3[0].rstrip():
				bad.append("%s:%d: prompt ends in a space" % (path, i))
			for w in f3[1].split("|"):
				if not w:
					bad.append("%s:%d: empty acceptable word" % (path, i))
				elif lang == "en" and H.first_word_en(" " + w + " x") != w:
					bad.append("%s:%d: '%s' can never be a first word" % (path, i, w))
# the rule itself, on strings worked out by hand
for text, want in ((" Umbrella. It", "umbrella"), (" don't know", "don't"), (" 365 days", "365"),
		("  cold.", "cold"), (", and", ","), ("", "")):
	if H.first_word_en(text) != want:
		bad.append("first_word_en(%r) = %r, expected %r" % (text, H.first_word_en(text), want))
for lang, text, ok, want in (("en", " Cold and", ["cold"], True), ("en", " colder", ["cold"], False),
		("zh", "冷了。", ["冷", "热"], True), ("zh", "很冷", ["冷"], False)):
	if H.plausible(lang, text, ok) != want:
		bad.append("plausible(%s, %r, %r) is not %s" % (lang, text, ok, want))
for b in bad:
	print("FAIL: " + b, file=sys.stderr)
sys.exit(1 if bad else 0)
PY
