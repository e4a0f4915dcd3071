/* The answers of the questions on live steps, computed from the embedded
 * model's run of the default prompt, checked against values that do not
 * come from the C code under test:
 *
 *   live.previous-head   the head tools/train/behaviour.py (PyTorch) found
 *                        to be the previous-token head: golden.json "prev"
 *   live.first-weight    1: row 0 of a causal softmax has one allowed key,
 *                        e^z / e^z = 1
 *   live.top-changes-hot no: dividing every logit by 2 keeps their order
 *   live.bank-numbers-differ 0: the three prompts end in the same token id,
 *                        and a lookup of one id reads one row
 *   the prompt's length  golden.json "cat" ids (the same prompt, tokenized
 *                        by the Hugging Face tokenizer)
 *
 * Also the quiz tally that ends a lesson. Skips (77) without the embedded
 * model. Usage: answers_live [GOLDEN_JSON]. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lesson/answers.h"
#include "loader/json.h"
#include "quiz/quiz.h"
#include "live/state.h"
#include "../core/check.h"

static int json_int(const json_value *o, const char *key, int dflt)
{
	const json_value *v = o ? json_get(o, key) : NULL;
	return v && v->type == JSON_NUMBER ? (int)v->u.num.i : dflt;
}

static void test_tally(void)
{
	const char *text = "@lesson a\n@title T\n@order 1\n"
		"@step s\n@title S\n@view none\n@ask worked.s-cat-cat\n@hint h\nQ?\n"
		"@step t\n@title T\n@view none\n@ask mask.allowed-cells\n@hint h\nQ?\n"
		"@step u\n@title U\n@view none\nNo question.\n"
		"@step v\n@title V\n@view none\n@ask mask.losses\n@hint h\nQ?\n";
	lesson l;
	errbuf e = {{0}};
	CHECK(lesson_parse(&l, "t/a.lesson", text, strlen(text), &e) == 0);
	quiz q;
	quiz_source src = {.lang = "en"};
	quiz_init(&q, &l);
	CHECK(quiz_try(&q, 0, &src, "0.9") == QUIZ_R_RIGHT);
	CHECK(quiz_try(&q, 0, &src, "0.9") == QUIZ_R_CLOSED);
	CHECK(quiz_try(&q, 1, &src, "ten") == QUIZ_R_UNREADABLE);
	CHECK(quiz_state_of(&q, 1) == QUIZ_OPEN);
	CHECK(quiz_try(&q, 1, &src, "25") == QUIZ_R_TRY_AGAIN);
	CHECK(quiz_state_of(&q, 1) == QUIZ_SECOND);
	CHECK(quiz_try(&q, 1, &src, "15") == QUIZ_R_RIGHT);
	CHECK(quiz_state_of(&q, 1) == QUIZ_RIGHT_SECOND);
	CHECK(quiz_try(&q, 2, &src, "1") == QUIZ_R_CLOSED); /* no question */
	CHECK(quiz_try(&q, 3, &src, "5") == QUIZ_R_TRY_AGAIN);
	CHECK(quiz_try(&q, 3, &src, "6") == QUIZ_R_MISSED);
	int n, first, second, missed, skipped, unanswered;
	quiz_counts(&q, &n, &first, &second, &missed, &skipped, &unanswered);
	CHECK(n == 3 && first == 1 && second == 1 && missed == 1 && skipped == 0 && unanswered == 0);
	char buf[512];
	quiz_summary(&q, "en", buf, sizeof buf);
	CHECK(strstr(buf, "2 of 3 questions right (1 at the first try, 1 at the second); "
			  "1 missed twice, 0 skipped, 0 unanswered.") == buf);
	quiz_summary(&q, "zh", buf, sizeof buf);
	CHECK(strstr(buf, "这一课共 3 道题：答对 2 道（第一次就对 1 道，第二次对 1 道），两次都错 1 道，跳过 0 道，还没作答 0 道。") == buf);
	quiz_free(&q);
	quiz_init(&q, &l);
	/* one skipped with Esc, two never opened: apart */
	quiz_skip(&q, 0);
	quiz_counts(&q, &n, &first, &second, &missed, &skipped, &unanswered);
	CHECK(n == 3 && skipped == 1 && unanswered == 2 && first == 0);
	quiz_summary(&q, "en", buf, sizeof buf);
	CHECK(strstr(buf, "0 of 3 questions right (0 at the first try, 0 at the second); "
			  "0 missed twice, 1 skipped, 2 unanswered.") == buf);
	quiz_free(&q);
	lesson_free(&l);
}

