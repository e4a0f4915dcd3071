/* One lesson file (lessons/FORMAT.md), parsed into steps and text blocks.
 *
 * Every error is one line "FILE:LINE: what is wrong". Text blocks keep the
 * inline markup (*emphasis*, `code`) and the {{placeholders}}: the renderer
 * splits spans with lesson_next_span and fills values with placeholder_fill
 * (or takes a whole step as plain text with lesson_step_text). */
#ifndef ATTN_LESSON_LESSON_H
#define ATTN_LESSON_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "lesson/facts.h"
#include "util/error.h"

enum lesson_block_kind {
	BLOCK_PARA,     /* a paragraph: its lines joined (see FORMAT.md) */
	BLOCK_BULLET,   /* one bullet item, without the "- " */
	BLOCK_VERBATIM, /* lines kept as they are, '\n' between them, without
			   the four-space indent; never wrapped */
	BLOCK_QUESTION, /* the paragraph after @ask: the step's question, drawn
			   as a paragraph */
	BLOCK_ANSWER,   /* a revealed answer (print --answers), drawn as a
			   paragraph; never in a file */
};

typedef struct lesson_block {
	enum lesson_block_kind kind;
	char *text;
	int line; /* first line in the file */
} lesson_block;

/* A question the learner answers before the panel tells (@ask, @hint). The
 * answer is never in the file: `answer` names a computation in the answer
 * table (src/lesson/answers.c). */
typedef struct lesson_question {
	char *answer; /* name in the answer table */
	char *hint;   /* one line shown after a wrong first try */
	int block;    /* index of the BLOCK_QUESTION paragraph in the step's blocks */
	int line;     /* line of @ask */
} lesson_question;

typedef struct lesson_step {
	char *id;
	char *title;
	char *view;    /* a name from src/lesson/views.c */
	bool optional; /* a skippable deep dive */
	int line;      /* line of @step */
	lesson_block *blocks;
	int n_blocks;
	lesson_question *question; /* NULL when the step asks nothing */
	char *focus;   /* @focus: the rule that picks the layer and head the step
			  opens on (lesson_focus_rules), or NULL */
} lesson_step;

/* Three prompts that end in the same token, for the polysemy panels. */
#define LESSON_POLYSEMY_N 3

typedef struct lesson {
	char *path;    /* as given to lesson_load/lesson_parse */
	char *name;
	char *title;
	char *summary; /* "" when absent */
	int order;
	char *prompt;  /* @prompt: the live example prompt, or NULL */
	char *polysemy[LESSON_POLYSEMY_N]; /* @polysemy A | B | C, or NULLs */
	lesson_step *steps;
	int n_steps;
} lesson;

/* Read and parse the file at path. The lesson's name must equal the file's
 * base name without ".lesson". Returns 0, or -1 with e filled; on failure l
 * holds nothing to free (but lesson_free is harmless). */
int lesson_load(lesson *l, const char *path, errbuf *e);

/* Parse len bytes of buf as if read from path (used for messages and the
 * name check). */
int lesson_parse(lesson *l, const char *path, const char *buf, size_t len, errbuf *e);

void lesson_free(lesson *l);

/* The question's text (the BLOCK_QUESTION paragraph), or NULL. */
const char *lesson_question_text(const lesson_step *s);

/* Insert a BLOCK_ANSWER paragraph holding text right after the step's
 * question paragraph (print --answers). */
void lesson_step_add_answer(lesson_step *s, const char *text);

/* Index of the step with this id, or -1. */
int lesson_step_index(const lesson *l, const char *id);

/* The step as plain text (free() it): paragraphs and bullets ("- ") separated
 * by blank lines, verbatim lines indented by four spaces, markup characters
 * kept, placeholders filled from mf (may be NULL). */
char *lesson_step_text(const lesson_step *s, const model_facts *mf);

/* The @focus rules, terminated by NULL: how a live step picks the layer
 * and head it opens on, from the run (src/live/focus.c applies them). */
extern const char *const lesson_focus_rules[];

/* Does any text of the step (title, paragraphs, question) use a model.*
 * placeholder? Such a step needs the model's facts to be read. */
bool lesson_step_needs_model(const lesson_step *s);

/* Inline markup: split text into spans. */
enum lesson_span_style {
	SPAN_PLAIN,
	SPAN_EMPH, /* *text*: the stars are not part of the span */
	SPAN_CODE, /* `text`: the backticks are not part of the span */
};

/* From text + *pos, find the next span: its style and its bytes
 * [*start, *start + *len). Advances *pos past it (and past the markup).
 * Returns false at the end of the text. A `*` opens emphasis only when a
 * closing `*` follows with no space just inside either star; otherwise it is
 * plain text (so "a * b" stays as it is). */
bool lesson_next_span(const char *text, size_t *pos, enum lesson_span_style *style,
		      size_t *start, size_t *len);

#endif
