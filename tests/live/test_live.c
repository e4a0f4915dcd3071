/* Unit tests of src/live: the prompt editor, head statistics on hand-made
 * attention patterns (expected values worked out by hand below), the
 * induction sequence, temperature against fwd_top_k's own softmax, the bank
 * proof, and the session's bad input. The model is a test fixture
 * (tests/model/fixtures/mm_qwen35) with the tiny GPT-2 tokenizer fixture
 * (tests/tokenizer/tiny_gpt2), joined in a temporary directory. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/check.h"
#include "live/editor.h"
#include "live/live.h"
#include "fixture.h"

static void test_editor(void)
{
	live_editor ed;
	led_set(&ed, "");
	CHECK(led_insert(&ed, 'a') == 0);
	CHECK(led_insert(&ed, 0xE9) == 0);   /* é: 2 bytes */
	CHECK(led_insert(&ed, 0x4E2D) == 0); /* 中: 3 bytes */
	CHECK(strcmp(ed.buf, "a\xc3\xa9\xe4\xb8\xad") == 0);
	CHECK(ed.len == 6 && ed.cur == 6);
	led_left(&ed);
	CHECK(ed.cur == 3); /* before 中, never inside it */
	led_backspace(&ed); /* removes é */
	CHECK(strcmp(ed.buf, "a\xe4\xb8\xad") == 0 && ed.cur == 1);
	led_home(&ed);
	CHECK(ed.cur == 0);
	led_delete(&ed);
	CHECK(strcmp(ed.buf, "\xe4\xb8\xad") == 0);
	led_end(&ed);
	CHECK(ed.cur == 3);
	led_delete(&ed); /* at the end: nothing */
	CHECK(ed.len == 3);
	CHECK(led_insert(&ed, '\n') == -1); /* control characters are refused */
	CHECK(led_insert(&ed, 0xD800) == -1);
	CHECK(led_insert(&ed, 0x110000) == -1);
	led_right(&ed);
	CHECK(ed.cur == 3);
	/* a full buffer refuses more, and led_set never cuts a character */
	char big[LIVE_TEXT_MAX + 8];
	memset(big, 'x', sizeof big);
	big[LIVE_TEXT_MAX - 1] = (char)0xC3;
	big[LIVE_TEXT_MAX] = (char)0xA9;
	big[LIVE_TEXT_MAX + 1] = 0;
	led_set(&ed, big);
	CHECK(ed.len == LIVE_TEXT_MAX - 1);
	CHECK(led_insert(&ed, 0xE9) == -1);
	CHECK(led_insert(&ed, 'y') == 0);
	CHECK(led_insert(&ed, 'y') == -1);
}

static void test_history(void)
{
	live_session s;
	memset(&s, 0, sizeof s);
	live_history_add(&s, "one");
	live_history_add(&s, "two");
	live_history_add(&s, "two"); /* a repeat of the newest is not kept */
	live_history_add(&s, "");
	CHECK(s.nhist == 2);
	live_editor ed;
	led_set(&ed, "new");
	led_history(&ed, &s, -1);
	CHECK(strcmp(ed.buf, "two") == 0);
	led_history(&ed, &s, -1);
	CHECK(strcmp(ed.buf, "one") == 0);
	led_history(&ed, &s, -1); /* stays at the oldest */
	CHECK(strcmp(ed.buf, "one") == 0);
	led_history(&ed, &s, 1);
	CHECK(strcmp(ed.buf, "two") == 0);
	led_history(&ed, &s, 1); /* past the newest: the text being written */
	CHECK(strcmp(ed.buf, "new") == 0);
	for (int i = 0; i < LIVE_HIST + 5; i++) {
		char t[16];
		snprintf(t, sizeof t, "p%d", i);
		live_history_add(&s, t);
	}
	CHECK(s.nhist == LIVE_HIST);
	CHECK(strcmp(s.hist[LIVE_HIST - 1], "p36") == 0);
	for (int i = 0; i < s.nhist; i++)
		free(s.hist[i]);
}

