/* Checks the embedded model's behaviour through the C engine: every number
 * here comes from `$ATTNSTEP run --format json` (the program under test); the
 * golden file tests/embedded/golden.json was written by tools/train/behaviour.py
 * from the independent PyTorch reference (tools/qwen35_ref.py).
 *
 *   check_embedded GOLDEN behaviour   top-1 " mat"; the three " bank" prompts
 *                                     and three reworded ones (sense mass); Chinese prompts
 *                                     continue in Chinese; tokenizer ids;
 *                                     previous-token, first-token and induction
 *                                     heads (thresholds: models/README.md)
 *   check_embedded GOLDEN logits MODEL_DIR
 *                                     last-position logits within 1e-3 of PyTorch
 *                                     (and 1e-4 of the largest logit)
 *
 * Exit 0 pass, 1 fail. The behaviour mode runs without --model, so it also
 * checks that the embedded model is found by default. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "loader/json.h"
#include "util/error.h"

static int failures;

#define CHECK(cond, ...) do { if (!(cond)) { failures++; \
	fprintf(stderr, "FAIL: "); fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

/* Words that fit each sense of "bank", fixed by hand before training: money, river, aeroplane. */
static const char *const fits_money[] = {" manager", " teller", " account", " loan", " to", " and", NULL};
static const char *const fits_river[] = {" fishing", " of", " and", " in", " under", " beside", NULL};
static const char *const fits_plane[] = {" left", " right", " sharply", " steeply", NULL};

/* Run argv (argv[0] = the program) and parse its stdout as JSON. */
static int run_json(char *const argv[], json_doc *doc)
{
	int fd[2];
	if (pipe(fd))
		return -1;
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		execv(argv[0], argv);
		_exit(127);
	}
	close(fd[1]);
	size_t cap = 1 << 16, len = 0;
	char *buf = xmalloc(cap);
	for (;;) {
		if (len == cap) {
			cap *= 2;
			buf = xrealloc(buf, cap);
		}
		ssize_t n = read(fd[0], buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	close(fd[0]);
	int st;
	waitpid(pid, &st, 0);
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		fprintf(stderr, "FAIL: %s run exited with status %d\n", argv[0],
			WIFEXITED(st) ? WEXITSTATUS(st) : -1);
		free(buf);
		return -1;
	}
	errbuf e;
	int rc = json_parse(doc, buf, len, "run output", &e);
	if (rc)
		fprintf(stderr, "FAIL: %s\n", e.msg);
	free(buf);
	return rc;
}

static const char *attnstep;
static const char *model_dir; /* NULL: the embedded default */

/* "1,2,3" from a JSON array of ints. */
static char *id_list(const json_value *arr)
{
	size_t n = json_count(arr);
	size_t cap = n * 12 + 1, len = 0;
	char *s = xmalloc(cap);
	s[0] = 0;
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(s + len, cap - len, "%s%lld", i ? "," : "",
			(long long)json_at(arr, i)->u.num.i);
	return s;
}

/* attnstep run [--model M] (--prompt P | --token-ids L) [extra...] --format json */
static int run(const char *prompt, const char *ids, int heads, int logits, json_doc *doc)
{
	char *argv[16];
	int k = 0;
	argv[k++] = (char *)attnstep;
	argv[k++] = "run";
	if (model_dir) {
		argv[k++] = "--model";
		argv[k++] = (char *)model_dir;
	}
	if (prompt) {
		argv[k++] = "--prompt";
		argv[k++] = (char *)prompt;
	} else {
		argv[k++] = "--token-ids";
		argv[k++] = (char *)ids;
	}
	argv[k++] = "--top";
	argv[k++] = "1";
	if (heads) {
		argv[k++] = "--layer";
		argv[k++] = "all";
		argv[k++] = "--head";
		argv[k++] = "all";
	}
	if (logits)
		argv[k++] = "--logits";
	argv[k++] = "--format";
	argv[k++] = "json";
	argv[k] = NULL;
	return run_json(argv, doc);
}

