/* `run --generate N` (run_generate.h): options, the loop, the output. */
#include "cli/run_generate.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_util.h"
#include "live/capture_derive.h"
#include "util/number.h"

#define GEN_MAX 100000 /* tokens one run may generate */

/* s for an error line: at most 40 bytes, control characters as '?' */
static const char *shown(const char *s, char *buf, size_t n)
{
	size_t i = 0;
	for (; s[i] && i + 4 < n && i < 40; i++)
		buf[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' : s[i];
	if (s[i])
		buf[i++] = '.', buf[i++] = '.', buf[i++] = '.';
	buf[i] = 0;
	return buf;
}

/* a finite decimal number, nothing after it */
static int parse_number(const char *opt, const char *s, const char *want, double *out, errbuf *e)
{
	char *end, buf[48];
	errno = 0;
	double v = strtod(s, &end);
	if (end == s || *end || isnan(v) || (isinf(v) && errno != ERANGE))
		return errf(e, "%s: expected %s, got '%s'", opt, want, shown(s, buf, sizeof buf));
	/* strtod sets ERANGE both ways: past DBL_MAX (v is HUGE_VAL) and below
	 * the smallest normal double, 2.2e-308 (v is 0 or subnormal) */
	if (errno == ERANGE && fabs(v) > 1)
		return errf(e, "%s: '%s' is too large (past 1.8e308), expected %s", opt,
			    shown(s, buf, sizeof buf), want);
	if (errno == ERANGE)
		return errf(e, "%s: '%s' is too small to hold (below 2.2e-308), expected %s", opt,
			    shown(s, buf, sizeof buf), want);
	*out = v;
	return 0;
}

int run_gen_parse(run_gen_opts *o, const char *gen_s, const char *temp_s, const char *topk_s,
	const char *topp_s, const char *seed_s, errbuf *e)
{
	memset(o, 0, sizeof *o);
	sample_params_init(&o->p);
	const char *lone = temp_s ? "--temperature" : topk_s ? "--top-k" : topp_s ? "--top-p"
		: seed_s ? "--seed" : NULL;
	if (!gen_s) {
		if (lone)
			return errf(e, "%s: only with --generate N", lone);
		return 0;
	}
	long n;
	if (parse_long_in("--generate", gen_s, 1, GEN_MAX, &n, e))
		return -1;
	o->n = (int)n;
	/* any sampling option samples; temperature 1 unless given */
	o->sampled = temp_s || topk_s || topp_s;
	if (o->sampled)
		o->p.temperature = 1.0;
	char buf[48];
	if (temp_s) {
		if (parse_number("--temperature", temp_s, "a number >= 0 (0 is greedy)",
			&o->p.temperature, e))
			return -1;
		if (o->p.temperature < 0)
			return errf(e, "--temperature: must be >= 0 (0 is greedy), got '%s'",
				shown(temp_s, buf, sizeof buf));
	}
	if (topk_s) {
		long k;
		if (parse_long_in("--top-k", topk_s, 0, 100000000, &k, e))
			return -1;
		o->p.top_k = (int)k;
	}
	if (topp_s) {
		if (parse_number("--top-p", topp_s, "a number in (0, 1]", &o->p.top_p, e))
			return -1;
		if (!(o->p.top_p > 0 && o->p.top_p <= 1))
			return errf(e, "--top-p: must be in (0, 1] (1 keeps every token), got '%s'",
				shown(topp_s, buf, sizeof buf));
	}
	if (seed_s) {
		char *end;
		errno = 0;
		unsigned long long v = strtoull(seed_s, &end, 10);
		if (errno || end == seed_s || *end || seed_s[0] == '-' || seed_s[0] == '+' ||
		    seed_s[0] == ' ')
			return errf(e, "--seed: expected a whole number from 0 to %llu, got '%s'",
				(unsigned long long)UINT64_MAX, shown(seed_s, buf, sizeof buf));
		o->p.seed = (uint64_t)v;
	}
	const char *bad = sample_params_check(&o->p);
	if (bad)
		return errf(e, "sampling: %s", bad);
	return 0;
}

void run_gen_select(run_gen *g, const model_config *c, bool (*want)(void *ctx, int layer, int head),
	void *ctx)
{
	int n = 0;
	for (int i = 0; i < c->num_layers; i++) {
		int nh = c->layer_is_linear[i] ? c->lin_v_heads : c->num_heads;
		for (int h = 0; h < nh; h++)
			n += want(ctx, i, h);
	}
	g->nsel = 0;
	g->sel_layer = xmalloc(sizeof(int) * (size_t)(n + 1));
	g->sel_head = xmalloc(sizeof(int) * (size_t)(n + 1));
	g->sel_linear = xmalloc(sizeof(bool) * (size_t)(n + 1));
	for (int i = 0; i < c->num_layers; i++) {
		int nh = c->layer_is_linear[i] ? c->lin_v_heads : c->num_heads;
		for (int h = 0; h < nh; h++)
			if (want(ctx, i, h)) {
				g->sel_layer[g->nsel] = i;
				g->sel_head[g->nsel] = h;
				g->sel_linear[g->nsel] = c->layer_is_linear[i];
				g->nsel++;
			}
	}
}

double run_gen_bytes(const run_gen *g, int T, int ntop)
{
	/* token s (from 0) is at position T + s: its rows hold T + s + 1 floats
	 * per selected head, so sum over s < N of (T + s + 1) = N T + N (N + 1) / 2;
	 * its top list ntop + 1 ids and probabilities */
	double N = g->opts.n, rows = N * T + N * (N + 1) / 2;
	return 4.0 * g->nsel * rows + N * (8.0 * (ntop + 1) + sizeof(run_gen_token));
}

int run_gen_loop(run_gen *g, generator *gn, int ntop, errbuf *e)
{
	int N = g->opts.n;
	g->tok = xcalloc((size_t)N, sizeof *g->tok);
	g->n = 0;
	g->stop = RUN_GEN_LENGTH;
	if (ntop > gn->V)
		ntop = gn->V;
	for (int s = 0; s < N; s++) {
		run_gen_token *t = &g->tok[s];
		t->id = gen_pick(gn);
		t->prob = gn->prob;
		t->kept = gn->kept;
		t->position = gen_len(gn);
		t->top_ids = xmalloc(sizeof(int) * (size_t)(ntop + 1));
		t->top_probs = xmalloc(sizeof(float) * (size_t)(ntop + 1));
		t->ntop = sample_top(gn->probs, gn->V, ntop, t->top_ids, t->top_probs);
		g->n = s + 1;
		bool eot = gen_is_eot(gn, t->id);
		if (eot)
			g->stop = RUN_GEN_EOT; /* the text ends here: nothing follows it */
		/* the token's own pass: its attention row, and the logits of the
		 * next (the last token needs a pass only for its row) */
		if ((s == N - 1 || eot) && g->nsel == 0)
			break;
		fwd_result r;
		int rc = gen_feed(gn, t->id, &r, e);
		if (rc != 0)
			return -1;
		live_capture_derive(&gn->m->cfg, &r, gn->o.threads);
		if (g->nsel) {
			size_t span = (size_t)r.span;
			t->rows = xmalloc(sizeof(float) * span * (size_t)g->nsel);
			for (int k = 0; k < g->nsel; k++) {
				const fwd_layer_capture *lc = &r.layers[g->sel_layer[k]];
				const float *w = g->sel_linear[k] ? lc->gdn.implicit : lc->attn.weights;
				memcpy(t->rows + (size_t)k * span, w + (size_t)g->sel_head[k] * span,
					sizeof(float) * span);
			}
		}
		fwd_result_free(&r);
		if (eot)
			break;
	}
	return 0;
}

void run_gen_free(run_gen *g)
{
	for (int s = 0; s < g->n; s++) {
		free(g->tok[s].top_ids);
		free(g->tok[s].top_probs);
		free(g->tok[s].rows);
	}
	free(g->tok);
	free(g->sel_layer);
	free(g->sel_head);
	free(g->sel_linear);
	memset(g, 0, sizeof *g);
}

/* ---- output ---------------------------------------------------------------- */

/* {"id": .., "text": .., "bytes": .., "prob": .. (no closing brace) */
static void json_token(strbuf *o, const tokenizer *tk, int id, double prob)
{
	sb_puts(o, "{");
	cli_json_token(o, tk, id);
	sb_puts(o, ", \"prob\": ");
	cli_json_num(o, prob);
}

/* A token's text in CSV (an empty field when it has none) and plain text. */
static void csv_token(strbuf *o, const tokenizer *tk, int id)
{
	size_t l;
	const char *s = cli_token_piece(tk, id, &l);
	if (s)
		cli_csv_bytes(o, s, l);
}

static void plain_token(strbuf *o, const tokenizer *tk, int id)
{
	size_t l;
	const char *s = cli_token_piece(tk, id, &l);
	if (s)
		cli_plain_bytes(o, s, l);
	else if (tk)
		sb_puts(o, "(no text)");
}

const char *run_gen_stop_name(const run_gen *g)
{
	return g->stop == RUN_GEN_EOT ? "eot" : "length";
}

void run_gen_json(strbuf *o, const run_gen *g, const model_config *c, const tokenizer *tk)
{
	const sample_params *p = &g->opts.p;
	sb_printf(o, "  \"sampling\": {\"greedy\": %s, \"temperature\": ",
		p->temperature == 0 ? "true" : "false");
	cli_json_num(o, p->temperature);
	sb_printf(o, ", \"top_k\": %d, \"top_p\": ", p->top_k);
	cli_json_num(o, p->top_p);
	sb_printf(o, ", \"seed\": %llu},\n", (unsigned long long)p->seed);
	sb_puts(o, "  \"generated\": [");
	for (int s = 0; s < g->n; s++) {
		const run_gen_token *t = &g->tok[s];
		sb_puts(o, s ? ",\n    " : "\n    ");
		json_token(o, tk, t->id, t->prob);
		sb_printf(o, ", \"position\": %d, \"kept\": %d, \"top\": [", t->position, t->kept);
		for (int k = 0; k < t->ntop; k++) {
			sb_puts(o, k ? ", " : "");
			json_token(o, tk, t->top_ids[k], t->top_probs[k]);
			sb_puts(o, "}");
		}
		sb_puts(o, "]");
		if (t->rows) {
			/* one entry per selected layer, its selected heads inside */
			sb_puts(o, ", \"layers\": [");
			size_t span = (size_t)t->position + 1;
			for (int k = 0; k < g->nsel; k++) {
				bool open = k == 0 || g->sel_layer[k] != g->sel_layer[k - 1];
				bool close = k == g->nsel - 1 || g->sel_layer[k + 1] != g->sel_layer[k];
				if (open)
					sb_printf(o, "%s{\"index\": %d, \"type\": \"%s\", \"heads\": [",
						k ? ", " : "", g->sel_layer[k],
						g->sel_linear[k] ? "linear_attention" : "full_attention");
				else
					sb_puts(o, ", ");
				sb_printf(o, "{\"head\": %d, ", g->sel_head[k]);
				if (g->sel_linear[k])
					sb_puts(o, "\"implicit\": [");
				else
					sb_printf(o, "\"kv_group\": %d, \"weights\": [",
						g->sel_head[k] / (c->num_heads / c->num_kv_heads));
				const float *row = t->rows + (size_t)k * span;
				for (size_t u = 0; u < span; u++) {
					if (u)
						sb_puts(o, ", ");
					cli_json_num(o, row[u]);
				}
				sb_puts(o, "]}");
				if (close)
					sb_puts(o, "]}");
			}
			sb_puts(o, "]");
		}
		sb_puts(o, "}");
	}
	sb_puts(o, g->n ? "\n  ],\n" : "],\n");
	sb_printf(o, "  \"stop\": \"%s\",\n", run_gen_stop_name(g));
}

void run_gen_csv(strbuf *o, const run_gen *g, const tokenizer *tk)
{
	for (int s = 0; s < g->n; s++) {
		const run_gen_token *t = &g->tok[s];
		sb_printf(o, "generated,,,%d,%d,%d,", s, t->position, t->id);
		csv_token(o, tk, t->id);
		sb_putc(o, ',');
		cli_json_num(o, t->prob);
		sb_putc(o, '\n');
		for (int k = 0; k < t->ntop; k++) {
			sb_printf(o, "generated_top,,,%d,%d,%d,", s, k, t->top_ids[k]);
			csv_token(o, tk, t->top_ids[k]);
			sb_putc(o, ',');
			cli_json_num(o, t->top_probs[k]);
			sb_putc(o, '\n');
		}
	}
	sb_printf(o, "generated_stop,,,,,,%s,\n", run_gen_stop_name(g));
}

void run_gen_csv_rows(strbuf *o, const run_gen *g, int layer, int head)
{
	for (int k = 0; k < g->nsel; k++) {
		if (g->sel_layer[k] != layer || g->sel_head[k] != head)
			continue;
		for (int s = 0; s < g->n; s++) {
			const run_gen_token *t = &g->tok[s];
			if (!t->rows)
				continue;
			size_t span = (size_t)t->position + 1;
			for (size_t u = 0; u < span; u++) {
				sb_printf(o, "%s,%d,%d,%d,%zu,,,", g->sel_linear[k] ? "implicit" : "attention",
					layer, head, t->position, u);
				cli_json_num(o, t->rows[(size_t)k * span + u]);
				sb_putc(o, '\n');
			}
		}
	}
}

void run_gen_text(strbuf *o, const run_gen *g, const model_config *c, const tokenizer *tk)
{
	const sample_params *p = &g->opts.p;
	if (p->temperature == 0)
		sb_printf(o, "generated %d token%s, greedy (the most probable each time)", g->n,
			g->n == 1 ? "" : "s");
	else
		sb_printf(o, "generated %d token%s, sampled: temperature %g, top-k %d%s, top-p %g%s, "
			"seed %llu", g->n, g->n == 1 ? "" : "s", p->temperature, p->top_k, p->top_k ? "" : " (off)", p->top_p,
			p->top_p < 1 ? "" : " (off)", (unsigned long long)p->seed);
	sb_puts(o, ":\n  step  position        id      prob      kept  text\n");
	for (int s = 0; s < g->n; s++) {
		const run_gen_token *t = &g->tok[s];
		sb_printf(o, "  %4d  %8d  %8d  %.6f  %8d  ", s + 1, t->position, t->id, t->prob, t->kept);
		plain_token(o, tk, t->id);
		sb_puts(o, "\n        drawn from:");
		for (int k = 0; k < t->ntop; k++) {
			sb_printf(o, "%s %d ", k ? "," : "", t->top_ids[k]);
			plain_token(o, tk, t->top_ids[k]);
			sb_printf(o, " %.4f", t->top_probs[k]);
		}
		sb_putc(o, '\n');
	}
	sb_puts(o, "continuation: ");
	for (int s = 0; s < g->n; s++) {
		if (g->stop == RUN_GEN_EOT && s == g->n - 1)
			sb_puts(o, "[end of text]"); /* readable, not the token's raw spelling */
		else
			plain_token(o, tk, g->tok[s].id);
	}
	sb_putc(o, '\n');
	if (g->stop == RUN_GEN_EOT)
		sb_printf(o, "stopped at the end-of-text token after %d of %d tokens\n", g->n,
			g->opts.n);
	for (int k = 0; k < g->nsel; k++) {
		if (g->n == 0 || !g->tok[0].rows)
			break;
		int L = g->sel_layer[k], h = g->sel_head[k];
		if (g->sel_linear[k])
			sb_printf(o, "layer %d linear_attention head %d: implicit attention of each "
				"generated token (row: its position; columns: s = 0 .. position)\n", L, h);
		else
			sb_printf(o, "layer %d full_attention head %d (kv group %d): softmax weights of "
				"each generated token (row: its position; columns: key u = 0 .. position)\n",
				L, h, h / (c->num_heads / c->num_kv_heads));
		for (int s = 0; s < g->n; s++) {
			const run_gen_token *t = &g->tok[s];
			size_t span = (size_t)t->position + 1;
			sb_printf(o, "  %4d:", t->position);
			for (size_t u = 0; u < span; u++)
				sb_printf(o, " %9.5f", cli_no_negzero(t->rows[(size_t)k * span + u], 5));
			sb_putc(o, '\n');
		}
	}
}
