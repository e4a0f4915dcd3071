/* The causal views' jobs and results in one UI (causal_ui.h). */
#include "live/causal_ui.h"

#include <stdlib.h>
#include <string.h>

#include "live/state.h"
#include "tokenizer/tokenizer.h"
#include "util/error.h"

void live_causal_init(live_causal *lc)
{
	memset(lc, 0, sizeof *lc);
	lc->patch_target = 0; /* the first prompt (money), patched from the second (river) */
	lc->patch_source = 1;
	lc->patch_version = 1;
	lc->abl_version = 1;
}

static void free_inputs(live_causal *lc)
{
	free(lc->ids);
	free(lc->ids2);
	lc->ids = lc->ids2 = NULL;
	if (lc->abl_in)
		for (int l = 0; l < lc->abl_in_L; l++)
			free(lc->abl_in[l]);
	free(lc->abl_in);
	lc->abl_in = NULL;
}

/* the outputs of a job that was cancelled or whose result is dropped */
static void free_outputs(live_causal *lc)
{
	lens_free(&lc->lens_out);
	patch_free(&lc->patch_out);
	memset(&lc->abl_out, 0, sizeof lc->abl_out);
}

bool live_causal_busy(const live_causal *lc)
{
	return lc->job && live_job_has(lc->job, lc);
}

void live_causal_free(live_causal *lc)
{
	if (lc->job)
		live_job_cancel(lc->job, lc);
	free_inputs(lc);
	free_outputs(lc);
	lens_free(&lc->lens);
	patch_free(&lc->patch);
	if (lc->ablate)
		for (int l = 0; l < lc->L; l++)
			free(lc->ablate[l]);
	free(lc->ablate);
	free(lc->nheads);
	for (int k = 0; k < LIVE_BANK_N; k++)
		free(lc->patch_text[k]);
	memset(lc, 0, sizeof *lc);
}

/* ---- the job: one of the three computations on the copied inputs ---- */

static int run_job(void *arg, const atomic_int *cancel, errbuf *e)
{
	live_causal *lc = arg;
	fwd_options o = lc->o;
	o.cancel = cancel;
	switch (lc->kind) {
	case CJ_LENS:
		return lens_compute(&lc->lens_out, lc->m, lc->ids, lc->T, CAUSAL_TOP, &o, e);
	case CJ_PATCH:
		return patch_compute(&lc->patch_out, lc->m, lc->ids, lc->T, lc->ids2, lc->T2, &o, e);
	case CJ_ABLATE:
	case CJ_PROBE:
		return ablate_compute(&lc->abl_out, lc->m, lc->ids, lc->T,
			(const bool *const *)lc->abl_in, &o, e);
	}
	return -1;
}

/* Move a finished job's result to where the views read it (the runner
 * calls this on the UI thread). */
static void job_done(void *arg, int rc, const errbuf *e)
{
	live_causal *lc = arg;
	const char *why = rc == FWD_CANCELLED ? "cancelled" : e->msg;
	switch (lc->kind) {
	case CJ_LENS:
		lens_free(&lc->lens);
		lc->lens_ok = rc == 0;
		lc->lens = lc->lens_out;
		memset(&lc->lens_out, 0, sizeof lc->lens_out);
		lc->lens_serial = lc->for_serial;
		errf(&lc->lens_err, "%s", rc == 0 ? "" : why);
		break;
	case CJ_PATCH:
		patch_free(&lc->patch);
		lc->patch_ok = rc == 0;
		lc->patch = lc->patch_out;
		memset(&lc->patch_out, 0, sizeof lc->patch_out);
		lc->patch_for = lc->for_version;
		errf(&lc->patch_err, "%s", rc == 0 ? "" : why);
		break;
	case CJ_ABLATE:
		lc->abl_ok = rc == 0;
		lc->abl = lc->abl_out;
		lc->abl_serial = lc->for_serial;
		lc->abl_for = lc->for_version;
		errf(&lc->abl_err, "%s", rc == 0 ? "" : why);
		break;
	case CJ_PROBE:
		lc->probe_ok = rc == 0;
		lc->probe = lc->abl_out;
		lc->probe_serial = lc->for_serial;
		break;
	}
	lc->kind = CJ_NONE;
	free_inputs(lc);
}

/* Let the runner hand back whatever has finished. */
static void collect(live_causal *lc)
{
	if (lc->job)
		live_job_poll(lc->job);
}

static void setup(live_causal *lc, live_state *ls, int kind)
{
	lc->job = &ls->job;
	lc->kind = kind;
	lc->m = &ls->s.m;
	fwd_options_init(&lc->o);
	lc->o.threads = ls->s.threads;
	lc->o.precision = ls->s.prec;
}

static int *copy_ids(const int32_t *src, int T)
{
	int *ids = xmalloc(sizeof(int) * (size_t)(T > 0 ? T : 1));
	for (int i = 0; i < T; i++)
		ids[i] = src[i];
	return ids;
}

