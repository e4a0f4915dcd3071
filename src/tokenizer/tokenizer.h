/* The tokenizer of a Hugging Face tokenizer.json: BPE, byte-level (Qwen3.5,
 * Qwen2/Qwen3, Llama 3, GPT-2, the embedded model) or by character with byte
 * fallback (SentencePiece-style: Llama 2, Mistral, TinyLlama, Gemma); also
 * GPT-2's vocab.json + merges.txt (docs/MODEL.md §8).
 *
 * Encoding, in order:
 *   1. added tokens (special or not) are found in the raw text, leftmost
 *      first and longest at a position, and emitted as their ids;
 *   2. the text between them is normalised (NFC, Prepend, Replace);
 *   3. split by the pre-tokenizer (the file's own Split regexes, ByteLevel,
 *      Metaspace; pretok.h);
 *   4. each piece goes through the BPE (bpe.h).
 * tok_encode adds no special tokens; tok_encode_ex can add those the
 * post-processor puts around the text (BOS), as tokenizer_config.json's
 * add_bos_token / add_eos_token decide when it has them. Decoding maps each
 * token back to bytes; the result need not be valid UTF-8 (a token may end
 * inside a character).
 *
 * A loaded tokenizer is read-only: encode and decode may run in several
 * threads at once.
 *
 * Not implemented: the lstrip, rstrip and single_word flags of added tokens
 * are ignored, and added tokens marked "normalized": true are matched in
 * the raw text like the others. */
#ifndef ATTN_TOKENIZER_TOKENIZER_H
#define ATTN_TOKENIZER_TOKENIZER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/error.h"
#include "util/strbuf.h"

typedef struct tokenizer tokenizer;

/* Load path: a tokenizer.json file, or a directory holding one (or, without
 * it, GPT-2's vocab.json and merges.txt), with tokenizer_config.json beside
 * it when present. Checks that the model is BPE and that every normaliser,
 * pre-tokenizer, decoder and post-processor is one we implement; errors are
 * one line naming the file and the field. */
tokenizer *tok_load(const char *path, errbuf *e);
void tok_free(tokenizer *t);

/* Encode len bytes of UTF-8 text. On success *ids is a malloc'd array of *n
 * ids (free it; NULL when *n is 0). Invalid UTF-8 is an error
 * ("text: invalid UTF-8 at byte N"). Empty text gives no ids. */
int tok_encode(const tokenizer *t, const char *text, size_t len, int32_t **ids,
	       size_t *n, errbuf *e);
/* The same; with add_special, the post-processor's special tokens (e.g.
 * BOS) go before and after the text, as the model was trained to see it. */
int tok_encode_ex(const tokenizer *t, const char *text, size_t len, bool add_special,
		  int32_t **ids, size_t *n, errbuf *e);

/* A prompt, as every command and view gives it to the model: the
 * post-processor's prefix (BOS, when tokenizer_config.json's add_bos_token or
 * the post-processor says so; none for Qwen's and GPT-2's tokenizers) then
 * the text; no suffix (an EOS would end the text the model is to continue). */
int tok_encode_prompt(const tokenizer *t, const char *text, size_t len, int32_t **ids,
		      size_t *n, errbuf *e);

/* The special ids tok_encode_ex adds before (after false) or after the
 * text: returns their number, *ids points to them. */
size_t tok_special_ids(const tokenizer *t, bool after, const int32_t **ids);

/* The bytes one id decodes to (not NUL-terminated; may be partial UTF-8),
 * or NULL when id is out of range or unused. */
const char *tok_decode_id(const tokenizer *t, int32_t id, size_t *len);

/* Decode n ids into a malloc'd NUL-terminated byte string of *len bytes:
 * the tokens' bytes joined, then the decoder's Strip (SentencePiece-style
 * tokenizers drop the space they put before the text). An id out of range
 * or unused is an error naming it. */
int tok_decode(const tokenizer *t, const int32_t *ids, size_t n, char **out,
	       size_t *len, errbuf *e);

/* 1 + the largest id (vocabulary and added tokens). */
int32_t tok_vocab_size(const tokenizer *t);

/* The token's string as written in tokenizer.json ("Ġthe", "<|im_end|>"),
 * NUL-terminated, or NULL when id is out of range or unused. */
const char *tok_id_to_piece(const tokenizer *t, int32_t id);

/* The id whose string is piece (added tokens first, then the vocabulary),
 * or -1: e.g. tok_token_id(t, "<|im_end|>"). */
int32_t tok_token_id(const tokenizer *t, const char *piece);

/* Is id an added token marked special? */
bool tok_is_special(const tokenizer *t, int32_t id);

/* Append bytes to out as text: valid UTF-8 is copied, each run of bytes
 * that is not valid UTF-8 becomes "<E4 BD>" (hex, space-separated). */
void tok_escape_bytes(strbuf *out, const char *bytes, size_t len);

#endif
