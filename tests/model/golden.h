/* The golden files of the fixture checkpoints (tests/model/fixtures/NAME/
 * golden.txt and decode.txt, written by tools/make_fixtures.py from the
 * PyTorch references: tools/qwen35_ref.py for the Qwen families,
 * tools/decoder_ref.py, through tools/make_family_fixtures.py, for Llama,
 * Mistral, Qwen2 and GPT-2), read for the tests of the forward pass and of
 * decoding; and the loop over the fixtures. Included by each test program.
 *
 * A file is words followed by their numbers, up to "end":
 *   ids T id...                     the prompt
 *   logits V x...                   last position's logits
 *   logits_all T V x...             every position's logits
 *   resid L+1 H x...                the last position's residual stream
 *                                   (embedding, then after every layer)
 *   attn|implicit layer head T x... a head's T×T softmax weights or implicit
 *                                   attention
 *   mlp layer T I x...              a layer's MLP hidden activations [T][I]
 *                                   (mlp.txt) */
#ifndef ATTN_TESTS_MODEL_GOLDEN_H
#define ATTN_TESTS_MODEL_GOLDEN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/panels.h"
#include "loader/model.h"

static int failures;

#define CHECK(cond, ...) do { if (!(cond)) { failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

enum { GOLDEN_MAXT = 64, GOLDEN_MAXMATS = 256, GOLDEN_MAXLAYERS = 16 };

typedef struct golden_mat {
	int kind; /* 0 attn, 1 implicit */
	int layer, head, T;
	double *v;
} golden_mat;

typedef struct golden {
	int T, ids[GOLDEN_MAXT];
	int V, H, nresid;
	double *logits;     /* [V] last position */
	double *logits_all; /* [T][V] */
	double *resid;      /* [nresid][H], last position */
	golden_mat mats[GOLDEN_MAXMATS];
	int nmats;
	int mlp_T, mlp_I;                 /* the shape of every mlp record */
	double *mlp[GOLDEN_MAXLAYERS];    /* [T][I] per layer, or NULL */
} golden;

static double *golden_doubles(FILE *f, size_t n)
{
	double *v = malloc(sizeof(double) * (n ? n : 1));
	for (size_t i = 0; i < n; i++)
		if (fscanf(f, "%lf", &v[i]) != 1) {
			free(v);
			return NULL;
		}
	return v;
}

/* Add the contents of path to g (zeroed before the first file). */
__attribute__((unused)) static int golden_read(const char *path, golden *g)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "cannot open %s\n", path);
		return -1;
	}
	char word[32];
	int n;
	while (fscanf(f, "%31s", word) == 1) {
		if (strcmp(word, "end") == 0)
			break;
		if (strcmp(word, "ids") == 0) {
			if (fscanf(f, "%d", &g->T) != 1 || g->T < 0 || g->T > GOLDEN_MAXT)
				goto bad;
			for (int i = 0; i < g->T; i++)
				if (fscanf(f, "%d", &g->ids[i]) != 1)
					goto bad;
		} else if (strcmp(word, "logits") == 0) {
			free(g->logits);
			if (fscanf(f, "%d", &g->V) != 1 || !(g->logits = golden_doubles(f, (size_t)g->V)))
				goto bad;
		} else if (strcmp(word, "logits_all") == 0) {
			free(g->logits_all);
			if (fscanf(f, "%d %d", &n, &g->V) != 2 || n != g->T ||
			    !(g->logits_all = golden_doubles(f, (size_t)n * g->V)))
				goto bad;
		} else if (strcmp(word, "resid") == 0) {
			free(g->resid);
			if (fscanf(f, "%d %d", &g->nresid, &g->H) != 2 ||
			    !(g->resid = golden_doubles(f, (size_t)g->nresid * g->H)))
				goto bad;
		} else if (strcmp(word, "attn") == 0 || strcmp(word, "implicit") == 0) {
			if (g->nmats == GOLDEN_MAXMATS)
				goto bad;
			golden_mat *m = &g->mats[g->nmats++];
			m->kind = word[0] == 'i';
			if (fscanf(f, "%d %d %d", &m->layer, &m->head, &m->T) != 3 ||
			    !(m->v = golden_doubles(f, (size_t)m->T * m->T)))
				goto bad;
		} else if (strcmp(word, "mlp") == 0) {
			int layer;
			if (fscanf(f, "%d %d %d", &layer, &g->mlp_T, &g->mlp_I) != 3 || layer < 0 ||
			    layer >= GOLDEN_MAXLAYERS || g->mlp[layer] || g->mlp_T != g->T ||
			    g->mlp_I < 1 || g->mlp_I > 1 << 16 ||
			    !(g->mlp[layer] = golden_doubles(f, (size_t)g->mlp_T * g->mlp_I)))
				goto bad;
		} else {
			goto bad;
		}
	}
	fclose(f);
	return 0;
bad:
	fprintf(stderr, "%s: malformed golden file\n", path);
	fclose(f);
	return -1;
}

static void golden_free(golden *g)
{
	free(g->logits);
	free(g->logits_all);
	free(g->resid);
	for (int i = 0; i < g->nmats; i++)
		free(g->mats[i].v);
	for (int i = 0; i < GOLDEN_MAXLAYERS; i++)
		free(g->mlp[i]);
	memset(g, 0, sizeof *g);
}

/* The fixture's checkpoint into m; on failure a failure is counted, g is
 * freed and -1 returned. */
static int golden_model(const char *dir, const char *name, golden *g, model *m)
{
	errbuf e;
	if (model_load(m, dir, &e) == 0) {
		model_panels_prepare(m);
		return 0;
	}
	CHECK(0, "%s: model_load: %s", name, e.msg);
	golden_free(g);
	return -1;
}

/* The fixture checkpoints, each given to fn with its directory and name;
 * then the failures, as the test's exit status. */
static int golden_each_fixture(void (*fn)(const char *dir, const char *name))
{
	const char *src = getenv("top_srcdir");
	if (!src)
		src = ".";
	static const char *const names[] = { "mm_qwen35", "flat_qwen35", "qwen3_dense", "grouped_f16",
		"llama3_tied", "llama_linear", "mistral_window", "qwen2_bias", "gpt2", "gpt2_bare" };
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		char dir[2048];
		snprintf(dir, sizeof dir, "%s/tests/model/fixtures/%s", src, names[i]);
		fn(dir, names[i]);
	}
	if (failures)
		fprintf(stderr, "%d failures\n", failures);
	return failures ? 1 : 0;
}

#endif
