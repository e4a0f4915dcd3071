/* The live view's generator (src/live/gen.c) on the fixture model:
 *   - greedy tokens, one tick each, are the top-1 of a fresh prefill (no
 *     cache) over the prompt and the tokens before, and each new heatmap
 *     row is that prefill's last row;
 *   - on the worker thread (async) a sampled stream gives the same tokens
 *     as on the calling thread, with the same seed;
 *   - a stop while a token is under way drops that token (the pass is
 *     cancelled at a layer boundary: every layer is made slow), ends the
 *     stream, and the stream asked for again continues with exactly the
 *     tokens an uninterrupted stream gives (its draw undone, the cache
 *     filled again; the random sequence is where it was before the draw);
 *   - the model's end-of-text token ends a stream: it is the last token,
 *     and no further token can be asked for.
 * The test knows no token of the model: every expected id is computed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/check.h"
#include "fixture.h"
#include "live/capture_derive.h"
#include "live/gen.h"
#include "live/live.h"

#define N 6

static void sleep_ms(int ms)
{
	struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
	nanosleep(&ts, NULL);
}

/* Tick g until it is idle with nothing asked for (at most ~20 s). */
static void drain(live_gen *g, live_session *s)
{
	for (int k = 0; k < 4000; k++) {
		live_gen_tick(g, s);
		if (!live_gen_busy(g) && g->stream_left == 0 && !g->need_fill)
			return;
		sleep_ms(5);
	}
	CHECK(!"the generator did not finish");
}

/* A generator on run with the settings (temperature index, seed), after N
 * tokens asked for as a stream. */
static void stream(live_gen *g, live_session *s, const live_run *run, bool async, int temp_idx,
	uint64_t seed, int n)
{
	live_gen_init(g);
	g->async = async;
	g->temp_idx = temp_idx;
	g->seed = seed;
	errbuf e;
	CHECK(live_gen_sync(g, s, run, &e) == 0);
	g->stream_left = n;
	drain(g, s);
}

/* The greedy continuation by fresh prefills: top-1 of the prompt and the
 * tokens so far, each time a pass without a cache; the last row of every
 * pass, for layer L head 0. */
static void greedy_by_prefill(live_session *s, const live_run *run, int L, int *ids, float **rows)
{
	int T0 = run->T;
	int *seq = malloc(sizeof(int) * (size_t)(T0 + N));
	for (int t = 0; t < T0; t++)
		seq[t] = run->ids[t];
	for (int k = 0; k <= N; k++) {
		fwd_options o;
		fwd_options_init(&o);
		o.capture = s->capture;
		fwd_result r;
		errbuf e;
		CHECK(fwd_run(&s->m, seq, T0 + k, &o, &r, &e) == 0);
		live_capture_derive(&s->m.cfg, &r, 1);
		if (k > 0) {
			/* the row of the token fed last: query position T0 + k - 1 */
			int S = T0 + k;
			const fwd_layer_capture *lc = &r.layers[L];
			const float *w = lc->linear ? lc->gdn.implicit : lc->attn.weights;
			rows[k - 1] = malloc(sizeof(float) * (size_t)S);
			memcpy(rows[k - 1], w + (size_t)(S - 1) * S, sizeof(float) * (size_t)S);
		}
		if (k < N) {
			int id;
			float p;
			fwd_top_k(r.logits, r.vocab, 1, &id, &p);
			ids[k] = id;
			seq[T0 + k] = id;
		}
		fwd_result_free(&r);
	}
	free(seq);
}

static void test_greedy(live_session *s, const live_run *run)
{
	int want[N];
	float *rows[N];
	for (int L = 0; L < s->m.cfg.num_layers; L++) {
		greedy_by_prefill(s, run, L, want, rows);
		live_gen g;
		live_gen_init(&g);
		errbuf e;
		CHECK(live_gen_sync(&g, s, run, &e) == 0);
		/* one token per tick without the worker */
		for (int k = 0; k < N; k++) {
			g.stream_left = 1;
			live_gen_tick(&g, s);
			CHECK(g.n == k + 1);
		}
		for (int k = 0; k < N; k++)
			CHECK(g.ids[k] == want[k]);
		live_gen_derive(&g, s, run, L, 0);
		CHECK(g.S == run->T + N && g.m_layer == L);
		double worst = 0;
		for (int k = 0; k < N; k++) {
			int S = run->T + k + 1;
			for (int u = 0; u < S; u++) {
				double d = g.m[(size_t)(run->T + k) * g.S + u] - rows[k][u];
				worst = d < 0 ? -d > worst ? -d : worst : d > worst ? d : worst;
			}
			free(rows[k]);
		}
		if (!(worst < 1e-5))
			fprintf(stderr, "layer %d: new rows differ from a prefill's by %g\n", L, worst);
		CHECK(worst < 1e-5);
		live_gen_free(&g);
	}
}

