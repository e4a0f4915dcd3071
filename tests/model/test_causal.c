/* Ablation, activation patching and the logit lens of the engine against the
 * independent PyTorch reference (tools/causal_ref.py, fp64: ablation as zero
 * columns of the output projection, patching by its own layer loop), on every
 * fixture checkpoint (tests/model/fixtures/NAME/causal.txt):
 *   - last-position logits with heads ablated, of a patched run, and the lens
 *     after every layer: max abs diff <= 1e-3 (as test_forward's logits);
 * and the invariants, bit for bit:
 *   - the lens after the last layer is the prediction;
 *   - patching after the last layer gives the second input's logits;
 *   - patching from the same input changes nothing;
 *   - ablating a head whose output projection columns are already zero (so
 *     that it contributes nothing) changes nothing. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "golden.h"
#include "engine/forward.h"

enum { MAXH = 8 };

typedef struct causal_golden {
	int T, ids[GOLDEN_MAXT];
	int nab, ab_layer[MAXH], ab_head[MAXH];
	int V;
	double *ablated, *patched, *lens; /* [V], [V], [L][V] */
	int pT, pids[GOLDEN_MAXT], player, nlens;
} causal_golden;

static int read_ints(FILE *f, int *n, int *v, int max)
{
	if (fscanf(f, "%d", n) != 1 || *n < 0 || *n > max)
		return -1;
	for (int i = 0; i < *n; i++)
		if (fscanf(f, "%d", &v[i]) != 1)
			return -1;
	return 0;
}

static int causal_read(const char *path, causal_golden *g)
{
	memset(g, 0, sizeof *g);
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "cannot open %s\n", path);
		return -1;
	}
	char w[32];
	int n, ok = 1;
	while (ok && fscanf(f, "%31s", w) == 1 && strcmp(w, "end") != 0) {
		if (strcmp(w, "ids") == 0) {
			ok = read_ints(f, &g->T, g->ids, GOLDEN_MAXT) == 0;
		} else if (strcmp(w, "patch_ids") == 0) {
			ok = read_ints(f, &g->pT, g->pids, GOLDEN_MAXT) == 0;
		} else if (strcmp(w, "patch_layer") == 0) {
			ok = fscanf(f, "%d", &g->player) == 1;
		} else if (strcmp(w, "ablate") == 0) {
			ok = fscanf(f, "%d", &g->nab) == 1 && g->nab >= 0 && g->nab <= MAXH;
			for (int i = 0; ok && i < g->nab; i++)
				ok = fscanf(f, "%d %d", &g->ab_layer[i], &g->ab_head[i]) == 2;
		} else if (strcmp(w, "ablated") == 0 || strcmp(w, "patched") == 0) {
			ok = fscanf(f, "%d", &g->V) == 1 && g->V > 0;
			double *v = ok ? golden_doubles(f, (size_t)g->V) : NULL;
			ok = v != NULL;
			*(w[0] == 'a' ? &g->ablated : &g->patched) = v;
		} else if (strcmp(w, "lens") == 0) {
			ok = fscanf(f, "%d %d", &g->nlens, &n) == 2 && n == g->V &&
			     (g->lens = golden_doubles(f, (size_t)g->nlens * n)) != NULL;
		} else {
			ok = 0;
		}
	}
	fclose(f);
	if (!ok || !g->ablated || !g->patched || !g->lens)
		fprintf(stderr, "%s: malformed\n", path);
	return ok && g->ablated && g->patched && g->lens ? 0 : -1;
}

static double maxdiff(const float *a, const double *b, int n)
{
	double worst = 0;
	for (int i = 0; i < n; i++)
		if (fabs(a[i] - b[i]) > worst)
			worst = fabs(a[i] - b[i]);
	return worst;
}

/* ablation masks for the heads in (layer[i], head[i]) */
static bool **masks(const model_config *c, int n, const int *layer, const int *head)
{
	bool **ab = calloc((size_t)c->num_layers, sizeof *ab);
	for (int i = 0; i < n; i++) {
		if (!ab[layer[i]])
			ab[layer[i]] = calloc((size_t)fwd_layer_heads(c, layer[i]), sizeof(bool));
		ab[layer[i]][head[i]] = true;
	}
	return ab;
}