static const char *top1_text(const json_doc *d, long long *id)
{
	const json_value *t = json_at(json_get(d->root, "top"), 0);
	*id = json_get(t, "id") ? json_get(t, "id")->u.num.i : -1;
	const json_value *s = json_get(t, "text");
	return s && s->type == JSON_STRING ? s->u.str.s : "";
}

/* The run's token ids must be the ones the Python BPE gave (golden). */
static void check_ids(const json_doc *d, const json_value *want, const char *what)
{
	const json_value *toks = json_get(d->root, "tokens");
	int ok = json_count(toks) == json_count(want);
	for (size_t i = 0; ok && i < json_count(want); i++)
		ok = json_get(json_at(toks, i), "id")->u.num.i == json_at(want, i)->u.num.i;
	CHECK(ok, "%s: the C tokenizer's ids differ from the Python BPE's", what);
}

static int in_list(const char *s, const char *const *list)
{
	for (; *list; list++)
		if (!strcmp(s, *list))
			return 1;
	return 0;
}

/* Softmax weight P[t][u] of a full-attention head in a run's JSON. */
static double weight(const json_value *head, size_t t, size_t u)
{
	return json_at(json_at(json_get(head, "weights"), t), u)->u.num.d;
}

enum { MAX_HEADS = 64 * 64 }; /* layer * 64 + head, layers < 64 */

/* Scores over the full-attention heads of one run, accumulated into sum[]
 * (indexed by layer * 64 + head). kind 0: P[t][t-1], 1: P[t][0] (t >= 2);
 * kind 2: induction P[t][t-L+1] for t = L..2L-1. */
static void accumulate(const json_doc *d, int kind, size_t L, double *sum, double scale)
{
	const json_value *layers = json_get(d->root, "layers");
	size_t T = json_count(json_get(d->root, "tokens"));
	for (size_t li = 0; li < json_count(layers); li++) {
		const json_value *ly = json_at(layers, li);
		if (strcmp(json_get(ly, "type")->u.str.s, "full_attention"))
			continue;
		int idx = (int)json_get(ly, "index")->u.num.i;
		const json_value *heads = json_get(ly, "heads");
		for (size_t hi = 0; hi < json_count(heads) && hi < 64; hi++) {
			const json_value *h = json_at(heads, hi);
			double s = 0;
			size_t n = 0;
			if (kind == 2) {
				for (size_t t = L; t < 2 * L && t < T; t++, n++)
					s += weight(h, t, t - L + 1);
			} else {
				for (size_t t = 2; t < T; t++, n++)
					s += weight(h, t, kind == 0 ? t - 1 : 0);
			}
			if (n && idx >= 0 && idx < 64)
				sum[idx * 64 + hi] += scale * s / (double)n;
		}
	}
}

static void best(const double *sum, size_t n, size_t *arg, double *val)
{
	*arg = 0;
	*val = -1;
	for (size_t i = 0; i < n; i++)
		if (sum[i] > *val) {
			*val = sum[i];
			*arg = i;
		}
}

/* Three prompts ending in the same " bank" token: each top-1 fits its sense
 * (the fixed lists above), equals PyTorch's, and the three differ. */
static void bank_triple(const json_value *bank, const char *what)
{
	json_doc d;
	long long id;
	const char *const *fits[3] = {fits_money, fits_river, fits_plane};
	char top[3][64] = {"", "", ""};
	long long last[3] = {-1, -2, -3};
	CHECK(json_count(bank) == 3, "%s: golden file has %zu prompts, not 3", what, json_count(bank));
	for (size_t i = 0; i < 3 && i < json_count(bank); i++) {
		const json_value *b = json_at(bank, i);
		const char *sense = json_get(b, "sense")->u.str.s;
		if (run(json_get(b, "prompt")->u.str.s, NULL, 0, 0, &d)) {
			failures++;
			continue;
		}
		check_ids(&d, json_get(b, "ids"), sense);
		const json_value *toks = json_get(d.root, "tokens");
		const json_value *lt = json_at(toks, json_count(toks) - 1);
		last[i] = json_get(lt, "id")->u.num.i;
		CHECK(!strcmp(json_get(lt, "text")->u.str.s, " bank"),
			"%s prompt %zu does not end in the token \" bank\"", what, i);
		snprintf(top[i], sizeof top[i], "%s", top1_text(&d, &id));
		CHECK(in_list(top[i], fits[i]), "%s (%s): top-1 \"%s\" does not fit the sense", what, sense, top[i]);
		CHECK(id == json_get(b, "top1")->u.num.i, "%s (%s): top-1 id %lld, PyTorch %lld",
			what, sense, id, (long long)json_get(b, "top1")->u.num.i);
		printf("%s (%s): top-1 \"%s\"\n", what, sense, top[i]);
		json_free(&d);
	}
	/* the same id means the embedding lookup gives byte-identical rows */
	CHECK(last[0] == last[1] && last[1] == last[2], "%s: the three prompts end in different tokens", what);
	CHECK(strcmp(top[0], top[1]) && strcmp(top[1], top[2]) && strcmp(top[0], top[2]),
		"%s: the three senses share a top-1 token", what);
}

