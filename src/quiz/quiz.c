#include "quiz/quiz.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "live/causal_ui.h"
#include "live/live.h"
#include "util/error.h"

static bool zh(const char *lang)
{
	return lang && strcmp(lang, "zh") == 0;
}

/* argmax over the vocabulary of logits / temp */
static int argmax_at(const float *logits, int vocab, double temp)
{
	int best = 0;
	for (int v = 1; v < vocab; v++)
		if ((double)logits[v] / temp > (double)logits[best] / temp)
			best = v;
	return best;
}

/* How many of the numbers of the embedding rows of the last tokens of the
 * three bank prompts differ: positions k where row 1 or row 2 does not
 * hold exactly row 0's stored value. -1 when a prompt cannot be tokenized
 * or its last id is outside the table. */
static long bank_numbers_differ(live_session *s)
{
	const tensor *emb = &s->m.w.embed;
	size_t el = emb->dtype == DT_F32 ? 4 : 2;
	size_t H = (size_t)s->m.cfg.hidden_size, row = H * el;
	const unsigned char *base = emb->data;
	int32_t last[LIVE_BANK_N];
	for (int p = 0; p < LIVE_BANK_N; p++) {
		int32_t *ids = NULL;
		size_t n = 0;
		errbuf e;
		const char *t = s->bank_prompts[p];
		if (tok_encode_prompt(s->tok, t, strlen(t), &ids, &n, &e) != 0 || n == 0) {
			free(ids);
			return -1;
		}
		last[p] = ids[n - 1];
		free(ids);
		if (last[p] < 0 || last[p] >= s->m.cfg.vocab_size)
			return -1;
	}
	long differ = 0;
	for (size_t k = 0; k < H; k++) {
		const unsigned char *x0 = base + (size_t)last[0] * row + k * el;
		bool same = true;
		for (int p = 1; p < LIVE_BANK_N; p++)
			same &= memcmp(base + (size_t)last[p] * row + k * el, x0, el) == 0;
		differ += !same;
	}
	return differ;
}

void quiz_live_fill(answer_live *lv, live_session *s, bool want_bank)
{
	memset(lv, 0, sizeof *lv);
	if (!s)
		return;
	const live_run *r = s->run;
	if (r) {
		/* the first full-attention layer */
		int L = -1;
		for (int i = 0; i < s->m.cfg.num_layers && L < 0; i++)
			if (!s->m.cfg.layer_is_linear[i])
				L = i;
		if (L >= 0 && L < r->r.num_layers && r->r.layers[L].present && !r->r.layers[L].linear) {
			lv->run_ok = true;
			lv->T = r->T;
			lv->first_weight = r->r.layers[L].attn.weights[0]; /* head 0, row 0, col 0 */
		}
		if (r->r.logits && r->r.vocab > 0) {
			lv->top_ok = true;
			lv->top_same_hot = argmax_at(r->r.logits, r->r.vocab, 1.0) ==
					   argmax_at(r->r.logits, r->r.vocab, 2.0);
		}
	}
	int el, eh;
	if (r && live_long_edge_head(s, &el, &eh) == 0) {
		/* the last row of that head: its strongest key other than the first */
		const float *w = r->r.layers[el].attn.weights + ((size_t)eh * r->T + (size_t)(r->T - 1)) * r->T;
		int j = 1;
		for (int k = 2; k < r->T; k++)
			if (w[k] > w[j])
				j = k;
		int k0 = r->T - 1 > ANSWER_MAX_OPTIONS ? r->T - 1 - ANSWER_MAX_OPTIONS : 0;
		if (j >= k0) {
			lv->edge_ok = true;
			lv->edge_col = j;
			lv->tokens_k0 = k0;
			for (int k = k0; k < r->T - 1; k++) {
				char t[64];
				live_token_text(s, r->ids[k], t, sizeof t);
				const char *p = t;
				while (*p == ' ')
					p++; /* " cat" reads as "cat" */
				snprintf(lv->tokens[lv->n_tokens++], sizeof lv->tokens[0], "%.47s", p);
			}
		}
	}
	/* the bank's three passes are computed here only while the job runner
	 * has nothing to do: when the step was entered they became its job,
	 * and a pass here would run on the UI thread beside the runner's pass
	 * over the same session; until that job is done the answer is "not
	 * yet" and the learner tries again */
	if (want_bank && !s->bank_ok && s->tok && !(s->job && live_job_busy(s->job))) {
		errbuf e;
		s->bank_ok = live_bank_compute(s, s->bank_prompts, &s->bank, &e) == 0;
	}
	if (s->bank_ok && s->bank.top_n > 0) {
		lv->bank_top_ok = true;
		lv->bank_top_same = s->bank.top_ids[0][0] == s->bank.top_ids[1][0] &&
				    s->bank.top_ids[1][0] == s->bank.top_ids[2][0];
	}
	if (s->stats_ok) {
		const live_head_stats *st = &s->stats;
		for (int k = 0; k < st->n && k < ANSWER_LIVE_MAX_HEADS; k++) {
			const live_head_score *h = &st->h[k];
			lv->heads[k] = (answer_live_head){
				.layer = h->layer, .head = h->head,
				.prev = h->score[LIVE_SC_PREV], .first = h->score[LIVE_SC_FIRST],
				.self = h->score[LIVE_SC_SELF], .induct = h->score[LIVE_SC_INDUCT],
			};
			lv->n_heads = k + 1;
		}
	}
	if (want_bank && s->tok) { /* the rows themselves, without running the prompts */
		long d = bank_numbers_differ(s);
		if (d >= 0) {
			lv->bank_ok = true;
			lv->bank_numbers_differ = (int)d;
		}
	}
}

