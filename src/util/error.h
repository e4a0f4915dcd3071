/* Error reporting shared by every part of attnstep.
 *
 * Library code never prints and never exits: it fills an errbuf with one line
 * of the form "FILE: what is wrong" (or "what: what is wrong" when there is no
 * file) and returns -1. Only the command layer (src/main.c, src/cli) prints it
 * as "attnstep: <msg>" and chooses the exit status. */
#ifndef ATTN_UTIL_ERROR_H
#define ATTN_UTIL_ERROR_H

#include <stddef.h>

enum {
	EXIT_OK = 0,
	EXIT_FAIL = 1,  /* anything else: out of memory, I/O failure, bug */
	EXIT_USAGE = 2, /* usage errors and invalid input (files, options, prompt) */
};

typedef struct errbuf {
	char msg[512];
} errbuf;

/* Format a message into e (if e is not NULL) and return -1, so that callers can
 * write `return errf(e, "%s: bad header", path);`. */
int errf(errbuf *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Print "attnstep: <msg>" on stderr as one line. */
void err_print(const errbuf *e);

/* Print "attnstep: <formatted>" on stderr as one line. */
void err_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Both print through the output sanitiser (util/sanitize.h): a message
 * quoting hostile text stays one line without control characters.
 * err_lines_printed counts the lines printed so far, so that a last check
 * (a failed write on stdout, in main) adds a line only when none was. */
int err_lines_printed(void);

/* Checked allocation: print one line and exit(EXIT_FAIL) when memory runs out.
 * Use these for sizes we control; use plain malloc + errf for sizes that come
 * from files, so that a hostile file gets an error, not an exit. */
void *xmalloc(size_t n);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

#endif
