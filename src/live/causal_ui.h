/* The causal views' state in one UI: the logit lens of the shown run, the
 * patching table over two prompts, and the heads the reader has ablated
 * with the prediction before and after. Every number comes from causal.h,
 * computed by one job at a time on the UI's job runner (job.h), on its
 * worker in the TUI and at once in a headless key script; the UI thread
 * only starts jobs, collects them and reads the results.
 *
 *     live_causal_init(&lc);
 *     each frame, before drawing:
 *         live_causal_lens(&lc, ls);     the lens of the shown run
 *         live_causal_patch(&lc, ls);    the patching table
 *         live_causal_ablate(&lc, ls);   before -> after for the ablated heads
 *     live_causal_toggle(&lc, c, L, h);  a key: ablate or restore a head
 *     live_causal_free(&lc);
 *
 * A request whose inputs changed while a job ran is started again once the
 * job is collected; a job never starts while the session's own pass runs
 * (the two would share the cores). No curses. */
#ifndef ATTN_LIVE_CAUSAL_UI_H
#define ATTN_LIVE_CAUSAL_UI_H

#include <stdbool.h>

#include "live/causal.h"
#include "live/editor.h"
#include "live/job.h"
#include "live/live.h"

struct live_state;

enum { CJ_NONE, CJ_LENS, CJ_PATCH, CJ_ABLATE, CJ_PROBE };

typedef struct live_causal {
	live_job *job;            /* the UI's job runner (live_state's), once a job started */
	/* the running job: its kind, inputs (copies) and outputs */
	int kind;
	const model *m;
	fwd_options o;
	int *ids, T, *ids2, T2;
	bool **abl_in;            /* [abl_in_L][heads] */
	int abl_in_L;
	unsigned long for_serial; /* the run (lens, ablate) the job is for */
	unsigned for_version;     /* the ablation set or patch pair it is for */
	lens_data lens_out;
	patch_data patch_out;
	ablate_data abl_out;
	/* the logit lens of the shown run */
	lens_data lens;
	bool lens_ok;
	unsigned long lens_serial;
	errbuf lens_err;
	/* patching: target and source are two of the polysemy prompts */
	int patch_target, patch_source; /* indices into the session's bank prompts */
	unsigned patch_version;         /* changes with the pair */
	patch_data patch;
	bool patch_ok;
	unsigned patch_for;             /* the version patch was computed for */
	errbuf patch_err;
	char *patch_text[LIVE_BANK_N];  /* a prompt the reader typed in place of the
					 * trio's (owned), or NULL */
	live_editor patch_ed;           /* the target's text while it is edited */
	/* ablation: the set, and before -> after on the shown run */
	int L;
	int *nheads;              /* [L] fwd_layer_heads */
	bool **ablate;            /* [L][nheads[l]], NULL until the first toggle */
	int n_ablated;
	unsigned abl_version;     /* changes with the set */
	ablate_data abl;
	bool abl_ok;
	unsigned long abl_serial;
	unsigned abl_for;
	errbuf abl_err;
	/* one head ablated alone on the shown run, for a lesson's question
	 * (the head a rule picks, whatever the reader has ablated) */
	int probe_layer, probe_head;
	ablate_data probe;
	bool probe_ok;
	unsigned long probe_serial;
} live_causal;

void live_causal_init(live_causal *lc);
void live_causal_free(live_causal *lc);

/* Collect a finished job, then start what is out of date (lens, patch or
 * ablation, in that call's kind) when nothing runs. True while the result
 * shown is not the one asked for (a job runs or waits). */
bool live_causal_lens(live_causal *lc, struct live_state *ls);
bool live_causal_patch(live_causal *lc, struct live_state *ls);
bool live_causal_ablate(live_causal *lc, struct live_state *ls);

/* The same for head (layer, head) ablated alone on the shown run (the
 * probe). */
bool live_causal_probe(live_causal *lc, struct live_state *ls, int layer, int head);
/* Is the probe computed for (layer, head) on the run with this serial? */
bool live_causal_probe_ready(const live_causal *lc, unsigned long serial, int layer, int head);

/* The numbers the lessons' questions ask for, from the results (causal.h):
 *   lens_settle_layer   the first layer from which on every row of the lens
 *                       shows the prediction (-1: none)
 *   patch_flip_layer    the first layer from which on patching gives the
 *                       source's own prediction (-1: never, or the two
 *                       prompts predict the same token) */
int lens_settle_layer(const lens_data *d);
/* The head the knockout question ablates: the highest induction score of
 * the head report (ties: the lower layer, then head). false without one. */
bool live_causal_knockout_head(const live_session *s, int *layer, int *head);
int patch_flip_layer(const patch_data *d);

/* Swap which prompt is the target and which the source; next: the source
 * becomes the next prompt of the trio other than the target. */
void live_causal_patch_swap(live_causal *lc);
void live_causal_patch_next(live_causal *lc, int n);

/* The text of prompt k of the patching trio: the reader's, or the
 * session's polysemy prompt. */
const char *live_causal_patch_text(const live_causal *lc, const live_session *s, int k);
/* Put text in place of the target's prompt (the patching table is
 * computed again). */
void live_causal_patch_set_target(live_causal *lc, const char *text);

/* Ablate head h of layer l, or restore it (true: now ablated; false for a
 * layer or head out of range, nothing changed). */
bool live_causal_toggle(live_causal *lc, const model_config *c, int l, int h);
void live_causal_clear(live_causal *lc);
/* Is head h of layer l ablated? */
bool live_causal_is_ablated(const live_causal *lc, int l, int h);

/* Stop a running job (Esc); false when none ran. */
bool live_causal_cancel(live_causal *lc);
/* Is a job of the causal views running or waiting? */
bool live_causal_busy(const live_causal *lc);

#endif
