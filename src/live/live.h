/* The live session: a model, its tokenizer and the captures of the last
 * forward pass, for the live lesson steps (design steps 1-4, 10, 13-16, 19).
 * No curses and no drawing: src/render draws from a session, src/tui feeds
 * it keys. Forward passes run either on the calling thread (print, bench,
 * tests) or as a job of the UI's job runner (job.h; the TUI), with
 * progress and cancel.
 *
 *     live_session s;
 *     live_open(&s, NULL, 2, FWD_F32, &e);      NULL: the embedded model
 *     live_run *r;
 *     live_run_text(&s, "The cat sat on the", &r, &e);   synchronous
 *     live_install(&s, r);                      now s.run == r
 *   or, from a UI loop, with s.job set to the UI's runner:
 *     live_start(&s, text, &e);                 returns at once
 *     live_poll(&s, &e);                        LIVE_RUNNING .. LIVE_DONE
 *     live_cancel(&s);                          from the same loop (Esc)
 */
#ifndef ATTN_LIVE_LIVE_H
#define ATTN_LIVE_LIVE_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "lesson/facts.h"
#include "live/job.h"
#include "engine/forward.h"
#include "loader/model.h"
#include "tokenizer/tokenizer.h"
#include "util/error.h"

#define LIVE_TOPK 8
#define LIVE_INDUCT_R 12 /* length of the random sequence for the induction score */
#define LIVE_HIST 32
#define LIVE_TEXT_MAX 4096 /* bytes of prompt text the session accepts */
#define LIVE_TEXT_MAX_S "4096" /* the same, for messages */

/* One finished forward pass over a prompt, with every layer captured. */
typedef struct live_run {
	char *text;      /* the prompt as run (NUL-terminated) */
	int T;
	int32_t *ids;    /* [T] */
	char **labels;   /* [T] each token as display text (<E4 BD> for partial bytes) */
	fwd_result r;    /* logits (last position and all_logits) and every layer's capture */
	int top_n;
	int32_t top_ids[LIVE_TOPK]; /* the largest logits, best first */
	float top_logits[LIVE_TOPK];
	double ms;       /* wall time of fwd_run */
	unsigned long serial; /* distinct for every run of the process (for caches) */
} live_run;

/* Head statistics of every full-attention head (design step 14). Scores are
 * averages of one softmax weight per query row, so they lie in [0, 1]:
 *   previous  = mean over i ≥ 2 of w[i][i-1]        (on the prompt)
 *   first     = mean over i ≥ 2 of w[i][0]          (on the prompt)
 *   self      = mean over i ≥ 1 of w[i][i]          (on the prompt)
 *   induction = mean over i in [R, 2R) of w[i][i-R+1] on R random tokens
 *               repeated twice: the token that followed the earlier copy.
 * Row 0 is left out (it can only look at itself), and row 1 for previous
 * and first (its previous token is the first one): the same definitions as
 * tools/train/behaviour.py, which checks the embedded model. */
enum { LIVE_SC_PREV, LIVE_SC_FIRST, LIVE_SC_SELF, LIVE_SC_INDUCT, LIVE_SC_N };

typedef struct live_head_score {
	int layer, head;
	double score[LIVE_SC_N];
	int ex_row[LIVE_SC_N]; /* the query row where this pattern is strongest */
	int ex_col[LIVE_SC_N]; /* the key it looked at */
	double ex_w[LIVE_SC_N];
} live_head_score;

typedef struct live_head_stats {
	int n;                  /* heads: full layers × query heads */
	live_head_score *h;
	int R;                  /* length of the random sequence (repeated twice) */
	int32_t *ind_ids;       /* [2R] */
} live_head_stats;

/* The bank comparison (design step 2): three prompts that end in the same
 * token, the proof that the embedding rows are byte-identical, and the three
 * next-token predictions. */
