/* The lessons of one language: every lessons/<lang>/NAME.lesson file of the data
 * directory (util/datadir.h), parsed and sorted by @order (then by name). */
#ifndef ATTN_LESSON_REGISTRY_H
#define ATTN_LESSON_REGISTRY_H

#include <stdbool.h>

#include "lesson/lesson.h"
#include "util/error.h"

typedef struct lesson_set {
	char lang[8];
	char dir[4096];  /* the directory the lessons came from */
	lesson *lessons;
	int n;
} lesson_set;

/* Is lang one of the languages attnstep has lessons in ("en", "zh")? */
bool lesson_lang_valid(const char *lang);

/* The language from the locale: "zh" when the first set of LC_ALL,
 * LC_MESSAGES, LANG starts with "zh", else "en". */
const char *lesson_default_lang(void);

/* Load lessons/<lang> from the data directory. An unknown language, a
 * missing directory or any malformed lesson is an error (-1, e filled with
 * the first problem). A directory without lessons gives n == 0. */
int lesson_set_load(lesson_set *set, const char *lang, errbuf *e);

/* Same, from an explicit directory (tests). */
int lesson_set_load_dir(lesson_set *set, const char *lang, const char *dir, errbuf *e);

void lesson_set_free(lesson_set *set);

/* Index of the lesson called name, or -1. */
int lesson_set_find(const lesson_set *set, const char *name);

/* Do a and b (two languages) have the same lessons, in the same order, with
 * the same steps (id, view, optional, question) in the same order? Returns 0, or -1
 * with the first difference as "FILE:LINE: ..." of b. */
int lesson_sets_match(const lesson_set *a, const lesson_set *b, errbuf *e);

#endif
