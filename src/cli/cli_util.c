#include "cli/cli_util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "model/tokenizer.h"
#include "util/error.h"

int cli_id_list(const char *opt, const char *s, long hi, int32_t **vals, size_t *n, errbuf *e)
{
	size_t cap = 1;
	for (const char *p = s; *p; p++)
		cap += *p == ',';
	int32_t *v = xmalloc(cap * sizeof *v);
	size_t k = 0;
	const char *p = s;
	for (;;) {
		while (*p == ' ')
			p++;
		/* digits only: strtoul would accept a sign or leading spaces */
		if (*p < '0' || *p > '9')
			goto bad;
		errno = 0;
		char *end;
		unsigned long long x = strtoull(p, &end, 10);
		if (errno || x > (unsigned long long)hi) {
			int shown = end - p > 24 ? 24 : (int)(end - p);
			free(v);
			return errf(e, "%s: token id %.*s is out of range (0..%ld)", opt, shown, p, hi);
		}
		v[k++] = (int32_t)x;
		p = end;
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		if (*p != ',')
			goto bad;
		p++;
	}
	*vals = v;
	*n = k;
	return 0;
bad:
	free(v);
	return errf(e, "%s: bad id list \"%s\" (expected numbers separated by commas)", opt, s);
}

/* The control characters every format spells out rather than writes raw, so
 * that one token stays on one line. Returns the escape or NULL. */
static const char *control_escape(unsigned char c)
{
	switch (c) {
	case '\n': return "\\n";
	case '\r': return "\\r";
	case '\t': return "\\t";
	default: return NULL;
	}
}

void cli_json_bytes(strbuf *b, const char *s, size_t len)
{
	strbuf esc = {0};
	tok_escape_bytes(&esc, s, len);
	sb_putc(b, '"');
	for (size_t i = 0; i < esc.len; i++) {
		unsigned char c = (unsigned char)esc.s[i];
		const char *ce = control_escape(c);
		if (c == '"' || c == '\\') {
			sb_putc(b, '\\');
			sb_putc(b, (char)c);
		} else if (ce) {
			sb_puts(b, ce);
		} else if (c < 0x20 || c == 0x7f) {
			sb_printf(b, "\\u%04x", c);
		} else {
			sb_putc(b, (char)c);
		}
	}
	sb_putc(b, '"');
	sb_free(&esc);
}

/* Escapes shared by CSV and plain text: the control characters above, other
 * C0 bytes and DEL as \xNN; quote_twice doubles '"' (CSV), escape_backslash
 * writes '\' as "\\" (plain text, where "\n" must stay unambiguous). */
static void put_escaped(strbuf *b, const char *s, size_t len, int quote_twice, int escape_backslash)
{
	strbuf esc = {0};
	tok_escape_bytes(&esc, s, len);
	for (size_t i = 0; i < esc.len; i++) {
		unsigned char c = (unsigned char)esc.s[i];
		const char *ce = control_escape(c);
		if (quote_twice && c == '"')
			sb_puts(b, "\"\"");
		else if (escape_backslash && c == '\\')
			sb_puts(b, "\\\\");
		else if (ce)
			sb_puts(b, ce);
		else if (c < 0x20 || c == 0x7f)
			sb_printf(b, "\\x%02X", c);
		else
			sb_putc(b, (char)c);
	}
	sb_free(&esc);
}

void cli_csv_bytes(strbuf *b, const char *s, size_t len)
{
	sb_putc(b, '"');
	put_escaped(b, s, len, 1, 0);
	sb_putc(b, '"');
}

void cli_plain_bytes(strbuf *b, const char *s, size_t len)
{
	put_escaped(b, s, len, 0, 1);
}

int cli_take_value(int argc, char **argv, int *i, const cli_value_opt *opts, size_t n,
		   const char *cmd, errbuf *e)
{
	for (size_t k = 0; k < n; k++) {
		if (strcmp(argv[*i], opts[k].name) != 0)
			continue;
		if (*i + 1 >= argc)
			return errf(e, "%s: %s needs a value", cmd, opts[k].name);
		*opts[k].dst = argv[++*i];
		return 1;
	}
	return 0;
}

int cli_precision(const char *s, fwd_precision *p, errbuf *e)
{
	if (strcmp(s, "f32") == 0)
		*p = FWD_F32;
	else if (strcmp(s, "bf16") == 0)
		*p = FWD_BF16;
	else
		return errf(e, "--precision: must be f32 or bf16, not '%s'", s);
	return 0;
}
