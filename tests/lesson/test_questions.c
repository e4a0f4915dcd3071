/* Questions in lessons (@ask, @hint): the parser's rules and messages, the
 * answers computed for the worked example and the model's config checked
 * against hand arithmetic from the chapter's numbers, the judging of typed
 * answers, and the tally behind a lesson's summary. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lesson/answers.h"
#include "lesson/lesson.h"
#include "lesson/registry.h"
#include "render/views.h"
#include "../core/check.h"

#define HEAD "@lesson a\n@title T\n@order 1\n@step s\n@title S\n@view none\n"

static void expect_error(const char *text, const char *want, int line)
{
	lesson l;
	errbuf e = {{0}};
	int rc = lesson_parse(&l, "t/a.lesson", text, strlen(text), &e);
	if (rc != -1 || strncmp(e.msg, want, strlen(want)) != 0) {
		fprintf(stderr, "test_questions.c:%d: FAIL: got rc=%d \"%s\", want \"%s...\"\n",
			line, rc, e.msg, want);
		check_failures++;
	}
	lesson_free(&l);
}
#define EXPECT_ERROR(text, want) expect_error(text, want, __LINE__)

static void test_parse_errors(void)
{
	EXPECT_ERROR(HEAD "@ask worked.nothing\n@hint h\nQ?\n",
		     "t/a.lesson:7: unknown answer 'worked.nothing' for @ask");
	EXPECT_ERROR(HEAD "@ask\n", "t/a.lesson:7: @ask needs a value");
	EXPECT_ERROR(HEAD "@ask worked.s-cat-cat\nQ?\n",
		     "t/a.lesson:7: @ask in step 's' has no @hint");
	EXPECT_ERROR(HEAD "@ask worked.s-cat-cat\n@hint h\n",
		     "t/a.lesson:7: @ask in step 's' has no question");
	EXPECT_ERROR(HEAD "@ask worked.s-cat-cat\n@hint h\n@step t\n@title T\n@view none\nx\n",
		     "t/a.lesson:7: @ask in step 's' has no question");
	EXPECT_ERROR(HEAD "@hint h\n", "t/a.lesson:7: @hint belongs to a question");
	EXPECT_ERROR(HEAD "@ask worked.s-cat-cat\n@hint h\n@hint i\nQ?\n",
		     "t/a.lesson:9: duplicate @hint in step 's'");
	EXPECT_ERROR(HEAD "@ask worked.s-cat-cat\n@hint h\nQ?\n\n@ask mask.losses\n",
		     "t/a.lesson:11: step 's' already asks a question (@ask at line 7)");
	EXPECT_ERROR(HEAD "@ask worked.s-cat-cat\n@hint h\n    verbatim\n",
		     "t/a.lesson:9: the question after @ask is a plain paragraph");
	EXPECT_ERROR(HEAD "@ask worked.s-cat-cat\n@hint h\n- a bullet\n",
		     "t/a.lesson:9: the question after @ask is a plain paragraph");
	EXPECT_ERROR(HEAD "@ask worked.s-cat-cat\n@hint {{model.nope}}\nQ?\n",
		     "t/a.lesson:8: unknown placeholder {{model.nope}}");
	EXPECT_ERROR("@lesson a\n@title T\n@order 1\n@ask mask.losses\n",
		     "t/a.lesson:4: @ask belongs to a step");
	/* a control character in the name is not echoed raw */
	EXPECT_ERROR(HEAD "@ask a\033[2Jb\n", "t/a.lesson:7: unknown answer 'a?[2Jb'");
}

static void test_parse_ok(void)
{
	const char *text = HEAD "Before.\n\n@ask worked.s-cat-cat\n@hint Multiply and add.\n"
		"*Predict:* what is\nS(cat, cat)?\n\nAfter.\n\nKeys: none\n";
	lesson l;
	errbuf e = {{0}};
	CHECK(lesson_parse(&l, "t/a.lesson", text, strlen(text), &e) == 0);
	if (l.n_steps != 1) {
		CHECK(l.n_steps == 1);
		lesson_free(&l);
		return;
	}
	lesson_step *s = &l.steps[0];
	CHECK(s->question != NULL);
	CHECK(s->n_blocks == 4);
	if (s->question && s->n_blocks == 4) {
		CHECK(strcmp(s->question->answer, "worked.s-cat-cat") == 0);
		CHECK(strcmp(s->question->hint, "Multiply and add.") == 0);
		CHECK(s->question->block == 1);
		CHECK(s->question->line == 9);
		CHECK(s->blocks[1].kind == BLOCK_QUESTION);
		CHECK(strcmp(lesson_question_text(s), "*Predict:* what is S(cat, cat)?") == 0);
		CHECK(s->blocks[0].kind == BLOCK_PARA && s->blocks[2].kind == BLOCK_PARA);
		lesson_step_add_answer(s, "Options: x");
		lesson_step_add_answer(s, "Answer: y");
		CHECK(s->n_blocks == 6);
		CHECK(s->blocks[2].kind == BLOCK_ANSWER && strcmp(s->blocks[2].text, "Options: x") == 0);
		CHECK(s->blocks[3].kind == BLOCK_ANSWER && strcmp(s->blocks[3].text, "Answer: y") == 0);
		CHECK(strcmp(s->blocks[5].text, "Keys: none") == 0);
	}
	/* @hint may come before or after the question */
	lesson_free(&l);
	text = HEAD "@ask mask.losses\nHow many?\n@hint Count.\n";
	CHECK(lesson_parse(&l, "t/a.lesson", text, strlen(text), &e) == 0);
	CHECK(l.n_steps == 1 && l.steps[0].question && l.steps[0].question->hint);
	lesson_free(&l);
}

