/* The sampler of sample.h: softmax at a temperature, top-k, top-p, a seeded
 * draw. Everything in double; the scratch grows to the vocabulary once. */
#include "engine/sample.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util/error.h"

void sample_params_init(sample_params *p)
{
	memset(p, 0, sizeof *p);
	p->top_p = 1.0;
}

const char *sample_params_check(const sample_params *p)
{
	if (!(p->temperature >= 0) || !isfinite(p->temperature))
		return "temperature must be a number >= 0 (0 is greedy)";
	if (p->top_k < 0)
		return "top-k must be >= 0 (0 keeps every token)";
	if (!(p->top_p > 0 && p->top_p <= 1))
		return "top-p must be in (0, 1] (1 keeps every token)";
	return NULL;
}

uint64_t splitmix64(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

double uniform01(uint64_t *state)
{
	return (double)(splitmix64(state) >> 11) * 0x1.0p-53; /* k / 2^53, k < 2^53 */
}

void sampler_init(sampler *s, const sample_params *p)
{
	memset(s, 0, sizeof *s);
	s->p = *p;
	s->rng = p->seed;
}

void sampler_set(sampler *s, const sample_params *p)
{
	s->p = *p;
}

void sampler_free(sampler *s)
{
	free(s->idx);
	free(s->w);
	free(s->cand);
	memset(s, 0, sizeof *s);
}

/* a ranks before b: more weight, or the same and a lower id */
static bool before(const double *w, int a, int b)
{
	return w[a] > w[b] || (w[a] == w[b] && a < b);
}

static int by_weight(const void *x, const void *y)
{
	const sample_cand *a = x, *b = y;
	if (a->w != b->w)
		return a->w > b->w ? -1 : 1;
	return (a->id > b->id) - (a->id < b->id);
}

/* idx[0..n) sorted by weight, heaviest first (ties: lower id), through the
 * (weight, id) pairs qsort can compare without a context pointer */
static void sort_ids(sampler *s, int *idx, int n)
{
	for (int j = 0; j < n; j++) {
		s->cand[j].w = s->w[idx[j]];
		s->cand[j].id = idx[j];
	}
	qsort(s->cand, (size_t)n, sizeof *s->cand, by_weight);
	for (int j = 0; j < n; j++)
		idx[j] = s->cand[j].id;
}

/* The k heaviest ids into idx[0..k), heaviest first: a sorted list kept by
 * insertion (k is small next to V in practice; large k sorts everything). */
static void top_ids(sampler *s, int V, int k, int *idx)
{
	const double *w = s->w;
	if ((long)k * 32 > V) {
		for (int i = 0; i < V; i++)
			idx[i] = i;
		sort_ids(s, idx, V);
		return;
	}
	int n = 0;
	for (int i = 0; i < V; i++) {
		if (n == k && !before(w, i, idx[k - 1]))
			continue;
		int p = n < k ? n++ : k - 1;
		while (p > 0 && before(w, i, idx[p - 1])) {
			idx[p] = idx[p - 1];
			p--;
		}
		idx[p] = i;
	}
}

int sampler_dist(sampler *s, const float *logits, int V, float *probs)
{
	if (V > s->cap) {
		free(s->idx);
		free(s->w);
		free(s->cand);
		s->idx = xmalloc((size_t)V * sizeof *s->idx);
		s->w = xmalloc((size_t)V * sizeof *s->w);
		s->cand = xmalloc((size_t)V * sizeof *s->cand);
		s->cap = V;
	}
	double *w = s->w;
	int *idx = s->idx;
	/* 1. w_i = exp((l_i − max l) / τ) ∝ softmax(l / τ); greedy reports τ = 1 */
	double tau = s->p.temperature > 0 ? s->p.temperature : 1.0;
	float mx = logits[0];
	s->best = 0; /* the greedy choice: the first of the largest logits */
	for (int i = 1; i < V; i++)
		if (logits[i] > mx) {
			mx = logits[i];
			s->best = i;
		}
	for (int i = 0; i < V; i++)
		w[i] = exp(((double)logits[i] - mx) / tau);

	/* the kept tokens: every one (all), or idx[0..n) heaviest first */
	bool all = true;
	int n = V;
	/* 2. top-k */
	if (s->p.top_k > 0 && s->p.top_k < V) {
		n = s->p.top_k;
		top_ids(s, V, n, idx);
		all = false;
	}
	/* 3. top-p: the shortest heaviest-first prefix with Σ w ≥ p · Σ_kept w */
	if (s->p.top_p < 1) {
		double total = 0;
		if (all) {
			for (int i = 0; i < V; i++)
				total += w[i];
			/* Only tokens with w ≥ thr = total·(1 − p)/V can be in the prefix:
			 * the others add up to less than V·thr = total·(1 − p), so the
			 * heavier ones alone reach p·total. Sort just those. */
			double thr = total * (1 - s->p.top_p) / V;
			n = 0;
			for (int i = 0; i < V; i++)
				if (w[i] >= thr)
					idx[n++] = i;
			sort_ids(s, idx, n);
			all = false;
		} else {
			for (int j = 0; j < n; j++)
				total += w[idx[j]];
		}
		double cum = 0, need = s->p.top_p * total;
		for (int j = 0; j < n; j++) {
			cum += w[idx[j]];
			if (cum >= need) {
				n = j + 1;
				break;
			}
		}
	}

	/* renormalise over the kept tokens */
	double total = 0;
	if (all) {
		for (int i = 0; i < V; i++)
			total += w[i];
		for (int i = 0; i < V; i++)
			probs[i] = (float)(w[i] / total);
	} else {
		memset(probs, 0, (size_t)V * sizeof *probs);
		for (int j = 0; j < n; j++)
			total += w[idx[j]];
		for (int j = 0; j < n; j++)
			probs[idx[j]] = (float)(w[idx[j]] / total);
	}
	return n;
}

int sampler_pick(sampler *s, const float *probs, int V)
{
	if (s->p.temperature == 0)
		return s->best; /* greedy: the argmax of the logits sampler_dist saw */
	double total = 0;
	for (int i = 0; i < V; i++)
		total += probs[i];
	double u = uniform01(&s->rng) * total, cum = 0;
	int last = 0;
	for (int i = 0; i < V; i++) {
		if (probs[i] <= 0)
			continue;
		cum += probs[i];
		last = i;
		if (u < cum)
			return i;
	}
	return last; /* u within rounding of the total */
}

int sample_top(const float *probs, int V, int k, int *ids, float *p)
{
	if (k > V)
		k = V;
	int n = 0;
	for (int i = 0; i < V && k > 0; i++) {
		float x = probs[i];
		if (!(x > 0) || (n == k && !(x > probs[ids[n - 1]])))
			continue;
		int at = n < k ? n++ : k - 1;
		while (at > 0 && x > probs[ids[at - 1]]) {
			ids[at] = ids[at - 1];
			at--;
		}
		ids[at] = i;
	}
	for (int j = 0; j < n; j++)
		p[j] = probs[ids[j]];
	return n;
}
