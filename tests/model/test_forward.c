/* The C forward pass against golden outputs of the independent PyTorch
 * reference (tools/qwen35_ref.py, fp64), on the tiny checkpoints in
 * tests/model/fixtures (written by tools/make_fixtures.py):
 *   - last-position logits: max abs diff <= 1e-3;
 *   - every full-attention layer and head: softmax weights <= 1e-4;
 *   - every GatedDeltaNet layer and value head: implicit attention <= 1e-4;
 *   - o_t = Σ_s w[t][s] v_s against the recurrence output, every GDN head;
 *   - capture consistency (scores = raw/sqrt(hd), mask, rows sum to 1);
 *   - residual capture: layer 0's x_in = embedding rows (+ position rows),
 *     delta = o_proj (+ bias) by hand, x_in + delta = x_mid;
 *   - bf16 precision: relative RMS of logits <= 5e-2 and the same top-1;
 *   - 1 vs 2 threads, every available matrix kernel: same logits;
 *   - bad token id, empty prompt, too long a prompt, memory budget, cancel,
 *     progress. */
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "golden.h"
#include "engine/forward.h"
#include "kernels/kernels.h"
#include "live/capture_derive.h"
#include "loader/model.h"
#include "kernels/panels.h"

static int argmax(const float *v, int n)
{
	int b = 0;
	for (int i = 1; i < n; i++)
		if (v[i] > v[b])
			b = i;
	return b;
}

static int panel_runs; /* forward passes from BF16 weights in panels */
static int progress_calls, progress_last;
static void on_progress(void *ctx, int layer, int n)
{
	(void)ctx;
	progress_calls++;
	progress_last = layer * 1000 + n;
}

/* A progress callback that asks to stop after the first layer. */
static atomic_int stop_flag;
static int stop_calls;
static void stop_after_one(void *ctx, int layer, int n)
{
	(void)ctx;
	(void)n;
	stop_calls++;
	if (layer == 1)
		atomic_store(&stop_flag, 1);
}

/* o_t = Σ_s w[t][s] v_s for every GDN value head of a captured result */
static void check_identity(const model *m, const fwd_result *r, const char *name)
{
	const model_config *c = &m->cfg;
	int T = r->T, dv = c->lin_v_dim;
	for (int i = 0; i < c->num_layers; i++) {
		if (!c->layer_is_linear[i])
			continue;
		const fwd_gdn_capture *g = &r->layers[i].gdn;
		for (int j = 0; j < c->lin_v_heads; j++) {
			double worst = 0, scale = 1;
			for (int t = 0; t < T; t++)
				for (int d = 0; d < dv; d++) {
					double sum = 0;
					for (int s = 0; s <= t; s++)
						sum += (double)g->implicit[((size_t)j * T + t) * T + s] *
							g->v[((size_t)j * T + s) * dv + d];
					double o = g->out[((size_t)j * T + t) * dv + d];
					if (fabs(o) > scale)
						scale = fabs(o);
					if (fabs(sum - o) > worst)
						worst = fabs(sum - o);
				}
			CHECK(worst <= 1e-5 * scale, "%s: layer %d head %d: |Σ w v − o| = %g",
				name, i, j, worst);
			for (int t = 0; t < T; t++)
				for (int s = t + 1; s < T; s++)
					CHECK(g->implicit[((size_t)j * T + t) * T + s] == 0,
						"%s: implicit above the diagonal", name);
		}
	}
}

/* Every layer's MLP hidden activations (the capture's mlp_act: SiLU(gate) ⊙
 * up, or GELU for GPT-2) against the reference's own (mlp.txt): each value
 * within 1e-4 of the reference, relative to the layer's largest magnitude. */
