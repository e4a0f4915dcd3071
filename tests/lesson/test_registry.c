/* The registry on a data tree of its own: sorting by @order, the language
 * check, the en/zh comparison, the first malformed file's FILE:LINE, and the
 * default language from the locale variables. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/viewtab.h"
#include "lesson/registry.h"
#include "../core/check.h"

static char root[256];

static void write_file(const char *rel, const char *text)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", root, rel);
	FILE *f = fopen(path, "w");
	if (!f) {
		perror(path);
		exit(1);
	}
	fputs(text, f);
	fclose(f);
}

static const char *lesson_text(const char *name, int order, const char *steps)
{
	static char buf[1024];
	snprintf(buf, sizeof buf, "@lesson %s\n@title Title of %s\n@order %d\n%s",
		 name, name, order, steps);
	return buf;
}

#define STEPS_AB "@step a\n@title A\n@view none\ntext\n@step b\n@title B\n@view scores\ntext\n"

int main(void)
{
	app_views_register(); /* the view names the parser accepts */
	char dir[512];
	lesson_set en, zh, zh2;
	errbuf e = {{0}};

	snprintf(root, sizeof root, "/tmp/attnstep-registry-%ld", (long)getpid());
	mkdir(root, 0700);
	snprintf(dir, sizeof dir, "%s/lessons", root);
	mkdir(dir, 0700);
	snprintf(dir, sizeof dir, "%s/lessons/en", root);
	mkdir(dir, 0700);
	snprintf(dir, sizeof dir, "%s/lessons/zh", root);
	mkdir(dir, 0700);

	write_file("lessons/en/second.lesson", lesson_text("second", 20, STEPS_AB));
	write_file("lessons/en/first.lesson", lesson_text("first", 10, STEPS_AB));
	write_file("lessons/en/notes.txt", "not a lesson");
	write_file("lessons/zh/first.lesson", lesson_text("first", 10, STEPS_AB));
	write_file("lessons/zh/second.lesson", lesson_text("second", 20,
		"@step a\n@title A\n@view none\ntext\n@step c\n@title C\n@view scores\ntext\n"));

	/* through the data directory, as `attnstep list` does */
	setenv("ATTNSTEP_DATADIR", root, 1);
	CHECK(lesson_set_load(&en, "en", &e) == 0);
	CHECK(en.n == 2);
	if (en.n == 2) {
		CHECK(strcmp(en.lessons[0].name, "first") == 0);
		CHECK(strcmp(en.lessons[1].name, "second") == 0);
		CHECK(lesson_set_find(&en, "second") == 1);
		CHECK(lesson_set_find(&en, "third") == -1);
	}
	CHECK(lesson_set_load(&zh, "zh", &e) == 0);
	/* zh's second lesson has step c where en has b: at line 8 of zh */
	CHECK(lesson_sets_match(&en, &zh, &e) == -1);
	CHECK(strstr(e.msg, "lessons/zh/second.lesson:8: step 2 is 'c' here but 'b' in ") != NULL);
	CHECK(lesson_sets_match(&en, &en, &e) == 0);

	/* a missing lesson in zh */
	write_file("lessons/zh/second.lesson", lesson_text("third", 20, STEPS_AB));
	{
		char from[512], to[512];
		snprintf(from, sizeof from, "%s/lessons/zh/second.lesson", root);
		snprintf(to, sizeof to, "%s/lessons/zh/third.lesson", root);
		CHECK(rename(from, to) == 0);
	}
	CHECK(lesson_set_load(&zh2, "zh", &e) == 0);
	CHECK(lesson_sets_match(&en, &zh2, &e) == -1);
	CHECK(strstr(e.msg, "lesson 2 is 'third' here but 'second'") != NULL);
	lesson_set_free(&zh2);

	/* a malformed lesson stops the load with its FILE:LINE */
	write_file("lessons/zh/bad.lesson", "@lesson bad\n@title T\n@order 1\n@step x\n@view nope\n");
	CHECK(lesson_set_load(&zh2, "zh", &e) == -1);
	CHECK(strstr(e.msg, "lessons/zh/bad.lesson:5: unknown view 'nope'") != NULL);
	CHECK(zh2.n == 0 && zh2.lessons == NULL);

	CHECK(lesson_set_load(&zh2, "fr", &e) == -1);
	CHECK(strstr(e.msg, "--lang fr") == e.msg);
	setenv("ATTNSTEP_DATADIR", "/nonexistent-attnstep", 1);
	CHECK(lesson_set_load(&zh2, "en", &e) == -1);
	CHECK(strstr(e.msg, "lessons/en: not found") == e.msg);

	unsetenv("LC_ALL");
	unsetenv("LC_MESSAGES");
	setenv("LANG", "zh_CN.UTF-8", 1);
	CHECK(strcmp(lesson_default_lang(), "zh") == 0);
	setenv("LC_MESSAGES", "en_US.UTF-8", 1);
	CHECK(strcmp(lesson_default_lang(), "en") == 0);
	setenv("LC_ALL", "zh_TW.UTF-8", 1);
	CHECK(strcmp(lesson_default_lang(), "zh") == 0);
	setenv("LC_ALL", "", 1);
	unsetenv("LC_MESSAGES");
	setenv("LANG", "C", 1);
	CHECK(strcmp(lesson_default_lang(), "en") == 0);

	lesson_set_free(&en);
	lesson_set_free(&zh);
	/* clean up the temporary tree */
	const char *files[] = {"lessons/en/second.lesson", "lessons/en/first.lesson",
			       "lessons/en/notes.txt", "lessons/zh/first.lesson",
			       "lessons/zh/third.lesson", "lessons/zh/bad.lesson",
			       "lessons/en", "lessons/zh", "lessons", ""};
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		char p[512];
		snprintf(p, sizeof p, "%s/%s", root, files[i]);
		remove(p);
	}
	return check_exit();
}
