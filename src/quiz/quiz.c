#include "quiz/quiz.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Bytes that differ between the embedding rows of the last tokens of the
 * three bank prompts (row 0 against rows 1 and 2), or -1 when a prompt
 * cannot be tokenized or its last id is outside the table. */
static long bank_bytes_differ(live_session *s)
{
	const tensor *emb = &s->m.w.embed;
	size_t row = (size_t)s->m.cfg.hidden_size * (emb->dtype == DT_F32 ? 4 : 2);
	const unsigned char *base = emb->data;
	int32_t last[LIVE_BANK_N];
	for (int p = 0; p < LIVE_BANK_N; p++) {
		int32_t *ids = NULL;
		size_t n = 0;
		errbuf e;
		const char *t = s->bank_prompts[p];
		if (tok_encode(s->tok, t, strlen(t), &ids, &n, &e) != 0 || n == 0) {
			free(ids);
			return -1;
		}
		last[p] = ids[n - 1];
		free(ids);
		if (last[p] < 0 || last[p] >= s->m.cfg.vocab_size)
			return -1;
	}
	long differ = 0;
	for (int p = 1; p < LIVE_BANK_N; p++)
		for (size_t b = 0; b < row; b++)
			differ += base[(size_t)last[p] * row + b] != base[(size_t)last[0] * row + b];
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
	if (want_bank && !s->bank_ok && s->tok) {
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
		long d = bank_bytes_differ(s);
		if (d >= 0) {
			lv->bank_ok = true;
			lv->bank_bytes_differ = (int)d;
		}
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

void quiz_counts(const quiz *q, int *n, int *first, int *second, int *missed, int *skipped)
{
	*n = *first = *second = *missed = *skipped = 0;
	for (int k = 0; k < q->l->n_steps; k++) {
		if (!q->l->steps[k].question)
			continue;
		(*n)++;
		switch (q->state[k]) {
		case QUIZ_RIGHT_FIRST: (*first)++; break;
		case QUIZ_RIGHT_SECOND: (*second)++; break;
		case QUIZ_MISSED: (*missed)++; break;
		default: (*skipped)++; break;
		}
	}
}

void quiz_summary(const quiz *q, const char *lang, char *out, size_t outsz)
{
	int n, first, second, missed, skipped;
	quiz_counts(q, &n, &first, &second, &missed, &skipped);
	if (n == 0) {
		snprintf(out, outsz, "%s", zh(lang) ? "这一课没有提问。" : "This lesson asked nothing.");
		return;
	}
	if (zh(lang))
		snprintf(out, outsz, "这一课共 %d 道题：答对 %d 道（第一次就对 %d 道，第二次对 %d 道），"
			 "两次都错 %d 道，跳过 %d 道。%s", n, first + second, first, second, missed,
			 skipped, missed + skipped ? "没答对的题，回到那一步再看看面板。" :
			 "全部答对！");
	else
		snprintf(out, outsz, "%d of %d questions right (%d at the first try, %d at the "
			 "second); %d missed twice, %d skipped.%s", first + second, n, first, second,
			 missed, skipped, missed + skipped ? " Step back to those and look at the panel "
			 "again." : " Every one right!");
}
