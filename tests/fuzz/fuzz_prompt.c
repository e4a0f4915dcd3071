/* Fuzz target: the prompt editor of the live view (src/live/editor.c) and
 * the text primitives that draw its line (src/util/utf8.c, src/render/text.c).
 *
 * The input is what a user types or pastes: the first byte sets the
 * editor's width in columns (1..64); then each byte below 0x10 is an editing
 * key (left, right, home, end, backspace, delete, history up/down, enter:
 * the text goes into the history, set: the buffer is replaced by the input
 * so far), 0x10 takes the next four bytes as a raw code point (surrogates,
 * values past U+10FFFF: refused), and anything else is decoded as UTF-8 and
 * inserted (an invalid byte is inserted as the code point of its value,
 * which the editor must refuse when it is a C1 control).
 *
 * Invariants: the editor's buffer always equals a shadow model (an array
 * of code points and a cursor index) kept here, it is valid UTF-8 with the
 * cursor on a character boundary, and it never exceeds LIVE_TEXT_MAX bytes.
 * For the text: decoding walks the valid prefix exactly; the prefix for a
 * width never splits a character nor exceeds the width; wrapped lines cover
 * the text in order and fit the width (at least 2; one character per line
 * excepted);
 * drawing stays on the canvas. */
#include "fuzz.h"

#include <string.h>

#include "live/editor.h"
#include "live/live.h"
#include "render/canvas.h"
#include "render/text.h"
#include "util/utf8.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc; (void)argv;
	return 0;
}

static void check_utf8(const char *s, size_t n)
{
	size_t bad = (size_t)-1;
	bool valid = utf8_valid(s, n, &bad);
	size_t i = 0;
	int width = 0;
	while (i < n) {
		uint32_t cp;
		int k = utf8_decode(s + i, n - i, &cp);
		if (k < 0) {
			FUZZ_ASSERT(!valid && bad == i);
			FUZZ_ASSERT(cp == 0xFFFD);
			break;
		}
		FUZZ_ASSERT(k >= 1 && k <= 4 && (size_t)k <= n - i);
		FUZZ_ASSERT(cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF));
		char enc[4];
		FUZZ_ASSERT(utf8_encode(cp, enc) == k && memcmp(enc, s + i, (size_t)k) == 0);
		int w = utf8_cp_width(cp);
		FUZZ_ASSERT(w >= 0 && w <= 2);
		width += w;
		i += (size_t)k;
	}
	if (i == n)
		FUZZ_ASSERT(valid);
	if (!valid)
		return;
	FUZZ_ASSERT(utf8_width_n(s, n) == width);
	/* every width from 0 to the whole: a prefix that ends on a character
	 * boundary and fits */
	for (int max = 0; max <= width + 1; max += 1 + max / 8) {
		int cols = -1;
		size_t p = utf8_prefix_for_width(s, n, max, &cols);
		FUZZ_ASSERT(p <= n && cols >= 0 && cols <= max);
		FUZZ_ASSERT(utf8_valid(s, p, NULL));
		FUZZ_ASSERT(utf8_width_n(s, p) == cols);
		if (max >= width)
			FUZZ_ASSERT(p == n);
	}
}

static void check_wrap(const char *s, int width)
{
	tx_run r = { 0 };
	tx_run_plain(&r, s, 0);
	tx_run_markup(&r, s, 1);
	enum { MAXL = 4096 };
	static int starts[MAXL], ends[MAXL];
	int lines = tx_wrap(&r, width, starts, ends, MAXL);
	FUZZ_ASSERT(lines >= 0);
	int prev_end = 0;
	for (int i = 0; i < lines && i < MAXL; i++) {
		FUZZ_ASSERT(starts[i] >= prev_end && starts[i] <= ends[i] && ends[i] <= r.n);
		int w = 0;
		for (int k = starts[i]; k < ends[i]; k++)
			w += tx_cp_width(r.cp[k]);
		/* tx_wrap lays out at least 2 columns, so a wide character fits */
		FUZZ_ASSERT(w <= (width < 2 ? 2 : width) || ends[i] - starts[i] == 1);
		prev_end = ends[i];
	}
	/* draw the first lines into a small canvas, partly off its edges */
	canvas c;
	cv_init(&c, width, 3);
	cv_rect clip = { 0, 0, width, 3 };
	for (int i = 0; i < lines && i < 4; i++) {
		int used = tx_draw_line(&c, &clip, i == 3 ? -1 : 0, i, &r, starts[i], ends[i], 0);
		FUZZ_ASSERT(used >= 0);
	}
	tx_draw_wrapped(&c, &clip, 1, s, 0, 0);
	cv_text(&c, &clip, width - 1, 2, s, 0, 0);
	cv_free(&c);
	tx_run_free(&r);
	const char *p = s;
	int tw = 0;
	uint32_t cp;
	while ((cp = tx_next(&p)) != 0)
		tw += tx_cp_width(cp);
	FUZZ_ASSERT(tw == tx_width(s));
}

/* The shadow editor: code points and a cursor index. */
static uint32_t sh[LIVE_TEXT_MAX + 1];
static size_t sh_n, sh_cur;

