/* Fuzz target: the application's key and mouse handling (src/app), driven
 * headless as `attnstep print --keys` drives it, on every lesson step and
 * the live views with a tiny model (the test fixture with the tiny GPT-2
 * tokenizer, so a pass costs microseconds).
 *
 * Input: byte 0 the language (bit 0), whether to draw after every event
 * (bit 1; otherwise events come in bursts, as typed-ahead input does) and
 * whether the events are terminal bytes (bit 2, below),
 * bytes 1-2 the terminal size (60..240 × 20..70: below 80 × 24 too), bytes
 * 3-4 the lesson and step to open (or the index, or `attnstep live`), then
 * events: a byte below 0xF0 is a key (printable ASCII, or one of the
 * special keys), 0xF0 X Y a click, 0xF1 the wheel, 0xF2 W H a resize,
 * 0xF3 a draw. Invariants: nothing crashes or reads out of bounds (ASan,
 * UBSan), the click map lies inside the canvas, the widget cursors the
 * keys move stay inside their matrices.
 *
 * Terminal bytes (bit 2): the events are raw input bytes, written as a key
 * script (<0xHH> each; 0xF5 X is the named key X of `named`: the paste
 * marks, Tab, Esc, arrows) and fed through key_script_apply, the path of
 * `print --keys` and, from app_input on, of the TUI. The same bytes go
 * straight to the decoder (app/input.h) too, which must: produce only
 * valid events (a pasted character is printable, a key a Unicode scalar
 * or a key_code), give back any valid UTF-8 it is fed unchanged, and obey
 * the next key after any bytes whatsoever once the input goes quiet. */
#include "fuzz.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/input.h"
#include "app/keyscript.h"
#include "app/viewtab.h"
#include "core/worked.h"
#include "lesson/registry.h"
#include "render/keys.h"
#include "util/utf8.h"

static lesson_set sets[2];
static char model_dir[4200];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	app_views_register();
	const char *top = getenv("top_srcdir");
	char root[4096];
	snprintf(root, sizeof root, "%s", top && top[0] ? top : ATTNSTEP_SRCDIR);
	setenv("ATTNSTEP_DATADIR", root, 1);
	errbuf e;
	if (lesson_set_load(&sets[0], "en", &e) != 0 || lesson_set_load(&sets[1], "zh", &e) != 0) {
		fprintf(stderr, "fuzz_keys: %s\n", e.msg);
		abort();
	}
	/* the fixture model joined with the tiny tokenizer in a private directory */
	snprintf(model_dir, sizeof model_dir, "%s/model", fuzz_tmpdir());
	if (mkdir(model_dir, 0700) != 0)
		abort();
	const char *files[] = {"config.json", "model.safetensors.index.json",
			       "model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"};
	char from[8400], to[8400];
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		snprintf(from, sizeof from, "%s/tests/model/fixtures/mm_qwen35/%s", root, files[i]);
		snprintf(to, sizeof to, "%s/%s", model_dir, files[i]);
		if (symlink(from, to) != 0)
			abort();
	}
	snprintf(from, sizeof from, "%s/tests/tokenizer/tiny_gpt2/tokenizer.json", root);
	snprintf(to, sizeof to, "%s/tokenizer.json", model_dir);
	if (symlink(from, to) != 0)
		abort();
	return 0;
}

static const int special[] = {
	KEYC_LEFT, KEYC_RIGHT, KEYC_UP,  KEYC_DOWN,	 KEYC_PGUP, KEYC_PGDN, KEYC_HOME, KEYC_END,
	KEYC_BACKSPACE, KEYC_ENTER, KEYC_TAB, KEYC_ESC, KEYC_CTRL_U, 0x4E2D /* 中 */, 0xE9 /* é */,
	KEYC_DELETE, KEYC_CTRL_LEFT, KEYC_CTRL_RIGHT, KEYC_CTRL_A, KEYC_CTRL_E, KEYC_CTRL_W, KEYC_CTRL_K,
};

