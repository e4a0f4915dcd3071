/* UTF-8 decoding and display width, against widths from the Unicode East
 * Asian Width property (UAX #11) and the General Category of the marks. */
#include <string.h>
#include <stdlib.h>

#include "util/utf8.h"
#include "util/datadir.h"
#include "check.h"

static void test_decode(void)
{
	uint32_t cp;
	CHECK(utf8_decode("A", 1, &cp) == 1 && cp == 'A');
	CHECK(utf8_decode("\xC3\xA9", 2, &cp) == 2 && cp == 0xE9);        /* é */
	CHECK(utf8_decode("\xE6\xB3\xA8", 3, &cp) == 3 && cp == 0x6CE8);  /* 注 */
	CHECK(utf8_decode("\xF0\x9F\x98\x80", 4, &cp) == 4 && cp == 0x1F600);

	/* invalid: lone continuation, truncated, overlong, surrogate, > U+10FFFF,
	 * bad continuation, bytes that never occur */
	CHECK(utf8_decode("\x80", 1, &cp) == -1 && cp == 0xFFFD);
	CHECK(utf8_decode("\xE6\xB3", 2, &cp) == -1);
	CHECK(utf8_decode("\xC0\xAF", 2, &cp) == -1);
	CHECK(utf8_decode("\xE0\x80\xAF", 3, &cp) == -1);
	CHECK(utf8_decode("\xED\xA0\x80", 3, &cp) == -1);
	CHECK(utf8_decode("\xF4\x90\x80\x80", 4, &cp) == -1);
	CHECK(utf8_decode("\xC3\x28", 2, &cp) == -1);
	CHECK(utf8_decode("\xFF", 1, &cp) == -1);
	CHECK(utf8_decode("\xFE", 1, &cp) == -1);
	CHECK(utf8_decode("", 0, &cp) == -1);

	size_t bad = 99;
	const char *s = "ok \xE6\xB3\xA8 \xC3";
	CHECK(!utf8_valid(s, strlen(s), &bad) && bad == 7);
	CHECK(utf8_valid("héllo 注意", strlen("héllo 注意"), NULL));

	char buf[4];
	uint32_t tests[] = {0x41, 0xE9, 0x6CE8, 0x1F600, 0x10FFFF};
	for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
		int n = utf8_encode(tests[i], buf);
		CHECK(n > 0 && utf8_decode(buf, (size_t)n, &cp) == n && cp == tests[i]);
	}
	CHECK(utf8_encode(0xD800, buf) == 0);
	CHECK(utf8_encode(0x110000, buf) == 0);
}

static void test_width(void)
{
	CHECK(utf8_tables_ok());
	/* whole blocks: every CJK unified ideograph is wide */
	int narrow = 0;
	for (uint32_t cp = 0x4E00; cp <= 0x9FFF; cp++)
		narrow += utf8_cp_width(cp) != 2;
	CHECK(narrow == 0);
	/* every combining diacritical mark is zero width */
	int wide_marks = 0;
	for (uint32_t cp = 0x0300; cp <= 0x036F; cp++)
		wide_marks += utf8_cp_width(cp) != 0;
	CHECK(wide_marks == 0);
	CHECK(utf8_cp_width('a') == 1);
	CHECK(utf8_cp_width(0x6CE8) == 2);   /* 注 CJK ideograph: W */
	CHECK(utf8_cp_width(0x3002) == 2);   /* 。ideographic full stop: W */
	CHECK(utf8_cp_width(0xFF0C) == 2);   /* ，fullwidth comma: F */
	CHECK(utf8_cp_width(0xAC00) == 2);   /* 가 Hangul syllable: W */
	CHECK(utf8_cp_width(0x3042) == 2);   /* あ hiragana: W */
	CHECK(utf8_cp_width(0x20000) == 2);  /* CJK extension B: W */
	CHECK(utf8_cp_width(0x1F600) == 2);  /* 😀 emoji presentation: W */
	CHECK(utf8_cp_width(0x0301) == 0);   /* combining acute: Mn */
	CHECK(utf8_cp_width(0x20D7) == 0);   /* combining right arrow above: Mn */
	CHECK(utf8_cp_width(0x200B) == 0);   /* zero width space */
	CHECK(utf8_cp_width(0xFE0F) == 0);   /* variation selector 16 */
	CHECK(utf8_cp_width(0x00E9) == 1);   /* é precomposed: N */
	CHECK(utf8_cp_width(0x2212) == 1);   /* − minus sign: A, narrow here */
	CHECK(utf8_cp_width(0x221A) == 1);   /* √: A, narrow here */
	CHECK(utf8_cp_width(0x1D40) == 1);   /* ᵀ modifier letter: N */
	CHECK(utf8_cp_width(0x2591) == 1);   /* ░ shade: A, narrow here */
	CHECK(utf8_cp_width(0x303F) == 1);   /* ideographic half fill space: N */
	CHECK(utf8_cp_width(0xFF61) == 1);   /* halfwidth ideographic full stop: H */
	CHECK(utf8_cp_width('\t') == 0);
	CHECK(utf8_cp_width(0x7F) == 0);

	CHECK(utf8_width("attention") == 9);
	CHECK(utf8_width("注意力") == 6);
	CHECK(utf8_width("e\xCC\x81") == 1);          /* e + combining acute */
	CHECK(utf8_width("QKᵀ/√d") == 6);
	CHECK(utf8_width("猫 cat") == 6);
	CHECK(utf8_width("a\xFF" "b") == 3);          /* invalid byte: 1 column */
	CHECK(utf8_width("") == 0);

	int cols = -1;
	const char *s = "注意力";
	/* 5 columns hold two wide characters (4 columns), never half of one */
	CHECK(utf8_prefix_for_width(s, strlen(s), 5, &cols) == 6 && cols == 4);
	CHECK(utf8_prefix_for_width(s, strlen(s), 1, &cols) == 0 && cols == 0);
	CHECK(utf8_prefix_for_width("e\xCC\x81x", 4, 1, &cols) == 3 && cols == 1);
}

static void test_datadir(void)
{
	char path[4096];
	errbuf e = {{0}};
	const char *src = getenv("top_srcdir");

	/* ATTNSTEP_DATADIR is the only place searched when set */
	if (src) {
		setenv("ATTNSTEP_DATADIR", src, 1);
		CHECK(datadir_find("lessons/FORMAT.md", path, sizeof path, &e) == 0);
		CHECK(strstr(path, "lessons/FORMAT.md") != NULL);
	}
	setenv("ATTNSTEP_DATADIR", "/nonexistent-attnstep", 1);
	CHECK(datadir_find("lessons/en", path, sizeof path, &e) == -1);
	CHECK(strstr(e.msg, "lessons/en: not found") == e.msg);

	/* unset: falls back to the installed or the source tree */
	unsetenv("ATTNSTEP_DATADIR");
	CHECK(datadir_find("lessons/FORMAT.md", path, sizeof path, &e) == 0);
	CHECK(datadir_find("no/such/file", path, sizeof path, &e) == -1);
	CHECK(strstr(e.msg, "no/such/file: not found") == e.msg);

	char small[8];
	CHECK(path_join(small, sizeof small, "abc", "defgh", &e) == -1);
	CHECK(path_join(small, sizeof small, "ab", "cd", &e) == 0 &&
	      strcmp(small, "ab/cd") == 0);
}

int main(void)
{
	test_decode();
	test_width();
	test_datadir();
	return check_exit();
}
