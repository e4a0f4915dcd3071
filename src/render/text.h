/* UTF-8 text: decoding, display width, and word wrapping that knows about
 * wide (CJK) characters. No curses. */
#ifndef ATTN_RENDER_TEXT_H
#define ATTN_RENDER_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "render/canvas.h"

/* Decode one code point from *s and advance *s. Invalid bytes give U+FFFD
 * and advance by one byte. Returns 0 at the end of the string. */
uint32_t tx_next(const char **s);

/* Display columns of one code point: 0 (combining, zero width), 1 or 2. */
int tx_cp_width(uint32_t cp);

/* Display columns of a UTF-8 string. */
int tx_width(const char *s);

/* True for code points that may be broken before or after without a space:
 * CJK ideographs, kana, fullwidth forms and CJK punctuation. */
int tx_is_cjk(uint32_t cp);

/* Encode cp as UTF-8 into out (at least 5 bytes); returns the byte count. */
int tx_encode(uint32_t cp, char *out);

/* A run of styled text to be wrapped: code points with a style each. */
typedef struct tx_run {
	uint32_t *cp;
	uint8_t *style;
	int n, cap;
} tx_run;

void tx_run_free(tx_run *r);
void tx_run_add(tx_run *r, uint32_t cp, int style);

/* Append text with inline markup: *emphasis* and `code`. A marker without
 * its closing partner is kept literally. */
void tx_run_markup(tx_run *r, const char *s, int base_style);

/* Append plain text (no markup). */
void tx_run_plain(tx_run *r, const char *s, int style);

/* Word wrap a run to `width` columns. Breaks at spaces (which are dropped at
 * the break), between wide characters, or anywhere when a word is longer than
 * the line; a wide character is never split (in a 1-column line it stands
 * alone on its line, and drawing clips it). Fills starts/ends (index ranges
 * into the run, end exclusive) for up to max_lines lines and returns the total
 * number of lines (which may exceed max_lines). */
int tx_wrap(const tx_run *r, int width, int *starts, int *ends, int max_lines);

/* Draw line [start, end) of a run at (x, y). Returns columns used. */
int tx_draw_line(canvas *c, const cv_rect *clip, int x, int y, const tx_run *r,
		 int start, int end, int color);

/* Wrap and draw plain text (with markup) into rect r starting at row `row`
 * inside it, skipping the first `skip` wrapped lines. Returns the number of
 * wrapped lines the text needs (drawn or not). */
int tx_draw_wrapped(canvas *c, const cv_rect *r, int row, const char *s, int style, int color);

#endif
