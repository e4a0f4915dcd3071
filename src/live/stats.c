/* Head statistics: how much weight each full-attention head puts on a few
 * well-known targets (see live.h for the formulas). */
#include <stdlib.h>
#include <string.h>

#include "live/live.h"

/* xorshift64*: a fixed, portable sequence (the same heads report on every
 * machine). */
static uint64_t rng_next(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ULL;
}

void live_induction_ids(const live_session *s, int R, int32_t *ids)
{
	uint64_t st = 0x9E3779B97F4A7C15ULL;
	int vocab = s->m.cfg.vocab_size;
	int n = 0, tries = 0;
	while (n < R) {
		int32_t id = (int32_t)(rng_next(&st) % (uint64_t)vocab);
		bool ok = ++tries > 100000 || (tok_decode_id(s->tok, id, &(size_t){0}) &&
					     !tok_is_special(s->tok, id));
		for (int k = 0; k < s->m.cfg.n_eos && ok; k++)
			ok = id != s->m.cfg.eos_ids[k];
		/* distinct tokens, so that "the earlier copy" is one position */
		for (int k = 0; k < n && ok; k++)
			ok = ids[k] != id;
		if (ok)
			ids[n++] = id;
	}
	for (int i = 0; i < R; i++)
		ids[R + i] = ids[i];
}

/* The softmax weights of query head h in a captured full layer. */
static const float *head_weights(const fwd_layer_capture *lc, int h, int T)
{
	return lc->attn.weights + (size_t)h * T * T;
}

int live_head_stats_compute(const model *m, const live_run *run, const fwd_result *induct,
	int R, live_head_stats *st, errbuf *e)
{
	const model_config *c = &m->cfg;
	memset(st, 0, sizeof *st);
	int nfull = 0;
	for (int l = 0; l < c->num_layers; l++)
		nfull += !c->layer_is_linear[l];
	st->n = nfull * c->num_heads;
	st->h = xcalloc(st->n > 0 ? (size_t)st->n : 1, sizeof *st->h);
	st->R = R;
	int T = run->T, k = 0;
	for (int l = 0; l < c->num_layers; l++) {
		if (c->layer_is_linear[l])
			continue;
		const fwd_layer_capture *lc = &run->r.layers[l];
		const fwd_layer_capture *ic = induct && induct->layers ? &induct->layers[l] : NULL;
		for (int h = 0; h < c->num_heads; h++, k++) {
			live_head_score *hs = &st->h[k];
			hs->layer = l;
			hs->head = h;
			for (int s = 0; s < LIVE_SC_N; s++)
				hs->ex_row[s] = hs->ex_col[s] = -1;
			if (!lc->present) {
				live_head_stats_free(st);
				return errf(e, "layer %d: not captured", l);
			}
			const float *w = head_weights(lc, h, T);
			/* previous, first, self: one weight per query row; previous and
			 * first from row 2 on (in row 1 the previous token is the first),
			 * self from row 1 on (row 0 can only look at itself) */
			for (int i = 1; i < T; i++) {
				int col[3] = {i - 1, 0, i};
				for (int s = 0; s < 3; s++) {
					if (s != LIVE_SC_SELF && i < 2)
						continue;
					double v = w[(size_t)i * T + col[s]];
					hs->score[s] += v;
					if (hs->ex_row[s] < 0 || v > hs->ex_w[s]) {
						hs->ex_row[s] = i;
						hs->ex_col[s] = col[s];
						hs->ex_w[s] = v;
					}
				}
			}
			if (T > 2) {
				hs->score[LIVE_SC_PREV] /= T - 2;
				hs->score[LIVE_SC_FIRST] /= T - 2;
			}
			if (T > 1)
				hs->score[LIVE_SC_SELF] /= T - 1;
			/* induction: row i of the second copy, key i − R + 1 */
			if (ic && ic->present && induct->T == 2 * R) {
				const float *wi = head_weights(ic, h, 2 * R);
				for (int i = R; i < 2 * R; i++) {
					int j = i - R + 1;
					double v = wi[(size_t)i * 2 * R + j];
					hs->score[LIVE_SC_INDUCT] += v;
					if (hs->ex_row[LIVE_SC_INDUCT] < 0 || v > hs->ex_w[LIVE_SC_INDUCT]) {
						hs->ex_row[LIVE_SC_INDUCT] = i;
						hs->ex_col[LIVE_SC_INDUCT] = j;
						hs->ex_w[LIVE_SC_INDUCT] = v;
					}
				}
				hs->score[LIVE_SC_INDUCT] /= R;
			}
		}
	}
	return 0;
}

void live_head_stats_free(live_head_stats *st)
{
	free(st->h);
	free(st->ind_ids);
	memset(st, 0, sizeof *st);
}

static const live_head_stats *sort_st;
static int sort_col;

static int cmp_heads(const void *a, const void *b)
{
	const live_head_score *x = &sort_st->h[*(const int *)a], *y = &sort_st->h[*(const int *)b];
	if (sort_col >= 0 && sort_col < LIVE_SC_N) {
		if (x->score[sort_col] > y->score[sort_col])
			return -1;
		if (x->score[sort_col] < y->score[sort_col])
			return 1;
	}
	if (x->layer != y->layer)
		return x->layer - y->layer;
	return x->head - y->head;
}

void live_head_stats_order(const live_head_stats *st, int col, int *order)
{
	for (int i = 0; i < st->n; i++)
		order[i] = i;
	/* qsort has no context argument in C11; the UI sorts on one thread */
	sort_st = st;
	sort_col = col;
	qsort(order, (size_t)st->n, sizeof *order, cmp_heads);
}
