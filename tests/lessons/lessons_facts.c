/* The chapter's lessons, checked as data (no renderer needed):
 *
 *   - lessons/en and lessons/zh load and match (same lessons, steps, views,
 *     optional flags, in the same order);
 *   - the chapter's lessons exist, every live-model view of FORMAT.md is used
 *     by some step, the deep dives are all optional, the glossary has its terms,
 *     and no step lists its keys in a "Keys:" / "按键：" paragraph (the
 *     footer lists them);
 *   - every placeholder in every step resolves (no "?") for Qwen3.5-0.8B (as
 *     built in, and as read from a config.json written from the table of
 *     docs/MODEL.md §6.2, tests/lessons/qwen35-0.8b-config.json), for a
 *     miniature model, and for
 *     the embedded model's config.json when it is in the tree; the filled
 *     text holds the values worked out by hand below (not by the code under
 *     test).
 *
 * Usage: lessons_facts [LESSONS_DIR]  (default $top_srcdir/lessons) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "lesson/facts.h"
#include "lesson/lesson.h"
#include "lesson/registry.h"
#include "loader/arch.h"
#include "loader/cfgparse.h"
#include "loader/json.h"
#include "util/error.h"

static int failures;

#define FAIL(...) do { fprintf(stderr, "FAIL: " __VA_ARGS__); fputc('\n', stderr); failures++; } while (0)

/* A small model of the same shape: 8 layers (full at 3 and 7), H = 128,
 * 4 query heads in 2 groups of d_head 32, GatedDeltaNet 4 heads of 32×32. */
static void facts_tiny(model_facts *mf)
{
	memset(mf, 0, sizeof *mf);
	snprintf(mf->name, sizeof mf->name, "%s", "tiny");
	mf->hidden_size = 128;
	model_facts_set_interval(mf, 8, 4);
	mf->num_heads = 4;
	mf->num_kv_heads = 2;
	mf->head_dim = 32;
	mf->vocab_size = 4096;
	mf->linear_heads = 4;
	mf->linear_key_dim = 32;
	mf->linear_value_dim = 32;
	mf->max_positions = 2048;
	snprintf(mf->family, sizeof mf->family, "%s", "Qwen3.5");
	mf->rotary_dim = 8;
	mf->qk_norm = true;
	mf->norm = FACTS_NORM_RMS_1P;
}

/* config.json → model_facts, through the loader's own config parser. */
static int facts_from_config(model_facts *mf, const char *path, const char *name)
{
	errbuf e = { 0 };
	json_doc doc = { 0 };
	model_config c;
	memset(&c, 0, sizeof c);
	if (json_parse_file(&doc, path, &e) != 0 ||
	    model_config_parse(&c, doc.root, path, &e) != 0) {
		FAIL("%s", e.msg);
		json_free(&doc);
		return -1;
	}
	json_free(&doc);
	memset(mf, 0, sizeof *mf);
	snprintf(mf->name, sizeof mf->name, "%s", name);
	mf->hidden_size = c.hidden_size;
	mf->num_layers = c.num_layers;
	for (int i = 0; i < c.num_layers && i < MODEL_FACTS_MAX_LAYERS; i++)
		mf->is_full[i] = !c.layer_is_linear[i];
	mf->num_heads = c.num_heads;
	mf->num_kv_heads = c.num_kv_heads;
	mf->head_dim = c.head_dim;
	mf->vocab_size = c.vocab_size;
	mf->linear_heads = c.lin_v_heads;
	mf->linear_key_dim = c.lin_k_dim;
	mf->linear_value_dim = c.lin_v_dim;
	mf->max_positions = c.max_positions;
	snprintf(mf->family, sizeof mf->family, "%s", c.arch ? c.arch->family : "?");
	mf->learned_positions = c.pos == POS_LEARNED;
	mf->rotary_dim = c.rotary_dim;
	mf->qk_norm = c.qk_norm;
	mf->norm = c.norm == NORM_RMS_1P ? FACTS_NORM_RMS_1P : c.norm == NORM_LAYER ? FACTS_NORM_LAYER
		: FACTS_NORM_RMS;
	mf->mlp_gelu = c.mlp == MLP_GELU_TANH;
	free(c.layer_is_linear);
	return 0;
}