/* Two heads over T = 4 tokens, and the same two on R = 3 tokens repeated:
 *  head 0: previous-token head, w[i][i-1] = 1 (row 0: w[0][0] = 1); on the
 *          repeated sequence an induction head, w[i][i-R+1] = 1 for i ≥ R;
 *  head 1: uniform, w[i][j] = 1/(i+1) for j ≤ i.
 * Previous and first average rows 2 and 3, self rows 1 to 3. By hand:
 * head 0: previous = 1, first = 0, self = 0, induction = 1;
 * head 1: previous = first = (1/3 + 1/4)/2 = 7/24,
 *         self = (1/2 + 1/3 + 1/4)/3 = 13/36,
 *         induction = (1/4 + 1/5 + 1/6)/3 = 37/180. */
static void fill(float *w, int T, int head, bool induct, int R)
{
	for (int i = 0; i < T; i++)
		for (int j = 0; j <= i; j++) {
			float v;
			if (head == 1)
				v = 1.0f / (i + 1);
			else if (induct)
				v = i >= R ? (j == i - R + 1) : (j == i);
			else
				v = i == 0 ? 1 : (j == i - 1);
			w[((size_t)head * T + i) * T + j] = v;
		}
}

static void test_stats(void)
{
	model m;
	memset(&m, 0, sizeof m);
	bool lin[2] = {true, false};
	m.cfg.num_layers = 2;
	m.cfg.layer_is_linear = lin;
	m.cfg.num_heads = 2;
	enum { T = 4, R = 3 };
	fwd_layer_capture layers[2], ilayers[2];
	memset(layers, 0, sizeof layers);
	memset(ilayers, 0, sizeof ilayers);
	float w[2 * T * T] = {0}, wi[2 * 2 * R * 2 * R] = {0};
	for (int h = 0; h < 2; h++) {
		fill(w, T, h, false, R);
		fill(wi, 2 * R, h, true, R);
	}
	layers[0].present = ilayers[0].present = true;
	layers[0].linear = ilayers[0].linear = true;
	layers[1].present = ilayers[1].present = true;
	layers[1].attn.weights = w;
	ilayers[1].attn.weights = wi;
	live_run run;
	memset(&run, 0, sizeof run);
	run.T = T;
	run.r.T = T;
	run.r.num_layers = 2;
	run.r.layers = layers;
	fwd_result ind = {.T = 2 * R, .num_layers = 2, .layers = ilayers};
	live_head_stats st;
	errbuf e;
	CHECK(live_head_stats_compute(&m, &run, &ind, R, &st, &e) == 0);
	CHECK(st.n == 2);
	const live_head_score *h0 = &st.h[0], *h1 = &st.h[1];
	CHECK(h0->layer == 1 && h0->head == 0 && h1->head == 1);
	CHECK_NEAR(h0->score[LIVE_SC_PREV], 1.0, 1e-6);
	CHECK_NEAR(h0->score[LIVE_SC_FIRST], 0.0, 1e-6);
	CHECK_NEAR(h0->score[LIVE_SC_SELF], 0.0, 1e-6);
	CHECK_NEAR(h0->score[LIVE_SC_INDUCT], 1.0, 1e-6);
	CHECK_NEAR(h1->score[LIVE_SC_PREV], 7.0 / 24, 1e-6);
	CHECK_NEAR(h1->score[LIVE_SC_FIRST], 7.0 / 24, 1e-6);
	CHECK_NEAR(h1->score[LIVE_SC_SELF], 13.0 / 36, 1e-6);
	CHECK_NEAR(h1->score[LIVE_SC_INDUCT], 37.0 / 180, 1e-6);
	/* examples: head 0's previous-token pattern first peaks at row 2 → 1 */
	CHECK(h0->ex_row[LIVE_SC_PREV] == 2 && h0->ex_col[LIVE_SC_PREV] == 1);
	CHECK(h0->ex_row[LIVE_SC_INDUCT] == R && h0->ex_col[LIVE_SC_INDUCT] == 1);
	/* sorting: by self, head 1 comes first; by previous, head 0 */
	int order[2];
	live_head_stats_order(&st, LIVE_SC_SELF, order);
	CHECK(order[0] == 1 && order[1] == 0);
	live_head_stats_order(&st, LIVE_SC_PREV, order);
	CHECK(order[0] == 0 && order[1] == 1);
	live_head_stats_free(&st);
	/* a layer that was not captured is an error, not a crash */
	layers[1].present = false;
	CHECK(live_head_stats_compute(&m, &run, &ind, R, &st, &e) == -1);
	CHECK(strstr(e.msg, "not captured") != NULL);
}

