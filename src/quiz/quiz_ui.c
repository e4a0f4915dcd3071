#include "quiz/quiz_ui.h"

#include <stdio.h>
#include <string.h>

static bool zh(const char *lang)
{
	return lang && strcmp(lang, "zh") == 0;
}

void quiz_ui_init(quiz_ui *u, const lesson *l)
{
	memset(u, 0, sizeof *u);
	quiz_init(&u->q, l);
	u->active = -1;
	u->fb_step = -1;
}

void quiz_ui_free(quiz_ui *u)
{
	quiz_free(&u->q);
	memset(u, 0, sizeof *u);
	u->active = -1;
	u->fb_step = -1;
}

bool quiz_ui_pending(const quiz_ui *u, int k)
{
	if (k < 0 || k >= u->q.l->n_steps || !u->q.l->steps[k].question)
		return false;
	enum quiz_state s = quiz_state_of(&u->q, k);
	return s == QUIZ_OPEN || s == QUIZ_SECOND || s == QUIZ_SKIPPED;
}

bool quiz_ui_typing(const quiz_ui *u)
{
	return u->active >= 0;
}

bool quiz_ui_start(quiz_ui *u, int k, const quiz_source *src)
{
	if (!quiz_ui_pending(u, k))
		return false;
	const answer *a = quiz_answer(&u->q, k, src);
	if (!a || !a->ok) {
		/* say why instead of opening a line that cannot be judged */
		u->fb_step = k;
		snprintf(u->feedback, sizeof u->feedback, "%s: %s",
			 zh(src->lang) ? "这道题现在无法作答" : "This question cannot be answered now",
			 a ? a->why : "");
		return false;
	}
	u->active = k;
	u->len = 0;
	u->buf[0] = '\0';
	return true;
}

/* Full-width digits, point and comma (typed with a Chinese input method)
 * count as their ASCII forms. */
static int ascii_of(uint32_t cp)
{
	if (cp >= 0xFF10 && cp <= 0xFF19)
		return '0' + (int)(cp - 0xFF10);
	if (cp == 0xFF0E || cp == 0x3002)
		return '.';
	if (cp == 0xFF0C)
		return ',';
	if (cp >= 0x20 && cp < 0x7F)
		return (int)cp;
	return -1;
}

static void verdict(quiz_ui *u, int k, enum quiz_result r, const quiz_source *src)
{
	const answer *a = quiz_answer(&u->q, k, src);
	const lesson_question *qn = u->q.l->steps[k].question;
	char val[160];
	answer_format(a, val, sizeof val);
	bool z = zh(src->lang);
	u->fb_step = k;
	switch (r) {
	case QUIZ_R_RIGHT:
		snprintf(u->feedback, sizeof u->feedback, z ? "答对了：%s。" : "Right: %s.", val);
		break;
	case QUIZ_R_TRY_AGAIN:
		snprintf(u->feedback, sizeof u->feedback, z ? "不对。提示：%s 再试一次。" :
			 "Not quite. Hint: %s Try once more.", qn->hint);
		break;
	case QUIZ_R_MISSED:
		/* the answer with its reason in one line: the hint says why */
		snprintf(u->feedback, sizeof u->feedback, z ? "还是不对。答案是 %s。原因：%s" :
			 "Not this time. The answer is %s, because: %s", val, qn->hint);
		break;
	case QUIZ_R_UNREADABLE:
		if (a->kind == ANSWER_CHOICE)
			snprintf(u->feedback, sizeof u->feedback, z ? "请输入选项的字母（a–%c）。" :
				 "Type the letter of an option (a–%c).", 'a' + a->n_options - 1);
		else
			snprintf(u->feedback, sizeof u->feedback, "%s", z ?
				 "请输入一个数，例如 0.5（大小可以带单位，如 MiB）。" :
				 "Type a number, e.g. 0.5 (a size may carry a unit such as MiB).");
		break;
	case QUIZ_R_CLOSED:
		break;
	}
}

bool quiz_ui_key(quiz_ui *u, enum quiz_key kind, uint32_t cp, const quiz_source *src)
{
	int k = u->active;
	if (k < 0)
		return false;
	switch (kind) {
	case QK_CHAR: {
		int c = ascii_of(cp);
		if (c < 0 || u->len >= QUIZ_INPUT_MAX)
			return true; /* swallowed: typing never moves the lesson */
		u->buf[u->len++] = (char)c;
		u->buf[u->len] = '\0';
		return true;
	}
	case QK_BACKSPACE:
		if (u->len > 0)
			u->buf[--u->len] = '\0';
		return true;
	case QK_ESCAPE:
		quiz_skip(&u->q, k);
		u->active = -1;
		u->fb_step = k;
		snprintf(u->feedback, sizeof u->feedback, "%s", zh(src->lang) ?
			 "跳过了；随时可以按 a 再答。" : "Skipped; press a to answer later.");
		return true;
	case QK_ENTER: {
		enum quiz_result r = quiz_try(&u->q, k, src, u->buf);
		verdict(u, k, r, src);
		/* a right answer or a second miss settles it; otherwise type again */
		if (r == QUIZ_R_RIGHT || r == QUIZ_R_MISSED || r == QUIZ_R_CLOSED)
			u->active = -1;
		u->len = 0;
		u->buf[0] = '\0';
		return true;
	}
	}
	return false;
}

int quiz_ui_lines(quiz_ui *u, int k, const char *lang, char lines[][QUIZ_LINE_MAX], int max)
{
	int n = 0;
	bool z = zh(lang);
	const lesson *l = u->q.l;
	if (k < 0 || k >= l->n_steps || max <= 0)
		return 0;
	if (l->steps[k].question) {
		if (u->fb_step == k && u->feedback[0] && n < max)
			snprintf(lines[n++], QUIZ_LINE_MAX, "%s", u->feedback);
		if (u->active == k && n < max) {
			const answer *a = &u->q.ans[k];
			char opts[QUIZ_LINE_MAX / 2] = "";
			if (u->q.have[k])
				answer_format_options(a, opts, sizeof opts);
			if (opts[0])
				snprintf(lines[n++], QUIZ_LINE_MAX, "%s%s", z ? "选项：" : "Options: ", opts);
			/* a number's precision before the first try */
			char prec[QUIZ_LINE_MAX / 2] = "";
			if (u->q.have[k])
				answer_format_precision(a, lang, prec, sizeof prec);
			if (prec[0] && n < max)
				snprintf(lines[n++], QUIZ_LINE_MAX, z ? "作答：%s。" : "Answer with %s.", prec);
			if (n < max)
				snprintf(lines[n++], QUIZ_LINE_MAX, z ? "你的答案：%s▏（Enter 核对 · Esc 跳过）" :
					 "Your answer: %s▏ (Enter check · Esc skip)", u->buf);
		}
	}
	/* the summary, once the learner has met at least one question */
	bool touched = false;
	for (int s = 0; s < l->n_steps; s++)
		touched |= l->steps[s].question && quiz_state_of(&u->q, s) != QUIZ_OPEN;
	if (k == l->n_steps - 1 && touched && n < max)
		quiz_summary(&u->q, lang, lines[n++], QUIZ_LINE_MAX);
	return n;
}
