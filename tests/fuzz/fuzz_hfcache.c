/* Fuzz target: the Hugging Face cache resolver (src/loader/hfcache.c) and the
 * model loader behind it, on a cache tree built from the input.
 *
 * The input is text, one item per line:
 *   first line       the repo id given to --model (e.g. "org/m")
 *   D PATH           a directory
 *   F PATH CONTENT   a file holding CONTENT (\n, \0 and \\ escaped as in C,
 *                    \xNN for any byte)
 *   L PATH TARGET    a symbolic link to TARGET: a relative path that stays
 *                    inside the cache, or /dev/null, /dev/zero, /proc/self/environ
 *   P PATH           a FIFO
 * PATH is relative to the cache root ($HF_HUB_CACHE), without "..", and is
 * never built through a symbolic link (the harness must not write outside
 * its directory); the usual layout is
 * models--ORG--NAME/{refs/main,snapshots/REV/,blobs/}.
 *
 * Invariants: hf_resolve either gives a directory inside
 * HUB/models--ORG--NAME/snapshots/, or a message naming the repo id; a
 * model_load of the repo id gives a model or an error; every message, as
 * printed (through the sanitiser), is one line without control characters;
 * nothing blocks (a FIFO anywhere is an error, not a hang). */
#define _GNU_SOURCE
#include "fuzz.h"

#include <fcntl.h>
#include <ftw.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "loader/hfcache.h"
#include "loader/model.h"
#include "util/sanitize.h"

static char hub[4096];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc; (void)argv;
	snprintf(hub, sizeof hub, "%s/hub", fuzz_tmpdir());
	setenv("HF_HUB_CACHE", hub, 1);
	return 0;
}

static int rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st; (void)flag; (void)ftw;
	remove(path);
	return 0;
}

/* C-style unescaping of s[0..n) into out (at most n bytes); returns length. */
static size_t unescape(const char *s, size_t n, char *out)
{
	size_t o = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '\\' || i + 1 >= n) {
			out[o++] = s[i];
			continue;
		}
		char c = s[++i];
		if (c == 'n')
			out[o++] = '\n';
		else if (c == '0')
			out[o++] = '\0';
		else if (c == 'x' && i + 2 < n) {
			unsigned v = 0;
			for (int k = 1; k <= 2; k++) {
				char h = s[i + k];
				v = v * 16 + (unsigned)(h >= '0' && h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
			}
			out[o++] = (char)v;
			i += 2;
		} else
			out[o++] = c;
	}
	return o;
}

/* A path inside the cache: no "..", no leading '/', no NUL, not empty. */
static bool safe_path(const char *p)
{
	if (!p[0] || p[0] == '/' || strlen(p) > 512)
		return false;
	for (const char *s = p; *s;) {
		const char *e = strchr(s, '/');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		if (n == 2 && s[0] == '.' && s[1] == '.')
			return false;
		s += n + (e ? 1 : 0);
	}
	return true;
}

/* mkdir -p of the directories leading to hub/p (not p itself); false when
 * one of them is not a plain directory (a link: building through it could
 * write outside the cache) */
static bool parents(const char *p)
{
	char full[4096 + 600];
	snprintf(full, sizeof full, "%s/%s", hub, p);
	for (char *s = full + strlen(hub) + 1; (s = strchr(s, '/')); s++) {
		*s = '\0';
		mkdir(full, 0700);
		struct stat st;
		bool dir = lstat(full, &st) == 0 && S_ISDIR(st.st_mode);
		*s = '/';
		if (!dir)
			return false;
	}
	return true;
}

/* A link target the resolver may follow: relative and staying inside the
 * cache, seen from the link's directory (depth = components of PATH), or
 * one of a few special files. */
static bool safe_target(const char *t, const char *path)
{
	if (t[0] == '/')
		return !strcmp(t, "/dev/null") || !strcmp(t, "/dev/zero") ||
		       !strcmp(t, "/proc/self/environ");
	int depth = 0;
	for (const char *s = path; (s = strchr(s, '/')); s++)
		depth++;
	for (const char *s = t; *s;) {
		const char *e = strchr(s, '/');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		if (n == 2 && s[0] == '.' && s[1] == '.')
			depth--;
		else if (n && !(n == 1 && s[0] == '.'))
			depth++;
		if (depth < 0)
			return false;
		s += n + (e ? 1 : 0);
	}
	return true;
}