static void check(const app *a, const canvas *c)
{
	for (int k = 0; k < a->hits.n; k++) {
		const cv_rect *r = &a->hits.cell[k].r;
		FUZZ_ASSERT(r->x >= 0 && r->y >= 0 && r->x < c->w && r->y < c->h);
	}
	FUZZ_ASSERT(a->vs.slider >= 0 && a->vs.slider < SCALE_DEMO_WIDTHS);
	FUZZ_ASSERT(a->screen == SCR_INDEX || a->screen == SCR_STEP || a->screen == SCR_HELP);
	if (a->screen != SCR_INDEX) {
		FUZZ_ASSERT(a->lesson >= 0 && a->lesson < a->set->n);
		FUZZ_ASSERT(a->step >= 0 && a->step < a->set->lessons[a->lesson].n_steps);
	}
}

static const char *const named[] = {"Paste", "PasteEnd", "Tab", "Esc", "Enter", "Left",
				    "Right", "Up", "BS", "C-u", "Del", "C-Left", "C-w", "C-k"};
#define N_NAMED (sizeof named / sizeof named[0])

static void check_event(const input_event *ev)
{
	uint32_t cp = (uint32_t)ev->key;
	if (ev->kind == IN_TEXT) {
		FUZZ_ASSERT(cp >= 0x20 && cp != 0x7f && !(cp >= 0x80 && cp < 0xA0));
		FUZZ_ASSERT(cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF));
	} else {
		FUZZ_ASSERT(ev->kind == IN_KEY);
		FUZZ_ASSERT(ev->key >= 0);
		FUZZ_ASSERT(ev->key > KEYC_BASE || (cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF)));
		FUZZ_ASSERT(ev->key != KEYC_PASTE_BEGIN && ev->key != KEYC_PASTE_END);
	}
}

/* The decoder alone on data[from..size): valid events; valid UTF-8 comes
 * back as the same code points; after the input goes quiet, q is q. */
static void check_decoder(const uint8_t *data, size_t from, size_t size)
{
	key_input in = {0};
	input_event ev[INPUT_EVENTS_MAX];
	uint32_t *got = malloc((size - from + 1) * sizeof *got);
	FUZZ_ASSERT(got);
	size_t ngot = 0;
	for (size_t i = from; i < size; i++) {
		int n = key_input_feed(&in, data[i], ev);
		FUZZ_ASSERT(n >= 0 && n <= INPUT_EVENTS_MAX);
		for (int k = 0; k < n; k++) {
			check_event(&ev[k]);
			got[ngot++] = (uint32_t)ev[k].key;
		}
	}
	int n = key_input_idle(&in, true, ev);
	FUZZ_ASSERT(n >= 0 && n <= 1);
	for (int k = 0; k < n; k++) {
		check_event(&ev[k]);
		got[ngot++] = (uint32_t)ev[k].key;
	}
	FUZZ_ASSERT(!in.pasting && in.need == 0);
	n = key_input_feed(&in, 'q', ev);
	FUZZ_ASSERT(n == 1 && ev[0].kind == IN_KEY && ev[0].key == 'q');
	/* valid UTF-8 without control characters: the same code points */
	const char *s = (const char *)data + from;
	size_t len = size - from, off = 0, k = 0;
	bool plain = utf8_valid(s, len, NULL);
	for (size_t i = 0; plain && i < len; i++)
		plain = data[from + i] >= 0x20 && data[from + i] != 0x7f;
	while (plain && off < len) {
		uint32_t cp;
		int dn = utf8_decode(s + off, len - off, &cp);
		FUZZ_ASSERT(dn > 0 && k < ngot && got[k] == cp);
		off += (size_t)dn;
		k++;
	}
	FUZZ_ASSERT(!plain || k == ngot);
	free(got);
}

/* data[from..size) as a key script of raw bytes and named keys, fed to the
 * app event by event (the app's own invariants checked after each). */