static const lesson *find(const lesson_set *s, const char *name)
{
	int i = lesson_set_find(s, name);
	return i < 0 ? NULL : &s->lessons[i];
}

/* Every {{name}} in text must resolve to a value other than "?". */
static void check_placeholders(const char *where, const char *text, const model_facts *mf)
{
	const char *p = text;
	while ((p = strstr(p, "{{")) != NULL) {
		const char *q = strstr(p + 2, "}}");
		if (!q) {
			FAIL("%s: unclosed placeholder", where);
			return;
		}
		char name[64], val[1024];
		size_t n = (size_t)(q - p - 2);
		if (n >= sizeof name) {
			FAIL("%s: placeholder too long", where);
			return;
		}
		memcpy(name, p + 2, n);
		name[n] = 0;
		if (placeholder_value(name, mf, val, sizeof val) != 0)
			FAIL("%s: unknown placeholder {{%s}}", where, name);
		else if (val[0] == 0 || strcmp(val, "?") == 0)
			FAIL("%s: {{%s}} has no value for model %s", where, name, mf->name);
		p = q + 2;
	}
}

static void check_set_facts(const lesson_set *s, const model_facts *mf)
{
	for (int i = 0; i < s->n; i++) {
		const lesson *l = &s->lessons[i];
		char where[512];
		snprintf(where, sizeof where, "%s (title)", l->path);
		check_placeholders(where, l->title, mf);
		for (int k = 0; k < l->n_steps; k++) {
			const lesson_step *st = &l->steps[k];
			snprintf(where, sizeof where, "%s:%d", l->path, st->line);
			check_placeholders(where, st->title, mf);
			for (int b = 0; b < st->n_blocks; b++)
				check_placeholders(where, st->blocks[b].text, mf);
			char *t = lesson_step_text(st, mf);
			if (!t)
				FAIL("%s: no text", where);
			else if (strstr(t, "{{"))
				FAIL("%s: '{{' left after filling", where);
			free(t);
		}
	}
}

/* The filled text of lesson/step must contain want. */
static void expect_text(const lesson_set *s, const char *lname, const char *sid,
			const model_facts *mf, const char *want)
{
	const lesson *l = find(s, lname);
	if (!l) {
		FAIL("%s: no lesson %s", s->lang, lname);
		return;
	}
	int k = lesson_step_index(l, sid);
	if (k < 0) {
		FAIL("%s: no step %s", l->path, sid);
		return;
	}
	char *t = lesson_step_text(&l->steps[k], mf);
	if (!t || !strstr(t, want))
		FAIL("%s step %s, model %s: text lacks \"%s\"", l->path, sid, mf->name, want);
	free(t);
}

static const char *const glossary_ids[] = {
	"token", "embedding", "qkv", "head", "residual-stream", "causal-mask",
	"gqa", "rope", "gated-delta-net", "implicit-attention", "softmax", "d-head", NULL,
};

