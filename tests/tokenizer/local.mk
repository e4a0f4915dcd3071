# tests/tokenizer: this part's tests (check_PROGRAMS += ..., TESTS += ..., EXTRA_DIST += ...)
check_PROGRAMS += tests/tokenizer/tok_unit tests/tokenizer/tok_compare
tests_tokenizer_tok_unit_SOURCES = tests/tokenizer/tok_unit.c
tests_tokenizer_tok_unit_LDADD = $(TEST_LIBS)
tests_tokenizer_tok_compare_SOURCES = tests/tokenizer/tok_compare.c
tests_tokenizer_tok_compare_LDADD = $(TEST_LIBS)
# npm_compare.sh checks Qwen3's tokenizer; each npm_*.sh runs it on another
TOKENIZER_NPM_TESTS = tests/tokenizer/npm_compare.sh tests/tokenizer/npm_llama3.sh \
	tests/tokenizer/npm_llama3_1.sh tests/tokenizer/npm_llama2.sh \
	tests/tokenizer/npm_gemma3.sh tests/tokenizer/npm_gpt2.sh \
	tests/tokenizer/npm_gpt_3_encoder.sh tests/tokenizer/npm_llama2_metaspace.sh
TESTS += tests/tokenizer/tok_unit tests/tokenizer/nfc_conformance.sh \
	tests/tokenizer/cli.sh $(TOKENIZER_NPM_TESTS)
EXTRA_DIST += tests/tokenizer/nfc_conformance.sh tests/tokenizer/cli.sh \
	$(TOKENIZER_NPM_TESTS) tests/tokenizer/js_encode.js \
	tests/tokenizer/strings.txt tests/tokenizer/tiny/tokenizer.json \
	tests/tokenizer/tiny_gpt2/tokenizer.json \
	tests/tokenizer/bad/merge_oov.json tests/tokenizer/bad/nfkc.json \
	tests/tokenizer/bad/no_vocab.json tests/tokenizer/bad/not_bpe.json \
	tests/tokenizer/bad/regex.json tests/tokenizer/bad/truncated.json \
	tests/tokenizer/bad/whitespace.json tests/tokenizer/bad/decoder.json \
	tests/tokenizer/bad/template.json tests/tokenizer/bad/behavior.json \
	tests/tokenizer/bad/lowercase.json tests/tokenizer/bad/prepend_scheme.json \
	tests/tokenizer/bad/unk.json tests/tokenizer/bad/post.json \
	tests/tokenizer/bad/backtrack.json tests/tokenizer/bad/config_bos/tokenizer.json \
	tests/tokenizer/bad/config_bos/tokenizer_config.json \
	tests/tokenizer/tiny_sp/tokenizer.json tests/tokenizer/tiny_sp/no_bos/tokenizer.json \
	tests/tokenizer/tiny_sp/no_bos/tokenizer_config.json tools/gen_unicode_tables.py
CLEANFILES += tests/tokenizer/npm_reference_*.jsonl tests/tokenizer/NormalizationTest.txt
clean-local: clean-local-tokenizer
clean-local-tokenizer:
	rm -rf tests/tokenizer/npm tests/tokenizer/gpt-3-encoder.tmp tests/tokenizer/llama2_metaspace.tmp
