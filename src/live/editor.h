/* The prompt editor's text: a UTF-8 buffer with a cursor (a byte offset
 * that is always on a character boundary) and a walk through the history.
 * Pure data, no curses: src/tui maps keys onto these calls. */
#ifndef ATTN_LIVE_EDITOR_H
#define ATTN_LIVE_EDITOR_H

#include <stddef.h>
#include <stdint.h>

#include "live/live.h"

typedef struct live_editor {
	char buf[LIVE_TEXT_MAX + 1];
	size_t len, cur;   /* bytes; cur on a character boundary */
	int hist_pos;      /* -1: editing new text; else an index into the history */
	char saved[LIVE_TEXT_MAX + 1]; /* the new text while browsing history */
} live_editor;

void led_set(live_editor *ed, const char *text); /* cursor at the end */
int led_insert(live_editor *ed, uint32_t cp);    /* 0, or -1 when full or cp invalid */
void led_backspace(live_editor *ed);
void led_delete(live_editor *ed);
void led_left(live_editor *ed);
void led_right(live_editor *ed);
/* By word (a run of characters other than spaces): to the start of the word
 * before the cursor, to the end of the word after it. */
void led_word_left(live_editor *ed);
void led_word_right(live_editor *ed);
void led_delete_word_before(live_editor *ed); /* Ctrl-W */
void led_delete_to_end(live_editor *ed);      /* Ctrl-K */
void led_home(live_editor *ed);
void led_end(live_editor *ed);
/* Up (dir -1: older) and Down (dir +1: newer, back to the new text). */
void led_history(live_editor *ed, const live_session *s, int dir);

#endif
