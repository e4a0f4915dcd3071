/* The question widget of a lesson, without a terminal: the line the
 * learner types an answer into, the verdict after each try (a hint and a
 * second try after a wrong first answer), and the summary at the end of the
 * lesson. The front end (src/app) routes keys here while an answer is being
 * typed and draws the lines quiz_ui_lines gives; nothing here draws.
 *
 *     quiz_ui qu;
 *     quiz_ui_init(&qu, lesson);
 *     quiz_ui_start(&qu, step, &src)        the learner pressed `a`
 *     quiz_ui_key(&qu, QK_CHAR, '0', &src)  ... QK_ENTER judges the answer
 *     n = quiz_ui_lines(&qu, step, lang, lines, max)
 */
#ifndef ATTN_QUIZ_QUIZ_UI_H
#define ATTN_QUIZ_QUIZ_UI_H

#include <stdbool.h>
#include <stdint.h>

#include "quiz/quiz.h"

#define QUIZ_INPUT_MAX 48   /* bytes of an answer being typed */
#define QUIZ_LINE_MAX 512   /* bytes of one line quiz_ui_lines gives */


enum quiz_key { QK_CHAR, QK_BACKSPACE, QK_ENTER, QK_ESCAPE };

typedef struct quiz_ui {
	quiz q;
	int active;                 /* step whose answer is being typed, or -1 */
	char buf[QUIZ_INPUT_MAX + 1];
	int len;
	int fb_step;                /* step the feedback belongs to, or -1 */
	char feedback[QUIZ_LINE_MAX];
} quiz_ui;

void quiz_ui_init(quiz_ui *u, const lesson *l);
void quiz_ui_free(quiz_ui *u);

/* Does step k ask a question that is not settled yet? */
bool quiz_ui_pending(const quiz_ui *u, int k);

/* Is an answer being typed (on any step)? Keys then go to quiz_ui_key. */
bool quiz_ui_typing(const quiz_ui *u);

/* Open the answer line on step k. False (nothing opened) when the step asks
 * nothing or the question is settled. */
bool quiz_ui_start(quiz_ui *u, int k, const quiz_source *src);

/* A key while typing: QK_CHAR with a code point (printable ASCII and the
 * full-width digits, point and comma, mapped to ASCII; others ignored),
 * QK_BACKSPACE, QK_ENTER (judge), QK_ESCAPE (skip: the question is left
 * unanswered and the line closes). Returns true when the key was used. */
bool quiz_ui_key(quiz_ui *u, enum quiz_key kind, uint32_t cp, const quiz_source *src);

/* The question lines for step k, in lang, into lines[0..max): the verdict
 * of the last try or the skip, and the answer line while typing (with a
 * choice's options); on the lesson's last step, once any question has been
 * answered or skipped, the summary. None for an untouched question (the
 * footer offers the key). Returns how many. */
int quiz_ui_lines(quiz_ui *u, int k, const char *lang, char lines[][QUIZ_LINE_MAX], int max);

#endif
