/* The block-by-block softmax of online_softmax.h. */
#include "core/online_softmax.h"

#include <math.h>

/* Six keys whose largest score arrives in the second block of two, so the
 * rescaling happens once at that size; the values are whole numbers so
 * that the weighted sums can be checked with pencil and paper. */
const double online_scores[ONLINE_N] = {1, 3, 2, 5, 0, 4};
const double online_values[ONLINE_N][ONLINE_D] = {
	{1, 0}, {0, 1}, {1, 1}, {2, 0}, {0, 2}, {1, -1},
};

int online_block_size(int k)
{
	static const int sizes[ONLINE_SIZES] = {1, 2, 3, 6};
	return sizes[k < 0 ? 0 : k >= ONLINE_SIZES ? ONLINE_SIZES - 1 : k];
}

void online_demo_compute(online_demo *d, int block)
{
	if (block < 1)
		block = 1;
	if (block > ONLINE_N)
		block = ONLINE_N;
	d->block = block;
	d->n_blocks = 0;
	double m = -INFINITY, l = 0, acc[ONLINE_D] = {0};
	for (int first = 0; first < ONLINE_N; first += block) {
		online_block *b = &d->b[d->n_blocks++];
		b->first = first;
		b->n = first + block <= ONLINE_N ? block : ONLINE_N - first;
		b->block_max = -INFINITY;
		for (int j = first; j < first + b->n; j++)
			b->block_max = fmax(b->block_max, online_scores[j]);
		/* m_new = max(m_old, max_j s_j); the old sums are rescaled by
		 * e^(m_old − m_new) (1 when the maximum stays, and nothing to
		 * rescale before the first block) */
		b->m_old = m;
		b->m = fmax(m, b->block_max);
		b->rescale = isinf(m) ? 1 : exp(m - b->m);
		l *= b->rescale;
		for (int k = 0; k < ONLINE_D; k++)
			acc[k] *= b->rescale;
		/* ℓ += Σ e^(s_j − m_new),  acc += Σ e^(s_j − m_new) · v_j */
		for (int j = first; j < first + b->n; j++) {
			double e = exp(online_scores[j] - b->m);
			l += e;
			for (int k = 0; k < ONLINE_D; k++)
				acc[k] += e * online_values[j][k];
		}
		m = b->m;
		b->l = l;
		for (int k = 0; k < ONLINE_D; k++) {
			b->acc[k] = acc[k];
			b->out[k] = acc[k] / l; /* out = acc / ℓ */
		}
	}
	/* the same in one go: w_j = e^(s_j − max s) / Σ_i e^(s_i − max s), out = Σ w_j v_j */
	double mx = -INFINITY, sum = 0;
	for (int j = 0; j < ONLINE_N; j++)
		mx = fmax(mx, online_scores[j]);
	for (int j = 0; j < ONLINE_N; j++)
		sum += d->direct_w[j] = exp(online_scores[j] - mx);
	for (int k = 0; k < ONLINE_D; k++)
		d->direct[k] = 0;
	for (int j = 0; j < ONLINE_N; j++) {
		d->direct_w[j] /= sum;
		for (int k = 0; k < ONLINE_D; k++)
			d->direct[k] += d->direct_w[j] * online_values[j][k];
	}
	d->max_diff = 0;
	for (int k = 0; k < ONLINE_D; k++)
		d->max_diff = fmax(d->max_diff, fabs(d->b[d->n_blocks - 1].out[k] - d->direct[k]));
}
