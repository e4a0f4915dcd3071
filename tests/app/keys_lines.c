/* Every step's Keys line (the pinned "Keys:" / "按键：" paragraph,
 * lessons/FORMAT.md) names only keys that do something on that step, by the
 * view table: Tab only where the view takes the focus, [ ] where it has a
 * slider, < > , . where it chooses layers and heads, z where it zooms, a
 * where the step asks a question, and a letter of the view's own (e, s, g,
 * ...) only where the view lists it. The keys of stepping, scrolling, help
 * and quitting, and m (the mask is one switch for every step), work
 * everywhere. In English and Chinese. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "lesson/registry.h"
#include "render/keys.h"
#include "../core/check.h"

/* Does a view's key list name key k (names are words separated by
 * spaces: "[ ]", "< > , .", "k p")? */
static bool lists(const view_key *keys, const char *k)
{
	for (const view_key *vk = keys; vk && vk->names; vk++) {
		char names[64];
		snprintf(names, sizeof names, "%s", vk->names);
		for (char *w = strtok(names, " "); w; w = strtok(NULL, " "))
			if (strcmp(w, k) == 0)
				return true;
	}
	return false;
}

/* in the footer's list or, for keys the footer has no room for, the help's */
static bool view_lists(const app_view *v, const char *k)
{
	return lists(v->keys, k) || lists(v->help_keys, k);
}

static bool works(const app_view *v, const lesson_step *st, const char *k)
{
	static const char *const everywhere[] = {"←", "→", "↑", "↓", "Space", "Esc", "?", "q", "i",
						 "PgUp", "PgDn", "Home", "End", "Backspace", "m",
						 "h", "l"};
	for (size_t i = 0; i < sizeof everywhere / sizeof everywhere[0]; i++)
		if (strcmp(k, everywhere[i]) == 0)
			return true;
	if (strcmp(k, "a") == 0)
		return st->question != NULL;
	if (view_lists(v, k))
		return true;
	if (strcmp(k, "Tab") == 0)
		return v->flags & AV_FOCUS;
	if (strchr("[]+-", k[0]) && !k[1])
		return v->flags & AV_SLIDER;
	if (strchr("<>,.", k[0]) && !k[1])
		return v->flags & AV_LAYERS;
	if (strcmp(k, "z") == 0)
		return v->flags & AV_ZOOM;
	return false;
}

static int checked;

/* Check the keys named in text: `x` spans and the bare key words. */
static void check_line(const char *path, const lesson_step *st, const char *text)
{
	const app_view *v = app_view_find(st->view);
	if (!v)
		return; /* "none": only the step keys, all allowed below */
	static const char *const words[] = {"Tab", "Enter", "Esc", "Space", "Backspace", "PgUp", "PgDn",
					    "Home", "End", "←", "→", "↑", "↓"};
	for (const char *p = text; *p; p++) {
		char k[16] = "";
		if (*p == '`') {
			const char *end = strchr(p + 1, '`');
			if (!end || end - p - 1 >= (long)sizeof k || end == p + 1)
				continue;
			memcpy(k, p + 1, (size_t)(end - p - 1));
			k[end - p - 1] = 0;
			p = end;
		} else {
			for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
				size_t n = strlen(words[i]);
				if (strncmp(p, words[i], n) == 0 && (p == text || p[-1] == ' ' || p[-1] == '/')) {
					snprintf(k, sizeof k, "%s", words[i]);
					p += n - 1;
					break;
				}
			}
		}
		if (!k[0])
			continue;
		checked++;
		if (!works(v, st, k)) {
			fprintf(stderr, "%s: step '%s' (view %s): its Keys line names %s, which does nothing there\n",
				path, st->id, st->view, k);
			check_failures++;
		}
	}
}

int main(void)
{
	app_views_register();
	const char *top = getenv("top_srcdir");
	setenv("ATTNSTEP_DATADIR", top ? top : ".", 1);
	const char *langs[] = {"en", "zh"};
	for (int li = 0; li < 2; li++) {
		lesson_set set;
		errbuf e;
		if (lesson_set_load(&set, langs[li], &e) != 0) {
			fprintf(stderr, "%s\n", e.msg);
			return 1;
		}
		for (int l = 0; l < set.n; l++)
			for (int s = 0; s < set.lessons[l].n_steps; s++) {
				const lesson_step *st = &set.lessons[l].steps[s];
				if (st->n_blocks < 1)
					continue;
				const lesson_block *b = &st->blocks[st->n_blocks - 1];
				for (int k = 0; k < st->n_blocks; k++)
					if (st->blocks[k].text && (strncmp(st->blocks[k].text, "Keys:", 5) == 0 ||
								   strncmp(st->blocks[k].text, "按键：", strlen("按键：")) == 0))
						b = &st->blocks[k];
				if (b->text && (strncmp(b->text, "Keys:", 5) == 0 ||
						strncmp(b->text, "按键：", strlen("按键：")) == 0))
					check_line(set.lessons[l].path, st, b->text);
			}
		lesson_set_free(&set);
	}
	/* the check itself can fail: a Tab on a view that takes no focus */
	lesson_step fake = {.id = "x", .view = "formula"};
	int before = check_failures;
	check_line("(planted)", &fake, "Keys: Tab focus · `s` sort");
	CHECK(check_failures == before + 2);
	check_failures = before;
	CHECK(checked > 40); /* the lines were found and read */
	return check_exit();
}
