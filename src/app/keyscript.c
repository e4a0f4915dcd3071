/* Key scripts (see keyscript.h). */
#include "app/keyscript.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/keys.h"
#include "util/utf8.h"

static const struct {
	const char *name;
	int key;
} names[] = {
	{"Tab", KEYC_TAB},	 {"Enter", KEYC_ENTER}, {"Esc", KEYC_ESC},     {"Space", ' '},
	{"BS", KEYC_BACKSPACE}, {"Left", KEYC_LEFT},   {"Right", KEYC_RIGHT}, {"Up", KEYC_UP},
	{"Down", KEYC_DOWN},	 {"PgUp", KEYC_PGUP},   {"PgDn", KEYC_PGDN},   {"Home", KEYC_HOME},
	{"End", KEYC_END},	 {"C-u", KEYC_CTRL_U},  {"lt", '<'},
	{"Paste", KEYC_PASTE_BEGIN}, {"PasteEnd", KEYC_PASTE_END}, {"Del", KEYC_DELETE},
	{"C-Left", KEYC_CTRL_LEFT}, {"C-Right", KEYC_CTRL_RIGHT}, {"C-a", KEYC_CTRL_A},
	{"C-e", KEYC_CTRL_E}, {"C-w", KEYC_CTRL_W}, {"C-k", KEYC_CTRL_K},
};

static void add(key_script *ks, const ks_event *ev)
{
	ks->ev = xrealloc(ks->ev, (size_t)(ks->n + 1) * sizeof *ks->ev);
	ks->ev[ks->n++] = *ev;
}

int key_script_parse(const char *script, key_script *ks, errbuf *e)
{
	memset(ks, 0, sizeof *ks);
	size_t len = strlen(script), bad = 0;
	if (!utf8_valid(script, len, &bad))
		return errf(e, "--keys: invalid UTF-8 at byte %zu", bad);
	for (size_t i = 0; i < len;) {
		ks_event ev = {0};
		if (script[i] == '<') {
			const char *end = strchr(script + i, '>');
			size_t n = end ? (size_t)(end - script) - i - 1 : 0;
			if (!end || n == 0 || n > 24) {
				key_script_free(ks);
				return errf(e, "--keys: '<' at byte %zu opens no key name (write <lt> for '<')", i);
			}
			char name[26];
			memcpy(name, script + i + 1, n);
			name[n] = 0;
			snprintf(ev.text, sizeof ev.text, "<%s>", name);
			int x, y;
			unsigned byte;
			char tail;
			bool ok = false;
			if (n == 4 && name[0] == '0' && name[1] == 'x' && strspn(name + 2, "0123456789abcdefABCDEF") == 2 &&
			    sscanf(name + 2, "%x", &byte) == 1) {
				ev.kind = KS_BYTE;
				ev.key = (int)byte;
				ok = true;
			} else if (sscanf(name, "click %d %d%c", &x, &y, &tail) == 2 && x >= 0 && y >= 0 && x < 10000 &&
			    y < 10000) {
				ev.kind = KS_CLICK;
				ev.x = x;
				ev.y = y;
				ok = true;
			} else if (strcmp(name, "wheelup") == 0 || strcmp(name, "wheeldown") == 0) {
				ev.kind = KS_WHEEL;
				ev.key = name[5] == 'u' ? -1 : 1;
				ok = true;
			} else {
				for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
					if (strcmp(name, names[k].name) == 0) {
						ev.kind = KS_KEY;
						ev.key = names[k].key;
						ok = true;
					}
			}
			if (!ok) {
				/* the name as a printable, short excerpt */
				for (char *p = name; *p; p++)
					if ((unsigned char)*p < 0x20 || *p == 0x7f)
						*p = '?';
				key_script_free(ks);
				return errf(e, "--keys: unknown key <%s> at byte %zu", name, i);
			}
			add(ks, &ev);
			i += n + 2;
			continue;
		}
		uint32_t cp;
		int dn = utf8_decode(script + i, len - i, &cp);
		size_t n = dn > 0 ? (size_t)dn : 1;
		if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xA0)) {
			key_script_free(ks);
			return errf(e, "--keys: control character at byte %zu (write keys as <Name> or <0xHH>)", i);
		}
		ev.kind = KS_KEY;
		ev.key = (int)cp;
		memcpy(ev.text, script + i, n);
		ev.text[n] = 0;
		add(ks, &ev);
		i += n;
	}
	return 0;
}

void key_script_free(key_script *ks)
{
	free(ks->ev);
	memset(ks, 0, sizeof *ks);
}

void key_script_apply(app *a, const ks_event *ev)
{
	switch (ev->kind) {
	case KS_KEY:
		if (ev->key >= KEYC_BASE) {
			app_input(a, ev->key);
		} else {
			char enc[4];
			int n = utf8_encode((uint32_t)ev->key, enc);
			for (int k = 0; k < n; k++)
				app_input(a, (unsigned char)enc[k]);
		}
		break;
	case KS_BYTE: app_input(a, ev->key); break;
	case KS_CLICK: app_click(a, ev->x, ev->y); break;
	case KS_WHEEL: app_wheel(a, ev->key); break;
	}
}
