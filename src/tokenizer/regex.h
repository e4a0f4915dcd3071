/* The regular expressions of tokenizer.json's Split pre-tokenizers, over
 * Unicode code points: a small backtracking matcher for the subset those
 * patterns use, so that a tokenizer's own pattern is read from its file
 * rather than recognised from a list.
 *
 * Syntax understood: alternation |, groups (...) and (?:...), the
 * case-insensitive group (?i:...) (ASCII letters fold), negative and
 * positive lookahead (?!...) (?=...), quantifiers ? * + {m} {m,} {m,n}
 * (greedy, or lazy with a trailing ?), classes [...] and [^...] with ranges,
 * ., and the escapes \s \S (Unicode White_Space), \p{L} \p{M} \p{N} and
 * \P{..} (general categories, unicode_tables.h), \r \n \t \f \v, \xHH,
 * \x{H..} and escaped punctuation. Anything else (\d, \w, \b, anchors,
 * back-references, lookbehind) is refused with the reason.
 *
 * Matching is leftmost-first with backtracking, as in the regex engines the
 * reference tokenizers use: at a position the alternatives are tried in
 * order and the first one that matches (each quantifier taking as much as
 * it can, giving back only as needed) wins. Every step of the matcher is
 * counted against a budget, so a pathological pattern ends in an error
 * instead of running for ever. */
#ifndef ATTN_TOKENIZER_REGEX_H
#define ATTN_TOKENIZER_REGEX_H

#include <stddef.h>
#include <stdint.h>

typedef struct tregex tregex;

/* Compile the UTF-8 pattern pat[0..len). On failure returns NULL and writes
 * the reason ("\d is not supported (at character 12)") into why. */
tregex *tregex_compile(const char *pat, size_t len, char *why, size_t why_len);
void tregex_free(tregex *r);

/* Match anchored at cp[i], seeing cp[0..n) as the whole text. Returns the
 * end of the match (it may equal i for an empty match), -1 when nothing
 * matches at i, or -2 when *budget (steps, decremented) runs out or the
 * branches waiting to be tried outgrow a few per character of the text. */
long tregex_match_at(const tregex *r, const uint32_t *cp, size_t n, size_t i, long *budget);

#endif
