#include "util/strbuf.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/error.h"

static void grow(strbuf *b, size_t extra)
{
	size_t need = b->len + extra + 1;
	if (need <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 64;
	while (cap < need)
		cap *= 2;
	b->s = xrealloc(b->s, cap);
	b->cap = cap;
}

static void write_out(strbuf *b)
{
	if (b->len && !b->sink_err && fwrite(b->s, 1, b->len, b->sink) != b->len)
		b->sink_err = errno ? errno : EIO;
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
}

/* with a sink: a chunk is full, write it */
static void maybe_write(strbuf *b)
{
	if (b->sink && b->len >= SB_SINK_CHUNK)
		write_out(b);
}

int sb_flush(strbuf *b)
{
	if (b->sink) {
		write_out(b);
		if (!b->sink_err && fflush(b->sink) != 0)
			b->sink_err = errno ? errno : EIO;
	}
	if (b->sink_err) {
		errno = b->sink_err;
		return -1;
	}
	return 0;
}

void sb_append(strbuf *b, const char *s, size_t n)
{
	grow(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
	maybe_write(b);
}

void sb_puts(strbuf *b, const char *s)
{
	sb_append(b, s, strlen(s));
}

void sb_putc(strbuf *b, char c)
{
	sb_append(b, &c, 1);
}

void sb_printf(strbuf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	grow(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
	maybe_write(b);
}

const char *sb_str(const strbuf *b)
{
	return b->s ? b->s : "";
}

char *sb_take(strbuf *b)
{
	char *s = b->s ? b->s : xstrdup("");
	b->s = NULL;
	b->len = b->cap = 0;
	return s;
}

void sb_free(strbuf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
	b->sink = NULL;
	b->sink_err = 0;
}
