/* The parser never crashes and always explains itself: every prefix of each
 * shipped lesson, and copies with bytes overwritten at a fixed pseudo-random
 * sequence of places, either parse or fail with a "FILE:LINE: message". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "lesson/lesson.h"
#include "util/strbuf.h"
#include "../core/check.h"

static void parse_once(const char *path, const char *buf, size_t len)
{
	lesson l;
	errbuf e = {{0}};
	if (lesson_parse(&l, path, buf, len, &e) == 0) {
		CHECK(l.n_steps > 0 && l.name && l.title);
		lesson_free(&l);
		return;
	}
	/* "PATH:N: ..." */
	size_t n = strlen(path);
	if (strncmp(e.msg, path, n) != 0 || e.msg[n] != ':' ||
	    e.msg[n + 1] < '1' || e.msg[n + 1] > '9' || !strstr(e.msg + n + 1, ": ")) {
		fprintf(stderr, "FAIL: message without FILE:LINE: %s\n", e.msg);
		check_failures++;
	}
}

static void torture(const char *path)
{
	FILE *f = fopen(path, "rb");
	strbuf b = {0};
	char chunk[4096];
	size_t n;
	if (!f) {
		fprintf(stderr, "FAIL: cannot open %s\n", path);
		check_failures++;
		return;
	}
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		sb_append(&b, chunk, n);
	fclose(f);

	for (size_t len = 0; len <= b.len; len += 13)
		parse_once(path, b.s, len);
	/* overwrite bytes with values that matter to the parser */
	static const char evil[] = {'@', '#', '{', '}', '`', '\n', '\0', (char)0xE6, (char)0x80, ' '};
	unsigned seed = 12345;
	char *copy = malloc(b.len + 1);
	for (int round = 0; round < 200 && b.len > 0; round++) {
		memcpy(copy, b.s, b.len);
		for (int k = 0; k < 3; k++) {
			seed = seed * 1103515245u + 12345u; /* a fixed LCG: reproducible */
			size_t at = (seed >> 8) % b.len;
			copy[at] = evil[(seed >> 4) % sizeof evil];
		}
		parse_once(path, copy, b.len);
	}
	free(copy);
	sb_free(&b);
}

int main(void)
{
	app_views_register(); /* the view names the parser accepts */
	const char *src = getenv("top_srcdir");
	const char *names[] = {"worked-example", "intuition", "live-model", "deep-dives", "glossary"};
	const char *langs[] = {"en", "zh"};
	char path[4096];
	if (!src)
		src = ".";
	for (size_t l = 0; l < 2; l++)
		for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
			snprintf(path, sizeof path, "%s/lessons/%s/%s.lesson", src, langs[l], names[i]);
			FILE *f = fopen(path, "rb");
			if (!f)
				continue; /* only the lessons that exist */
			fclose(f);
			torture(path);
		}
	return check_exit();
}
