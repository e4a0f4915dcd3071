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
for s in debian-reference maint-guide debian-edu debian-edu-legacy debian-faq \
		libreoffice-help gimp-help kicad-doc; do
	$PY zh_html.py --source $s --out "$OUT"
done
$PY manpages_zh.py --out "$OUT"
$PY fortunes_zh.py --out "$OUT"
$PY sources_md.py --dir "$OUT"
# convenience concatenations (the per-source files stay the reference):
# English real text, modern Chinese prose; zh_classical stays apart
mkdir -p "$OUT/combined"
for part in train heldout; do
	cat "$OUT"/wordnet.$part.txt "$OUT"/bible_web.$part.txt "$OUT"/austen.$part.txt \
		"$OUT"/moby_dick.$part.txt "$OUT"/sotu.$part.txt > "$OUT/combined/en_real.$part.txt"
	ls "$OUT"/zh_*.$part.txt | grep -v zh_classical | sort | xargs cat \
		> "$OUT/combined/zh_real.$part.txt"
done