static void check_mlp(const char *dir, const model_config *c, const fwd_result *r,
	const char *name)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/mlp.txt", dir);
	golden g;
	memset(&g, 0, sizeof g);
	if (golden_read(path, &g) < 0) {
		CHECK(0, "%s: no MLP golden file", name);
		return;
	}
	CHECK(g.mlp_I == c->intermediate_size && g.T == r->T, "%s: mlp.txt shape %d x %d", name,
		g.T, g.mlp_I);
	double worst = 0;
	for (int i = 0; i < c->num_layers && g.mlp_I == c->intermediate_size && g.T == r->T; i++) {
		const double *want = i < GOLDEN_MAXLAYERS ? g.mlp[i] : NULL;
		const float *got = r->layers[i].mlp_act;
		CHECK(want && got, "%s: layer %d: MLP activations missing", name, i);
		if (!want || !got)
			continue;
		size_t n = (size_t)g.T * g.mlp_I;
		double big = 0, d = 0;
		for (size_t k = 0; k < n; k++)
			big = fmax(big, fabs(want[k]));
		for (size_t k = 0; k < n; k++)
			d = fmax(d, fabs(got[k] - want[k]) / (1 + big));
		CHECK(d <= 1e-4, "%s: layer %d MLP activations differ by %g", name, i, d);
		worst = fmax(worst, d);
	}
	printf("%s: MLP hidden activations max diff %.3g (relative to 1 + the layer's largest)\n",
		name, worst);
	golden_free(&g);
}

static void check_attn_capture(const model *m, fwd_result *r, const char *name)
{
	const model_config *c = &m->cfg;
	int T = r->T;
	double scale = 1.0 / sqrt((double)c->head_dim);
	for (int i = 0; i < c->num_layers; i++) {
		if (c->layer_is_linear[i])
			continue;
		const fwd_attn_capture *a = &r->layers[i].attn;
		CHECK((a->gate != NULL) == c->gated_q, "%s: gate capture", name);
		/* a sliding window W keeps keys t − W < u <= t */
		int W = model_layer_window(c, i);
		for (int j = 0; j < c->num_heads; j++)
			for (int t = 0; t < T; t++) {
				double sum = 0;
				for (int u = 0; u < T; u++) {
					size_t k = ((size_t)j * T + t) * T + u;
					if (u <= t && (W == 0 || u > t - W)) {
						CHECK(fabs(a->scores[k] - a->raw[k] * scale) <= 1e-5 * (1 + fabs(a->scores[k])),
							"%s: scores != raw/sqrt(hd)", name);
						sum += a->weights[k];
					} else {
						CHECK(isinf(a->scores[k]) && a->scores[k] < 0 && a->weights[k] == 0,
							"%s: mask above the diagonal or before the window", name);
					}
				}
				CHECK(fabs(sum - 1) < 1e-5, "%s: softmax row sums to %g", name, sum);
			}
	}
}

/* The residual capture of every full-attention layer, against independent
 * arithmetic: x_in of layer 0 is the embedding rows of the ids (read with
 * tensor_get, not the pass's widening copy); delta is o_proj applied by hand
 * in double to the captured head outputs times their gates; and
 * x_in + delta is the stream after the add (x_mid). */
static void check_residual(const model *m, const fwd_result *r, const int *ids,
	const char *name)
{
	const model_config *c = &m->cfg;
	int T = r->T, H = c->hidden_size, nh = c->num_heads, hd = c->head_dim;
	size_t in = (size_t)nh * hd;
	int checked = 0;
	for (int i = 0; i < c->num_layers; i++) {
		if (c->layer_is_linear[i])
			continue;
		const fwd_attn_capture *a = &r->layers[i].attn;
		CHECK(a->x_in && a->delta && a->x_mid, "%s: layer %d residual not captured", name, i);
		if (!a->x_in || !a->delta || !a->x_mid)
			continue;
		checked++;
		const tensor *o = &m->w.layers[i].o_proj; /* [H][nh·hd] */
		const tensor *ob = &m->w.layers[i].o_b;    /* [H] or absent */
		double wd = 0, wm = 0, we = 0;
		for (int t = 0; t < T; t++)
			for (int h = 0; h < H; h++) {
				size_t k = (size_t)t * H + h;
				/* delta[t][h] = Σ_j Σ_d Wo[h][j·hd+d] · σ(g_j[t][d]) · a_j[t][d] + b[h] */
				double acc = ob->data ? tensor_get(ob, (size_t)h) : 0;
				for (int j = 0; j < nh; j++)
					for (int d = 0; d < hd; d++) {
						size_t q = ((size_t)j * T + t) * hd + d;
						double g = a->gate ? a->gate[q] : 1.0;
						acc += (double)tensor_get(o, (size_t)h * in + (size_t)j * hd + d) * g * a->out[q];
					}
				wd = fmax(wd, fabs(a->delta[k] - acc) / (1 + fabs(acc)));
				double sum = (double)a->x_in[k] + a->delta[k];
				wm = fmax(wm, fabs(a->x_mid[k] - sum) / (1 + fabs(sum)));
				/* layer 0's input: the embedding row, plus the learned position row */
				float x0 = tensor_get(&m->w.embed, (size_t)ids[t] * H + h);
				if (m->w.pos_embed.data)
					x0 += tensor_get(&m->w.pos_embed, (size_t)t * H + h);
				if (i == 0)
					we = fmax(we, fabs(a->x_in[k] - x0));
			}
		CHECK(wd <= 1e-5, "%s: layer %d delta vs o_proj by hand: %g", name, i, wd);
		CHECK(wm <= 1e-6, "%s: layer %d x_in + delta vs x_mid: %g", name, i, wm);
		CHECK(we == 0, "%s: layer 0 x_in vs embedding rows: %g", name, we);
	}
	CHECK(checked > 0, "%s: no full-attention layer", name);
}

