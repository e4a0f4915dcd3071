/* The man page lists every key of the key table, and nothing else, in its
 * KEYS section. Keys there are written as `.B name` or `.BR a ", " b`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/keys.h"

#define MAX_NAMES 128

static char names[MAX_NAMES][32];
static int n_names;

/* Split the arguments of a .B/.BR line; quoted arguments are separators
 * (", ") and skipped; "\-" is a minus sign. */
static void collect(const char *args)
{
	const char *p = args;
	while (*p) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		if (*p == '"') {
			const char *q = strchr(p + 1, '"');
			p = q ? q + 1 : p + strlen(p);
			continue;
		}
		char tok[32];
		size_t n = 0;
		while (*p && *p != ' ' && *p != '"') {
			if (p[0] == '\\' && p[1] == '-') {
				p++;
				continue;
			}
			if (n + 1 < sizeof tok)
				tok[n++] = *p;
			p++;
		}
		tok[n] = 0;
		if (n && n_names < MAX_NAMES)
			snprintf(names[n_names++], sizeof names[0], "%s", tok);
	}
}

int main(void)
{
	const char *top = getenv("top_srcdir");
	char path[4096];
	snprintf(path, sizeof path, "%s/man/attnstep.1", top ? top : ".");
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "%s: cannot open\n", path);
		return 1;
	}
	char line[1024];
	int in_keys = 0, after_tp = 0;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = 0;
		if (strncmp(line, ".SH", 3) == 0) {
			in_keys = strcmp(line, ".SH KEYS") == 0;
			continue;
		}
		if (!in_keys)
			continue;
		/* the tag line right after .TP names the keys */
		if (strcmp(line, ".TP") == 0) {
			after_tp = 1;
			continue;
		}
		if (after_tp && strncmp(line, ".BR ", 4) == 0)
			collect(line + 4);
		else if (after_tp && strncmp(line, ".B ", 3) == 0)
			collect(line + 3);
		after_tp = 0;
	}
	fclose(f);
	int bad = 0;
	for (int i = 0; i < key_table_len; i++) {
		int found = 0;
		for (int j = 0; j < n_names; j++)
			found |= strcmp(names[j], key_table[i].name) == 0;
		if (!found) {
			fprintf(stderr, "%s: key '%s' is not in the KEYS section\n", path,
				key_table[i].name);
			bad = 1;
		}
	}
	for (int j = 0; j < n_names; j++) {
		int found = 0;
		for (int i = 0; i < key_table_len; i++)
			found |= strcmp(names[j], key_table[i].name) == 0;
		if (!found) {
			fprintf(stderr, "%s: KEYS lists '%s', which is not in the key table\n", path,
				names[j]);
			bad = 1;
		}
	}
	if (n_names == 0) {
		fprintf(stderr, "%s: no KEYS section\n", path);
		bad = 1;
	}
	return bad;
}
