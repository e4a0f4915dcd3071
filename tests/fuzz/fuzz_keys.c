/* Fuzz target: the application's key and mouse handling (src/app), driven
 * headless as `attnstep print --keys` drives it, on every lesson step and
 * the live views with a tiny model (the test fixture with the tiny GPT-2
 * tokenizer, so a pass costs microseconds).
 *
 * Input: byte 0 the language (bit 0) and whether to draw after every event
 * (bit 1; otherwise events come in bursts, as typed-ahead input does),
 * bytes 1-2 the terminal size (60..240 × 20..70: below 80 × 24 too), bytes
 * 3-4 the lesson and step to open (or the index, or `attnstep live`), then
 * events: a byte below 0xF0 is a key (printable ASCII, or one of the
 * special keys), 0xF0 X Y a click, 0xF1 the wheel, 0xF2 W H a resize,
 * 0xF3 a draw. Invariants: nothing crashes or reads out of bounds (ASan,
 * UBSan), the click map lies inside the canvas, the widget cursors the
 * keys move stay inside their matrices. */
#include "fuzz.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app/viewtab.h"
#include "core/worked.h"
#include "lesson/registry.h"
#include "render/keys.h"

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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 5)
		return 0;
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
