/* The man page lists every key of the key table, and nothing else, in its
 * KEYS section, and in the subsection "Keys of one step" exactly the keys
 * the views add (app_view_keys_each); every view's footer key is one of
 * them or in the key table. Keys there are the tags of .TP entries, written
 * as `.B name` or `.BR a ", " b`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "render/keys.h"

#define MAX_NAMES 128

static char names[MAX_NAMES][32];
static int n_names;
static char vnames[MAX_NAMES][32]; /* the subsection's */
static int n_vnames;
static int in_sub;

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
		if (n && in_sub && n_vnames < MAX_NAMES)
			snprintf(vnames[n_vnames++], sizeof vnames[0], "%s", tok);
		else if (n && !in_sub && n_names < MAX_NAMES)
			snprintf(names[n_names++], sizeof names[0], "%s", tok);
	}
}

/* each key of app_view_keys_each must be in the subsection */
static void view_key_seen(const char *keys, const char *desc, void *arg)
{
	int *st = arg; /* [0] count, [1] bad */
	st[0]++;
	int found = 0;
	for (int j = 0; j < n_vnames; j++)
		found |= strcmp(vnames[j], keys) == 0;
	if (!found) {
		fprintf(stderr, "man/attnstep.1: \"Keys of one step\" does not list '%s' (%s)\n", keys, desc);
		st[1] = 1;
	}
}

static int view_listed;
static const char *view_want;
static void view_key_find(const char *keys, const char *desc, void *arg)
{
	view_listed |= strcmp(keys, view_want) == 0;
}

static int view_key_listed(const char *name)
{
	view_listed = 0;
	view_want = name;
	app_view_keys_each("en", view_key_find, NULL);
	return view_listed;
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
		if (strncmp(line, ".SS", 3) == 0) {
			in_sub = strcmp(line, ".SS Keys of one step") == 0;
			continue;
		}
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
	/* the views' own keys: the subsection has exactly them */
	int st[2] = {0, 0};
	app_view_keys_each("en", view_key_seen, st);
	for (int j = 0; j < n_vnames; j++)
		if (!view_key_listed(vnames[j])) {
			fprintf(stderr, "%s: \"Keys of one step\" lists '%s', which no view's keys have\n",
				path, vnames[j]);
			bad = 1;
		}
	if (st[1] || st[0] == 0)
		bad = 1;
	if (!app_view_keys_documented()) {
		fprintf(stderr, "a view's footer names a key that neither the key table nor its help list has\n");
		bad = 1;
	}
	if (n_names == 0) {
		fprintf(stderr, "%s: no KEYS section\n", path);
		bad = 1;
	}
	return bad;
}