static void test_session(void)
{
	char dir[256];
	if (fixture_dir(dir, sizeof dir) != 0) {
		CHECK(!"fixture directory");
		return;
	}
	live_session s;
	errbuf e;
	CHECK(live_open(&s, dir, 1, FWD_F32, &e) == 0);
	live_job runner; /* the UI's job runner, which live_start needs */
	live_job_init(&runner);
	s.job = &runner;
	/* bad input: empty, invalid UTF-8, text the tokenizer cannot cover */
	live_run *r = NULL;
	CHECK(live_run_text(&s, "", &r, &e) == -1 && strstr(e.msg, "empty"));
	CHECK(live_run_text(&s, "ab\xff", &r, &e) == -1 && strstr(e.msg, "UTF-8"));
	CHECK(live_start(&s, "", &e) == -1);
	CHECK(live_poll(&s, &e) == LIVE_IDLE);
	/* a run: every layer captured, labels, top-k */
	CHECK(live_run_text(&s, "ab abc 12", &r, &e) == 0);
	if (!r) {
		live_close(&s);
		cleanup_dir(dir);
		return;
	}
	CHECK(r->T > 2);
	for (int l = 0; l < s.m.cfg.num_layers; l++)
		CHECK(r->r.layers[l].present);
	CHECK(r->r.all_logits != NULL);
	CHECK(strcmp(r->labels[0], "ab") == 0);
	/* labels: a space-only token stays visible; an unused id is named */
	char lab[64];
	live_token_text(&s, 3, lab, sizeof lab); /* "Ġ", a space */
	CHECK(strcmp(lab, "\xe2\x90\xa3") == 0);
	live_token_text(&s, 14, lab, sizeof lab); /* a hole in the vocabulary */
	CHECK(strcmp(lab, "<14>") == 0);
	/* temperature 1 equals fwd_top_k's own softmax; other temperatures keep
	 * the order, sharpen (τ < 1) or flatten (τ > 1) */
	int ids[LIVE_TOPK];
	float probs[LIVE_TOPK];
	int n = fwd_top_k(r->r.logits, r->r.vocab, 5, ids, probs);
	int32_t tid[5];
	double tp[5], sharp[5], flat[5];
	CHECK(live_top_probs(r, 1.0, 5, tid, tp) == n);
	for (int k = 0; k < n; k++) {
		CHECK(tid[k] == ids[k]);
		CHECK_NEAR(tp[k], probs[k], 1e-5);
	}
	live_top_probs(r, 0.25, 5, tid, sharp);
	live_top_probs(r, 5.0, 5, tid, flat);
	CHECK(sharp[0] > tp[0] && tp[0] > flat[0]);
	for (int k = 1; k < n; k++)
		CHECK(sharp[k - 1] >= sharp[k] && flat[k - 1] >= flat[k]);
	CHECK(live_top_probs(r, 0, 5, tid, tp) == 0);
	/* install: head statistics for every full-attention head */
	CHECK(live_install(&s, r, &e) == 0);
	int nfull = 0;
	for (int l = 0; l < s.m.cfg.num_layers; l++)
		nfull += !s.m.cfg.layer_is_linear[l];
	CHECK(s.stats.n == nfull * s.m.cfg.num_heads);
	for (int k = 0; k < s.stats.n; k++)
		for (int c = 0; c < LIVE_SC_N; c++)
			CHECK(s.stats.h[k].score[c] >= 0 && s.stats.h[k].score[c] <= 1 + 1e-6);
	/* the induction sequence: R distinct ordinary tokens, then the same R */
	int32_t iid[2 * LIVE_INDUCT_R];
	CHECK(live_induction_ids(&s, LIVE_INDUCT_R, iid) == LIVE_INDUCT_R);
	for (int i = 0; i < LIVE_INDUCT_R; i++) {
		CHECK(iid[i + LIVE_INDUCT_R] == iid[i]);
		CHECK(!tok_is_special(s.tok, iid[i]));
		for (int j = 0; j < i; j++)
			CHECK(iid[i] != iid[j]);
	}
	/* the head's contribution to the residual stream exists for full
	 * layers only */
	float *delta = calloc((size_t)s.m.cfg.hidden_size, sizeof *delta);
	int full = -1;
	for (int l = 0; l < s.m.cfg.num_layers && full < 0; l++)
		if (!s.m.cfg.layer_is_linear[l])
			full = l;
	CHECK(live_head_delta(&s, s.run, full, 0, 0, delta) == 0);
	CHECK(live_head_delta(&s, s.run, 0, 0, 0, delta) == -1); /* layer 0 is linear */
	free(delta);
	/* the worker: start, poll to the end, the run is installed */
	CHECK(live_start(&s, "abc ab", &e) == 0);
	CHECK(live_start(&s, "abc", &e) == -1); /* one at a time */
	int st;
	for (int i = 0; i < 2000 && (st = live_poll(&s, &e)) == LIVE_RUNNING; i++)
		nanosleep(&(struct timespec){0, 1000000}, NULL);
	CHECK(st == LIVE_DONE);
	CHECK(strcmp(s.run->text, "abc ab") == 0);
	/* bank: same last token → byte-identical rows; different → not */
	const char *same[LIVE_BANK_N] = {"ab abc", "c abc", "12 abc"};
	const char *diff[LIVE_BANK_N] = {"ab a", "ab b", "ab c"};
	live_bank b;
	CHECK(live_bank_compute(&s, same, &b, &e) == 0);
	CHECK(b.same_id && b.rows_identical);
	CHECK(b.row_bytes == (size_t)s.m.cfg.hidden_size * 4 || b.row_bytes == (size_t)s.m.cfg.hidden_size * 2);
	for (int k = 0; k < LIVE_BANK_SHOW; k++)
		CHECK(b.row[0][k] == b.row[1][k] && b.row[1][k] == b.row[2][k]);
	live_bank_free(&b);
	CHECK(live_bank_compute(&s, diff, &b, &e) == 0);
	CHECK(!b.same_id && !b.rows_identical);
	live_bank_free(&b);
	const char *bad[LIVE_BANK_N] = {"ab", "", "ab"};
	CHECK(live_bank_compute(&s, bad, &b, &e) == -1);
	live_close(&s);
	/* a missing model directory is one line naming it */
	CHECK(live_open(&s, "/nonexistent/model", 1, FWD_F32, &e) == -1);
	CHECK(strstr(e.msg, "/nonexistent/model") != NULL && !strchr(e.msg, '\n'));
	cleanup_dir(dir);
}

