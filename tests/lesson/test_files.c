/* Every shipped lesson (lessons/en, lessons/zh of the source tree) parses,
 * its placeholders resolve for a Qwen3.5-0.8B-shaped model, every step has
 * text, both languages have the same lessons and steps in the same order, and
 * the worked example types none of the numbers src/core computes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "lesson/registry.h"
#include "../core/check.h"

/* Values computed by src/core for the worked example (scores, weights,
 * outputs, hand-checked in tests/core/test_attention.c). The lesson text
 * must show them through a view, not type them. */
static const char *const computed[] = {
	"0.54", "0.16", "0.33", "1.04", "0.48", "0.74", "0.34", "0.64",
	"0.43", "0.57", "0.42", "0.24", "0.46", "0.12",
};

static void check_text(const lesson *l, const lesson_step *s, const char *text)
{
	if (strstr(text, "{{") || strstr(text, "}}")) {
		fprintf(stderr, "%s:%d: FAIL: step '%s': placeholder left after filling\n",
			l->path, s->line, s->id);
		check_failures++;
	}
	if (strcmp(l->name, "worked-example") != 0)
		return;
	for (size_t i = 0; i < sizeof computed / sizeof computed[0]; i++)
		if (strstr(text, computed[i])) {
			fprintf(stderr, "%s:%d: FAIL: step '%s' types the computed number %s"
				" (show it in the view instead)\n", l->path, s->line, s->id,
				computed[i]);
			check_failures++;
		}
}

static void check_set(const lesson_set *set, const model_facts *mf)
{
	for (int i = 0; i < set->n; i++) {
		const lesson *l = &set->lessons[i];
		for (int k = 0; k < l->n_steps; k++) {
			const lesson_step *s = &l->steps[k];
			if (s->n_blocks == 0) {
				fprintf(stderr, "%s:%d: FAIL: step '%s' has no text\n",
					l->path, s->line, s->id);
				check_failures++;
			}
			char *t = lesson_step_text(s, mf);
			char *title = placeholder_fill(s->title, mf);
			check_text(l, s, t);
			check_text(l, s, title);
			free(t);
			free(title);
		}
	}
}

int main(void)
{
	app_views_register(); /* the view names the parser accepts */
	const char *src = getenv("top_srcdir");
	char dir_en[4096], dir_zh[4096];
	lesson_set en, zh;
	errbuf e = {{0}};
	model_facts mf;

	if (!src)
		src = ".";
	snprintf(dir_en, sizeof dir_en, "%s/lessons/en", src);
	snprintf(dir_zh, sizeof dir_zh, "%s/lessons/zh", src);
	model_facts_qwen35_08b(&mf);

	if (lesson_set_load_dir(&en, "en", dir_en, &e) < 0) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		return 1;
	}
	if (lesson_set_load_dir(&zh, "zh", dir_zh, &e) < 0) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		lesson_set_free(&en);
		return 1;
	}
	printf("%d English and %d Chinese lessons\n", en.n, zh.n);
	if (lesson_sets_match(&en, &zh, &e) < 0) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		check_failures++;
	}
	check_set(&en, &mf);
	check_set(&zh, &mf);
	for (int i = 1; i < en.n; i++)
		CHECK(en.lessons[i - 1].order <= en.lessons[i].order);
	lesson_set_free(&en);
	lesson_set_free(&zh);
	return check_exit();
}
