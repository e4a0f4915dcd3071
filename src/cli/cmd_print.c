/* attnstep print: screens rendered to stdout as plain text, by the same
 * application and screen code the TUI uses, at --width × --height (default
 * 80 × 24): lesson steps, or with --keys the screen after every key of a
 * key script (the headless TUI). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/keyscript.h"
#include "cli/commands.h"
#include "lesson/answers.h"
#include "lesson/registry.h"
#include "quiz/quiz.h"
#include "render/canvas.h"
#include "render/options.h"
#include "util/error.h"

static void print_usage(FILE *f)
{
	fputs("Usage: attnstep print --lesson NAME [--step K|ID | --all] [--width W] [--height H]\n"
	      "                      [--answers]\n"
	      "       attnstep print [--lesson NAME [--step K|ID]] [--live] --keys SCRIPT [--width W] [--height H]\n"
	      "Render lesson steps to standard output as plain text (default: step 1, 80×24).\n"
	      "A step's question is shown with its options; --answers adds the answer,\n"
	      "computed from the worked example, the model or its live run.\n"
	      "--keys: start there (the lesson index without --lesson; --live: as 'attnstep live'),\n"
	      "then feed the keys of SCRIPT and print the screen after each, under a line\n"
	      "'== key N/M: K'. Keys are characters, <Tab> <Enter> <Esc> <Space> <BS> <Left> <Right>\n"
	      "<Up> <Down> <PgUp> <PgDn> <Home> <End> <Del> <C-Left> <C-Right> <C-u> <C-a> <C-e> <C-w> <C-k>\n"
	      "<lt>, <click X Y>, <wheelup>, <wheeldown>,\n"
	      "<0xHH> (a raw input byte, decoded as the terminal's bytes are), <Paste> ... <PasteEnd>.\n",
	      f);
	ui_options_help(f);
}

/* Add to step s of l the options of its question (a choice) and, when
 * answers, the computed answer, as paragraphs after the question. */
static void reveal(live_state *ls, lesson_step *s, const char *lang, bool answers)
{
	answer a;
	char val[256], line[512];
	bool z = strcmp(lang, "zh") == 0;
	if (!s->question)
		return;
	/* the live run the panels show: the first prompt, run here if needed */
	quiz_source src = {.lang = lang, .mf = live_state_open(ls) ? &ls->mf : NULL, .s = NULL};
	if (answer_needs_live(s->question->answer) && live_state_ensure(ls))
		src.s = &ls->s;
	if (quiz_compute(s, &src, &a) != 0)
		return;
	answer_format_options(&a, val, sizeof val);
	if (val[0]) {
		snprintf(line, sizeof line, z ? "选项：%s" : "Options: %s", val);
		lesson_step_add_answer(s, line);
	}
	answer_format_precision(&a, lang, val, sizeof val);
	if (val[0]) {
		snprintf(line, sizeof line, z ? "作答：%s。" : "Answer with %s.", val);
		lesson_step_add_answer(s, line);
	}
	if (!answers)
		return;
	answer_format(&a, val, sizeof val);
	snprintf(line, sizeof line, z ? "答案：%s" : "Answer: %s", val);
	lesson_step_add_answer(s, line);
}

/* render's return when --model names no model it can open (bad input) */
#define MODEL_REFUSED (-2)

static int write_screen(FILE *out, app *a, canvas *c, errbuf *e)
{
	app_draw(a, c);
	if (cv_write_text(c, out) != 0)
		return errf(e, "print: cannot write to standard output");
	return 0;
}

/* Render the chosen steps to out, each screen as it is drawn. lesson < 0:
 * the index (or the live view). */
