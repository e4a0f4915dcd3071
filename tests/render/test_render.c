/* Unit tests of the renderer without a terminal: wide-character layout,
 * word wrap, canvas clipping, the plain-text dump, and heatmap cells
 * (masked cells never read as zeros). Expected values are worked out by
 * hand in the comments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/worked.h"
#include "render/canvas.h"
#include "render/keys.h"
#include "render/text.h"
#include "render/views.h"

static int failures;

#define CHECK(cond)                                                                          \
	do {                                                                                 \
		if (!(cond)) {                                                               \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__,    \
				#cond);                                                      \
			failures++;                                                          \
		}                                                                            \
	} while (0)

/* Dump row y of a canvas as UTF-8 (trailing blanks trimmed) into out. */
static void row_text(const canvas *c, int y, char *out, size_t size)
{
	size_t n = 0, keep = 0;
	for (int x = 0; x < c->w; x++) {
		const cv_cell *cell = &c->cells[y * c->w + x];
		if (cell->cp == 0 || n + 5 >= size)
			continue;
		n += (size_t)tx_encode(cell->cp, out + n);
		if (cell->cp != ' ')
			keep = n;
	}
	out[keep] = 0;
}

static void test_width(void)
{
	CHECK(tx_width("cat") == 3);
	CHECK(tx_width("注意力") == 6);        /* three CJK characters, 2 columns each */
	CHECK(tx_width("Q·Kᵀ") == 4);          /* middle dot and modifier letter: 1 each */
	CHECK(tx_width("，") == 2);            /* fullwidth comma */
}

/* Wrap s at width and return the lines joined with '|'. */
static void wrap_str(const char *s, int width, char *out, size_t size)
{
	tx_run r = {0};
	tx_run_markup(&r, s, CV_NORMAL);
	int st[64], en[64];
	int n = tx_wrap(&r, width, st, en, 64);
	size_t o = 0;
	for (int i = 0; i < n && i < 64; i++) {
		if (i && o + 1 < size)
			out[o++] = '|';
		for (int k = st[i]; k < en[i] && o + 5 < size; k++)
			o += (size_t)tx_encode(r.cp[k], out + o);
		/* every line fits: sum of widths <= width */
		int w = 0;
		for (int k = st[i]; k < en[i]; k++)
			w += tx_cp_width(r.cp[k]);
		CHECK(w <= width);
	}
	out[o] = 0;
	tx_run_free(&r);
}

/* Like wrap_str, without the width check (for lines that cannot fit). */
static void wrap_str_loose(const char *s, int width, char *out, size_t size)
{
	tx_run r = {0};
	tx_run_plain(&r, s, CV_NORMAL);
	int st[64], en[64];
	int n = tx_wrap(&r, width, st, en, 64);
	size_t o = 0;
	for (int i = 0; i < n && i < 64; i++) {
		if (i && o + 1 < size)
			out[o++] = '|';
		for (int k = st[i]; k < en[i] && o + 5 < size; k++)
			o += (size_t)tx_encode(r.cp[k], out + o);
	}
	out[o] = 0;
	tx_run_free(&r);
}

static void test_wrap(void)
{
	char buf[512];
	wrap_str("the cat sat on the mat", 7, buf, sizeof buf);
	CHECK(strcmp(buf, "the cat|sat on|the mat") == 0);
	/* CJK breaks between any two characters: 5 columns hold 2 characters */
	wrap_str("每行之和为一", 5, buf, sizeof buf);
	CHECK(strcmp(buf, "每行|之和|为一") == 0);
	/* a wide character never splits: width 3 still takes one CJK char per line */
	wrap_str("注意力", 3, buf, sizeof buf);
	CHECK(strcmp(buf, "注|意|力") == 0);
	/* closing punctuation does not start a line: "好，" stays together */
	wrap_str("很好，对", 4, buf, sizeof buf);
	CHECK(strcmp(buf, "很|好，|对") == 0);
	/* one column: one character per line; a wide one stands alone */
	wrap_str_loose("注ab", 1, buf, sizeof buf);
	CHECK(strcmp(buf, "注|a|b") == 0);
	/* a word longer than the line is cut */
	wrap_str("abcdefgh", 3, buf, sizeof buf);
	CHECK(strcmp(buf, "abc|def|gh") == 0);
	/* mixed: Latin word then CJK may break at the boundary */
	wrap_str("softmax 把每一行", 10, buf, sizeof buf);
	CHECK(strcmp(buf, "softmax 把|每一行") == 0);
	/* markup is removed, its text kept */
	wrap_str("*a* `b`", 10, buf, sizeof buf);
	CHECK(strcmp(buf, "a b") == 0);
}

