/* The numbers behind the neuron view and the bank-drift view:
 *   - the worked example's cell (cat, The) by hand from the chapter's
 *     vectors: q = [0.3, 0.9], k = [1.0, 0.2], products 0.30 and 0.18,
 *     raw 0.48, scaled 0.48/√2, weight 1/(1 + e^{(0.90 − 0.48)/√2}), rank 2;
 *     (The, cat) masked;
 *   - a real head (fixture mm_qwen35): the products add up to the captured
 *     raw score, their scaled sum is the captured score, the weight and rank
 *     are the captured row's; the same for a cell of a decoding step (keys
 *     from the cache); the rotated dims are the first rotary_dim;
 *   - drift on the fixture's three prompts ending in token 61: cosines per
 *     layer, the principal-axis shares and coordinates against the PyTorch
 *     reference (tests/model/fixtures/mm_qwen35/drift.txt); cosine exactly 1
 *     at the embedding. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/worked.h"
#include "live/drift.h"
#include "live/capture_derive.h"
#include "live/neuron.h"
#include "engine/forward.h"
#include "loader/model.h"

static int failures;

#define CHECK(cond, ...) do { if (!(cond)) { failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static void test_worked(void)
{
	attn_trace t;
	if (worked_trace(&t, true) != 0) {
		CHECK(0, "worked_trace");
		return;
	}
	neuron_cell nc;
	errbuf e;
	CHECK(neuron_from_trace(&nc, &t, 1, 0, &e) == 0, "worked cell: %s", e.msg);
	double r2 = sqrt(2.0);
	double w0 = 1 / (1 + exp((0.90 - 0.48) / r2));
	CHECK(nc.dim == 2 && nc.rotary == 0 && !nc.masked, "worked: dims / rotary / mask");
	CHECK(fabs(nc.prod[0] - 0.30) < 1e-12 && fabs(nc.prod[1] - 0.18) < 1e-12,
		"worked products %g %g", nc.prod[0], nc.prod[1]);
	CHECK(fabs(nc.raw - 0.48) < 1e-12 && fabs(nc.scaled - 0.48 / r2) < 1e-12, "worked raw %g", nc.raw);
	CHECK(fabs(nc.weight - w0) < 1e-12 && nc.rank == 2 && nc.n == 2, "worked weight %g rank %d",
		nc.weight, nc.rank);
	CHECK(nc.order[0] == 0 && nc.order[1] == 1 && nc.pos == nc.raw && nc.neg == 0, "worked order");
	neuron_free(&nc);
	CHECK(neuron_from_trace(&nc, &t, 0, 1, &e) == 0 && nc.masked && nc.weight == 0 &&
		fabs(nc.raw - 0.48) < 1e-12 && isinf(nc.row_scaled[1]), "worked (The, cat): masked");
	neuron_free(&nc);
	CHECK(neuron_from_trace(&nc, &t, 2, 0, &e) == -1 && strstr(e.msg, "outside"), "worked range");
	attn_trace_free(&t);
}

/* every cell (i, j) of every head of every full-attention layer of r */
static void check_cells(const model *m, fwd_result *r, const char *what)
{
	const model_config *c = &m->cfg;
	live_capture_derive(c, r, 1); /* the raw products the cell read-out shows */
	double worst = 0;
	int cells = 0;
	for (int l = 0; l < c->num_layers; l++) {
		if (c->layer_is_linear[l])
			continue;
		const fwd_attn_capture *a = &r->layers[l].attn;
		for (int h = 0; h < c->num_heads; h++)
			for (int i = r->past; i < r->span; i++)
				for (int j = 0; j < r->span; j++) {
					neuron_cell nc;
					errbuf e;
					if (neuron_from_capture(&nc, c, a, r->T, r->past, h, i, j, &e) != 0) {
						CHECK(0, "%s: cell: %s", what, e.msg);
						continue;
					}
					size_t k = ((size_t)h * r->T + (i - r->past)) * r->span + j;
					double scale = 1 + fabs(a->raw[k]);
					worst = fmax(worst, fabs(nc.raw - a->raw[k]) / scale);
					double sum = 0, rest = 0;
					for (int d = 0; d < nc.dim; d++) {
						sum += nc.prod[d];
						if (d >= nc.rotary)
							rest += nc.prod[d];
					}
					CHECK(fabs(sum - nc.raw) < 1e-9 * scale && fabs(nc.pos + nc.neg - nc.raw) < 1e-9 * scale &&
						fabs(nc.rot_sum + rest - nc.raw) < 1e-9 * scale, "%s: sums", what);
					CHECK(nc.masked == (j > i) && nc.weight == a->weights[k], "%s: mask/weight", what);
					if (j <= i)
						CHECK(fabs(nc.scaled - a->scores[k]) <= 1e-5 * (1 + fabs(a->scores[k])),
							"%s: scaled %g vs captured %g", what, nc.scaled, a->scores[k]);
					int rank = 1;
					for (int u = 0; u < r->span; u++)
						rank += a->weights[k - j + u] > nc.weight;
					CHECK(nc.rank == rank && nc.rotary == c->rotary_dim, "%s: rank", what);
					for (int d = 1; d < nc.dim; d++)
						CHECK(fabs(nc.prod[nc.order[d - 1]]) >= fabs(nc.prod[nc.order[d]]),
							"%s: order", what);
					neuron_free(&nc);
					cells++;
				}
	}
	CHECK(cells > 0 && worst <= 1e-5, "%s: %d cells, products vs captured raw %g", what, cells, worst);
	printf("%s: %d cells, Σ products vs the captured raw score: %.3g\n", what, cells, worst);
}

