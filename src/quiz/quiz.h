/* The learner's side of the lessons' questions (@ask, lessons/FORMAT.md):
 * the answers of the live steps taken from the live session, and the tally
 * of one lesson's questions for the summary at its end. No curses: the
 * question widget of the front end and `print --answers` both use this.
 *
 * The live session is passed in (NULL when there is none); this part keeps
 * no global state.
 *
 *   quiz q;
 *   quiz_init(&q, lesson);                    one slot per step with a question
 *   quiz_answer(&q, step, &src);              computed when first asked
 *   quiz_try(&q, step, &src, "0.9")           right / wrong (hint, second try) / done
 *   quiz_summary(&q, lang, buf, n)            "3 of 4 right: 2 at the first try, ..."
 */
#ifndef ATTN_QUIZ_QUIZ_H
#define ATTN_QUIZ_QUIZ_H

#include <stdbool.h>
#include <stddef.h>

#include "lesson/answers.h"
#include "lesson/lesson.h"
#include "live/live.h"

/* Where answers come from: the language, the loaded model's facts (NULL:
 * none) and the live session whose last run the live views show (NULL:
 * none; s->run may be NULL too). */
typedef struct quiz_source {
	const char *lang;
	const model_facts *mf;
	live_session *s;
	/* the causal views' results in the UI (NULL: the answers of causal.*
	 * questions are computed here, on the calling thread, as `print` does) */
	const struct live_causal *causal;
} quiz_source;

/* Fill lv from session s: its last run (captures, logits), its head
 * statistics and, when want_bank, the embedding rows of the last tokens of
 * the three "bank" prompts (tokenized here). lv->run_ok etc. say what
 * could be had; s may be NULL. */
void quiz_live_fill(answer_live *lv, live_session *s, bool want_bank);

/* The answer of step st's question. Returns 0, or -1 when the step asks
 * nothing. */
int quiz_compute(const lesson_step *st, const quiz_source *src, answer *a);

enum quiz_state {
	QUIZ_OPEN,        /* not answered yet */
	QUIZ_SECOND,      /* one wrong try: the hint is shown */
	QUIZ_RIGHT_FIRST, /* right at the first try */
	QUIZ_RIGHT_SECOND,
	QUIZ_MISSED,      /* wrong twice: the answer is shown */
	QUIZ_SKIPPED,     /* passed over without an answer */
};

enum quiz_result {
	QUIZ_R_RIGHT,     /* state is now RIGHT_* */
	QUIZ_R_TRY_AGAIN, /* wrong at the first try: show the hint */
	QUIZ_R_MISSED,    /* wrong at the second: show the answer */
	QUIZ_R_UNREADABLE,/* not a number / not an option: nothing counted */
	QUIZ_R_CLOSED,    /* the question was already settled */
};

typedef struct quiz {
	const lesson *l;
	enum quiz_state *state; /* [n_steps]; unused for steps without a question */
	answer *ans;            /* [n_steps], computed on first use */
	bool *have;             /* [n_steps] ans[k] computed */
} quiz;

void quiz_init(quiz *q, const lesson *l);
void quiz_free(quiz *q);

/* Step k's answer (computed once, when first asked); NULL when the step asks
 * nothing. */
const answer *quiz_answer(quiz *q, int k, const quiz_source *src);

enum quiz_result quiz_try(quiz *q, int k, const quiz_source *src, const char *input);
void quiz_skip(quiz *q, int k);
enum quiz_state quiz_state_of(const quiz *q, int k);

/* Counts over the lesson: questions, right first, right second, missed,
 * skipped (left with Esc, or after one wrong try), unanswered (never
 * tried). */
void quiz_counts(const quiz *q, int *n, int *first, int *second, int *missed, int *skipped,
		 int *unanswered);

/* One or two sentences on how the learner did, in lang. */
void quiz_summary(const quiz *q, const char *lang, char *out, size_t outsz);

#endif
