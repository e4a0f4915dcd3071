#!/usr/bin/python3
"""Chinese fortunes (Debian fortunes-zh) -> modern prose and classical verse.

/usr/share/games/fortunes/{chinese,tang300,song100}.u8 are fortune files:
entries separated by a line "%", coloured with ANSI escapes.  Colours,
attribution lines ("-- 杜甫《...》"), box-drawn reference cards and list
bullets are dropped.  A wrapped line is joined to the next unless it ends
in a sentence or verse mark, so verse keeps one line per line of verse.
Entries in traditional characters are dropped (two or more characters
that exist only in traditional script), and so are entries with less than
60% Chinese characters.

The rest is split by a crude test for modern Chinese: the share of the
characters 的 了 们 这 吗 呢 么 您 啊 among Han characters (>= 1.5% is modern;
classical poetry and prose almost never use them).
  zh_fortunes   modern entries (most are excerpts of Debian documents)
  zh_classical  classical entries plus the 300 Tang poems and 100 Song ci,
                cut to --classical-cap bytes by keeping every k-th document
                so that all parts stay represented.
Paragraphs that zh_html.py also takes from the Debian Reference are
dropped (the fortunes quote it).  Consecutive entries are grouped into documents of about 600 characters.

Usage: fortunes_zh.py [--dir /usr/share/games/fortunes] --out DIR
                      [--classical-cap 300000]
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import zh_html

ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
TRAD = set("們這個來時會說國為無與對開關電見書長門問間聽發經過還進邊運達種頭學習"
	"車東鳥魚馬龍氣雲風愛歲體區醫藥農業詩後從當讓認識請將實現幾應該")
MODERN = set("的了们这吗呢么您啊")
KEEP_BREAK = tuple("。！？；，：”」』）…")


def entries(path, known=frozenset()):
	with open(path, encoding="utf-8", errors="replace") as f:
		text = f.read()
	for raw in re.split(r"\n%\n", text):
		lines = []
		for line in ANSI.sub("", raw).split("\n"):
			s = line.strip()
			if s.startswith(("--", "——")) or "│" in s or "─" in s:
				continue
			s = re.sub(r"^[*•·]\s*", "", s)
			lines.append(s)
		paras, cur = [], ""
		for s in lines + [""]:
			if not s:
				if cur:
					paras.append(cur)
				cur = ""
			elif not cur or cur.endswith(KEEP_BREAK):
				cur = cur + "\n" + s if cur else s
			else:
				cur += s if common.is_cjk(cur[-1]) or common.is_cjk(s[0]) else " " + s
		paras = [common.tighten_cjk(common.clean_line(p) if "\n" not in p else
			"\n".join(common.clean_line(x) for x in p.split("\n"))) for p in paras]
		paras = [p for p in paras if common.cjk_ratio(p) >= 0.6 and
			sum(1 for c in p if not c.isspace()) >= 8 and p not in known]
		if not paras:
			continue
		e = "\n".join(paras)
		if sum(1 for c in e if c in TRAD) >= 2:
			continue
		yield e


def is_modern(e):
	han = sum(1 for c in e if common.is_cjk(c))
	return han and sum(1 for c in e if c in MODERN) / han >= 0.015


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--dir", default="/usr/share/games/fortunes")
	ap.add_argument("--out", required=True, help="directory for the extracted text")
	ap.add_argument("--classical-cap", type=int, default=300000)
	a = ap.parse_args()
	# many modern entries quote the Debian Reference: drop paragraphs that
	# zh_html.py already takes from it, so no text sits in two sources
	known = set()
	for path in zh_html.SOURCES["debian-reference"]():
		known.update(zh_html.paragraphs(path))
	modern, classical = [], []
	for name in ("chinese.u8", "tang300.u8", "song100.u8"):
		for e in entries(os.path.join(a.dir, name), known):
			(modern if name == "chinese.u8" and is_modern(e) else classical).append(e)
	print(common.write_source("zh_fortunes",
		list(common.group(modern, target=600, limit=2000)), a.out, min_chars=150))
	cdocs = list(common.group(classical, target=600, limit=2000))
	total = sum(len(d.encode("utf-8")) for d in cdocs)
	k = max(1, -(-total // a.classical_cap))  # ceil
	print(common.write_source("zh_classical", cdocs[::k], a.out, min_chars=150))


if __name__ == "__main__":
	main()