/* en and zh must ask the same questions in the same steps. */
static void test_sets_match(void)
{
	const char *a = HEAD "@ask mask.losses\n@hint h\nQ?\n";
	const char *b = HEAD "@ask mask.allowed-cells\n@hint h\nQ?\n";
	const char *c = HEAD "No question.\n";
	lesson la, lb, lc;
	errbuf e = {{0}};
	CHECK(lesson_parse(&la, "en/a.lesson", a, strlen(a), &e) == 0);
	CHECK(lesson_parse(&lb, "zh/a.lesson", b, strlen(b), &e) == 0);
	CHECK(lesson_parse(&lc, "zh/a.lesson", c, strlen(c), &e) == 0);
	lesson_set sa = {.lang = "en", .dir = "en", .lessons = &la, .n = 1};
	lesson_set sb = {.lang = "zh", .dir = "zh", .lessons = &lb, .n = 1};
	lesson_set sc = {.lang = "zh", .dir = "zh", .lessons = &lc, .n = 1};
	CHECK(lesson_sets_match(&sa, &sa, &e) == 0);
	CHECK(lesson_sets_match(&sa, &sb, &e) == -1);
	CHECK(strstr(e.msg, "zh/a.lesson:4: step 's' asks @ask mask.allowed-cells here but "
			    "@ask mask.losses in en/a.lesson") == e.msg);
	CHECK(lesson_sets_match(&sa, &sc, &e) == -1);
	CHECK(strstr(e.msg, "asks nothing here but @ask mask.losses") != NULL);
	lesson_free(&la);
	lesson_free(&lb);
	lesson_free(&lc);
}

static answer get(const char *name, const model_facts *mf, const char *lang)
{
	answer a;
	answer_ctx ctx = {.mf = mf, .live = NULL, .lang = lang};
	CHECK(answer_compute(name, &ctx, &a) == 0);
	return a;
}

/* Hand arithmetic from the chapter's numbers: x[The] = [1.00, 0.20],
 * x[cat] = [0.30, 0.90], Q = K = x, Wv = [[0.5, −0.3], [0.2, 0.7]], so
 * V[The] = [0.54, −0.16], V[cat] = [0.33, 0.54].
 *   S(cat, cat) = 0.30·0.30 + 0.90·0.90 = 0.90
 *   mask off, row The: S = 1.04, 0.48; ÷√2 → 0.7354, 0.3394; the
 *   difference 0.3960, so P(The→The) = 1/(1 + e^−0.3960) = 0.5977,
 *   P(The→cat) = 0.4023; out[The][0] = 0.5977·0.54 + 0.4023·0.33 = 0.4555;
 *   x + out: 1.00 + 0.4555 = 1.4555
 *   only The's row changes without the mask (cat already sees both)
 * The slider at d_head 256: raw scores 16·(2, 1, 0, −1, −2); the top weight
 * is 1/(1 + e^−16 + e^−32 + e^−48 + e^−64) = 0.99999989.
 * A 5 × 5 causal mask allows 1+2+3+4+5 = 15 cells; 5 tokens give 4
 * next-token targets. */
static void test_worked(void)
{
	answer a = get("worked.s-cat-cat", NULL, "en");
	CHECK(a.ok && a.kind == ANSWER_NUMBER);
	CHECK_NEAR(a.value, 0.90, 1e-9);
	a = get("worked.out-the-unmasked", NULL, "en");
	CHECK_NEAR(a.value, 0.4555, 5e-4);
	a = get("worked.resid-the-unmasked", NULL, "en");
	CHECK_NEAR(a.value, 1.4555, 5e-4);
	a = get("scale.unscaled-top-256", NULL, "en");
	CHECK_NEAR(a.value, 0.99999989, 1e-8);
	a = get("mask.allowed-cells", NULL, "en");
	CHECK(a.value == 15);
	a = get("mask.losses", NULL, "en");
	CHECK(a.value == 4);
	a = get("worked.changes-unmasked", NULL, "en");
	CHECK(a.ok && a.kind == ANSWER_CHOICE && a.n_options == 4);
	CHECK(strcmp(a.options[a.correct], "The") == 0);
	/* the mask grid the question counts is the grid the view draws */
	CHECK(MASK_GRID_N == 5);
}

