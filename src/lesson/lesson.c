#include "lesson/lesson.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lesson/answers.h"
#include "lesson/views.h"
#include "util/file.h"
#include "util/hash.h"
#include "util/strbuf.h"
#include "util/utf8.h"

/* Lesson files are small; anything bigger is not a lesson. */
#define LESSON_MAX_BYTES (4u << 20)

struct parser {
	const char *path;
	errbuf *e;
	lesson *l;
	int line;          /* current line number, from 1 */
	int lesson_line;   /* line of @lesson, 0 before it */
	bool have_order;
	bool block_open;
	enum lesson_block_kind block_kind;
	int block_line;
	strbuf block;
	bool want_question; /* after @ask: the next paragraph is the question */
	/* step ids seen so far, for the duplicate check: open addressing over
	 * step indices + 1 (0 = empty), keyed hash (util/hash.h), so that a
	 * file of 100,000 steps costs O(n), not O(n²) */
	int *ids;
	size_t ids_mask;
};

/* Room for n + 1 elements in an array that grows by doubling: reallocate
 * when n is 0 or a power of two (the array holds exactly n now), so that
 * appending n items copies O(n) bytes in all. */
static void *grow_for(void *a, int n, size_t elem)
{
	if (n == 0 || (n & (n - 1)) == 0)
		a = xrealloc(a, (size_t)(n ? 2 * n : 1) * elem);
	return a;
}

/* The index of the step with this id, or -1; adds it as step `add` when
 * absent and add >= 0. */
static int step_id_find(struct parser *p, const char *id, int add)
{
	lesson *l = p->l;
	if (add >= 0 && (size_t)(add + 1) * 2 > p->ids_mask + 1) {
		/* keep the table at most half full: rebuild at twice the size */
		size_t cap = p->ids_mask ? 2 * (p->ids_mask + 1) : 64;
		free(p->ids);
		p->ids = xcalloc(cap, sizeof *p->ids);
		p->ids_mask = cap - 1;
		for (int i = 0; i < add; i++) {
			size_t h = hash_bytes(l->steps[i].id, strlen(l->steps[i].id)) & p->ids_mask;
			while (p->ids[h])
				h = (h + 1) & p->ids_mask;
			p->ids[h] = i + 1;
		}
	}
	if (!p->ids)
		return -1;
	size_t h = hash_bytes(id, strlen(id)) & p->ids_mask;
	for (; p->ids[h]; h = (h + 1) & p->ids_mask)
		if (strcmp(l->steps[p->ids[h] - 1].id, id) == 0)
			return p->ids[h] - 1;
	if (add >= 0)
		p->ids[h] = add + 1;
	return -1;
}