#define LIVE_BANK_N 3
#define LIVE_BANK_SHOW 4 /* first numbers of the embedding row shown */
typedef struct live_bank {
	char *prompt[LIVE_BANK_N];
	int T[LIVE_BANK_N];
	int32_t last_id[LIVE_BANK_N];
	char *last_label[LIVE_BANK_N];
	float row[LIVE_BANK_N][LIVE_BANK_SHOW];
	size_t row_bytes;       /* bytes of one embedding row (H × element size) */
	bool same_id;           /* all three last ids equal */
	bool rows_identical;    /* memcmp of the rows as stored: 0 */
	int top_n;
	int32_t top_ids[LIVE_BANK_N][5];
	float top_probs[LIVE_BANK_N][5];
	char *top_labels[LIVE_BANK_N][5];
} live_bank;

enum { LIVE_IDLE, LIVE_RUNNING, LIVE_DONE, LIVE_FAILED, LIVE_CANCELLED };

typedef struct live_session {
	model m;
	tokenizer *tok;
	int threads;
	fwd_precision prec;
	bool *capture;          /* [num_layers], all true */
	live_run *run;          /* the last finished pass, or NULL */
	live_head_stats stats;  /* for run (prev/first/self) and the induction pass */
	bool stats_ok;
	fwd_result induct;      /* the repeated random sequence, captured */
	bool induct_ok;
	bool induct_tried;      /* the sequence was built (it may be too short to run) */
	int induct_R;           /* its length before the repeat (≤ LIVE_INDUCT_R) */
	int32_t induct_ids[2 * LIVE_INDUCT_R];
	live_bank bank;
	bool bank_ok;
	/* the example prompt and the polysemy trio the lessons use (the English
	 * ones unless live_state gives others; not owned) */
	const char *example_prompt;
	const char *bank_prompts[LIVE_BANK_N];
	/* the pass that runs as a job (live_start .. live_poll) */
	live_job *job;          /* the UI's job runner (not owned), or NULL */
	atomic_int state;       /* LIVE_IDLE .. LIVE_CANCELLED */
	atomic_int progress;    /* layers done by the running pass */
	atomic_int progress_of; /* layers in the running pass (both passes count) */
	live_run *pending;      /* the job's run */
	live_head_stats pending_stats; /* and its head statistics */
	errbuf werr;
	int delay_ms;           /* ATTNSTEP_TEST_LAYER_DELAY_MS (tests only) */
	/* prompt history, oldest first */
	char *hist[LIVE_HIST];
	int nhist;
} live_session;

/* Open a model (a directory or HF repo id; NULL = the embedded model) and
 * its tokenizer; threads < 1 chooses (1 for a miniature model, the cores
 * for a big one). Returns 0, or -1 with one line in e. */
int live_open(live_session *s, const char *path, int threads, fwd_precision prec, errbuf *e);
void live_close(live_session *s);

/* Fill model facts for lesson placeholders from the loaded config. */
void live_facts(const live_session *s, model_facts *mf);

/* Encode and run text synchronously with every layer captured. *out is a
 * new run (free with live_run_free, or hand it to live_install). */
int live_run_text(live_session *s, const char *text, live_run **out, errbuf *e);
/* The same inside a job: cancel stops it (FWD_CANCELLED). */
int live_run_text_cancel(live_session *s, const char *text, const atomic_int *cancel,
	live_run **out, errbuf *e);
void live_run_free(live_run *r);

/* Make r the session's last run (frees the old one) and compute the head
 * statistics for it (running the induction pass once per session). */
int live_install(live_session *s, live_run *r, errbuf *e);

/* Start a pass as a job of s->job (the head statistics of the new run are
 * computed by the job too). Fails at once on empty text, invalid UTF-8 or
 * a prompt that is too long. */
int live_start(live_session *s, const char *text, errbuf *e);

/* Collect the worker's result: LIVE_IDLE (nothing started), LIVE_RUNNING,
 * or once: LIVE_DONE (s->run is the new run), LIVE_FAILED (e says why) or
 * LIVE_CANCELLED; after that the state is LIVE_IDLE again. */
int live_poll(live_session *s, errbuf *e);

/* Ask the running pass to stop (it stops at the next layer boundary; a
 * pass still waiting for the runner never starts). */
void live_cancel(live_session *s);

