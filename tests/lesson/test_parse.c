/* The lesson parser: well-formed text becomes the blocks FORMAT.md
 * describes; every malformed file gives one "FILE:LINE: message". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/viewtab.h"
#include "lesson/lesson.h"
#include "lesson/views.h"
#include "../core/check.h"

/* The head every malformed case below starts from: 6 lines. */
#define HEAD "@lesson a\n@title T\n@order 1\n@step s\n@title S\n@view none\n"
#define HEAD_STEP "@step s\n@title S\n@view none\n"

static void expect_error(const char *path, const char *text, const char *want, int line)
{
	lesson l;
	errbuf e = {{0}};
	int rc = lesson_parse(&l, path, text, strlen(text), &e);
	if (rc != -1 || strncmp(e.msg, want, strlen(want)) != 0) {
		fprintf(stderr, "test_parse.c:%d: FAIL: got rc=%d \"%s\", want \"%s...\"\n",
			line, rc, e.msg, want);
		check_failures++;
	}
	lesson_free(&l);
}
#define EXPECT_ERROR(path, text, want) expect_error(path, text, want, __LINE__)

static void test_malformed(void)
{
	EXPECT_ERROR("t/a.lesson", HEAD "@foo bar\n", "t/a.lesson:7: unknown directive @foo");
	EXPECT_ERROR("t/a.lesson", HEAD "@title: x\n", "t/a.lesson:7: unknown directive @title:");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@order 1\n@step s\n@title S\n@view none\n",
		     "t/a.lesson:1: lesson 'a' has no @title");
	EXPECT_ERROR("t/a.lesson", "# c\n\n@lesson a\n@title T\n@step s\n@title S\n@view none\n",
		     "t/a.lesson:3: lesson 'a' has no @order");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@title T\n@order 1\n",
		     "t/a.lesson:1: lesson 'a' has no @step");
	EXPECT_ERROR("t/a.lesson", HEAD "@step s2\n@view none\ntext\n@step s3\n@title x\n@view none\n",
		     "t/a.lesson:7: step 's2' has no @title");
	EXPECT_ERROR("t/a.lesson", HEAD "@step s2\n@title x\n",
		     "t/a.lesson:7: step 's2' has no @view");
	EXPECT_ERROR("t/a.lesson", HEAD "x\n@step s\n@title S\n@view none\n",
		     "t/a.lesson:8: duplicate step id 's' (first at line 4)");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@title T\n@order 1\n\nHello\n",
		     "t/a.lesson:5: text before the first @step");
	EXPECT_ERROR("t/a.lesson", "Hello\n@lesson a\n",
		     "t/a.lesson:1: the file must start with @lesson NAME");
	EXPECT_ERROR("t/a.lesson", "@title T\n@lesson a\n",
		     "t/a.lesson:1: the file must start with @lesson NAME");
	EXPECT_ERROR("t/a.lesson", HEAD "H = {{model.hidden}} numbers\n",
		     "t/a.lesson:7: unknown placeholder {{model.hidden}}");
	EXPECT_ERROR("t/a.lesson", HEAD "\n    verbatim {{nope}}\n",
		     "t/a.lesson:8: unknown placeholder {{nope}}");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@title T {{x}}\n",
		     "t/a.lesson:2: unknown placeholder {{x}}");
	EXPECT_ERROR("t/a.lesson", HEAD "open {{model.name\n",
		     "t/a.lesson:7: unclosed placeholder");
	EXPECT_ERROR("t/a.lesson", HEAD "an `open code span\n",
		     "t/a.lesson:7: unclosed '`'");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@title T\n@order 1\n@step s\n@title S\n@view heatmap\n",
		     "t/a.lesson:6: unknown view 'heatmap'");
	EXPECT_ERROR("t/a.lesson", HEAD "ok\nbad \xE6\xB3 bytes\n",
		     "t/a.lesson:8: invalid UTF-8 at byte 5");
	EXPECT_ERROR("t/a.lesson", HEAD "\xC0\xAF\n", "t/a.lesson:7: invalid UTF-8");
	EXPECT_ERROR("t/b.lesson", "@lesson a\n",
		     "t/b.lesson:1: @lesson a does not match the file name b.lesson");
	EXPECT_ERROR("t/a.txt", "@lesson a\n", "t/a.txt:1: a lesson file's name must end in .lesson");
	EXPECT_ERROR("t/A.lesson", "@lesson A\n", "t/A.lesson:1: lesson name 'A' must be made of");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@title T\n@order x1\n",
		     "t/a.lesson:3: @order needs an integer, not 'x1'");
	EXPECT_ERROR("t/a.lesson", HEAD "@order 2\n",
		     "t/a.lesson:7: @order belongs before the first @step");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@title T\n@title U\n",
		     "t/a.lesson:3: duplicate @title for the lesson");
	EXPECT_ERROR("t/a.lesson", HEAD "@title again\n",
		     "t/a.lesson:7: duplicate @title in step 's'");
	EXPECT_ERROR("t/a.lesson", HEAD "@view none\n",
		     "t/a.lesson:7: duplicate @view in step 's'");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@view none\n",
		     "t/a.lesson:2: @view belongs to a step");
	EXPECT_ERROR("t/a.lesson", HEAD "@optional yes\n", "t/a.lesson:7: @optional takes no value");
	EXPECT_ERROR("t/a.lesson", HEAD "@step Bad_Id\n", "t/a.lesson:7: step id 'Bad_Id' must be");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@title\n", "t/a.lesson:2: @title needs a value");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@lesson a\n", "t/a.lesson:2: duplicate @lesson");
	EXPECT_ERROR("t/a.lesson", "", "t/a.lesson:1: no @lesson line");
	EXPECT_ERROR("t/a.lesson", "# only a comment\n", "t/a.lesson:1: no @lesson line");
	{
		/* a NUL byte inside line 7 */
		static const char nul[] = HEAD "a\0b\n";
		lesson l;
		errbuf e = {{0}};
		CHECK(lesson_parse(&l, "t/a.lesson", nul, sizeof nul - 1, &e) == -1);
		CHECK(strcmp(e.msg, "t/a.lesson:7: NUL byte in a text file") == 0);
	}
	{
		lesson l;
		errbuf e = {{0}};
		CHECK(lesson_load(&l, "/nonexistent/x.lesson", &e) == -1);
		CHECK(strncmp(e.msg, "/nonexistent/x.lesson: ", 23) == 0);
		lesson_free(&l);
	}
}