/* The causal questions' numbers: read from the UI's results when there
 * are some (lc), else computed here with the session's threads. */
static void causal_fill(answer_live *lv, live_session *s, const live_causal *lc, const char *name)
{
	lv->lens_layer = -1;
	lv->patch_layer = -1;
	const live_run *r = s ? s->run : NULL;
	if (!r)
		return;
	fwd_options o;
	fwd_options_init(&o);
	o.threads = s->threads;
	o.precision = s->prec;
	errbuf e;
	if (strcmp(name, "causal.lens-layer") == 0) {
		if (lc) {
			if (lc->lens_ok && lc->lens_serial == r->serial)
				lv->lens_layer = lens_settle_layer(&lc->lens);
			return;
		}
		lens_data d;
		int *ids = xmalloc(sizeof(int) * (size_t)r->T);
		for (int i = 0; i < r->T; i++)
			ids[i] = r->ids[i];
		if (lens_compute(&d, &s->m, ids, r->T, 1, &o, &e) == 0) {
			lv->lens_layer = lens_settle_layer(&d);
			lens_free(&d);
		}
		free(ids);
	} else if (strcmp(name, "causal.patch-layer") == 0) {
		if (lc) {
			if (lc->patch_ok && lc->patch_for == lc->patch_version)
				lv->patch_layer = patch_flip_layer(&lc->patch);
			return;
		}
		/* the view's first pair: the first prompt of the trio patched
		 * with the second's */
		int32_t *t[2] = {NULL, NULL};
		size_t n[2] = {0, 0};
		int *ids[2] = {NULL, NULL};
		bool ok = true;
		for (int p = 0; p < 2; p++) {
			const char *text = s->bank_prompts[p];
			ok = ok && tok_encode_prompt(s->tok, text, strlen(text), &t[p], &n[p], &e) == 0 && n[p] > 0;
			if (ok) {
				ids[p] = xmalloc(sizeof(int) * n[p]);
				for (size_t i = 0; i < n[p]; i++)
					ids[p][i] = t[p][i];
			}
		}
		patch_data d;
		if (ok && patch_compute(&d, &s->m, ids[0], (int)n[0], ids[1], (int)n[1], &o, &e) == 0) {
			lv->patch_layer = patch_flip_layer(&d);
			patch_free(&d);
		}
		for (int p = 0; p < 2; p++) {
			free(t[p]);
			free(ids[p]);
		}
	} else if (strcmp(name, "causal.knockout-halves") == 0) {
		int L, h;
		if (!live_causal_knockout_head(s, &L, &h))
			return;
		ablate_data d;
		if (lc) {
			if (!lc->probe_ok || !live_causal_probe_ready(lc, r->serial, L, h))
				return;
			d = lc->probe;
		} else {
			int nl = s->m.cfg.num_layers;
			bool **abl = xcalloc((size_t)nl, sizeof *abl);
			abl[L] = xcalloc((size_t)fwd_layer_heads(&s->m.cfg, L), sizeof(bool));
			abl[L][h] = true;
			int *ids = xmalloc(sizeof(int) * (size_t)r->T);
			for (int i = 0; i < r->T; i++)
				ids[i] = r->ids[i];
			int rc = ablate_compute(&d, &s->m, ids, r->T, (const bool *const *)abl, &o, &e);
			free(ids);
			free(abl[L]);
			free(abl);
			if (rc != 0)
				return;
		}
		if (d.k < 1)
			return;
		lv->knock_ok = true;
		/* p(top token after) < p(top token before) / 2 */
		lv->knock_halves = d.p_before_after[0] < 0.5f * d.p_before[0];
	}
}

