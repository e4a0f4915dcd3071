#!/bin/sh
# attnstep tokenize on the tiny fixture (ids worked out by hand from its
# merge list, see tok_unit.c), and every bad input: one line on stderr
# starting "attnstep: ", nothing on stdout, exit status 2.
set -u
tiny="$top_srcdir/tests/tokenizer/tiny"
bad="$top_srcdir/tests/tokenizer/bad"
tmp="$top_builddir/tests/tokenizer/cli.tmp"
fails=0

expect_out() { # WANT ARGS...: stdout must be exactly WANT, exit 0
	want=$1
	shift
	got=$("$ATTNSTEP" tokenize "$@" 2>"$tmp.err")
	rc=$?
	if [ $rc -ne 0 ] || [ "$got" != "$want" ]; then
		echo "FAIL: tokenize $*: exit $rc, got '$got', want '$want'; stderr: $(cat "$tmp.err")"
		fails=$((fails + 1))
	fi
}

expect_bad() { # WHAT ARGS...: exit 2, empty stdout, one "attnstep: " line mentioning WHAT
	what=$1
	shift
	"$ATTNSTEP" tokenize "$@" >"$tmp.out" 2>"$tmp.err"
	rc=$?
	lines=$(wc -l <"$tmp.err")
	if [ $rc -ne 2 ] || [ -s "$tmp.out" ] || [ "$lines" -ne 1 ] ||
	   ! grep -q '^attnstep: ' "$tmp.err" || ! grep -q -- "$what" "$tmp.err"; then
		echo "FAIL: tokenize $*: exit $rc (want 2), stdout $(wc -c <"$tmp.out") bytes," \
			"stderr: $(cat "$tmp.err") (want one line with '$what')"
		fails=$((fails + 1))
	fi
}

# good input
expect_out '{"ids": [0, 6], "tokens": ["a", "bc"], "bytes": ["61", "6263"]}' --model "$tiny" --text abc --format json
expect_out '{"ids": [7, 8, 13, 3, 15, 16], "tokens": [" ab", "<|end|>", "<|end|>x", " ", "1", "2"], "bytes": ["206162", "3C7C656E647C3E", "3C7C656E647C3E78", "20", "31", "32"]}' \
	--model "$tiny/tokenizer.json" --text ' ab<|end|><|end|>x 12' --format json
expect_out "$(printf '0\ta\n6\tbc')" --model "$tiny" --text abc
expect_out '{"ids": [11], "tokens": ["é"], "bytes": ["C3A9"]}' --model "$tiny" --text "$(printf 'e\314\201')" --format json
expect_out 'a<|end|>é ab' --model "$tiny" --decode 0,8,11,7
expect_out '\xC3' --model "$tiny" --decode 9
expect_out '{"ids": [9, 10], "tokens": ["<C3>", "<A9>"], "bytes": ["C3", "A9"], "text": "é"}' --model "$tiny" --decode '9, 10' --format json
# GPT-2 pre-tokenizer (plain ByteLevel with use_regex): " 12" is one piece,
# so the merge "Ġ 1" applies; the Qwen splitter keeps digits apart
expect_out '{"ids": [17, 16], "tokens": [" 1", "2"], "bytes": ["2031", "32"]}' --model "$top_srcdir/tests/tokenizer/tiny_gpt2" --text ' 12' --format json
expect_out '{"ids": [3, 15, 16], "tokens": [" ", "1", "2"], "bytes": ["20", "31", "32"]}' --model "$tiny" --text ' 12' --format json
# SentencePiece-style (ids worked out by hand in tok_unit.c): the "▁" put in
# front of the text, byte fallback, and the decoder giving the text back;
# tokenize shows the text as a prompt reaches the model: BOS <s> (id 1) first,
# from the post-processor, unless tokenizer_config.json's add_bos_token is false
expect_out '{"ids": [1, 8, 5, 7], "tokens": ["<s>", " a", " ", "b"], "bytes": ["3C733E", "2061", "20", "62"]}' --model "$top_srcdir/tests/tokenizer/tiny_sp" --text 'a b' --format json
expect_out '{"ids": [8, 5, 7], "tokens": [" a", " ", "b"], "bytes": ["2061", "20", "62"]}' --model "$top_srcdir/tests/tokenizer/tiny_sp/no_bos" --text 'a b' --format json
expect_out 'a bé' --model "$top_srcdir/tests/tokenizer/tiny_sp" --decode 8,5,7,3,4
# a Hugging Face repo id found in the local hub cache
hub="$tmp.hub"
mkdir -p "$hub/models--test--tiny/snapshots/0123abc"
cp "$tiny/tokenizer.json" "$hub/models--test--tiny/snapshots/0123abc/"
HF_HUB_CACHE="$hub" expect_out "$(printf '0\ta\n6\tbc')" --model test/tiny --text abc
HF_HUB_CACHE="$hub" expect_bad 'test/absent' --model test/absent --text abc
rm -rf "$hub"

