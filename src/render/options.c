/* Parsing the shared command-line options (see options.h). */
#include "render/options.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lesson/lesson.h"
#include "lesson/registry.h"
#include "render/screen.h"
#include "util/number.h"

int ui_options_parse(ui_options *o, int argc, char **argv, unsigned allowed, errbuf *e)
{
	const char *nc = getenv("NO_COLOR");
	*o = (ui_options){
		.lang = lesson_default_lang(),
		.mask = true,
		.color = !(nc && nc[0]),
		.motion = true,
		.width = SCREEN_MIN_W,
		.height = SCREEN_MIN_H,
	};
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		/* --opt=value and --opt value are both accepted */
		char name[64];
		const char *val = NULL;
		const char *eq = strncmp(a, "--", 2) == 0 ? strchr(a, '=') : NULL;
		if (eq && (size_t)(eq - a) < sizeof name) {
			memcpy(name, a, (size_t)(eq - a));
			name[eq - a] = 0;
			val = eq + 1;
		} else {
			snprintf(name, sizeof name, "%s", a);
		}
#define NEED_VALUE()                                                                         \
	do {                                                                                 \
		if (!val) {                                                                  \
			if (i + 1 >= argc)                                                   \
				return errf(e, "%s: missing value", name);                   \
			val = argv[++i];                                                     \
		}                                                                            \
	} while (0)
		bool has_val = val != NULL;
		if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
			o->help = true;
		} else if (strcmp(name, "--lang") == 0) {
			NEED_VALUE();
			if (!lesson_lang_valid(val))
				return errf(e, "--lang: unknown language '%s' (use en or zh)", val);
			o->lang = strcmp(val, "zh") == 0 ? "zh" : "en";
		} else if (strcmp(name, "--no-mask") == 0 && !has_val) {
			o->mask = false;
		} else if (strcmp(name, "--no-color") == 0 && !has_val) {
			o->color = false;
		} else if (strcmp(name, "--no-motion") == 0 && !has_val) {
			o->motion = false;
		} else if (strcmp(name, "--model") == 0) {
			NEED_VALUE();
			if (!*val)
				return errf(e, "--model: empty");
			o->model = val;
		} else if (strcmp(name, "--lesson") == 0 && (allowed & UIO_LESSON)) {
			NEED_VALUE();
			o->lesson = val;
		} else if (strcmp(name, "--step") == 0 && (allowed & UIO_STEP)) {
			NEED_VALUE();
			/* a number, or a step's id ([a-z0-9-]+, not starting with a digit) */
			if ((*val < '0' || *val > '9') && *val && val[strspn(val, "abcdefghijklmnopqrstuvwxyz0123456789-")] == 0)
				o->step_id = val, o->step = 0;
			else if (parse_int_in("--step", val, 1, 100000, &o->step, e))
				return -1;
			else
				o->step_id = NULL;
		} else if (strcmp(name, "--all") == 0 && (allowed & UIO_ALL) && !has_val) {
			o->all = true;
		} else if (strcmp(name, "--width") == 0 && (allowed & UIO_SIZE)) {
			NEED_VALUE();
			if (parse_int_in("--width", val, SCREEN_MIN_W, 1000, &o->width, e))
				return -1;
		} else if (strcmp(name, "--height") == 0 && (allowed & UIO_SIZE)) {
			NEED_VALUE();
			if (parse_int_in("--height", val, SCREEN_MIN_H, 1000, &o->height, e))
				return -1;
		} else if (strcmp(name, "--keys") == 0 && (allowed & UIO_KEYS)) {
			NEED_VALUE();
			o->keys = val;
		} else if (strcmp(name, "--live") == 0 && (allowed & UIO_KEYS) && !has_val) {
			o->live = true;
		} else if (a[0] != '-' && (allowed & UIO_NAME) && !o->lesson) {
			o->lesson = a;
		} else if (a[0] == '-') {
			return errf(e, "%s: unknown option for '%s' (try 'attnstep --help')", name,
				    argv[0]);
		} else {
			return errf(e, "%s: unexpected argument to '%s' (try 'attnstep --help')", a,
				    argv[0]);
		}
#undef NEED_VALUE
	}
	if (o->all && (o->step || o->step_id))
		return errf(e, "--step and --all: give one or the other");
	return 0;
}

void ui_options_help(FILE *f)
{
	fputs("Common options:\n"
	      "  --lang en|zh          language of the lessons (default: from the locale)\n"
	      "  --no-mask             start with the causal mask off\n"
	      "  --no-color            no colours (also when NO_COLOR is set)\n"
	      "  --no-motion           no animation\n"
	      "  --model M             the live steps' model: a directory or a Hugging Face\n"
	      "                        repo id in the local cache (default: the built-in one)\n"
	      "  --help                this help\n"
	      "  --version             the version\n",
	      f);
}

int ui_options_step(const ui_options *o, const lesson *l, errbuf *e)
{
	if (o->step_id) {
		int k = lesson_step_index(l, o->step_id);
		if (k < 0) {
			/* the ids there are, so that the line says what to write */
			char ids[256] = "";
			size_t n = 0;
			for (int i = 0; i < l->n_steps && n + 1 < sizeof ids; i++) {
				int w = snprintf(ids + n, sizeof ids - n, "%s%s", i ? " " : "", l->steps[i].id);
				n = w < 0 ? n : n + (size_t)w;
			}
			if (n >= sizeof ids)
				memcpy(ids + sizeof ids - 4, "\xe2\x80\xa6", 4); /* … */
			return errf(e, "%s: no step '%s' (its steps: %s)", l->name, o->step_id, ids);
		}
		return k + 1;
	}
	if (o->step > l->n_steps)
		return errf(e, "%s: no step %d (the lesson has %d steps)", l->name, o->step, l->n_steps);
	return o->step;
}