static void run_fixture(const char *dir, const char *name)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/golden.txt", dir);
	golden g;
	memset(&g, 0, sizeof g);
	if (golden_read(path, &g) < 0) {
		failures++;
		return;
	}
	model m;
	errbuf e;
	if (golden_model(dir, name, &g, &m) < 0)
		return;
	const model_config *c = &m.cfg;
	CHECK(g.V == c->vocab_size, "%s: vocab %d vs %d", name, g.V, c->vocab_size);
	bool *all = calloc(c->num_layers, sizeof(bool));
	for (int i = 0; i < c->num_layers; i++)
		all[i] = true;
	fwd_options o;
	fwd_options_init(&o);
	o.capture = all;
	o.progress = on_progress;
	progress_calls = 0;
	fwd_result r;
	int rc = fwd_run(&m, g.ids, g.T, &o, &r, &e);
	CHECK(rc == 0, "%s: fwd_run: %s", name, e.msg);
	if (rc != 0)
		goto out;
	/* raw q·k of every cell and the implicit attention, derived from the
	 * capture (src/live), as every view gets them */
	live_capture_derive(c, &r, 1);
	CHECK(progress_calls == c->num_layers && progress_last == c->num_layers * 1001,
		"%s: progress called %d times", name, progress_calls);

	/* logits */
	double worst = 0;
	for (int i = 0; i < g.V; i++)
		if (fabs(r.logits[i] - g.logits[i]) > worst)
			worst = fabs(r.logits[i] - g.logits[i]);
	CHECK(worst <= 1e-3, "%s: logits max abs diff %g", name, worst);
	printf("%s: logits max abs diff %.3g\n", name, worst);

	/* every layer and head present in the golden file, and every one of the model in it */
	int want = 0;
	for (int i = 0; i < c->num_layers; i++)
		want += c->layer_is_linear[i] ? c->lin_v_heads : c->num_heads;
	CHECK(g.nmats == want, "%s: golden has %d matrices, model %d", name, g.nmats, want);
	double wa = 0, wi = 0;
	for (int k = 0; k < g.nmats; k++) {
		golden_mat *gm = &g.mats[k];
		CHECK(gm->T == g.T && gm->layer < c->num_layers, "%s: golden matrix shape", name);
		if (gm->T != g.T || gm->layer >= c->num_layers)
			continue;
		bool lin = c->layer_is_linear[gm->layer];
		CHECK(lin == (gm->kind == 1), "%s: layer %d kind", name, gm->layer);
		if (lin != (gm->kind == 1))
			continue;
		const float *got = lin ? r.layers[gm->layer].gdn.implicit : r.layers[gm->layer].attn.weights;
		got += (size_t)gm->head * g.T * g.T;
		double d = 0;
		for (int t = 0; t < g.T * g.T; t++)
			if (fabs(got[t] - gm->v[t]) > d)
				d = fabs(got[t] - gm->v[t]);
		CHECK(d <= 1e-4, "%s: layer %d head %d %s max abs diff %g", name, gm->layer,
			gm->head, lin ? "implicit" : "attention", d);
		if (lin && d > wi)
			wi = d;
		if (!lin && d > wa)
			wa = d;
	}
	printf("%s: attention weights max diff %.3g, implicit attention max diff %.3g\n",
		name, wa, wi);
	check_identity(&m, &r, name);
	check_mlp(dir, c, &r, name);
	check_attn_capture(&m, &r, name);
	check_residual(&m, &r, g.ids, name);

	/* capture off gives the same logits */
	fwd_options o2;
	fwd_options_init(&o2);
	fwd_result r2;
	rc = fwd_run(&m, g.ids, g.T, &o2, &r2, &e);
	CHECK(rc == 0, "%s: run without capture: %s", name, e.msg);
	if (rc == 0) {
		CHECK(memcmp(r.logits, r2.logits, sizeof(float) * g.V) == 0,
			"%s: capture changes the logits", name);
		fwd_result_free(&r2);
	}

	/* 2 threads */
	o2.threads = 2;
	rc = fwd_run(&m, g.ids, g.T, &o2, &r2, &e);
	if (rc == 0) {
		double d = 0;
		for (int i = 0; i < g.V; i++)
			if (fabs(r.logits[i] - r2.logits[i]) > d)
				d = fabs(r.logits[i] - r2.logits[i]);
		CHECK(d <= 1e-5, "%s: 2 threads differ by %g", name, d);
		fwd_result_free(&r2);
	}

	/* bf16 precision: relative RMS <= 5e-2, same top-1, for every kernel */
	for (int kk = -1; kk < mm_kernel_count(); kk++) {
		if (kk >= 0 && !mm_kernel_get(kk)->available())
			continue;
		mm_kernel_force(kk);
		for (int prec = 0; prec < 2; prec++) {
			o2.precision = prec ? FWD_BF16 : FWD_F32;
			if (kk >= 0 && !prec && mm_kernel_get(kk)->bf16_native)
				continue;
			rc = fwd_run(&m, g.ids, g.T, &o2, &r2, &e);
			CHECK(rc == 0, "%s: run: %s", name, e.msg);
			if (rc != 0)
				continue;
			double num = 0, den = 0, d = 0;
			for (int i = 0; i < g.V; i++) {
				double diff = r2.logits[i] - r.logits[i];
				num += diff * diff;
				den += (double)r.logits[i] * r.logits[i];
				if (fabs(diff) > d)
					d = fabs(diff);
			}
			double rel = sqrt(num / den);
			const char *kn = kk >= 0 ? mm_kernel_get(kk)->name : fwd_kernel_name(o2.precision);
			if (prec) {
				CHECK(rel <= 5e-2, "%s: bf16 (%s) relative RMS %g", name, kn, rel);
				CHECK(argmax(r2.logits, g.V) == argmax(r.logits, g.V),
					"%s: bf16 (%s) top-1 differs", name, kn);
				if (kk < 0)
					printf("%s: bf16 logits relative RMS %.3g\n", name, rel);
			} else {
				CHECK(d <= 1e-4, "%s: f32 kernel %s differs by %g", name, kn, d);
			}
			if (kk >= 0 && mm_kernel_get(kk)->gemm->pack_p) {
				/* the BF16 weights in 16-row panels: the same logits, bit for bit */
				fwd_result r3;
				model_panels_build(&m, 2);
				rc = fwd_run(&m, g.ids, g.T, &o2, &r3, &e);
				CHECK(rc == 0, "%s: run from panels: %s", name, e.msg);
				if (rc == 0) {
					CHECK(memcmp(r2.logits, r3.logits, sizeof(float) * g.V) == 0,
						"%s: %s %s from panels: other logits", name, kn,
						prec ? "bf16" : "f32");
					fwd_result_free(&r3);
				}
				if (m.panel_mem)
					panel_runs++;
				model_panels_free(&m);
			}
			fwd_result_free(&r2);
		}
	}
	mm_kernel_force(-1);

	/* the portable and AVX2 vector helpers (recurrence, implicit attention,
	 * SiLU, norms) give the same logits and implicit attention */
	for (int level = 1; level <= 2; level++) {
		vec_force_level(level);
		o2.precision = FWD_F32;
		o2.capture = all;
		rc = fwd_run(&m, g.ids, g.T, &o2, &r2, &e);
		if (rc == 0)
			live_capture_derive(c, &r2, 1); /* the implicit attention, same helpers */
		vec_force_level(0);
		o2.capture = NULL;
		CHECK(rc == 0, "%s: helper level %d: %s", name, level, e.msg);
		if (rc != 0)
			continue;
		double d = 0, di = 0;
		for (int i = 0; i < g.V; i++)
			if (fabs(r.logits[i] - r2.logits[i]) > d)
				d = fabs(r.logits[i] - r2.logits[i]);
		for (int i = 0; i < c->num_layers; i++) {
			if (!c->layer_is_linear[i])
				continue;
			size_t n = (size_t)c->lin_v_heads * g.T * g.T;
			for (size_t k = 0; k < n; k++)
				if (fabs(r.layers[i].gdn.implicit[k] - r2.layers[i].gdn.implicit[k]) > di)
					di = fabs(r.layers[i].gdn.implicit[k] - r2.layers[i].gdn.implicit[k]);
		}
		CHECK(d <= 1e-4 && di <= 1e-5, "%s: helper level %d differs by %g (implicit %g)",
			name, level, d, di);
		fwd_result_free(&r2);
	}

	/* bad input */
	int bad[3] = { g.ids[0], c->vocab_size, 0 };
	CHECK(fwd_run(&m, bad, 3, &o2, &r2, &e) == -1 && strstr(e.msg, "token id"),
		"%s: id == vocab accepted (%s)", name, e.msg);
	bad[1] = -1;
	CHECK(fwd_run(&m, bad, 3, &o2, &r2, &e) == -1, "%s: id -1 accepted", name);
	CHECK(fwd_run(&m, g.ids, 0, &o2, &r2, &e) == -1 && strstr(e.msg, "empty"),
		"%s: empty prompt accepted", name);
	int n = c->max_positions + 1;
	int *many = calloc(n, sizeof(int));
	CHECK(fwd_run(&m, many, n, &o2, &r2, &e) == -1 && strstr(e.msg, "limit"),
		"%s: %d tokens accepted (%s)", name, n, e.msg);
	free(many);
	o2.mem_limit = 1000;
	CHECK(fwd_run(&m, g.ids, g.T, &o2, &r2, &e) == -1 && strstr(e.msg, "MiB"),
		"%s: memory budget ignored", name);
	o2.mem_limit = 0;
	atomic_int stop = 1;
	o2.cancel = &stop;
	CHECK(fwd_run(&m, g.ids, g.T, &o2, &r2, &e) == FWD_CANCELLED, "%s: cancel ignored", name);
	/* cancelled from the progress callback: stops at the next layer boundary */
	atomic_store(&stop_flag, 0);
	stop_calls = 0;
	o2.cancel = &stop_flag;
	o2.progress = stop_after_one;
	o2.capture = all;
	CHECK(fwd_run(&m, g.ids, g.T, &o2, &r2, &e) == FWD_CANCELLED && stop_calls == 1 &&
		strcmp(e.msg, "cancelled") == 0, "%s: cancel after layer 1: %d calls", name, stop_calls);

	fwd_result_free(&r);
