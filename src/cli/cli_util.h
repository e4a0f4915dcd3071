/* Small pieces the model subcommands need: id lists from the
 * command line, and token text written safely into JSON, CSV or plain text. */
#ifndef ATTN_CLI_UTIL_H
#define ATTN_CLI_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include "engine/forward.h"
#include "tokenizer/tokenizer.h"
#include "util/error.h"
#include "util/number.h" /* parse_long_in, for options */
#include "util/strbuf.h"

/* "1,2,3" -> a new array of numbers, each in [0, hi]. Spaces around items are
 * allowed; an empty item, a sign or any other character is "bad id list";
 * a number above hi is "out of range". Free *vals with free(). */
int cli_id_list(const char *opt, const char *s, long hi, int32_t **vals, size_t *n, errbuf *e);

/* Token text (arbitrary bytes) in three output formats, never with a raw
 * control character (C0, DEL or C1).
 *  - JSON: a string with JSON escapes; bytes that are not valid UTF-8 become
 *    <E4 BD>-style escapes (tok_escape_bytes), so scripts read the raw bytes
 *    from cli_json_hex beside it;
 *  - CSV (RFC 4180, one line) and plain text: the output sanitiser's escapes
 *    (util/sanitize.h) with '\' written "\\", so that every escape is
 *    unambiguous: the byte 0xFF is \xFF, the text "\xFF" is \\xFF. */
void cli_json_bytes(strbuf *b, const char *s, size_t len);
void cli_json_hex(strbuf *b, const char *s, size_t len); /* "E4BD" */
void cli_csv_bytes(strbuf *b, const char *s, size_t len);
void cli_plain_bytes(strbuf *b, const char *s, size_t len);

/* The decoded bytes of token id, or NULL without a tokenizer or when the
 * tokenizer has no entry for the id (a padding row of the embedding). */
const char *cli_token_piece(const tokenizer *tk, int id, size_t *len);
/* A token as JSON members: `"id": N, "text": "...", "bytes": "HEX"` (text
 * and bytes null when it has no text), no braces around them. */
void cli_json_token(strbuf *b, const tokenizer *tk, int id);
/* A float as JSON: %.7g, or null when it is not finite. */
void cli_json_num(strbuf *b, double v);
/* v for printing with `decimals` decimals: 0 when it would print as zero,
 * so that no "-0.00000" appears (a tiny negative rounds to plain 0). */
double cli_no_negzero(double v, int decimals);

/* An option that takes a value: its name and where the value goes. */
typedef struct cli_value_opt {
	const char *name;
	const char **dst;
} cli_value_opt;

/* If argv[*i] names one of opts[0..n), store the next argument in its dst,
 * step *i past it and return 1. Return 0 if it names none of them, and -1
 * ("CMD: OPT needs a value" in e) if the value is missing. */
int cli_take_value(int argc, char **argv, int *i, const cli_value_opt *opts, size_t n,
		   const char *cmd, errbuf *e);

/* "f32" or "bf16" (the --precision option); else -1 with a message. */
int cli_precision(const char *s, fwd_precision *p, errbuf *e);

#endif
