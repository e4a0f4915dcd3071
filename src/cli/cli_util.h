/* Small pieces the model subcommands need: id lists from the
 * command line, and token text written safely into JSON, CSV or plain text. */
#ifndef ATTN_CLI_UTIL_H
#define ATTN_CLI_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "util/error.h"
#include "util/number.h" /* parse_long_in, for options */
#include "util/strbuf.h"

/* "1,2,3" -> a new array of numbers, each in [0, hi]. Spaces around items are
 * allowed; an empty item, a sign or any other character is "bad id list";
 * a number above hi is "out of range". Free *vals with free(). */
int cli_id_list(const char *opt, const char *s, long hi, int32_t **vals, size_t *n, errbuf *e);

/* Token text (arbitrary bytes) in three output formats. Bytes that are not
 * valid UTF-8 become <E4 BD>-style escapes first (tok_escape_bytes). */
void cli_json_bytes(strbuf *b, const char *s, size_t len);  /* "…" with JSON escapes */
void cli_csv_bytes(strbuf *b, const char *s, size_t len);   /* "…" RFC 4180, one line */
void cli_plain_bytes(strbuf *b, const char *s, size_t len); /* \n \t \\ \xNN escapes */

#endif