static void check_structure(const lesson_set *s)
{
	static const char *const mine[] = { "intuition", "deep-dives", "live-model", "glossary", NULL };
	for (int i = 0; mine[i]; i++)
		if (!find(s, mine[i]))
			FAIL("%s: lesson %s missing", s->lang, mine[i]);

	/* every view of the view table is shown by some step */
	for (int v = 0; v < app_views_n; v++) {
		bool used = false;
		for (int i = 0; i < s->n && !used; i++)
			for (int k = 0; k < s->lessons[i].n_steps; k++)
				if (strcmp(s->lessons[i].steps[k].view, app_views[v].name) == 0)
					used = true;
		if (!used)
			FAIL("%s: no step shows view %s", s->lang, app_views[v].name);
	}

	/* No step lists its keys in its text: the footer does, from the view
	 * table, in one place (lessons/FORMAT.md, "Keys"). */
	for (int i = 0; i < s->n; i++) {
		const lesson *l = &s->lessons[i];
		for (int k = 0; k < l->n_steps; k++) {
			const lesson_step *st = &l->steps[k];
			for (int b = 0; b < st->n_blocks; b++) {
				const char *t = st->blocks[b].text;
				if (t && (strncmp(t, "Keys:", 5) == 0 || strncmp(t, "按键：", strlen("按键：")) == 0))
					FAIL("%s:%d: step %s lists its keys in a \"%.9s\" paragraph (the footer lists them)",
					     l->path, st->line, st->id, t);
			}
		}
	}

	/* Parallel training is a core step (not optional) of the mask's lesson,
	 * its last step. */
	const lesson *w = find(s, "worked-example");
	int pt = w ? lesson_step_index(w, "parallel-training") : -1;
	if (pt < 0 || pt != w->n_steps - 1)
		FAIL("%s: worked-example does not end with parallel-training", s->lang);
	else if (w->steps[pt].optional)
		FAIL("%s: parallel-training is marked @optional", w->path);

	/* Each lesson's last step points to the next lesson (the glossary,
	 * last, says it is the end). */
	static const char *const nexts[][3] = {
		{"intuition", "The worked example, by hand", "手算一个小例子"},
		{"worked-example", "Deep dives", "深入一点"},
		{"deep-dives", "Inside a live model", "走进一个真正在跑的模型"},
		{"live-model", "Glossary", "术语表"},
		{"glossary", "last page of the course", "本课程的最后一页"},
	};
	for (size_t i = 0; i < sizeof nexts / sizeof nexts[0]; i++) {
		const lesson *l = find(s, nexts[i][0]);
		if (!l)
			continue;
		char *t = lesson_step_text(&l->steps[l->n_steps - 1], NULL);
		const char *want = strcmp(s->lang, "zh") == 0 ? nexts[i][2] : nexts[i][1];
		if (!t || !strstr(t, want))
			FAIL("%s: the last step does not point on (\"%s\")", l->path, want);
		free(t);
	}

	/* At least 10 steps ask the learner before the panel tells. */
	int asked = 0;
	for (int i = 0; i < s->n; i++)
		for (int k = 0; k < s->lessons[i].n_steps; k++)
			asked += s->lessons[i].steps[k].question != NULL;
	if (asked < 10)
		FAIL("%s: only %d steps ask a question", s->lang, asked);

	const lesson *d = find(s, "deep-dives");
	for (int k = 0; d && k < d->n_steps; k++)
		if (!d->steps[k].optional)
			FAIL("%s: deep-dives step %s is not @optional", d->path, d->steps[k].id);

	const lesson *g = find(s, "glossary");
	for (int i = 0; g && glossary_ids[i]; i++)
		if (lesson_step_index(g, glossary_ids[i]) < 0)
			FAIL("%s: glossary lacks %s", g->path, glossary_ids[i]);
}

