/* The question widget without a terminal: open the answer line, type, a
 * wrong first try gives the hint and a second try, a second miss gives the
 * answer, Esc skips, unreadable input is explained and not counted, the
 * full-width digits of a Chinese input method count, and the lesson's last
 * step carries the summary. Answers are the worked example's, computed by
 * attnstep; the typed values are hand arithmetic (S(cat, cat) = 0.30² +
 * 0.90² = 0.90; a 5 × 5 causal grid allows 15 cells). */
#include <stdio.h>
#include <string.h>

#include "quiz/quiz_ui.h"
#include "../core/check.h"

static const char *text =
	"@lesson a\n@title T\n@order 1\n"
	"@step s\n@title S\n@view none\n@ask worked.s-cat-cat\n@hint Multiply and add.\nQ?\n"
	"@step t\n@title T\n@view none\n@ask mask.allowed-cells\n@hint Count rows.\nQ?\n"
	"@step u\n@title U\n@view none\n@ask worked.changes-unmasked\n@hint Who saw all?\nQ?\n";

static void type(quiz_ui *u, const char *s, const quiz_source *src)
{
	for (; *s; s++)
		CHECK(quiz_ui_key(u, QK_CHAR, (unsigned char)*s, src));
}

static bool line_has(quiz_ui *u, int k, const char *lang, const char *want)
{
	char lines[4][QUIZ_LINE_MAX];
	int n = quiz_ui_lines(u, k, lang, lines, 4);
	for (int i = 0; i < n; i++)
		if (strstr(lines[i], want))
			return true;
	fprintf(stderr, "  (step %d lines:", k);
	for (int i = 0; i < n; i++)
		fprintf(stderr, " [%s]", lines[i]);
	fprintf(stderr, ")\n");
	return false;
}