static void run_bytes(app *a, canvas *c, bool draw_each, const uint8_t *data, size_t from,
		      size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 5)
		return 0;
	if (data[0] & 4)
		check_decoder(data, 5, size);
	const lesson_set *set = &sets[data[0] & 1];
	bool draw_each = data[0] & 2;
	int w = 60 + data[1] % 181, h = 20 + data[2] % 51;
	ui_options o = {.lang = set == &sets[1] ? "zh" : "en", .mask = true, .color = false};
	app *a = app_new(set, &o);
	FUZZ_ASSERT(a);
	live_state_configure(&a->live, model_dir, "ab abc 12", 1, FWD_F32, false);
	if (data[3] == 0xFF) {
		int li = lesson_set_find(set, "live-model");
		int st = li >= 0 ? app_find_prompt_step(a, li) : -1;
		if (st >= 0) {
			app_open(a, li, st);
			app_live_only(a, true);
		}
	} else if (data[3] != 0xFE && set->n > 0) {
		int li = data[3] % set->n;
		app_open(a, li, data[4] % set->lessons[li].n_steps);
	}
	canvas c;
	cv_init(&c, w, h);
	app_draw(a, &c);
	check(a, &c);
	/* bounded work per input: 150 events and 40 draws (a step screen lays
	 * out its whole text on every draw) */
	int events = 0, draws = 0;
	if (data[0] & 4) {
		run_bytes(a, &c, draw_each, data, 5, size);
		events = 1 << 20; /* done */
	}
	for (size_t i = 5; i < size && events < 150 && !a->quit; i++, events++) {
		uint8_t b = data[i];
		if (b == 0xF0 && i + 2 < size) {
			app_click(a, data[i + 1] % (w + 2) - 1, data[i + 2] % (h + 2) - 1);
			i += 2;
		} else if (b == 0xF1) {
			app_wheel(a, i + 1 < size && (data[++i] & 1) ? 1 : -1);
		} else if (b == 0xF2 && i + 2 < size) {
			w = 60 + data[i + 1] % 181;
			h = 20 + data[i + 2] % 51;
			i += 2;
			cv_free(&c);
			cv_init(&c, w, h);
			if (draws++ < 40)
				app_draw(a, &c);
		} else if (b == 0xF3) {
			if (draws++ < 40)
				app_draw(a, &c);
		} else if (b >= 0xF4) {
			app_key(a, special[(b - 0xF4) % (sizeof special / sizeof special[0])]);
		} else if (b >= 0x20 && b < 0x7F) {
			app_key(a, b);
		} else {
			app_key(a, special[b % (sizeof special / sizeof special[0])]);
		}
		if (draw_each && draws++ < 40)
			app_draw(a, &c);
		check(a, &c);
	}
	app_draw(a, &c);
	check(a, &c);
	cv_free(&c);
	app_free(a);
	return 0;
}

static void run_bytes(app *a, canvas *c, bool draw_each, const uint8_t *data, size_t from,
		      size_t size)
{
	/* at most 300 input bytes: 7 script bytes each at most */
	if (size - from > 300)
		size = from + 300;
	char *script = malloc((size - from) * 12 + 1);
	FUZZ_ASSERT(script);
	size_t n = 0;
	for (size_t i = from; i < size; i++) {
		if (data[i] == 0xF5 && i + 1 < size && data[i + 1] % 16 < N_NAMED) {
			n += (size_t)sprintf(script + n, "<%s>", named[data[++i] % 16]);
			continue;
		}
		n += (size_t)sprintf(script + n, "<0x%02x>", data[i]);
	}
	script[n] = 0;
	key_script ks;
	errbuf e;
	FUZZ_ASSERT(key_script_parse(script, &ks, &e) == 0);
	int draws = 0;
	for (int k = 0; k < ks.n && !a->quit; k++) {
		key_script_apply(a, &ks.ev[k]);
		if (draw_each && draws++ < 40)
			app_draw(a, c);
		check(a, c);
	}
	/* quiet: whatever was unfinished is given up */
	app_input_idle(a, true);
	FUZZ_ASSERT(!a->in.pasting && a->in.need == 0);
	key_script_free(&ks);
	free(script);
}
