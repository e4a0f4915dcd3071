/* Incremental decoding and the residual capture, on the tiny checkpoints in
 * tests/model/fixtures:
 *   - one prefill of N tokens: the logits of every position against the
 *     PyTorch reference's (decode.txt, written by tools/make_fixtures.py from
 *     the reference's own incremental decoder, checked there against its
 *     batch pass) <= 1e-3, and the last position's residual stream after every
 *     layer against the reference's;
 *   - a prefill of N-k tokens into a cache, then k steps of one token (k = 1,
 *     3, N-1): each step's logits equal the prefill's at that position
 *     (<= 1e-5 relative) and the reference's (<= 1e-3); each step's captured
 *     attention row and implicit-attention row equal the prefill's row
 *     (<= 1e-5) and the reference's (golden.txt, <= 1e-4);
 *   - N-3 tokens, then a chunk of 3 (several new tokens after a past);
 *   - the cache at work: capacity, bad ids and cancel leave it usable or
 *     empty as documented, clear gives a fresh sequence, 2 threads and bf16
 *     decode like their prefill. */
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "golden.h"
#include "engine/forward.h"
#include "kernels/panels.h"
#include "live/capture_derive.h"
#include "loader/model.h"

/* max |a − b| / max(1, max |b|) over n values */
static double rel_diff(const float *a, const float *b, int n)
{
	double d = 0, s = 1;
	for (int i = 0; i < n; i++) {
		d = fmax(d, fabs((double)a[i] - b[i]));
		s = fmax(s, fabs((double)b[i]));
	}
	return d / s;
}

static double ref_diff(const float *a, const double *b, int n)
{
	double d = 0;
	for (int i = 0; i < n; i++)
		d = fmax(d, fabs(a[i] - b[i]));
	return d;
}

static const golden_mat *find_mat(const golden *g, int layer, int head)
{
	for (int k = 0; k < g->nmats; k++)
		if (g->mats[k].layer == layer && g->mats[k].head == head)
			return &g->mats[k];
	return NULL;
}

static int heads_of(const model_config *c, int i)
{
	return c->layer_is_linear[i] ? c->lin_v_heads : c->num_heads;
}

/* Row t of a step's capture (T new tokens after past, span keys) against row
 * P = past + t of the full prefill's (T = N) and of the reference's. */
static void check_rows(const model *m, fwd_result *step, const fwd_result *full,
	const golden *g, int t, const char *name, double *worst_c, double *worst_g)
{
	const model_config *c = &m->cfg;
	/* the implicit rows, derived from the step's capture as the views get them */
	live_capture_derive(c, step, 1);
	int N = full->T, span = step->span, P = step->past + t;
	for (int i = 0; i < c->num_layers; i++) {
		bool lin = c->layer_is_linear[i];
		for (int j = 0; j < heads_of(c, i); j++) {
			const float *got = lin ? step->layers[i].gdn.implicit : step->layers[i].attn.weights;
			const float *want = lin ? full->layers[i].gdn.implicit : full->layers[i].attn.weights;
			got += ((size_t)j * step->T + t) * span;
			want += ((size_t)j * N + P) * N;
			double d = rel_diff(got, want, P + 1);
			CHECK(d <= 1e-5, "%s: position %d layer %d head %d: %s row differs from the "
				"prefill's by %g", name, P, i, j, lin ? "implicit" : "attention", d);
			*worst_c = fmax(*worst_c, d);
			for (int u = P + 1; u < span; u++) {
				CHECK(got[u] == 0, "%s: position %d layer %d: nonzero above the diagonal",
					name, P, i);
				if (!lin) {
					float sc = step->layers[i].attn.scores[((size_t)j * step->T + t) * span + u];
					CHECK(isinf(sc) && sc < 0, "%s: position %d layer %d: unmasked score",
						name, P, i);
				}
			}
			const golden_mat *gm = find_mat(g, i, j);
			CHECK(gm != NULL, "%s: no golden matrix for layer %d head %d", name, i, j);
			if (gm) {
				double dg = ref_diff(got, gm->v + (size_t)P * N, P + 1);
				CHECK(dg <= 1e-4, "%s: position %d layer %d head %d: row vs the reference %g",
					name, P, i, j, dg);
				*worst_g = fmax(*worst_g, dg);
			}
		}
	}
}

