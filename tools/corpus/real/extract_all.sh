#!/bin/sh
# Rebuild every real-text source into $OUT (default /work/emb2/real).
# Needs the Debian packages listed in SOURCES.md installed, the two .deb
# files unpacked under /work/emb2/deb (see zh_html.py) and the npm packages
# under /work/emb2/npm (see stdlib_text.py).
set -e
OUT=${OUT:-/work/emb2/real}
PY=/usr/bin/python3
cd "$(dirname "$0")"
$PY wordnet.py --out "$OUT"
$PY bible_web.py --out "$OUT"
$PY austen.py --out "$OUT"
$PY stdlib_text.py --source moby-dick --out "$OUT"
$PY stdlib_text.py --source sotu --out "$OUT"
for s in debian-reference maint-guide debian-edu debian-faq libreoffice-help gimp-help; do
	$PY zh_html.py --source $s --out "$OUT"
done
$PY manpages_zh.py --out "$OUT"
$PY fortunes_zh.py --out "$OUT"
