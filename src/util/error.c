#include "util/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/sanitize.h"
#include "util/strbuf.h"

int errf(errbuf *e, const char *fmt, ...)
{
	if (e) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(e->msg, sizeof e->msg, fmt, ap);
		va_end(ap);
	}
	return -1;
}

static int lines_printed;

/* Every message goes out through here: one line, whatever the message
 * quotes (file contents, names, arguments) has its control characters
 * escaped (util/sanitize.h), so that it can neither break the line nor
 * drive the terminal. */
static void put_line(const char *msg)
{
	strbuf b = {0};
	sb_puts(&b, "attnstep: ");
	sanitize_append(&b, msg, strlen(msg), 0);
	sb_putc(&b, '\n');
	fputs(sb_str(&b), stderr);
	sb_free(&b);
	lines_printed++;
}

void err_print(const errbuf *e)
{
	put_line(e->msg[0] ? e->msg : "unknown error");
}

void err_printf(const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	put_line(msg);
}

int err_lines_printed(void)
{
	return lines_printed;
}

static void out_of_memory(size_t n)
{
	fprintf(stderr, "attnstep: out of memory (asked for %zu bytes)\n", n);
	exit(EXIT_FAIL);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		out_of_memory(n);
	return p;
}

void *xcalloc(size_t count, size_t size)
{
	void *p = calloc(count ? count : 1, size ? size : 1);
	if (!p)
		out_of_memory(count * size);
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		out_of_memory(n);
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}
