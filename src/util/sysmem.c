#include "util/sysmem.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

uint64_t sys_physical_memory(void)
{
	const char *v = getenv("ATTNSTEP_MEMORY");
	if (v && *v) {
		char *end;
		errno = 0;
		unsigned long long x = strtoull(v, &end, 10);
		if (!errno && !*end && x > 0)
			return x;
	}
	long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
	if (pages <= 0 || page <= 0)
		return UINT64_MAX;
	if ((uint64_t)pages > UINT64_MAX / (uint64_t)page)
		return UINT64_MAX;
	return (uint64_t)pages * (uint64_t)page;
}
