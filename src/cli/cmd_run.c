/* attnstep run [--model M] (--prompt P | --token-ids 1,2,3)
 *              [--layer L|all] [--head H|all] [--top K] [--logits]
 *              [--generate N [--temperature T] [--top-k K] [--top-p P] [--seed S]]
 *              [--format text|json|csv] [--threads N] [--precision f32|bf16]
 *              [--ablate L.H[,L.H...]] [--lens]
 *              [(--patch-prompt P | --patch-token-ids IDS) --patch-layer L]
 *
 * The causal options (ablation, the logit lens, activation patching) are
 * run_causal.c's.
 *
 * With --generate N, N more tokens follow the prompt, one pass of one token
 * each (run_generate.c).
 *
 * One forward pass over the prompt; prints the tokens, the top-k next tokens
 * with probabilities, optionally the last-position logits, and the attention
 * of the selected layers and heads: softmax weights for full-attention layers,
 * the implicit attention w[t][s] for GatedDeltaNet layers. The output is
 * formatted only once every pass has succeeded (no partial output on
 * error), and written in 1 MiB pieces as it is formatted: its size (about
 * 30 bytes a CSV cell, 10 a JSON or text one, so many times the captured
 * matrices) costs no memory.
 * JSON layout: docs/DESIGN.md, "Command line".
 * CSV: one long table, header "record,layer,head,row,col,id,text,value", with
 * records token (row = position), top (row = rank, value = probability),
 * logit (id, value), attention / implicit (layer, head, row = query t,
 * col = key u or source s, value). */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli_util.h"
#include "cli/commands.h"
#include "cli/run_causal.h"
#include "loader/arch.h"
#include "cli/run_generate.h"
#include "engine/forward.h"
#include "kernels/panels.h"
#include "live/capture_derive.h"
#include "loader/model.h"
#include "tokenizer/tokenizer.h"
#include "util/datadir.h"
#include "util/error.h"
#include "util/strbuf.h"
#include "util/utf8.h"

static const char usage_line[] =
	"usage: attnstep run [--model M] (--prompt P | --token-ids 1,2,3) [--layer L|all] "
	"[--head H|all] [--top K] [--logits] [--generate N [--temperature T] [--top-k K] "
	"[--top-p P] [--seed S]] [--format text|json|csv] [--threads N] [--precision f32|bf16] "
	"[--ablate L.H[,L.H...]] [--lens] [(--patch-prompt P | --patch-token-ids IDS) --patch-layer L]";

static const char help_text[] =
	"\n"
	"One forward pass over the prompt: its tokens, the --top K next tokens (default 5)\n"
	"and, with --layer/--head, attention matrices; --logits adds the last position's logits.\n"
	"\n"
	"  --generate N       continue the prompt by up to N tokens, one cached pass each;\n"
	"                     stops early at the model's end-of-text token (\"stop\": \"eot\")\n"
	"  --temperature T    sample at temperature T >= 0 (0 is greedy; 1 when only\n"
	"                     --top-k or --top-p is given)\n"
	"  --top-k K          draw only among the K most probable tokens (0: all)\n"
	"  --top-p P          draw only among the fewest most probable tokens whose\n"
	"                     probabilities add up to P, in (0, 1] (1: all)\n"
	"  --seed S           the random sequence, 0 to 18446744073709551615 (default 0):\n"
	"                     the same seed gives the same tokens\n"
	"Without --temperature, --top-k and --top-p the tokens are greedy: the most probable\n"
	"each time. Each generated token is reported with its probability under the\n"
	"distribution it was drawn from and that distribution's --top K entries.\n"
	"\n"
	"  --ablate L.H,...   set those heads' outputs to 0 at every position (layer L,\n"
	"                     head H: a query head of a full-attention layer, a value\n"
	"                     head of a GatedDeltaNet layer); every pass of the command\n"
	"  --lens             the logit lens: the last position's stream after each layer\n"
	"                     through the final norm and the lm_head, --top K per layer\n"
	"  --patch-prompt P / --patch-token-ids IDS with --patch-layer L\n"
	"                     run that second input, then the prompt with its last\n"
	"                     position's stream after layer L replaced by the second\n"
	"                     input's last position's (activation patching)\n";