static int render(FILE *out, lesson_set *set, int lesson, int first, int last,
		  const key_script *ks, const ui_options *o, bool answers, errbuf *e)
{
	app *a = app_new(set, o);
	if (!a)
		return errf(e, "worked example: cannot compute the trace");
	if (!app_open_model(a)) {
		*e = a->live.err;
		app_free(a);
		return MODEL_REFUSED;
	}
	/* questions: their options (and answers) from the app's own live state */
	for (int k = first; lesson >= 0 && !o->live && k <= last; k++)
		reveal(&a->live, &set->lessons[lesson].steps[k], o->lang, answers);
	a->vs.color = false;
	canvas c;
	cv_init(&c, o->width, o->height);
	int rc = 0;
	if (o->live) {
		int li = lesson_set_find(set, "live-model");
		int st = li >= 0 ? app_find_prompt_step(a, li) : -1;
		if (st < 0)
			rc = errf(e, "live-model: no step runs the prompt (see 'attnstep list --views')");
		else {
			app_open(a, li, st);
			app_live_only(a, true);
		}
		first = last = 0;
	}
	for (int s = first; s <= last && rc == 0; s++) {
		if (lesson >= 0 && !o->live) {
			app_open(a, lesson, s);
			/* the answer sits under the question, at the end of the
			 * text: show that end (the scroll is clamped when drawn) */
			if (answers && set->lessons[lesson].steps[s].question)
				a->scroll = 1 << 20;
		}
		if (s > first && fputc('\n', out) == EOF)
			rc = errf(e, "print: cannot write to standard output");
		if (rc == 0)
			rc = write_screen(out, a, &c, e);
	}
	for (int k = 0; ks && k < ks->n && rc == 0 && !a->quit; k++) {
		key_script_apply(a, &ks->ev[k]);
		if (fprintf(out, "\n== key %d/%d: %s\n", k + 1, ks->n, ks->ev[k].text) < 0)
			rc = errf(e, "print: cannot write to standard output");
		if (rc == 0)
			rc = write_screen(out, a, &c, e);
	}
	cv_free(&c);
	app_free(a);
	return rc;
}

int cmd_print(int argc, char **argv)
{
	ui_options o;
	errbuf e;
	/* --answers is print's own; the shared option parser never sees it */
	bool answers = false;
	int kept = 0;
	for (int i = 0; i < argc; i++) {
		if (i > 0 && strcmp(argv[i], "--answers") == 0)
			answers = true;
		else
			argv[kept++] = argv[i];
	}
	argc = kept;
	if (ui_options_parse(&o, argc, argv, UIO_LESSON | UIO_STEP | UIO_ALL | UIO_SIZE | UIO_KEYS, &e) != 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	if (o.help) {
		print_usage(stdout);
		return EXIT_OK;
	}
	if (!o.lesson && !o.keys && !o.live) {
		err_printf("print: --lesson NAME is required (see 'attnstep list')");
		return EXIT_USAGE;
	}
	if (o.keys && o.all) {
		err_printf("print: --keys and --all: give one or the other");
		return EXIT_USAGE;
	}
	if (o.live && o.lesson) {
		err_printf("print: --live and --lesson: give one or the other");
		return EXIT_USAGE;
	}
	key_script ks = {0};
	if (o.keys && key_script_parse(o.keys, &ks, &e) != 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	lesson_set set;
	if (lesson_set_load(&set, o.lang, &e) != 0) {
		err_print(&e);
		key_script_free(&ks);
		return EXIT_USAGE;
	}
	int status = EXIT_OK;
	int li = o.lesson ? lesson_set_find(&set, o.lesson) : -1;
	int first = 0, last = 0;
	if (!o.lesson)
		goto run;
	if (li < 0) {
		err_printf("%s: no such lesson (see 'attnstep list')", o.lesson);
		status = EXIT_USAGE;
		goto done;
	}
	const lesson *l = &set.lessons[li];
	int step = ui_options_step(&o, l, &e);
	if (step < 0) {
		err_print(&e);
		status = EXIT_USAGE;
		goto done;
	}
	first = o.all ? 0 : (step ? step - 1 : 0);
	last = o.all ? l->n_steps - 1 : first;
run:;
	/* Screens are written as they are drawn: every check that bad input can
	 * fail (the options, the key script, the lesson) has passed before the
	 * first, so the only failure left is the output's own, and the size of
	 * the output (a screen per key) costs no memory. */
	int rc = render(stdout, &set, li, first, last, o.keys ? &ks : NULL, &o, answers, &e);
	if (rc == 0 && fflush(stdout) != 0)
		rc = errf(&e, "print: cannot write to standard output: %s", strerror(errno));
	if (rc != 0) {
		err_print(&e);
		status = rc == MODEL_REFUSED ? EXIT_USAGE : EXIT_FAIL;
	}
done:
	lesson_set_free(&set);
	key_script_free(&ks);
	return status;
}
