/* Hand-written pre-tokenizer splitters: the Split regexes of tokenizer.json
 * files we know, implemented without a regex engine. Each reproduces the
 * leftmost-first, greedy-with-backtracking semantics of its pattern
 * (docs/MODEL.md §8.3). \s is Unicode White_Space, \p{L} \p{M} \p{N} the general
 * categories (unicode_tables.h). */
#ifndef ATTN_TOKENIZER_PRETOK_H
#define ATTN_TOKENIZER_PRETOK_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
	/* Qwen3.5: (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}|
	 *          ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+ */
	PRETOK_QWEN35,
	/* Qwen2 / Qwen2.5 / Qwen3: the same without \p{M} */
	PRETOK_QWEN2,
	/* GPT-2 (ByteLevel use_regex): 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+|
	 *          ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+ */
	PRETOK_GPT2,
} pretok_kind;

/* The regex string (as found in tokenizer.json, after JSON decoding) of each
 * kind, for recognising a Split pre-tokenizer. */
const char *pretok_regex(pretok_kind kind);

/* Which kind has exactly this regex? Returns 0 and sets *kind, or -1. */
int pretok_from_regex(const char *re, pretok_kind *kind);

/* Split cp[0..n) into pieces that cover it exactly. ends[k] is the end
 * (exclusive, in code points) of piece k; ends needs room for n entries.
 * Returns the number of pieces. */
size_t pretok_split(pretok_kind kind, const uint32_t *cp, size_t n, size_t *ends);

#endif