/* Progress of the running pass as a fraction in [0, 1]. */
double live_progress(const live_session *s);

/* Next-token probabilities at temperature temp (> 0): softmax(logits / temp)
 * over the whole vocabulary, for the run's top ids (the order never changes:
 * dividing by a positive number keeps the ranking). Returns how many. */
int live_top_probs(const live_run *r, double temp, int k, int32_t *ids, double *probs);

/* The greedy next token's text (escaped), into out. */
void live_token_text(const live_session *s, int32_t id, char *out, size_t outsz);

/* The temperatures the UI steps through; index LIVE_TEMP_DEFAULT is 1.0. */
#define LIVE_NTEMPS 8
#define LIVE_TEMP_DEFAULT 3
extern const double live_temps[LIVE_NTEMPS];

/* Prompt history: add (skipping a repeat of the newest) and read. */
void live_history_add(live_session *s, const char *text);

/* Head statistics (stats.c): compute for run and the captured induction
 * pass (NULL: leave induction scores at 0). */
int live_head_stats_compute(const model *m, const live_run *run, const fwd_result *induct,
	int R, live_head_stats *st, errbuf *e);
void live_head_stats_free(live_head_stats *st);
/* The random token sequence used for induction: up to R distinct ids from a
 * fixed seed, avoiding special and end-of-text ids, then repeated. ids has
 * room for 2R. Returns the length n ≤ R (ids[0..2n) are filled); a model
 * with fewer than R usable ids gives fewer, and the search always ends. */
int live_induction_ids(const live_session *s, int R, int32_t *ids);

/* Sort order of heads by one score column (descending; ties by layer and
 * head). order gets n indices into st->h. */
void live_head_stats_order(const live_head_stats *st, int col, int *order);

/* The bank comparison (bank.c) on three prompts. */
int live_bank_compute(live_session *s, const char *const prompts[LIVE_BANK_N], live_bank *b,
	errbuf *e);
void live_bank_free(live_bank *b);
extern const char *const live_bank_prompts[LIVE_BANK_N];

/* The prompt the live steps run when the reader has not run one. */
extern const char *const live_default_prompt;

/* The layer and head a lesson step opens on, by its @focus rule
 * (lesson_focus_rules): computed from the shown run and the head report.
 * Returns 0, or -1 when the rule cannot be applied yet (no run, no
 * report) or at all (no such layer). */
int live_focus(const live_session *s, const char *rule, int *layer, int *head);

/* Contribution of query head `head` of full layer `layer` at position t to
 * the residual stream: o_proj[:, head·hd .. +hd] · (gate ⊙ out), written to
 * delta[H] (replay.c). Returns 0, or -1 when the layer was not captured. */
int live_head_delta(const live_session *s, const live_run *r, int layer, int head, int t,
	float *delta);

/* The residual add of full layer `layer` at token t (replay.c), from the
 * pass's capture: x entering the layer, the block's output Δ and the stream
 * after the add, with two checks and each head's share by hand. */
typedef struct live_residual {
	int H, nh;
	const float *x_in, *delta, *x_mid; /* [H] rows of the capture (not owned) */
	float *heads;      /* [nh][H] each head's share Δ_h (live_head_delta) */
	double *head_norm; /* [nh] |Δ_h| */
	double delta_norm; /* |Δ| */
	double add_diff;   /* max_i |x_in[i] + Δ[i] − x_mid[i]|: Δ is what was added */
	double heads_diff; /* max_i |Σ_h Δ_h[i] − Δ[i]|: o_proj by hand, head by head */
} live_residual;
/* 0, or -1 (nothing to free) when the layer was not captured. */
int live_residual_compute(const live_session *s, const live_run *r, int layer, int t,
	live_residual *res);
void live_residual_free(live_residual *res);

/* The full-attention head whose last query row has its strongest weight
 * farthest back (ties: the larger weight, then the lower layer and head),
 * for the fan-out's first picture (longedge.c). Returns 0, or -1 without a
 * run of two tokens or more. */
int live_long_edge_head(const live_session *s, int *layer, int *head);

#endif