/* @focus, @prompt and @polysemy: where they belong, what they take. */
static void test_examples(void)
{
	EXPECT_ERROR("t/a.lesson", HEAD "@focus nearest\n",
		     "t/a.lesson:7: unknown @focus rule 'nearest'");
	EXPECT_ERROR("t/a.lesson", HEAD "@focus long-edge\n@focus first-full\n",
		     "t/a.lesson:8: duplicate @focus in step 's'");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@title T\n@focus first-full\n",
		     "t/a.lesson:3: @focus belongs to a step (after @step)");
	EXPECT_ERROR("t/a.lesson", HEAD "@prompt x\n",
		     "t/a.lesson:7: @prompt belongs before the first @step");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@polysemy one | two\n",
		     "t/a.lesson:2: @polysemy needs 3 prompts separated by ' | '");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@polysemy a | b | c | d\n",
		     "t/a.lesson:2: @polysemy needs 3 prompts");
	EXPECT_ERROR("t/a.lesson", "@lesson a\n@polysemy a |  | c\n",
		     "t/a.lesson:2: @polysemy needs 3 prompts");
	static const char text[] = "@lesson a\n@title T\n@order 1\n@prompt 小狗在玩，小狗\n"
				   "@polysemy 给妈妈打 | 在操场上打 | 在外面打\n" HEAD_STEP
				   "@focus long-edge\nText {{model.num_heads}}\n@step t\n@title U\n"
				   "@view none\nNo facts.\n";
	lesson l;
	errbuf e = {{0}};
	CHECK(lesson_parse(&l, "t/a.lesson", text, strlen(text), &e) == 0);
	CHECK(l.prompt && strcmp(l.prompt, "小狗在玩，小狗") == 0);
	CHECK(l.polysemy[0] && strcmp(l.polysemy[0], "给妈妈打") == 0);
	CHECK(l.polysemy[1] && strcmp(l.polysemy[1], "在操场上打") == 0);
	CHECK(l.polysemy[2] && strcmp(l.polysemy[2], "在外面打") == 0);
	CHECK(l.n_steps == 2 && l.steps[0].focus && strcmp(l.steps[0].focus, "long-edge") == 0);
	CHECK(l.n_steps == 2 && !l.steps[1].focus);
	CHECK(l.n_steps == 2 && lesson_step_needs_model(&l.steps[0]));
	CHECK(l.n_steps == 2 && !lesson_step_needs_model(&l.steps[1]));
	lesson_free(&l);
}

