/* The live state of one UI (the TUI or a headless key script): which model
 * to open, the open session, the prompt editor, the last error, and every
 * number the live views show that is derived from a run (next-token
 * probabilities at each temperature, p(next) per position, the intuition
 * bars, the head replay's trace and residual, the head report's order).
 * Derived data is computed here, once per run (or per choice of head), by
 * live_state_derive; the views in src/render only read it.
 *
 * One struct per UI, owned by whoever runs it (src/app); there is no global.
 *
 *     live_state ls;
 *     live_state_init(&ls);
 *     live_state_configure(&ls, NULL, NULL, 1, FWD_F32, false);  embedded model
 *     live_state_ensure(&ls);        open the model, run the first prompt
 *     ...
 *     live_state_free(&ls);
 */
#ifndef ATTN_LIVE_STATE_H
#define ATTN_LIVE_STATE_H

#include <stdbool.h>

#include "core/attention.h"
#include "lesson/facts.h"
#include "live/editor.h"
#include "live/live.h"

/* The derived data of the shown run; each part says what it was computed
 * for, so that live_state_derive recomputes only what changed. */
typedef struct live_derived {
	unsigned long serial;        /* run the per-run parts belong to (0: none) */
	double top_p[LIVE_NTEMPS][LIVE_TOPK]; /* softmax(logits/τ) of the top ids, per τ */
	int top_n;
	double *pnext;               /* [T-1] softmax(logits_i)[id_{i+1}] */
	int pnext_n;
	double pnext_loss;           /* mean of −ln pnext */
	live_run *ind_run;           /* the induction sequence as a run (its capture is
					the session's, not owned), or NULL */
	int *order;                  /* head report: indices into stats.h, sorted */
	int order_sort, order_n;
	unsigned long order_serial;
	/* the intuition view: the default prompt's run and its bars */
	unsigned long intro_serial;
	double *intro_w;             /* [T] mean last-row weight over every full head */
	int intro_T;
	/* head replay of (layer, head, causal) */
	unsigned long rp_serial;
	int rp_layer, rp_head;
	bool rp_causal, rp_ok;
	attn_trace rp;
	double rp_diff;              /* max |replay weights − model weights| */
	float *rp_delta;             /* [H] this head's Δ at the last token, or NULL */
	bool res_ok;
	live_residual res;           /* the residual add of rp_layer at the last token */
} live_derived;

/* A piece of model work the state asks of its job runner (the intuition
 * view's run, the bank comparison): asked once, its result taken over when
 * the job is done. The job's owner (job.h) is the task. */
typedef struct live_task {
	struct live_state *ls;
	bool asked;                  /* queued or running */
	bool failed;                 /* the job failed: not asked again */
} live_task;

typedef struct live_state {
	/* configuration, before the session opens */
	char *model_path;   /* NULL: the embedded model */
	char *first_prompt; /* NULL: live_default_prompt */
	int threads;        /* < 1: chosen for the model */
	fwd_precision prec;
	bool async;         /* model work on the job runner's worker (the TUI) */
	/* the one job runner of this UI: every pass and every computation that
	 * runs the model goes through it (the session's pass, generation, the
	 * causal views, the tasks below, bank drift) */
	live_job job;
	/* the session: opened once, as a job of the runner (on its worker
	 * when async); nothing reads s until ok */
	bool tried, ok;
	bool opening;       /* the open job is queued or running */
	bool first_wanted;  /* run the first prompt as soon as the session is open */
	atomic_bool open_made; /* the open job opened s (set on the worker) */
	live_task open_task;
	errbuf err;         /* why the session could not open */
	live_session s;
	live_run *intro;    /* the default prompt's run when the session's is another */
	live_task intro_task;
	live_run *intro_pending; /* the intro job's output */
	bool bank_tried;    /* the bank job has ended (bank_err says why when it failed) */
	errbuf bank_err;
	live_task bank_task;
	live_bank bank_pending; /* the bank job's output */
	model_facts mf;
	/* the lessons' own examples (@prompt, @polysemy), set before the session
	 * opens; NULL: the English defaults (not owned) */
	const char *ex_prompt;
	const char *ex_bank[LIVE_BANK_N];
	/* the prompt editor and the last message ("cancelled", an error) */
	live_editor ed;
	char msg[sizeof(errbuf)];
	double shown_at;    /* ms (monotonic) when the last run arrived */
	live_derived d;
} live_state;

void live_state_init(live_state *ls);
void live_state_free(live_state *ls); /* cancels a running pass; ready for init again */

/* Which model, threads, precision and first prompt (NULL: the defaults). */
void live_state_configure(live_state *ls, const char *model_path, const char *prompt, int threads,
			  fwd_precision prec, bool async);

/* Open the session once, here and now (the command line, and a UI before
 * its loop starts). Returns true when it is open (else ls->err). */
bool live_state_open(live_state *ls);

/* Ask for the session to be opened: a job of the runner, on its worker
 * when async (ls->opening until it is done), else now. Returns ls->ok. */
bool live_state_begin_open(live_state *ls);

/* Open the session and make sure there is a run or one under way: the
 * first prompt, on the worker when async (asked for as soon as the
 * session is open). Returns true when open. */
bool live_state_ensure(live_state *ls);

/* Collect finished jobs, among them the session's pass; true when the
 * pass ended (a new run or why not). */
bool live_state_poll(live_state *ls);

/* Run the editor's text (async or not); an error goes to ls->msg. */
void live_state_run(live_state *ls);

/* Is a pass running? */
bool live_state_running(const live_state *ls);

/* The run the views show (NULL before the first one). */
const live_run *live_state_run_shown(const live_state *ls);

/* The default prompt's run (the intuition view): the session's run when it
 * is that prompt, else the intro job's; NULL until there is one. */
const live_run *live_state_intro(const live_state *ls);
/* Ask the job runner for the intro run when it is needed and not asked
 * for yet (a view's enter hook; cheap to call again). */
void live_state_want_intro(live_state *ls);

/* The bank comparison, computed once; NULL (with ls->bank_err once the job
 * failed, or while it runs) when there is none. */
const live_bank *live_state_bank(const live_state *ls);
/* Ask the job runner for the bank comparison (once). */
void live_state_want_bank(live_state *ls);

/* Collect whatever the job runner has finished and start what waits (UI
 * thread, once a frame); true when a job ended. */
bool live_state_pump(live_state *ls);

/* Bring the derived data up to date for the shown run: probabilities,
 * p(next), the head report order for `sort`, and when replay_layer ≥ 0 the
 * replay of (replay_layer, replay_head, causal). */
void live_state_derive(live_state *ls, int sort, int replay_layer, int replay_head, bool causal);

/* ms until the next frame (a pass running, or the new prediction fading
 * in when motion), or -1. */
int live_state_timeout_ms(const live_state *ls, bool motion);

/* Monotonic milliseconds. */
double live_now_ms(void);

/* The nearest full-attention layer to L (down, then up), or -1. */
int live_full_layer_near(const live_session *s, int L);

#endif
