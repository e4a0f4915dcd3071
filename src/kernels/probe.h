/* Yardsticks of the machine for the benchmark, so that a speed figure comes
 * with what the CPU could do: the FMA peak (independent multiply-adds in
 * registers, the widest vectors the kernels use here) and the copy bandwidth
 * (memcpy of buffers larger than the caches), both with the pool's threads,
 * each thread timed by its own CPU time (so that on a shared machine the
 * figures are the hardware's, not the share the others leave);
 * and what one prefill asks of each (FLOPs of its matrix products, bytes of
 * their weights). */
#ifndef ATTN_KERNELS_PROBE_H
#define ATTN_KERNELS_PROBE_H

#include "loader/model.h"

/* Multiply-adds per second × 2, in GFLOP/s, with nthreads threads, with the
 * widest vectors the kernels may use (kernel_select narrows them); *isa
 * names the instructions ("avx512", "avx2", "neon", "scalar"). About 0.2 s. */
double probe_fma_gflops(int nthreads, const char **isa);
/* Bytes read plus bytes written per second by memcpy of 64 MiB, in GB/s
 * (10^9 bytes), with nthreads threads. About 0.1 s. */
double probe_copy_gbps(int nthreads);
/* A prefill of T tokens ending in the logits of n_logits positions: the
 * FLOPs of its matrix products, 2 · T · n_out · n_in for each weight matrix
 * (n_logits · V · H for the lm_head), and the bytes of those matrices, each
 * read at least once. Attention scores, the recurrence and the norms are
 * not counted. */
void probe_prefill_cost(const model *m, int T, int n_logits, double *flops, double *bytes);

#endif
