/* The causal views' numbers (src/live/causal.c) on the fixture checkpoints,
 * whose engine results test_causal checks against the PyTorch reference:
 *   - the lens after the last layer is the prediction (ids and
 *     probabilities, bit for bit), and each layer's k ids are in order of
 *     falling probability;
 *   - patching after the last layer gives the source's own prediction and
 *     probability; patching a prompt from itself at any layer gives its own;
 *   - ablating no head changes nothing; ablating a head moves the
 *     probabilities the way a direct ablated pass does (the same bits);
 *   - a cancelled pass returns FWD_CANCELLED with nothing to free. */
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../model/golden.h"
#include "engine/forward.h"
#include "live/causal.h"

static const int P[] = { 11, 0, 29, 7, 7, 7, 12, 33 };
static const int Q[] = { 33, 12, 7 };
enum { NP = 8, NQ = 3 };

static void each(const char *dir, const char *name)
{
	golden g = {0};
	model m;
	if (golden_model(dir, name, &g, &m))
		return;
	const model_config *c = &m.cfg;
	int L = c->num_layers, V = c->vocab_size;
	fwd_options o;
	fwd_options_init(&o);
	errbuf e;
	fwd_result plain;
	if (fwd_run(&m, P, NP, &o, &plain, &e)) {
		CHECK(0, "%s: %s", name, e.msg);
		model_free(&m);
		return;
	}
	int top[CAUSAL_TOP];
	float tp[CAUSAL_TOP];
	int k = fwd_top_k(plain.logits, V, CAUSAL_TOP, top, tp);

	/* the lens */
	lens_data ld;
	CHECK(lens_compute(&ld, &m, P, NP, CAUSAL_TOP, &o, &e) == 0, "%s: lens: %s", name, e.msg);
	CHECK(ld.L == L && ld.k == k, "%s: lens %d layers x %d", name, ld.L, ld.k);
	for (int i = 0; i < k && ld.ids; i++) {
		CHECK(ld.ids[(size_t)(L - 1) * k + i] == top[i], "%s: lens last layer id %d", name, i);
		CHECK(ld.prob[(size_t)(L - 1) * k + i] == tp[i], "%s: lens last layer prob %d", name, i);
	}
	for (int l = 0; l < L && ld.ids; l++) {
		CHECK(ld.linear[l] == c->layer_is_linear[l], "%s: lens layer %d kind", name, l);
		for (int i = 1; i < k; i++)
			CHECK(ld.prob[(size_t)l * k + i] <= ld.prob[(size_t)l * k + i - 1],
				"%s: lens layer %d not in order", name, l);
	}
	lens_free(&ld);

	/* patching */
	patch_data pd;
	CHECK(patch_compute(&pd, &m, P, NP, Q, NQ, &o, &e) == 0, "%s: patch: %s", name, e.msg);
	if (pd.top) {
		CHECK(pd.target_top == top[0] && pd.target_p == tp[0], "%s: patch target", name);
		CHECK(pd.top[L - 1] == pd.source_top && pd.top_p[L - 1] == pd.source_p,
			"%s: patched after the last layer is not the source's prediction", name);
		CHECK(pd.p_source[L - 1] == pd.source_p, "%s: p_source at the last layer", name);
		patch_free(&pd);
	}
	CHECK(patch_compute(&pd, &m, P, NP, P, NP, &o, &e) == 0, "%s: self patch: %s", name, e.msg);
	for (int l = 0; pd.top && l < L; l++)
		CHECK(pd.top[l] == top[0] && pd.top_p[l] == tp[0] && pd.p_target[l] == tp[0],
			"%s: patching from itself after layer %d changed the prediction", name, l);
	patch_free(&pd);

	/* ablation */
	bool **none = calloc((size_t)L, sizeof *none);
	ablate_data ad;
	CHECK(ablate_compute(&ad, &m, P, NP, (const bool *const *)none, &o, &e) == 0, "%s: %s", name, e.msg);
	for (int i = 0; i < ad.k; i++)
		CHECK(ad.before[i] == ad.after[i] && ad.p_before[i] == ad.p_after[i] &&
		      ad.p_before_after[i] == ad.p_before[i], "%s: ablating nothing changed rank %d", name, i);
	int last_full = -1;
	for (int l = 0; l < L; l++)
		if (!c->layer_is_linear[l])
			last_full = l;
	none[last_full] = calloc((size_t)c->num_heads, sizeof(bool));
	for (int h = 0; h < c->num_heads; h++)
		none[last_full][h] = true;
	CHECK(ablate_compute(&ad, &m, P, NP, (const bool *const *)none, &o, &e) == 0, "%s: %s", name, e.msg);
	fwd_options oa = o;
	oa.ablate = (const bool *const *)none;
	fwd_result direct;
	if (fwd_run(&m, P, NP, &oa, &direct, &e) == 0) {
		int at[CAUSAL_TOP];
		float ap[CAUSAL_TOP];
		fwd_top_k(direct.logits, V, ad.k, at, ap);
		for (int i = 0; i < ad.k; i++)
			CHECK(ad.after[i] == at[i] && ad.p_after[i] == ap[i], "%s: ablated rank %d", name, i);
		double moved = 0;
		for (int i = 0; i < ad.k; i++)
			moved += fabs(ad.p_before_after[i] - ad.p_before[i]);
		CHECK(moved > 1e-3, "%s: ablating layer %d changed nothing", name, last_full);
		fwd_result_free(&direct);
	}
	free(none[last_full]);
	free(none);

	/* cancel */
	atomic_int stop = 1;
	o.cancel = &stop;
	CHECK(lens_compute(&ld, &m, P, NP, 3, &o, &e) == FWD_CANCELLED, "%s: lens not cancelled", name);
	CHECK(patch_compute(&pd, &m, P, NP, Q, NQ, &o, &e) == FWD_CANCELLED, "%s: patch not cancelled", name);
	fwd_result_free(&plain);
	model_free(&m);
}

int main(void)
{
	return golden_each_fixture(each);
}