/* A model with fewer usable token ids than the induction sequence wants
 * (12): the id search ends with the ids there are, and a run still
 * installs (it used to spin forever in the worker). The fixture's
 * vocabulary is cut down in memory: only ids below vocab_size are drawn,
 * and the pass itself still sees the whole embedding. */
static void test_small_vocabulary(void)
{
	char dir[256];
	if (fixture_dir(dir, sizeof dir) != 0) {
		CHECK(!"fixture directory");
		return;
	}
	live_session s;
	errbuf e;
	CHECK(live_open(&s, dir, 1, FWD_F32, &e) == 0);
	alarm(60); /* an endless search fails the test (SIGALRM) instead of hanging it */
	int32_t ids[2 * LIVE_INDUCT_R];
	int sizes[] = {8, 2, 1};
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		s.m.cfg.vocab_size = sizes[k];
		int n = live_induction_ids(&s, LIVE_INDUCT_R, ids);
		int usable = sizes[k];
		for (int q = 0; q < s.m.cfg.n_eos; q++)
			usable -= s.m.cfg.eos_ids[q] < sizes[k];
		CHECK(n == usable);
		for (int i = 0; i < n; i++) {
			CHECK(ids[i] >= 0 && ids[i] < sizes[k] && ids[n + i] == ids[i]);
			for (int j = 0; j < i; j++)
				CHECK(ids[i] != ids[j]);
		}
	}
	/* a run with a one-id vocabulary: no induction sequence, scores 0 */
	s.m.cfg.vocab_size = 1;
	live_run *r = NULL;
	s.m.cfg.vocab_size = 80;
	CHECK(live_run_text(&s, "ab", &r, &e) == 0);
	s.m.cfg.vocab_size = 1;
	if (r) {
		CHECK(live_install(&s, r, &e) == 0);
		CHECK(s.induct_R <= 1 && !s.induct_ok);
		for (int h = 0; h < s.stats.n; h++)
			CHECK(s.stats.h[h].score[LIVE_SC_INDUCT] == 0);
	}
	s.m.cfg.vocab_size = 80;
	alarm(0);
	live_close(&s);
	cleanup_dir(dir);
}

int main(void)
{
	test_editor();
	test_history();
	test_stats();
	test_session();
	test_small_vocabulary();
	return check_exit();
}
