/* Replay files through one fuzz target, built with the normal compiler for
 * `make check`: fuzz_regress_TARGET DIR... feeds every regular file (not
 * starting with '.') of each DIR, in name order, to LLVMFuzzerTestOneInput.
 * A crash, a sanitizer report or a broken invariant (abort) fails the test. */
#include "fuzz.h"

#include <dirent.h>
#include <string.h>
#include <sys/stat.h>

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return -1;
	}
	size_t cap = 4096, n = 0;
	uint8_t *buf = malloc(cap);
	size_t got;
	while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap) {
			cap *= 2;
			uint8_t *nb = realloc(buf, cap);
			if (!nb)
				free(buf);
			buf = nb;
		}
	}
	fclose(f);
	if (!buf) {
		fprintf(stderr, "%s: out of memory\n", path);
		return -1;
	}
	/* an exact-size copy, so that a read past the end is caught (ASan,
	 * valgrind) as it would be under libFuzzer */
	uint8_t *exact = malloc(n ? n : 1);
	if (!exact) {
		free(buf);
		return -1;
	}
	memcpy(exact, buf, n);
	free(buf);
	LLVMFuzzerTestOneInput(exact, n);
	free(exact);
	return 0;
}

int main(int argc, char **argv)
{
	LLVMFuzzerInitialize(&argc, &argv);
	int total = 0;
	for (int a = 1; a < argc; a++) {
		DIR *d = opendir(argv[a]);
		if (!d) {
			perror(argv[a]);
			return 1;
		}
		char **names = NULL;
		size_t nn = 0;
		struct dirent *de;
		while ((de = readdir(d))) {
			if (de->d_name[0] == '.')
				continue;
			char **nb = realloc(names, (nn + 1) * sizeof *names);
			if (!nb)
				return 1;
			names = nb;
			names[nn++] = strdup(de->d_name);
		}
		closedir(d);
		if (nn > 0) /* names is NULL otherwise, and qsort's must not be */
			qsort(names, nn, sizeof *names, cmp_name);
		for (size_t i = 0; i < nn; i++) {
			char path[8192];
			struct stat st;
			snprintf(path, sizeof path, "%s/%s", argv[a], names[i]);
			if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
				if (replay_file(path))
					return 1;
				total++;
			}
			free(names[i]);
		}
		free(names);
	}
	printf("%s: %d inputs replayed\n", argv[0], total);
	return 0;
}
