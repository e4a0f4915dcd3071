/* check_width W: read text on stdin and fail (exit 1) if any line is wider
 * than W display columns (CJK characters count 2), naming the line.
 * check_width -c TEXT: print the display column (from 0) where TEXT first
 * occurs in the first line that holds it (exit 1 if none does); the tmux
 * tests use it to find where to click. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/utf8.h"

int main(int argc, char **argv)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	if (argc == 3 && strcmp(argv[1], "-c") == 0) {
		while ((len = getline(&line, &cap, stdin)) >= 0) {
			char *at = strstr(line, argv[2]);
			if (at) {
				printf("%d\n", utf8_width_n(line, (size_t)(at - line)));
				free(line);
				return 0;
			}
		}
		free(line);
		return 1;
	}
	if (argc != 2) {
		fprintf(stderr, "usage: check_width W < text | check_width -c TEXT < text\n");
		return 2;
	}
	int max = atoi(argv[1]);
	int n = 0, bad = 0;
	while ((len = getline(&line, &cap, stdin)) >= 0) {
		n++;
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = 0;
		int w = utf8_width_n(line, (size_t)len);
		if (w > max) {
			fprintf(stderr, "line %d is %d columns wide (limit %d): %s\n", n, w, max, line);
			bad = 1;
		}
	}
	free(line);
	return bad;
}
