/* What one full-attention head adds to the residual stream (the last stages
 * of the head replay): its output a_j[t] times the output gate, through its
 * slice of o_proj; and the residual add itself, from the pass's capture of
 * the stream before and after it. The softmax part of the replay is src/core's
 * attn_trace_compute on the captured q, k, v. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

int live_residual_compute(const live_session *s, const live_run *r, int layer, int t,
	live_residual *res)
{
	const model_config *c = &s->m.cfg;
	memset(res, 0, sizeof *res);
	if (!r || layer < 0 || layer >= c->num_layers || c->layer_is_linear[layer] ||
	    !r->r.layers[layer].present || t < 0 || t >= r->T)
		return -1;
	const fwd_attn_capture *a = &r->r.layers[layer].attn;
	if (!a->x_in || !a->delta || !a->x_mid)
		return -1;
	int H = c->hidden_size, nh = c->num_heads;
	res->H = H;
	res->nh = nh;
	res->x_in = a->x_in + (size_t)t * H;
	res->delta = a->delta + (size_t)t * H;
	res->x_mid = a->x_mid + (size_t)t * H;
	res->heads = xmalloc((size_t)nh * H * sizeof *res->heads);
	res->head_norm = xcalloc((size_t)nh, sizeof *res->head_norm);
	double *sum = xcalloc((size_t)H, sizeof *sum);
	/* Δ = Σ_h Δ_h: the captured Δ is one o_proj product over all heads, the
	 * Δ_h are its slices applied by hand; they agree up to rounding */
	for (int h = 0; h < nh; h++) {
		float *d = res->heads + (size_t)h * H;
		live_head_delta(s, r, layer, h, t, d);
		double n2 = 0;
		for (int i = 0; i < H; i++) {
			n2 += (double)d[i] * d[i];
			sum[i] += d[i];
		}
		res->head_norm[h] = sqrt(n2);
	}
	double n2 = 0;
	for (int i = 0; i < H; i++) {
		double dv = res->delta[i];
		n2 += dv * dv;
		res->heads_diff = fmax(res->heads_diff, fabs(sum[i] - dv));
		/* x_mid = x_in + Δ, as the pass added it */
		res->add_diff = fmax(res->add_diff, fabs((double)res->x_in[i] + dv - res->x_mid[i]));
	}
	res->delta_norm = sqrt(n2);
	free(sum);
	return 0;
}

void live_residual_free(live_residual *res)
{
	free(res->heads);
	free(res->head_norm);
	memset(res, 0, sizeof *res);
}
