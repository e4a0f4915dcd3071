/* Generation in the live views: the shown run's prompt continued one token
 * at a time (or a stream of them), each drawn by the sampler from the
 * distribution that temperature, top-k and top-p leave; each new token's
 * pass captured, so that the heatmap of any layer and head gains its row.
 * Everything a view shows of it is computed here (live_gen_derive); the
 * view only draws. No curses.
 *
 * The passes (the prompt's prefill into the cache, then one token each) run
 * as jobs of the session's job runner (s->job, job.h): on its worker when
 * async (the TUI: the screen stays live, Esc stops a token midway), else at
 * once on the calling thread (key scripts and tests: one token per
 * live_gen_tick). Only the job touches the generator while it runs;
 * everything the views read is changed on the calling thread, when the
 * runner hands the job back (live_gen_tick polls it).
 *
 *     live_gen g;
 *     live_gen_init(&g);  g.async = true;    (the TUI)
 *     live_gen_sync(&g, &session, run, &e);   follows the shown run
 *     g.stream_left = 1;                      ask for a token (or a stream)
 *     live_gen_tick(&g, &session);            every frame: collect, start the next
 *     live_gen_stop(&g);                      Esc: no more tokens, the one under way dropped
 *     live_gen_derive(&g, &session, run, layer, head);
 *     live_gen_free(&g);
 */
#ifndef ATTN_LIVE_GEN_H
#define ATTN_LIVE_GEN_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "live/live.h"
#include "engine/generate.h"

#define LIVE_GEN_MAX 48   /* tokens one continuation holds */
#define LIVE_GEN_SHOW 8   /* entries of the distribution shown */
#define LIVE_GEN_STREAM 16 /* tokens a stream asks for */

/* The settings the reader steps through: temperature (0 = greedy), top-k
 * (0 = off), top-p (1 = off). */
#define LIVE_GEN_NTEMP 6
#define LIVE_GEN_NTOPK 5
#define LIVE_GEN_NTOPP 4
extern const double live_gen_temps[LIVE_GEN_NTEMP];
extern const int live_gen_topks[LIVE_GEN_NTOPK];
extern const double live_gen_topps[LIVE_GEN_NTOPP];

enum { LIVE_GEN_IDLE, LIVE_GEN_BUSY, LIVE_GEN_DONE, LIVE_GEN_FAILED, LIVE_GEN_CANCELLED };

typedef struct live_gen {
	bool ok;                 /* the generator follows run_serial */
	errbuf err;              /* why not */
	unsigned long run_serial;
	generator g;
	bool g_open;
	int temp_idx, topk_idx, topp_idx;
	uint64_t seed;
	int T0;                  /* prompt tokens */
	int n;                   /* tokens generated */
	bool ended;              /* the last one is the model's end-of-text token */
	int *seq;                /* [T0 + LIVE_GEN_MAX] the prompt's ids, then the new ones */
	int32_t ids[LIVE_GEN_MAX];
	float prob[LIVE_GEN_MAX]; /* each under the distribution it was drawn from */
	int kept[LIVE_GEN_MAX];   /* how many tokens that distribution kept */
	fwd_result step[LIVE_GEN_MAX]; /* each new token's pass, every layer captured */
	char **labels;           /* [T0 + LIVE_GEN_MAX]: the prompt's, then the new tokens' */
	int stream_left;         /* tokens still asked for: g adds one, G a stream (0: none) */
	/* the job (one at a time, on the session's runner) */
	bool async;              /* on the runner's worker thread */
	live_job *runner;        /* the runner of the last job (not owned) */
	const live_session *job_s; /* the session it runs on */
	bool need_fill;          /* the cache must first be filled with seq[0 .. T0 + n) */
	bool job_token;          /* the job draws and feeds a token (else it only fills) */
	const bool *job_capture; /* the layers it captures (the session's) */
	uint64_t rng_before;     /* the sampler's state before the job's draw */
	int job_id;              /* the token it drew */
	fwd_result job_r;        /* its pass */
	errbuf job_err;
	int delay_ms;            /* per layer (ATTNSTEP_TEST_LAYER_DELAY_MS, tests only) */
	bool stopped;            /* the last stream was stopped by live_gen_stop */
	/* the next draw, under the current settings */
	int show_n;
	int32_t show_ids[LIVE_GEN_SHOW]; /* most probable at the temperature (τ = 1 for greedy) */
	double show_p[LIVE_GEN_SHOW];    /* softmax(logits / τ) */
	double show_kept[LIVE_GEN_SHOW]; /* renormalised after top-k and top-p; 0: dropped */
	char *show_labels[LIVE_GEN_SHOW];
	int next_kept;           /* tokens the next draw chooses among */
	/* the (layer, head) map over prompt and new tokens: S = T0 + n */
	int m_layer, m_head, S;
	bool m_signed;           /* GatedDeltaNet implicit attention */
	float *m;                /* [S][S] */
} live_gen;

/* Set g->async (jobs on a worker thread, for the TUI) before the first tick. */
void live_gen_init(live_gen *g);
void live_gen_free(live_gen *g);   /* stops and waits for a job */
/* The sampling settings in force (from the indices and the seed). */
void live_gen_params(const live_gen *g, sample_params *p);
/* Follow run: when it is another run than the one followed, start over on
 * its prompt. 0, or -1 with e (also in g->err). */
int live_gen_sync(live_gen *g, live_session *s, const live_run *run, errbuf *e);
/* Back to the bare prompt with the current settings and seed (the same
 * seed gives the same continuation). A job under way is cancelled first.
 * 0 or -1. */
int live_gen_restart(live_gen *g, live_session *s, const live_run *run, errbuf *e);
/* Once a frame: collect a finished job (a new token, or why it failed),
 * then start the next one when tokens are asked for (or the cache needs
 * its prefill). Without async the job runs here, so one tick is at most one
 * token. A stream ends at LIVE_GEN_MAX tokens, the model's positions or the
 * end-of-text token. */
void live_gen_tick(live_gen *g, live_session *s);
/* No more tokens: stream_left = 0 and a token under way is told to stop; it
 * is dropped (and its random draw undone, so the same seed still gives the
 * same tokens). Nothing when not streaming. Returns at once. */
void live_gen_stop(live_gen *g);
/* A job is under way. */
bool live_gen_busy(const live_gen *g);
/* Tokens are asked for or one is under way (what Esc stops). */
bool live_gen_streaming(const live_gen *g);
/* Another token can be asked for (not full, not ended). */
bool live_gen_room(const live_gen *g);
/* ms until the next tick is needed (a job, or tokens asked for), or -1. */
int live_gen_timeout_ms(const live_gen *g);
/* The numbers the view draws: the next draw's distribution and the map of
 * (layer, head). */
void live_gen_derive(live_gen *g, const live_session *s, const live_run *run, int layer, int head);

#endif
