/* Hugging Face hub cache lookup (see hfcache.h). */
#include "loader/hfcache.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util/file.h"

static bool id_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '.' || c == '_' || c == '-';
}

static bool id_part(const char *s, size_t n)
{
	if (n == 0 || n > 96)
		return false;
	if ((n == 1 && s[0] == '.') || (n == 2 && s[0] == '.' && s[1] == '.'))
		return false;
	for (size_t i = 0; i < n; i++)
		if (!id_char(s[i]))
			return false;
	return true;
}

bool hf_is_repo_id(const char *s)
{
	const char *slash = strchr(s, '/');
	if (!slash || strchr(slash + 1, '/'))
		return false;
	return id_part(s, (size_t)(slash - s)) && id_part(slash + 1, strlen(slash + 1));
}

static char *join2(const char *a, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 2;
	char *p = xmalloc(n);
	snprintf(p, n, "%s/%s", a, b);
	return p;
}

char *hf_hub_dir(void)
{
	const char *v;
	if ((v = getenv("HF_HUB_CACHE")) && v[0])
		return xstrdup(v);
	if ((v = getenv("HF_HOME")) && v[0])
		return join2(v, "hub");
	if ((v = getenv("XDG_CACHE_HOME")) && v[0])
		return join2(v, "huggingface/hub");
	if ((v = getenv("HOME")) && v[0])
		return join2(v, ".cache/huggingface/hub");
	return NULL;
}

static bool is_dir(const char *p, int *err)
{
	struct stat st;
	if (stat(p, &st) != 0) {
		*err = errno;
		return false;
	}
	*err = 0;
	return S_ISDIR(st.st_mode);
}

/* The longest revision name accepted: a git commit hash is 40 characters, a
 * branch or tag name far less than this. */
#define REF_MAX 255

/* refs/main holds the snapshot's revision (a commit hash). *rev is a malloc'd
 * revision, or NULL when there is no refs/main. A ref that is not one plain
 * name (a path, a NUL, a control character, more than REF_MAX bytes) is an
 * error: quietly resolving a shortened or different name would pick another
 * snapshot than the one the ref names. */
static int read_ref(const char *repo, const char *repo_dir, char **rev, errbuf *e)
{
	*rev = NULL;
	char *p = join2(repo_dir, "refs/main");
	struct stat st;
	if (lstat(p, &st) != 0 && errno == ENOENT) {
		free(p);
		return 0;
	}
	char *buf;
	size_t n;
	if (file_read_all(p, REF_MAX + 2, "a Hugging Face ref", &buf, &n, e)) {
		char why[sizeof e->msg];
		snprintf(why, sizeof why, "%s", e ? e->msg : "");
		errf(e, "%s: %s", repo, why);
		free(p);
		return -1;
	}
	/* one line: trailing newline and blanks are not part of the name */
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r' || buf[n - 1] == ' '))
		n--;
	bool ok = n > 0 && n <= REF_MAX && !(n == 1 && buf[0] == '.') &&
		  !(n == 2 && buf[0] == '.' && buf[1] == '.');
	for (size_t i = 0; ok && i < n; i++)
		ok = id_char(buf[i]);
	if (!ok) {
		errf(e, "%s: %s: not a revision name (expected one line of letters, digits, '.', '_' or '-', at most %d bytes)",
		     repo, p, REF_MAX);
		free(buf);
		free(p);
		return -1;
	}
	free(p);
	buf[n] = '\0';
	*rev = buf;
	return 0;
}

int hf_resolve(const char *repo, char **dir, errbuf *e)
{
	*dir = NULL;
	if (!hf_is_repo_id(repo))
		return errf(e, "%s: not a directory or a Hugging Face repo id (ORG/NAME)", repo);
	char *hub = hf_hub_dir();
	if (!hub)
		return errf(e, "%s: no Hugging Face cache (HF_HOME and HOME are not set)", repo);
	/* models--ORG--NAME */
	const char *slash = strchr(repo, '/');
	size_t n = strlen(hub) + strlen(repo) + 32;
	char *rdir = xmalloc(n);
	snprintf(rdir, n, "%s/models--%.*s--%s", hub, (int)(slash - repo), repo, slash + 1);
	free(hub);
	int err;
	if (!is_dir(rdir, &err)) {
		errf(e, "%s: not a directory, and not in the Hugging Face cache (%s: %s)", repo,
		     rdir, err ? strerror(err) : "not a directory");
		free(rdir);
		return -1;
	}
	char *rev;
	if (read_ref(repo, rdir, &rev, e)) { /* refs/ is beside snapshots/ */
		free(rdir);
		return -1;
	}
	char *snaps = join2(rdir, "snapshots");
	free(rdir);
	char *pick = NULL;
	if (rev) {
		pick = join2(snaps, rev);
		free(rev);
		if (!is_dir(pick, &err)) {
			/* missing, not a directory, or not readable (snapshots/ itself
			 * may be the one that cannot be read) */
			errf(e, "%s: refs/main names snapshot %s, which %s%s%s", repo, pick,
			     err == ENOENT ? "is missing" : err ? "cannot be opened (" : "is not a directory",
			     err && err != ENOENT ? strerror(err) : "", err && err != ENOENT ? ")" : "");
			free(pick);
			free(snaps);
			return -1;
		}
	} else {
		/* no ref: the only snapshot, else the newest (ties: name order) */
		DIR *d = opendir(snaps);
		if (!d) {
			errf(e, "%s: %s: %s", repo, snaps, strerror(errno));
			free(snaps);
			return -1;
		}
		struct dirent *de;
		struct timespec best = { 0, 0 };
		char *best_name = NULL, *other = NULL; /* other: an entry that is no snapshot */
		int other_err = 0;
		while ((de = readdir(d))) {
			if (de->d_name[0] == '.')
				continue;
			char *p = join2(snaps, de->d_name);
			struct stat st;
			int bad = stat(p, &st) == 0 ? 0 : errno;
			if (!bad && !S_ISDIR(st.st_mode) && !other) {
				other = xstrdup(de->d_name);
			} else if (bad && !other) {
				other = xstrdup(de->d_name);
				other_err = bad;
			}
			if (!bad && S_ISDIR(st.st_mode)) {
				bool newer = !best_name || st.st_mtim.tv_sec > best.tv_sec ||
					     (st.st_mtim.tv_sec == best.tv_sec &&
					      (st.st_mtim.tv_nsec > best.tv_nsec ||
					       (st.st_mtim.tv_nsec == best.tv_nsec &&
						strcmp(de->d_name, best_name) > 0)));
				if (newer) {
					free(best_name);
					best_name = xstrdup(de->d_name);
					best = st.st_mtim;
				}
			}
			free(p);
		}
		closedir(d);
		if (!best_name) {
			if (other)
				errf(e, "%s: no snapshot directory in %s (%s %s%s)", repo, snaps, other,
				     other_err ? "cannot be opened: " : "is not a directory",
				     other_err ? strerror(other_err) : "");
			else
				errf(e, "%s: no snapshot in the Hugging Face cache (%s is empty)", repo, snaps);
			free(other);
			free(snaps);
			return -1;
		}
		free(other);
		pick = join2(snaps, best_name);
		free(best_name);
	}
	free(snaps);
	*dir = pick;
	return 0;
}