enum { FMT_TEXT, FMT_JSON, FMT_CSV };

/* The tokenizer for the token texts. With --prompt it must load; with
 * --token-ids a model without tokenizer.json runs without texts, but one
 * that is there and does not load (or cannot be this model's: it has ids
 * beyond the vocabulary) is an error rather than silently empty texts. */
static int run_tokenizer(const model *m, bool required, tokenizer **out, errbuf *e)
{
	*out = NULL;
	char file[4096 + 32];
	snprintf(file, sizeof file, "%s/tokenizer.json", m->dir);
	struct stat st;
	if (!required && lstat(file, &st) != 0 && errno == ENOENT)
		return 0;
	tokenizer *tk = tok_load(m->dir, e);
	if (!tk)
		return -1;
	if (tok_vocab_size(tk) > m->cfg.vocab_size) {
		errf(e, "%s: has token ids up to %ld, but the model's vocabulary (vocab_size in config.json) has %d",
		     file, (long)tok_vocab_size(tk) - 1, m->cfg.vocab_size);
		tok_free(tk);
		return -1;
	}
	*out = tk;
	return 0;
}

typedef struct run_sel {
	int layer; /* -1 all, -2 none */
	int head;  /* -1 all */
} run_sel;

static int heads_of(const model_config *c, int i)
{
	return c->layer_is_linear[i] ? c->lin_v_heads : c->num_heads;
}

static bool layer_on(const run_sel *s, int i)
{
	return s->layer == -1 || s->layer == i;
}

static bool head_on(const run_sel *s, int h)
{
	return s->head == -1 || s->head == h;
}

/* Where a matrix goes: the output, the model, the tokens, the generation. */
typedef struct matrix_out {
	strbuf *o;
	const model_config *c;
	int T;
	const run_gen *gen;
} matrix_out;

typedef void (*matrix_fn)(matrix_out *mo, int layer, int head, bool linear, const float *w);

/* fn for every selected head of every selected layer the pass captured, in
 * order; w is the head's T×T softmax weights or implicit attention. */
static void each_matrix(const model_config *c, const fwd_result *r, const run_sel *sel, matrix_fn fn,
	matrix_out *mo)
{
	size_t TT = (size_t)mo->T * mo->T;
	for (int i = 0; i < c->num_layers; i++) {
		if (!layer_on(sel, i) || !r->layers[i].present)
			continue;
		bool lin = c->layer_is_linear[i];
		for (int h = 0; h < heads_of(c, i); h++)
			if (head_on(sel, h))
				fn(mo, i, h, lin, (lin ? r->layers[i].gdn.implicit : r->layers[i].attn.weights) +
					(size_t)h * TT);
	}
}

/* CSV: one record per cell, then the generated tokens' rows of the head */
static void csv_matrix(matrix_out *mo, int layer, int head, bool lin, const float *w)
{
	int T = mo->T;
	for (int t = 0; t < T; t++)
		for (int u = 0; u < T; u++) {
			sb_printf(mo->o, "%s,%d,%d,%d,%d,,,", lin ? "implicit" : "attention", layer, head, t, u);
			cli_json_num(mo->o, w[(size_t)t * T + u]);
			sb_putc(mo->o, '\n');
		}
	if (mo->gen)
		run_gen_csv_rows(mo->o, mo->gen, layer, head);
}

/* text: a title line, then the matrix row by row */
static void text_matrix(matrix_out *mo, int layer, int head, bool lin, const float *w)
{
	strbuf *o = mo->o;
	const model_config *c = mo->c;
	int T = mo->T;
	if (lin)
		sb_printf(o, "layer %d linear_attention head %d: implicit attention "
			"w[t][s] (rows t, columns s)\n", layer, head);
	else
		sb_printf(o, "layer %d full_attention head %d (kv group %d): softmax "
			"weights (rows query t, columns key u)\n", layer, head,
			head / (c->num_heads / c->num_kv_heads));
	for (int t = 0; t < T; t++) {
		sb_puts(o, "  ");
		for (int u = 0; u < T; u++)
			sb_printf(o, "%s%9.5f", u ? " " : "", cli_no_negzero(w[(size_t)t * T + u], 5));
		sb_putc(o, '\n');
	}
}