/* Random text (ASCII words, CJK, punctuation, invalid bytes) wrapped at
 * random widths: every line fits, no line starts with a space, and the
 * lines hold every non-space character of the text, in order. */
static void test_wrap_random(void)
{
	static const char *const pieces[] = {"a", "cat ", "  ", "注", "意力", "，", "。", "\xff",
					     "\xe4\xbd", "softmax ", "Q·Kᵀ", "（", "）", "-", "x"};
	unsigned seed = 12345;
	for (int round = 0; round < 500; round++) {
		char text[400] = "";
		size_t len = 0;
		seed = seed * 1103515245u + 12345u;
		int n = (int)(seed >> 16) % 40;
		for (int k = 0; k < n; k++) {
			seed = seed * 1103515245u + 12345u;
			const char *p = pieces[(seed >> 16) % (sizeof pieces / sizeof pieces[0])];
			size_t pl = strlen(p);
			if (len + pl + 1 >= sizeof text)
				break;
			memcpy(text + len, p, pl);
			len += pl;
			text[len] = 0;
		}
		seed = seed * 1103515245u + 12345u;
		int width = 2 + (int)((seed >> 16) % 20);
		tx_run r = {0};
		tx_run_plain(&r, text, CV_NORMAL);
		static int st[1000], en[1000];
		int lines = tx_wrap(&r, width, st, en, 1000);
		CHECK(lines <= 1000);
		int next = 0; /* next run index whose non-space char must appear */
		for (int i = 0; i < lines && i < 1000; i++) {
			int w = 0;
			CHECK(st[i] <= en[i]);
			if (st[i] < en[i])
				CHECK(r.cp[st[i]] != ' ');
			for (int k = st[i]; k < en[i]; k++)
				w += tx_cp_width(r.cp[k]);
			CHECK(w <= width);
			/* skipped characters between lines may only be spaces */
			for (int k = next; k < st[i]; k++)
				CHECK(r.cp[k] == ' ');
			next = en[i];
		}
		for (int k = next; k < r.n; k++)
			CHECK(r.cp[k] == ' ');
		tx_run_free(&r);
	}
}

static void test_canvas(void)
{
	canvas c;
	char buf[256];
	cv_init(&c, 6, 2);
	/* a wide character that would straddle the right edge is not drawn */
	CHECK(cv_text(&c, NULL, 0, 0, "ab注意", 0, 0) == 6);
	row_text(&c, 0, buf, sizeof buf);
	CHECK(strcmp(buf, "ab注意") == 0);
	cv_clear(&c);
	cv_text(&c, NULL, 1, 0, "注意力", 0, 0); /* 1 + 6 > 6: the last one is cut, "…" says so */
	row_text(&c, 0, buf, sizeof buf);
	CHECK(strcmp(buf, " 注意…") == 0);
	/* overwriting the right half of a wide char blanks its left half */
	cv_put(&c, NULL, 2, 0, 'x', 0, 0);
	row_text(&c, 0, buf, sizeof buf);
	CHECK(strcmp(buf, "  x意…") == 0);
	/* a cut that would split a wide character puts "…" in its place */
	cv_clear(&c);
	cv_text(&c, NULL, 0, 0, "ab注意力", 0, 0);
	row_text(&c, 0, buf, sizeof buf);
	CHECK(strcmp(buf, "ab注…") == 0);
	cv_free(&c);
}

