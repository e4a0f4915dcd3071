/* Choosing the next token from the logits: greedy, or drawn at random from
 * the distribution that temperature, top-k and top-p (nucleus) leave, with a
 * seeded generator of our own so that the same seed gives the same tokens on
 * every machine.
 *
 * The distribution, for logits l over V tokens:
 *   1. p_i = exp(l_i / τ) / Σ_j exp(l_j / τ)      (τ = temperature; τ = 0 is
 *      greedy, and its distribution is reported at τ = 1)
 *   2. top-k (k > 0): keep the k most probable tokens, renormalise
 *   3. top-p (p < 1): keep the smallest set of most probable tokens whose
 *      probabilities (after step 2) add up to at least p, renormalise
 *   Ties in probability go to the lower id. Greedy takes the token of the
 *   largest logit (the first, if several); otherwise u uniform in [0, 1) picks the first id (in id order) at
 *   which the running sum of the kept probabilities exceeds u.
 *
 *     sampler s;
 *     sampler_init(&s, &params);            params from sample_params_init + options
 *     int kept = sampler_dist(&s, logits, V, probs);   probs[V], 0 for dropped ids
 *     int id = sampler_pick(&s, logits, probs, V);
 *     sampler_free(&s);
 */
#ifndef ATTN_ENGINE_SAMPLE_H
#define ATTN_ENGINE_SAMPLE_H

#include <stdbool.h>
#include <stdint.h>

typedef struct sample_params {
	double temperature; /* >= 0; 0 = greedy */
	int top_k;          /* >= 0; 0 = no limit */
	double top_p;       /* (0, 1]; 1 = no limit */
	uint64_t seed;
} sample_params;

/* Greedy, no top-k, no top-p, seed 0. */
void sample_params_init(sample_params *p);
/* NULL when the values are usable, else what is wrong with which one
 * ("temperature must be >= 0", ...), for an error line. */
const char *sample_params_check(const sample_params *p);

typedef struct sample_cand {
	double w;
	int id;
} sample_cand;

typedef struct sampler {
	sample_params p;
	uint64_t rng;   /* splitmix64 state */
	int best;       /* argmax of the last logits (greedy) */
	int cap;        /* scratch for V tokens */
	int *idx;
	double *w;
	sample_cand *cand;
} sampler;

void sampler_init(sampler *s, const sample_params *p);
/* New parameters; the random sequence goes on (the seed is not reapplied). */
void sampler_set(sampler *s, const sample_params *p);
void sampler_free(sampler *s);

/* The distribution the next token is drawn from, into probs[V] (0 for the
 * tokens the filters dropped). Returns how many tokens it keeps (>= 1). */
int sampler_dist(sampler *s, const float *logits, int V, float *probs);
/* The next token, after sampler_dist on the same logits: for greedy the
 * first largest logit (no random number used), else a draw from probs. */
int sampler_pick(sampler *s, const float *probs, int V);

/* The k most probable entries of probs (ties: lower id first), as ids and
 * probabilities; entries of probability 0 are left out. Returns how many. */
int sample_top(const float *probs, int V, int k, int *ids, float *p);

/* splitmix64 (Steele, Lea, Flood 2014): state += 0x9E3779B97F4A7C15, then a
 * mixing of the new state; and a double in [0, 1) from its top 53 bits. */
uint64_t splitmix64(uint64_t *state);
double uniform01(uint64_t *state);

#endif
