#include "lesson/registry.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/datadir.h"

static const char *const languages[] = {"en", "zh", NULL};

bool lesson_lang_valid(const char *lang)
{
	for (int i = 0; languages[i]; i++)
		if (strcmp(lang, languages[i]) == 0)
			return true;
	return false;
}

const char *lesson_default_lang(void)
{
	/* POSIX precedence for messages: LC_ALL, then LC_MESSAGES, then LANG */
	static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
	for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
		const char *v = getenv(vars[i]);
		if (v && v[0])
			return strncmp(v, "zh", 2) == 0 ? "zh" : "en";
	}
	return "en";
}

static int by_order(const void *a, const void *b)
{
	const lesson *x = a, *y = b;
	if (x->order != y->order)
		return x->order < y->order ? -1 : 1;
	return strcmp(x->name, y->name);
}

static int by_string(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void lesson_set_free(lesson_set *set)
{
	for (int i = 0; i < set->n; i++)
		lesson_free(&set->lessons[i]);
	free(set->lessons);
	memset(set, 0, sizeof *set);
}

int lesson_set_load_dir(lesson_set *set, const char *lang, const char *dir, errbuf *e)
{
	DIR *d;
	struct dirent *de;
	char **names = NULL;
	int n_names = 0, rc = 0;

	memset(set, 0, sizeof *set);
	if (!lesson_lang_valid(lang))
		return errf(e, "--lang %s: no lessons in that language (use en or zh)", lang);
	snprintf(set->lang, sizeof set->lang, "%s", lang);
	if (snprintf(set->dir, sizeof set->dir, "%s", dir) >= (int)sizeof set->dir)
		return errf(e, "%s: path too long", dir);
	d = opendir(dir);
	if (!d)
		return errf(e, "%s: %s", dir, strerror(errno));
	/* Collect the names first and sort them, so that the order (and the
	 * first error reported) does not depend on the file system. */
	while ((de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name), ext = strlen(".lesson");
		if (len <= ext || strcmp(de->d_name + len - ext, ".lesson") != 0 ||
		    de->d_name[0] == '.')
			continue;
		names = xrealloc(names, (size_t)(n_names + 1) * sizeof *names);
		names[n_names++] = xstrdup(de->d_name);
	}
	closedir(d);
	if (n_names > 1)
		qsort(names, (size_t)n_names, sizeof *names, by_string);

	set->lessons = xcalloc((size_t)(n_names ? n_names : 1), sizeof *set->lessons);
	for (int i = 0; i < n_names && rc == 0; i++) {
		char path[4096 + 256];
		if (path_join(path, sizeof path, dir, names[i], e) < 0 ||
		    lesson_load(&set->lessons[set->n], path, e) < 0)
			rc = -1;
		else
			set->n++;
	}
	for (int i = 0; i < n_names; i++)
		free(names[i]);
	free(names);
	if (rc < 0) {
		lesson_set_free(set);
		return -1;
	}
	if (set->n > 1)
		qsort(set->lessons, (size_t)set->n, sizeof *set->lessons, by_order);
	return 0;
}

int lesson_set_load(lesson_set *set, const char *lang, errbuf *e)
{
	char rel[64], dir[4096];

	memset(set, 0, sizeof *set);
	if (!lesson_lang_valid(lang))
		return errf(e, "--lang %s: no lessons in that language (use en or zh)", lang);
	snprintf(rel, sizeof rel, "lessons/%s", lang);
	if (datadir_find(rel, dir, sizeof dir, e) < 0)
		return -1;
	return lesson_set_load_dir(set, lang, dir, e);
}

int lesson_set_find(const lesson_set *set, const char *name)
{
	for (int i = 0; i < set->n; i++)
		if (strcmp(set->lessons[i].name, name) == 0)
			return i;
	return -1;
}

int lesson_sets_match(const lesson_set *a, const lesson_set *b, errbuf *e)
{
	for (int i = 0; i < a->n || i < b->n; i++) {
		if (i >= b->n)
			return errf(e, "%s: lesson '%s' is missing (it exists in %s)",
				    b->dir, a->lessons[i].name, a->dir);
		const lesson *lb = &b->lessons[i];
		if (i >= a->n)
			return errf(e, "%s:1: lesson '%s' does not exist in %s",
				    lb->path, lb->name, a->dir);
		const lesson *la = &a->lessons[i];
		if (strcmp(la->name, lb->name) != 0)
			return errf(e, "%s:1: lesson %d is '%s' here but '%s' in %s",
				    lb->path, i + 1, lb->name, la->name, a->dir);
		for (int k = 0; k < la->n_steps || k < lb->n_steps; k++) {
			if (k >= lb->n_steps)
				return errf(e, "%s: step '%s' of %s is missing",
					    lb->path, la->steps[k].id, la->path);
			const lesson_step *sb = &lb->steps[k];
			if (k >= la->n_steps)
				return errf(e, "%s:%d: step '%s' does not exist in %s",
					    lb->path, sb->line, sb->id, la->path);
			const lesson_step *sa = &la->steps[k];
			if (strcmp(sa->id, sb->id) != 0)
				return errf(e, "%s:%d: step %d is '%s' here but '%s' in %s",
					    lb->path, sb->line, k + 1, sb->id, sa->id, la->path);
			if (strcmp(sa->view, sb->view) != 0)
				return errf(e, "%s:%d: step '%s' has @view %s here but %s in %s",
					    lb->path, sb->line, sb->id, sb->view, sa->view, la->path);
			if (sa->optional != sb->optional)
				return errf(e, "%s:%d: step '%s' is %soptional here but %soptional in %s",
					    lb->path, sb->line, sb->id, sb->optional ? "" : "not ",
					    sa->optional ? "" : "not ", la->path);
			const char *qa = sa->question ? sa->question->answer : NULL;
			const char *qb = sb->question ? sb->question->answer : NULL;
			if ((qa == NULL) != (qb == NULL) || (qa && strcmp(qa, qb) != 0))
				return errf(e, "%s:%d: step '%s' asks %s%s here but %s%s in %s",
					    lb->path, sb->line, sb->id, qb ? "@ask " : "nothing",
					    qb ? qb : "", qa ? "@ask " : "nothing", qa ? qa : "", la->path);
		}
	}
	return 0;
}