static void masks_free(const model_config *c, bool **ab)
{
	for (int i = 0; i < c->num_layers; i++)
		free(ab[i]);
	free(ab);
}

/* the last position's stream after `layer` of ids */
static float *stream_after(const model *m, const int *ids, int T, int layer)
{
	fwd_options o;
	fwd_options_init(&o);
	o.residuals = true;
	fwd_result r;
	errbuf e;
	if (fwd_run(m, ids, T, &o, &r, &e) != 0) {
		CHECK(0, "fwd_run: %s", e.msg);
		return NULL;
	}
	int H = m->cfg.hidden_size;
	float *row = malloc((size_t)H * sizeof(float));
	memcpy(row, r.resid + ((size_t)(layer + 1) * T + (T - 1)) * H, (size_t)H * sizeof(float));
	fwd_result_free(&r);
	return row;
}

/* logits of ids with the stream after `layer` replaced by row (row NULL: plain) */
static int run_patched(const model *m, const int *ids, int T, int layer, const float *row,
	fwd_result *r)
{
	fwd_options o;
	fwd_options_init(&o);
	o.patch_layer = layer;
	o.patch_row = row;
	errbuf e;
	int rc = fwd_run(m, ids, T, &o, r, &e);
	CHECK(rc == 0, "fwd_run: %s", e.msg);
	return rc;
}

static void against_reference(const char *dir, const char *name)
{
	char path[512];
	snprintf(path, sizeof path, "%s/causal.txt", dir);
	causal_golden g;
	if (causal_read(path, &g)) {
		CHECK(0, "%s: cannot read causal.txt", name);
		return;
	}
	golden unused = {0};
	model m;
	if (golden_model(dir, name, &unused, &m))
		return;
	const model_config *c = &m.cfg;
	errbuf e;
	CHECK(g.V == c->vocab_size, "%s: vocabulary %d vs %d", name, g.V, c->vocab_size);

	/* ablation */
	bool **ab = masks(c, g.nab, g.ab_layer, g.ab_head);
	fwd_options o;
	fwd_options_init(&o);
	o.ablate = (const bool *const *)ab;
	fwd_result r;
	if (fwd_run(&m, g.ids, g.T, &o, &r, &e) == 0) {
		double d = maxdiff(r.logits, g.ablated, g.V);
		CHECK(d <= 1e-3, "%s: ablated logits differ by %g", name, d);
		fwd_result plain;
		fwd_options_init(&o);
		if (fwd_run(&m, g.ids, g.T, &o, &plain, &e) == 0) {
			/* the golden ablation must matter, or the test proves nothing */
			double moved = maxdiff(plain.logits, g.ablated, g.V);
			CHECK(moved > 1e-2, "%s: ablation changed the logits by only %g", name, moved);
			fwd_result_free(&plain);
		}
		fwd_result_free(&r);
	} else {
		CHECK(0, "%s: ablated run: %s", name, e.msg);
	}
	masks_free(c, ab);

	/* patching */
	float *row = stream_after(&m, g.pids, g.pT, g.player);
	if (row && run_patched(&m, g.ids, g.T, g.player, row, &r) == 0) {
		double d = maxdiff(r.logits, g.patched, g.V);
		CHECK(d <= 1e-3, "%s: patched logits differ by %g", name, d);
		fwd_result_free(&r);
	}
	free(row);

	/* the lens after every layer; the last one is the prediction, bit for bit */
	fwd_options_init(&o);
	o.residuals = true;
	if (fwd_run(&m, g.ids, g.T, &o, &r, &e) == 0) {
		int H = c->hidden_size;
		float *lg = malloc((size_t)g.V * sizeof(float));
		CHECK(g.nlens == c->num_layers, "%s: %d lens rows", name, g.nlens);
		for (int l = 0; l < c->num_layers && l < g.nlens; l++) {
			fwd_lens(&m, r.resid + ((size_t)(l + 1) * g.T + g.T - 1) * H, 1, FWD_F32, lg);
			double d = maxdiff(lg, g.lens + (size_t)l * g.V, g.V);
			CHECK(d <= 1e-3, "%s: lens after layer %d differs by %g", name, l, d);
			if (l == c->num_layers - 1)
				CHECK(memcmp(lg, r.logits, (size_t)g.V * sizeof(float)) == 0,
					"%s: the lens after the last layer is not the prediction", name);
		}
		free(lg);
		fwd_result_free(&r);
	}

	/* patching after the last layer: the second input's logits; from the
	 * same input: nothing changes */
	int last = c->num_layers - 1;
	row = stream_after(&m, g.pids, g.pT, last);
	fwd_result second, patched;
	if (row && run_patched(&m, g.pids, g.pT, -1, NULL, &second) == 0) {
		if (run_patched(&m, g.ids, g.T, last, row, &patched) == 0) {
			CHECK(memcmp(patched.logits, second.logits, (size_t)g.V * sizeof(float)) == 0,
				"%s: patched after the last layer is not the second input", name);
			fwd_result_free(&patched);
		}
		fwd_result_free(&second);
	}
	free(row);
	for (int L = 0; L < c->num_layers; L++) {
		row = stream_after(&m, g.ids, g.T, L);
		fwd_result plain;
		if (row && run_patched(&m, g.ids, g.T, -1, NULL, &plain) == 0) {
			if (run_patched(&m, g.ids, g.T, L, row, &patched) == 0) {
				CHECK(memcmp(patched.logits, plain.logits, (size_t)g.V * sizeof(float)) == 0,
					"%s: patching layer %d from the same input changed the logits", name, L);
				fwd_result_free(&patched);
			}
			fwd_result_free(&plain);
		}
		free(row);
	}
	model_free(&m);
	free(g.ablated);
	free(g.patched);
	free(g.lens);
}