/* Can a job start now? (the session open, its pass idle, no other job) */
static bool may_start(live_causal *lc, live_state *ls)
{
	collect(lc);
	return ls->ok && !live_state_running(ls) && !live_job_busy(&ls->job);
}

bool live_causal_lens(live_causal *lc, live_state *ls)
{
	collect(lc);
	const live_run *run = live_state_run_shown(ls);
	if (!run)
		return false;
	if (lc->lens_serial == run->serial)
		return false;
	if (!may_start(lc, ls))
		return true;
	setup(lc, ls, CJ_LENS);
	lc->ids = copy_ids(run->ids, run->T);
	lc->T = run->T;
	lc->for_serial = run->serial;
	live_job_start(lc->job, run_job, job_done, lc, ls->async);
	collect(lc);
	return lc->lens_serial != run->serial;
}

/* text -> ids, or NULL with e */
static int *encode(live_state *ls, const char *text, int *T, errbuf *e)
{
	int32_t *t32 = NULL;
	size_t n = 0;
	if (tok_encode_prompt(ls->s.tok, text, strlen(text), &t32, &n, e) != 0) {
		free(t32);
		return NULL;
	}
	if (n == 0) {
		free(t32);
		errf(e, "patching: the prompt \"%s\" gives no tokens (e types another)", text);
		return NULL;
	}
	int *ids = copy_ids(t32, (int)n);
	free(t32);
	*T = (int)n;
	return ids;
}

bool live_causal_patch(live_causal *lc, live_state *ls)
{
	collect(lc);
	if (lc->patch_for == lc->patch_version)
		return false;
	if (!may_start(lc, ls))
		return ls->ok;
	setup(lc, ls, CJ_PATCH);
	lc->ids = encode(ls, live_causal_patch_text(lc, &ls->s, lc->patch_target), &lc->T, &lc->patch_err);
	if (lc->ids)
		lc->ids2 = encode(ls, live_causal_patch_text(lc, &ls->s, lc->patch_source), &lc->T2,
			&lc->patch_err);
	if (!lc->ids || !lc->ids2) {
		/* no job: the error stands for this pair */
		free_inputs(lc);
		lc->kind = CJ_NONE;
		patch_free(&lc->patch);
		lc->patch_ok = false;
		lc->patch_for = lc->patch_version;
		return false;
	}
	lc->for_version = lc->patch_version;
	live_job_start(lc->job, run_job, job_done, lc, ls->async);
	collect(lc);
	return lc->patch_for != lc->patch_version;
}

bool live_causal_ablate(live_causal *lc, live_state *ls)
{
	collect(lc);
	const live_run *run = live_state_run_shown(ls);
	if (!run || lc->n_ablated == 0)
		return false;
	if (lc->abl_serial == run->serial && lc->abl_for == lc->abl_version)
		return false;
	if (!may_start(lc, ls))
		return true;
	setup(lc, ls, CJ_ABLATE);
	lc->ids = copy_ids(run->ids, run->T);
	lc->T = run->T;
	lc->abl_in = xcalloc((size_t)lc->L, sizeof *lc->abl_in);
	lc->abl_in_L = lc->L;
	for (int l = 0; l < lc->L; l++)
		if (lc->ablate[l]) {
			lc->abl_in[l] = xmalloc(sizeof(bool) * (size_t)lc->nheads[l]);
			memcpy(lc->abl_in[l], lc->ablate[l], sizeof(bool) * (size_t)lc->nheads[l]);
		}
	lc->for_serial = run->serial;
	lc->for_version = lc->abl_version;
	live_job_start(lc->job, run_job, job_done, lc, ls->async);
	collect(lc);
	return !(lc->abl_serial == run->serial && lc->abl_for == lc->abl_version);
}

bool live_causal_probe_ready(const live_causal *lc, unsigned long serial, int layer, int head)
{
	return lc->probe_serial == serial && lc->probe_layer == layer && lc->probe_head == head;
}

bool live_causal_probe(live_causal *lc, live_state *ls, int layer, int head)
{
	collect(lc);
	const live_run *run = live_state_run_shown(ls);
	if (!run || layer < 0 || head < 0 || layer >= ls->s.m.cfg.num_layers ||
	    head >= fwd_layer_heads(&ls->s.m.cfg, layer))
		return false;
	if (live_causal_probe_ready(lc, run->serial, layer, head))
		return false;
	if (!may_start(lc, ls))
		return true;
	setup(lc, ls, CJ_PROBE);
	lc->ids = copy_ids(run->ids, run->T);
	lc->T = run->T;
	int L = ls->s.m.cfg.num_layers;
	lc->abl_in = xcalloc((size_t)L, sizeof *lc->abl_in);
	lc->abl_in[layer] = xcalloc((size_t)fwd_layer_heads(&ls->s.m.cfg, layer), sizeof(bool));
	lc->abl_in[layer][head] = true;
	lc->abl_in_L = L;
	lc->for_serial = run->serial;
	lc->probe_layer = layer;
	lc->probe_head = head;
	lc->probe_ok = false;
	live_job_start(lc->job, run_job, job_done, lc, ls->async);
	collect(lc);
	return !live_causal_probe_ready(lc, run->serial, layer, head);
}

