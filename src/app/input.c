/* Input bytes to keys and pasted text (see input.h). */
#include "app/input.h"

#include "render/keys.h"

/* A complete character: a key to obey, or pasted text. */
static void put_char(key_input *in, uint32_t cp, input_event *ev, int *n)
{
	if (in->pasting) {
		bool cr = in->after_cr;
		in->after_cr = cp == '\r';
		if (cp == '\n' && cr)
			return; /* CR LF: one line break, already a space */
		if (cp == '\r' || cp == '\n' || cp == '\t')
			cp = ' ';
		else if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xA0))
			return; /* a control character is never text */
		ev[(*n)++] = (input_event){IN_TEXT, (int)cp};
		return;
	}
	int key = (int)cp;
	switch (cp) {
	case '\r':
	case '\n': key = KEYC_ENTER; break;
	case '\t': key = KEYC_TAB; break;
	case 27: key = KEYC_ESC; break;
	case 127:
	case 8: key = KEYC_BACKSPACE; break;
	}
	ev[(*n)++] = (input_event){IN_KEY, key};
}

/* The character being decoded was cut short: one U+FFFD for it. */
static void put_broken(key_input *in, input_event *ev, int *n)
{
	if (in->need == 0)
		return;
	in->need = in->have = 0;
	put_char(in, INPUT_REPLACEMENT, ev, n);
}

/* b as the first byte of a character. The ranges of the second byte rule
 * out overlong forms (E0 80..9F, F0 80..8F), surrogates (ED A0..BF) and
 * values past U+10FFFF (F4 90..BF); C0, C1 and F5..FF never start one. */
static void start(key_input *in, uint8_t b, input_event *ev, int *n)
{
	in->lo = 0x80;
	in->hi = 0xBF;
	if (b < 0x80) {
		put_char(in, b, ev, n);
		return;
	}
	if (b >= 0xC2 && b <= 0xDF) {
		in->need = 2;
		in->cp = b & 0x1Fu;
	} else if (b >= 0xE0 && b <= 0xEF) {
		in->need = 3;
		in->cp = b & 0x0Fu;
		if (b == 0xE0)
			in->lo = 0xA0;
		else if (b == 0xED)
			in->hi = 0x9F;
	} else if (b >= 0xF0 && b <= 0xF4) {
		in->need = 4;
		in->cp = b & 0x07u;
		if (b == 0xF0)
			in->lo = 0x90;
		else if (b == 0xF4)
			in->hi = 0x8F;
	} else {
		put_char(in, INPUT_REPLACEMENT, ev, n);
		return;
	}
	in->have = 1;
}

int key_input_feed(key_input *in, int c, input_event ev[INPUT_EVENTS_MAX])
{
	int n = 0;
	if (c >= KEYC_BASE) {
		put_broken(in, ev, &n);
		if (c == KEYC_PASTE_BEGIN) {
			in->pasting = true;
			in->after_cr = false;
		} else if (c == KEYC_PASTE_END) {
			in->pasting = false;
		} else if (!in->pasting) {
			ev[n++] = (input_event){IN_KEY, c}; /* inside a paste a special key is dropped */
		}
		return n;
	}
	if (c < 0 || c > 0xFF)
		return 0;
	uint8_t b = (uint8_t)c;
	if (in->need) {
		if (b >= in->lo && b <= in->hi) {
			in->cp = in->cp << 6 | (b & 0x3Fu);
			in->lo = 0x80;
			in->hi = 0xBF;
			if (++in->have == in->need) {
				in->need = in->have = 0;
				put_char(in, in->cp, ev, &n);
			}
			return n;
		}
		put_broken(in, ev, &n); /* and b starts afresh */
	}
	start(in, b, ev, &n);
	return n;
}

int key_input_idle(key_input *in, bool end_paste, input_event ev[INPUT_EVENTS_MAX])
{
	int n = 0;
	put_broken(in, ev, &n);
	if (end_paste)
		in->pasting = false;
	return n;
}