int main(int argc, char **argv)
{
	test_tally();

	char path[4096];
	const char *top = getenv("top_srcdir");
	snprintf(path, sizeof path, "%s/models/embedded/config.json", top ? top : ".");
	FILE *f = fopen(path, "r");
	if (!f) {
		printf("# no embedded model: live answers not checked\n");
		return check_failures ? 1 : 77;
	}
	fclose(f);
	if (argc > 1)
		snprintf(path, sizeof path, "%s", argv[1]);
	else
		snprintf(path, sizeof path, "%s/tests/embedded/golden.json", top ? top : ".");
	json_doc doc = {0};
	errbuf e = {{0}};
	if (json_parse_file(&doc, path, &e) != 0) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		return 1;
	}
	const json_value *prev = json_get(doc.root, "prev");
	const json_value *cat = json_get(doc.root, "cat");
	const json_value *ids = cat ? json_get(cat, "ids") : NULL;
	int want_layer = json_int(prev, "layer", -1), want_head = json_int(prev, "head", -1);
	CHECK(want_layer >= 0 && want_head >= 0);
	CHECK(ids && ids->type == JSON_ARRAY);

	static answer_live lv;
	live_state ls;
	live_state_init(&ls);
	CHECK(live_state_ensure(&ls));
	quiz_live_fill(&lv, &ls.s, true);
	CHECK(lv.run_ok);
	if (ids && ids->type == JSON_ARRAY)
		CHECK(lv.T == (int)ids->u.arr.n);

	answer_ctx ctx = {.mf = ls.ok ? &ls.mf : NULL, .live = &lv, .lang = "en"};
	answer a;
	CHECK(answer_compute("live.previous-head", &ctx, &a) == 0);
	CHECK(a.ok && a.kind == ANSWER_CHOICE && a.n_options >= 2);
	char want[32];
	snprintf(want, sizeof want, "%d.%d", want_layer, want_head);
	if (a.ok) {
		CHECK(strcmp(a.options[a.correct], want) == 0);
		CHECK(answer_check(&a, want) == ANSWER_RIGHT);
		/* the options are distinct heads */
		for (int i = 0; i < a.n_options; i++)
			for (int j = i + 1; j < a.n_options; j++)
				CHECK(strcmp(a.options[i], a.options[j]) != 0);
	}
	CHECK(answer_compute("live.first-weight", &ctx, &a) == 0);
	CHECK(a.ok);
	CHECK_NEAR(a.value, 1.0, 1e-6);
	CHECK(answer_compute("live.top-changes-hot", &ctx, &a) == 0);
	CHECK(a.ok && strcmp(a.options[a.correct], "no") == 0);
	/* golden.json's three bank prompts, tokenized by the reference
	 * tokenizer, end in one id: one row, so no byte can differ */
	const json_value *bank = json_get(doc.root, "bank");
	int last_same = bank && bank->type == JSON_ARRAY && bank->u.arr.n == 3;
	for (size_t p = 0; last_same && p < 3; p++) {
		const json_value *bi = json_get(&bank->u.arr.items[p], "ids");
		const json_value *b0 = json_get(&bank->u.arr.items[0], "ids");
		const json_value *pt = json_get(&bank->u.arr.items[p], "prompt");
		CHECK(pt && pt->type == JSON_STRING && strcmp(pt->u.str.s, live_bank_prompts[p]) == 0);
		last_same = bi && b0 && bi->u.arr.n && b0->u.arr.n &&
			bi->u.arr.items[bi->u.arr.n - 1].u.num.i == b0->u.arr.items[b0->u.arr.n - 1].u.num.i;
	}
	CHECK(last_same);
	CHECK(answer_compute("live.bank-numbers-differ", &ctx, &a) == 0);
	CHECK(a.ok && a.value == 0);

	json_free(&doc);
	live_state_free(&ls);
	return check_exit();
}
