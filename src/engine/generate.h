/* Generation: a prompt, then one token at a time, each chosen by the sampler
 * from the last logits and fed back through the forward pass with a cache
 * (so each new token costs one token's work).
 *
 *     generator g;
 *     gen_init(&g, &m, max_tokens, &opts, &params, &e);   opts: threads, capture...
 *     fwd_result r;
 *     gen_prompt(&g, ids, T, &r, &e);       the prompt's pass (r as fwd_run's)
 *     fwd_result_free(&r);
 *     for (...) {
 *         int id = gen_pick(&g);            g.probs[V]: the distribution it came from
 *         gen_feed(&g, id, &r, &e);         its pass: captured rows of position len-1
 *         fwd_result_free(&r);
 *     }
 *     gen_free(&g);
 *
 * gen_pick may be called again without a feed (another draw from the same
 * logits, e.g. after gen_set_params). */
#ifndef ATTN_ENGINE_GENERATE_H
#define ATTN_ENGINE_GENERATE_H

#include "engine/forward.h"
#include "engine/sample.h"

typedef struct generator {
	const model *m;
	fwd_cache *kv;
	fwd_options o;      /* the caller's options, with the cache */
	sampler s;
	int V;
	bool ready;         /* logits holds the next position's logits */
	float *logits;      /* [V] */
	float *probs;       /* [V] the distribution of the last pick */
	int kept;           /* how many tokens it keeps */
	float prob;         /* the last pick's probability in it */
} generator;

/* Room for max_tokens positions (prompt and new tokens). 0, or -1 with e. */
int gen_init(generator *g, const model *m, int max_tokens, const fwd_options *o,
	const sample_params *p, errbuf *e);
void gen_free(generator *g);
/* Change the sampling (the random sequence goes on). */
void gen_set_params(generator *g, const sample_params *p);
/* Start over with a prompt. r receives the pass (free it with fwd_result_free).
 * 0, FWD_CANCELLED or -1. */
int gen_prompt(generator *g, const int *ids, int T, fwd_result *r, errbuf *e);
/* The next token from the current logits; fills probs, kept and prob. */
int gen_pick(generator *g);
/* Append a token (normally the one just picked). 0, FWD_CANCELLED or -1;
 * after a failure the sequence must start again with gen_prompt. */
int gen_feed(generator *g, int id, fwd_result *r, errbuf *e);
/* id is one of the model's end-of-text tokens (config eos_token_id and
 * generation_config.json's): the text ends with it. */
bool gen_is_eot(const generator *g, int id);
/* Positions in the sequence so far. */
int gen_len(const generator *g);

#endif