static void test_wellformed(void)
{
	static const char text[] =
		"# a comment before everything\n"
		"@lesson demo\r\n"
		"@title Demo {{ex.d}}\n"
		"@order -3\n"
		"@summary One line\n"
		"\n"
		"@step one\n"
		"@title First\n"
		"@view scores\n"
		"Hello\n"
		"# a comment inside a paragraph\n"
		"  world.   \n"
		"\n"
		"注意力\n"
		"机制 works\n"
		"and so\n"
		"- item *one*\n"
		"  continues\n"
		"- item two\n"
		"\n"
		"    S = Q·Kᵀ\n"
		"\tline two\n"
		"\\# not a comment\n"
		"\\@ not a directive\n"
		"@step two\n"
		"@optional\n"
		"@view none\n"
		"@title Second\n";
	lesson l;
	errbuf e = {{0}};
	CHECK(lesson_parse(&l, "x/demo.lesson", text, strlen(text), &e) == 0);
	if (e.msg[0])
		fprintf(stderr, "%s\n", e.msg);
	CHECK(strcmp(l.name, "demo") == 0);
	CHECK(strcmp(l.title, "Demo {{ex.d}}") == 0);
	CHECK(strcmp(l.summary, "One line") == 0);
	CHECK(l.order == -3);
	CHECK(l.n_steps == 2);
	if (l.n_steps != 2)
		return;
	lesson_step *s = &l.steps[0];
	CHECK(strcmp(s->id, "one") == 0 && strcmp(s->title, "First") == 0);
	CHECK(strcmp(s->view, "scores") == 0 && !s->optional && s->line == 7);
	CHECK(s->n_blocks == 6);
	if (s->n_blocks == 6) {
		CHECK(s->blocks[0].kind == BLOCK_PARA && s->blocks[0].line == 10);
		CHECK(strcmp(s->blocks[0].text, "Hello world.") == 0);
		/* wide characters join with nothing, Latin words with a space */
		CHECK(strcmp(s->blocks[1].text, "注意力机制 works and so") == 0);
		CHECK(s->blocks[2].kind == BLOCK_BULLET);
		CHECK(strcmp(s->blocks[2].text, "item *one* continues") == 0);
		CHECK(s->blocks[3].kind == BLOCK_BULLET);
		CHECK(strcmp(s->blocks[3].text, "item two") == 0);
		CHECK(s->blocks[4].kind == BLOCK_VERBATIM && s->blocks[4].line == 21);
		CHECK(strcmp(s->blocks[4].text, "S = Q·Kᵀ\nline two") == 0);
		CHECK(s->blocks[5].kind == BLOCK_PARA);
		CHECK(strcmp(s->blocks[5].text, "# not a comment @ not a directive") == 0);
	}
	CHECK(l.steps[1].optional && l.steps[1].n_blocks == 0);
	CHECK(strcmp(l.steps[1].title, "Second") == 0);
	CHECK(lesson_step_index(&l, "two") == 1 && lesson_step_index(&l, "x") == -1);

	char *t = lesson_step_text(&l.steps[0], NULL);
	CHECK(strcmp(t, "Hello world.\n\n注意力机制 works and so\n\n- item *one* continues\n"
		     "- item two\n\n    S = Q·Kᵀ\n    line two\n\n"
		     "# not a comment @ not a directive\n") == 0);
	free(t);
	lesson_free(&l);
}

static void test_spans(void)
{
	/* expected spans, by hand: style letter + text */
	struct { const char *in, *want; } cases[] = {
		{"plain", "P[plain]"},
		{"a *b* c", "P[a ]E[b]P[ c]"},
		{"use `q·k` now", "P[use ]C[q·k]P[ now]"},
		{"a * b * c", "P[a * b * c]"},
		{"2*3*4", "P[2*3*4]"},
		{"*open only", "P[*open only]"},
		{"`x`*y*", "C[x]E[y]"},
		{"", ""},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char got[128] = "";
		size_t pos = 0, start, len, used = 0;
		enum lesson_span_style st;
		while (lesson_next_span(cases[i].in, &pos, &st, &start, &len)) {
			int n = snprintf(got + used, sizeof got - used, "%c[%.*s]",
					 st == SPAN_PLAIN ? 'P' : st == SPAN_EMPH ? 'E' : 'C',
					 (int)len, cases[i].in + start);
			if (n < 0 || (size_t)n >= sizeof got - used)
				break;
			used += (size_t)n;
		}
		if (strcmp(got, cases[i].want) != 0) {
			fprintf(stderr, "spans of \"%s\": got %s, want %s\n", cases[i].in,
				got, cases[i].want);
			check_failures++;
		}
	}
}

static void test_views(void)
{
	/* the names come from the view table (src/app/viewtab.c) */
	const char *worked[] = {"formula", "qkv", "scores", "scale-slider", "softmax", "mix",
				"residual", "mask-toggle", "mask-grid", "worked-summary", "online-softmax"};
	for (size_t i = 0; i < sizeof worked / sizeof worked[0]; i++)
		CHECK(lesson_view_kind(worked[i]) == VIEW_WORKED);
	CHECK(lesson_view_kind("none") == VIEW_TEXT);
	CHECK(lesson_view_kind("gqa") == VIEW_LIVE);
	CHECK(lesson_view_kind("parallel-training") == VIEW_LIVE);
	CHECK(!lesson_view_valid("heatmap") && !lesson_view_valid("") && !lesson_view_valid(NULL));
	int n = 0;
	for (int i = 0; i < app_views_n; i++)
		n += lesson_view_valid(app_views[i].name);
	CHECK(n == app_views_n && n == 31); /* 12 worked + 19 live */
	CHECK(lesson_view_kind("neuron") == VIEW_LIVE && lesson_view_kind("neuron-worked") == VIEW_WORKED);
	CHECK(lesson_view_kind("live-generate") == VIEW_LIVE);
	/* nothing registered: only "none" */
	lesson_views_register(NULL);
	CHECK(lesson_view_valid("none") && !lesson_view_valid("formula"));
	app_views_register();
}

int main(void)
{
	app_views_register(); /* the view names the parser accepts */
	test_malformed();
	test_examples();
	test_wellformed();
	test_spans();
	test_views();
	return check_exit();
}
