#!/usr/bin/python3
"""Everyday sentences with slots, read from sentence_bank/en.txt and zh.txt
(and a second bank by other writers, en2.txt and zh2.txt).

The files hold one template per line under `# domain` headings: one or two
plain sentences of an ordinary day, where `{a|b|c}` offers two to six
alternatives that all keep the sentence true, and `{NAME}` (English) or
`{名字}` (Chinese) is a child's name, the same one throughout a document.
Each domain is one kind of document for gen_everyday.py: a document is one
to three of its templates, filled in.  The breadth is the point: hundreds
of frames over forty-odd domains, each saying what usually comes next.

    sentence_bank.py --check FILE...   parse, print domains and templates

A malformed line is one error naming the file and line (exit 1), never a
half-read bank.  Written for attnstep; the sentences are ours.
"""
import os
import re
import sys

import lexicon_en as L
import lexicon_zh as Z

HERE = os.path.dirname(os.path.abspath(__file__))
SLOT = re.compile(r"\{([^{}]*)\}")
NAME_SLOT = {"en": "{NAME}", "zh": "{名字}"}
ENDS = {"en": ".?!\"", "zh": "。？！”"}
# total weight of a bank's kinds, shared evenly by its domains: about that of
# daily_en.py's kinds, so --bank-scale reads like the other scales
TOTAL_WEIGHT = 30.0


class BankError(Exception):
	pass


def parse(path, lang):
	"""[(domain, [template, ...]), ...] in file order, or BankError."""
	domains = []
	try:
		with open(path, encoding="utf-8") as f:
			text = f.read()
	except (OSError, UnicodeDecodeError) as e:
		raise BankError("%s: cannot read: %s" % (path, e))
	for n, line in enumerate(text.split("\n"), 1):
		line = line.strip()
		if not line:
			continue
		if line.startswith("#"):
			name = line.lstrip("#").strip()
			if not name:
				raise BankError("%s:%d: a domain heading with no name" % (path, n))
			domains.append((name, []))
			continue
		if not domains:
			raise BankError("%s:%d: a template before the first '# domain' heading" % (path, n))
		rest = SLOT.sub("", line)
		if "{" in rest or "}" in rest:
			raise BankError("%s:%d: an unbalanced or nested brace" % (path, n))
		slots = SLOT.findall(line)
		if len(slots) - line.count(NAME_SLOT[lang]) > 3:
			raise BankError("%s:%d: more than three slots" % (path, n))
		for s in slots:
			if "{%s}" % s == NAME_SLOT[lang]:
				continue
			alts = s.split("|")
			if not 2 <= len(alts) <= 6 or any(not a.strip() for a in alts):
				raise BankError("%s:%d: slot {%s} needs two to six non-empty alternatives" % (path, n, s))
		if line[-1] not in ENDS[lang]:
			raise BankError("%s:%d: a template must end its sentence" % (path, n))
		domains[-1][1].append(line)
	domains = [(d, t) for d, t in domains if t]
	if not domains:
		raise BankError("%s: no templates" % path)
	return domains


def fill(r, template, name):
	"""One sentence: each slot's alternative at random, the name given."""
	return SLOT.sub(lambda m: name if "|" not in m.group(1) else r.choice(m.group(1).split("|")).strip(), template)


def slug(name, prefix="bank_"):
	return prefix + re.sub(r"\W+", "_", name.strip().lower()).strip("_")


def kind_list(lang, path=None, prefix="bank_"):
	"""gen_everyday.py's (weight, name, function) for each domain of the bank
	(sentence_bank/LANG.txt unless PATH is given), named PREFIX + domain."""
	domains = parse(path or os.path.join(HERE, "sentence_bank", lang + ".txt"), lang)
	names = L.MALE + L.FEMALE if lang == "en" else Z.BOYS + Z.GIRLS
	w = TOTAL_WEIGHT / len(domains)

	def make(templates):
		def document(r):
			name = r.choice(names)
			k = 1 + (r.random() < 0.5) + (r.random() < 0.2)
			picked = r.sample(templates, min(k, len(templates)))
			return [fill(r, t, name) for t in picked]
		return document
	return [(w, slug(d, prefix), make(t)) for d, t in domains]


def second_kind_list(lang):
	"""The second bank, sentence_bank/LANG2.txt: other writers, the same kind
	of sentence, its kinds named bank2_..."""
	return kind_list(lang, os.path.join(HERE, "sentence_bank", lang + "2.txt"), "bank2_")


def main(argv):
	if len(argv) < 3 or argv[1] != "--check":
		print("usage: sentence_bank.py --check FILE...", file=sys.stderr)
		return 2
	for path in argv[2:]:
		lang = "zh" if os.path.basename(path).startswith("zh") else "en"
		try:
			domains = parse(path, lang)
		except BankError as e:
			print("sentence_bank: %s" % e, file=sys.stderr)
			return 1
		print("%s: %d domains, %d templates" % (path, len(domains), sum(len(t) for _, t in domains)))
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
