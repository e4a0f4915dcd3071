/* A growable byte string, always NUL-terminated. Used to build a whole
 * output before writing it (no partial output on error), or, with a sink,
 * to write an output that is known to be complete in pieces: every check
 * that can fail has passed, so what remains is only formatting, whose size
 * then costs no memory. */
#ifndef ATTN_UTIL_STRBUF_H
#define ATTN_UTIL_STRBUF_H

#include <stddef.h>
#include <stdio.h>

typedef struct strbuf {
	char *s;    /* NUL-terminated; NULL until the first append */
	size_t len; /* bytes before the NUL */
	size_t cap; /* bytes allocated */
	FILE *sink; /* when set, the contents are written there every SB_SINK_CHUNK bytes */
	int sink_err; /* a write to sink failed (errno saved) */
} strbuf;

#define SB_SINK_CHUNK ((size_t)1 << 20)

/* Write what is held to b->sink and flush it. 0, or -1 when this or an
 * earlier write failed (errno as it was). */
int sb_flush(strbuf *b);

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