static void test_real(const model *m)
{
	const model_config *c = &m->cfg;
	static const int ids[] = { 3, 17, 42, 0, 79, 5, 5, 61, 30 };
	int N = 9;
	bool *all = calloc((size_t)c->num_layers, sizeof(bool));
	for (int l = 0; l < c->num_layers; l++)
		all[l] = true;
	fwd_options o;
	fwd_options_init(&o);
	o.capture = all;
	fwd_result r;
	errbuf e;
	if (fwd_run(m, ids, N, &o, &r, &e) == 0) {
		check_cells(m, &r, "prefill");
		neuron_cell nc;
		int full = c->layer_is_linear[0] ? 1 : 0;
		CHECK(neuron_from_capture(&nc, c, &r.layers[full].attn, N, 0, c->num_heads, 0, 0, &e) == -1,
			"head out of range accepted");
		CHECK(neuron_from_capture(&nc, c, &r.layers[full].attn, N, 0, 0, N, 0, &e) == -1,
			"row out of range accepted");
		fwd_result_free(&r);
	} else {
		CHECK(0, "prefill: %s", e.msg);
	}
	/* a decoding step: one new row over the cached keys */
	fwd_cache *kv = fwd_cache_new(m, N, &e);
	o.cache = kv;
	o.capture = NULL;
	if (kv && fwd_run(m, ids, N - 1, &o, &r, &e) == 0) {
		fwd_result_free(&r);
		o.capture = all;
		if (fwd_run(m, ids + N - 1, 1, &o, &r, &e) == 0) {
			CHECK(r.past == N - 1, "step past %d", r.past);
			check_cells(m, &r, "decode step");
			fwd_result_free(&r);
		}
	}
	fwd_cache_free(kv);
	free(all);
}

static double *read_list(FILE *f, const char *word, int *rows, int *cols)
{
	char w[32];
	if (fscanf(f, "%31s %d %d", w, rows, cols) != 3 || strcmp(w, word) != 0)
		return NULL;
	double *v = malloc(sizeof(double) * (size_t)*rows * *cols);
	for (int i = 0; i < *rows * *cols; i++)
		if (fscanf(f, "%lf", &v[i]) != 1) {
			free(v);
			return NULL;
		}
	return v;
}

static void test_drift(const model *m, const char *dir)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/drift.txt", dir);
	FILE *f = fopen(path, "r");
	if (!f) {
		CHECK(0, "cannot open %s", path);
		return;
	}
	int np, T[DRIFT_N], buf[DRIFT_N][64];
	const int *ids[DRIFT_N];
	char w[32];
	CHECK(fscanf(f, "%31s %d", w, &np) == 2 && strcmp(w, "prompts") == 0 && np == DRIFT_N,
		"drift.txt: prompts");
	for (int p = 0; p < DRIFT_N; p++) {
		if (fscanf(f, "%d", &T[p]) != 1 || T[p] < 1 || T[p] > 64)
			T[p] = 1;
		for (int t = 0; t < T[p]; t++)
			if (fscanf(f, "%d", &buf[p][t]) != 1)
				buf[p][t] = 0;
		ids[p] = buf[p];
	}
	int nr, nc2, vr, vc, xr, xc;
	double *cos = read_list(f, "cos", &nr, &nc2);
	double *var = read_list(f, "var", &vr, &vc);
	double *xy = read_list(f, "xy", &xr, &xc);
	fclose(f);
	const model_config *c = &m->cfg;
	int P = c->num_layers + 1;
	if (!cos || !var || !xy || nr != P || nc2 != 3 || xr != 3 * P || xc != 2) {
		CHECK(0, "drift.txt: malformed");
		free(cos);
		free(var);
		free(xy);
		return;
	}
	drift_data d;
	errbuf e;
	if (drift_compute(&d, m, ids, T, NULL, &e) != 0) {
		CHECK(0, "drift_compute: %s", e.msg);
		free(cos);
		free(var);
		free(xy);
		return;
	}
	CHECK(d.same_last && d.L == c->num_layers && d.H == c->hidden_size, "drift: shapes");
	for (int l = 0; l < c->num_layers; l++)
		CHECK(d.linear[l] == c->layer_is_linear[l], "drift: layer kinds");
	double dc = 0, dx = 0;
	for (int k = 0; k < DRIFT_PAIRS; k++)
		CHECK(d.cos[k] == 1.0, "drift: cosine at the embedding %.17g, not 1", d.cos[k]);
	for (int i = 0; i < P * 3; i++)
		dc = fmax(dc, fabs(d.cos[i] - cos[i]));
	for (int i = 0; i < 3 * P * 2; i++)
		dx = fmax(dx, fabs(d.xy[i] - xy[i]));
	double dv = fmax(fabs(d.var[0] - var[0]), fabs(d.var[1] - var[1]));
	CHECK(dc <= 1e-5, "drift: cosines vs the reference %g", dc);
	CHECK(dv <= 1e-4 && dx <= 1e-4, "drift: projection vs the reference: shares %g, points %g", dv, dx);
	printf("drift: cosines vs reference %.3g, variance shares %.3g, 2-D points %.3g\n", dc, dv, dx);
	drift_free(&d);
	free(cos);
	free(var);
	free(xy);
}

int main(void)
{
	const char *src = getenv("top_srcdir");
	if (!src)
		src = ".";
	test_worked();
	char dir[2048];
	snprintf(dir, sizeof dir, "%s/tests/model/fixtures/mm_qwen35", src);
	model m;
	errbuf e;
	if (model_load(&m, dir, &e) != 0) {
		CHECK(0, "model_load: %s", e.msg);
	} else {
		test_real(&m);
		test_drift(&m, dir);
		model_free(&m);
	}
	if (failures)
		fprintf(stderr, "%d failures\n", failures);
	return failures ? 1 : 0;
}
