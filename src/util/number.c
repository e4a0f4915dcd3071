#include "util/number.h"

#include <errno.h>
#include <stdlib.h>

int parse_long_in(const char *opt, const char *s, long lo, long hi, long *out, errbuf *e)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return errf(e, "%s: expected a whole number from %ld to %ld, got '%s'", opt, lo, hi, s);
	*out = v;
	return 0;
}

int parse_int_in(const char *opt, const char *s, int lo, int hi, int *out, errbuf *e)
{
	long v;
	if (parse_long_in(opt, s, lo, hi, &v, e))
		return -1;
	*out = (int)v;
	return 0;
}
