#!/usr/bin/python3
"""Simplified Chinese prose from Debian's HTML documentation packages.

Sources (--source):
  debian-reference  /usr/share/debian-reference/{pr01,ch*,apa}.zh-cn.html
  maint-guide       /usr/share/doc/maint-guide-zh-cn/html/*.zh-cn.html
  debian-edu        /usr/share/doc/debian-edu-doc-zh-cn/debian-edu-{bookworm,bullseye}-manual.html
  debian-faq        /usr/share/doc/debian/FAQ/zh-cn/*.zh-cn.html
  libreoffice-help  LibreOffice help pages (HTML) unpacked from the .deb
  gimp-help         GIMP help pages unpacked from the .deb
  lilypond-doc      LilyPond web documentation (*.zh.html), unpacked from the .deb
  kicad-doc         KiCad manuals (Chinese), unpacked from the .deb
  debian-edu-legacy Debian Edu legacy manuals (ITIL, Audacity, Rosegarden), from the .deb

Text is collected per block element (p, li, dd, dt, h1-h6, div, td...);
everything inside pre, screen/programlisting blocks, tables, script and style is skipped,
and so are the tables of contents.  A paragraph is kept when it has at
least 20 non-space characters and at least 60% of them are Han characters
(this drops command lines, file names, option lists and English leftovers).
Kept paragraphs of one file are grouped into documents of about 800
characters.

Usage: zh_html.py --source NAME --out DIR
"""
import argparse
import glob
import html.parser
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common

# DEB: where the packages that are not installed were unpacked (--deb)
DEB = "."

SOURCES = {
	"debian-reference": lambda: sorted(
		glob.glob("/usr/share/debian-reference/pr01.zh-cn.html") +
		glob.glob("/usr/share/debian-reference/ch[0-9]*.zh-cn.html") +
		glob.glob("/usr/share/debian-reference/ap*.zh-cn.html")),
	"maint-guide": lambda: sorted(
		p for p in glob.glob("/usr/share/doc/maint-guide-zh-cn/html/*.zh-cn.html")
		if not p.endswith("/index.zh-cn.html")),
	"debian-faq": lambda: sorted(
		glob.glob("/usr/share/doc/debian/FAQ/zh-cn/*.zh-cn.html")),
	# not installed (it would pull in LibreOffice): apt-get download, then
	# dpkg-deb -x libreoffice-help-zh-cn_*.deb DEB/x_lo
	"libreoffice-help": lambda: sorted(
		glob.glob(DEB + "/x_lo/usr/share/libreoffice/help/zh-CN/text/**/*.html",
			recursive=True)),
	# same way: dpkg-deb -x gimp-help-zh-cn_*.deb DEB/x_gimp
	# (its gfdl-*.html pages are the licence text, not help)
	"gimp-help": lambda: sorted(
		p for p in glob.glob(DEB + "/x_gimp/usr/share/gimp/2.0/help/zh_CN/*.html")
		if not os.path.basename(p).startswith("gfdl")),
	# the next three also come from apt-get download + dpkg-deb -x into
	# DEB/x_<package>
	"lilypond-doc": lambda: sorted(glob.glob(
		DEB + "/x_lilypond-doc-html-zh/usr/share/doc/lilypond/html/**/*.zh.html",
		recursive=True)),
	"kicad-doc": lambda: sorted(glob.glob(
		DEB + "/x_kicad-doc-zh/usr/share/doc/kicad/help/zh/*.html")),
	"debian-edu-legacy": lambda: sorted(glob.glob(
		DEB + "/x_debian-edu-doc-legacy-zh-cn/usr/share/doc/"
		"debian-edu-doc-legacy-zh-cn/*.html")),
	"debian-edu": lambda: [
		"/usr/share/doc/debian-edu-doc-zh-cn/debian-edu-bookworm-manual.html",
		"/usr/share/doc/debian-edu-doc-zh-cn/debian-edu-bullseye-manual.html"],
}

BLOCK = {"p", "li", "dd", "dt", "h1", "h2", "h3", "h4", "h5", "h6", "div",
	"td", "th", "tr", "blockquote", "br", "title", "caption", "section",
	"ul", "ol", "dl", "table", "body", "figure", "figcaption"}
SKIP = {"pre", "script", "style", "table", "head", "screen", "programlisting",
	"header", "aside", "nav", "footer", "button", "label", "select"}
SKIP_CLASS = ("toc", "navheader", "navfooter", "screen", "programlisting",
	"literallayout", "synopsis", "cmdsynopsis", "list-of-tables",
	"debug", "bug", "toc-title", "titlepage-toc")


class Paragraphs(html.parser.HTMLParser):
	def __init__(self):
		super().__init__(convert_charrefs=True)
		self.out = []
		self.buf = []
		self.skip = []  # stack of tags that opened a skipped region

	def flush(self):
		t = common.tighten_cjk(common.clean_line("".join(self.buf)))
		if t:
			self.out.append(t)
		self.buf = []

	def handle_starttag(self, tag, attrs):
		cls = dict(attrs).get("class") or ""
		if self.skip:
			if tag == self.skip[-1][0]:
				self.skip[-1][1] += 1
			return
		a = dict(attrs)
		# LibreOffice help writes every platform's wording, hidden, side by
		# side; keep only the default one
		hidden_variant = "hidden" in a and not (a.get("id") or "").startswith("default")
		if tag in SKIP or hidden_variant or any(c in cls.split() for c in SKIP_CLASS):
			self.flush()
			self.skip.append([tag, 1])
			return
		if tag in BLOCK:
			self.flush()

	def handle_endtag(self, tag):
		if self.skip:
			if tag == self.skip[-1][0]:
				self.skip[-1][1] -= 1
				if self.skip[-1][1] == 0:
					self.skip.pop()
			return
		if tag in BLOCK:
			self.flush()

	def handle_data(self, data):
		if not self.skip:
			self.buf.append(data.replace("\n", " "))


def good(p):
	n = sum(1 for c in p if not c.isspace())
	# "<?>" is LibreOffice Math's placeholder in formula-command examples
	return n >= 20 and common.cjk_ratio(p) >= 0.6 and "<?>" not in p


def paragraphs(path):
	parser = Paragraphs()
	with open(path, encoding="utf-8", errors="replace") as f:
		parser.feed(f.read())
	parser.close()
	parser.flush()
	return [p for p in parser.out if good(p)]


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--source", required=True, choices=sorted(SOURCES))
	ap.add_argument("--deb", default=None,
		help="directory holding the unpacked packages (x_<package>/, see fetch_sources.sh)")
	ap.add_argument("--out", required=True, help="directory for the extracted text")
	a = ap.parse_args()
	global DEB
	if a.deb:
		DEB = a.deb
	docs = []
	seen = set()  # the two Debian Edu manuals share many paragraphs
	for path in SOURCES[a.source]():
		ps = [p for p in paragraphs(path) if p not in seen]
		seen.update(ps)
		docs.extend(common.group(ps, target=800, limit=2000))
	name = "zh_" + a.source.replace("-", "_")
	print(common.write_source(name, docs, a.out, min_chars=150))


if __name__ == "__main__":
	main()
