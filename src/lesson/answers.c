#include "lesson/answers.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/attention.h"
#include "core/scale_demo.h"
#include "core/worked.h"

/* The mask grid's prompt has this many tokens (the mask-grid view draws the
 * same five; tests/lesson/test_answers.c checks the two agree). */
#define GRID_N 5

typedef int (*answer_fn)(const answer_ctx *ctx, answer *a);

struct answer_entry {
	const char *name;
	bool live; /* needs the live run */
	answer_fn fn;
};

static bool zh(const answer_ctx *ctx)
{
	return ctx->lang && strcmp(ctx->lang, "zh") == 0;
}

static void number(answer *a, double value, double tol, int decimals)
{
	a->kind = ANSWER_NUMBER;
	a->ok = true;
	a->value = value;
	a->tol = tol;
	a->decimals = decimals;
}

static void bytes(answer *a, double value, double bare_unit)
{
	number(a, value, 0, 0);
	a->bytes = true;
	a->rel_tol = 0.02; /* "2 GiB" and "2048 MiB" both right; 2.1 GiB is not */
	a->bare_unit = bare_unit;
}

static void option(answer *a, const char *text)
{
	if (a->n_options < ANSWER_MAX_OPTIONS)
		snprintf(a->options[a->n_options++], sizeof a->options[0], "%s", text);
}

static void yes_no(const answer_ctx *ctx, answer *a, bool yes)
{
	a->kind = ANSWER_CHOICE;
	a->ok = true;
	option(a, zh(ctx) ? "是" : "yes");
	option(a, zh(ctx) ? "否" : "no");
	a->correct = yes ? 0 : 1;
}

static int unavailable(const answer_ctx *ctx, answer *a, const char *en, const char *zhs)
{
	a->ok = false;
	snprintf(a->why, sizeof a->why, "%s", zh(ctx) ? zhs : en);
	return 0;
}

static int no_model(const answer_ctx *ctx, answer *a)
{
	return unavailable(ctx, a, "no model is loaded", "没有加载模型");
}

static int no_run(const answer_ctx *ctx, answer *a)
{
	return unavailable(ctx, a, "the live model has not run yet", "实时模型还没有运行");
}

/* --- the worked example (src/core) --- */

static int trace_value(answer *a, bool causal, int which, int i, int j)
{
	attn_trace t;
	if (worked_trace(&t, causal) != 0)
		return -1;
	const double *m = which == 0 ? t.scores : which == 1 ? t.out : t.resid;
	int cols = which == 0 ? t.n : t.d_head;
	number(a, m[i * cols + j], 0.01, 2);
	attn_trace_free(&t);
	return 0;
}

/* S(cat, cat) = q_cat · k_cat (row 1, column 1 of Q·Kᵀ) */
static int s_cat_cat(const answer_ctx *ctx, answer *a)
{
	(void)ctx;
	return trace_value(a, true, 0, 1, 1);
}

/* first number of out[The] = P[The]·V, with the mask off */
static int out_the_unmasked(const answer_ctx *ctx, answer *a)
{
	(void)ctx;
	return trace_value(a, false, 1, 0, 0);
}

/* first number of x[The] + out[The], with the mask off */
static int resid_the_unmasked(const answer_ctx *ctx, answer *a)
{
	(void)ctx;
	return trace_value(a, false, 2, 0, 0);
}

/* Which token's output changes when the mask goes: compare the two traces
 * row by row. */
static int changes_unmasked(const answer_ctx *ctx, answer *a)
{
	attn_trace on, off;
	if (worked_trace(&on, true) != 0)
		return -1;
	if (worked_trace(&off, false) != 0) {
		attn_trace_free(&on);
		return -1;
	}
	bool changed[WORKED_N];
	for (int i = 0; i < WORKED_N; i++) {
		changed[i] = false;
		for (int c = 0; c < on.d_head; c++)
			if (on.out[i * on.d_head + c] != off.out[i * off.d_head + c])
				changed[i] = true;
	}
	attn_trace_free(&on);
	attn_trace_free(&off);
	a->kind = ANSWER_CHOICE;
	a->ok = true;
	option(a, worked_tokens[0]);
	option(a, worked_tokens[1]);
	option(a, zh(ctx) ? "两个都变" : "both");
	option(a, zh(ctx) ? "都不变" : "neither");
	a->correct = changed[0] && changed[1] ? 2 : changed[0] ? 0 : changed[1] ? 1 : 3;
	return 0;
}

