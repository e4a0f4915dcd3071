/* `run --generate N`: the options, the loop over new tokens, and their part
 * of the text, JSON and CSV output (cmd_run.c calls these).
 *
 * Each generated token records its id, its probability under the
 * distribution it was drawn from (temperature, then top-k, then top-p; the
 * model's own distribution at temperature 1 for greedy), how many tokens that
 * distribution kept and its top --top entries; with --layer/--head, the
 * attention row of the token as a query (softmax weights over every position
 * up to its own, or the implicit attention of a GatedDeltaNet head). */
#ifndef ATTN_CLI_RUN_GENERATE_H
#define ATTN_CLI_RUN_GENERATE_H

#include <stdbool.h>

#include "engine/generate.h"
#include "tokenizer/tokenizer.h"
#include "util/error.h"
#include "util/strbuf.h"

typedef struct run_gen_opts {
	int n;              /* tokens to generate; 0 = no generation */
	bool sampled;       /* any of temperature / top-k / top-p given */
	sample_params p;
} run_gen_opts;

/* The option strings (NULL when absent) into o. 0, or -1 with one line in e. */
int run_gen_parse(run_gen_opts *o, const char *gen_s, const char *temp_s, const char *topk_s,
	const char *topp_s, const char *seed_s, errbuf *e);

typedef struct run_gen_token {
	int id, position, kept;
	float prob;
	int ntop;
	int *top_ids;
	float *top_probs;
	float *rows; /* [nsel][position + 1], or NULL */
} run_gen_token;

/* Why generation stopped: it made opts.n tokens, or it drew the model's
 * end-of-text token (which is the last one reported). */
enum run_gen_stop { RUN_GEN_LENGTH, RUN_GEN_EOT };

typedef struct run_gen {
	run_gen_opts opts;
	enum run_gen_stop stop;
	int nsel;              /* selected (layer, head) pairs */
	int *sel_layer, *sel_head;
	bool *sel_linear;
	int n;                 /* tokens generated */
	run_gen_token *tok;
} run_gen;

/* The selected pairs: every (layer, head) with want(layer, head). */
void run_gen_select(run_gen *g, const model_config *c, bool (*want)(void *ctx, int layer, int head),
	void *ctx);
/* Bytes the records of opts.n generated tokens after a prompt of T tokens
 * keep until the output is written (the attention rows of the selected
 * heads, the top ntop lists): grows as opts.n squared with rows, so it is
 * checked against the working-memory limit before the first pass. */
double run_gen_bytes(const run_gen *g, int T, int ntop);
/* Generate opts.n tokens after the prompt pass gen_prompt made, or fewer
 * when the end-of-text token comes first, keeping the top ntop of each
 * distribution. 0, or -1 with e. */
int run_gen_loop(run_gen *g, generator *gn, int ntop, errbuf *e);
void run_gen_free(run_gen *g);

/* The output pieces: JSON `"sampling": {...}, "generated": [...], "stop": ..,`
 * (with a trailing comma and newline), CSV records, text lines. */
void run_gen_json(strbuf *o, const run_gen *g, const model_config *c, const tokenizer *tk);
void run_gen_csv(strbuf *o, const run_gen *g, const tokenizer *tk);
/* CSV attention rows of the generated tokens for (layer, head), appended to
 * the prompt's matrix under the same record name. */
void run_gen_csv_rows(strbuf *o, const run_gen *g, int layer, int head);
/* "eot" or "length" (JSON "stop", CSV generated_stop). */
const char *run_gen_stop_name(const run_gen *g);
void run_gen_text(strbuf *o, const run_gen *g, const model_config *c, const tokenizer *tk);

#endif