int main(void)
{
	lesson l;
	errbuf e = {{0}};
	CHECK(lesson_parse(&l, "t/a.lesson", text, strlen(text), &e) == 0);
	if (l.n_steps != 3)
		return check_exit();
	quiz_source src = {.lang = "en"};
	quiz_ui u;
	quiz_ui_init(&u, &l);

	CHECK(!quiz_ui_typing(&u));
	{
		char lines[4][QUIZ_LINE_MAX];
		CHECK(quiz_ui_lines(&u, 0, "en", lines, 4) == 0); /* untouched: nothing */
		CHECK(quiz_ui_lines(&u, 2, "en", lines, 4) == 0); /* no summary yet */
	}
	CHECK(!quiz_ui_key(&u, QK_CHAR, '1', &src)); /* not typing: the key is not used */

	/* step 0: wrong, hint, right at the second try */
	CHECK(quiz_ui_start(&u, 0, &src));
	CHECK(quiz_ui_typing(&u));
	/* the precision before the first try: S(cat, cat) to 2 decimals, ±0.01 */
	CHECK(line_has(&u, 0, "en", "Answer with a number to 2 decimals (right within ±0.01)."));
	CHECK(line_has(&u, 0, "zh", "作答：一个数，保留 2 位小数（与答案相差不超过 ±0.01 算对）。"));
	type(&u, "0.8", &src);
	CHECK(line_has(&u, 0, "en", "Your answer: 0.8"));
	CHECK(quiz_ui_key(&u, QK_BACKSPACE, 0, &src));
	CHECK(line_has(&u, 0, "en", "Your answer: 0."));
	type(&u, "7", &src);
	CHECK(quiz_ui_key(&u, QK_ENTER, 0, &src));
	CHECK(line_has(&u, 0, "en", "Not quite. Hint: Multiply and add. Try once more."));
	CHECK(quiz_ui_typing(&u));
	type(&u, "zero", &src);
	CHECK(quiz_ui_key(&u, QK_ENTER, 0, &src));
	CHECK(line_has(&u, 0, "en", "Type a number"));
	CHECK(quiz_state_of(&u.q, 0) == QUIZ_SECOND); /* unreadable: not counted */
	type(&u, "0.9", &src);
	CHECK(quiz_ui_key(&u, QK_ENTER, 0, &src));
	CHECK(line_has(&u, 0, "en", "Right: 0.90."));
	CHECK(!quiz_ui_typing(&u));
	CHECK(!quiz_ui_pending(&u, 0));
	CHECK(!quiz_ui_start(&u, 0, &src)); /* settled */

	/* step 1: in Chinese, with full-width digits: wrong twice */
	src.lang = "zh";
	CHECK(quiz_ui_start(&u, 1, &src));
	CHECK(line_has(&u, 1, "zh", "作答：一个整数（要完全相同）。")); /* 15 cells, exactly */
	CHECK(quiz_ui_key(&u, QK_CHAR, 0xFF12, &src)); /* ２ */
	CHECK(quiz_ui_key(&u, QK_CHAR, 0xFF15, &src)); /* ５ */
	CHECK(line_has(&u, 1, "zh", "你的答案：25"));
	CHECK(quiz_ui_key(&u, QK_ENTER, 0, &src));
	CHECK(line_has(&u, 1, "zh", "提示：Count rows."));
	type(&u, "16", &src);
	CHECK(quiz_ui_key(&u, QK_ENTER, 0, &src));
	CHECK(line_has(&u, 1, "zh", "答案是 15。原因：Count rows."));
	CHECK(quiz_state_of(&u.q, 1) == QUIZ_MISSED);

	/* step 2: a choice; Esc skips, the options show while typing */
	src.lang = "en";
	CHECK(quiz_ui_start(&u, 2, &src));
	CHECK(line_has(&u, 2, "en", "Options: a) The · b) cat · c) both · d) neither"));
	CHECK(!line_has(&u, 2, "en", "Answer with")); /* the options say how */
	type(&u, "x", &src);
	CHECK(quiz_ui_key(&u, QK_ENTER, 0, &src));
	CHECK(line_has(&u, 2, "en", "Type the letter of an option (a–d)."));
	CHECK(quiz_ui_key(&u, QK_ESCAPE, 0, &src));
	CHECK(!quiz_ui_typing(&u));
	CHECK(quiz_state_of(&u.q, 2) == QUIZ_SKIPPED);
	CHECK(line_has(&u, 2, "en", "Skipped"));
	/* the last step carries the summary */
	CHECK(line_has(&u, 2, "en", "1 of 3 questions right (0 at the first try, 1 at the second); "
		       "1 missed twice, 1 skipped, 0 unanswered."));
	/* a skipped question can still be answered, and then counts */
	CHECK(quiz_ui_start(&u, 2, &src));
	type(&u, "a", &src);
	CHECK(quiz_ui_key(&u, QK_ENTER, 0, &src));
	CHECK(line_has(&u, 2, "en", "Right: a) The."));
	CHECK(line_has(&u, 2, "en", "2 of 3 questions right (1 at the first try, 1 at the second)"));
	CHECK(line_has(&u, 2, "zh", "这一课共 3 道题：答对 2 道"));

	/* an answer that cannot be had (no model) says so and opens nothing */
	const char *t2 = "@lesson a\n@title T\n@order 1\n"
		"@step s\n@title S\n@view none\n@ask model.group-of-head-5\n@hint h\nQ?\n";
	lesson l2;
	CHECK(lesson_parse(&l2, "t/a.lesson", t2, strlen(t2), &e) == 0);
	quiz_ui u2;
	quiz_ui_init(&u2, &l2);
	CHECK(!quiz_ui_start(&u2, 0, &src));
	CHECK(line_has(&u2, 0, "en", "cannot be answered now: no model is loaded"));
	quiz_ui_free(&u2);
	lesson_free(&l2);

	quiz_ui_free(&u);
	lesson_free(&l);
	return check_exit();
}
