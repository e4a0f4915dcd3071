/* Check printed screens: textwidth WIDTH < output
 *
 * Fails (exit 1, one message per problem, at most 20) when the text
 *   - is not valid UTF-8 (a broken wide character, a cut sequence),
 *   - has a line wider than WIDTH display columns (CJK counts 2, via
 *     util/utf8.h's own width table),
 *   - contains a control character other than newline,
 *   - or still contains "{{" (an unfilled placeholder).
 * Exit 2 on usage errors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/utf8.h"

static int problems;

static void report(long line, const char *what)
{
	if (problems < 20)
		fprintf(stderr, "line %ld: %s\n", line, what);
	problems++;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: textwidth WIDTH < text\n");
		return 2;
	}
	int width = atoi(argv[1]);
	if (width <= 0) {
		fprintf(stderr, "textwidth: bad width\n");
		return 2;
	}

	/* read everything */
	size_t cap = 1 << 16, len = 0;
	char *buf = malloc(cap);
	if (!buf)
		return 1;
	size_t n;
	while ((n = fread(buf + len, 1, cap - len, stdin)) > 0) {
		len += n;
		if (len == cap) {
			char *nb = realloc(buf, cap *= 2);
			if (!nb)
				return 1;
			buf = nb;
		}
	}
	if (len == 0) {
		fprintf(stderr, "textwidth: no output to check\n");
		return 1;
	}

	long line = 1;
	size_t start = 0;
	while (start < len) {
		size_t end = start;
		while (end < len && buf[end] != '\n')
			end++;
		const char *s = buf + start;
		size_t l = end - start;
		size_t bad;
		char msg[160];
		if (!utf8_valid(s, l, &bad)) {
			snprintf(msg, sizeof msg, "invalid UTF-8 at byte %zu", bad);
			report(line, msg);
		} else {
			int w = utf8_width_n(s, l);
			if (w > width) {
				snprintf(msg, sizeof msg, "%d columns, wider than %d", w, width);
				report(line, msg);
			}
		}
		for (size_t i = 0; i < l; i++)
			if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
				snprintf(msg, sizeof msg, "control character 0x%02x", (unsigned char)s[i]);
				report(line, msg);
				break;
			}
		for (size_t i = 0; i + 1 < l; i++)
			if (s[i] == '{' && s[i + 1] == '{') {
				report(line, "unfilled placeholder '{{'");
				break;
			}
		line++;
		start = end + 1;
	}
	free(buf);
	if (problems > 20)
		fprintf(stderr, "... %d problems in all\n", problems);
	return problems ? 1 : 0;
}
