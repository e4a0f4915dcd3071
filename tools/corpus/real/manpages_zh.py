#!/usr/bin/python3
"""Simplified Chinese prose from Debian's manpages-zh (zh_CN man pages).

A small roff reader, enough for man(7), pod2man and mdoc pages:
  * comments, macro definitions (.de/.ig ... ..), conditionals (.if/.ie/.el)
    and register/string settings are dropped;
  * no-fill blocks (.nf/.fi, .EX/.EE, .Vb/.Ve, .Bd/.Ed) are command lines and
    code, dropped;
  * sections whose heading names a synopsis or options (名称, 概述, 总览,
    语法, 选项, 参数, SYNOPSIS, OPTIONS ...) are dropped whole, since they are
    command-line listings and tables of options;
  * .TP/.IP item tags are dropped, their bodies kept;
  * font macros (.B, .I, .BR ...) keep their text; inline escapes \\fB, \\-,
    \\(em, \\& ... are replaced or removed.
A paragraph is kept when it has at least 20 non-space characters and at
least 60% of them are Chinese (Han characters or CJK punctuation).  The
paragraphs of one page form documents of about 800 characters; pages are
visited in sorted path order, pages that are .so links are skipped.

Usage: manpages_zh.py [--root /usr/share/man/zh_CN] --out DIR
"""
import argparse
import glob
import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common

SKIP_SECTIONS = re.compile(r"名称|名字|概述|总览|纲要|语法|大纲|用法|选项|参数|命令行|"
	r"SYNOPSIS|OPTION|NAME|USAGE|参见|另见|参考|SEE ALSO|作者|AUTHOR|版权|COPYRIGHT|"
	r"翻译|译者|中文版|跋|BUGS?|错误报告|报告|示例|例子|范例|EXAMPLE|文件|FILES", re.I)
BREAK = {"PP", "LP", "P", "sp", "br", "IP", "TP", "RS", "RE", "HP", "Pp", "It",
	"Sp", "SS", "Ss", "in", "ti", "PD", "Bl", "El", "TQ"}
FONT = {"B", "I", "SM", "SB", "BR", "RB", "BI", "IB", "IR", "RI", "Em", "Sy",
	"Dq", "Qq", "Ql", "Pa", "Nm", "Ar", "Va", "Cm", "Li", "Ev", "Dv", "Xr"}
NOFILL_START = {"nf": "fi", "EX": "EE", "Vb": "Ve", "Bd": "Ed", "Ds": "De"}
NAMED = {"em": "—", "en": "–", "lq": "“", "rq": "”", "oq": "‘", "cq": "’",
	"aq": "'", "dq": '"', "bu": "·", "co": "©", "rg": "®", "hy": "-",
	"mi": "-", "pl": "+", "mu": "×", "<=": "≤", ">=": "≥", "->": "→"}
ESC = re.compile(r"\\(\((..)|\[([^\]]*)\]|f(\(..|\[[^\]]*\]|.)|s[-+]?\d+|"
	r"\*(\(..|\[[^\]]*\]|.)|[-e&,/|^0 ~:%.'`\"cdu]|n(\(..|.)|.)")


def unescape(s):
	def rep(m):
		whole = m.group(0)
		if m.group(2) or m.group(3):
			return NAMED.get(m.group(2) or m.group(3), "")
		c = whole[1]
		if c == "-":
			return "-"
		if c == "e":
			return "\\"
		if c in "0 ~":
			return " "
		if c in "'`":
			return "'" if c == "'" else "`"
		return ""
	return ESC.sub(rep, s)


def macro_text(args):
	"""Text of a font macro line: quoted args as one, joined without spaces
	for the alternating forms (.BR x y -> xy) as roff does."""
	parts = re.findall(r'"([^"]*)"|(\S+)', args)
	return [a or b for a, b in parts]


def join(lines):
	"""Join roff text lines: no space between two Chinese characters."""
	out = ""
	for l in lines:
		l = l.strip()
		if not l:
			continue
		if out and not (common.cjk_ratio(out[-1]) and common.cjk_ratio(l[0])):
			out += " "
		out += l
	return common.tighten_cjk(common.clean_line(out))


def paragraphs(text):
	paras, cur = [], []
	skip_section = False
	end_block = None
	lines = text.split("\n")
	i = 0
	while i < len(lines):
		line = lines[i]
		i += 1
		if end_block:
			if re.match(r"^[.']\s*" + end_block + r"\b", line):
				end_block = None
			continue
		if line.startswith(('.\\"', "'\\\"", '\\"', ".\\#")) or line.strip() == ".":
			continue
		if line.startswith((".", "'")):
			m = re.match(r"^[.']\s*(\S+)\s*(.*)$", line)
			if not m:
				continue
			name, args = m.group(1), m.group(2)
			if name in ("de", "de1", "ig", "am"):
				end_block = r"\."
				continue
			if name in NOFILL_START:
				end_block = NOFILL_START[name]
				continue
			if name in ("SH", "Sh"):
				paras.append(cur)
				cur = []
				title = unescape(" ".join(macro_text(args)))
				skip_section = bool(SKIP_SECTIONS.search(title))
				continue
			if name in BREAK:
				paras.append(cur)
				cur = []
				if name in ("TP", "It"):
					i += 1 if name == "TP" else 0  # next line is the item tag
				continue
			if name in FONT and not skip_section:
				words = [unescape(w) for w in macro_text(args)]
				if name in ("B", "I", "SM", "SB") or len(name) != 2 or name in ("Em", "Sy"):
					cur.append(" ".join(words))
				else:
					cur.append("".join(words))
			continue  # any other request: layout, no text
		if not skip_section:
			cur.append(unescape(line))
	paras.append(cur)
	return [join(p) for p in paras if p]


def good(p):
	n = sum(1 for c in p if not c.isspace())
	return n >= 20 and common.cjk_ratio(p) >= 0.6


def read(path):
	with gzip.open(path, "rb") as f:
		raw = f.read()
	try:
		return raw.decode("utf-8")
	except UnicodeDecodeError:
		return raw.decode("gb18030", errors="replace")


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--root", default="/usr/share/man/zh_CN")
	ap.add_argument("--out", required=True, help="directory for the extracted text")
	a = ap.parse_args()
	docs = []
	seen = set()
	for path in sorted(glob.glob(os.path.join(a.root, "man*", "*.gz"))):
		if os.path.islink(path):
			continue
		text = read(path)
		if text.lstrip().startswith(".so "):
			continue
		ps = []
		for p in paragraphs(text):
			if good(p) and p not in seen:
				seen.add(p)
				ps.append(p)
		docs.extend(common.group(ps, target=800, limit=2000))
	print(common.write_source("zh_manpages", docs, a.out, min_chars=150))


if __name__ == "__main__":
	main()
