/* Pre-tokenizers: a tokenizer.json's Split steps (by regex or by a literal
 * string, with each of the delimiter behaviours), applied in order, each to
 * every piece the previous steps left. A regex is the file's own, compiled
 * by regex.h; GPT-2's ByteLevel step with use_regex is a Split by
 * pretok_gpt2_regex. */
#ifndef ATTN_TOKENIZER_PRETOK_H
#define ATTN_TOKENIZER_PRETOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What becomes of a match (the "delimiter") and of the text around it. */
typedef enum {
	SPLIT_ISOLATED,    /* matches and the text between them are pieces */
	SPLIT_REMOVED,     /* matches are dropped */
	SPLIT_MERGED_PREV, /* a match joins the piece before it */
	SPLIT_MERGED_NEXT, /* a match joins the piece after it */
	SPLIT_CONTIGUOUS,  /* adjacent matches form one piece */
} split_behavior;

/* tokenizer.json's name for a behaviour ("Isolated", "MergedWithPrevious",
 * ...): 0 and *b, or -1 when unknown. */
int split_behavior_from_name(const char *name, split_behavior *b);

/* The pattern of GPT-2's ByteLevel pre-tokenizer (use_regex true). */
extern const char pretok_gpt2_regex[];

typedef struct pretok pretok;

pretok *pretok_new(void);
void pretok_free(pretok *p);
size_t pretok_n_steps(const pretok *p);

/* Add a Split step by the UTF-8 regex re[0..len), or by the literal string
 * s[0..len) (non-empty). With invert, the pieces are what the pattern
 * matches and the delimiters the text between. A regex that regex.h cannot
 * read is an error: -1 with the reason in why. */
int pretok_add_regex(pretok *p, const char *re, size_t len, split_behavior b, bool invert,
		     char *why, size_t why_len);
void pretok_add_string(pretok *p, const char *s, size_t len, split_behavior b, bool invert);

/* Split cp[0..n): piece k is cp[start[k] .. end[k]); start and end need
 * room for n entries. Without steps the whole text is one piece (none when
 * n is 0). Returns the number of pieces, or -1 when a regex needed more
 * steps than its budget (proportional to n). */
long pretok_split(const pretok *p, const uint32_t *cp, size_t n, size_t *start, size_t *end);

#endif
