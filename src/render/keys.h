/* The key table: the one list of key bindings. It feeds the TUI's key
 * handler, the `?` help screen, `attnstep --help` and (checked by a test) the
 * man page. No curses: special keys have our own codes, and the TUI
 * translates curses key codes into them. */
#ifndef ATTN_RENDER_KEYS_H
#define ATTN_RENDER_KEYS_H

#include <stdio.h>

enum key_code {
	KEYC_BASE = 0x110000, /* above every Unicode code point */
	KEYC_LEFT,
	KEYC_RIGHT,
	KEYC_UP,
	KEYC_DOWN,
	KEYC_PGUP,
	KEYC_PGDN,
	KEYC_HOME,
	KEYC_END,
	KEYC_BACKSPACE,
	KEYC_ENTER,
	KEYC_TAB,
	KEYC_ESC,
	KEYC_PASTE_BEGIN, /* the terminal's bracketed-paste marks (never in the key table) */
	KEYC_PASTE_END,
	KEYC_DELETE,      /* the editor's keys (never in the key table) */
	KEYC_CTRL_LEFT,
	KEYC_CTRL_RIGHT,
};

enum key_action {
	ACT_NONE = 0,
	ACT_PREV,      /* previous step; cursor left when a widget has focus */
	ACT_NEXT,      /* next step; cursor right when a widget has focus */
	ACT_UP,        /* scroll up; cursor up when a widget has focus */
	ACT_DOWN,      /* scroll down; cursor down when a widget has focus */
	ACT_PGUP,
	ACT_PGDN,
	ACT_FIRST,
	ACT_LAST,
	ACT_FOCUS,     /* Tab: narrative <-> widget */
	ACT_MASK,      /* toggle the causal mask */
	ACT_SLIDER_DOWN,
	ACT_SLIDER_UP,
	ACT_OPEN,      /* Enter: open the selected lesson */
	ACT_INDEX,     /* back to the lesson index */
	ACT_HELP,
	ACT_BACK,      /* Esc: leave help, or give focus back to the narrative */
	ACT_QUIT,
	ACT_LAYER_PREV, /* live views: previous layer */
	ACT_LAYER_NEXT,
	ACT_HEAD_PREV,  /* live views: previous head */
	ACT_HEAD_NEXT,
	ACT_ZOOM,       /* live views: the view gets the whole screen, and back */
	ACT_EDIT,       /* live run: edit the prompt */
	ACT_ANSWER,     /* answer the step's question */
};

/* Ctrl-U: in the prompt editor, clear the line; Ctrl-A, Ctrl-E: to its start
 * and end; Ctrl-W: delete the word before the cursor; Ctrl-K: delete to the
 * end of the line. */
#define KEYC_CTRL_U 0x15
#define KEYC_CTRL_A 0x01
#define KEYC_CTRL_E 0x05
#define KEYC_CTRL_W 0x17
#define KEYC_CTRL_K 0x0B

typedef struct key_binding {
	int key;            /* a character, or enum key_code */
	const char *name;   /* as written in help, --help and the man page */
	int action;         /* enum key_action */
	const char *help_en;
	const char *help_zh;
} key_binding;

extern const key_binding key_table[];
extern const int key_table_len;

/* The action bound to key, or ACT_NONE. */
int key_action_for(int key);

/* Help lines: bindings that share an action are joined ("Right, l, Space").
 * Calls fn once per action in table order with the joined names and the
 * description in the language (lang "zh" or anything else for English). */
void key_help_each(const char *lang, void (*fn)(const char *names, const char *desc, void *arg),
		   void *arg);

/* Write the key section of --help. */
void key_help_write(FILE *f);

#endif
