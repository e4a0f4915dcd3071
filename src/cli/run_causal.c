/* --ablate, --lens and activation patching for `attnstep run` (run_causal.h). */
#include "cli/run_causal.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_util.h"
#include "util/error.h"

bool run_causal_any(const run_causal *rc)
{
	return rc->ablate_s || rc->lens || rc->patch_prompt || rc->patch_ids_s || rc->patch_layer_s;
}

int run_causal_check(const run_causal *rc, errbuf *e)
{
	if (rc->patch_prompt && rc->patch_ids_s)
		return errf(e, "run: give one of --patch-prompt or --patch-token-ids, not both");
	bool source = rc->patch_prompt || rc->patch_ids_s;
	if (source && !rc->patch_layer_s)
		return errf(e, "run: --patch-prompt/--patch-token-ids need --patch-layer L");
	if (rc->patch_layer_s && !source)
		return errf(e, "run: --patch-layer needs --patch-prompt TEXT or --patch-token-ids IDS");
	if (rc->patch_prompt && !*rc->patch_prompt)
		return errf(e, "--patch-prompt: empty prompt");
	if (rc->ablate_s && !*rc->ablate_s)
		return errf(e, "--ablate: empty list (give LAYER.HEAD[,LAYER.HEAD...], e.g. 3.0)");
	return 0;
}

/* A decimal number of at most 9 digits at *p; its end in *p. -1 if none. */
static long digits(const char **p)
{
	const char *s = *p;
	long v = 0;
	int n = 0;
	while (isdigit((unsigned char)*s) && n < 10) {
		v = v * 10 + (*s++ - '0');
		n++;
	}
	if (n == 0 || n > 9)
		return -1;
	*p = s;
	return v;
}

/* "3.0,7.1": every item LAYER.HEAD within the model; duplicates are one. */
static int parse_ablate(run_causal *rc, const model_config *c, errbuf *e)
{
	rc->ablate = xcalloc((size_t)c->num_layers, sizeof *rc->ablate);
	const char *s = rc->ablate_s;
	for (;;) {
		const char *item = s;
		size_t len = strcspn(item, ",");
		while (*s == ' ')
			s++;
		long L = digits(&s), H = -1;
		if (L >= 0 && *s == '.') {
			s++;
			H = digits(&s);
		}
		while (*s == ' ')
			s++;
		if (L < 0 || H < 0 || (*s != ',' && *s != '\0'))
			return errf(e, "--ablate: '%.*s' is not LAYER.HEAD (e.g. 3.0)",
				(int)(len > 40 ? 40 : len), item);
		if (L >= c->num_layers)
			return errf(e, "--ablate: '%.*s': layer %ld out of range (the model has layers 0-%d)",
				(int)len, item, L, c->num_layers - 1);
		int nh = fwd_layer_heads(c, (int)L);
		if (H >= nh)
			return errf(e, "--ablate: '%.*s': head %ld out of range (layer %ld has heads 0-%d)",
				(int)len, item, H, L, nh - 1);
		if (!rc->ablate[L])
			rc->ablate[L] = xcalloc((size_t)nh, sizeof(bool));
		if (!rc->ablate[L][H])
			rc->n_ablated++;
		rc->ablate[L][H] = true;
		if (*s == '\0')
			break;
		s++;
	}
	return 0;
}

