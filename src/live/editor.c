/* The prompt editor's buffer (see editor.h). */
#include "live/editor.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static int is_cont(unsigned char b)
{
	return (b & 0xC0) == 0x80;
}

void led_set(live_editor *ed, const char *text)
{
	size_t n = strlen(text);
	if (n > LIVE_TEXT_MAX)
		n = LIVE_TEXT_MAX;
	while (n > 0 && n < strlen(text) && is_cont((unsigned char)text[n]))
		n--; /* never cut a character in half */
	memcpy(ed->buf, text, n);
	ed->buf[n] = 0;
	ed->len = ed->cur = n;
	ed->hist_pos = -1;
}

int led_insert(live_editor *ed, uint32_t cp)
{
	char enc[4];
	int n;
	/* no control characters, surrogates or values beyond Unicode */
	if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xA0) ||
	    (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
		return -1;
	if (cp < 0x80) {
		enc[0] = (char)cp;
		n = 1;
	} else if (cp < 0x800) {
		enc[0] = (char)(0xC0 | cp >> 6);
		enc[1] = (char)(0x80 | (cp & 0x3F));
		n = 2;
	} else if (cp < 0x10000) {
		enc[0] = (char)(0xE0 | cp >> 12);
		enc[1] = (char)(0x80 | (cp >> 6 & 0x3F));
		enc[2] = (char)(0x80 | (cp & 0x3F));
		n = 3;
	} else {
		enc[0] = (char)(0xF0 | cp >> 18);
		enc[1] = (char)(0x80 | (cp >> 12 & 0x3F));
		enc[2] = (char)(0x80 | (cp >> 6 & 0x3F));
		enc[3] = (char)(0x80 | (cp & 0x3F));
		n = 4;
	}
	if (ed->len + (size_t)n > LIVE_TEXT_MAX)
		return -1;
	memmove(ed->buf + ed->cur + n, ed->buf + ed->cur, ed->len - ed->cur + 1);
	memcpy(ed->buf + ed->cur, enc, (size_t)n);
	ed->len += (size_t)n;
	ed->cur += (size_t)n;
	return 0;
}

static size_t prev_boundary(const live_editor *ed, size_t at)
{
	if (at == 0)
		return 0;
	at--;
	while (at > 0 && is_cont((unsigned char)ed->buf[at]))
		at--;
	return at;
}

static size_t next_boundary(const live_editor *ed, size_t at)
{
	if (at >= ed->len)
		return ed->len;
	at++;
	while (at < ed->len && is_cont((unsigned char)ed->buf[at]))
		at++;
	return at;
}

static void cut(live_editor *ed, size_t from, size_t to)
{
	memmove(ed->buf + from, ed->buf + to, ed->len - to + 1);
	ed->len -= to - from;
	ed->cur = from;
}

void led_backspace(live_editor *ed)
{
	if (ed->cur > 0)
		cut(ed, prev_boundary(ed, ed->cur), ed->cur);
}

void led_delete(live_editor *ed)
{
	if (ed->cur < ed->len)
		cut(ed, ed->cur, next_boundary(ed, ed->cur));
}

void led_left(live_editor *ed) { ed->cur = prev_boundary(ed, ed->cur); }
void led_right(live_editor *ed) { ed->cur = next_boundary(ed, ed->cur); }
static bool space_at(const live_editor *ed, size_t at)
{
	return ed->buf[at] == ' ' || ed->buf[at] == '\t';
}

/* the start of the word before at: back over spaces, then over the word */
static size_t word_start(const live_editor *ed, size_t at)
{
	while (at > 0 && space_at(ed, at - 1))
		at--;
	while (at > 0 && !space_at(ed, at - 1))
		at--;
	return at; /* a space never ends a multi-byte character: at stays on a boundary */
}

void led_word_left(live_editor *ed) { ed->cur = word_start(ed, ed->cur); }

void led_word_right(live_editor *ed)
{
	size_t at = ed->cur;
	while (at < ed->len && space_at(ed, at))
		at++;
	while (at < ed->len && !space_at(ed, at))
		at++;
	ed->cur = at;
}

void led_delete_word_before(live_editor *ed)
{
	cut(ed, word_start(ed, ed->cur), ed->cur);
}

void led_delete_to_end(live_editor *ed)
{
	ed->buf[ed->cur] = 0;
	ed->len = ed->cur;
}

void led_home(live_editor *ed) { ed->cur = 0; }
void led_end(live_editor *ed) { ed->cur = ed->len; }

void led_history(live_editor *ed, const live_session *s, int dir)
{
	if (s->nhist == 0)
		return;
	int pos = ed->hist_pos;
	if (pos < 0) {
		if (dir > 0)
			return;
		snprintf(ed->saved, sizeof ed->saved, "%s", ed->buf);
		pos = s->nhist - 1;
	} else {
		pos += dir;
		if (pos < 0)
			pos = 0;
	}
	if (pos >= s->nhist) {
		led_set(ed, ed->saved); /* back to the text being written */
		return;
	}
	led_set(ed, s->hist[pos]);
	ed->hist_pos = pos;
}
