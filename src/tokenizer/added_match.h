/* Finding the tokenizer's added tokens in a text in linear time.
 *
 * The tokenizer takes, left to right, the longest added token that starts
 * at each position. Trying every added token at every byte costs
 * n_added × length (20,000 added tokens and 100 kB of text: 10 s). Instead
 * an Aho-Corasick automaton over the reversed tokens reads the text once
 * from its end: after reading text[i], its state is the longest reversed
 * token prefix that ends the reversed text read so far, and the first
 * terminal state on its failure chain is the longest token that starts at
 * i. So the longest match at every position comes out in O(text + tokens),
 * whatever the tokens and the text are. */
#ifndef ATTN_TOKENIZER_ADDED_MATCH_H
#define ATTN_TOKENIZER_ADDED_MATCH_H

#include <stddef.h>
#include <stdint.h>

typedef struct added_match added_match;

/* An automaton for n tokens (bytes s[k][0..len[k]), each len >= 1). When two
 * tokens are equal, the one with the lower index is the one reported. */
added_match *added_match_build(const char *const *s, const size_t *len, size_t n);
void added_match_free(added_match *m);

/* For each i < len: at[i] = 1 + the index of the longest token that starts
 * at text[i], or 0 when none does. */
void added_match_scan(const added_match *m, const char *text, size_t len, uint32_t *at);

#endif
