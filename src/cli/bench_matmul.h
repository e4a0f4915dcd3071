/* `bench --matmul`: the matrix products of a prefill alone, on the model's
 * own weights and shapes, grouped as the forward pass calls them (one
 * GatedDeltaNet layer, one full-attention layer, one MLP), so that a
 * kernel's GFLOP/s can be set against the FMA peak without the rest of the
 * pass (attention, the recurrence, the norms) in the figure. */
#ifndef ATTN_CLI_BENCH_MATMUL_H
#define ATTN_CLI_BENCH_MATMUL_H

#include <stdbool.h>

#include "loader/model.h"
#include "util/strbuf.h"

#define BENCH_MM_MAXGROUPS 7 /* six products and their total */

typedef struct bench_mm_row {
	const char *what;  /* "mlp.gate+up_proj", ..., "all" */
	int n_out, n_in;   /* n_out summed over the group; 0 for "all" */
	double gflops;     /* 2·T·n_out·n_in per median wall-clock second */
	double cpu_gflops; /* the same per mean CPU second (all threads) */
} bench_mm_row;

/* For T tokens: time each group repeat times after a warm-up with nthreads
 * threads; rows[] gets one row per group the model has and the total last.
 * Returns the number of rows. */
int bench_matmul(const model *m, int T, int nthreads, bool bf16, int repeat,
	bench_mm_row rows[BENCH_MM_MAXGROUPS]);

/* Every length through bench_matmul, then the FMA probe with
 * the same threads; a table with each group's share of the peak (text), or
 * one JSON object. */
void bench_matmul_report(const model *m, const int *lengths, int nlen, int nthreads,
	bool bf16, int repeat, bool json, strbuf *out);

#endif
