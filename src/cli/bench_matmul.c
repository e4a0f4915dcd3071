/* The matrix products of a prefill alone, for `bench --matmul`
 * (bench_matmul.h). */
#include "cli/bench_matmul.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli/bench_time.h"
#include "kernels/kernels.h"
#include "kernels/probe.h"
#include "kernels/threads.h"
#include "util/error.h"
#include "util/strbuf.h"

#define GROUP_MAX 4 /* weights sharing one input in one call */

typedef struct mm_group {
	const char *what;
	const tensor *w[GROUP_MAX];
	int n;
} mm_group;

/* The groups of the forward pass (forward.c, forward_attn.c, forward_gdn.c):
 * the first GatedDeltaNet layer's and the first full-attention layer's
 * products, and one MLP. Absent weights (a dense model has no
 * GatedDeltaNet) leave their group out. */
static int model_groups(const model *m, mm_group *g)
{
	const model_config *c = &m->cfg;
	int lin = -1, full = -1;
	for (int l = 0; l < c->num_layers; l++) {
		if (c->layer_is_linear && c->layer_is_linear[l]) {
			if (lin < 0)
				lin = l;
		} else if (full < 0) {
			full = l;
		}
	}
	int n = 0;
	if (lin >= 0) {
		const layer_weights *w = &m->w.layers[lin];
		g[n++] = (mm_group){ "linear_attn.in_proj_qkv+z+b+a",
			{ &w->in_qkv, &w->in_z, &w->in_b, &w->in_a }, 4 };
		g[n++] = (mm_group){ "linear_attn.out_proj", { &w->out_proj }, 1 };
	}
	if (full >= 0) {
		const layer_weights *w = &m->w.layers[full];
		g[n++] = (mm_group){ "self_attn.q+k+v_proj", { &w->q_proj, &w->k_proj, &w->v_proj }, 3 };
		g[n++] = (mm_group){ "self_attn.o_proj", { &w->o_proj }, 1 };
	}
	const layer_weights *w = &m->w.layers[0];
	g[n++] = (mm_group){ "mlp.gate+up_proj", { &w->gate_proj, &w->up_proj }, 2 };
	g[n++] = (mm_group){ "mlp.down_proj", { &w->down_proj }, 1 };
	/* keep a group only when all its weights are there */
	int kept = 0;
	for (int i = 0; i < n; i++) {
		bool all = true;
		for (int j = 0; j < g[i].n; j++)
			all = all && g[i].w[j]->data && g[i].w[j]->ndim == 2;
		if (all)
			g[kept++] = g[i];
	}
	return kept;
}

int bench_matmul(const model *m, int T, int nthreads, bool bf16, int repeat,
	bench_mm_row rows[BENCH_MM_MAXGROUPS])
{
	mm_group g[BENCH_MM_MAXGROUPS];
	int ng = model_groups(m, g);
	double *wt = xmalloc(sizeof(double) * (size_t)repeat);
	double flops_all = 0, wall_all = 0, cpu_all = 0;
	pool_lock(nthreads);
	for (int i = 0; i < ng; i++) {
		int n_in = (int)g[i].w[0]->shape[1], n_out = 0;
		for (int j = 0; j < g[i].n; j++)
			n_out += (int)g[i].w[j]->shape[0];
		/* activations in [-1, 1) from an LCG: the same every run */
		float *x = xmalloc(sizeof(float) * (size_t)T * n_in);
		unsigned seed = 777;
		for (size_t k = 0; k < (size_t)T * n_in; k++) {
			seed = seed * 1103515245u + 12345u;
			x[k] = (float)((seed >> 8) & 0xffff) / 32768.0f - 1.0f;
		}
		float *y[GROUP_MAX];
		for (int j = 0; j < g[i].n; j++)
			y[j] = xmalloc(sizeof(float) * (size_t)T * g[i].w[j]->shape[0]);
		mm_tensors(g[i].w, y, g[i].n, x, T, bf16); /* the warm-up */
		/* CPU time over all the runs: the kernel may count it in ticks of
		 * several milliseconds, which one short run would not see */
		double c0 = bench_cpu();
		for (int r = 0; r < repeat; r++) {
			double t0 = bench_wall();
			mm_tensors(g[i].w, y, g[i].n, x, T, bf16);
			double dt = bench_wall() - t0;
			wt[r] = dt > 1e-9 ? dt : 1e-9;
		}
		double c = (bench_cpu() - c0) / repeat;
		if (c < 1e-9)
			c = 1e-9;
		double flops = 2.0 * T * n_out * n_in;
		double w = bench_median(wt, repeat);
		rows[i] = (bench_mm_row){ g[i].what, n_out, n_in, flops / w * 1e-9, flops / c * 1e-9 };
		flops_all += flops;
		wall_all += w;
		cpu_all += c;
		for (int j = 0; j < g[i].n; j++)
			free(y[j]);
		free(x);
	}
	pool_unlock();
	free(wt);
	if (ng == 0)
		return 0;
	rows[ng] = (bench_mm_row){ "all", 0, 0, flops_all / wall_all * 1e-9,
		flops_all / cpu_all * 1e-9 };
	return ng + 1;
}