static void test_heatmap(void)
{
	/* weights of the worked example with the mask: row The = [1, masked] */
	attn_trace t;
	CHECK(worked_trace(&t, true) == 0);
	bool masked[4] = {false, true, false, false};
	canvas c;
	cv_init(&c, 40, 4);
	heatmap hm = {t.weights, 2, 2, worked_tokens, worked_tokens, masked, true, false, false, -1, -1,
		      NULL, false, "en"};
	/* column labels, two rows, the legend */
	CHECK(heatmap_draw(&c, NULL, 0, 0, &hm) == 4);
	char buf[256];
	row_text(&c, 1, buf, sizeof buf);
	/* row The: weight 1.00 drawn with the heaviest ramp char, masked as "·" */
	CHECK(strstr(buf, "The") == buf);
	CHECK(strstr(buf, "@ 1.00 @") != NULL);
	CHECK(strstr(buf, "·") != NULL);
	CHECK(strstr(buf, "0.00") == NULL);
	/* row cat: 0.43 and 0.57, no masked cells */
	row_text(&c, 2, buf, sizeof buf);
	CHECK(strstr(buf, "0.43") != NULL && strstr(buf, "0.57") != NULL);
	CHECK(strstr(buf, "·") == NULL);
	CHECK(heat_ramp_char(0) == ' ' && heat_ramp_char(1) == '@');
	/* the legend: the glyph ramp between 0 and 1, and the masked mark */
	row_text(&c, 3, buf, sizeof buf);
	CHECK(strcmp(buf, "0 .:;ioO%#@ 1  · masked") == 0);
	cv_free(&c);

	/* colour: the cells are blanks in the ramp's colours (1.00 the top of
	 * the ramp), the legend a strip of the nine colours */
	hm.color = true;
	cv_init(&c, 40, 4);
	heatmap_draw(&c, NULL, 0, 0, &hm);
	row_text(&c, 1, buf, sizeof buf);
	CHECK(strchr(buf, '@') == NULL && strstr(buf, "1.00") != NULL);
	const char *p = strstr(buf, "1.00");
	int x100 = p ? (int)(p - buf) : 0; /* ASCII before it: bytes are columns */
	CHECK(cv_at(&c, x100, 1)->color == CV_HEAT0 + CV_HEAT_N - 1);
	CHECK(cv_at(&c, x100 - 1, 1)->cp == ' ' && cv_at(&c, x100 - 1, 1)->color == CV_HEAT0 + CV_HEAT_N - 1);
	for (int k = 0; k < CV_HEAT_N; k++)
		CHECK(cv_at(&c, 2 + 2 * k, 3)->color == CV_HEAT0 + k && cv_at(&c, 2 + 2 * k, 3)->cp == ' ');
	hm.color = false;
	cv_free(&c);

	/* big cells: 3 rows per cell, a blank row between, the legend:
	 * 1 + 3 + 1 + 3 + 1 = 9 rows; the number sits on the middle row,
	 * shading above and below it */
	hm.big = true;
	CHECK(heatmap_height(&hm) == 9);
	CHECK(heatmap_row_mid(&hm, 0) == 2 && heatmap_row_mid(&hm, 1) == 6);
	cv_init(&c, 40, 9);
	CHECK(heatmap_draw(&c, NULL, 0, 0, &hm) == 9);
	row_text(&c, 2, buf, sizeof buf);
	CHECK(strstr(buf, "The") == buf && strstr(buf, "1.00") != NULL);
	row_text(&c, 1, buf, sizeof buf);
	CHECK(strstr(buf, "@@@@@@@@@@@@") != NULL && strstr(buf, "1.00") == NULL);
	row_text(&c, 4, buf, sizeof buf);
	CHECK(buf[0] == 0); /* the gap row between cell rows */
	cv_free(&c);
	attn_trace_free(&t);
}

