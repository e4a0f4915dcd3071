/* Helpers shared by the fuzz targets: message checks and a temp directory. */
#define _GNU_SOURCE /* mkdtemp, nftw (the build defines _POSIX_C_SOURCE) */
#include "fuzz.h"

#include <ftw.h>
#include <string.h>
#include <unistd.h>

void fuzz_check_line(const char *msg)
{
	FUZZ_ASSERT(msg[0] != '\0');
	for (const char *p = msg; *p; p++) {
		if ((unsigned char)*p < 0x20 || *p == 0x7f) {
			fprintf(stderr, "control character 0x%02x in message: %s\n",
				(unsigned char)*p, msg);
			abort();
		}
	}
}

void fuzz_check_msg(const char *msg, const char *name)
{
	size_t n = strlen(name);
	if (strncmp(msg, name, n) != 0 || msg[n] != ':' || msg[n + 1] != ' ') {
		fprintf(stderr, "message does not start with \"%s: \": %s\n", name, msg);
		abort();
	}
	fuzz_check_line(msg);
	FUZZ_ASSERT(strlen(msg) > n + 2);
}

static char tmpdir[4096];

static int rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st; (void)flag; (void)ftw;
	remove(path);
	return 0;
}

static void tmpdir_remove(void)
{
	if (tmpdir[0])
		nftw(tmpdir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

const char *fuzz_tmpdir(void)
{
	if (tmpdir[0])
		return tmpdir;
	const char *t = getenv("TMPDIR");
	snprintf(tmpdir, sizeof tmpdir, "%s/attnstep-fuzz.XXXXXX", t && *t ? t : "/tmp");
	if (!mkdtemp(tmpdir)) {
		perror(tmpdir);
		exit(1);
	}
	atexit(tmpdir_remove);
	return tmpdir;
}

void fuzz_write(const char *dir, const char *file, const void *data, size_t len)
{
	char path[4096 + 256];
	snprintf(path, sizeof path, "%s/%s", dir, file);
	FILE *f = fopen(path, "wb");
	if (!f || (len && fwrite(data, 1, len, f) != len) || fclose(f)) {
		perror(path);
		exit(1);
	}
}
