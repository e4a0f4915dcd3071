/* UTF-8 decoding, validation and display width.
 *
 * The width tables are our own and small, so that a string has the same width
 * on every machine whatever the locale's wcwidth says: East Asian Wide and
 * Fullwidth characters take 2 columns, combining marks and zero-width
 * characters 0, everything else 1. Control characters take 0 (the renderer
 * never draws them). */
#ifndef ATTN_UTIL_UTF8_H
#define ATTN_UTIL_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Decode one code point from s (at most len bytes). Returns the number of
 * bytes used (1..4) and stores the code point in *cp, or returns -1 for an
 * invalid sequence (bad lead byte, bad or missing continuation byte, overlong
 * form, surrogate, above U+10FFFF); then *cp is U+FFFD. */
int utf8_decode(const char *s, size_t len, uint32_t *cp);

/* Encode cp into out (4 bytes room). Returns the length, or 0 if cp is not a
 * Unicode scalar value. */
int utf8_encode(uint32_t cp, char out[4]);

/* Is s[0..len) valid UTF-8? On failure *bad (if not NULL) is the byte offset
 * of the first invalid sequence. */
bool utf8_valid(const char *s, size_t len, size_t *bad);

/* Display columns of one code point: 0, 1 or 2. */
int utf8_cp_width(uint32_t cp);

/* Is cp East Asian Wide or Fullwidth (2 columns)? */
bool utf8_is_wide(uint32_t cp);

/* Is cp a combining mark or zero-width character (0 columns)? */
bool utf8_is_zero_width(uint32_t cp);

/* Display columns of s[0..len). An invalid byte counts as one column (it is
 * drawn as a replacement character). */
int utf8_width_n(const char *s, size_t len);

/* Same for a NUL-terminated string. */
int utf8_width(const char *s);

/* Number of bytes of the longest prefix of s[0..len) that fits in max_cols
 * columns without splitting a character; zero-width characters that follow
 * the last fitting character are kept with it. *cols (if not NULL) gets the
 * prefix's width. */
size_t utf8_prefix_for_width(const char *s, size_t len, int max_cols, int *cols);

/* Are the width tables sorted and non-overlapping (the binary search needs
 * it)? For the tests. */
bool utf8_tables_ok(void);

#endif
