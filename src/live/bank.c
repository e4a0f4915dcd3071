/* The bank comparison (design step 2): three prompts ending in the same
 * token start that token from byte-identical embedding rows, yet the stack
 * of layers gives three different next-token predictions. */
#include <stdlib.h>
#include <string.h>

#include "live/live.h"

/* Money, a river, an aeroplane leaning into a turn: the same prompts the
 * embedded model's training recipe checks (tools/train/behaviour.py), so
 * that its three predictions are the ones it was made to tell apart. On any
 * model the proof holds for whatever the last token is, and the view says
 * so when the three last tokens differ. */
const char *const live_bank_prompts[LIVE_BANK_N] = {
	"Anna needed a loan, so she went to see the bank",
	"The river was calm, so Tom sat on the bank",
	"The pilot turned the wheel and the plane began to bank",
};

static size_t dtype_size(tensor_dtype d)
{
	return d == DT_F32 ? 4 : 2;
}

int live_bank_compute(live_session *s, const char *const prompts[LIVE_BANK_N], live_bank *b,
	errbuf *e)
{
	memset(b, 0, sizeof *b);
	const tensor *emb = &s->m.w.embed;
	int H = s->m.cfg.hidden_size;
	b->row_bytes = (size_t)H * dtype_size(emb->dtype);
	for (int p = 0; p < LIVE_BANK_N; p++) {
		b->prompt[p] = xstrdup(prompts[p]);
		int32_t *ids = NULL;
		size_t n = 0;
		if (tok_encode_prompt(s->tok, prompts[p], strlen(prompts[p]), &ids, &n, e) != 0)
			goto fail;
		if (n == 0 || (int)n > s->m.cfg.max_positions) {
			free(ids);
			errf(e, "bank: prompt %d gives %zu tokens", p + 1, n);
			goto fail;
		}
		int *iids = xmalloc(n * sizeof *iids);
		for (size_t i = 0; i < n; i++)
			iids[i] = ids[i];
		b->T[p] = (int)n;
		b->last_id[p] = ids[n - 1];
		free(ids);
		if (b->last_id[p] < 0 || b->last_id[p] >= s->m.cfg.vocab_size) {
			free(iids);
			errf(e, "bank: token id %d is outside the vocabulary", (int)b->last_id[p]);
			goto fail;
		}
		char lab[128];
		live_token_text(s, b->last_id[p], lab, sizeof lab);
		b->last_label[p] = xstrdup(lab);
		/* the first numbers of row last_id of the embedding matrix */
		for (int k = 0; k < LIVE_BANK_SHOW && k < H; k++)
			b->row[p][k] = tensor_get(emb, (size_t)b->last_id[p] * H + k);
		fwd_options o;
		fwd_options_init(&o);
		o.threads = s->threads;
		o.precision = s->prec;
		fwd_result r;
		int rc = fwd_run(&s->m, iids, (int)n, &o, &r, e);
		free(iids);
		if (rc != 0)
			goto fail;
		int tid[5];
		float tp[5];
		b->top_n = fwd_top_k(r.logits, r.vocab, 5, tid, tp);
		for (int k = 0; k < b->top_n; k++) {
			b->top_ids[p][k] = tid[k];
			b->top_probs[p][k] = tp[k];
			live_token_text(s, tid[k], lab, sizeof lab);
			b->top_labels[p][k] = xstrdup(lab);
		}
		fwd_result_free(&r);
	}
	/* the proof: compare the stored bytes of the three rows */
	b->same_id = true;
	b->rows_identical = true;
	const unsigned char *base = emb->data;
	for (int p = 1; p < LIVE_BANK_N; p++) {
		b->same_id &= b->last_id[p] == b->last_id[0];
		b->rows_identical &= memcmp(base + (size_t)b->last_id[p] * b->row_bytes,
					    base + (size_t)b->last_id[0] * b->row_bytes,
					    b->row_bytes) == 0;
	}
	return 0;
fail:
	live_bank_free(b);
	return -1;
}

void live_bank_free(live_bank *b)
{
	for (int p = 0; p < LIVE_BANK_N; p++) {
		free(b->prompt[p]);
		free(b->last_label[p]);
		for (int k = 0; k < 5; k++)
			free(b->top_labels[p][k]);
	}
	memset(b, 0, sizeof *b);
}
