#include "util/sanitize.h"

#include <stdio.h>
#include <string.h>

#include "util/utf8.h"

bool sanitize_is_control(uint32_t cp)
{
	return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
}

/* The escape for one code point or invalid byte, or 0 when it is kept:
 * writes up to 7 characters and a NUL to esc. cp is the decoded code point;
 * k the length of its encoding, or -1 for an invalid byte b. */
static int escape_of(uint32_t cp, int k, unsigned char b, int flags, char esc[8])
{
	if (k < 0)
		return snprintf(esc, 8, "\\x%02X", b);
	if (cp == '\\' && (flags & SAN_ESC_BACKSLASH))
		return snprintf(esc, 8, "\\\\");
	if (!sanitize_is_control(cp))
		return 0;
	if ((cp == '\n' || cp == '\t') && (flags & SAN_KEEP_NEWLINE))
		return 0;
	switch (cp) {
	case '\n': return snprintf(esc, 8, "\\n");
	case '\r': return snprintf(esc, 8, "\\r");
	case '\t': return snprintf(esc, 8, "\\t");
	default: break;
	}
	if (cp < 0x80)
		return snprintf(esc, 8, "\\x%02X", (unsigned)cp);
	return snprintf(esc, 8, "\\u%04X", (unsigned)cp);
}

void sanitize_append(strbuf *b, const char *s, size_t len, int flags)
{
	size_t run = 0; /* start of the bytes kept but not yet appended */
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		int k = utf8_decode(s + i, len - i, &cp);
		char esc[8];
		int n = escape_of(cp, k, (unsigned char)s[i], flags, esc);
		size_t step = k > 0 ? (size_t)k : 1;
		if (n > 0) {
			sb_append(b, s + run, i - run);
			sb_append(b, esc, (size_t)n);
			run = i + step;
		}
		i += step;
	}
	sb_append(b, s + run, len - run);
}

char *sanitize_into(char *out, size_t outsz, const char *s, size_t len, int flags)
{
	strbuf b = {0};
	sanitize_append(&b, s, len, flags);
	size_t n = b.len < outsz ? b.len : outsz - 1;
	/* do not end inside a UTF-8 sequence */
	if (n < b.len)
		while (n > 0 && ((unsigned char)b.s[n] & 0xC0) == 0x80)
			n--;
	memcpy(out, sb_str(&b), n);
	out[n] = '\0';
	sb_free(&b);
	return out;
}

bool sanitize_is_clean(const char *s, size_t len, int flags)
{
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		int k = utf8_decode(s + i, len - i, &cp);
		char esc[8];
		if (escape_of(cp, k, (unsigned char)s[i], flags, esc) > 0)
			return false;
		i += k > 0 ? (size_t)k : 1;
	}
	return true;
}
