# tests/tokenizer: this part's tests (check_PROGRAMS += ..., TESTS += ..., EXTRA_DIST += ...)
check_PROGRAMS += tests/tokenizer/tok_unit tests/tokenizer/tok_compare
tests_tokenizer_tok_unit_SOURCES = tests/tokenizer/tok_unit.c
tests_tokenizer_tok_unit_LDADD = $(TEST_LIBS)
tests_tokenizer_tok_compare_SOURCES = tests/tokenizer/tok_compare.c
tests_tokenizer_tok_compare_LDADD = $(TEST_LIBS)
TESTS += tests/tokenizer/tok_unit tests/tokenizer/nfc_conformance.sh \
	tests/tokenizer/cli.sh tests/tokenizer/npm_compare.sh
EXTRA_DIST += tests/tokenizer/nfc_conformance.sh tests/tokenizer/cli.sh \
	tests/tokenizer/npm_compare.sh tests/tokenizer/js_encode.js \
	tests/tokenizer/strings.txt tests/tokenizer/tiny/tokenizer.json \
	tests/tokenizer/tiny_gpt2/tokenizer.json \
	tests/tokenizer/bad/merge_oov.json tests/tokenizer/bad/nfkc.json \
	tests/tokenizer/bad/no_vocab.json tests/tokenizer/bad/not_bpe.json \
	tests/tokenizer/bad/regex.json tests/tokenizer/bad/truncated.json \
	tests/tokenizer/bad/whitespace.json tools/gen_unicode_tables.py
CLEANFILES += tests/tokenizer/npm_reference.jsonl tests/tokenizer/NormalizationTest.txt
clean-local: clean-local-tokenizer
clean-local-tokenizer:
	rm -rf tests/tokenizer/npm
