/* pane_cut COL FIRST LAST: copy lines FIRST..LAST (from 1) of stdin from
 * display column COL on (CJK characters count 2), so that a snapshot holds
 * only the visualisation pane of a printed step, not the lesson text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/utf8.h"

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: pane_cut COL FIRST LAST < text\n");
		return 2;
	}
	int col = atoi(argv[1]), first = atoi(argv[2]), last = atoi(argv[3]);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int n = 0;
	while ((len = getline(&line, &cap, stdin)) >= 0) {
		n++;
		if (n < first || n > last)
			continue;
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = 0;
		/* the byte where display column col starts */
		size_t at = 0;
		int w = 0;
		while (at < (size_t)len && w < col) {
			uint32_t cp;
			int k = utf8_decode(line + at, (size_t)len - at, &cp);
			if (k <= 0)
				k = 1;
			w += utf8_cp_width(cp);
			at += (size_t)k;
		}
		puts(line + at);
	}
	free(line);
	return 0;
}