static void write_json(strbuf *o, const model *m, const tokenizer *tk, const int *ids,
	int T, const fwd_result *r, const int *top, const float *prob, int ntop,
	bool logits, const run_sel *sel, const run_gen *gen, const run_causal *cz)
{
	const model_config *c = &m->cfg;
	sb_puts(o, "{\n  \"model\": {\"name\": ");
	cli_json_bytes(o, m->name ? m->name : "", m->name ? strlen(m->name) : 0);
	sb_puts(o, ", \"architecture\": ");
	cli_json_bytes(o, c->architecture, strlen(c->architecture));
	sb_puts(o, ", \"family\": ");
	cli_json_bytes(o, c->arch->family, strlen(c->arch->family));
	sb_printf(o, ", \"num_layers\": %d, \"layer_types\": [", c->num_layers);
	for (int i = 0; i < c->num_layers; i++)
		sb_printf(o, "%s\"%s\"", i ? ", " : "",
			c->layer_is_linear[i] ? "linear_attention" : "full_attention");
	sb_printf(o, "], \"hidden_size\": %d, \"num_attention_heads\": %d, "
		"\"num_key_value_heads\": %d, \"head_dim\": %d, \"vocab_size\": %d},\n",
		c->hidden_size, c->num_heads, c->num_kv_heads, c->head_dim, c->vocab_size);
	sb_puts(o, "  \"tokens\": [");
	for (int t = 0; t < T; t++) {
		sb_puts(o, t ? ", {" : "{");
		cli_json_token(o, tk, ids[t]);
		sb_puts(o, "}");
	}
	sb_puts(o, "],\n  \"top\": [");
	for (int k = 0; k < ntop; k++) {
		sb_puts(o, k ? ", {" : "{");
		cli_json_token(o, tk, top[k]);
		sb_puts(o, ", \"prob\": ");
		cli_json_num(o, prob[k]);
		sb_puts(o, "}");
	}
	sb_puts(o, "],\n");
	run_causal_json(o, cz, c, tk);
	if (gen)
		run_gen_json(o, gen, c, tk);
	if (logits) {
		sb_puts(o, "  \"logits\": [");
		for (int i = 0; i < r->vocab; i++) {
			if (i)
				sb_puts(o, ", ");
			cli_json_num(o, r->logits[i]);
		}
		sb_puts(o, "],\n");
	}
	sb_puts(o, "  \"layers\": [");
	bool first_layer = true;
	for (int i = 0; i < c->num_layers; i++) {
		if (!layer_on(sel, i) || !r->layers[i].present)
			continue;
		bool lin = c->layer_is_linear[i];
		sb_printf(o, "%s\n    {\"index\": %d, \"type\": \"%s\", \"heads\": [",
			first_layer ? "" : ",", i, lin ? "linear_attention" : "full_attention");
		first_layer = false;
		bool first_head = true;
		for (int h = 0; h < heads_of(c, i); h++) {
			if (!head_on(sel, h))
				continue;
			const float *w = lin ? r->layers[i].gdn.implicit : r->layers[i].attn.weights;
			w += (size_t)h * T * T;
			sb_printf(o, "%s\n      {\"head\": %d, ", first_head ? "" : ",", h);
			first_head = false;
			if (lin)
				sb_puts(o, "\"implicit\": [");
			else
				sb_printf(o, "\"kv_group\": %d, \"weights\": [",
					h / (c->num_heads / c->num_kv_heads));
			for (int t = 0; t < T; t++) {
				sb_puts(o, t ? ", [" : "[");
				for (int u = 0; u < T; u++) {
					if (u)
						sb_puts(o, ", ");
					cli_json_num(o, w[(size_t)t * T + u]);
				}
				sb_puts(o, "]");
			}
			sb_puts(o, "]}");
		}
		sb_puts(o, "]}");
	}
	sb_puts(o, first_layer ? "]\n}\n" : "\n  ]\n}\n");
}

