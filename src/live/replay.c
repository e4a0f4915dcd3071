/* What one full-attention head adds to the residual stream (the last stages
 * of the head replay): its output a_j[t] times the output gate, through its
 * slice of o_proj. The softmax part of the replay is src/core's
 * attn_trace_compute on the captured q, k, v. */
#include "live/live.h"

int live_head_delta(const live_session *s, const live_run *r, int layer, int head, int t,
	float *delta)
{
	const model_config *c = &s->m.cfg;
	if (!r || layer < 0 || layer >= c->num_layers || c->layer_is_linear[layer] ||
	    !r->r.layers[layer].present || head < 0 || head >= c->num_heads || t < 0 || t >= r->T)
		return -1;
	const fwd_attn_capture *a = &r->r.layers[layer].attn;
	int hd = c->head_dim, in = c->num_heads * hd, T = r->T;
	const float *out = a->out + ((size_t)head * T + t) * hd;
	const float *gate = a->gate ? a->gate + ((size_t)head * T + t) * hd : NULL;
	const tensor *o = &s->m.w.layers[layer].o_proj; /* [H][nh·hd] */
	/* delta[i] = Σ_d o_proj[i][head·hd + d] · (gate[d] · out[d]) */
	for (int i = 0; i < c->hidden_size; i++) {
		double acc = 0;
		for (int d = 0; d < hd; d++) {
			double g = gate ? gate[d] : 1.0;
			acc += (double)tensor_get(o, (size_t)i * in + (size_t)head * hd + d) * g * out[d];
		}
		delta[i] = (float)acc;
	}
	return 0;
}
