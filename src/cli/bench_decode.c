/* Decoding speed for `bench --generate N` (bench_decode.h). */
#include "cli/bench_decode.h"

#include "cli/bench_time.h"

#include <stdlib.h>

int bench_decode(const model *m, const fwd_options *o, int n, int repeat,
	bench_decode_stats *st, errbuf *e)
{
	fwd_cache *kv = fwd_cache_new(m, n, e);
	if (!kv)
		return -1;
	fwd_options oc = *o;
	oc.cache = kv;
	oc.all_logits = false;
	int *ids = malloc(sizeof(int) * (size_t)n);
	double *tps = malloc(sizeof(double) * (size_t)repeat);
	double *ctps = malloc(sizeof(double) * (size_t)repeat);
	if (!ids || !tps || !ctps) {
		free(ids);
		free(tps);
		free(ctps);
		fwd_cache_free(kv);
		return errf(e, "bench: out of memory");
	}
	unsigned seed = 54321; /* the same tokens every run (an LCG, like the prefill's) */
	for (int t = 0; t < n; t++) {
		seed = seed * 1103515245u + 12345u;
		ids[t] = (int)((seed >> 4) % (unsigned)m->cfg.vocab_size);
	}
	int rc = 0;
	for (int r = -1; r < repeat && rc == 0; r++) { /* r = -1 is the warm-up */
		fwd_cache_clear(kv);
		double c0 = bench_cpu(), t0 = bench_wall();
		for (int t = 0; t < n && rc == 0; t++) {
			fwd_result res;
			rc = fwd_run(m, &ids[t], 1, &oc, &res, e);
			if (rc == 0)
				fwd_result_free(&res);
		}
		double dt = bench_wall() - t0, dc = bench_cpu() - c0;
		if (r >= 0) {
			tps[r] = n / dt;
			ctps[r] = n / (dc > 1e-6 ? dc : 1e-6);
		}
	}
	if (rc == 0) {
		st->cpu_tps = bench_median(ctps, repeat);
		st->median_tps = bench_median(tps, repeat); /* sorts tps */
		st->min_tps = tps[0];
		st->max_tps = tps[repeat - 1];
	}
	free(ctps);
	free(tps);
	free(ids);
	fwd_cache_free(kv);
	return rc ? -1 : 0;
}
