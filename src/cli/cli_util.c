#include "cli/cli_util.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tokenizer/tokenizer.h"
#include "util/error.h"
#include "util/sanitize.h"
#include "util/utf8.h"

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

void cli_json_bytes(strbuf *b, const char *s, size_t len)
{
	strbuf esc = {0};
	tok_escape_bytes(&esc, s, len);
	sb_putc(b, '"');
	for (size_t i = 0; i < esc.len;) {
		uint32_t cp;
		int k = utf8_decode(esc.s + i, esc.len - i, &cp);
		size_t step = k > 0 ? (size_t)k : 1; /* (tok_escape_bytes left none invalid) */
		if (cp == '"' || cp == '\\') {
			sb_putc(b, '\\');
			sb_putc(b, (char)cp);
		} else if (cp == '\n') {
			sb_puts(b, "\\n");
		} else if (cp == '\r') {
			sb_puts(b, "\\r");
		} else if (cp == '\t') {
			sb_puts(b, "\\t");
		} else if (sanitize_is_control(cp)) {
			/* C0, DEL and C1: legal raw in JSON for some, but never
			 * written raw where a terminal may show them */
			sb_printf(b, "\\u%04x", (unsigned)cp);
		} else {
			sb_append(b, esc.s + i, step);
		}
		i += step;
	}
	sb_putc(b, '"');
	sb_free(&esc);
}

void cli_json_hex(strbuf *b, const char *s, size_t len)
{
	sb_putc(b, '"');
	for (size_t i = 0; i < len; i++)
		sb_printf(b, "%02X", (unsigned char)s[i]);
	sb_putc(b, '"');
}

const char *cli_token_piece(const tokenizer *tk, int id, size_t *len)
{
	const char *s = tk ? tok_decode_id(tk, id, len) : NULL;
	if (!s)
		*len = 0;
	return s;
}

void cli_json_token(strbuf *b, const tokenizer *tk, int id)
{
	size_t l;
	const char *s = cli_token_piece(tk, id, &l);
	sb_printf(b, "\"id\": %d, ", id);
	if (!s) {
		sb_puts(b, "\"text\": null, \"bytes\": null");
		return;
	}
	sb_puts(b, "\"text\": ");
	cli_json_bytes(b, s, l);
	sb_puts(b, ", \"bytes\": ");
	cli_json_hex(b, s, l);
}

void cli_json_num(strbuf *b, double v)
{
	if (isfinite(v))
		sb_printf(b, "%.7g", v);
	else
		sb_puts(b, "null");
}

void cli_csv_bytes(strbuf *b, const char *s, size_t len)
{
	strbuf esc = {0};
	sanitize_append(&esc, s, len, SAN_ESC_BACKSLASH);
	sb_putc(b, '"');
	for (size_t i = 0; i < esc.len; i++) {
		if (esc.s[i] == '"')
			sb_putc(b, '"'); /* RFC 4180: a quote inside is doubled */
		sb_putc(b, esc.s[i]);
	}
	sb_putc(b, '"');
	sb_free(&esc);
}

void cli_plain_bytes(strbuf *b, const char *s, size_t len)
{
	sanitize_append(b, s, len, SAN_ESC_BACKSLASH);
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

double cli_no_negzero(double v, int decimals)
{
	/* half a unit in the last printed place: |v| below it prints as 0 */
	double half = 0.5;
	for (int k = 0; k < decimals; k++)
		half /= 10;
	return fabs(v) < half ? 0.0 : v;
}