/* A head whose output projection columns are zero contributes nothing, so
 * ablating it changes nothing. The loader maps the weights read-only: the
 * test points the projection at a zeroed copy (before any panels exist). */
static void silent_head(const char *dir, const char *name)
{
	model m;
	errbuf e;
	if (model_load(&m, dir, &e)) {
		CHECK(0, "%s: %s", name, e.msg);
		return;
	}
	const model_config *c = &m.cfg;
	for (int L = 0; L < c->num_layers; L++) {
		layer_weights *lw = &m.w.layers[L];
		tensor *proj = c->layer_is_linear[L] ? &lw->out_proj : &lw->o_proj;
		int width = c->layer_is_linear[L] ? c->lin_v_dim : c->head_dim;
		int j = fwd_layer_heads(c, L) - 1;
		size_t esz = proj->dtype == DT_F32 ? 4 : 2;
		size_t rows = (size_t)proj->shape[0], cols = (size_t)proj->shape[1];
		char *copy = malloc(rows * cols * esz);
		memcpy(copy, proj->data, rows * cols * esz);
		for (size_t o = 0; o < rows; o++)
			memset(copy + (o * cols + (size_t)j * width) * esz, 0, (size_t)width * esz);
		const void *orig = proj->data;
		proj->data = copy;
		fwd_result plain, abl;
		if (run_patched(&m, (int[]){ 3, 1, 4, 1, 5, 9, 2, 6 }, 8, -1, NULL, &plain) == 0) {
			int lay[1] = { L }, hd[1] = { j };
			bool **ab = masks(c, 1, lay, hd);
			fwd_options o;
			fwd_options_init(&o);
			o.ablate = (const bool *const *)ab;
			if (fwd_run(&m, (int[]){ 3, 1, 4, 1, 5, 9, 2, 6 }, 8, &o, &abl, &e) == 0) {
				CHECK(memcmp(abl.logits, plain.logits, (size_t)c->vocab_size * sizeof(float)) == 0,
					"%s: ablating silent head %d.%d changed the logits", name, L, j);
				fwd_result_free(&abl);
			}
			masks_free(c, ab);
			fwd_result_free(&plain);
		}
		proj->data = orig;
		free(copy);
	}
	model_free(&m);
}

static void each(const char *dir, const char *name)
{
	against_reference(dir, name);
	silent_head(dir, name);
}

int main(void)
{
	return golden_each_fixture(each);
}
