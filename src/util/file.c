#include "util/file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *kind_of(mode_t m)
{
	if (S_ISDIR(m))
		return "a directory";
	if (S_ISFIFO(m))
		return "a FIFO";
	if (S_ISSOCK(m))
		return "a socket";
	if (S_ISCHR(m))
		return "a character device";
	if (S_ISBLK(m))
		return "a block device";
	return "not a plain file";
}

int file_open_regular(const char *path, struct stat *st, errbuf *e)
{
	/* O_NONBLOCK: opening a FIFO without a writer would otherwise wait
	 * forever; O_NOCTTY: a terminal device never becomes ours. */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return errf(e, "%s: cannot open: %s", path, strerror(errno));
	struct stat s;
	if (fstat(fd, &s) != 0) {
		int err = errno;
		close(fd);
		return errf(e, "%s: cannot stat: %s", path, strerror(err));
	}
	if (!S_ISREG(s.st_mode)) {
		close(fd);
		return errf(e, "%s: not a regular file (%s)", path, kind_of(s.st_mode));
	}
	/* a regular file never blocks, but reads should not see EAGAIN either */
	int fl = fcntl(fd, F_GETFL);
	if (fl < 0 || fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) < 0) {
		int err = errno;
		close(fd);
		return errf(e, "%s: cannot open: %s", path, strerror(err));
	}
	if (st)
		*st = s;
	return fd;
}

int file_read_all(const char *path, size_t max, const char *what, char **buf, size_t *len,
		  errbuf *e)
{
	*buf = NULL;
	*len = 0;
	struct stat st;
	int fd = file_open_regular(path, &st, e);
	if (fd < 0)
		return -1;
	if (st.st_size < 0 || (uint64_t)st.st_size > max) {
		close(fd);
		return errf(e, "%s: too large for %s (%lld bytes, the limit is %zu)", path, what,
			    (long long)st.st_size, max);
	}
	/* st_size is a hint (files in /proc say 0): grow as needed, up to max */
	size_t cap = (size_t)st.st_size + 1, n = 0;
	if (cap < 4096)
		cap = 4096;
	char *b = malloc(cap);
	if (!b) {
		close(fd);
		return errf(e, "%s: out of memory reading %zu bytes", path, cap);
	}
	for (;;) {
		if (n + 1 >= cap) {
			if (n > max) {
				free(b);
				close(fd);
				return errf(e, "%s: too large for %s (more than %zu bytes)", path,
					    what, max);
			}
			size_t nc = cap > SIZE_MAX / 2 ? SIZE_MAX : cap * 2;
			char *nb = realloc(b, nc);
			if (!nb) {
				free(b);
				close(fd);
				return errf(e, "%s: out of memory reading %zu bytes", path, nc);
			}
			b = nb;
			cap = nc;
		}
		ssize_t r = read(fd, b + n, cap - 1 - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			int err = errno;
			free(b);
			close(fd);
			return errf(e, "%s: read error: %s", path, strerror(err));
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	close(fd);
	if (n > max) {
		free(b);
		return errf(e, "%s: too large for %s (more than %zu bytes)", path, what, max);
	}
	b[n] = '\0';
	*buf = b;
	*len = n;
	return 0;
}
