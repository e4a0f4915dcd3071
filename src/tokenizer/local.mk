# src/tokenizer: BPE from tokenizer.json (byte-level and SentencePiece-style;
# normalisers, pre-tokenizers and their regexes, NFC, added tokens, Unicode tables)
libattn_a_SOURCES += src/tokenizer/tokenizer.c src/tokenizer/tokenizer.h \
	src/tokenizer/tok_load.c src/tokenizer/tok_internal.h \
	src/tokenizer/regex.c src/tokenizer/regex.h \
	src/tokenizer/bpe.c src/tokenizer/bpe.h \
	src/tokenizer/added_match.c src/tokenizer/added_match.h \
	src/tokenizer/pretok.c src/tokenizer/pretok.h src/tokenizer/nfc.c src/tokenizer/nfc.h \
	src/tokenizer/uc_lookup.c src/tokenizer/unicode_tables.c src/tokenizer/unicode_tables.h