static void test_diverging(void)
{
	/* signed values: shading by |v| / max|v|, so -2 and 2 shade alike and
	 * 0 is blank; colours run from the negative end to the positive end */
	static const double m[4] = {-2, 0, 1, 2};
	static const char *const lab[2] = {"a", "b"};
	canvas c;
	cv_init(&c, 30, 3);
	heatmap hm = {m, 2, 2, lab, lab, NULL, false, true, false, -1, -1, NULL, false, "en"};
	heatmap_draw(&c, NULL, 0, 0, &hm);
	char buf[256];
	row_text(&c, 1, buf, sizeof buf);
	CHECK(strstr(buf, "a @-2.00 @") == buf);
	CHECK(strstr(buf, "@   0.00") != NULL); /* 0 is blank shading, not a symbol */
	row_text(&c, 2, buf, sizeof buf);
	CHECK(strstr(buf, "@ 2.00 @") != NULL);
	CHECK(div_ramp_color(-1) == CV_DIV0 && div_ramp_color(1) == CV_DIV0 + CV_DIV_N - 1);
	CHECK(div_ramp_color(0) == CV_DIV0 + CV_DIV_N / 2);
	/* the cell colours follow the sign */
	CHECK(cv_at(&c, 2, 1)->color == CV_DIV0);
	CHECK(cv_at(&c, 2 + 9, 2)->color == CV_DIV0 + CV_DIV_N - 1);
	cv_free(&c);
}

static void test_keys(void)
{
	/* every key is bound once; every action has one described binding */
	for (int i = 0; i < key_table_len; i++)
		for (int j = i + 1; j < key_table_len; j++) {
			CHECK(key_table[i].key != key_table[j].key);
			CHECK(strcmp(key_table[i].name, key_table[j].name) != 0);
			if (key_table[i].help_en && key_table[j].help_en)
				CHECK(key_table[i].action != key_table[j].action);
		}
	CHECK(key_action_for('q') == ACT_QUIT);
	CHECK(key_action_for('m') == ACT_MASK);
	CHECK(key_action_for(KEYC_LEFT) == ACT_PREV);
	CHECK(key_action_for('Z') == ACT_NONE);
}

/* Half-block cells: the colour index is base + upper * (N + 1) + lower,
 * N standing for "no colour" below; the numbers are the enum's by hand
 * (heat ramp 9 steps from 6, diverging 7 steps from 15, halves from 22
 * and 112). */
static void test_half_cell(void)
{
	uint32_t cp;
	int col;
	CHECK(CV_HALF_HEAT0 == 22 && CV_HALF_DIV0 == 112 && CV_NCOLORS == 168);
	half_cell(8, 0, false, &cp, &col); /* brightest over darkest */
	CHECK(cp == 0x2580 && col == 22 + 8 * 10 + 0);
	half_cell(3, -1, false, &cp, &col); /* lower half masked: nothing under it */
	CHECK(cp == 0x2580 && col == 22 + 3 * 10 + 9);
	half_cell(-1, 5, false, &cp, &col); /* upper masked: the lower half block alone */
	CHECK(cp == 0x2584 && col == 22 + 5 * 10 + 9);
	half_cell(-1, -1, false, &cp, &col);
	CHECK(cp == ' ' && col == CV_DEFAULT);
	half_cell(6, 0, true, &cp, &col); /* strong positive over strong negative */
	CHECK(cp == 0x2580 && col == 112 + 6 * 8 + 0);
	half_cell(3, 0, true, &cp, &col); /* the blank middle step counts as nothing */
	CHECK(cp == 0x2584 && col == 112 + 0 * 8 + 7);
	half_cell(1, 3, true, &cp, &col);
	CHECK(cp == 0x2580 && col == 112 + 1 * 8 + 7);
}

int main(void)
{
	test_width();
	test_wrap();
	test_wrap_random();
	test_canvas();
	test_heatmap();
	test_diverging();
	test_keys();
	test_half_cell();
	if (failures)
		fprintf(stderr, "%d check(s) failed\n", failures);
	return failures ? 1 : 0;
}
