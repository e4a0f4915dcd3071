/* A small persistent thread pool for the forward pass.
 *
 * pool_run(fn, arg, ntasks) calls fn(arg, task) for task = 0..ntasks-1,
 * spread over the pool's threads and the calling thread, and returns when all
 * are done. The pool is created on first use and kept; asking for another
 * thread count rebuilds it. One forward pass runs at a time (the caller
 * serialises with pool_lock/pool_unlock). Between calls the threads poll
 * for a fraction of a millisecond before they sleep, when the pool has no
 * more threads than the machine has CPUs. */
#ifndef ATTN_KERNELS_THREADS_H
#define ATTN_KERNELS_THREADS_H

typedef void (*pool_fn)(void *arg, int task);

/* Take the pool for one forward pass with nthreads threads in all (>= 1). */
void pool_lock(int nthreads);
void pool_unlock(void);
/* Number of threads of the locked pool (the caller included). */
int pool_size(void);
void pool_run(pool_fn fn, void *arg, int ntasks);

/* fn(arg, begin, end) over [0, n) cut into one contiguous range per thread. */
typedef void (*pool_range_fn)(void *arg, int begin, int end);
void pool_for(int n, pool_range_fn fn, void *arg);

#endif
