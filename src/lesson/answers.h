/* The answers of the lessons' questions (@ask NAME, lessons/FORMAT.md).
 *
 * A lesson never types an answer: it names one of the computations below,
 * and the answer is worked out when the question is shown, from the worked
 * example (src/core), from the loaded model's config (model_facts) or from
 * the captures of the live run (answer_live, filled by whoever holds the
 * live session). Two kinds:
 *
 *   number  the learner types a number, right within a tolerance; byte
 *           counts accept a unit (B, KiB, MiB, GiB; K/M/G mean the same)
 *   choice  the learner picks one of a few options (computed too), by
 *           letter or by the option's text
 */
#ifndef ATTN_LESSON_ANSWERS_H
#define ATTN_LESSON_ANSWERS_H

#include <stdbool.h>
#include <stddef.h>

#include "lesson/facts.h"

enum answer_kind { ANSWER_NUMBER, ANSWER_CHOICE };

#define ANSWER_MAX_OPTIONS 6

typedef struct answer {
	enum answer_kind kind;
	bool ok;            /* false: cannot be worked out here (why says so) */
	char why[160];
	/* number */
	double value;       /* for byte counts: bytes */
	double tol;         /* right when |typed − value| ≤ tol ... */
	double rel_tol;     /* ... or ≤ rel_tol · |value| */
	int decimals;       /* how many decimals to show */
	bool bytes;         /* a byte count: a unit may follow the number */
	double bare_unit;   /* bytes meant by a number typed without a unit */
	/* choice */
	int n_options;
	char options[ANSWER_MAX_OPTIONS][48];
	int correct;        /* index into options */
} answer;

/* What the questions on live steps draw on, taken from the live session's
 * run (the run the live views show). */
#define ANSWER_LIVE_MAX_HEADS 1024
typedef struct answer_live_head {
	int layer, head;
	double prev, first, self, induct; /* the head report's scores */
} answer_live_head;

typedef struct answer_live {
	bool run_ok;          /* a run is there */
	int T;                /* its tokens */
	double first_weight;  /* weights[0][0] of the first full-attention layer, head 0 */
	bool top_ok;
	bool top_same_hot;    /* the top next token at temperature 2 is the one at 1 */
	bool bank_ok;
	int bank_numbers_differ; /* numbers that differ between the three "bank" rows */
	bool edge_ok;         /* the fan-out's long edge (live_long_edge_head) */
	int edge_col;         /* the key it lands on */
	char tokens[ANSWER_MAX_OPTIONS][48]; /* the keys before the last one, as shown */
	int n_tokens;         /* tokens[k] is key k0 + k */
	int tokens_k0;
	bool bank_top_ok;
	bool bank_top_same;   /* the three polysemy prompts' top next tokens are one token */
	/* the causal views' numbers (-1: not computed yet, or none) */
	int lens_layer;       /* the first layer from which on the logit lens shows the prediction */
	int patch_layer;      /* the first layer from which on patching gives the source's prediction */
	bool knock_ok;        /* the top induction head ablated alone on the run */
	bool knock_halves;    /* the top token's probability falls below half of what it was */
	int n_heads;          /* head report rows, 0 when not computed */
	answer_live_head heads[ANSWER_LIVE_MAX_HEADS];
} answer_live;

typedef struct answer_ctx {
	const model_facts *mf;   /* NULL: no model loaded */
	const answer_live *live; /* NULL: no live run */
	const char *lang;        /* "en" or "zh": option labels, messages */
} answer_ctx;

/* The names a lesson may @ask: answer_name(0), answer_name(1), ... until
 * NULL. */
const char *answer_name(int i);

bool answer_known(const char *name);

/* Does this answer need the live run (answer_live)? */
bool answer_needs_live(const char *name);

/* Work out the answer called name. Returns 0 (a->ok may still be false when
 * the model or the run lacks what it needs), or -1 for an unknown name. */
int answer_compute(const char *name, const answer_ctx *ctx, answer *a);

/* How an answer is to be given, one phrase in lang for "Answer with …":
 * "a number to 2 decimals (right within ±0.01)", "a whole number", "a
 * size such as 32 MiB (right within 2 %)"; empty for a choice (its options
 * say it) or an answer that cannot be had. */
void answer_format_precision(const answer *a, const char *lang, char *out, size_t outsz);

enum answer_verdict { ANSWER_RIGHT, ANSWER_WRONG, ANSWER_UNREADABLE };

/* Judge what the learner typed. Numbers: an optional sign, digits with
 * an optional '.' or ',' decimal mark, then (byte counts only) an
 * optional unit. Choices: the option's letter (a, b, ...) or its text,
 * case-insensitive. Anything else is ANSWER_UNREADABLE. */
enum answer_verdict answer_check(const answer *a, const char *input);

/* The answer as shown: "0.90", "2 GiB", "b) 3.0". */
void answer_format(const answer *a, char *out, size_t outsz);

/* The options of a choice as one line: "a) 3.0 · b) 3.2 · c) 7.7"; "" for a
 * number. */
void answer_format_options(const answer *a, char *out, size_t outsz);

#endif