/* The d_head slider at its widest: the softmax of the unscaled scores,
 * the weight on the best-matching key k1. */
static int unscaled_top_256(const answer_ctx *ctx, answer *a)
{
	(void)ctx;
	scale_demo sd;
	if (scale_demo_compute(&sd, 256) != 0)
		return -1;
	number(a, sd.p_unscaled[0], 0.01, 2);
	return 0;
}

/* Cells (i, j) of the GRID_N × GRID_N mask that the causal mask allows. */
static int allowed_cells(const answer_ctx *ctx, answer *a)
{
	(void)ctx;
	int n = 0;
	for (int i = 0; i < GRID_N; i++)
		for (int j = 0; j < GRID_N; j++)
			n += attn_mask_allows(i, j);
	number(a, n, 0, 0);
	return 0;
}

/* Next-token losses one pass over the grid's prompt gives: every position
 * whose next token is in the text. */
static int losses(const answer_ctx *ctx, answer *a)
{
	(void)ctx;
	int n = 0;
	for (int i = 0; i < GRID_N; i++)
		n += i + 1 < GRID_N;
	number(a, n, 0, 0);
	return 0;
}

/* --- the loaded model's config --- */

/* the joined outputs of all heads for one token: heads · d_head numbers */
static int query_numbers(const answer_ctx *ctx, answer *a)
{
	if (!ctx->mf)
		return no_model(ctx, a);
	number(a, (double)ctx->mf->num_heads * ctx->mf->head_dim, 0, 0);
	return 0;
}

/* one layer's fp32 score matrices at 8,192 tokens: heads · T² · 4 bytes */
static int score_bytes_8k(const answer_ctx *ctx, answer *a)
{
	if (!ctx->mf)
		return no_model(ctx, a);
	bytes(a, (double)ctx->mf->num_heads * 8192.0 * 8192.0 * 4.0, 1024.0 * 1024.0);
	return 0;
}

/* one GatedDeltaNet layer's state (value heads · d_k · d_v · 4 bytes): the
 * same after a million tokens as after one */
static int state_long(const answer_ctx *ctx, answer *a)
{
	const model_facts *mf = ctx->mf;
	if (!mf)
		return no_model(ctx, a);
	if (mf->linear_heads <= 0)
		return unavailable(ctx, a, "this model has no GatedDeltaNet layers",
				   "这个模型没有 GatedDeltaNet 层");
	bytes(a, (double)mf->linear_heads * mf->linear_key_dim * mf->linear_value_dim * 4.0,
	      1024.0);
	return 0;
}

/* the key/value group query head 5 reads: ⌊5 ÷ (heads per group)⌋ */
static int group_of_head_5(const answer_ctx *ctx, answer *a)
{
	const model_facts *mf = ctx->mf;
	if (!mf)
		return no_model(ctx, a);
	if (mf->num_heads <= 5 || mf->num_kv_heads <= 0)
		return unavailable(ctx, a, "this model has no head 5", "这个模型没有 5 号头");
	number(a, 5 / (mf->num_heads / mf->num_kv_heads), 0, 0);
	return 0;
}

/* numbers one full-attention layer keeps in its cache for 1,000 tokens: a
 * key and a value of d_head numbers per key/value group per token,
 * 1000 · 2 · groups · d_head */
static int kv_cache_1000(const answer_ctx *ctx, answer *a)
{
	const model_facts *mf = ctx->mf;
	if (!mf)
		return no_model(ctx, a);
	number(a, 1000.0 * 2.0 * mf->num_kv_heads * mf->head_dim, 0, 0);
	return 0;
}

/* what a full-attention head divides its raw scores by: √d_head */
static int sqrt_head_dim(const answer_ctx *ctx, answer *a)
{
	if (!ctx->mf)
		return no_model(ctx, a);
	number(a, sqrt((double)ctx->mf->head_dim), 0.01, 2);
	return 0;
}

/* --- the live run --- */

static int bank_numbers(const answer_ctx *ctx, answer *a)
{
	if (!ctx->live || !ctx->live->bank_ok)
		return no_run(ctx, a);
	number(a, ctx->live->bank_numbers_differ, 0, 0);
	return 0;
}

