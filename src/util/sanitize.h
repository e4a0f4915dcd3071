/* One output sanitiser for every byte that reaches a terminal or a stderr
 * line from outside the program (file contents, names, arguments, decoded
 * tokens).
 *
 * A terminal acts on control characters: C0 (U+0000-U+001F: ESC starts
 * escape sequences, CR and BS overwrite what is shown, LF breaks one line of
 * a message into two), DEL (U+007F) and C1 (U+0080-U+009F, e.g. U+009B, the
 * 8-bit CSI). Bytes that are not valid UTF-8 can be taken as C1 controls by a
 * terminal in a legacy 8-bit mode. Everything else is printable text and is
 * kept as it is.
 *
 * The escapes are plain ASCII: \n \r \t for the three common ones, \xNN for
 * the other C0 bytes, DEL and every byte that is not valid UTF-8, \u00NN for
 * a C1 control written in UTF-8. */
#ifndef ATTN_UTIL_SANITIZE_H
#define ATTN_UTIL_SANITIZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/strbuf.h"

/* Is cp a control character a terminal would act on (C0, DEL or C1)? For
 * code that draws text itself (the TUI): such a character is never drawn. */
bool sanitize_is_control(uint32_t cp);

enum {
	SAN_KEEP_NEWLINE = 1,  /* '\n' and '\t' pass through (multi-line text) */
	SAN_ESC_BACKSLASH = 2, /* '\' is written "\\" so that escapes are unambiguous */
};

/* Append s[0..len) to b with every control character and invalid byte
 * escaped as described above; flags from the enum. */
void sanitize_append(strbuf *b, const char *s, size_t len, int flags);

/* The same into a fixed buffer (always NUL-terminated, truncated on a
 * character boundary when it does not fit); returns out. */
char *sanitize_into(char *out, size_t outsz, const char *s, size_t len, int flags);

/* Does s[0..len) need no escaping at all (flags as above)? */
bool sanitize_is_clean(const char *s, size_t len, int flags);

#endif
