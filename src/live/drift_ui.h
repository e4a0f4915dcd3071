/* The bank-drift view's state in one UI: the three prompts' trajectories
 * through the layers (drift.h), computed once per session by a job of the
 * UI's job runner (job.h), asked for when the view is entered; the view
 * only reads them. No curses.
 *
 *     live_drift_ui_init(&v);
 *     live_drift_want(&v, ls);     entering the view: the job is queued once
 *     ... v.ok: v.d is there; v.err[0]: why not; else still computing
 *     live_drift_ui_free(&v);
 */
#ifndef ATTN_LIVE_DRIFT_UI_H
#define ATTN_LIVE_DRIFT_UI_H

#include <stdbool.h>

#include "live/drift.h"
#include "live/job.h"

struct live_state;

typedef struct live_drift_ui {
	drift_data d;
	bool ok;                  /* d is computed */
	bool asked;               /* the job was asked for (once per session) */
	errbuf err;               /* why there is none (empty while it computes) */
	char *labels[DRIFT_N];    /* the three prompts, for the legend */
	/* the job: its runner, inputs (copies) and output */
	live_job *job;
	const model *m;
	fwd_options o;
	int *ids[DRIFT_N];
	int T[DRIFT_N];
	drift_data out;
} live_drift_ui;

void live_drift_ui_init(live_drift_ui *v);
void live_drift_ui_free(live_drift_ui *v); /* a job under way is cancelled first */
/* Ask the runner for the trajectories of the session's polysemy prompts
 * (once; the prompts are tokenised here, the passes run in the job). */
void live_drift_want(live_drift_ui *v, struct live_state *ls);
/* Is its job running or waiting? */
bool live_drift_busy(const live_drift_ui *v);

#endif