/* Does the UTF-8 string hold a CJK unified ideograph (U+3400..U+9FFF)? */
static int has_cjk(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	for (; *p; p++)
		if ((p[0] & 0xF0) == 0xE0 && p[1] && p[2]) {
			unsigned cp = ((unsigned)(p[0] & 0x0F) << 12) | ((unsigned)(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
			if (cp >= 0x3400 && cp <= 0x9FFF)
				return 1;
		}
	return 0;
}

/* Chinese prompts continue in Chinese, as PyTorch predicts. */
static void chinese(const json_value *zh)
{
	CHECK(json_count(zh) > 0, "golden file has no Chinese prompts");
	for (size_t i = 0; i < json_count(zh); i++) {
		const json_value *c = json_at(zh, i);
		json_doc d;
		long long id;
		if (run(json_get(c, "prompt")->u.str.s, NULL, 0, 0, &d)) {
			failures++;
			continue;
		}
		check_ids(&d, json_get(c, "ids"), "Chinese prompt");
		const char *t = top1_text(&d, &id);
		CHECK(has_cjk(t), "Chinese prompt %zu: top-1 \"%s\" is not Chinese", i, t);
		CHECK(id == json_get(c, "top1")->u.num.i, "Chinese prompt %zu: top-1 id %lld, PyTorch %lld",
			i, id, (long long)json_get(c, "top1")->u.num.i);
		printf("zh %zu: top-1 \"%s\"\n", i, t);
		json_free(&d);
	}
}

/* attnstep tokenize gives the Python BPE's ids (English, Chinese, mixed). */
static void tokenizer(const json_value *cases)
{
	CHECK(json_count(cases) > 0, "golden file has no tokenizer strings");
	for (size_t i = 0; i < json_count(cases); i++) {
		const json_value *c = json_at(cases, i);
		char *argv[10];
		int k = 0;
		argv[k++] = (char *)attnstep;
		argv[k++] = "tokenize";
		if (model_dir) {
			argv[k++] = "--model";
			argv[k++] = (char *)model_dir;
		}
		argv[k++] = "--text";
		argv[k++] = (char *)json_get(c, "text")->u.str.s;
		argv[k++] = "--format";
		argv[k++] = "json";
		argv[k] = NULL;
		json_doc d;
		if (run_json(argv, &d)) {
			failures++;
			continue;
		}
		const json_value *got = json_get(d.root, "ids");
		const json_value *want = json_get(c, "ids");
		int ok = json_count(got) == json_count(want);
		for (size_t j = 0; ok && j < json_count(want); j++)
			ok = json_at(got, j)->u.num.i == json_at(want, j)->u.num.i;
		CHECK(ok, "tokenizer string %zu: the C ids differ from the Python BPE's", i);
		json_free(&d);
	}
	printf("tokenizer: %zu strings checked\n", json_count(cases));
}

/* The reworded bank prompts: the probability the C engine's softmax puts on
 * each sense's own words (golden "sense_ids") is largest for the prompt's own
 * sense, and matches PyTorch's to 1e-4. */
static void sense_mass(const json_value *g)
{
	static const char *const senses[3] = {"money", "river", "aeroplane"};
	const json_value *bank = json_get(g, "bank_reworded");
	const json_value *sid = json_get(g, "sense_ids");
	CHECK(json_count(bank) == 3 && sid, "golden file lacks the reworded bank prompts");
	for (size_t i = 0; i < json_count(bank); i++) {
		const json_value *b = json_at(bank, i);
		const char *own = json_get(b, "sense")->u.str.s;
		json_doc d;
		long long id;
		if (run(json_get(b, "prompt")->u.str.s, NULL, 0, 1, &d)) {
			failures++;
			continue;
		}
		check_ids(&d, json_get(b, "ids"), own);
		const json_value *lg = json_get(d.root, "logits");
		size_t V = json_count(lg);
		/* p = softmax(logits), in double */
		double mx = -INFINITY, z = 0;
		for (size_t k = 0; k < V; k++)
			if (json_at(lg, k)->u.num.d > mx)
				mx = json_at(lg, k)->u.num.d;
		for (size_t k = 0; k < V; k++)
			z += exp(json_at(lg, k)->u.num.d - mx);
		double mass[3] = {0, 0, 0};
		int owni = -1;
		for (int s = 0; s < 3; s++) {
			const json_value *ids = json_get(sid, senses[s]);
			for (size_t k = 0; k < json_count(ids); k++) {
				long long t = json_at(ids, k)->u.num.i;
				if (t >= 0 && (size_t)t < V)
					mass[s] += exp(json_at(lg, (size_t)t)->u.num.d - mx) / z;
			}
			if (!strcmp(own, senses[s]))
				owni = s;
			double want = json_get(json_get(b, "mass"), senses[s])->u.num.d;
			CHECK(fabs(mass[s] - want) <= 1e-4, "bank reworded (%s): %s mass %.6f, PyTorch %.6f",
				own, senses[s], mass[s], want);
		}
		CHECK(owni >= 0, "bank reworded: unknown sense %s", own);
		for (int s = 0; owni >= 0 && s < 3; s++)
			CHECK(s == owni || mass[owni] > mass[s],
				"bank reworded (%s): the %s words get %.4f, more than its own %.4f", own,
				senses[s], mass[s], mass[owni]);
		printf("bank reworded (%s): top-1 \"%s\", sense mass money %.3f river %.3f aeroplane %.3f\n",
			own, top1_text(&d, &id), mass[0], mass[1], mass[2]);
		json_free(&d);
	}
}

static void behaviour(const json_value *g)
{
	json_doc d;
	long long id;

	/* "The cat sat on the" -> " mat" */
	const json_value *cat = json_get(g, "cat");
	if (!run(json_get(cat, "prompt")->u.str.s, NULL, 0, 0, &d)) {
		check_ids(&d, json_get(cat, "ids"), "cat");
		const char *t = top1_text(&d, &id);
		CHECK(!strcmp(t, " mat"), "\"The cat sat on the\" -> \"%s\", expected \" mat\"", t);
		printf("cat: top-1 \"%s\"\n", t);
		json_free(&d);
	} else
		failures++;

	bank_triple(json_get(g, "bank"), "bank");
	sense_mass(g);
	chinese(json_get(g, "zh"));
	tokenizer(json_get(g, "tokenizer"));

	/* previous-token and first-token heads over the held-out prompts */
	static double prev[MAX_HEADS], first[MAX_HEADS], ind[MAX_HEADS];
	const json_value *hp = json_get(g, "heldout_prompts");
	size_t np = json_count(hp);
	for (size_t i = 0; i < np; i++) {
		char *ids = id_list(json_get(json_at(hp, i), "ids"));
		if (!run(NULL, ids, 1, 0, &d)) {
			accumulate(&d, 0, 0, prev, 1.0 / (double)np);
			accumulate(&d, 1, 0, first, 1.0 / (double)np);
			json_free(&d);
		} else
			failures++;
		free(ids);
	}
	size_t a;
	double v;
	best(prev, MAX_HEADS, &a, &v);
	printf("previous-token head: layer %zu head %zu, mean weight %.4f\n", a / 64, a % 64, v);
	CHECK(v >= 0.5, "no full-attention head puts >= 0.5 on the previous token (best %.4f)", v);
	double gp = json_get(json_get(g, "prev"), "score")->u.num.d;
	CHECK(fabs(v - gp) <= 1e-3, "previous-token score %.6f, PyTorch %.6f", v, gp);
	best(first, MAX_HEADS, &a, &v);
	printf("first-token head: layer %zu head %zu, mean weight %.4f\n", a / 64, a % 64, v);
	CHECK(v >= 0.5, "no full-attention head puts >= 0.5 on the first token (best %.4f)", v);
	double gf = json_get(json_get(g, "first"), "score")->u.num.d;
	CHECK(fabs(v - gf) <= 1e-3, "first-token score %.6f, PyTorch %.6f", v, gf);

	/* induction on repeated random token sequences */
	const json_value *in = json_get(g, "induction");
	size_t L = (size_t)json_get(in, "L")->u.num.i;
	const json_value *seqs = json_get(in, "sequences");
	size_t ns = json_count(seqs);
	for (size_t i = 0; i < ns; i++) {
		char *ids = id_list(json_at(seqs, i));
		if (!run(NULL, ids, 1, 0, &d)) {
			accumulate(&d, 2, L, ind, 1.0 / (double)ns);
			json_free(&d);
		} else
			failures++;
		free(ids);
	}
	best(ind, MAX_HEADS, &a, &v);
	printf("induction head: layer %zu head %zu, score %.4f\n", a / 64, a % 64, v);
	CHECK(v >= 0.3, "no induction head (best score %.4f < 0.3)", v);
	double gi = json_get(in, "score")->u.num.d;
	CHECK(fabs(v - gi) <= 1e-3, "induction score %.6f, PyTorch %.6f", v, gi);
}

static void logits(const json_value *g)
{
	const json_value *cases = json_get(g, "logits");
	CHECK(json_count(cases) > 0, "golden file has no logits");
	for (size_t i = 0; i < json_count(cases); i++) {
		const json_value *c = json_at(cases, i);
		char *ids = id_list(json_get(c, "ids"));
		json_doc d;
		if (run(NULL, ids, 0, 1, &d)) {
			failures++;
			free(ids);
			continue;
		}
		const json_value *got = json_get(d.root, "logits");
		const json_value *want = json_get(c, "logits");
		double worst = 0;
		CHECK(json_count(got) == json_count(want), "case %zu: %zu logits, PyTorch %zu",
			i, json_count(got), json_count(want));
		for (size_t k = 0; k < json_count(got) && k < json_count(want); k++) {
			double diff = fabs(json_at(got, k)->u.num.d - json_at(want, k)->u.num.d);
			if (diff > worst)
				worst = diff;
		}
		printf("logits case %zu (%zu tokens): max |C - PyTorch| = %.3g\n", i,
			json_count(json_get(c, "ids")), worst);
		CHECK(worst <= 1e-3, "case %zu: logits differ from PyTorch by %.3g > 1e-3", i, worst);
		double scale = 0;
		for (size_t k = 0; k < json_count(want); k++)
			if (fabs(json_at(want, k)->u.num.d) > scale)
				scale = fabs(json_at(want, k)->u.num.d);
		CHECK(scale > 0 && worst / scale <= 1e-4, "case %zu: relative difference %.3g > 1e-4",
			i, scale > 0 ? worst / scale : 0.0);
		json_free(&d);
		free(ids);
	}
}

int main(int argc, char **argv)
{
	attnstep = getenv("ATTNSTEP");
	if (argc < 3 || !attnstep) {
		fprintf(stderr, "usage: ATTNSTEP=... check_embedded GOLDEN behaviour|logits [MODEL_DIR]\n");
		return 2;
	}
	json_doc g;
	errbuf e;
	if (json_parse_file(&g, argv[1], &e)) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		return 1;
	}
	if (!strcmp(argv[2], "behaviour")) {
		behaviour(g.root);
	} else if (!strcmp(argv[2], "logits") && argc == 4) {
		model_dir = argv[3];
		logits(g.root);
	} else {
		fprintf(stderr, "check_embedded: unknown mode %s\n", argv[2]);
		json_free(&g);
		return 2;
	}
	json_free(&g);
	if (failures)
		fprintf(stderr, "%d check(s) failed\n", failures);
	return failures ? 1 : 0;
}