/* Fill the error as "FILE:LINE: message" and return -1. */
static int fail(struct parser *p, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int fail(struct parser *p, int line, const char *fmt, ...)
{
	char msg[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	/* text quoted from the file must not carry control characters (escape
	 * sequences, line breaks) into the one-line message */
	for (char *c = msg; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			*c = '?';
	return errf(p->e, "%s:%d: %s", p->path, line, msg);
}

static bool valid_id(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-'))
			return false;
	return true;
}

static lesson_step *cur_step(struct parser *p)
{
	return p->l->n_steps ? &p->l->steps[p->l->n_steps - 1] : NULL;
}

static void close_block(struct parser *p)
{
	lesson_step *s = cur_step(p);
	if (!p->block_open)
		return;
	p->block_open = false;
	s->blocks = grow_for(s->blocks, s->n_blocks, sizeof *s->blocks);
	if (p->block_kind == BLOCK_QUESTION)
		s->question->block = s->n_blocks;
	s->blocks[s->n_blocks++] = (lesson_block){
		.kind = p->block_kind,
		.text = sb_take(&p->block),
		.line = p->block_line,
	};
}

static void open_block(struct parser *p, enum lesson_block_kind kind, const char *text)
{
	close_block(p);
	p->block_open = true;
	p->block_kind = kind;
	p->block_line = p->line;
	sb_puts(&p->block, text);
}

/* The code point that ends text[0..len), or 0. */
static uint32_t last_cp(const char *text, size_t len)
{
	size_t i = len;
	uint32_t cp = 0;
	while (i > 0 && ((unsigned char)text[i - 1] & 0xC0) == 0x80)
		i--;
	if (i > 0)
		i--;
	if (utf8_decode(text + i, len - i, &cp) < 0)
		return 0;
	return cp;
}

/* Join a line onto the open paragraph or bullet: one space, or nothing when
 * the character on either side of the join is wide (CJK wraps freely). */
static void join_line(struct parser *p, const char *text)
{
	uint32_t a = last_cp(p->block.s, p->block.len), b = 0;
	if (!*text)
		return;
	if (p->block.len == 0) {
		sb_puts(&p->block, text);
		return;
	}
	utf8_decode(text, strlen(text), &b);
	if (!utf8_is_wide(a) && !utf8_is_wide(b))
		sb_putc(&p->block, ' ');
	sb_puts(&p->block, text);
}

/* Placeholders must be known and closed on their line; code spans must be
 * closed on their line. */
static int check_inline(struct parser *p, const char *text, bool verbatim)
{
	const char *s = text;
	while ((s = strstr(s, "{{")) != NULL) {
		const char *close = strstr(s + 2, "}}");
		char name[64];
		if (!close)
			return fail(p, p->line, "unclosed placeholder '{{' (it ends with '}}' on the same line)");
		size_t n = (size_t)(close - s - 2);
		if (n >= sizeof name)
			return fail(p, p->line, "unknown placeholder {{%.*s}}", 60, s + 2);
		memcpy(name, s + 2, n);
		name[n] = '\0';
		if (!placeholder_known(name))
			return fail(p, p->line, "unknown placeholder {{%s}}", name);
		s = close + 2;
	}
	if (!verbatim) {
		int ticks = 0;
		for (s = text; *s; s++)
			ticks += *s == '`';
		if (ticks % 2)
			return fail(p, p->line, "unclosed '`' (a code span ends on the same line)");
	}
	return 0;
}

static char *trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	size_t n = strlen(s);
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		s[--n] = '\0';
	return s;
}

/* A step is complete when it has a title and a view. */
static int finish_step(struct parser *p)
{
	lesson_step *s = cur_step(p);
	close_block(p);
	if (!s)
		return 0;
	if (!s->title)
		return fail(p, s->line, "step '%s' has no @title", s->id);
	if (!s->view)
		return fail(p, s->line, "step '%s' has no @view", s->id);
	if (s->question && s->question->block < 0)
		return fail(p, s->question->line, "@ask in step '%s' has no question: write it as "
			    "the paragraph after @ask", s->id);
	if (s->question && !s->question->hint)
		return fail(p, s->question->line, "@ask in step '%s' has no @hint", s->id);
	return 0;
}

static int check_name_matches_file(struct parser *p, const char *name)
{
	const char *base = strrchr(p->path, '/');
	base = base ? base + 1 : p->path;
	size_t n = strlen(base), ext = strlen(".lesson");
	if (n <= ext || strcmp(base + n - ext, ".lesson") != 0)
		return fail(p, p->line, "a lesson file's name must end in .lesson");
	if (strlen(name) != n - ext || strncmp(base, name, n - ext) != 0)
		return fail(p, p->line, "@lesson %s does not match the file name %s (want @lesson %.*s)",
			    name, base, (int)(n - ext), base);
	return 0;
}

const char *const lesson_focus_rules[] = {
	"first-full",     /* the first full-attention layer, head 0 */
	"first-linear",   /* the first GatedDeltaNet layer, head 0 */
	"long-edge",      /* the full-attention head whose last row sends its strongest
			     weight farthest back to a token other than the first */
	"previous-token", /* the head the report ranks first on prev */
	NULL,
};

static bool focus_known(const char *name)
{
	for (int i = 0; lesson_focus_rules[i]; i++)
		if (strcmp(lesson_focus_rules[i], name) == 0)
			return true;
	return false;
}

/* "A | B | C" into the lesson's polysemy prompts; -1 unless exactly three,
 * none empty. */
static int polysemy_split(lesson *l, const char *value)
{
	const char *p = value;
	int n = 0;
	while (n < LESSON_POLYSEMY_N) {
		const char *bar = strstr(p, " | ");
		size_t len = bar ? (size_t)(bar - p) : strlen(p);
		if (len == 0 || (n == LESSON_POLYSEMY_N - 1) != !bar)
			break;
		l->polysemy[n] = xmalloc(len + 1);
		memcpy(l->polysemy[n], p, len);
		l->polysemy[n][len] = '\0';
		n++;
		if (!bar)
			return 0;
		p = bar + 3;
	}
	for (int i = 0; i < n; i++) {
		free(l->polysemy[i]);
		l->polysemy[i] = NULL;
	}
	return -1;
}

static int directive(struct parser *p, char *line)
{
	lesson *l = p->l;
	lesson_step *s = cur_step(p);
	char *word = line + 1, *value;
	size_t wl = 0;

	while (word[wl] >= 'a' && word[wl] <= 'z')
		wl++;
	if (word[wl] != '\0' && word[wl] != ' ' && word[wl] != '\t') {
		while (word[wl] && word[wl] != ' ' && word[wl] != '\t')
			wl++;
		word[wl] = '\0';
		return fail(p, p->line, "unknown directive @%s", word);
	}
	value = word[wl] ? trim(word + wl + 1) : word + wl;
	word[wl] = '\0';

#define IS(w) (strcmp(word, w) == 0)
	if (!IS("lesson") && !IS("title") && !IS("order") && !IS("summary") &&
	    !IS("step") && !IS("view") && !IS("optional") && !IS("ask") && !IS("hint") &&
	    !IS("focus") && !IS("prompt") && !IS("polysemy"))
		return fail(p, p->line, "unknown directive @%s", word);
	if (!p->lesson_line && !IS("lesson"))
		return fail(p, p->line, "the file must start with @lesson NAME");
	if (IS("optional")) {
		if (*value)
			return fail(p, p->line, "@optional takes no value");
	} else if (!*value) {
		return fail(p, p->line, "@%s needs a value", word);
	}
	if ((IS("title") || IS("summary") || IS("hint")) && check_inline(p, value, false) < 0)
		return -1;

	if (IS("lesson")) {
		if (p->lesson_line)
			return fail(p, p->line, "duplicate @lesson (first at line %d)", p->lesson_line);
		if (!valid_id(value))
			return fail(p, p->line, "lesson name '%s' must be made of a-z, 0-9 and '-'", value);
		if (check_name_matches_file(p, value) < 0)
			return -1;
		p->lesson_line = p->line;
		l->name = xstrdup(value);
	} else if (IS("title")) {
		char **t = s ? &s->title : &l->title;
		if (*t)
			return fail(p, p->line, s ? "duplicate @title in step '%s'" :
				    "duplicate @title for the lesson%s", s ? s->id : "");
		*t = xstrdup(value);
	} else if (IS("order") || IS("summary")) {
		if (s)
			return fail(p, p->line, "@%s belongs before the first @step", word);
		if (IS("summary")) {
			if (l->summary)
				return fail(p, p->line, "duplicate @summary");
			l->summary = xstrdup(value);
		} else {
			char *end;
			errno = 0;
			long v = strtol(value, &end, 10);
			if (*end || errno || v < INT_MIN || v > INT_MAX)
				return fail(p, p->line, "@order needs an integer, not '%s'", value);
			if (p->have_order)
				return fail(p, p->line, "duplicate @order");
			p->have_order = true;
			l->order = (int)v;
		}
	} else if (IS("step")) {
		if (!valid_id(value))
			return fail(p, p->line, "step id '%s' must be made of a-z, 0-9 and '-'", value);
		int dup = step_id_find(p, value, -1);
		if (dup >= 0)
			return fail(p, p->line, "duplicate step id '%s' (first at line %d)",
				    value, l->steps[dup].line);
		if (finish_step(p) < 0)
			return -1;
		l->steps = grow_for(l->steps, l->n_steps, sizeof *l->steps);
		l->steps[l->n_steps] = (lesson_step){.id = xstrdup(value), .line = p->line};
		step_id_find(p, value, l->n_steps);
		l->n_steps++;
	} else if (IS("view")) {
		if (!s)
			return fail(p, p->line, "@view belongs to a step (after @step)");
		if (s->view)
			return fail(p, p->line, "duplicate @view in step '%s'", s->id);
		if (!lesson_view_valid(value))
			return fail(p, p->line, "unknown view '%s' (see lessons/FORMAT.md)", value);
		s->view = xstrdup(value);
	} else if (IS("ask")) {
		if (!s)
			return fail(p, p->line, "@ask belongs to a step (after @step)");
		if (s->question)
			return fail(p, p->line, "step '%s' already asks a question (@ask at line %d); "
				    "one per step", s->id, s->question->line);
		if (!answer_known(value))
			return fail(p, p->line, "unknown answer '%s' for @ask (see lessons/FORMAT.md)",
				    value);
		s->question = xmalloc(sizeof *s->question);
		*s->question = (lesson_question){.answer = xstrdup(value), .block = -1,
						 .line = p->line};
		close_block(p);
		p->want_question = true;
	} else if (IS("hint")) {
		if (!s || !s->question)
			return fail(p, p->line, "@hint belongs to a question (after @ask in the same step)");
		if (s->question->hint)
			return fail(p, p->line, "duplicate @hint in step '%s'", s->id);
		s->question->hint = xstrdup(value);
	} else if (IS("focus")) {
		if (!s)
			return fail(p, p->line, "@focus belongs to a step (after @step)");
		if (s->focus)
			return fail(p, p->line, "duplicate @focus in step '%s'", s->id);
		if (!focus_known(value))
			return fail(p, p->line, "unknown @focus rule '%s' (see lessons/FORMAT.md)", value);
		s->focus = xstrdup(value);
	} else if (IS("prompt")) {
		if (s)
			return fail(p, p->line, "@prompt belongs before the first @step");
		if (l->prompt)
			return fail(p, p->line, "duplicate @prompt");
		l->prompt = xstrdup(value);
	} else if (IS("polysemy")) {
		if (s)
			return fail(p, p->line, "@polysemy belongs before the first @step");
		if (l->polysemy[0])
			return fail(p, p->line, "duplicate @polysemy");
		if (polysemy_split(l, value) < 0)
			return fail(p, p->line, "@polysemy needs %d prompts separated by ' | '",
				    LESSON_POLYSEMY_N);
	} else { /* optional */
		if (!s)
			return fail(p, p->line, "@optional belongs to a step (after @step)");
		s->optional = true;
	}
#undef IS
	/* A directive ends the paragraph it interrupts. */
	close_block(p);
	return 0;
}

static int text_line(struct parser *p, char *line)
{
	bool verbatim = false;
	char *text = line;

	if (!p->lesson_line)
		return fail(p, p->line, "the file must start with @lesson NAME");
	if (!cur_step(p))
		return fail(p, p->line, "text before the first @step");

	/* Verbatim: four spaces or a tab, except inside a bullet item, whose
	 * continuation lines may be indented. */
	if (!(p->block_open && p->block_kind == BLOCK_BULLET)) {
		if (strncmp(line, "    ", 4) == 0) {
			verbatim = true;
			text = line + 4;
		} else if (line[0] == '\t') {
			verbatim = true;
			text = line + 1;
		}
	}
	if (check_inline(p, text, verbatim) < 0)
		return -1;
	if (p->want_question && !p->block_open &&
	    (verbatim || (line[0] == '-' && line[1] == ' ')))
		return fail(p, p->line, "the question after @ask is a plain paragraph "
			    "(no verbatim lines or bullets)");
	if (verbatim) {
		if (p->block_open && p->block_kind == BLOCK_VERBATIM) {
			sb_putc(&p->block, '\n');
			sb_puts(&p->block, text);
		} else {
			open_block(p, BLOCK_VERBATIM, text);
		}
		return 0;
	}
	text = trim(line);
	if (text[0] == '\\' && (text[1] == '#' || text[1] == '@'))
		text++; /* \# and \@ start a text line with that character */
	else if (text == line && text[0] == '-' && text[1] == ' ') {
		open_block(p, BLOCK_BULLET, "");
		join_line(p, trim(text + 2));
		return 0;
	}
	if (!p->block_open || p->block_kind == BLOCK_VERBATIM) {
		open_block(p, p->want_question ? BLOCK_QUESTION : BLOCK_PARA, "");
		p->want_question = false;
	}
	join_line(p, text);
	return 0;
}

static int parse_line(struct parser *p, char *line, size_t len)
{
	size_t bad;

	if (memchr(line, '\0', len))
		return fail(p, p->line, "NUL byte in a text file");
	if (!utf8_valid(line, len, &bad))
		return fail(p, p->line, "invalid UTF-8 at byte %zu of the line", bad + 1);
	/* trailing blanks are never meaningful */
	while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\t'))
		line[--len] = '\0';

	if (line[0] == '#')
		return 0; /* a comment; it does not end a paragraph */
	if (line[0] == '@')
		return directive(p, line);
	if (len == 0 || *trim(line) == '\0') {
		close_block(p);
		return 0;
	}
	return text_line(p, line);
}

void lesson_free(lesson *l)
{
	if (!l)
		return;
	for (int i = 0; i < l->n_steps; i++) {
		lesson_step *s = &l->steps[i];
		for (int b = 0; b < s->n_blocks; b++)
			free(s->blocks[b].text);
		free(s->blocks);
		if (s->question) {
			free(s->question->answer);
			free(s->question->hint);
			free(s->question);
		}
		free(s->id);
		free(s->title);
		free(s->view);
		free(s->focus);
	}
	free(l->steps);
	free(l->path);
	free(l->name);
	free(l->title);
	free(l->summary);
	free(l->prompt);
	for (int i = 0; i < LESSON_POLYSEMY_N; i++)
		free(l->polysemy[i]);
	memset(l, 0, sizeof *l);
}

int lesson_parse(lesson *l, const char *path, const char *buf, size_t len, errbuf *e)
{
	struct parser p = {.path = path, .e = e, .l = l};
	int rc = 0;
	size_t pos = 0;

	memset(l, 0, sizeof *l);
	if (len > LESSON_MAX_BYTES)
		return errf(e, "%s: too large for a lesson file (%zu bytes)", path, len);
	while (pos < len && rc == 0) {
		const char *nl = memchr(buf + pos, '\n', len - pos);
		size_t raw = nl ? (size_t)(nl - (buf + pos)) : len - pos, n = raw;
		char *line = xmalloc(n + 1);
		memcpy(line, buf + pos, n);
		line[n] = '\0';
		if (n > 0 && line[n - 1] == '\r')
			line[--n] = '\0'; /* CRLF files */
		p.line++;
		rc = parse_line(&p, line, n);
		free(line);
		pos += raw + (nl ? 1 : 0);
	}
	if (rc == 0)
		rc = finish_step(&p);
	if (rc == 0) {
		if (!p.lesson_line)
			rc = fail(&p, 1, "no @lesson line (a lesson file starts with @lesson NAME)");
		else if (!l->title)
			rc = fail(&p, p.lesson_line, "lesson '%s' has no @title", l->name);
		else if (!p.have_order)
			rc = fail(&p, p.lesson_line, "lesson '%s' has no @order", l->name);
		else if (l->n_steps == 0)
			rc = fail(&p, p.lesson_line, "lesson '%s' has no @step", l->name);
	}
	sb_free(&p.block);
	free(p.ids);
	if (rc < 0) {
		lesson_free(l);
		return -1;
	}
	if (!l->summary)
		l->summary = xstrdup("");
	l->path = xstrdup(path);
	return 0;
}

int lesson_load(lesson *l, const char *path, errbuf *e)
{
	char *buf;
	size_t n;

	memset(l, 0, sizeof *l);
	if (file_read_all(path, LESSON_MAX_BYTES, "a lesson file", &buf, &n, e) < 0)
		return -1;
	int rc = lesson_parse(l, path, buf, n, e);
	free(buf);
	return rc;
}

const char *lesson_question_text(const lesson_step *s)
{
	if (!s->question || s->question->block < 0 || s->question->block >= s->n_blocks)
		return NULL;
	return s->blocks[s->question->block].text;
}

void lesson_step_add_answer(lesson_step *s, const char *text)
{
	if (!s->question || s->question->block < 0)
		return;
	int at = s->question->block + 1;
	while (at < s->n_blocks && s->blocks[at].kind == BLOCK_ANSWER)
		at++; /* after the answers already added */
	s->blocks = grow_for(s->blocks, s->n_blocks, sizeof *s->blocks);
	memmove(&s->blocks[at + 1], &s->blocks[at], (size_t)(s->n_blocks - at) * sizeof *s->blocks);
	s->blocks[at] = (lesson_block){.kind = BLOCK_ANSWER, .text = xstrdup(text),
				       .line = s->blocks[at - 1].line};
	s->n_blocks++;
}

int lesson_step_index(const lesson *l, const char *id)
{
	for (int i = 0; i < l->n_steps; i++)
		if (strcmp(l->steps[i].id, id) == 0)
			return i;
	return -1;
}

char *lesson_step_text(const lesson_step *s, const model_facts *mf)
{
	strbuf b = {0};
	for (int i = 0; i < s->n_blocks; i++) {
		const lesson_block *bl = &s->blocks[i];
		/* a blank line between blocks, except between two bullets */
		if (i > 0 && !(bl->kind == BLOCK_BULLET &&
			       s->blocks[i - 1].kind == BLOCK_BULLET))
			sb_putc(&b, '\n');
		if (bl->kind == BLOCK_VERBATIM) {
			const char *t = bl->text;
			for (;;) {
				const char *nl = strchr(t, '\n');
				size_t n = nl ? (size_t)(nl - t) : strlen(t);
				sb_puts(&b, "    ");
				sb_append(&b, t, n);
				sb_putc(&b, '\n');
				if (!nl)
					break;
				t = nl + 1;
			}
		} else {
			if (bl->kind == BLOCK_BULLET)
				sb_puts(&b, "- ");
			sb_puts(&b, bl->text);
			sb_putc(&b, '\n');
		}
	}
	char *raw = sb_take(&b);
	char *filled = placeholder_fill(raw, mf);
	free(raw);
	return filled;
}

static bool is_alnum(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* Does the markup character at text[i] open a span? Returns the index of the
 * closing character, or 0. */
static size_t span_close(const char *text, size_t i)
{
	if (text[i] == '`') {
		const char *c = strchr(text + i + 1, '`');
		return c ? (size_t)(c - text) : 0;
	}
	if (text[i] == '*') {
		if (i > 0 && is_alnum(text[i - 1]))
			return 0;
		if (text[i + 1] == '\0' || text[i + 1] == ' ' || text[i + 1] == '*')
			return 0;
		const char *c = strchr(text + i + 1, '*');
		if (!c || c[-1] == ' ')
			return 0;
		return (size_t)(c - text);
	}
	return 0;
}

bool lesson_next_span(const char *text, size_t *pos, enum lesson_span_style *style,
		      size_t *start, size_t *len)
{
	size_t i = *pos, close;

	if (text[i] == '\0')
		return false;
	if ((close = span_close(text, i)) != 0) {
		*style = text[i] == '`' ? SPAN_CODE : SPAN_EMPH;
		*start = i + 1;
		*len = close - i - 1;
		*pos = close + 1;
		return true;
	}
	*style = SPAN_PLAIN;
	*start = i;
	for (i++; text[i]; i++)
		if ((text[i] == '`' || text[i] == '*') && span_close(text, i))
			break;
	*len = i - *start;
	*pos = i;
	return true;
}

bool lesson_step_needs_model(const lesson_step *s)
{
	if (s->title && strstr(s->title, "{{model."))
		return true;
	for (int i = 0; i < s->n_blocks; i++)
		if (strstr(s->blocks[i].text, "{{model."))
			return true;
	return false;
}
