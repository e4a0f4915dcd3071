#include "util/datadir.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#ifndef ATTNSTEP_PKGDATADIR
#define ATTNSTEP_PKGDATADIR "/usr/local/share/attnstep"
#endif
#ifndef ATTNSTEP_SRCDIR
#define ATTNSTEP_SRCDIR "."
#endif

int path_join(char *out, size_t outsz, const char *dir, const char *rel, errbuf *e)
{
	int n = snprintf(out, outsz, "%s/%s", dir, rel);
	if (n < 0 || (size_t)n >= outsz)
		return errf(e, "%s/%s: path too long", dir, rel);
	return 0;
}

static int exists(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0;
}

int datadir_find(const char *rel, char *out, size_t outsz, errbuf *e)
{
	const char *env = getenv("ATTNSTEP_DATADIR");

	if (env && env[0]) {
		if (path_join(out, outsz, env, rel, e) < 0)
			return -1;
		if (!exists(out))
			return errf(e, "%s: not found (ATTNSTEP_DATADIR=%s)", rel, env);
		return 0;
	}
	if (path_join(out, outsz, ATTNSTEP_PKGDATADIR, rel, e) < 0)
		return -1;
	if (exists(out))
		return 0;
	if (path_join(out, outsz, ATTNSTEP_SRCDIR, rel, e) < 0)
		return -1;
	if (exists(out))
		return 0;
	return errf(e, "%s: not found in %s or %s", rel, ATTNSTEP_PKGDATADIR,
		    ATTNSTEP_SRCDIR);
}
