/* A small cache of large scratch blocks for the forward pass.
 *
 * A forward pass allocates the same big buffers every layer and every run;
 * returning them to the system and faulting fresh zero pages back in each
 * time costs about a tenth of a pass. buf_get/buf_put keep up to a bounded
 * number of bytes of freed blocks for reuse. Thread-safe. */
#ifndef ATTN_KERNELS_BUFCACHE_H
#define ATTN_KERNELS_BUFCACHE_H

#include <stddef.h>

/* n bytes, 64-byte aligned, contents undefined; exits like xmalloc when out of memory. */
void *buf_get(size_t n);
/* n zeroed bytes. */
void *buf_get0(size_t n);
/* Give back a block from buf_get (NULL is ignored). */
void buf_put(void *p);
/* Free every cached block. */
void buf_release_all(void);

/* The most bytes handed out at once (blocks from buf_get not yet given
 * back) since the last buf_peak_reset: what a forward pass really
 * allocated, to check the working-memory budget against. */
size_t buf_peak_bytes(void);
void buf_peak_reset(void);

#endif