int run_causal_prepare(run_causal *rc, const model *m, const tokenizer *tk,
	fwd_options *o, errbuf *e)
{
	const model_config *c = &m->cfg;
	rc->num_layers = c->num_layers;
	rc->patch_layer = -1;
	if (rc->ablate_s) {
		if (parse_ablate(rc, c, e))
			return -1;
		o->ablate = (const bool *const *)rc->ablate;
	}
	if (rc->patch_layer_s) {
		long L;
		if (parse_long_in("--patch-layer", rc->patch_layer_s, 0, c->num_layers - 1, &L, e)) {
			char why[sizeof e->msg];
			snprintf(why, sizeof why, "%s", e->msg);
			return errf(e, "%s (the model has layers 0-%d)", why, c->num_layers - 1);
		}
		rc->patch_layer = (int)L;
	}
	if (rc->patch_ids_s) {
		int32_t *list;
		size_t n;
		if (cli_id_list("--patch-token-ids", rc->patch_ids_s, INT32_MAX, &list, &n, e))
			return -1;
		rc->patch_ids = xmalloc((n ? n : 1) * sizeof(int));
		for (size_t i = 0; i < n; i++)
			rc->patch_ids[i] = list[i];
		rc->patch_T = (int)n;
		free(list);
	} else if (rc->patch_prompt) {
		int32_t *tids;
		size_t n;
		if (!tk)
			return errf(e, "--patch-prompt: the model has no tokenizer.json (use --patch-token-ids)");
		if (tok_encode_prompt(tk, rc->patch_prompt, strlen(rc->patch_prompt), &tids, &n, e)) {
			char why[sizeof e->msg];
			snprintf(why, sizeof why, "%s", e->msg);
			return errf(e, "--patch-prompt: %s", why);
		}
		if (n == 0 || n > INT_MAX) {
			free(tids);
			return errf(e, "--patch-prompt: the prompt gives no tokens");
		}
		rc->patch_ids = xmalloc(n * sizeof(int));
		for (size_t i = 0; i < n; i++)
			rc->patch_ids[i] = tids[i];
		rc->patch_T = (int)n;
		free(tids);
	}
	if (rc->lens)
		o->residuals = true;
	return 0;
}

int run_causal_patch_source(run_causal *rc, const model *m, fwd_options *o, errbuf *e)
{
	if (rc->patch_layer < 0)
		return 0;
	/* the second input as the model runs it (ablations included), keeping
	 * its stream after every layer; nothing captured */
	fwd_options o2 = *o;
	o2.capture = NULL;
	o2.cache = NULL;
	o2.all_logits = false;
	o2.residuals = true;
	o2.patch_layer = -1;
	o2.patch_row = NULL;
	fwd_result r2;
	if (fwd_run(m, rc->patch_ids, rc->patch_T, &o2, &r2, e) != 0) {
		char why[sizeof e->msg];
		snprintf(why, sizeof why, "%s", e->msg);
		return errf(e, "patch input: %s", why);
	}
	int H = m->cfg.hidden_size;
	rc->patch_row = xmalloc((size_t)H * sizeof(float));
	/* resid[L + 1] is the stream after layer L; its last position */
	const float *src = r2.resid + ((size_t)(rc->patch_layer + 1) * rc->patch_T +
		(size_t)(rc->patch_T - 1)) * H;
	memcpy(rc->patch_row, src, (size_t)H * sizeof(float));
	fwd_result_free(&r2);
	o->patch_layer = rc->patch_layer;
	o->patch_row = rc->patch_row;
	return 0;
}

void run_causal_lens(run_causal *rc, const model *m, const fwd_result *r, int top,
	const fwd_options *o)
{
	if (rc->lens && r->resid)
		lens_from_stream(&rc->lens_d, m, r->resid, r->T, top, o->threads, o->precision);
}

void run_causal_free(run_causal *rc)
{
	if (rc->ablate)
		for (int i = 0; i < rc->num_layers; i++)
			free(rc->ablate[i]);
	free(rc->ablate);
	free(rc->patch_ids);
	free(rc->patch_row);
	lens_free(&rc->lens_d);
}

static const char *kind(const model_config *c, int l)
{
	return c->layer_is_linear[l] ? "linear_attention" : "full_attention";
}

/* ---- output -------------------------------------------------------------- */

