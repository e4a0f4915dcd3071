/* Generation in the live views: the shown run's prompt continued one token
 * at a time (or a stream of them), each drawn by the sampler from the
 * distribution that temperature, top-k and top-p leave; each new token's
 * pass captured, so that the heatmap of any layer and head gains its row.
 * Everything a view shows of it is computed here (live_gen_derive); the
 * view only draws. No curses.
 *
 *     live_gen g;
 *     live_gen_init(&g);
 *     live_gen_sync(&g, &session, run, &e);   follows the shown run (prefills its prompt)
 *     live_gen_step(&g, &session, &e);        one more token
 *     live_gen_derive(&g, &session, run, layer, head);
 *     live_gen_free(&g);
 */
#ifndef ATTN_LIVE_GEN_H
#define ATTN_LIVE_GEN_H

#include <stdbool.h>

#include "live/live.h"
#include "model/generate.h"

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
	int32_t ids[LIVE_GEN_MAX];
	float prob[LIVE_GEN_MAX]; /* each under the distribution it was drawn from */
	int kept[LIVE_GEN_MAX];   /* how many tokens that distribution kept */
	fwd_result step[LIVE_GEN_MAX]; /* each new token's pass, every layer captured */
	char **labels;           /* [T0 + LIVE_GEN_MAX]: the prompt's, then the new tokens' */
	int stream_left;         /* tokens still to come in a stream (0: none) */
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

void live_gen_init(live_gen *g);
void live_gen_free(live_gen *g);
/* The sampling settings in force (from the indices and the seed). */
void live_gen_params(const live_gen *g, sample_params *p);
/* Follow run: when it is another run than the one followed, start over on
 * its prompt (a prefill into the cache). 0, or -1 with e (also in g->err). */
int live_gen_sync(live_gen *g, live_session *s, const live_run *run, errbuf *e);
/* Back to the bare prompt with the current settings and seed (the same
 * seed gives the same continuation). 0 or -1. */
int live_gen_restart(live_gen *g, live_session *s, const live_run *run, errbuf *e);
/* One more token. 0, 1 when full (LIVE_GEN_MAX or the model's positions), -1. */
int live_gen_step(live_gen *g, live_session *s, errbuf *e);
/* The numbers the view draws: the next draw's distribution and the map of
 * (layer, head). */
void live_gen_derive(live_gen *g, const live_session *s, const live_run *run, int layer, int head);

#endif
