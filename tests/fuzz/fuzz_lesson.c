/* Fuzz target: the lesson parser (src/lesson/lesson.c) and what the renderer
 * asks of a parsed lesson: each step as plain text with placeholders filled,
 * the inline spans of every block and title, and every step drawn by the
 * screen code that `print` and the TUI use (src/render), at 80×24 and at a
 * size picked from the input's length, as in English and in Chinese.
 *
 * The input is the text of lessons/<lang>/fuzz.lesson. A parse error is one
 * line "fuzz.lesson:LINE: ..."; a parsed lesson has at least one step, each
 * with a title and a known view, and spans that stay inside their text. */
#include "fuzz.h"

#include <string.h>

#include "app/app.h"
#include "app/viewtab.h"
#include "lesson/facts.h"
#include "lesson/lesson.h"
#include "lesson/views.h"
#include "core/worked.h"
#include "render/canvas.h"
#include "render/screen.h"
#include "render/views.h"

static attn_trace trace;
static FILE *devnull;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	app_views_register(); /* the view names the parser accepts */
	(void)argc; (void)argv;
	/* a data tree without models: the live views draw their "no model"
	 * state instead of loading the embedded model and running it for
	 * every input (the live views are tested with a model in tests/live) */
	setenv("ATTNSTEP_DATADIR", fuzz_tmpdir(), 1);
	if (worked_trace(&trace, true) != 0)
		abort();
	devnull = fopen("/dev/null", "w");
	if (!devnull)
		abort();
	return 0;
}

static void draw(const lesson *l, int w, int h, const char *lang, const model_facts *mf)
{
	canvas c;
	cv_init(&c, w, h);
	/* the frame with the model facts, past the end of the text (clamped) */
	for (int i = 0; i < l->n_steps; i++) {
		step_chrome ch = {.keys = "keys"};
		step_layout lay;
		screen_step(&c, l, i, 0, lang, mf, &ch, &lay);
		FUZZ_ASSERT(lay.lines >= 0 && lay.scroll == 0);
		screen_step(&c, l, i, lay.lines + 5, lang, mf, &ch, &lay);
		FUZZ_ASSERT(lay.scroll >= 0 && lay.scroll <= lay.lines);
		FUZZ_ASSERT(cv_write_text(&c, devnull) == 0);
	}
	/* every step as the app draws it, view included */
	lesson_set set = {.lessons = (lesson *)l, .n = 1};
	ui_options o = {.lang = lang, .mask = true};
	app *a = app_new(&set, &o);
	FUZZ_ASSERT(a);
	for (int i = 0; i < l->n_steps; i++) {
		app_open(a, 0, i);
		app_draw(a, &c);
		FUZZ_ASSERT(cv_write_text(&c, devnull) == 0);
	}
	a->screen = SCR_INDEX;
	app_draw(a, &c);
	app_free(a);
	cv_free(&c);
}

static void spans(const char *text)
{
	size_t n = strlen(text), pos = 0, start, len;
	enum lesson_span_style st;
	int guard = 0;
	while (lesson_next_span(text, &pos, &st, &start, &len)) {
		FUZZ_ASSERT(start <= n && len <= n - start && pos <= n);
		FUZZ_ASSERT(st == SPAN_PLAIN || st == SPAN_EMPH || st == SPAN_CODE);
		FUZZ_ASSERT(++guard <= (int)n + 1); /* progress: at most a span a byte */
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	lesson l;
	errbuf e;
	static const char path[] = "lessons/en/fuzz.lesson";
	if (lesson_parse(&l, path, (const char *)data, size, &e)) {
		fuzz_check_line(e.msg);
		FUZZ_ASSERT(strncmp(e.msg, path, sizeof path - 1) == 0);
		lesson_free(&l);
		return 0;
	}
	model_facts mf;
	model_facts_qwen35_08b(&mf);
	FUZZ_ASSERT(l.n_steps >= 1 && l.title && l.name);
	spans(l.title);
	char *t = placeholder_fill(l.title, &mf);
	free(t);
	for (int i = 0; i < l.n_steps; i++) {
		const lesson_step *s = &l.steps[i];
		FUZZ_ASSERT(s->id && s->title && s->view && lesson_view_valid(s->view));
		FUZZ_ASSERT(lesson_step_index(&l, s->id) == i);
		spans(s->title);
		for (int b = 0; b < s->n_blocks; b++)
			spans(s->blocks[b].text);
		char *a = lesson_step_text(s, &mf);
		char *c = lesson_step_text(s, NULL);
		FUZZ_ASSERT(a && c);
		free(a);
		free(c);
	}
	draw(&l, 80, 24, "en", &mf);
	draw(&l, 80 + (int)(size % 61), 24 + (int)(size % 17), "zh", NULL);
	lesson_free(&l);
	return 0;
}