void bench_matmul_report(const model *m, const int *lengths, int nlen, int nthreads,
	bool bf16, int repeat, bool json, strbuf *out)
{
	const char *kernel = mm_kernel_current(bf16)->name;
	/* measured before the probe, whose buffers would evict the weights;
	 * length k's rows start at all[k * BENCH_MM_MAXGROUPS] */
	int *nrows = xmalloc(sizeof(int) * (size_t)nlen);
	bench_mm_row *all = xmalloc(sizeof(bench_mm_row) * BENCH_MM_MAXGROUPS * (size_t)nlen);
	for (int k = 0; k < nlen; k++)
		nrows[k] = bench_matmul(m, lengths[k], nthreads, bf16, repeat,
			all + (size_t)k * BENCH_MM_MAXGROUPS);
	const char *isa = "";
	double peak = probe_fma_gflops(nthreads, &isa);
	if (json) {
		sb_printf(out, "{\"threads\": %d, \"precision\": \"%s\", \"kernel\": \"%s\", "
			"\"fma_isa\": \"%s\", \"fma_peak_gflops\": %.1f, \"matmul\": [", nthreads,
			bf16 ? "bf16" : "f32", kernel, isa, peak);
		const char *sep = "";
		for (int k = 0; k < nlen; k++)
			for (int i = 0; i < nrows[k]; i++) {
				const bench_mm_row *r = &all[k * BENCH_MM_MAXGROUPS + i];
				sb_printf(out, "%s{\"tokens\": %d, \"product\": \"%s\", \"n_out\": %d, "
					"\"n_in\": %d, \"gflops\": %.2f, \"cpu_gflops\": %.2f}", sep,
					lengths[k], r->what, r->n_out, r->n_in, r->gflops, r->cpu_gflops);
				sep = ", ";
			}
		sb_puts(out, "]}\n");
	} else {
		sb_printf(out, "matrix products alone: threads %d, precision %s (kernel %s), %d runs "
			"after a warm-up, medians\n", nthreads, bf16 ? "bf16" : "f32", kernel, repeat);
		sb_puts(out, "tokens  product                        outputs x inputs   GFLOP/s  "
			"CPU GFLOP/s  of FMA peak\n");
		for (int k = 0; k < nlen; k++)
			for (int i = 0; i < nrows[k]; i++) {
				const bench_mm_row *r = &all[k * BENCH_MM_MAXGROUPS + i];
				char shape[32] = "";
				if (r->n_out)
					snprintf(shape, sizeof shape, "%d x %d", r->n_out, r->n_in);
				sb_printf(out, "%6d  %-30s %16s  %8.1f  %11.1f  %10.0f%%\n", lengths[k],
					r->what, shape, r->gflops, r->cpu_gflops, 100 * r->gflops / peak);
			}
		sb_printf(out, "machine (probe, %d threads): FMA peak %.1f GFLOP/s (%s)\n", nthreads,
			peak, isa);
		if (mm_kernel_current(bf16)->bf16_native)
			sb_printf(out, "(kernel %s: each lane of its dot-product instruction adds two "
				"products, so it can reach twice the FMA peak)\n", kernel);
	}
	free(all);
	free(nrows);
}