static void build(const char *line, size_t n)
{
	if (n < 3 || line[1] != ' ')
		return;
	char kind = line[0];
	const char *rest = line + 2;
	size_t rn = n - 2;
	const char *sp = memchr(rest, ' ', rn);
	size_t pn = sp ? (size_t)(sp - rest) : rn;
	char path[600];
	if (pn == 0 || pn >= sizeof path)
		return;
	memcpy(path, rest, pn);
	path[pn] = '\0';
	if (!safe_path(path) || !parents(path))
		return;
	char full[4096 + 600];
	snprintf(full, sizeof full, "%s/%s", hub, path);
	char *val = malloc(rn + 1);
	size_t vn = sp ? unescape(sp + 1, rn - pn - 1, val) : 0;
	val[vn] = '\0';
	switch (kind) {
	case 'D':
		mkdir(full, 0700);
		break;
	case 'F': {
		/* never through a link, never blocking on a FIFO made earlier */
		int fd = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK, 0600);
		if (fd >= 0) {
			struct stat st;
			if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
				(void)!write(fd, val, vn);
			close(fd);
		}
		break;
	}
	case 'L':
		if (vn && !memchr(val, '\0', vn) && safe_target(val, path))
			(void)symlink(val, full);
		break;
	case 'P':
		mkfifo(full, 0600);
		break;
	}
	free(val);
}

static void check_printed(const char *msg)
{
	char shown[2048];
	sanitize_into(shown, sizeof shown, msg, strlen(msg), 0);
	fuzz_check_line(shown);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 65536)
		return 0;
	nftw(hub, rm_one, 16, FTW_DEPTH | FTW_PHYS);
	mkdir(hub, 0700);
	const char *s = (const char *)data, *end = s + size;
	const char *nl = memchr(s, '\n', size);
	size_t rl = nl ? (size_t)(nl - s) : size;
	char repo[256];
	if (rl >= sizeof repo || memchr(s, '\0', rl))
		return 0;
	memcpy(repo, s, rl);
	repo[rl] = '\0';
	for (const char *p = nl ? nl + 1 : end; p < end;) {
		const char *q = memchr(p, '\n', (size_t)(end - p));
		size_t n = q ? (size_t)(q - p) : (size_t)(end - p);
		build(p, n);
		p += n + 1;
	}

	char *dir = NULL;
	errbuf e;
	if (hf_resolve(repo, &dir, &e) == 0) {
		/* inside HUB/models--ORG--NAME/snapshots/, and a directory */
		FUZZ_ASSERT(hf_is_repo_id(repo));
		const char *slash = strchr(repo, '/');
		char want[4096 + 600];
		snprintf(want, sizeof want, "%s/models--%.*s--%s/snapshots/", hub,
			 (int)(slash - repo), repo, slash + 1);
		FUZZ_ASSERT(strncmp(dir, want, strlen(want)) == 0);
		FUZZ_ASSERT(!strstr(dir + strlen(want), "/") && strcmp(dir + strlen(want), "..") != 0);
		struct stat st;
		FUZZ_ASSERT(stat(dir, &st) == 0 && S_ISDIR(st.st_mode));
		free(dir);
	} else {
		FUZZ_ASSERT(dir == NULL);
		/* "REPO: ..." (raw: the repo id may hold anything; printed, the
		 * sanitiser escapes it) */
		size_t rn = strlen(repo);
		FUZZ_ASSERT(strncmp(e.msg, repo, rn) == 0 && e.msg[rn] == ':' && e.msg[rn + 1] == ' ');
		check_printed(e.msg);
	}
	model m;
	if (model_load(&m, repo, &e) == 0)
		model_free(&m);
	else
		check_printed(e.msg);
	return 0;
}
