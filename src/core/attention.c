#include "core/attention.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void attn_softmax_row(const double *in, double *out, int n)
{
	double max = -INFINITY, sum = 0.0;

	/* Subtracting the row maximum m leaves softmax unchanged,
	 *   exp(x_j − m) / Σ_k exp(x_k − m) = exp(x_j) / Σ_k exp(x_k),
	 * and keeps every exponent ≤ 0, so nothing overflows. */
	for (int j = 0; j < n; j++)
		if (in[j] > max)
			max = in[j];
	if (max == -INFINITY) {
		/* Every entry masked: no key to attend to. */
		for (int j = 0; j < n; j++)
			out[j] = 0.0;
		return;
	}
	for (int j = 0; j < n; j++) {
		/* A masked entry is exactly 0, not exp(−huge). */
		out[j] = in[j] == -INFINITY ? 0.0 : exp(in[j] - max);
		sum += out[j];
	}
	for (int j = 0; j < n; j++)
		out[j] /= sum;
}

bool attn_mask_allows(int i, int j)
{
	/* Causal: token i may look at tokens 0…i, never ahead. */
	return j <= i;
}

/* out (n × m) = a (n × k) · b (k × m), all row-major. */
static void matmul(double *out, const double *a, const double *b, int n, int k, int m)
{
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			double s = 0.0;
			for (int t = 0; t < k; t++)
				s += a[i * k + t] * b[t * m + j];
			out[i * m + j] = s;
		}
}

void attn_trace_free(attn_trace *t)
{
	if (!t)
		return;
	free(t->x);
	free(t->q);
	free(t->k);
	free(t->v);
	free(t->scores);
	free(t->scaled);
	free(t->masked);
	free(t->weights);
	free(t->out);
	free(t->resid);
	memset(t, 0, sizeof *t);
}

int attn_trace_compute(attn_trace *t, const double *x, int n, int d_model,
		       const double *wq, const double *wk, const double *wv,
		       int d_head, bool causal)
{
	memset(t, 0, sizeof *t);
	if (n < 1 || d_model < 1 || d_head < 1 || n > 4096 || d_model > 65536 ||
	    d_head > 65536 || !x || !wq || !wk || !wv)
		return -1;

	size_t nd = (size_t)n * (size_t)d_head, nn = (size_t)n * (size_t)n;
	size_t nx = (size_t)n * (size_t)d_model;
	t->n = n;
	t->d_model = d_model;
	t->d_head = d_head;
	t->causal = causal;
	t->x = malloc(nx * sizeof *t->x);
	t->q = malloc(nd * sizeof *t->q);
	t->k = malloc(nd * sizeof *t->k);
	t->v = malloc(nd * sizeof *t->v);
	t->scores = malloc(nn * sizeof *t->scores);
	t->scaled = malloc(nn * sizeof *t->scaled);
	t->masked = malloc(nn * sizeof *t->masked);
	t->weights = malloc(nn * sizeof *t->weights);
	t->out = malloc(nd * sizeof *t->out);
	if (d_head == d_model)
		t->resid = malloc(nx * sizeof *t->resid);
	if (!t->x || !t->q || !t->k || !t->v || !t->scores || !t->scaled ||
	    !t->masked || !t->weights || !t->out ||
	    (d_head == d_model && !t->resid)) {
		attn_trace_free(t);
		return -1;
	}
	memcpy(t->x, x, nx * sizeof *t->x);

	/* Q = X·Wq, K = X·Wk, V = X·Wv: each row of X (one token) times the
	 * same d_model × d_head matrix. */
	matmul(t->q, x, wq, n, d_model, d_head);
	matmul(t->k, x, wk, n, d_model, d_head);
	matmul(t->v, x, wv, n, d_model, d_head);

	/* S[i][j] = q_i · k_j = Σ_c Q[i][c]·K[j][c]   (S = Q·Kᵀ) */
	double scale = sqrt((double)d_head);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			double s = 0.0;
			for (int c = 0; c < d_head; c++)
				s += t->q[i * d_head + c] * t->k[j * d_head + c];
			t->scores[i * n + j] = s;
			/* Z = S / √d_head */
			t->scaled[i * n + j] = s / scale;
			/* M = Z, with −∞ where token i may not see token j */
			t->masked[i * n + j] = causal && !attn_mask_allows(i, j) ?
				-INFINITY : s / scale;
		}

	/* P = softmax of each row of M */
	for (int i = 0; i < n; i++)
		attn_softmax_row(t->masked + i * n, t->weights + i * n, n);

	/* O = P·V: token i's new vector is Σ_j P[i][j]·v_j */
	matmul(t->out, t->weights, t->v, n, n, d_head);

	/* R = X + O: attention adds a delta to the residual stream */
	if (t->resid)
		for (size_t c = 0; c < nx; c++)
			t->resid[c] = x[c] + t->out[c];
	return 0;
}