static void test_async_and_stop(live_session *s, const live_run *run)
{
	/* sampled at temperature index 5 (the hottest), seed 7 */
	live_gen ref, g;
	stream(&ref, s, run, false, 5, 7, N);
	CHECK(ref.n == N);
	stream(&g, s, run, true, 5, 7, N);
	CHECK(g.n == N);
	for (int k = 0; k < N && k < g.n; k++)
		CHECK(g.ids[k] == ref.ids[k]);
	live_gen_free(&g);

	/* two tokens, then a third stopped midway: every layer 150 ms */
	stream(&g, s, run, true, 5, 7, 2);
	CHECK(g.n == 2);
	uint64_t rng = g.g.s.rng; /* the random sequence before the third draw */
	g.delay_ms = 150;
	g.stream_left = LIVE_GEN_STREAM;
	live_gen_tick(&g, s); /* starts the third token on the worker */
	CHECK(live_gen_busy(&g) && g.job_token);
	live_gen_stop(&g);
	CHECK(g.stream_left == 0 && g.stopped);
	for (int k = 0; k < 2000 && live_gen_busy(&g); k++)
		sleep_ms(5);
	/* finished after the frame's tick, nothing asked for any more: the event
	 * loop must still come back at once to collect it and draw the stop, not
	 * wait for a key */
	CHECK(live_gen_timeout_ms(&g) == 0);
	g.delay_ms = 0;
	live_gen_tick(&g, s); /* collects the cancelled job, fills the cache again */
	CHECK(g.n == 2);      /* the token under way was dropped */
	CHECK(g.g.s.rng == rng); /* and its draw undone */
	drain(&g, s);
	CHECK(g.n == 2 && g.stopped);
	/* asked for again: the same tokens as without the stop */
	g.stream_left = N - 2;
	drain(&g, s);
	CHECK(g.n == N);
	for (int k = 0; k < N && k < g.n; k++)
		CHECK(g.ids[k] == ref.ids[k]);
	live_gen_free(&g);
	live_gen_free(&ref);
}

static void test_end_of_text(live_session *s, const live_run *run)
{
	/* make the third token of the sampled stream an end-of-text token */
	live_gen ref, g;
	stream(&ref, s, run, false, 5, 7, N);
	int x = ref.ids[2], first = 0;
	while (ref.ids[first] != x)
		first++;
	model_config *c = &s->m.cfg;
	int n_eos = c->n_eos;
	c->eos_ids[c->n_eos++] = x;
	stream(&g, s, run, false, 5, 7, N);
	CHECK(g.n == first + 1 && g.ended && g.ids[g.n - 1] == x);
	CHECK(g.stream_left == 0 && !live_gen_room(&g));
	g.stream_left = 1;
	drain(&g, s);
	CHECK(g.n == first + 1);
	/* the same on the worker */
	live_gen_free(&g);
	stream(&g, s, run, true, 5, 7, N);
	CHECK(g.n == first + 1 && g.ended);
	/* back to the prompt: the text can go on again */
	errbuf e;
	CHECK(live_gen_restart(&g, s, run, &e) == 0 && !g.ended && g.n == 0 && live_gen_room(&g));
	c->n_eos = n_eos;
	live_gen_free(&g);
	live_gen_free(&ref);
}

int main(void)
{
	char dir[256];
	if (fixture_dir(dir, sizeof dir) != 0) {
		fprintf(stderr, "cannot make the fixture directory\n");
		return 1;
	}
	live_session s;
	errbuf e;
	if (live_open(&s, dir, 1, FWD_F32, &e) != 0) {
		fprintf(stderr, "%s\n", e.msg);
		cleanup_dir(dir);
		return 1;
	}
	live_job runner; /* the UI's job runner: every pass of the generator runs on it */
	live_job_init(&runner);
	s.job = &runner;
	live_run *run = NULL;
	CHECK(live_run_text(&s, "ab abc 12", &run, &e) == 0);
	if (run && live_install(&s, run, &e) == 0) {
		test_greedy(&s, run);
		test_async_and_stop(&s, run);
		test_end_of_text(&s, run);
	} else {
		CHECK(!"the prompt's run");
	}
	live_close(&s);
	cleanup_dir(dir);
	return check_exit();
}
