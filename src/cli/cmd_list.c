/* attnstep list: every lesson and its steps, for people and scripts.
 *
 *   NAME<TAB>title
 *     K<TAB>step title          (K from 1, two spaces before it)
 *
 * attnstep list --views: the view table, one view a line, for lesson
 * writers and the tests that must cover every view:
 *
 *   NAME<TAB>worked|live<TAB>what it does (focus, mask, slider, ...)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "cli/commands.h"
#include "lesson/registry.h"
#include "util/error.h"
#include "util/sanitize.h"
#include "util/strbuf.h"

static const char list_usage[] =
	"usage: attnstep list [--lang en|zh] [--views]\n"
	"List the lessons (NAME<TAB>title) and their steps (  K<TAB>step title).\n"
	"--views: the views a lesson step may name with @view (NAME<TAB>worked|live<TAB>what it does).\n";

/* The view table as lines: name, part, and its flags in words. */
static void list_views(strbuf *out)
{
	static const struct {
		unsigned flag;
		const char *word;
	} words[] = {
		{AV_FOCUS, "focus"},	      {AV_MASK, "mask"},	 {AV_SLIDER, "slider"},
		{AV_LAYERS, "layers"},	      {AV_ZOOM, "zoom"},	 {AV_PROMPT, "prompt"},
		{AV_FULL_LAYERS, "full-layers"}, {AV_GDN_LAYER, "gdn-layer"}, {AV_HEAD_LIST, "head-list"},
	};
	for (int i = 0; i < app_views_n; i++) {
		const app_view *v = &app_views[i];
		sb_printf(out, "%s\t%s\t", v->name, v->flags & AV_MODEL ? "live" : "worked");
		int n = 0;
		for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
			if (v->flags & words[k].flag)
				sb_printf(out, "%s%s", n++ ? " " : "", words[k].word);
		sb_putc(out, '\n');
	}
}

int cmd_list(int argc, char **argv)
{
	const char *lang = lesson_default_lang();
	bool views = false;
	lesson_set set;
	errbuf e = {{0}};
	strbuf out = {0};

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(list_usage, stdout);
			return EXIT_OK;
		} else if (strcmp(a, "--lang") == 0) {
			if (i + 1 >= argc) {
				err_printf("list: --lang needs a value (en or zh)");
				return EXIT_USAGE;
			}
			lang = argv[++i];
		} else if (strncmp(a, "--lang=", 7) == 0) {
			lang = a + 7;
		} else if (strcmp(a, "--views") == 0) {
			views = true;
		} else if (strcmp(a, "--no-color") == 0 || strcmp(a, "--no-motion") == 0 ||
			   strcmp(a, "--no-mask") == 0) {
			/* common options that change nothing in a listing */
		} else {
			err_printf("list: unknown %s '%s' (try 'attnstep list --help')",
				   a[0] == '-' ? "option" : "argument", a);
			return EXIT_USAGE;
		}
	}
	if (views) {
		list_views(&out);
		int ok = fwrite(sb_str(&out), 1, out.len, stdout) == out.len && fflush(stdout) == 0;
		sb_free(&out);
		if (!ok)
			err_printf("list: cannot write to standard output");
		return ok ? EXIT_OK : EXIT_FAIL;
	}
	if (!lesson_lang_valid(lang)) {
		err_printf("--lang %s: no lessons in that language (use en or zh)", lang);
		return EXIT_USAGE;
	}
	if (lesson_set_load(&set, lang, &e) < 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	if (set.n == 0) {
		/* a data tree without lessons is invalid input, like a bad one */
		err_printf("%s: no lesson files", set.dir);
		lesson_set_free(&set);
		return EXIT_USAGE;
	}
	/* Build everything first: no partial output. Titles come from the
	 * lesson files: through the output sanitiser, one line each. */
	for (int i = 0; i < set.n; i++) {
		const lesson *l = &set.lessons[i];
		char *title = placeholder_fill(l->title, NULL);
		sb_printf(&out, "%s\t", l->name);
		sanitize_append(&out, title, strlen(title), 0);
		sb_putc(&out, '\n');
		free(title);
		for (int k = 0; k < l->n_steps; k++) {
			char *st = placeholder_fill(l->steps[k].title, NULL);
			sb_printf(&out, "  %d\t", k + 1);
			sanitize_append(&out, st, strlen(st), 0);
			sb_putc(&out, '\n');
			free(st);
		}
	}
	lesson_set_free(&set);
	int ok = fwrite(sb_str(&out), 1, out.len, stdout) == out.len && fflush(stdout) == 0;
	sb_free(&out);
	if (!ok) {
		err_printf("list: cannot write to standard output");
		return EXIT_FAIL;
	}
	return EXIT_OK;
}