bool live_causal_knockout_head(const live_session *s, int *layer, int *head)
{
	if (!s->stats_ok || !s->induct_ok)
		return false;
	const live_head_stats *st = &s->stats;
	int best = -1;
	for (int k = 0; k < st->n; k++)
		if (best < 0 || st->h[k].score[LIVE_SC_INDUCT] > st->h[best].score[LIVE_SC_INDUCT])
			best = k; /* the stats are in layer, head order: the first of equals stays */
	if (best < 0)
		return false;
	*layer = st->h[best].layer;
	*head = st->h[best].head;
	return true;
}

int lens_settle_layer(const lens_data *d)
{
	if (d->L < 1 || d->k < 1)
		return -1;
	int32_t pred = d->ids[(size_t)(d->L - 1) * d->k];
	int l = d->L - 1;
	while (l > 0 && d->ids[(size_t)(l - 1) * d->k] == pred)
		l--;
	return l;
}

int patch_flip_layer(const patch_data *d)
{
	if (d->L < 1 || d->target_top == d->source_top || d->top[d->L - 1] != d->source_top)
		return -1;
	int l = d->L - 1;
	while (l > 0 && d->top[l - 1] == d->source_top)
		l--;
	return l;
}

const char *live_causal_patch_text(const live_causal *lc, const live_session *s, int k)
{
	return lc->patch_text[k] ? lc->patch_text[k] : s->bank_prompts[k];
}

void live_causal_patch_set_target(live_causal *lc, const char *text)
{
	free(lc->patch_text[lc->patch_target]);
	lc->patch_text[lc->patch_target] = xstrdup(text);
	lc->patch_version++;
}

void live_causal_patch_swap(live_causal *lc)
{
	int t = lc->patch_target;
	lc->patch_target = lc->patch_source;
	lc->patch_source = t;
	lc->patch_version++;
}

void live_causal_patch_next(live_causal *lc, int n)
{
	if (n < 2)
		return;
	do
		lc->patch_source = (lc->patch_source + 1) % n;
	while (lc->patch_source == lc->patch_target);
	lc->patch_version++;
}

bool live_causal_toggle(live_causal *lc, const model_config *c, int l, int h)
{
	if (!lc->ablate) {
		lc->L = c->num_layers;
		lc->nheads = xcalloc((size_t)lc->L, sizeof *lc->nheads);
		lc->ablate = xcalloc((size_t)lc->L, sizeof *lc->ablate);
		for (int i = 0; i < lc->L; i++)
			lc->nheads[i] = fwd_layer_heads(c, i);
	}
	if (l < 0 || l >= lc->L || h < 0 || h >= lc->nheads[l])
		return false;
	if (!lc->ablate[l])
		lc->ablate[l] = xcalloc((size_t)lc->nheads[l], sizeof(bool));
	lc->ablate[l][h] = !lc->ablate[l][h];
	lc->n_ablated += lc->ablate[l][h] ? 1 : -1;
	lc->abl_version++;
	return lc->ablate[l][h];
}

void live_causal_clear(live_causal *lc)
{
	if (lc->ablate)
		for (int l = 0; l < lc->L; l++)
			if (lc->ablate[l])
				memset(lc->ablate[l], 0, sizeof(bool) * (size_t)lc->nheads[l]);
	lc->n_ablated = 0;
	lc->abl_ok = false;
	lc->abl_version++;
}

bool live_causal_is_ablated(const live_causal *lc, int l, int h)
{
	return lc->ablate && l >= 0 && l < lc->L && lc->ablate[l] && h >= 0 && h < lc->nheads[l] &&
	       lc->ablate[l][h];
}

bool live_causal_cancel(live_causal *lc)
{
	if (!live_causal_busy(lc))
		return false;
	live_job_cancel(lc->job, lc);
	free_outputs(lc);
	/* the request stays out of date; mark it failed so it is not retried
	 * at once (a new run, pair or set asks again) */
	switch (lc->kind) {
	case CJ_LENS:
		lc->lens_ok = false;
		lc->lens_serial = lc->for_serial;
		errf(&lc->lens_err, "%s", "cancelled");
		break;
	case CJ_PATCH:
		lc->patch_ok = false;
		lc->patch_for = lc->for_version;
		errf(&lc->patch_err, "%s", "cancelled");
		break;
	case CJ_PROBE:
		lc->probe_serial = lc->for_serial; /* not retried for this run */
		lc->probe_ok = false;
		break;
	case CJ_ABLATE:
		lc->abl_ok = false;
		lc->abl_serial = lc->for_serial;
		lc->abl_for = lc->for_version;
		errf(&lc->abl_err, "%s", "cancelled");
		break;
	}
	lc->kind = CJ_NONE;
	free_inputs(lc);
	return true;
}
