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

/* Is id a token the induction sequence may use: not an end-of-text id, and
 * (when strict) one that decodes and is not special. */
static bool usable(const live_session *s, int32_t id, bool strict)
{
	for (int k = 0; k < s->m.cfg.n_eos; k++)
		if (id == s->m.cfg.eos_ids[k])
			return false;
	return !strict || (tok_decode_id(s->tok, id, &(size_t){0}) && !tok_is_special(s->tok, id));
}

static bool taken(const int32_t *ids, int n, int32_t id)
{
	for (int k = 0; k < n; k++)
		if (ids[k] == id)
			return true;
	return false;
}

int live_induction_ids(const live_session *s, int R, int32_t *ids)
{
	uint64_t st = 0x9E3779B97F4A7C15ULL;
	int vocab = s->m.cfg.vocab_size;
	int n = 0;
	/* random draws, a bounded number of them; then, for a small or odd
	 * vocabulary, every id in order, first the usable ones, then any id
	 * that is not end-of-text. The ids are distinct, so that "the earlier
	 * copy" is one position; a vocabulary with fewer than R such ids gives
	 * a shorter sequence, never an endless search. */
	for (long tries = 0; n < R && tries < 64L * R + 1000; tries++) {
		int32_t id = (int32_t)(rng_next(&st) % (uint64_t)vocab);
		if (usable(s, id, true) && !taken(ids, n, id))
			ids[n++] = id;
	}
	for (int strict = 1; strict >= 0 && n < R; strict--)
		for (int32_t id = 0; id < vocab && n < R; id++)
			if (usable(s, id, strict) && !taken(ids, n, id))
				ids[n++] = id;
	for (int i = 0; i < n; i++)
		ids[n + i] = ids[i];
	return n;
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

/* Does head a come before head b when sorting by column col (descending
 * score; ties by layer, then head)? */
static bool before(const live_head_stats *st, int col, int a, int b)
{
	const live_head_score *x = &st->h[a], *y = &st->h[b];
	if (col >= 0 && col < LIVE_SC_N && x->score[col] != y->score[col])
		return x->score[col] > y->score[col];
	if (x->layer != y->layer)
		return x->layer < y->layer;
	return x->head < y->head;
}

void live_head_stats_order(const live_head_stats *st, int col, int *order)
{
	/* insertion sort: a few hundred heads at most, and no global context
	 * for qsort */
	for (int i = 0; i < st->n; i++) {
		int k = i;
		while (k > 0 && before(st, col, i, order[k - 1])) {
			order[k] = order[k - 1];
			k--;
		}
		order[k] = i;
	}
}