/* Qwen3.5-0.8B (its config): 8 query heads of d_head 256 in 2 groups,
 * GatedDeltaNet 16 heads of 128 × 128.
 *   all queries of a token: 8 · 256 = 2048 numbers
 *   scores at 8,192 tokens: 8 · 8192² · 4 B = 2,147,483,648 B = 2 GiB
 *   state: 16 · 128 · 128 · 4 B = 1,048,576 B = 1 MiB, at any length
 *   head 5 reads group ⌊5 ÷ 4⌋ = 1;  √256 = 16 */
static void test_model(void)
{
	model_facts q;
	model_facts_qwen35_08b(&q);
	answer a = get("model.heads-times-dim", &q, "en");
	CHECK(a.ok && a.value == 2048);
	a = get("model.score-bytes-8k", &q, "en");
	CHECK(a.ok && a.value == 2147483648.0);
	char buf[64];
	answer_format(&a, buf, sizeof buf);
	CHECK(strcmp(buf, "2 GiB") == 0);
	CHECK(answer_check(&a, "2 GiB") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "2048") == ANSWER_RIGHT);       /* bare: MiB */
	CHECK(answer_check(&a, "2048 MiB") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "2g") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "2147483648 B") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "512 MiB") == ANSWER_WRONG);    /* the 4k figure */
	CHECK(answer_check(&a, "1 GiB") == ANSWER_WRONG);      /* linear, not quadratic */
	CHECK(answer_check(&a, "2 parsecs") == ANSWER_UNREADABLE);
	a = get("model.state-long", &q, "en");
	CHECK(a.ok && a.value == 1048576.0);
	CHECK(answer_check(&a, "1024") == ANSWER_RIGHT);       /* bare: KiB */
	CHECK(answer_check(&a, "1 MiB") == ANSWER_RIGHT);
	a = get("model.group-of-head-5", &q, "en");
	CHECK(a.ok && a.value == 1);
	CHECK(answer_check(&a, "1") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "0") == ANSWER_WRONG);
	a = get("model.sqrt-head-dim", &q, "en");
	CHECK_NEAR(a.value, 16.0, 1e-12);
	/* 1,000 tokens × (a key and a value) × 2 groups × 256 numbers */
	a = get("model.kv-cache-1000", &q, "en");
	CHECK(a.ok && a.value == 1024000.0);
	CHECK(answer_check(&a, "1024000") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "4096000") == ANSWER_WRONG); /* 8 heads: no GQA */
	a = get("model.kv-cache-1000", NULL, "en");
	CHECK(!a.ok && a.why[0]);

	/* without a model: not available, said so, never a made-up number */
	a = get("model.group-of-head-5", NULL, "en");
	CHECK(!a.ok && a.why[0]);
	CHECK(answer_check(&a, "1") == ANSWER_UNREADABLE);
	a = get("live.previous-head", NULL, "zh");
	CHECK(!a.ok && strstr(a.why, "实时模型"));
	/* a model with five heads has no head 5 */
	model_facts small = q;
	small.num_heads = 4;
	a = get("model.group-of-head-5", &small, "en");
	CHECK(!a.ok);
}

static void test_check(void)
{
	answer a = get("worked.s-cat-cat", NULL, "en");
	CHECK(answer_check(&a, "0.9") == ANSWER_RIGHT);
	CHECK(answer_check(&a, " 0.90 ") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "0,9") == ANSWER_RIGHT);
	CHECK(answer_check(&a, ".9") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "0.91") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "0.92") == ANSWER_WRONG);
	CHECK(answer_check(&a, "1.08") == ANSWER_WRONG);
	CHECK(answer_check(&a, "") == ANSWER_UNREADABLE);
	CHECK(answer_check(&a, "zero point nine") == ANSWER_UNREADABLE);
	CHECK(answer_check(&a, "0.9 MiB") == ANSWER_UNREADABLE); /* not a byte count */
	char buf[64];
	answer_format(&a, buf, sizeof buf);
	CHECK(strcmp(buf, "0.90") == 0);

	a = get("worked.changes-unmasked", NULL, "zh");
	CHECK(answer_check(&a, "a") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "the") == ANSWER_RIGHT);
	CHECK(answer_check(&a, "B") == ANSWER_WRONG);
	CHECK(answer_check(&a, "两个都变") == ANSWER_WRONG);
	CHECK(answer_check(&a, "e") == ANSWER_UNREADABLE);
	answer_format_options(&a, buf, sizeof buf);
	CHECK(strcmp(buf, "a) The · b) cat · c) 两个都变 · d) 都不变") == 0);
	answer_format(&a, buf, sizeof buf);
	CHECK(strcmp(buf, "a) The") == 0);

	/* every name in the table computes without a model or a run */
	for (int i = 0; answer_name(i); i++) {
		answer x;
		answer_ctx ctx = {.lang = "en"};
		CHECK(answer_compute(answer_name(i), &ctx, &x) == 0);
		CHECK(answer_known(answer_name(i)));
		CHECK(x.ok || x.why[0]);
	}
	CHECK(!answer_known("nope"));
}

int main(void)
{
	test_parse_errors();
	test_parse_ok();
	test_sets_match();
	test_worked();
	test_model();
	test_check();
	return check_exit();
}