# bad input
expect_bad 'no such file' --model /nonexistent/model --text abc
expect_bad 'BPE' --model "$bad/not_bpe.json" --text abc
expect_bad 'NFKC' --model "$bad/nfkc.json" --text abc
expect_bad 'Split regex' --model "$bad/regex.json" --text abc
expect_bad 'Whitespace' --model "$bad/whitespace.json" --text abc
expect_bad 'merges\[6\]' --model "$bad/merge_oov.json" --text abc
expect_bad 'vocab' --model "$bad/no_vocab.json" --text abc
expect_bad 'tokenizer.json' --model "$top_srcdir/tests/tokenizer/bad" --text abc
expect_bad 'truncated.json' --model "$bad/truncated.json" --text abc
expect_bad 'decoder type "WordPiece"' --model "$bad/decoder.json" --text abc
expect_bad 'no ids for "<bos>"' --model "$bad/template.json" --text abc
expect_bad 'behavior "Shuffled"' --model "$bad/behavior.json" --text abc
expect_bad 'normalizer type "Lowercase"' --model "$bad/lowercase.json" --text abc
expect_bad 'prepend_scheme "sometimes"' --model "$bad/prepend_scheme.json" --text abc
expect_bad 'unk_token "<oov>"' --model "$bad/unk.json" --text abc
expect_bad 'post_processor: unsupported type "InstructionProcessing"' --model "$bad/post.json" --text abc
expect_bad 'tokenizer_config.json: bos_token "<bos>"' --model "$bad/config_bos" --text abc
expect_bad 'too many steps' --model "$bad/backtrack.json" --text aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
expect_bad 'invalid UTF-8 at byte 1' --model "$tiny" --text "$(printf 'a\377b')"
expect_bad 'empty text' --model "$tiny" --text ''
expect_bad 'bad id list' --model "$tiny" --decode '1,,2'
expect_bad 'bad id list' --model "$tiny" --decode '1,'
expect_bad 'bad id list' --model "$tiny" --decode 'x'
expect_bad 'bad id list' --model "$tiny" --decode '-1'
expect_bad 'out of range' --model "$tiny" --decode '0,17'
expect_bad 'not in the vocabulary' --model "$tiny" --decode '14'
expect_bad 'out of range' --model "$tiny" --decode '99999999999999999999999'
expect_bad '0x78' --model "$tiny" --text 'xyz'
expect_bad 'exactly one' --model "$tiny"
expect_bad 'exactly one' --model "$tiny" --text a --decode 1
expect_bad 'format' --model "$tiny" --text a --format xml
expect_bad 'unknown option' --model "$tiny" --text a --bogus
expect_bad 'needs a value' --model "$tiny" --text
# the embedded model's tokenizer is the default; a data dir without it is an error
mkdir -p "$tmp.data"
ATTNSTEP_DATADIR="$tmp.data" expect_bad 'tokenizer.json' --text abc
rmdir "$tmp.data"

rm -f "$tmp.out" "$tmp.err"
if [ $fails -ne 0 ]; then
	echo "$fails check(s) failed"
	exit 1
fi
echo "PASS: tokenize command, good and bad input"
