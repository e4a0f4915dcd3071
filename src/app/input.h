/* The terminal's input bytes turned into keys and pasted text, with no
 * curses: the TUI reads raw bytes (and the special keys curses recognises)
 * and feeds them here; key scripts feed the same path.
 *
 * UTF-8 is decoded strictly (RFC 3629): an overlong form, a surrogate, a
 * value past U+10FFFF, a stray continuation byte or a sequence cut short
 * becomes one U+FFFD for the longest valid prefix, and the byte that broke
 * the sequence starts afresh. So no byte, or run of bytes, can stall the
 * input: the next valid key is always obeyed.
 *
 * Between the bracketed-paste marks (ESC [ 200 ~ and ESC [ 201 ~, given as
 * KEYC_PASTE_BEGIN and KEYC_PASTE_END) every character is text, never a
 * command: Tab, CR, LF and CR LF become one space each, other controls and
 * special keys are dropped. */
#ifndef ATTN_APP_INPUT_H
#define ATTN_APP_INPUT_H

#include <stdbool.h>
#include <stdint.h>

#define INPUT_REPLACEMENT 0xFFFD

enum input_kind {
	IN_KEY,  /* key: a character or enum key_code, to be obeyed */
	IN_TEXT, /* key: a printable character that was pasted */
};

typedef struct input_event {
	int kind; /* enum input_kind */
	int key;
} input_event;

typedef struct key_input {
	uint32_t cp;      /* the character being decoded */
	int need, have;   /* its length in bytes, and how many have come */
	uint8_t lo, hi;   /* the range the next continuation byte must lie in */
	bool pasting;     /* between the paste marks */
	bool after_cr;    /* the last pasted character was CR (CR LF is one break) */
} key_input;

#define INPUT_EVENTS_MAX 2 /* events one call can produce */

/* Feed c: a byte (0..255) or a key_code of render/keys.h. Writes the events
 * it completes into ev and returns how many (0..INPUT_EVENTS_MAX). */
int key_input_feed(key_input *in, int c, input_event ev[INPUT_EVENTS_MAX]);

/* No more input for now: a character cut short becomes U+FFFD, and when
 * end_paste is set a paste whose end mark never came ends (the terminal
 * went quiet in the middle of one). Returns the events (0 or 1). */
int key_input_idle(key_input *in, bool end_paste, input_event ev[INPUT_EVENTS_MAX]);

#endif
