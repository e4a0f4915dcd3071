#!/usr/bin/python3
"""Generate everyday stories and dialogue in English and Simplified Chinese.

Deterministic from --seed: the only randomness is one random.Random(seed).
The text is ours (written for attnstep, same licence).  Documents hold 1 to
12 sentences and are separated by a line containing exactly <|endoftext|>.
Output is NFC-normalised UTF-8 plain prose.

Usage: gen_everyday.py --seed N --mb SIZE --out FILE [--zh-frac 0.45]
                       [--lang en|zh|both] [--stats] [--sense-scale F]
                       [--world-scale F] [--world-en-scale F] [--phrases-scale F]
                       [--facts-scale F] [--routines-scale F] [--daily-scale F]
                       [--bank-scale F] [--bank2-scale F]
--stats prints, to stderr, the document kinds and their shares, the number of
distinct English word types emitted and the number of Chinese lexicon entries
emitted (Chinese has no spaces, so words are counted by lexicon entry).
"""
import argparse
import collections
import random
import re
import sys
import unicodedata

import commonsense_en
import commonsense_zh
import daily_en
import daily_zh
import facts_en
import facts_zh
import phrases_en
import phrases_zh
import routines_en
import routines_zh
import sentence_bank
import world_en
import world_zh
import everyday_en as E
import everyday_zh as C
import lexicon_zh
import plots_en
import plots_zh

EOT = "<|endoftext|>"
MAX_SENTENCES = 12
# a sentence ends at . ! ? 。！？ or …… (a closing quote may follow)
SENT_END = re.compile(r'(?:[.!?。！？]|……)["”]?(?=\s|$|[^"”.!?。！？…])')

# (weight, name, function) -- weights are relative shares of documents
EN_KINDS = [
	(7, "weather", E.weather), (2, "weather_week", E.weather_week),
	(6, "favourites", E.favourites), (3, "i_like", E.i_like),
	(6, "greeting_dialogue", E.greeting_dialogue), (6, "request_dialogue", E.request_dialogue),
	(7, "question_answer", E.qa_dialogue), (2, "phone_call", E.phone_call),
	(5, "routine", E.routine), (3, "meals", E.breakfast), (4, "shopping", E.shopping),
	(5, "reasoning", E.reasoning), (4, "week_days", E.week), (3, "calendar", E.calendar_facts),
	(4, "counting", E.counting), (3, "lists", E.lists), (5, "facts", E.facts),
	(1, "animal_sounds", E.animal_sounds), (3, "describe", E.describe),
	(8, "story", E.story), (4, "family_day", E.story_family), (3, "animal_story", E.animal_story),
	(2, "jobs", E.jobs_doc), (2, "transport", E.transport_doc),
	(5, "cat_on_mat", E.cat_doc), (12, "bank", E.bank_doc), (4, "copy", E.copy_doc),
	(3, "agreement", E.agreement), (3, "pronouns", E.pronoun_doc),
	(5, "scene", E.scene), (3, "manner", E.manner), (4, "hobbies", E.hobbies),
]
ZH_KINDS = [
	(8, "weather", C.weather), (2, "weather_week", C.weather_week),
	(7, "favourites", C.favourites), (6, "greeting_dialogue", C.greeting),
	(6, "request_dialogue", C.request), (7, "question_answer", C.qa), (2, "phone_call", C.phone),
	(5, "routine", C.routine), (3, "meals", C.breakfast), (4, "shopping", C.shopping),
	(5, "reasoning", C.reasoning), (4, "week_days", C.week), (3, "calendar", C.calendar),
	(4, "counting", C.counting), (3, "lists", C.lists), (5, "facts", C.facts),
	(1, "animal_sounds", C.sounds), (3, "describe", C.describe), (8, "story", C.story),
	(3, "animal_story", C.animal_story), (4, "family_day", C.family_day), (2, "jobs", C.jobs),
	(2, "transport", C.transport), (4, "cat_on_mat", C.cat_doc), (7, "bank_river_plane", C.bank_zh),
	(8, "polyphonic_chars", C.poly), (4, "copy", C.copy_doc), (3, "pronouns", C.pronoun_doc),
	(5, "scene", C.scene), (3, "nature", C.nature), (4, "feelings", C.feelings), (4, "school", C.school),
	(3, "hobbies", C.hobbies), (2, "festival", C.festival), (2, "opposites", C.opposites),
	(2, "manner", C.manner), (2, "time_words", C.time_doc), (7, "more_words", C.more_words),
]


# plot stories (plots_en.py, plots_zh.py): one cast and one chain of cause and
# consequence per document; their weights are scaled so that they make up
# about a third of each language's documents
PLOT_SCALE = 1.5
EN_KINDS += [(w * PLOT_SCALE, name, fn) for w, name, fn in plots_en.KINDS]
ZH_KINDS += [(w * PLOT_SCALE, name, fn) for w, name, fn in plots_zh.KINDS]
# a plot story is a whole document: nothing unrelated is appended to it
WHOLE = {fn for _, _, fn in plots_en.KINDS + plots_zh.KINDS}


