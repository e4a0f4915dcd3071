/* The bank-drift view's job and result (drift_ui.h). */
#include "live/drift_ui.h"

#include <stdlib.h>
#include <string.h>

#include "live/state.h"
#include "tokenizer/tokenizer.h"

void live_drift_ui_init(live_drift_ui *v)
{
	memset(v, 0, sizeof *v);
}

static void free_inputs(live_drift_ui *v)
{
	for (int p = 0; p < DRIFT_N; p++) {
		free(v->ids[p]);
		v->ids[p] = NULL;
	}
}

void live_drift_ui_free(live_drift_ui *v)
{
	if (v->job)
		live_job_cancel(v->job, v);
	free_inputs(v);
	if (v->ok)
		drift_free(&v->d);
	for (int p = 0; p < DRIFT_N; p++)
		free(v->labels[p]);
	memset(v, 0, sizeof *v);
}

bool live_drift_busy(const live_drift_ui *v)
{
	return v->job && live_job_has(v->job, v);
}

/* The three passes, off the UI thread. */
static int drift_job(void *arg, const atomic_int *cancel, errbuf *e)
{
	live_drift_ui *v = arg;
	fwd_options o = v->o;
	o.cancel = cancel;
	const int *ids[DRIFT_N] = {v->ids[0], v->ids[1], v->ids[2]};
	return drift_compute(&v->out, v->m, ids, v->T, &o, e);
}

static void drift_done(void *arg, int rc, const errbuf *e)
{
	live_drift_ui *v = arg;
	free_inputs(v);
	if (rc != 0) {
		errf(&v->err, "%s", rc == FWD_CANCELLED ? "bank drift: cancelled" : e->msg);
		return;
	}
	v->d = v->out;
	memset(&v->out, 0, sizeof v->out);
	v->ok = true;
}

void live_drift_want(live_drift_ui *v, struct live_state *ls)
{
	if (!ls->ok || v->asked)
		return;
	v->asked = true;
	for (int p = 0; p < DRIFT_N; p++) {
		int32_t *t32 = NULL;
		size_t n = 0;
		const char *text = ls->s.bank_prompts[p];
		if (tok_encode_prompt(ls->s.tok, text, strlen(text), &t32, &n, &v->err) != 0 || n == 0) {
			if (n == 0 && !v->err.msg[0])
				errf(&v->err, "bank drift: prompt %d gives no tokens", p + 1);
			free(t32);
			free_inputs(v);
			return;
		}
		v->ids[p] = xmalloc(sizeof(int) * n);
		for (size_t k = 0; k < n; k++)
			v->ids[p][k] = t32[k];
		v->T[p] = (int)n;
		free(t32);
		free(v->labels[p]);
		v->labels[p] = xstrdup(text);
	}
	v->m = &ls->s.m;
	fwd_options_init(&v->o);
	v->o.threads = ls->s.threads;
	v->o.precision = ls->s.prec;
	v->job = &ls->job;
	if (!live_job_start(v->job, drift_job, drift_done, v, ls->async)) {
		free_inputs(v);
		v->asked = false; /* the runner's queue is full: asked again on the next entry */
	}
}
