/* BPE: the vocabulary and merge tables of a tokenizer.json "model" and the
 * merge loop that turns one pre-tokenized piece into ids. A piece starts as
 * one symbol per character and adjacent symbols merge by the rank of their
 * pair in the merge list. Two ways of making the first symbols:
 *
 * byte-level (GPT-2, Llama 3, Qwen): the piece's bytes, each spelled as a
 *   printable character by the GPT-2 table (bpe_byte_char); vocabulary
 *   strings are spelled in those characters ("Ġthe" = " the");
 * by character (SentencePiece-style: Llama 2, Mistral, Gemma): the piece's
 *   Unicode characters; one missing from the vocabulary becomes the tokens
 *   "<0xNN>" of its UTF-8 bytes (byte_fallback), else the unknown token. */
#ifndef ATTN_TOKENIZER_BPE_H
#define ATTN_TOKENIZER_BPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/error.h"

typedef struct tok_ids {
	int32_t *v;
	size_t n, cap;
} tok_ids;

void tok_ids_push(tok_ids *a, int32_t id);

typedef struct bpe {
	/* the vocabulary entries, in file order: string (UTF-8, in byte-level
	 * characters) and id. Arrays are sized by the number of entries, never
	 * by the largest id (one entry with id 16,777,215 costs one slot). */
	size_t n_pieces;
	char **piece;
	uint32_t *piece_len;
	int32_t *piece_id;
	/* string -> entry index: open addressing, -1 = empty slot */
	int32_t *str_tab;
	size_t str_mask;
	/* merge (left id, right id) -> rank and merged id */
	uint64_t *pair_key; /* (left << 32 | right) + 1; 0 = empty slot */
	uint32_t *pair_rank;
	int32_t *pair_id;
	size_t pair_mask, n_merges;
	/* id of the one-character string of each byte, or -1 */
	int32_t byte_id[256];
	bool ignore_merges; /* a piece found whole in the vocabulary skips merging */
	/* by character: ids of "<0x00>".."<0xFF>" (or -1), and the unknown
	 * token (-1: none); fuse_unk makes a run of unknowns one token */
	bool byte_fallback, fuse_unk;
	int32_t fallback_id[256];
	int32_t unk_id;
} bpe;

/* The GPT-2 byte -> character table: bytes '!'..'~', 0xA1..0xAC and
 * 0xAE..0xFF stand for themselves; the other 68 bytes, in increasing
 * order, become U+0100, U+0101, ... (space -> U+0120 'Ġ', '\n' -> U+010A 'Ċ'). */
uint32_t bpe_byte_char(unsigned char b);
/* The inverse: the byte a character stands for, or -1. */
int bpe_char_byte(uint32_t cp);

/* Build the tables. Strings are copied. vocab: n entries of (string, id);
 * ids must be >= 0 and distinct. Errors name file. */
int bpe_init(bpe *b, size_t n, const char *const *str, const size_t *len,
	     const int32_t *ids, const char *file, errbuf *e);
/* Reserve room for n merges, then add them in rank order. A merge whose
 * parts or result are not in the vocabulary is an error (index = rank). */
void bpe_reserve_merges(bpe *b, size_t n);
int bpe_add_merge(bpe *b, const char *l, size_t ll, const char *r, size_t rl,
		  const char *file, size_t index, errbuf *e);
void bpe_free(bpe *b);

/* The id of a vocabulary string, or -1. */
int32_t bpe_lookup(const bpe *b, const char *s, size_t len);

/* Encode the bytes of one piece, byte-level: start from one symbol per byte,
 * then repeatedly merge the adjacent pair of lowest rank (leftmost first
 * among equals) until no pair has a merge. Appends ids to out. Fails only
 * when a byte has no vocabulary entry. */
int bpe_encode_piece(const bpe *b, const unsigned char *s, size_t n, tok_ids *out,
		     errbuf *e);

/* The same for the valid UTF-8 piece s[0..n), by character. Fails only when
 * a character is in neither the vocabulary nor the byte fallback and there
 * is no unknown token. */
int bpe_encode_chars(const bpe *b, const char *s, size_t n, tok_ids *out, errbuf *e);

#endif
