#!/bin/sh
# Rebuild every real-text source into OUT.
#
#   sh extract_all.sh OUT DEB NPM
#
# Needs the Debian packages listed in models/README.md installed, and DEB and
# NPM filled by fetch_sources.sh (the unpacked documentation packages and
# the npm datasets).
set -eu
OUT=${1:?usage: extract_all.sh OUT DEB NPM}
DEB=${2:?usage: extract_all.sh OUT DEB NPM}
NPM=${3:?usage: extract_all.sh OUT DEB NPM}
PY=/usr/bin/python3
cd "$(dirname "$0")"
$PY wordnet.py --out "$OUT"
$PY bible_web.py --out "$OUT"
$PY austen.py --out "$OUT"
$PY harvard.py --out "$OUT"
$PY stdlib_text.py --source moby-dick --npm "$NPM" --out "$OUT"
$PY stdlib_text.py --source sotu --npm "$NPM" --out "$OUT"
for s in debian-reference maint-guide debian-edu debian-edu-legacy debian-faq \
		libreoffice-help gimp-help kicad-doc; do
	$PY zh_html.py --source $s --deb "$DEB" --out "$OUT"
done
$PY manpages_zh.py --out "$OUT"
$PY fortunes_zh.py --out "$OUT"
$PY sources_md.py --dir "$OUT" --deb "$DEB" --npm "$NPM"
# convenience concatenations (the per-source files stay the reference):
# English real text, modern Chinese prose; zh_classical stays apart
mkdir -p "$OUT/combined"
for part in train heldout; do
	cat "$OUT"/wordnet.$part.txt "$OUT"/bible_web.$part.txt "$OUT"/austen.$part.txt \
		"$OUT"/moby_dick.$part.txt "$OUT"/sotu.$part.txt "$OUT"/harvard.$part.txt \
		> "$OUT/combined/en_real.$part.txt"
	ls "$OUT"/zh_*.$part.txt | grep -v zh_classical | sort | xargs cat \
		> "$OUT/combined/zh_real.$part.txt"
done