int quiz_compute(const lesson_step *st, const quiz_source *src, answer *a)
{
	if (!st->question)
		return -1;
	static answer_live lv; /* large; one at a time */
	const char *name = st->question->answer;
	bool live = answer_needs_live(name);
	if (live)
		quiz_live_fill(&lv, src->s, strncmp(name, "live.bank-", 10) == 0);
	if (live && strncmp(name, "causal.", 7) == 0)
		causal_fill(&lv, src->s, src->causal, name);
	answer_ctx ctx = {.mf = src->mf, .live = live ? &lv : NULL, .lang = src->lang};
	return answer_compute(name, &ctx, a);
}

void quiz_init(quiz *q, const lesson *l)
{
	q->l = l;
	size_t n = l->n_steps > 0 ? (size_t)l->n_steps : 1;
	q->state = xcalloc(n, sizeof *q->state);
	q->ans = xcalloc(n, sizeof *q->ans);
	q->have = xcalloc(n, sizeof *q->have);
}

void quiz_free(quiz *q)
{
	free(q->state);
	free(q->ans);
	free(q->have);
	memset(q, 0, sizeof *q);
}

const answer *quiz_answer(quiz *q, int k, const quiz_source *src)
{
	if (k < 0 || k >= q->l->n_steps || !q->l->steps[k].question)
		return NULL;
	if (!q->have[k] || !q->ans[k].ok) { /* not yet available: try again */
		quiz_compute(&q->l->steps[k], src, &q->ans[k]);
		q->have[k] = true;
	}
	return &q->ans[k];
}

enum quiz_result quiz_try(quiz *q, int k, const quiz_source *src, const char *input)
{
	const answer *a = quiz_answer(q, k, src);
	if (!a || !a->ok)
		return QUIZ_R_CLOSED;
	enum quiz_state *st = &q->state[k];
	if (*st != QUIZ_OPEN && *st != QUIZ_SECOND && *st != QUIZ_SKIPPED)
		return QUIZ_R_CLOSED;
	enum answer_verdict v = answer_check(a, input);
	if (v == ANSWER_UNREADABLE)
		return QUIZ_R_UNREADABLE;
	bool second = *st == QUIZ_SECOND;
	if (v == ANSWER_RIGHT) {
		*st = second ? QUIZ_RIGHT_SECOND : QUIZ_RIGHT_FIRST;
		return QUIZ_R_RIGHT;
	}
	*st = second ? QUIZ_MISSED : QUIZ_SECOND;
	return second ? QUIZ_R_MISSED : QUIZ_R_TRY_AGAIN;
}

void quiz_skip(quiz *q, int k)
{
	if (k >= 0 && k < q->l->n_steps && q->l->steps[k].question &&
	    (q->state[k] == QUIZ_OPEN || q->state[k] == QUIZ_SECOND))
		q->state[k] = QUIZ_SKIPPED;
}

enum quiz_state quiz_state_of(const quiz *q, int k)
{
	return k >= 0 && k < q->l->n_steps ? q->state[k] : QUIZ_OPEN;
}

void quiz_counts(const quiz *q, int *n, int *first, int *second, int *missed, int *skipped,
		 int *unanswered)
{
	*n = *first = *second = *missed = *skipped = *unanswered = 0;
	for (int k = 0; k < q->l->n_steps; k++) {
		if (!q->l->steps[k].question)
			continue;
		(*n)++;
		switch (q->state[k]) {
		case QUIZ_RIGHT_FIRST: (*first)++; break;
		case QUIZ_RIGHT_SECOND: (*second)++; break;
		case QUIZ_MISSED: (*missed)++; break;
		case QUIZ_OPEN: (*unanswered)++; break;
		default: (*skipped)++; break;
		}
	}
}

void quiz_summary(const quiz *q, const char *lang, char *out, size_t outsz)
{
	int n, first, second, missed, skipped, unanswered;
	quiz_counts(q, &n, &first, &second, &missed, &skipped, &unanswered);
	if (n == 0) {
		snprintf(out, outsz, "%s", zh(lang) ? "这一课没有提问。" : "This lesson asked nothing.");
		return;
	}
	int open = missed + skipped + unanswered;
	if (zh(lang))
		snprintf(out, outsz, "这一课共 %d 道题：答对 %d 道（第一次就对 %d 道，第二次对 %d 道），"
			 "两次都错 %d 道，跳过 %d 道，还没作答 %d 道。%s", n, first + second, first, second,
			 missed, skipped, unanswered, open ? "没答对或没答的题，回到那一步再看看面板。" :
			 "全部答对！");
	else
		snprintf(out, outsz, "%d of %d questions right (%d at the first try, %d at the "
			 "second); %d missed twice, %d skipped, %d unanswered.%s", first + second, n, first,
			 second, missed, skipped, unanswered, open ? " Step back to those and look at the "
			 "panel again." : " Every one right!");
}
