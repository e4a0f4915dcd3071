/* A growable byte string, always NUL-terminated. Used to build a whole
 * output before writing it (no partial output on error). */
#ifndef ATTN_UTIL_STRBUF_H
#define ATTN_UTIL_STRBUF_H

#include <stddef.h>

typedef struct strbuf {
	char *s;    /* NUL-terminated; NULL until the first append */
	size_t len; /* bytes before the NUL */
	size_t cap; /* bytes allocated */
} strbuf;

void sb_append(strbuf *b, const char *s, size_t n);
void sb_puts(strbuf *b, const char *s);
void sb_putc(strbuf *b, char c);
void sb_printf(strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The contents ("" when empty); stays owned by b. */
const char *sb_str(const strbuf *b);
/* Hand the string to the caller (free() it) and reset b. Never NULL. */
char *sb_take(strbuf *b);
void sb_free(strbuf *b);

#endif
