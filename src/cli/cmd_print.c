/* attnstep print: lesson steps rendered to stdout as plain text, by the same
 * screen code the TUI uses, at --width × --height (default 80 × 24). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "core/worked.h"
#include "lesson/answers.h"
#include "lesson/registry.h"
#include "quiz/quiz.h"
#include "render/canvas.h"
#include "render/options.h"
#include "render/screen.h"
#include "render/views_live.h"
#include "util/error.h"

static void print_usage(FILE *f)
{
	fputs("Usage: attnstep print --lesson NAME [--step K | --all] [--width W] [--height H]\n"
	      "                      [--answers]\n"
	      "Render lesson steps to standard output as plain text (default: step 1, 80×24).\n"
	      "A step's question is shown with its options; --answers adds the answer,\n"
	      "computed from the worked example, the model or its live run.\n",
	      f);
	ui_options_help(f);
}

/* Add to step s of l the options of its question (a choice) and, when
 * answers, the computed answer, as paragraphs after the question. */
static void reveal(lesson_step *s, const char *lang, bool answers)
{
	answer a;
	char val[256], line[512];
	bool z = strcmp(lang, "zh") == 0;
	if (!s->question)
		return;
	/* the live run the panels show: the first prompt, run here if needed */
	quiz_source src = {.lang = lang, .mf = live_ui_facts(), .s = NULL};
	if (answer_needs_live(s->question->answer)) {
		live_ui *u = live_ui_get();
		if (live_ui_ensure(u))
			src.s = &u->s;
	}
	if (quiz_compute(s, &src, &a) != 0)
		return;
	answer_format_options(&a, val, sizeof val);
	if (val[0]) {
		snprintf(line, sizeof line, z ? "选项：%s" : "Options: %s", val);
		lesson_step_add_answer(s, line);
	}
	if (!answers)
		return;
	answer_format(&a, val, sizeof val);
	snprintf(line, sizeof line, z ? "答案：%s" : "Answer: %s", val);
	lesson_step_add_answer(s, line);
}

/* Render the chosen steps into a memory stream first, so that a failure
 * never leaves partial output. */
static int render_steps(FILE *out, const lesson *l, int first, int last, const ui_options *o,
			errbuf *e)
{
	attn_trace t;
	if (worked_trace(&t, o->mask) != 0)
		return errf(e, "worked example: cannot compute the trace");
	canvas c;
	cv_init(&c, o->width, o->height);
	int rc = 0;
	for (int s = first; s <= last && rc == 0; s++) {
		view_state vs;
		view_state_init(&vs, o->lang, o->mask);
		vs.color = false;
		int scroll = 0;
		screen_step(&c, l, s, &scroll, &vs, &t, live_ui_facts(), NULL);
		if (s > first && fputc('\n', out) == EOF)
			rc = errf(e, "print: cannot write the output");
		if (rc == 0 && cv_write_text(&c, out) != 0)
			rc = errf(e, "print: cannot write the output");
	}
	cv_free(&c);
	attn_trace_free(&t);
	live_ui_shutdown();
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
	if (ui_options_parse(&o, argc, argv, UIO_LESSON | UIO_STEP | UIO_ALL | UIO_SIZE, &e) != 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	if (o.help) {
		print_usage(stdout);
		return EXIT_OK;
	}
	if (!o.lesson) {
		err_printf("print: --lesson NAME is required (see 'attnstep list')");
		return EXIT_USAGE;
	}
	lesson_set set;
	if (lesson_set_load(&set, o.lang, &e) != 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	int status = EXIT_OK;
	int li = lesson_set_find(&set, o.lesson);
	if (li < 0) {
		err_printf("%s: no such lesson (see 'attnstep list')", o.lesson);
		status = EXIT_USAGE;
		goto done;
	}
	lesson *l = &set.lessons[li];
	if (o.step > l->n_steps) {
		err_printf("%s: no step %d (the lesson has %d steps)", l->name, o.step, l->n_steps);
		status = EXIT_USAGE;
		goto done;
	}
	int first = o.all ? 0 : (o.step ? o.step - 1 : 0);
	int last = o.all ? l->n_steps - 1 : first;
	for (int k = first; k <= last; k++)
		reveal(&l->steps[k], o.lang, answers);
	char *buf = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&buf, &len);
	if (!mem) {
		err_printf("print: out of memory");
		status = EXIT_FAIL;
		goto done;
	}
	int rc = render_steps(mem, l, first, last, &o, &e);
	if (fclose(mem) != 0 && rc == 0)
		rc = errf(&e, "print: out of memory");
	if (rc != 0) {
		err_print(&e);
		status = EXIT_FAIL;
	} else if (fwrite(buf, 1, len, stdout) != len || fflush(stdout) != 0) {
		err_printf("print: cannot write to standard output");
		status = EXIT_FAIL;
	}
	free(buf);
done:
	lesson_set_free(&set);
	return status;
}