void run_causal_json(strbuf *o, const run_causal *rc, const model_config *c,
	const tokenizer *tk)
{
	if (rc->ablate) {
		sb_puts(o, "  \"ablated\": [");
		int n = 0;
		for (int l = 0; l < c->num_layers; l++)
			for (int h = 0; rc->ablate[l] && h < fwd_layer_heads(c, l); h++)
				if (rc->ablate[l][h])
					sb_printf(o, "%s\"%d.%d\"", n++ ? ", " : "", l, h);
		sb_puts(o, "],\n");
	}
	if (rc->patch_layer >= 0) {
		sb_printf(o, "  \"patch\": {\"layer\": %d, \"tokens\": [", rc->patch_layer);
		for (int t = 0; t < rc->patch_T; t++) {
			sb_puts(o, t ? ", {" : "{");
			cli_json_token(o, tk, rc->patch_ids[t]);
			sb_putc(o, '}');
		}
		sb_puts(o, "]},\n");
	}
	if (rc->lens_d.ids) {
		sb_puts(o, "  \"lens\": [");
		for (int l = 0; l < c->num_layers; l++) {
			sb_printf(o, "%s\n    {\"layer\": %d, \"type\": \"%s\", \"top\": [",
				l ? "," : "", l, kind(c, l));
			for (int k = 0; k < rc->lens_d.k; k++) {
				size_t at = (size_t)l * rc->lens_d.k + k;
				sb_puts(o, k ? ", {" : "{");
				cli_json_token(o, tk, rc->lens_d.ids[at]);
				sb_puts(o, ", \"prob\": ");
				cli_json_num(o, rc->lens_d.prob[at]);
				sb_putc(o, '}');
			}
			sb_puts(o, "]}");
		}
		sb_puts(o, "\n  ],\n");
	}
}

static void plain_piece(strbuf *o, const tokenizer *tk, int id)
{
	size_t l;
	const char *s = cli_token_piece(tk, id, &l);
	if (s) {
		sb_putc(o, '\'');
		cli_plain_bytes(o, s, l);
		sb_putc(o, '\'');
	} else {
		sb_printf(o, "#%d", id);
	}
}

void run_causal_text(strbuf *o, const run_causal *rc, const model_config *c,
	const tokenizer *tk)
{
	if (rc->ablate) {
		sb_puts(o, "ablated heads (output 0 at every position):");
		for (int l = 0; l < c->num_layers; l++)
			for (int h = 0; rc->ablate[l] && h < fwd_layer_heads(c, l); h++)
				if (rc->ablate[l][h])
					sb_printf(o, " %d.%d", l, h);
		sb_putc(o, '\n');
	}
	if (rc->patch_layer >= 0) {
		sb_printf(o, "patched: after layer %d the last position's stream is that of (%d tokens):",
			rc->patch_layer, rc->patch_T);
		for (int t = 0; t < rc->patch_T; t++) {
			sb_putc(o, ' ');
			plain_piece(o, tk, rc->patch_ids[t]);
		}
		sb_putc(o, '\n');
	}
	if (rc->lens_d.ids) {
		sb_printf(o, "logit lens (the last position after each layer, top %d):\n", rc->lens_d.k);
		for (int l = 0; l < c->num_layers; l++) {
			sb_printf(o, "  layer %2d %-16s", l, kind(c, l));
			for (int k = 0; k < rc->lens_d.k; k++) {
				size_t at = (size_t)l * rc->lens_d.k + k;
				sb_printf(o, "  %.6f ", rc->lens_d.prob[at]);
				plain_piece(o, tk, rc->lens_d.ids[at]);
			}
			sb_putc(o, '\n');
		}
	}
}

void run_causal_csv(strbuf *o, const run_causal *rc, const model_config *c,
	const tokenizer *tk)
{
	if (rc->ablate)
		for (int l = 0; l < c->num_layers; l++)
			for (int h = 0; rc->ablate[l] && h < fwd_layer_heads(c, l); h++)
				if (rc->ablate[l][h])
					sb_printf(o, "ablated,%d,%d,,,,,\n", l, h);
	if (rc->patch_layer >= 0)
		for (int t = 0; t < rc->patch_T; t++) {
			size_t l;
			const char *s = cli_token_piece(tk, rc->patch_ids[t], &l);
			sb_printf(o, "patch_token,%d,,%d,,%d,", rc->patch_layer, t, rc->patch_ids[t]);
			if (s)
				cli_csv_bytes(o, s, l);
			sb_puts(o, ",\n");
		}
	if (rc->lens_d.ids)
		for (int L = 0; L < c->num_layers; L++)
			for (int k = 0; k < rc->lens_d.k; k++) {
				size_t at = (size_t)L * rc->lens_d.k + k, l;
				int id = rc->lens_d.ids[at];
				const char *s = cli_token_piece(tk, id, &l);
				sb_printf(o, "lens,%d,,%d,,%d,", L, k, id);
				if (s)
					cli_csv_bytes(o, s, l);
				sb_putc(o, ',');
				cli_json_num(o, rc->lens_d.prob[at]);
				sb_putc(o, '\n');
			}
}