def with_extra_kinds(kinds, extra, scale):
	"""The kinds plus opt-in ones (commonsense_en.py, commonsense_zh.py:
	why people do things, what things are for, opposites, feelings after
	events; world_zh.py and world_en.py: what things are like and what people
	do about them; phrases_en.py and phrases_zh.py: words that go together;
	facts_en.py and facts_zh.py: what a child knows by heart;
	routines_en.py and routines_zh.py: the small moves of a day;
	daily_en.py and daily_zh.py: what people say in a day and what happens
	next; sentence_bank.py: one kind for each domain of sentence_bank/*.txt,
	the second bank's named bank2_...)
	at scale times their weights; common sense at 1.6 is about a sixth of
	each language's documents; 0 leaves them out, so that the text is the
	same as before they existed."""
	if scale <= 0:
		return kinds
	# before the plot stories, where they were first placed, so that a seed
	# gives the same text as then
	i = next(i for i, k in enumerate(kinds) if k[2] in WHOLE)
	return kinds[:i] + [(w * scale, name, fn) for w, name, fn in extra] + kinds[i:]


def picker(kinds):
	total = sum(w for w, _, _ in kinds)
	cum = []
	acc = 0
	for w, name, fn in kinds:
		acc += w
		cum.append((acc / total, name, fn))
	return cum


def pick(r, cum):
	x = r.random()
	for c, name, fn in cum:
		if x < c:
			return name, fn
	return cum[-1][1], cum[-1][2]


def document(r, cum, zh, counts):
	"""One document: one kind, sometimes followed by a second one."""
	name, fn = pick(r, cum)
	counts[name] += 1
	sents = fn(r)
	if fn not in WHOLE and r.random() < 0.25 and len(sents) < 8:
		name2, fn2 = pick(r, cum)
		counts[name2] += 1
		sents = sents + fn2(r)
	kept = []
	n = 0
	for s in sents:
		k = max(1, len(SENT_END.findall(s)))
		if not s or (kept and n + k > MAX_SENTENCES):
			continue
		kept.append(s)
		n += k
	sents = kept
	if zh:
		text = "".join(sents)
	else:
		text = " ".join(E.cap(s) for s in sents)
	return unicodedata.normalize("NFC", text)


def segment_counts(text, entries):
	"""Count lexicon entries found by forward longest-match segmentation.

	Stricter than substring search: 天 inside 今天 is not counted as 天.
	"""
	longest = max(len(w) for w in entries)
	out = collections.Counter()
	i, n = 0, len(text)
	while i < n:
		for k in range(min(longest, n - i), 0, -1):
			w = text[i:i + k]
			if w in entries:
				out[w] += 1
				i += k
				break
		else:
			i += 1
	return out


def stats(path, counts, ndocs):
	total = sum(counts.values())
	print("document kinds (share of kind draws; a document may hold two):", file=sys.stderr)
	for (lang, name), n in sorted(counts.items(), key=lambda kv: -kv[1]):
		print("  %-3s %-20s %6.2f%%" % (lang, name, 100.0 * n / total), file=sys.stderr)
	en_words = collections.Counter()
	en_lower = set()
	en_capital = set()
	zh_text = []
	with open(path, encoding="utf-8") as f:
		doc = []
		for line in f:
			if line.rstrip("\n") == EOT:
				t = "".join(doc)
				if re.search(r"[\u4e00-\u9fff]", t):
					zh_text.append(t)
				else:
					ws = re.findall(r"[A-Za-z]+(?:'[a-z]+)?", t)
					en_words.update(w.lower() for w in ws)
					for w in ws:
						(en_capital if w[0].isupper() else en_lower).add(w.lower())
				doc = []
			else:
				doc.append(line)
	zh = "".join(zh_text)
	en_caps = en_capital - en_lower
	entries = lexicon_zh.all_entries()
	seen = [w for w in entries if zh.count(w) >= 3]
	seg = segment_counts(zh, entries)
	strict = [w for w, n in seg.items() if n >= 3]
	print("documents: %d (en %d, zh %d)" % (ndocs[0] + ndocs[1], ndocs[0], ndocs[1]), file=sys.stderr)
	lower_seen = set(en_words)
	print("distinct English word types emitted: %d (seen at least 3 times: %d; %d without capitalised-only words such as names)" % (
		len(en_words), sum(1 for c in en_words.values() if c >= 3), len(lower_seen - en_caps)), file=sys.stderr)
	print("Chinese lexicon entries emitted (at least 3 times): %d of %d as substrings, %d as whole words "
		"(greedy longest-match segmentation)" % (len(seen), len(entries), len(strict)), file=sys.stderr)
	print("distinct Chinese characters emitted: %d" % len(set(re.findall(r"[\u4e00-\u9fff]", zh))), file=sys.stderr)


