/* `bench --generate N`: decoding speed, as llama-bench's tgN measures it:
 * N single-token passes in a row from an empty cache, each reading the
 * cache the earlier ones left (no sampling, no prompt). */
#ifndef ATTN_CLI_BENCH_DECODE_H
#define ATTN_CLI_BENCH_DECODE_H

#include "engine/forward.h"
#include "util/error.h"

typedef struct bench_decode_stats {
	double median_tps, min_tps, max_tps; /* tokens per wall-clock second */
	double cpu_tps;                      /* tokens per CPU-second (median) */
} bench_decode_stats;

/* n tokens, repeat timed runs after one warm-up. 0, or -1 with e. */
int bench_decode(const model *m, const fwd_options *o, int n, int repeat,
	bench_decode_stats *st, errbuf *e);

#endif
