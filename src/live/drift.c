/* The bank-drift view's numbers (drift.h): cosines per layer and a principal
 * component picture of the three trajectories. */
#include "live/drift.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util/error.h"

const int drift_pair[DRIFT_PAIRS][2] = { { 0, 1 }, { 0, 2 }, { 1, 2 } };

static double cosine(const float *a, const float *b, int n)
{
	double ab = 0, aa = 0, bb = 0;
	for (int i = 0; i < n; i++) {
		ab += (double)a[i] * b[i];
		aa += (double)a[i] * a[i];
		bb += (double)b[i] * b[i];
	}
	return aa > 0 && bb > 0 ? ab / sqrt(aa * bb) : 0;
}

/* The top eigenvector of the symmetric n × n matrix G by power iteration
 * (G is a Gram matrix, so positive semi-definite), into v; returns its
 * eigenvalue. The start is fixed (1, 2, ..., n normalised), so the result
 * is the same every run. */
static double top_eigen(const double *G, int n, double *v, double *tmp)
{
	double norm = 0;
	for (int i = 0; i < n; i++) {
		v[i] = 1 + i;
		norm += v[i] * v[i];
	}
	for (int i = 0; i < n; i++)
		v[i] /= sqrt(norm);
	double lambda = 0;
	for (int it = 0; it < 1000; it++) {
		/* tmp = G v, λ = vᵀ G v, v = tmp / |tmp| */
		double l = 0, nn = 0;
		for (int i = 0; i < n; i++) {
			double s = 0;
			for (int j = 0; j < n; j++)
				s += G[(size_t)i * n + j] * v[j];
			tmp[i] = s;
			l += v[i] * s;
			nn += s * s;
		}
		if (nn <= 0)
			return 0;
		double diff = 0;
		for (int i = 0; i < n; i++) {
			double w = tmp[i] / sqrt(nn);
			diff += (w - v[i]) * (w - v[i]);
			v[i] = w;
		}
		lambda = l;
		if (diff < 1e-24)
			break;
	}
	return lambda;
}

void drift_from_vectors(drift_data *d, const model_config *c, float *const x[DRIFT_N],
	const int last_id[DRIFT_N])
{
	memset(d, 0, sizeof *d);
	int L = c->num_layers, H = c->hidden_size, P = L + 1;
	d->L = L;
	d->H = H;
	d->linear = xmalloc(sizeof(bool) * (size_t)L);
	memcpy(d->linear, c->layer_is_linear, sizeof(bool) * (size_t)L);
	for (int p = 0; p < DRIFT_N; p++) {
		d->last_id[p] = last_id[p];
		d->x[p] = xmalloc(sizeof(float) * (size_t)P * H);
		memcpy(d->x[p], x[p], sizeof(float) * (size_t)P * H);
	}
	d->same_last = last_id[0] == last_id[1] && last_id[1] == last_id[2];
	d->cos = xmalloc(sizeof(double) * (size_t)P * DRIFT_PAIRS);
	for (int l = 0; l < P; l++)
		for (int k = 0; k < DRIFT_PAIRS; k++)
			d->cos[(size_t)l * DRIFT_PAIRS + k] = cosine(d->x[drift_pair[k][0]] + (size_t)l * H,
				d->x[drift_pair[k][1]] + (size_t)l * H, H);

	/* PCA of the n = 3(L+1) unit vectors u: centre them (u − mean), take the
	 * Gram matrix G = U Uᵀ (n × n, small next to H), its top two
	 * eigenvectors e1, e2 with eigenvalues λ1, λ2: the coordinates on the
	 * principal axes are √λ · e (the scores U·axis), var = λ / trace G. */
	int n = DRIFT_N * P;
	double *U = xmalloc(sizeof(double) * (size_t)n * H);
	double *mean = xcalloc((size_t)H, sizeof(double));
	for (int p = 0; p < DRIFT_N; p++)
		for (int l = 0; l < P; l++) {
			const float *v = d->x[p] + (size_t)l * H;
			double nn = 0;
			for (int h = 0; h < H; h++)
				nn += (double)v[h] * v[h];
			double inv = nn > 0 ? 1 / sqrt(nn) : 0;
			double *u = U + ((size_t)p * P + l) * H;
			for (int h = 0; h < H; h++) {
				u[h] = v[h] * inv;
				mean[h] += u[h] / n;
			}
		}
	for (int r = 0; r < n; r++)
		for (int h = 0; h < H; h++)
			U[(size_t)r * H + h] -= mean[h];
	double *G = xmalloc(sizeof(double) * (size_t)n * n);
	double trace = 0;
	for (int a = 0; a < n; a++)
		for (int b = 0; b <= a; b++) {
			double s = 0;
			for (int h = 0; h < H; h++)
				s += U[(size_t)a * H + h] * U[(size_t)b * H + h];
			G[(size_t)a * n + b] = G[(size_t)b * n + a] = s;
			if (a == b)
				trace += s;
		}
	d->xy = xcalloc((size_t)n * 2, sizeof(double));
	double *v = xmalloc(sizeof(double) * (size_t)n), *tmp = xmalloc(sizeof(double) * (size_t)n);
	for (int axis = 0; axis < 2; axis++) {
		double lambda = top_eigen(G, n, v, tmp);
		if (lambda < 0)
			lambda = 0;
		/* prompt 0's last point on the positive side */
		double sign = v[P - 1] < 0 ? -1 : 1;
		for (int r = 0; r < n; r++)
			d->xy[(size_t)r * 2 + axis] = sign * sqrt(lambda) * v[r];
		d->var[axis] = trace > 0 ? lambda / trace : 0;
		/* deflate: G ← G − λ v vᵀ, for the next axis */
		for (int a = 0; a < n; a++)
			for (int b = 0; b < n; b++)
				G[(size_t)a * n + b] -= lambda * v[a] * v[b];
	}
	free(tmp);
	free(v);
	free(G);
	free(mean);
	free(U);
}

int drift_compute(drift_data *d, const model *m, const int *const ids[DRIFT_N],
	const int T[DRIFT_N], const fwd_options *o, errbuf *e)
{
	memset(d, 0, sizeof *d);
	const model_config *c = &m->cfg;
	int H = c->hidden_size, P = c->num_layers + 1;
	fwd_options oo;
	if (o)
		oo = *o;
	else
		fwd_options_init(&oo);
	oo.capture = NULL;
	oo.cache = NULL;
	oo.all_logits = false;
	oo.residuals = true;
	float *x[DRIFT_N] = { 0 };
	int last[DRIFT_N];
	int rc = 0;
	for (int p = 0; p < DRIFT_N && rc == 0; p++) {
		fwd_result r;
		rc = fwd_run(m, ids[p], T[p], &oo, &r, e);
		if (rc != 0)
			break;
		/* the last position of each stage: resid[l][T-1] */
		x[p] = xmalloc(sizeof(float) * (size_t)P * H);
		for (int l = 0; l < P; l++)
			memcpy(x[p] + (size_t)l * H, r.resid + ((size_t)l * T[p] + T[p] - 1) * H,
				sizeof(float) * (size_t)H);
		last[p] = ids[p][T[p] - 1];
		fwd_result_free(&r);
	}
	if (rc == 0)
		drift_from_vectors(d, c, x, last);
	for (int p = 0; p < DRIFT_N; p++)
		free(x[p]);
	return rc;
}

void drift_free(drift_data *d)
{
	free(d->linear);
	for (int p = 0; p < DRIFT_N; p++)
		free(d->x[p]);
	free(d->cos);
	free(d->xy);
	memset(d, 0, sizeof *d);
}
