/* Key scripts: keys written as text, for `attnstep print --keys` and the
 * tests. Every character is one key, typed as itself; a name in angle
 * brackets is a special key or a mouse event:
 *
 *   <Tab> <Enter> <Esc> <Space> <BS> <Left> <Right> <Up> <Down> <PgUp>
 *   <PgDn> <Home> <End> <Del> <C-Left> <C-Right> <C-u> <C-a> <C-e> <C-w>
 *   <C-k> <lt> (a literal '<')
 *   <click X Y>   a click of the first button at column X, row Y (from 0)
 *   <wheelup> <wheeldown>
 *   <0xHH>        one raw input byte (two hex digits), as a terminal may
 *                 send it: bytes go through the TUI's UTF-8 decoder
 *   <Paste> ... <PasteEnd>   the terminal's bracketed-paste marks
 *
 * e.g. "e<C-u>The dog<Enter>" edits the prompt, clears it, types and runs.
 * Names are case-sensitive. Every key goes through app_input, the path
 * the terminal's bytes take. Control characters (C0, DEL, C1) are written
 * as names or raw bytes, never as themselves. */
#ifndef ATTN_APP_KEYSCRIPT_H
#define ATTN_APP_KEYSCRIPT_H

#include "app/app.h"
#include "util/error.h"

enum ks_kind { KS_KEY, KS_CLICK, KS_WHEEL, KS_BYTE };

typedef struct ks_event {
	int kind;      /* enum ks_kind */
	int key;       /* KS_KEY: the key; KS_WHEEL: -1 up, +1 down; KS_BYTE: the byte */
	int x, y;      /* KS_CLICK */
	char text[32]; /* as written in the script, for the header */
} ks_event;

typedef struct key_script {
	ks_event *ev;
	int n;
} key_script;

/* Parse script. Returns 0, or -1 with "--keys: ..." in e. */
int key_script_parse(const char *script, key_script *ks, errbuf *e);
void key_script_free(key_script *ks);

/* Feed event k to the app. */
void key_script_apply(app *a, const ks_event *ev);

#endif