static void write_csv(strbuf *o, const model *m, const tokenizer *tk, const int *ids,
	int T, const fwd_result *r, const int *top, const float *prob, int ntop,
	bool logits, const run_sel *sel, const run_gen *gen, const run_causal *cz)
{
	const model_config *c = &m->cfg;
	sb_puts(o, "record,layer,head,row,col,id,text,value\n");
	for (int t = 0; t < T; t++) {
		size_t l;
		const char *s = cli_token_piece(tk, ids[t], &l);
		sb_printf(o, "token,,,%d,,%d,", t, ids[t]);
		if (s) /* no text: an empty field, unlike the empty text "" */
			cli_csv_bytes(o, s, l);
		sb_puts(o, ",\n");
	}
	for (int k = 0; k < ntop; k++) {
		size_t l;
		const char *s = cli_token_piece(tk, top[k], &l);
		sb_printf(o, "top,,,%d,,%d,", k, top[k]);
		if (s)
			cli_csv_bytes(o, s, l);
		sb_putc(o, ',');
		cli_json_num(o, prob[k]);
		sb_putc(o, '\n');
	}
	run_causal_csv(o, cz, c, tk);
	if (gen)
		run_gen_csv(o, gen, tk);
	if (logits)
		for (int i = 0; i < r->vocab; i++) {
			sb_printf(o, "logit,,,,,%d,,", i);
			cli_json_num(o, r->logits[i]);
			sb_putc(o, '\n');
		}
	matrix_out mo = {o, c, T, gen};
	each_matrix(c, r, sel, csv_matrix, &mo);
}

/* A token's text in the text format; "(no text)" marks an id the
 * tokenizer does not cover (nothing at all without a tokenizer). */
static void plain_token(strbuf *o, const tokenizer *tk, const char *s, size_t l)
{
	if (s)
		cli_plain_bytes(o, s, l);
	else if (tk)
		sb_puts(o, "(no text)");
}

static void write_text(strbuf *o, const model *m, const tokenizer *tk, const int *ids,
	int T, const fwd_result *r, const int *top, const float *prob, int ntop,
	bool logits, const run_sel *sel, fwd_precision prec, const run_gen *gen,
	const run_causal *cz)
{
	const model_config *c = &m->cfg;
	int nfull = 0;
	for (int i = 0; i < c->num_layers; i++)
		nfull += !c->layer_is_linear[i];
	/* the name and architecture come from the checkpoint: sanitised */
	sb_puts(o, "model: ");
	cli_plain_bytes(o, m->name ? m->name : "", m->name ? strlen(m->name) : 0);
	sb_puts(o, " (");
	cli_plain_bytes(o, c->architecture, strlen(c->architecture));
	sb_printf(o, "), %d layers (%d full attention, %d linear attention), "
		"precision %s\n", c->num_layers, nfull,
		c->num_layers - nfull, prec == FWD_BF16 ? "bf16" : "f32");
	sb_printf(o, "tokens: %d\n", T);
	for (int t = 0; t < T; t++) {
		size_t l;
		const char *s = cli_token_piece(tk, ids[t], &l);
		sb_printf(o, "  %4d  %8d  ", t, ids[t]);
		plain_token(o, tk, s, l);
		sb_putc(o, '\n');
	}
	sb_printf(o, "next token, top %d:\n", ntop);
	for (int k = 0; k < ntop; k++) {
		size_t l;
		const char *s = cli_token_piece(tk, top[k], &l);
		sb_printf(o, "  %2d  %8d  %.6f  ", k + 1, top[k], prob[k]);
		plain_token(o, tk, s, l);
		sb_putc(o, '\n');
	}
	run_causal_text(o, cz, c, tk);
	if (gen)
		run_gen_text(o, gen, c, tk);
	if (logits) {
		sb_puts(o, "logits (last position):\n");
		for (int i = 0; i < r->vocab; i++)
			sb_printf(o, "  %8d  %.7g\n", i, r->logits[i]);
	}
	matrix_out mo = {o, c, T, gen};
	each_matrix(c, r, sel, text_matrix, &mo);
}

