/* How much memory the machine has, for limits that depend on it. */
#ifndef ATTN_UTIL_SYSMEM_H
#define ATTN_UTIL_SYSMEM_H

#include <stdint.h>

/* Bytes of physical memory (sysconf), or UINT64_MAX when unknown. The
 * environment variable ATTNSTEP_MEMORY (bytes) overrides it, for tests. */
uint64_t sys_physical_memory(void);

#endif
