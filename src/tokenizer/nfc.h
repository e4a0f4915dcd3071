/* Unicode Normalization Form C (UAX #15) for the tokenizer's normaliser.
 *
 * NFC = canonical decomposition (recursive; Hangul syllables
 * algorithmically), canonical ordering of combining marks by their combining
 * class (a stable sort of each run of non-starters), then canonical
 * composition of starter + mark pairs that are not blocked, skipping
 * Full_Composition_Exclusion. Tables: unicode_tables.h. */
#ifndef ATTN_TOKENIZER_NFC_H
#define ATTN_TOKENIZER_NFC_H

#include <stddef.h>
#include <stdint.h>

/* Normalise the code points in[0..n) to NFC. Returns a malloc'd array
 * (never NULL; free it) of *out_n code points. */
uint32_t *nfc_cps(const uint32_t *in, size_t n, size_t *out_n);

/* Normalise valid UTF-8 s[0..len) to NFC. Returns a malloc'd NUL-terminated
 * string of *out_len bytes. Text that is already NFC by the quick check is
 * copied unchanged. Invalid UTF-8 is copied byte for byte (callers validate
 * first). */
char *nfc_utf8(const char *s, size_t len, size_t *out_len);

#endif