/* the (layer, head) pairs whose rows the generated tokens report */
static bool run_wants(void *ctx, int layer, int head)
{
	const run_sel *s = ctx;
	return s->layer != -2 && layer_on(s, layer) && head_on(s, head);
}

static int default_threads(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > 8 ? 8 : (int)n;
}

int cmd_run(int argc, char **argv)
{
	const char *model_arg = NULL, *prompt = NULL, *idlist = NULL, *layer_s = NULL;
	const char *head_s = NULL, *top_s = "5", *format = "text", *threads_s = NULL;
	const char *prec_s = "f32";
	const char *gen_s = NULL, *temp_s = NULL, *topk_s = NULL, *topp_s = NULL, *seed_s = NULL;
	bool want_logits = false;
	run_causal cz = {0};
	errbuf e;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			puts(usage_line);
			fputs(help_text, stdout);
			return fflush(stdout) == 0 ? EXIT_OK : EXIT_FAIL;
		}
		if (strcmp(a, "--logits") == 0) {
			want_logits = true;
			continue;
		}
		if (strcmp(a, "--lens") == 0) {
			cz.lens = true;
			continue;
		}
		/* common options with no meaning for run */
		if (strcmp(a, "--no-mask") == 0 || strcmp(a, "--no-color") == 0 ||
		    strcmp(a, "--no-motion") == 0)
			continue;
		const char *ignored = NULL; /* --lang: a common option with no meaning here */
		const cli_value_opt vals[] = {
			{"--model", &model_arg}, {"--prompt", &prompt}, {"--token-ids", &idlist},
			{"--layer", &layer_s}, {"--head", &head_s}, {"--top", &top_s},
			{"--format", &format}, {"--threads", &threads_s}, {"--precision", &prec_s},
			{"--lang", &ignored}, {"--generate", &gen_s}, {"--temperature", &temp_s},
			{"--top-k", &topk_s}, {"--top-p", &topp_s}, {"--seed", &seed_s},
			{"--ablate", &cz.ablate_s}, {"--patch-prompt", &cz.patch_prompt},
			{"--patch-token-ids", &cz.patch_ids_s}, {"--patch-layer", &cz.patch_layer_s},
		};
		int took = cli_take_value(argc, argv, &i, vals, sizeof vals / sizeof vals[0], "run", &e);
		if (took < 0) {
			err_print(&e);
			return EXIT_USAGE;
		}
		if (!took) {
			err_printf("run: unknown option '%s' (%s)", a, usage_line);
			return EXIT_USAGE;
		}
	}
	if (!prompt == !idlist) {
		err_printf("run: give exactly one of --prompt or --token-ids (%s)", usage_line);
		return EXIT_USAGE;
	}
	int fmt = strcmp(format, "text") == 0 ? FMT_TEXT : strcmp(format, "json") == 0 ? FMT_JSON
		: strcmp(format, "csv") == 0 ? FMT_CSV : -1;
	if (fmt < 0) {
		err_printf("run: --format must be text, json or csv, not '%s'", format);
		return EXIT_USAGE;
	}
	if (run_causal_check(&cz, &e)) {
		err_print(&e);
		return EXIT_USAGE;
	}
	fwd_precision prec;
	if (cli_precision(prec_s, &prec, &e)) {
		err_print(&e);
		return EXIT_USAGE;
	}
	run_gen gen = {0};
	if (run_gen_parse(&gen.opts, gen_s, temp_s, topk_s, topp_s, seed_s, &e)) {
		err_print(&e);
		return EXIT_USAGE;
	}
	if (gen.opts.n > 0 && (cz.lens || cz.patch_layer_s)) {
		err_printf("run: --lens and --patch-layer read one pass over the prompt; "
			"they cannot be combined with --generate");
		return EXIT_USAGE;
	}
	long ntop, nthreads = default_threads();
	if (parse_long_in("--top", top_s, 0, 1000000, &ntop, &e) ||
	    (threads_s && parse_long_in("--threads", threads_s, 1, 64, &nthreads, &e))) {
		err_print(&e);
		return EXIT_USAGE;
	}
	if (prompt && !*prompt) {
		err_printf("--prompt: empty prompt");
		return EXIT_USAGE;
	}
	size_t bad;
	if (prompt && !utf8_valid(prompt, strlen(prompt), &bad)) {
		err_printf("--prompt: invalid UTF-8 at byte %zu", bad);
		return EXIT_USAGE;
	}
	int *ids = NULL, T = 0;
	if (idlist) {
		int32_t *list;
		size_t n;
		if (cli_id_list("--token-ids", idlist, INT32_MAX, &list, &n, &e)) {
			err_print(&e);
			return EXIT_USAGE;
		}
		/* the forward pass takes int ids; range checks against the
		 * vocabulary happen there */
		ids = xmalloc((n ? n : 1) * sizeof *ids);
		for (size_t i = 0; i < n; i++)
			ids[i] = list[i];
		T = (int)n;
		free(list);
	}

	/* the model: --model, or the embedded one */
	char dir[4096];
	const char *path = model_arg;
	if (!path) {
		if (datadir_find("models/embedded", dir, sizeof dir, &e)) {
			err_printf("%s (give a model with --model DIR)", e.msg);
			free(ids);
			return EXIT_USAGE;
		}
		path = dir;
	}
	model m;
	if (model_load(&m, path, &e)) {
		err_print(&e);
		free(ids);
		return EXIT_USAGE;
	}
	model_panels_prepare(&m);
	const model_config *c = &m.cfg;

	/* --layer / --head: validated against this model */
	run_sel sel = { -2, -1 };
	if (layer_s && strcmp(layer_s, "all") == 0) {
		sel.layer = -1;
	} else if (layer_s) {
		long L;
		if (parse_long_in("--layer", layer_s, 0, c->num_layers - 1, &L, &e)) {
			err_printf("%s (or 'all'; the model has %d layers)", e.msg, c->num_layers);
			goto usage_fail;
		}
		sel.layer = (int)L;
	}
	if (head_s && strcmp(head_s, "all") != 0) {
		int maxh = 0;
		for (int i = 0; i < c->num_layers; i++)
			if (layer_on(&sel, i) || sel.layer == -2)
				if (heads_of(c, i) > maxh)
					maxh = heads_of(c, i);
		long H;
		if (parse_long_in("--head", head_s, 0, maxh - 1, &H, &e)) {
			err_printf("%s (or 'all')", e.msg);
			goto usage_fail;
		}
		sel.head = (int)H;
	}
	if (head_s && sel.layer == -2)
		sel.layer = -1; /* --head alone: that head in every layer */

	tokenizer *tk = NULL;
	if (run_tokenizer(&m, prompt != NULL, &tk, &e)) {
		err_print(&e);
		goto usage_fail;
	}
	if (prompt) {
		int32_t *tids;
		size_t n;
		if (tok_encode_prompt(tk, prompt, strlen(prompt), &tids, &n, &e)) {
			err_print(&e);
			tok_free(tk);
			goto usage_fail;
		}
		if (n == 0) {
			free(tids);
			tok_free(tk);
			err_printf("--prompt: the prompt gives no tokens");
			goto usage_fail;
		}
		if (n > INT_MAX) {
			free(tids);
			tok_free(tk);
			err_printf("--prompt: too long");
			goto usage_fail;
		}
		T = (int)n;
		ids = xmalloc(sizeof(int) * n);
		for (size_t i = 0; i < n; i++)
			ids[i] = tids[i];
		free(tids);
	}

	bool *cap = xcalloc((size_t)c->num_layers, sizeof(bool));
	for (int i = 0; i < c->num_layers; i++)
		cap[i] = sel.layer != -2 && layer_on(&sel, i);
	fwd_options o;
	fwd_options_init(&o);
	o.threads = (int)nthreads;
	o.precision = prec;
	o.capture = cap;
	if (run_causal_prepare(&cz, &m, tk, &o, &e) || run_causal_patch_source(&cz, &m, &o, &e)) {
		err_print(&e);
		free(cap);
		tok_free(tk);
		goto usage_fail;
	}
	fwd_result r;
	generator gn;
	int rc;
	if (gen.opts.n > 0) {
		/* the prompt into a cache, then one pass per new token */
		long need = (long)T + gen.opts.n;
		if (c->max_positions > 0 && need > c->max_positions) {
			err_printf("--generate: %d tokens after a prompt of %d need %ld positions, more "
				"than the model's limit of %d", gen.opts.n, T, need, c->max_positions);
			free(cap);
			tok_free(tk);
			goto usage_fail;
		}
		/* what the generated tokens keep for the output, with the prompt's
		 * pass (its captures are held too), against the working-memory
		 * limit: before any pass, not after minutes of them */
		run_gen_select(&gen, c, run_wants, &sel);
		int kk = (int)(ntop < c->vocab_size ? ntop : c->vocab_size);
		double keep = run_gen_bytes(&gen, T, kk) + (double)fwd_memory_needed(&m, T, &o);
		size_t limit = o.mem_limit ? o.mem_limit : FWD_DEFAULT_MEM_LIMIT;
		if (keep > (double)limit) {
			err_printf("--generate: %d tokens after a prompt of %d%s need %.0f MiB of working "
				"memory, more than the limit of %zu MiB", gen.opts.n, T,
				gen.nsel ? " with their attention rows (--layer/--head)" : "",
				ceil(keep / (1 << 20)), limit >> 20);
			run_gen_free(&gen);
			free(cap);
			tok_free(tk);
			goto usage_fail;
		}
		rc = gen_init(&gn, &m, (int)need, &o, &gen.opts.p, &e);
		if (rc == 0) {
			rc = gen_prompt(&gn, ids, T, &r, &e);
			if (rc != 0)
				gen_free(&gn);
		}
	} else {
		rc = fwd_run(&m, ids, T, &o, &r, &e);
	}
	if (rc != 0) {
		err_print(&e);
		free(cap);
		tok_free(tk);
		goto usage_fail;
	}
	live_capture_derive(c, &r, o.threads);
	if (gen.opts.n > 0) {
		rc = run_gen_loop(&gen, &gn, (int)(ntop < c->vocab_size ? ntop : c->vocab_size), &e);
		gen_free(&gn);
		if (rc != 0) {
			err_print(&e);
			run_gen_free(&gen);
			fwd_result_free(&r);
			free(cap);
			tok_free(tk);
			goto usage_fail;
		}
	}
	const run_gen *gp = gen.opts.n > 0 ? &gen : NULL;
	int k = (int)(ntop < c->vocab_size ? ntop : c->vocab_size);
	int *top = xmalloc(sizeof(int) * (size_t)(k + 1));
	float *prob = xmalloc(sizeof(float) * (size_t)(k + 1));
	k = fwd_top_k(r.logits, r.vocab, k, top, prob);
	run_causal_lens(&cz, &m, &r, k, &o);
	strbuf out = {0};
	out.sink = stdout;
	if (fmt == FMT_JSON)
		write_json(&out, &m, tk, ids, T, &r, top, prob, k, want_logits, &sel, gp, &cz);
	else if (fmt == FMT_CSV)
		write_csv(&out, &m, tk, ids, T, &r, top, prob, k, want_logits, &sel, gp, &cz);
	else
		write_text(&out, &m, tk, ids, T, &r, top, prob, k, want_logits, &sel, prec, gp, &cz);
	int status = EXIT_OK;
	if (sb_flush(&out) != 0) {
		err_printf("cannot write to standard output: %s", strerror(errno));
		status = EXIT_FAIL;
	}
	sb_free(&out);
	run_causal_free(&cz);
	run_gen_free(&gen);
	free(prob);
	free(top);
	fwd_result_free(&r);
	free(cap);
	tok_free(tk);
	model_free(&m);
	free(ids);
	return status;

usage_fail:
	run_causal_free(&cz);
	model_free(&m);
	free(ids);
	return EXIT_USAGE;
}
