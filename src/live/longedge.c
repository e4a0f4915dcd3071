/* The head the fan-out opens on: one whose last query row reaches far back,
 * so that the first picture of "distance is free" shows a long edge. */
#include "live/live.h"

int live_long_edge_head(const live_session *s, int *layer, int *head)
{
	const live_run *r = s->run;
	const model_config *c = &s->m.cfg;
	if (!r || r->T < 2)
		return -1;
	int T = r->T, best_l = -1, best_h = 0, best_d = -1;
	float best_w = 0;
	for (int L = 0; L < c->num_layers && L < r->r.num_layers; L++) {
		const fwd_layer_capture *lc = &r->r.layers[L];
		if (c->layer_is_linear[L] || !lc->present || lc->linear)
			continue;
		for (int h = 0; h < c->num_heads; h++) {
			/* weights[h][T-1][*]: the last query row; its strongest key */
			const float *w = lc->attn.weights + ((size_t)h * T + (size_t)(T - 1)) * T;
			int j = 0;
			for (int k = 1; k < T; k++)
				if (w[k] > w[j])
					j = k;
			int d = T - 1 - j; /* how many tokens back the strongest edge reaches */
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