def main():
	ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
	ap.add_argument("--seed", type=int, required=True)
	ap.add_argument("--mb", type=float, required=True, help="size in MB (10^6 bytes of UTF-8)")
	ap.add_argument("--out", required=True)
	ap.add_argument("--zh-frac", type=float, default=0.45, help="share of Chinese documents")
	ap.add_argument("--lang", choices=["en", "zh", "both"], default="both")
	ap.add_argument("--stats", action="store_true")
	ap.add_argument("--sense-scale", type=float, default=0.0,
		help="weight of the common-sense documents (0: none; 1.6: a sixth)")
	ap.add_argument("--world-scale", type=float, default=0.0,
		help="weight of world_zh.py's Chinese documents (0: none, the text of before)")
	ap.add_argument("--world-en-scale", type=float, default=0.0,
		help="weight of world_en.py's English documents (0: none, the text of before; 1.2: an eighth)")
	ap.add_argument("--phrases-scale", type=float, default=0.0,
		help="weight of phrases_en.py's and phrases_zh.py's documents (0: none, the text of before)")
	ap.add_argument("--facts-scale", type=float, default=0.0,
		help="weight of facts_en.py's and facts_zh.py's documents (0: none, the text of before)")
	ap.add_argument("--routines-scale", type=float, default=0.0,
		help="weight of routines_en.py's and routines_zh.py's documents (0: none, the text of before)")
	ap.add_argument("--daily-scale", type=float, default=0.0,
		help="weight of daily_en.py's and daily_zh.py's documents (0: none, the text of before)")
	ap.add_argument("--bank-scale", type=float, default=0.0,
		help="weight of sentence_bank.py's documents (0: none, the text of before)")
	ap.add_argument("--bank2-scale", type=float, default=0.0,
		help="weight of the second sentence bank's documents (0: none, the text of before)")
	a = ap.parse_args()
	if not 0.0 <= a.zh_frac <= 1.0:
		print("gen_everyday: --zh-frac: must be between 0 and 1", file=sys.stderr)
		return 2
	if a.mb <= 0:
		print("gen_everyday: --mb: must be positive", file=sys.stderr)
		return 2
	zh_frac = {"en": 0.0, "zh": 1.0, "both": a.zh_frac}[a.lang]
	r = random.Random(a.seed)
	try:
		en_bank = sentence_bank.kind_list("en") if a.bank_scale > 0 else []
		zh_bank = sentence_bank.kind_list("zh") if a.bank_scale > 0 else []
		en_bank2 = sentence_bank.second_kind_list("en") if a.bank2_scale > 0 else []
		zh_bank2 = sentence_bank.second_kind_list("zh") if a.bank2_scale > 0 else []
	except sentence_bank.BankError as e:
		print("gen_everyday: %s" % e, file=sys.stderr)
		return 1
	# each opt-in module's kinds at its scale, in the order they were added
	# (the order fixes which document a seed gives)
	en_kinds, zh_kinds = EN_KINDS, ZH_KINDS
	for en_extra, zh_extra, en_scale, zh_scale in (
			(commonsense_en.KIND_LIST, commonsense_zh.KIND_LIST, a.sense_scale, a.sense_scale),
			(world_en.KIND_LIST, world_zh.KIND_LIST, a.world_en_scale, a.world_scale),
			(phrases_en.KIND_LIST, phrases_zh.KIND_LIST, a.phrases_scale, a.phrases_scale),
			(facts_en.KIND_LIST, facts_zh.KIND_LIST, a.facts_scale, a.facts_scale),
			(routines_en.KIND_LIST, routines_zh.KIND_LIST, a.routines_scale, a.routines_scale),
			(daily_en.KIND_LIST, daily_zh.KIND_LIST, a.daily_scale, a.daily_scale),
			(en_bank, zh_bank, a.bank_scale, a.bank_scale),
			(en_bank2, zh_bank2, a.bank2_scale, a.bank2_scale)):
		en_kinds = with_extra_kinds(en_kinds, en_extra, en_scale)
		zh_kinds = with_extra_kinds(zh_kinds, zh_extra, zh_scale)
	en_cum, zh_cum = picker(en_kinds), picker(zh_kinds)
	limit = int(a.mb * 1e6)
	n = 0
	counts = collections.Counter()
	en_counts, zh_counts = collections.Counter(), collections.Counter()
	ndocs = [0, 0]
	with open(a.out, "w", encoding="utf-8", newline="\n") as f:
		while n < limit:
			zh = r.random() < zh_frac
			d = document(r, zh_cum if zh else en_cum, zh, zh_counts if zh else en_counts)
			ndocs[zh] += 1
			s = d + "\n" + EOT + "\n"
			f.write(s)
			n += len(s.encode("utf-8"))
	if a.stats:
		for k, v in en_counts.items():
			counts[("en", k)] = v
		for k, v in zh_counts.items():
			counts[("zh", k)] = v
		stats(a.out, counts, ndocs)
	return 0


if __name__ == "__main__":
	sys.exit(main())
