/* check_width W: read text on stdin and fail (exit 1) if any line is wider
 * than W display columns (CJK characters count 2), naming the line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/utf8.h"

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: check_width W < text\n");
		return 2;
	}
	int max = atoi(argv[1]);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
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