static int first_weight(const answer_ctx *ctx, answer *a)
{
	if (!ctx->live || !ctx->live->run_ok)
		return no_run(ctx, a);
	number(a, ctx->live->first_weight, 0.01, 2);
	return 0;
}

static int top_at_hot(const answer_ctx *ctx, answer *a)
{
	if (!ctx->live || !ctx->live->top_ok)
		return no_run(ctx, a);
	/* the question: does the top token change? */
	yes_no(ctx, a, !ctx->live->top_same_hot);
	return 0;
}

/* Which earlier token the fan-out's long edge lands on: the options are the
 * keys before the last token (the last ones when there are more than fit). */
static int long_edge_token(const answer_ctx *ctx, answer *a)
{
	const answer_live *lv = ctx->live;
	if (!lv || !lv->edge_ok || lv->n_tokens < 2)
		return no_run(ctx, a);
	a->kind = ANSWER_CHOICE;
	a->ok = true;
	for (int k = 0; k < lv->n_tokens; k++)
		option(a, lv->tokens[k]);
	a->correct = lv->edge_col - lv->tokens_k0;
	if (a->correct < 0 || a->correct >= a->n_options)
		return no_run(ctx, a);
	return 0;
}

/* Do the three polysemy prompts get the same top next token? */
static int bank_same_top(const answer_ctx *ctx, answer *a)
{
	if (!ctx->live || !ctx->live->bank_top_ok)
		return no_run(ctx, a);
	yes_no(ctx, a, ctx->live->bank_top_same);
	return 0;
}

static bool picked(const int *pick, int n, int k)
{
	for (int i = 0; i < n; i++)
		if (pick[i] == k)
			return true;
	return false;
}

/* The head with the highest previous-token score, among the heads that
 * lead the other columns of the head report (and the next previous-token
 * heads when those coincide), shown in layer/head order. */
static int previous_head(const answer_ctx *ctx, answer *a)
{
	const answer_live *lv = ctx->live;
	if (!lv || lv->n_heads < 2)
		return no_run(ctx, a);
	int n = lv->n_heads, pick[4], np = 0;
	/* best by each column; column 0 (previous) is the answer */
	for (int col = 0; col < 4 && np < 4; col++) {
		int best = -1;
		for (int k = 0; k < n; k++) {
			const answer_live_head *h = &lv->heads[k];
			double s = col == 0 ? h->prev : col == 1 ? h->first : col == 2 ? h->self : h->induct;
			double b = best < 0 ? -1 : col == 0 ? lv->heads[best].prev :
				   col == 1 ? lv->heads[best].first :
				   col == 2 ? lv->heads[best].self : lv->heads[best].induct;
			if (!picked(pick, np, k) && s > b)
				best = k;
		}
		if (best >= 0)
			pick[np++] = best;
	}
	/* fill up with the next heads in previous-token order */
	while (np < 4 && np < n) {
		int best = -1;
		for (int k = 0; k < n; k++)
			if (!picked(pick, np, k) && (best < 0 || lv->heads[k].prev > lv->heads[best].prev))
				best = k;
		pick[np++] = best;
	}
	int answer_head = pick[0];
	/* layer/head order, so the position gives nothing away */
	for (int i = 1; i < np; i++)
		for (int j = i; j > 0; j--) {
			const answer_live_head *x = &lv->heads[pick[j - 1]], *y = &lv->heads[pick[j]];
			if (x->layer > y->layer || (x->layer == y->layer && x->head > y->head)) {
				int t = pick[j - 1];
				pick[j - 1] = pick[j];
				pick[j] = t;
			}
		}
	a->kind = ANSWER_CHOICE;
	a->ok = true;
	for (int i = 0; i < np; i++) {
		char lab[32];
		snprintf(lab, sizeof lab, "%d.%d", lv->heads[pick[i]].layer, lv->heads[pick[i]].head);
		option(a, lab);
		if (pick[i] == answer_head)
			a->correct = i;
	}
	return 0;
}

/* The causal views (live-lens, live-patch, the ablation of a head). */
static int lens_layer(const answer_ctx *ctx, answer *a)
{
	if (!ctx->live || ctx->live->lens_layer < 0)
		return unavailable(ctx, a, "the logit lens of the run is not computed yet",
			"这次运行的逻辑透镜还没有算出来");
	number(a, ctx->live->lens_layer, 0, 0);
	return 0;
}