int main(int argc, char **argv)
{
	app_views_register(); /* the view names the parser accepts */
	char dir[4096];
	const char *top = getenv("top_srcdir");
	if (argc > 1)
		snprintf(dir, sizeof dir, "%s", argv[1]);
	else
		snprintf(dir, sizeof dir, "%s/lessons", top ? top : ".");

	errbuf e = { 0 };
	lesson_set en = { 0 }, zh = { 0 };
	char den[4200], dzh[4200];
	snprintf(den, sizeof den, "%s/en", dir);
	snprintf(dzh, sizeof dzh, "%s/zh", dir);
	if (lesson_set_load_dir(&en, "en", den, &e) != 0 ||
	    lesson_set_load_dir(&zh, "zh", dzh, &e) != 0) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		return 1;
	}
	if (lesson_sets_match(&en, &zh, &e) != 0)
		FAIL("en/zh differ: %s", e.msg);

	check_structure(&en);
	check_structure(&zh);

	model_facts q, t, qc, emb, emb_name;
	model_facts_qwen35_08b(&q);
	emb_name = q;
	snprintf(emb_name.name, sizeof emb_name.name, "%s", "embedded");
	facts_tiny(&t);
	check_set_facts(&en, &q);
	check_set_facts(&zh, &q);
	check_set_facts(&en, &t);
	check_set_facts(&zh, &t);

	char path[4200];
	snprintf(path, sizeof path, "%s/tests/lessons/qwen35-0.8b-config.json", top ? top : ".");
	if (facts_from_config(&qc, path, "qwen35-config") == 0) {
		check_set_facts(&en, &qc);
		check_set_facts(&zh, &qc);
		expect_text(&en, "deep-dives", "cost", &qc, "32 MiB at 1,024 tokens");
		expect_text(&en, "live-model", "hybrid", &qc,
			    "one in every 4 (layers 3, 7, 11, 15, 19, 23, from 0)");
		expect_text(&en, "live-model", "gqa", &qc, "share 2 key/value groups, 4 heads to a group");
	}
	snprintf(path, sizeof path, "%s/models/embedded/config.json", top ? top : ".");
	FILE *f = fopen(path, "r");
	if (f) {
		fclose(f);
		if (facts_from_config(&emb, path, "embedded") == 0) {
			check_set_facts(&en, &emb);
			check_set_facts(&zh, &emb);
			/* The hybrid step names the full-attention interval: the
			 * embedded model must have a regular layer pattern. */
			if (model_facts_full_interval(&emb) <= 0)
				FAIL("embedded model: irregular full-attention layer pattern");
		}
	} else {
		printf("# no %s yet: embedded-model facts not checked\n", path);
	}

	/* Hand arithmetic. Qwen3.5-0.8B: 8 heads · 1024² · 4 B = 32 MiB;
	 * · 4096² = 512 MiB; · 32768² = 32 GiB; GDN state 16 · 128 · 128 · 4 B
	 * = 1024 KiB; full layers 3, 7, …, 23 (one in every 4). Tiny: 4 · 1024²
	 * · 4 B = 16 MiB; state 4 · 32 · 32 · 4 B = 16 KiB; full layers 3, 7. */
	expect_text(&en, "deep-dives", "cost", &q, "32 MiB at 1,024 tokens");
	expect_text(&en, "deep-dives", "cost", &q, "512 MiB at 4,096 tokens");
	expect_text(&en, "deep-dives", "cost", &q, "32 GiB at 32,768 tokens");
	expect_text(&en, "deep-dives", "cost", &q, "1024 KiB");
	expect_text(&zh, "deep-dives", "cost", &q, "1,024 个 token：32 MiB");
	expect_text(&en, "deep-dives", "cost", &t, "16 MiB at 1,024 tokens");
	expect_text(&en, "deep-dives", "cost", &t, "16 KiB");
	expect_text(&en, "live-model", "hybrid", &q, "6 of the 24 layers are full attention");
	expect_text(&en, "live-model", "hybrid", &q, "one in every 4 (layers 3, 7, 11, 15, 19, 23, from 0)");
	expect_text(&en, "live-model", "hybrid", &q, "the other 18 are GatedDeltaNet");
	expect_text(&en, "live-model", "hybrid", &q, "128 × 128 numbers");
	expect_text(&zh, "live-model", "hybrid", &q, "第 3、7、11、15、19、23 层，从 0 数起");
	expect_text(&zh, "live-model", "hybrid", &q, "共 24 层，其中全注意力占 6 层");
	expect_text(&en, "live-model", "hybrid", &t, "(layers 3, 7, from 0)");
	expect_text(&en, "live-model", "gqa", &q, "the 8 query heads of a full-attention layer share 2");
	expect_text(&en, "live-model", "gqa", &q, "share 2 key/value groups, 4 heads to a group");
	expect_text(&zh, "live-model", "gqa", &q, "8 个 query 头共用 2 组 key/value，每组 4 个头");
	expect_text(&en, "live-model", "join-heads", &q, "into 1024 numbers, the length of x");
	expect_text(&en, "worked-example", "scale", &q, "256 wide and divides by √256");
	expect_text(&en, "live-model", "gqa", &q, "the cache is 4 times smaller");
	expect_text(&en, "intuition", "qkv", &q, "x has 1024 numbers");
	expect_text(&en, "intuition", "qkv", &t, "x has 128 numbers");
	expect_text(&zh, "intuition", "qkv", &q, "做出 8 个 query，每个 256 个数");
	expect_text(&zh, "intuition", "look-back", &emb_name, "（内置模型）");
	expect_text(&en, "glossary", "d-head", &q, "d_head is 256");
	expect_text(&en, "glossary", "d-head", &q, "and 2 in the worked example");

	lesson_set_free(&en);
	lesson_set_free(&zh);
	if (failures)
		fprintf(stderr, "%d failure(s)\n", failures);
	return failures ? 1 : 0;
}