out:
	free(all);
	model_free(&m);
	golden_free(&g);
}

static void test_top_k(void)
{
	float l[6] = { 1, 3, 2, 3, -1, 0 };
	int ids[4];
	float p[4];
	int n = fwd_top_k(l, 6, 4, ids, p);
	double z = 0;
	for (int i = 0; i < 6; i++)
		z += exp(l[i]);
	CHECK(n == 4 && ids[0] == 1 && ids[1] == 3 && ids[2] == 2 && ids[3] == 0,
		"top-k order %d %d %d %d", ids[0], ids[1], ids[2], ids[3]);
	CHECK(fabs(p[0] - exp(3) / z) < 1e-6 && fabs(p[2] - exp(2) / z) < 1e-6, "top-k probs");
	int ids6[6];
	float p6[6];
	CHECK(fwd_top_k(l, 6, 10, ids6, p6) == 6 && ids6[5] == 4, "top-k clamp to the vocabulary");
}

int main(void)
{
	test_top_k();
	int rc = golden_each_fixture(run_fixture);
	/* the BF16 fixtures ran from panels wherever a kernel here reads them */
	int readers = 0;
	for (int k = 0; k < mm_kernel_count(); k++)
		readers += mm_kernel_get(k)->available() && mm_kernel_get(k)->gemm->pack_p;
	printf("forward passes from panels: %d\n", panel_runs);
	if (readers && panel_runs == 0) {
		fprintf(stderr, "no forward pass ran from panels\n");
		return 1;
	}
	return rc;
}
