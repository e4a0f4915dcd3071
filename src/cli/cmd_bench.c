/* attnstep bench [--model M] [--tokens 16,64,256] [--threads N] [--repeat R]
 *                [--format text|json] [--precision f32|bf16] [--capture]
 *                [--generate N] [--kernel NAME] [--matmul] [--no-panels]
 *
 * Loads the model once, then for each prompt length N times the prefill of N
 * random token ids ending in the last-position logits (what `llama-bench -p N`
 * times): one untimed warm-up run, then R timed runs; prints the median and
 * min-max tokens per second and the process's peak RSS (getrusage).
 * --capture keeps every layer's attention (to measure the capture overhead).
 * --kernel NAME (portable, avx2, avx512, avx512bf16, neon; auto: the best)
 * times one of the paths this machine has, e.g. the AVX2 products on an
 * AVX-512 CPU; the probe's FMA peak is then that path's (its vector width).
 * --matmul times the matrix products alone (bench_matmul.h) instead of the
 * prefill: each group of one layer's products per length, in GFLOP/s and
 * as a share of the FMA peak.
 * The load is timed, and apart from it the rearranging of the weights into
 * 16-row panels when the kernel reads them (kernels/panels.h); --no-panels
 * leaves them in rows, to time what the panels give.
 * Also printed: tokens per CPU-second (process CPU time, all threads), which
 * does not depend on what else the machine is running; on an idle machine the
 * wall-clock rate approaches threads × that figure.
 * --generate N also times decoding (bench_decode.c): N single-token passes
 * through the cache, what `llama-bench -n N` (tgN) times; given without
 * --tokens, it is the only measurement.
 * Then the machine's FMA peak and copy bandwidth (kernels/probe.h, same
 * threads) and the fraction of each that the median prefill (and decoding)
 * reached: the FLOPs of its matrix products per second, and the bytes of
 * their weights (each read at least once per pass) per second. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cli/cli_util.h"
#include "cli/bench_decode.h"
#include "cli/bench_matmul.h"
#include "cli/bench_time.h"
#include "cli/commands.h"
#include "engine/forward.h"
#include "kernels/kernels.h"
#include "loader/model.h"
#include "kernels/panels.h"
#include "kernels/probe.h"
#include "util/datadir.h"
#include "util/error.h"
#include "util/sanitize.h"
#include "util/strbuf.h"

static const char usage_line[] =
	"usage: attnstep bench [--model M] [--tokens 16,64,256] [--threads N] [--repeat R] "
	"[--format text|json] [--precision f32|bf16] [--capture] [--generate N] [--kernel NAME] "
	"[--matmul] [--no-panels]";

#define MAX_LENGTHS 32

static int parse_lengths(const char *s, int *len, int *n, errbuf *e)
{
	*n = 0;
	const char *p = s;
	for (;;) {
		char *end;
		errno = 0;
		long v = strtol(p, &end, 10);
		if (end == p || errno || v < 1 || v > 1000000 || *n == MAX_LENGTHS)
			return errf(e, "--tokens: bad list \"%s\" (expected up to %d lengths "
				"like 16,64,256)", s, MAX_LENGTHS);
		len[(*n)++] = (int)v;
		if (!*end)
			return 0;
		if (*end != ',')
			return errf(e, "--tokens: bad list \"%s\" (expected up to %d lengths "
				"like 16,64,256)", s, MAX_LENGTHS);
		p = end + 1;
	}
}

int cmd_bench(int argc, char **argv)
{
	const char *model_arg = NULL, *tokens_s = "16,64,256", *threads_s = NULL;
	const char *repeat_s = "3", *format = "text", *prec_s = "f32", *gen_s = NULL;
	const char *tokens_given = NULL, *kernel_s = "auto";
	bool capture = false, matmul = false, no_panels = false;
	errbuf e;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			puts(usage_line);
			return fflush(stdout) == 0 ? EXIT_OK : EXIT_FAIL;
		}
		if (strcmp(a, "--capture") == 0) {
			capture = true;
			continue;
		}
		if (strcmp(a, "--matmul") == 0) {
			matmul = true;
			continue;
		}
		if (strcmp(a, "--no-panels") == 0) {
			no_panels = true;
			continue;
		}
		const cli_value_opt vals[] = {
			{"--model", &model_arg}, {"--tokens", &tokens_given}, {"--threads", &threads_s},
			{"--repeat", &repeat_s}, {"--format", &format}, {"--precision", &prec_s},
			{"--generate", &gen_s}, {"--kernel", &kernel_s},
		};
		int took = cli_take_value(argc, argv, &i, vals, sizeof vals / sizeof vals[0], "bench", &e);
		if (took < 0) {
			err_print(&e);
			return EXIT_USAGE;
		}
		if (!took) {
			err_printf("bench: unknown option '%s' (%s)", a, usage_line);
			return EXIT_USAGE;
		}
	}
	bool json = strcmp(format, "json") == 0;
	if (!json && strcmp(format, "text") != 0) {
		err_printf("bench: --format must be text or json, not '%s'", format);
		return EXIT_USAGE;
	}
	fwd_precision prec;
	if (cli_precision(prec_s, &prec, &e)) {
		err_print(&e);
		return EXIT_USAGE;
	}
	if (matmul && (capture || gen_s)) {
		err_printf("bench: --matmul times the matrix products alone, not with %s",
			capture ? "--capture" : "--generate");
		return EXIT_USAGE;
	}
	const char *why;
	if (kernel_select(kernel_s, prec == FWD_BF16, &why)) {
		err_printf("bench: --kernel %s: %s", kernel_s, why);
		return EXIT_USAGE;
	}
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	long threads = ncpu < 1 ? 1 : ncpu > 8 ? 8 : ncpu, repeat;
	int lengths[MAX_LENGTHS], nlen = 0;
	long ngen = 0;
	if (tokens_given)
		tokens_s = tokens_given;
	if ((threads_s && parse_long_in("--threads", threads_s, 1, 64, &threads, &e)) ||
	    parse_long_in("--repeat", repeat_s, 1, 1000, &repeat, &e) ||
	    (gen_s && parse_long_in("--generate", gen_s, 1, 100000, &ngen, &e)) ||
	    ((tokens_given || !gen_s) && parse_lengths(tokens_s, lengths, &nlen, &e))) {
		err_print(&e);
		return EXIT_USAGE;
	}
	char dir[4096];
	const char *path = model_arg;
	if (!path) {
		if (datadir_find("models/embedded", dir, sizeof dir, &e)) {
			err_printf("%s (give a model with --model DIR)", e.msg);
			return EXIT_USAGE;
		}
		path = dir;
	}
	model m;
	double t_load = bench_wall();
	panels_allow(false);
	int bad = model_load(&m, path, &e);
	panels_allow(!no_panels);
	if (bad) {
		err_print(&e);
		return EXIT_USAGE;
	}
	double t_panels = bench_wall();
	t_load = t_panels - t_load;
	if (panels_wanted())
		model_panels_build(&m, (int)threads);
	t_panels = bench_wall() - t_panels;
	if (matmul) {
		strbuf out = {0};
		bench_matmul_report(&m, lengths, nlen, (int)threads, prec == FWD_BF16, (int)repeat,
			json, &out);
		int st = fwrite(sb_str(&out), 1, out.len, stdout) == out.len && fflush(stdout) == 0
			? EXIT_OK : EXIT_FAIL;
		sb_free(&out);
		model_free(&m);
		return st;
	}
	fwd_options o;
	fwd_options_init(&o);
	o.threads = (int)threads;
	o.precision = prec;
	bool *cap = xcalloc((size_t)m.cfg.num_layers, sizeof(bool));
	for (int i = 0; i < m.cfg.num_layers; i++)
		cap[i] = capture;
	o.capture = cap;
	if (ngen > 0 && m.cfg.max_positions > 0 && ngen > m.cfg.max_positions) {
		err_printf("--generate: %ld tokens, more than the model's limit of %d", ngen,
			m.cfg.max_positions);
		free(cap);
		model_free(&m);
		return EXIT_USAGE;
	}
	for (int k = 0; k < nlen; k++)
		if (fwd_check_length(&m, lengths[k], &o, &e)) {
			err_print(&e);
			free(cap);
			model_free(&m);
			return EXIT_USAGE;
		}

	double med[MAX_LENGTHS], mn[MAX_LENGTHS], mx[MAX_LENGTHS], cpu[MAX_LENGTHS];
	double *tps = xmalloc(sizeof(double) * (size_t)repeat);
	double *ctps = xmalloc(sizeof(double) * (size_t)repeat);
	unsigned seed = 12345;
	int status = EXIT_OK;
	for (int k = 0; k < nlen && status == EXIT_OK; k++) {
		int T = lengths[k];
		int *ids = xmalloc(sizeof(int) * (size_t)T);
		for (int t = 0; t < T; t++) {
			seed = seed * 1103515245u + 12345u;
			ids[t] = (int)((seed >> 4) % (unsigned)m.cfg.vocab_size);
		}
		for (long r = -1; r < repeat; r++) {
			fwd_result res;
			double c0 = bench_cpu();
			double t0 = bench_wall();
			if (fwd_run(&m, ids, T, &o, &res, &e) != 0) {
				/* the weights (NaN, Inf): invalid input, as in run */
				err_print(&e);
				status = EXIT_USAGE;
				break;
			}
			double dt = bench_wall() - t0;
			double dc = bench_cpu() - c0;
			fwd_result_free(&res);
			if (r >= 0) { /* r = -1 is the warm-up */
				tps[r] = T / dt;
				ctps[r] = T / (dc > 1e-6 ? dc : 1e-6);
			}
		}
		free(ids);
		if (status != EXIT_OK)
			break;
		med[k] = bench_median(tps, (int)repeat); /* sorts tps */
		mn[k] = tps[0];
		mx[k] = tps[repeat - 1];
		cpu[k] = bench_median(ctps, (int)repeat);
	}
	free(ctps);
	free(tps);
	bench_decode_stats dec = {0};
	if (status == EXIT_OK && ngen > 0 &&
	    bench_decode(&m, &o, (int)ngen, (int)repeat, &dec, &e) != 0) {
		err_print(&e);
		status = EXIT_FAIL;
	}
	/* the peak RSS of the model's runs, read before the probe's 128 MiB of buffers */
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	long long rss = (long long)ru.ru_maxrss * 1024; /* ru_maxrss is in KiB on Linux */
	/* the machine's yardsticks, and what each prefill (and decoding) reached */
	const char *isa = "";
	double peak = 0, bw = 0, gflops[MAX_LENGTHS], gbps[MAX_LENGTHS], dec_gflops = 0, dec_gbps = 0;
	if (status == EXIT_OK) {
		peak = probe_fma_gflops((int)threads, &isa);
		bw = probe_copy_gbps((int)threads);
		double fl, by;
		for (int k = 0; k < nlen; k++) {
			probe_prefill_cost(&m, lengths[k], 1, &fl, &by);
			gflops[k] = fl * med[k] / lengths[k] * 1e-9; /* per prefill × prefills per s */
			gbps[k] = by * med[k] / lengths[k] * 1e-9;
		}
		probe_prefill_cost(&m, 1, 1, &fl, &by); /* one decoding pass */
		dec_gflops = fl * dec.median_tps * 1e-9;
		dec_gbps = by * dec.median_tps * 1e-9;
	}
	if (status == EXIT_OK) {
		strbuf out = {0};
		if (json) {
			sb_printf(&out, "{\"threads\": %ld, \"precision\": \"%s\", \"kernel\": \"%s\", "
				"\"capture\": %s, \"fma_isa\": \"%s\", \"fma_peak_gflops\": %.1f, "
				"\"copy_gbps\": %.1f, \"peak_rss_bytes\": %lld, \"load_seconds\": %.3f, "
				"\"panel_seconds\": %.3f, \"panel_bytes\": %zu, \"results\": [", threads,
				prec_s, fwd_kernel_name(prec), capture ? "true" : "false", isa, peak, bw, rss,
				t_load, t_panels, m.panel_bytes);
			for (int k = 0; k < nlen; k++)
				sb_printf(&out, "%s{\"tokens\": %d, \"median_tps\": %.2f, \"min_tps\": %.2f, "
					"\"max_tps\": %.2f, \"tokens_per_cpu_second\": %.2f, "
					"\"matmul_gflops\": %.2f, \"weight_gbps\": %.2f}", k ? ", " : "",
					lengths[k], med[k], mn[k], mx[k], cpu[k], gflops[k], gbps[k]);
			sb_puts(&out, "]");
			if (ngen > 0)
				sb_printf(&out, ", \"decode\": {\"tokens\": %ld, \"median_tps\": %.2f, "
					"\"min_tps\": %.2f, \"max_tps\": %.2f, \"tokens_per_cpu_second\": %.2f, "
					"\"matmul_gflops\": %.2f, \"weight_gbps\": %.2f}",
					ngen, dec.median_tps, dec.min_tps, dec.max_tps, dec.cpu_tps, dec_gflops,
					dec_gbps);
			sb_puts(&out, "}\n");
		} else {
			const char *shown = m.name ? m.name : path;
			sb_puts(&out, "model: ");
			sanitize_append(&out, shown, strlen(shown), 0);
			sb_printf(&out, ", threads %ld, precision %s (kernel %s)%s, %ld runs "
				"after a warm-up\n", threads, prec_s,
				fwd_kernel_name(prec), capture ? ", capturing every layer" : "", repeat);
			sb_puts(&out, "tokens  median tok/s   min tok/s   max tok/s   tok/CPU-s\n");
			for (int k = 0; k < nlen; k++)
				sb_printf(&out, "%6d  %12.1f  %10.1f  %10.1f  %10.1f\n", lengths[k], med[k],
					mn[k], mx[k], cpu[k]);
			if (ngen > 0)
				sb_printf(&out, "tg%-4ld  %12.1f  %10.1f  %10.1f  %10.1f   (decode: %ld "
					"single-token passes through the cache)\n", ngen, dec.median_tps,
					dec.min_tps, dec.max_tps, dec.cpu_tps, ngen);
			sb_printf(&out, "peak RSS: %.1f MiB\n", rss / 1048576.0);
			sb_printf(&out, "load: %.2f s", t_load);
			if (m.panel_mem)
				sb_printf(&out, "; weights into 16-row panels: %.2f s (%.1f MiB)\n",
					t_panels, m.panel_bytes / 1048576.0);
			else
				sb_puts(&out, no_panels ? "; weights read in rows (--no-panels)\n"
					: panels_wanted() ? "; weights read in rows (panels would take "
					"more than half the memory)\n"
					: "; weights read in rows (the kernel has no panel form)\n");
			sb_printf(&out, "machine (probe, %ld threads): FMA peak %.1f GFLOP/s (%s), "
				"copy bandwidth %.1f GB/s\n", threads, peak, isa, bw);
			sb_puts(&out, "tokens  matmul GFLOP/s  of FMA peak  weights GB/s  of copy bw\n");
			for (int k = 0; k < nlen; k++)
				sb_printf(&out, "%6d  %14.1f  %10.0f%%  %12.2f  %9.0f%%\n", lengths[k],
					gflops[k], 100 * gflops[k] / peak, gbps[k], 100 * gbps[k] / bw);
			if (ngen > 0)
				sb_printf(&out, "tg%-4ld  %14.1f  %10.0f%%  %12.2f  %9.0f%%\n", ngen,
					dec_gflops, 100 * dec_gflops / peak, dec_gbps, 100 * dec_gbps / bw);
		}
		if (fwrite(sb_str(&out), 1, out.len, stdout) != out.len || fflush(stdout) != 0)
			status = EXIT_FAIL;
		sb_free(&out);
	}
	free(cap);
	model_free(&m);
	return status;
}