static int patch_layer(const answer_ctx *ctx, answer *a)
{
	if (!ctx->live || ctx->live->patch_layer < 0)
		return unavailable(ctx, a,
			"the patching table is not computed yet, or patching never gives the source's prediction here",
			"修补表还没有算出来，或者这里修补始终得不到来源的预测");
	number(a, ctx->live->patch_layer, 0, 0);
	return 0;
}

static int knock_halves(const answer_ctx *ctx, answer *a)
{
	if (!ctx->live || !ctx->live->knock_ok)
		return unavailable(ctx, a, "the ablation of the top induction head is not computed yet",
			"还没有算出消融归纳分数第一的头的结果");
	yes_no(ctx, a, ctx->live->knock_halves);
	return 0;
}

static const struct answer_entry table[] = {
	{"worked.s-cat-cat", false, s_cat_cat},
	{"worked.out-the-unmasked", false, out_the_unmasked},
	{"worked.resid-the-unmasked", false, resid_the_unmasked},
	{"worked.changes-unmasked", false, changes_unmasked},
	{"scale.unscaled-top-256", false, unscaled_top_256},
	{"mask.allowed-cells", false, allowed_cells},
	{"mask.losses", false, losses},
	{"model.heads-times-dim", false, query_numbers},
	{"model.score-bytes-8k", false, score_bytes_8k},
	{"model.state-long", false, state_long},
	{"model.group-of-head-5", false, group_of_head_5},
	{"model.sqrt-head-dim", false, sqrt_head_dim},
	{"model.kv-cache-1000", false, kv_cache_1000},
	{"live.long-edge-token", true, long_edge_token},
	{"live.bank-same-top", true, bank_same_top},
	{"live.bank-numbers-differ", true, bank_numbers},
	{"live.first-weight", true, first_weight},
	{"live.top-changes-hot", true, top_at_hot},
	{"live.previous-head", true, previous_head},
	{"causal.lens-layer", true, lens_layer},
	{"causal.patch-layer", true, patch_layer},
	{"causal.knockout-halves", true, knock_halves},
};
#define N_TABLE ((int)(sizeof table / sizeof table[0]))

const char *answer_name(int i)
{
	return i >= 0 && i < N_TABLE ? table[i].name : NULL;
}

static const struct answer_entry *find(const char *name)
{
	for (int i = 0; i < N_TABLE; i++)
		if (strcmp(table[i].name, name) == 0)
			return &table[i];
	return NULL;
}

bool answer_known(const char *name)
{
	return find(name) != NULL;
}

bool answer_needs_live(const char *name)
{
	const struct answer_entry *e = find(name);
	return e && e->live;
}

int answer_compute(const char *name, const answer_ctx *ctx, answer *a)
{
	const struct answer_entry *e = find(name);
	memset(a, 0, sizeof *a);
	if (!e)
		return -1;
	if (e->fn(ctx, a) != 0) {
		a->ok = false;
		snprintf(a->why, sizeof a->why, "%s", zh(ctx) ? "无法计算" : "cannot be computed");
	}
	return 0;
}

/* --- judging --- */

