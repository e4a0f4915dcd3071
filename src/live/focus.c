/* The layer and head a lesson step opens on (@focus, lessons/FORMAT.md),
 * picked from the run by a rule rather than typed, so that the text stays
 * true on any model. */
#include "live/live.h"

#include <string.h>

/* The long edge of the fan-out: over every full-attention head, the last
 * query row's strongest key. A head whose strongest key is the first token
 * is left out: weight parked on token 0 is a sink (an idle head), not a
 * match on content. Of the rest, the edge that reaches farthest back wins
 * (distance d = T − 1 − j), ties to the larger weight. */
int live_long_edge_head(const live_session *s, int *layer, int *head)
{
	const live_run *r = s->run;
	const model_config *c = &s->m.cfg;
	if (!r || r->T < 3)
		return -1;
	int T = r->T, best_l = -1, best_h = 0, best_d = -1;
	float best_w = 0;
	for (int L = 0; L < c->num_layers && L < r->r.num_layers; L++) {
		const fwd_layer_capture *lc = &r->r.layers[L];
		if (c->layer_is_linear[L] || !lc->present || lc->linear)
			continue;
		for (int h = 0; h < c->num_heads; h++) {
			/* weights[h][T-1][*]: the last query row */
			const float *w = lc->attn.weights + ((size_t)h * T + (size_t)(T - 1)) * T;
			int j = 1;
			for (int k = 2; k < T; k++)
				if (w[k] > w[j])
					j = k;
			if (w[0] >= w[j])
				continue; /* a sink */
			int d = T - 1 - j;
			if (d > best_d || (d == best_d && w[j] > best_w)) {
				best_d = d;
				best_w = w[j];
				best_l = L;
				best_h = h;
			}
		}
	}
	if (best_l < 0)
		return -1;
	*layer = best_l;
	*head = best_h;
	return 0;
}

static int first_layer(const live_session *s, bool linear)
{
	const model_config *c = &s->m.cfg;
	for (int L = 0; L < c->num_layers; L++)
		if (c->layer_is_linear[L] == linear)
			return L;
	return -1;
}

/* The head the report ranks first on prev: the largest previous-token score
 * (ties to the earlier layer and head, the report's own order). */
static int previous_token_head(const live_session *s, int *layer, int *head)
{
	if (!s->stats_ok || s->stats.n < 1)
		return -1;
	const live_head_score *best = &s->stats.h[0];
	for (int i = 1; i < s->stats.n; i++)
		if (s->stats.h[i].score[LIVE_SC_PREV] > best->score[LIVE_SC_PREV])
			best = &s->stats.h[i];
	*layer = best->layer;
	*head = best->head;
	return 0;
}

int live_focus(const live_session *s, const char *rule, int *layer, int *head)
{
	if (strcmp(rule, "long-edge") == 0)
		return live_long_edge_head(s, layer, head);
	if (strcmp(rule, "previous-token") == 0)
		return previous_token_head(s, layer, head);
	bool linear = strcmp(rule, "first-linear") == 0;
	if (!linear && strcmp(rule, "first-full") != 0)
		return -1;
	int L = first_layer(s, linear);
	if (L < 0)
		return -1;
	*layer = L;
	*head = 0;
	return 0;
}
