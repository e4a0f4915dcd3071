/* The loaded tokenizer, shared by tok_load.c (reading the files) and
 * tokenizer.c (encoding and decoding). Not for use outside src/tokenizer. */
#ifndef ATTN_TOKENIZER_TOK_INTERNAL_H
#define ATTN_TOKENIZER_TOK_INTERNAL_H

#include "tokenizer/added_match.h"
#include "tokenizer/bpe.h"
#include "tokenizer/pretok.h"
#include "tokenizer/tokenizer.h"

/* Ids above this are surely a broken file, not a vocabulary. */
#define TOK_MAX_ID (1 << 24)

typedef struct added_tok {
	char *s;
	size_t len;
	int32_t id;
	bool special;
} added_tok;

typedef struct tok_entry {
	int32_t id;
	bool special;
	const char *piece; /* added token content, else the vocabulary string */
	char *dec;         /* the bytes it decodes to */
	uint32_t dec_len;
} tok_entry;

/* One normaliser step, applied in order to each stretch of text between
 * added tokens. */
typedef enum { NORM_NFC, NORM_PREPEND, NORM_REPLACE } norm_kind;
typedef struct {
	norm_kind kind;
	char *a, *b; /* PREPEND: a; REPLACE: a -> b */
	size_t a_len, b_len;
} norm_op;

typedef enum { PREPEND_NEVER, PREPEND_ALWAYS, PREPEND_FIRST } prepend_scheme;

/* A string replacement of the decoder, applied to each token's string. */
typedef struct {
	char *from, *to;
	size_t from_len, to_len;
} dec_replace;

struct tokenizer {
	char *file;
	bpe bpe;
	norm_op *norm;
	size_t n_norm;
	/* pre-tokenizer: an optional text step (Metaspace's replacement and
	 * prefix, or ByteLevel's prefix space), then the Split steps */
	bool metaspace;
	char meta_rep[8];
	size_t meta_rep_len;
	prepend_scheme meta_prepend;
	bool prefix_space; /* ByteLevel add_prefix_space */
	pretok *pre;
	bool byte_level;   /* a ByteLevel step: BPE over bytes, else by character */
	/* decoder: per token, the byte table (dec_byte_level) or the
	 * "<0xNN>" tokens as bytes (dec_byte_fallback) or the replacements;
	 * on the whole text, the strip of strip_start leading and strip_stop
	 * trailing strip_char */
	bool dec_byte_level, dec_byte_fallback;
	dec_replace *dec_rep;
	size_t n_dec_rep;
	uint32_t strip_char;
	unsigned strip_start, strip_stop;
	/* post-processor (or tokenizer_config.json): ids around the text */
	int32_t *prefix, *suffix;
	size_t n_prefix, n_suffix;
	added_tok *added; /* sorted longest first, so the first hit is the longest */
	size_t n_added;
	added_match *added_am;          /* finds them in linear time */
	int32_t n_ids;      /* 1 + the largest id */
	/* every id in use, sorted by id (looked up by binary search): sized by
	 * the entries in the file, not by the largest id */
	tok_entry *ent;
	size_t n_ent;
};

#endif