static atomic_int stop_flag;
static void stop_at_layer_one(void *ctx, int layer, int n)
{
	(void)ctx;
	(void)n;
	if (layer == 1)
		atomic_store(&stop_flag, 1);
}

/* Prefill ids[0..N-k) into kv, then k single steps; the logits of every step
 * into out[k][V]. 0 or -1. */
static int decode_split(const model *m, fwd_cache *kv, const int *ids, int N, int k,
	const fwd_options *base, float *out)
{
	fwd_options o = *base;
	o.cache = kv;
	fwd_result r;
	errbuf e;
	fwd_cache_clear(kv);
	if (fwd_run(m, ids, N - k, &o, &r, &e) != 0)
		return -1;
	fwd_result_free(&r);
	for (int s = 0; s < k; s++) {
		if (fwd_run(m, ids + N - k + s, 1, &o, &r, &e) != 0)
			return -1;
		memcpy(out + (size_t)s * r.vocab, r.logits, sizeof(float) * r.vocab);
		fwd_result_free(&r);
	}
	return 0;
}

static void run_fixture(const char *dir, const char *name)
{
	char path[4096];
	golden g;
	memset(&g, 0, sizeof g);
	snprintf(path, sizeof path, "%s/golden.txt", dir);
	int rc = golden_read(path, &g);
	snprintf(path, sizeof path, "%s/decode.txt", dir);
	if (rc < 0 || golden_read(path, &g) < 0 || !g.logits_all || !g.resid) {
		CHECK(0, "%s: golden files", name);
		golden_free(&g);
		return;
	}
	model m;
	errbuf e;
	if (golden_model(dir, name, &g, &m) < 0)
		return;
	const model_config *c = &m.cfg;
	int N = g.T, V = c->vocab_size, H = c->hidden_size, L = c->num_layers;
	CHECK(g.V == V && g.H == H && g.nresid == L + 1, "%s: golden shapes", name);
	bool *all = calloc((size_t)L, sizeof(bool));
	for (int i = 0; i < L; i++)
		all[i] = true;

	/* the full prefill: every position's logits, the residual stream, captures */
	fwd_options o;
	fwd_options_init(&o);
	o.capture = all;
	o.all_logits = true;
	o.residuals = true;
	fwd_result full;
	rc = fwd_run(&m, g.ids, N, &o, &full, &e);
	CHECK(rc == 0, "%s: prefill: %s", name, e.msg);
	if (rc != 0)
		goto out;
	live_capture_derive(c, &full, 1);
	CHECK(full.past == 0 && full.span == N, "%s: past %d span %d", name, full.past, full.span);
	double dl = ref_diff(full.all_logits, g.logits_all, N * V);
	CHECK(dl <= 1e-3, "%s: logits of every position vs the reference: %g", name, dl);
	double dr = 0;
	for (int s = 0; s <= L; s++) {
		const float *x = full.resid + ((size_t)s * N + (N - 1)) * H;
		const double *want = g.resid + (size_t)s * H;
		double scale = 1;
		for (int h = 0; h < H; h++)
			scale = fmax(scale, fabs(want[h]));
		dr = fmax(dr, ref_diff(x, want, H) / scale);
	}
	CHECK(dr <= 1e-4, "%s: residual stream after every layer vs the reference: %g", name, dr);
	/* the stream entering a full-attention layer is the one its capture saw */
	for (int i = 0; i < L; i++)
		if (!c->layer_is_linear[i])
			CHECK(memcmp(full.resid + (size_t)i * N * H, full.layers[i].attn.x_in,
				sizeof(float) * N * H) == 0, "%s: resid[%d] != x_in of layer %d", name, i, i);
	printf("%s: all-position logits vs reference %.3g, residuals %.3g\n", name, dl, dr);

	/* a cache with room for exactly N positions */
	fwd_cache *kv = fwd_cache_new(&m, N, &e);
	CHECK(kv != NULL, "%s: fwd_cache_new: %s", name, e.msg);
	if (!kv) {
		fwd_result_free(&full);
		goto out;
	}
	CHECK(fwd_cache_capacity(kv) == N && fwd_cache_len(kv) == 0, "%s: new cache", name);

	/* prefill with a cache = prefill without, bit for bit */
	fwd_options oc;
	fwd_options_init(&oc);
	oc.cache = kv;
	fwd_result r;
	rc = fwd_run(&m, g.ids, N, &oc, &r, &e);
	CHECK(rc == 0 && fwd_cache_len(kv) == N, "%s: prefill into the cache: %s", name, e.msg);
	if (rc == 0) {
		CHECK(memcmp(r.logits, full.logits, sizeof(float) * V) == 0,
			"%s: the cache changes the prefill's logits", name);
		fwd_result_free(&r);
	}
	/* full: one more token does not fit, and the cache stays as it was */
	rc = fwd_run(&m, g.ids, 1, &oc, &r, &e);
	CHECK(rc == -1 && strstr(e.msg, "cache") && fwd_cache_len(kv) == N,
		"%s: past the cache's capacity (%s)", name, e.msg);

	static const int splits[] = { 1, 3, -1 };
	double wl = 0, wlg = 0, wc = 0, wg = 0;
	for (size_t si = 0; si < sizeof splits / sizeof splits[0]; si++) {
		int k = splits[si] > 0 ? splits[si] : N - 1;
		fwd_cache_clear(kv);
		oc.capture = all;
		rc = fwd_run(&m, g.ids, N - k, &oc, &r, &e);
		CHECK(rc == 0 && r.past == 0 && r.span == N - k, "%s: prefill %d: %s", name, N - k, e.msg);
		if (rc != 0)
			continue;
		fwd_result_free(&r);
		for (int s = 0; s < k; s++) {
			int P = N - k + s;
			rc = fwd_run(&m, &g.ids[P], 1, &oc, &r, &e);
			CHECK(rc == 0, "%s: step at %d: %s", name, P, e.msg);
			if (rc != 0)
				break;
			CHECK(r.T == 1 && r.past == P && r.span == P + 1 && fwd_cache_len(kv) == P + 1,
				"%s: step at %d: T %d past %d span %d", name, P, r.T, r.past, r.span);
			double d = rel_diff(r.logits, full.all_logits + (size_t)P * V, V);
			CHECK(d <= 1e-5, "%s: step at %d: logits differ from the prefill's by %g (relative)",
				name, P, d);
			double dg = ref_diff(r.logits, g.logits_all + (size_t)P * V, V);
			CHECK(dg <= 1e-3, "%s: step at %d: logits vs the reference %g", name, P, dg);
			wl = fmax(wl, d);
			wlg = fmax(wlg, dg);
			check_rows(&m, &r, &full, &g, 0, name, &wc, &wg);
			/* the keys of every position so far, as the prefill computed them */
			for (int i = 0; i < L; i++) {
				if (c->layer_is_linear[i])
					continue;
				int hd = c->head_dim;
				for (int mm = 0; mm < c->num_kv_heads; mm++) {
					double dk = rel_diff(r.layers[i].attn.k + (size_t)mm * (P + 1) * hd,
						full.layers[i].attn.k + (size_t)mm * N * hd, (P + 1) * hd);
					CHECK(dk <= 1e-5, "%s: step at %d layer %d: cached keys differ by %g",
						name, P, i, dk);
				}
			}
			fwd_result_free(&r);
		}
	}
	printf("%s: decode vs prefill: logits %.3g (relative), rows %.3g; vs reference: "
		"logits %.3g, rows %.3g\n", name, wl, wc, wlg, wg);

	/* several new tokens after a past: N-3, then a chunk of 3 */
	fwd_cache_clear(kv);
	oc.capture = NULL;
	rc = fwd_run(&m, g.ids, N - 3, &oc, &r, &e);
	if (rc == 0)
		fwd_result_free(&r);
	oc.capture = all;
	oc.all_logits = true;
	rc = fwd_run(&m, g.ids + N - 3, 3, &oc, &r, &e);
	CHECK(rc == 0 && r.T == 3 && r.past == N - 3 && r.span == N, "%s: chunk: %s", name, e.msg);
	if (rc == 0) {
		double d = rel_diff(r.all_logits, full.all_logits + (size_t)(N - 3) * V, 3 * V);
		CHECK(d <= 1e-5, "%s: chunk of 3 after %d: logits differ by %g", name, N - 3, d);
		double w1 = 0, w2 = 0;
		for (int t = 0; t < 3; t++)
			check_rows(&m, &r, &full, &g, t, name, &w1, &w2);
		fwd_result_free(&r);
	}
	oc.all_logits = false;
	oc.capture = NULL;

	/* a bad id is refused before anything runs: the cache keeps its positions
	 * and the next step still continues the sequence */
	float *lg = malloc(sizeof(float) * (size_t)V * N);
	fwd_cache_clear(kv);
	rc = fwd_run(&m, g.ids, N - 1, &oc, &r, &e);
	if (rc == 0)
		fwd_result_free(&r);
	int bad = V;
	CHECK(fwd_run(&m, &bad, 1, &oc, &r, &e) == -1 && fwd_cache_len(kv) == N - 1,
		"%s: bad id with a cache", name);
	rc = fwd_run(&m, &g.ids[N - 1], 1, &oc, &r, &e);
	CHECK(rc == 0, "%s: step after a bad id: %s", name, e.msg);
	if (rc == 0) {
		CHECK(rel_diff(r.logits, full.logits, V) <= 1e-5, "%s: step after a bad id", name);
		fwd_result_free(&r);
	}
	/* cancelled midway: the cache is emptied */
	atomic_store(&stop_flag, 0);
	oc.cancel = &stop_flag;
	oc.progress = stop_at_layer_one;
	fwd_cache_clear(kv);
	CHECK(fwd_run(&m, g.ids, 2, &oc, &r, &e) == FWD_CANCELLED && fwd_cache_len(kv) == 0,
		"%s: cancel with a cache: len %d", name, fwd_cache_len(kv));
	oc.cancel = NULL;
	oc.progress = NULL;
	/* clear gives a fresh sequence, bit for bit */
	fwd_cache_clear(kv);
	rc = fwd_run(&m, g.ids, N, &oc, &r, &e);
	CHECK(rc == 0 && memcmp(r.logits, full.logits, sizeof(float) * V) == 0,
		"%s: prefill after clear", name);
	if (rc == 0)
		fwd_result_free(&r);

	/* 2 threads, and bf16, decode like their own prefill */
	fwd_options ob;
	fwd_options_init(&ob);
	for (int variant = 0; variant < 2; variant++) {
		ob.threads = variant == 0 ? 2 : 1;
		ob.precision = variant == 0 ? FWD_F32 : FWD_BF16;
		ob.all_logits = true;
		rc = fwd_run(&m, g.ids, N, &ob, &r, &e);
		ob.all_logits = false;
		if (rc != 0 || decode_split(&m, kv, g.ids, N, 4, &ob, lg) != 0) {
			CHECK(0, "%s: variant %d: %s", name, variant, e.msg);
			if (rc == 0)
				fwd_result_free(&r);
			continue;
		}
		double d = rel_diff(lg, r.all_logits + (size_t)(N - 4) * V, 4 * V);
		CHECK(d <= 1e-5, "%s: %s: decode differs from prefill by %g", name,
			variant ? "bf16" : "2 threads", d);
		fwd_result_free(&r);
	}
	free(lg);

	/* a cache belongs to one model */
	model m2;
	if (model_load(&m2, dir, &e) == 0) {
		model_panels_prepare(&m2);
		fwd_options o2;
		fwd_options_init(&o2);
		o2.cache = kv;
		CHECK(fwd_run(&m2, g.ids, 1, &o2, &r, &e) == -1 && strstr(e.msg, "another model"),
			"%s: a cache used with another model (%s)", name, e.msg);
		model_free(&m2);
	}
	fwd_cache_free(kv);

	CHECK(fwd_cache_new(&m, 0, &e) == NULL, "%s: cache of 0 positions", name);
	if (c->max_positions > 0)
		CHECK(fwd_cache_new(&m, c->max_positions + 1, &e) == NULL && strstr(e.msg, "limit"),
			"%s: cache longer than the model's limit", name);
	fwd_result_free(&full);
out:
	free(all);
	model_free(&m);
	golden_free(&g);
}

int main(void)
{
	return golden_each_fixture(run_fixture);
}
