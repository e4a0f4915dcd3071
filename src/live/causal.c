/* The causal views' numbers (causal.h). */
#include "live/causal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util/error.h"

/* the options of a plain pass: no capture, no cache, nothing changed */
static fwd_options plain(const fwd_options *o)
{
	fwd_options p = *o;
	p.capture = NULL;
	p.cache = NULL;
	p.all_logits = false;
	p.residuals = false;
	p.ablate = NULL;
	p.patch_layer = -1;
	p.patch_row = NULL;
	return p;
}

void lens_from_stream(lens_data *d, const model *m, const float *resid, int T, int k,
	int threads, fwd_precision prec)
{
	memset(d, 0, sizeof *d);
	const model_config *c = &m->cfg;
	int L = c->num_layers, H = c->hidden_size, V = c->vocab_size;
	d->L = L;
	d->k = k < V ? k : V;
	d->linear = xmalloc((size_t)L * sizeof(bool));
	d->ids = xmalloc(((size_t)L * d->k + 1) * sizeof(int32_t));
	d->prob = xmalloc(((size_t)L * d->k + 1) * sizeof(float));
	float *logits = xmalloc((size_t)V * sizeof(float));
	int *top = xmalloc(((size_t)d->k + 1) * sizeof(int));
	for (int l = 0; l < L; l++) {
		d->linear[l] = c->layer_is_linear[l];
		/* resid[l + 1]: the stream after layer l; its last position */
		fwd_lens(m, resid + ((size_t)(l + 1) * T + (size_t)(T - 1)) * H, threads, prec, logits);
		fwd_top_k(logits, V, d->k, top, d->prob + (size_t)l * d->k);
		for (int i = 0; i < d->k; i++)
			d->ids[(size_t)l * d->k + i] = top[i];
	}
	free(top);
	free(logits);
}

int lens_compute(lens_data *d, const model *m, const int *ids, int T, int k,
	const fwd_options *o, errbuf *e)
{
	memset(d, 0, sizeof *d);
	fwd_options p = plain(o);
	p.residuals = true;
	fwd_result r;
	int rc = fwd_run(m, ids, T, &p, &r, e);
	if (rc != 0)
		return rc;
	lens_from_stream(d, m, r.resid, T, k, p.threads, p.precision);
	fwd_result_free(&r);
	return 0;
}

void lens_free(lens_data *d)
{
	free(d->linear);
	free(d->ids);
	free(d->prob);
	memset(d, 0, sizeof *d);
}

/* p_i = softmax(logits)_i for one id, the sum in double */
static float prob_of(const float *logits, int V, int id)
{
	float mx = -INFINITY;
	for (int i = 0; i < V; i++)
		if (logits[i] > mx)
			mx = logits[i];
	double sum = 0;
	for (int i = 0; i < V; i++)
		sum += exp((double)logits[i] - mx);
	return (float)(exp((double)logits[id] - mx) / sum);
}

int patch_compute(patch_data *d, const model *m, const int *target, int Tt,
	const int *source, int Ts, const fwd_options *o, errbuf *e)
{
	memset(d, 0, sizeof *d);
	const model_config *c = &m->cfg;
	int L = c->num_layers, H = c->hidden_size, V = c->vocab_size;
	fwd_options p = plain(o);
	p.residuals = true;
	fwd_result src, tgt;
	int rc = fwd_run(m, source, Ts, &p, &src, e);
	if (rc != 0)
		return rc;
	p.residuals = false;
	rc = fwd_run(m, target, Tt, &p, &tgt, e);
	if (rc != 0) {
		fwd_result_free(&src);
		return rc;
	}
	int id;
	float pr;
	fwd_top_k(src.logits, V, 1, &id, &pr);
	d->source_top = id;
	d->source_p = pr;
	fwd_top_k(tgt.logits, V, 1, &id, &pr);
	d->target_top = id;
	d->target_p = pr;
	fwd_result_free(&tgt);
	d->L = L;
	d->top = xcalloc((size_t)L, sizeof *d->top);
	d->top_p = xcalloc((size_t)L, sizeof *d->top_p);
	d->p_target = xcalloc((size_t)L, sizeof *d->p_target);
	d->p_source = xcalloc((size_t)L, sizeof *d->p_source);
	for (int l = 0; l < L && rc == 0; l++) {
		/* the source's last position after layer l replaces the target's */
		p.patch_layer = l;
		p.patch_row = src.resid + ((size_t)(l + 1) * Ts + (size_t)(Ts - 1)) * H;
		fwd_result r;
		rc = fwd_run(m, target, Tt, &p, &r, e);
		if (rc != 0)
			break;
		fwd_top_k(r.logits, V, 1, &id, &pr);
		d->top[l] = id;
		d->top_p[l] = pr;
		d->p_target[l] = prob_of(r.logits, V, d->target_top);
		d->p_source[l] = prob_of(r.logits, V, d->source_top);
		fwd_result_free(&r);
	}
	fwd_result_free(&src);
	if (rc != 0)
		patch_free(d);
	return rc;
}

void patch_free(patch_data *d)
{
	free(d->top);
	free(d->top_p);
	free(d->p_target);
	free(d->p_source);
	memset(d, 0, sizeof *d);
}

int ablate_compute(ablate_data *d, const model *m, const int *ids, int T,
	const bool *const *ablate, const fwd_options *o, errbuf *e)
{
	memset(d, 0, sizeof *d);
	int V = m->cfg.vocab_size;
	fwd_options p = plain(o);
	fwd_result before, after;
	int rc = fwd_run(m, ids, T, &p, &before, e);
	if (rc != 0)
		return rc;
	p.ablate = ablate;
	rc = fwd_run(m, ids, T, &p, &after, e);
	if (rc != 0) {
		fwd_result_free(&before);
		return rc;
	}
	int b[CAUSAL_TOP], a[CAUSAL_TOP];
	d->k = fwd_top_k(before.logits, V, CAUSAL_TOP, b, d->p_before);
	fwd_top_k(after.logits, V, d->k, a, d->p_after);
	for (int i = 0; i < d->k; i++) {
		d->before[i] = b[i];
		d->after[i] = a[i];
		d->p_before_after[i] = prob_of(after.logits, V, b[i]);
	}
	fwd_result_free(&after);
	fwd_result_free(&before);
	return 0;
}
