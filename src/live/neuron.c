/* The neuron view's numbers (neuron.h). */
#include "live/neuron.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util/error.h"

static void alloc_cell(neuron_cell *nc, int dim, int n)
{
	memset(nc, 0, sizeof *nc);
	nc->dim = dim;
	nc->n = n;
	nc->q = xcalloc((size_t)dim, sizeof(double));
	nc->k = xcalloc((size_t)dim, sizeof(double));
	nc->prod = xcalloc((size_t)dim, sizeof(double));
	nc->order = xcalloc((size_t)dim, sizeof(int));
	nc->row_scaled = xcalloc((size_t)n, sizeof(double));
	nc->row_weights = xcalloc((size_t)n, sizeof(double));
}

/* a before b in the order of sizes: larger |prod|, or the same and lower c */
static bool larger(const double *prod, int a, int b)
{
	double fa = fabs(prod[a]), fb = fabs(prod[b]);
	return fa > fb || (fa == fb && a < b);
}

/* prod, raw, pos/neg, rot_sum, order from q and k; weight and rank from the row */
static void finish(neuron_cell *nc)
{
	nc->raw = nc->pos = nc->neg = nc->rot_sum = 0;
	for (int c = 0; c < nc->dim; c++) {
		double p = nc->q[c] * nc->k[c];
		nc->prod[c] = p;
		nc->raw += p;
		if (p > 0)
			nc->pos += p;
		else
			nc->neg += p;
		if (c < nc->rotary)
			nc->rot_sum += p;
		/* insertion into order[0..c], sorted by size (d_head is at most a few hundred) */
		int at = c;
		while (at > 0 && larger(nc->prod, c, nc->order[at - 1])) {
			nc->order[at] = nc->order[at - 1];
			at--;
		}
		nc->order[at] = c;
	}
	nc->scaled = nc->raw / sqrt((double)nc->dim);
	nc->weight = nc->row_weights[nc->j];
	nc->rank = 1;
	for (int u = 0; u < nc->n; u++)
		if (nc->row_weights[u] > nc->weight)
			nc->rank++;
}

int neuron_from_capture(neuron_cell *nc, const model_config *c, const fwd_attn_capture *a,
	int T, int past, int head, int i, int j, errbuf *e)
{
	int span = past + T, hd = c->head_dim;
	if (head < 0 || head >= c->num_heads)
		return errf(e, "neuron: head %d (the layer has %d)", head, c->num_heads);
	if (i < past || i >= span || j < 0 || j >= span)
		return errf(e, "neuron: cell (%d, %d) outside the captured rows %d..%d", i, j, past,
			span - 1);
	int m = head / (c->num_heads / c->num_kv_heads); /* GQA: the head's KV group */
	int t = i - past;
	alloc_cell(nc, hd, span);
	nc->i = i;
	nc->j = j;
	nc->rotary = c->rotary_dim;
	nc->masked = j > i;
	const float *q = a->q + ((size_t)head * T + t) * hd;
	const float *k = a->k + ((size_t)m * span + j) * hd;
	for (int d = 0; d < hd; d++) {
		nc->q[d] = q[d];
		nc->k[d] = k[d];
	}
	size_t row = ((size_t)head * T + t) * span;
	for (int u = 0; u < span; u++) {
		nc->row_scaled[u] = a->scores[row + u];
		nc->row_weights[u] = a->weights[row + u];
	}
	finish(nc);
	return 0;
}

int neuron_from_trace(neuron_cell *nc, const attn_trace *t, int i, int j, errbuf *e)
{
	if (i < 0 || i >= t->n || j < 0 || j >= t->n)
		return errf(e, "neuron: cell (%d, %d) outside the %d × %d example", i, j, t->n, t->n);
	int d = t->d_head;
	alloc_cell(nc, d, t->n);
	nc->i = i;
	nc->j = j;
	nc->masked = t->causal && j > i;
	for (int c = 0; c < d; c++) {
		nc->q[c] = t->q[(size_t)i * d + c];
		nc->k[c] = t->k[(size_t)j * d + c];
	}
	for (int u = 0; u < t->n; u++) {
		nc->row_scaled[u] = t->masked[(size_t)i * t->n + u];
		nc->row_weights[u] = t->weights[(size_t)i * t->n + u];
	}
	finish(nc);
	return 0;
}

void neuron_free(neuron_cell *nc)
{
	free(nc->q);
	free(nc->k);
	free(nc->prod);
	free(nc->order);
	free(nc->row_scaled);
	free(nc->row_weights);
	memset(nc, 0, sizeof *nc);
}
