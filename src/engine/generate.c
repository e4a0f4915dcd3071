/* The generation loop's pieces (generate.h): a cache, a sampler, the logits
 * of the next position. */
#include "engine/generate.h"

#include <stdlib.h>
#include <string.h>

#include "util/error.h"

int gen_init(generator *g, const model *m, int max_tokens, const fwd_options *o,
	const sample_params *p, errbuf *e)
{
	memset(g, 0, sizeof *g);
	const char *bad = sample_params_check(p);
	if (bad)
		return errf(e, "sampling: %s", bad);
	g->kv = fwd_cache_new(m, max_tokens, e);
	if (!g->kv)
		return -1;
	g->m = m;
	if (o)
		g->o = *o;
	else
		fwd_options_init(&g->o);
	g->o.cache = g->kv;
	g->o.all_logits = false;
	g->V = m->cfg.vocab_size;
	g->logits = xmalloc((size_t)g->V * sizeof(float));
	g->probs = xcalloc((size_t)g->V, sizeof(float));
	sampler_init(&g->s, p);
	return 0;
}

void gen_free(generator *g)
{
	fwd_cache_free(g->kv);
	sampler_free(&g->s);
	free(g->logits);
	free(g->probs);
	memset(g, 0, sizeof *g);
}

void gen_set_params(generator *g, const sample_params *p)
{
	sampler_set(&g->s, p);
}

static int take(generator *g, int rc, fwd_result *r)
{
	if (rc == 0) {
		memcpy(g->logits, r->logits, (size_t)g->V * sizeof(float));
		g->ready = true;
	} else {
		g->ready = false;
	}
	return rc;
}

int gen_prompt(generator *g, const int *ids, int T, fwd_result *r, errbuf *e)
{
	fwd_cache_clear(g->kv);
	return take(g, fwd_run(g->m, ids, T, &g->o, r, e), r);
}

int gen_pick(generator *g)
{
	if (!g->ready)
		return -1;
	g->kept = sampler_dist(&g->s, g->logits, g->V, g->probs);
	int id = sampler_pick(&g->s, g->probs, g->V);
	g->prob = g->probs[id];
	return id;
}

int gen_feed(generator *g, int id, fwd_result *r, errbuf *e)
{
	int rc = fwd_run(g->m, &id, 1, &g->o, r, e);
	if (rc == -1 && fwd_cache_len(g->kv) > 0) {
		g->ready = true; /* refused before it ran (bad id, full): still usable */
		return rc;
	}
	return take(g, rc, r);
}

int gen_len(const generator *g)
{
	return fwd_cache_len(g->kv);
}

bool gen_is_eot(const generator *g, int id)
{
	const model_config *c = &g->m->cfg;
	for (int k = 0; k < c->n_eos; k++)
		if (c->eos_ids[k] == id)
			return true;
	return false;
}