static const char *skip_space(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* A number: sign, digits, '.' or ',' and digits. Returns the end, or NULL. */
static const char *parse_number(const char *s, double *v)
{
	char buf[64];
	size_t n = 0;
	bool digits = false, dot = false;
	if (*s == '+' || *s == '-')
		buf[n++] = *s++;
	for (; *s && n < sizeof buf - 1; s++) {
		if (isdigit((unsigned char)*s)) {
			buf[n++] = *s;
			digits = true;
		} else if ((*s == '.' || *s == ',') && !dot) {
			buf[n++] = '.';
			dot = true;
		} else {
			break;
		}
	}
	if (!digits)
		return NULL;
	buf[n] = '\0';
	*v = strtod(buf, NULL);
	return s;
}

static bool ieq(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
			return false;
	return *a == *b;
}

/* A byte unit: B, K/KB/KiB, M/MB/MiB, G/GB/GiB, T/TB/TiB (all binary). */
static bool parse_unit(const char *s, double *scale)
{
	static const struct { const char *name; double scale; } units[] = {
		{"b", 1}, {"k", 0x1p10}, {"kb", 0x1p10}, {"kib", 0x1p10},
		{"m", 0x1p20}, {"mb", 0x1p20}, {"mib", 0x1p20},
		{"g", 0x1p30}, {"gb", 0x1p30}, {"gib", 0x1p30},
		{"t", 0x1p40}, {"tb", 0x1p40}, {"tib", 0x1p40},
	};
	for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
		if (ieq(s, units[i].name)) {
			*scale = units[i].scale;
			return true;
		}
	return false;
}

/* The input without blanks at either end, into out. */
static void trimmed(const char *in, char *out, size_t outsz)
{
	in = skip_space(in);
	snprintf(out, outsz, "%s", in);
	size_t n = strlen(out);
	while (n > 0 && (out[n - 1] == ' ' || out[n - 1] == '\t' || out[n - 1] == '\n' ||
			 out[n - 1] == '\r'))
		out[--n] = '\0';
}

enum answer_verdict answer_check(const answer *a, const char *input)
{
	char in[128];
	if (!a->ok || !input)
		return ANSWER_UNREADABLE;
	trimmed(input, in, sizeof in);
	if (!in[0])
		return ANSWER_UNREADABLE;
	if (a->kind == ANSWER_CHOICE) {
		for (int i = 0; i < a->n_options; i++) {
			char letter[2] = {(char)('a' + i), 0};
			if (ieq(in, letter) || ieq(in, a->options[i]))
				return i == a->correct ? ANSWER_RIGHT : ANSWER_WRONG;
		}
		return ANSWER_UNREADABLE;
	}
	double v;
	const char *end = parse_number(in, &v);
	if (!end)
		return ANSWER_UNREADABLE;
	end = skip_space(end);
	if (*end) {
		double scale;
		if (!a->bytes || !parse_unit(end, &scale))
			return ANSWER_UNREADABLE;
		v *= scale;
	} else if (a->bytes) {
		v *= a->bare_unit;
	}
	double err = fabs(v - a->value);
	bool right = err <= a->tol + 1e-9 || err <= a->rel_tol * fabs(a->value);
	return right ? ANSWER_RIGHT : ANSWER_WRONG;
}

void answer_format(const answer *a, char *out, size_t outsz)
{
	if (!a->ok) {
		snprintf(out, outsz, "%s", a->why);
	} else if (a->kind == ANSWER_CHOICE) {
		snprintf(out, outsz, "%c) %s", 'a' + a->correct, a->options[a->correct]);
	} else if (a->bytes) {
		format_bytes(a->value, out, outsz);
	} else {
		snprintf(out, outsz, "%.*f", a->decimals, a->value);
	}
}

void answer_format_precision(const answer *a, const char *lang, char *out, size_t outsz)
{
	bool z = lang && strcmp(lang, "zh") == 0;
	out[0] = '\0';
	if (!a->ok || a->kind != ANSWER_NUMBER)
		return;
	if (a->bytes) {
		char unit[32];
		format_bytes(a->bare_unit, unit, sizeof unit);
		/* "1 MiB" -> "MiB": the unit a bare number is read in */
		const char *u = strchr(unit, ' ');
		snprintf(out, outsz, z ? "一个大小，如 32 MiB 或 1.5 GiB（不带单位按 %s 算；误差 %g%% 以内算对）"
				       : "a size such as 32 MiB or 1.5 GiB (a bare number is read in %s; right within %g %%)",
			 u ? u + 1 : unit, 100 * a->rel_tol);
	} else if (a->tol > 0) {
		snprintf(out, outsz, z ? "一个数，保留 %d 位小数（与答案相差不超过 ±%g 算对）"
				       : "a number to %d decimals (right within ±%g)",
			 a->decimals, a->tol);
	} else if (a->decimals == 0) {
		snprintf(out, outsz, "%s", z ? "一个整数（要完全相同）" : "a whole number (exactly)");
	} else {
		snprintf(out, outsz, z ? "一个数，保留 %d 位小数" : "a number to %d decimals", a->decimals);
	}
}

void answer_format_options(const answer *a, char *out, size_t outsz)
{
	size_t n = 0;
	out[0] = '\0';
	if (!a->ok || a->kind != ANSWER_CHOICE)
		return;
	for (int i = 0; i < a->n_options && n < outsz; i++) {
		int w = snprintf(out + n, outsz - n, "%s%c) %s", i ? " · " : "", 'a' + i,
				 a->options[i]);
		if (w < 0)
			break;
		n += (size_t)w;
	}
}