static size_t enc_len(uint32_t cp)
{
	return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

static size_t shadow_bytes(void)
{
	size_t b = 0;
	for (size_t i = 0; i < sh_n; i++)
		b += enc_len(sh[i]);
	return b;
}

static size_t sh_bytes; /* shadow_bytes(), kept up to date */

static void shadow_set(const char *buf)
{
	size_t len = strlen(buf), i = 0;
	sh_n = 0;
	while (i < len) {
		uint32_t cp;
		int k = utf8_decode(buf + i, len - i, &cp);
		FUZZ_ASSERT(k > 0);
		sh[sh_n++] = cp;
		i += (size_t)k;
	}
	sh_cur = sh_n;
	sh_bytes = shadow_bytes();
}

/* Cheap checks after every key; the whole comparison (linear in the text)
 * after every 32nd key and at the end. */
static void check_editor(const live_editor *ed, bool full)
{
	FUZZ_ASSERT(ed->len <= LIVE_TEXT_MAX && ed->cur <= ed->len);
	FUZZ_ASSERT(ed->buf[ed->len] == '\0');
	/* the cursor is on a character boundary */
	FUZZ_ASSERT(ed->cur == ed->len || (ed->buf[ed->cur] & 0xC0) != 0x80);
	if (!full)
		return;
	FUZZ_ASSERT(strlen(ed->buf) == ed->len);
	FUZZ_ASSERT(utf8_valid(ed->buf, ed->len, NULL));
	char want[4 * (LIVE_TEXT_MAX + 1)];
	size_t w = 0, wcur = 0;
	for (size_t i = 0; i < sh_n; i++) {
		if (i == sh_cur)
			wcur = w;
		w += (size_t)utf8_encode(sh[i], want + w);
	}
	if (sh_cur == sh_n)
		wcur = w;
	if (w != ed->len || memcmp(want, ed->buf, w) != 0 || wcur != ed->cur) {
		fprintf(stderr, "editor %zu bytes cursor %zu, shadow %zu bytes cursor %zu\n",
			ed->len, ed->cur, w, wcur);
		abort();
	}
}


static void shadow_insert(uint32_t cp, int rc)
{
	bool allowed = !(cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xA0) ||
			 (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF);
	bool fits = allowed && sh_bytes + enc_len(cp) <= LIVE_TEXT_MAX;
	FUZZ_ASSERT((rc == 0) == fits);
	if (!fits)
		return;
	sh_bytes += enc_len(cp);
	memmove(sh + sh_cur + 1, sh + sh_cur, (sh_n - sh_cur) * sizeof *sh);
	sh[sh_cur++] = cp;
	sh_n++;
}

static void shadow_cut(size_t from, size_t to)
{
	for (size_t i = from; i < to; i++)
		sh_bytes -= enc_len(sh[i]);
	memmove(sh + from, sh + to, (sh_n - to) * sizeof *sh);
	sh_n -= to - from;
	sh_cur = from;
}

static void edit(const uint8_t *data, size_t size)
{
	static live_session s; /* only its history is used */
	live_editor *ed = malloc(sizeof *ed);
	FUZZ_ASSERT(ed != NULL);
	led_set(ed, "");
	shadow_set("");
	unsigned keys = 0;
	for (size_t i = 0; i < size;) {
		uint8_t b = data[i];
		if (b < 0x10) {
			switch (b) {
			case 1: led_left(ed); if (sh_cur) sh_cur--; break;
			case 2: led_right(ed); if (sh_cur < sh_n) sh_cur++; break;
			case 3: led_home(ed); sh_cur = 0; break;
			case 4: led_end(ed); sh_cur = sh_n; break;
			case 5: led_backspace(ed); if (sh_cur) shadow_cut(sh_cur - 1, sh_cur); break;
			case 6: led_delete(ed); if (sh_cur < sh_n) shadow_cut(sh_cur, sh_cur + 1); break;
			case 7: case 8:
				led_history(ed, &s, b == 7 ? -1 : 1);
				/* a recalled text (cursor at its end), or nothing
				 * changed when there is nowhere to go: take the
				 * cursor from the editor, on a checked boundary */
				shadow_set(ed->buf);
				FUZZ_ASSERT(ed->cur == ed->len || (ed->buf[ed->cur] & 0xC0) != 0x80);
				sh_cur = 0;
				for (size_t k = 0; k < ed->cur; k++)
					sh_cur += (ed->buf[k] & 0xC0) != 0x80;
				break;
			case 9: live_history_add(&s, ed->buf); break;
			case 10: {
				/* the input so far as text (cut at LIVE_TEXT_MAX, never inside a
				 * character); only valid UTF-8 is offered, as the session does */
				char *t = malloc(i + 1);
				FUZZ_ASSERT(t != NULL);
				memcpy(t, data, i);
				t[i] = '\0';
				size_t tl = strlen(t);
				if (utf8_valid(t, tl, NULL)) {
					led_set(ed, t);
					shadow_set(ed->buf);
					FUZZ_ASSERT(ed->len == (tl < LIVE_TEXT_MAX ? tl : ed->len));
				}
				free(t);
				break;
			}
			default: break;
			}
			i++;
		} else if (b == 0x10) {
			uint32_t cp = 0;
			for (int k = 1; k <= 4 && i + k < size; k++)
				cp = cp << 8 | data[i + k];
			shadow_insert(cp, led_insert(ed, cp));
			i += 5;
		} else {
			uint32_t cp;
			int k = utf8_decode((const char *)data + i, size - i, &cp);
			if (k < 0) {
				cp = b;
				k = 1;
			}
			shadow_insert(cp, led_insert(ed, cp));
			i += (size_t)k;
		}
		check_editor(ed, ++keys % 32 == 0);
	}
	check_editor(ed, true);
	free(ed);
	for (int h = 0; h < s.nhist; h++)
		free(s.hist[h]);
	s.nhist = 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	int width = 1 + data[0] % 64;
	const char *s = (const char *)data + 1;
	size_t n = size - 1;
	edit(data + 1, n);
	check_utf8(s, n);
	/* the text functions of render/ take NUL-terminated strings: cut at the
	 * first NUL, as a C string would be */
	char *z = malloc(n + 1);
	FUZZ_ASSERT(z != NULL);
	memcpy(z, s, n);
	z[n] = '\0';
	check_wrap(z, width);
	free(z);
	return 0;
}
