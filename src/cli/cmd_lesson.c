/* attnstep lesson NAME [--step K]: the TUI at a lesson. The lesson and step
 * are checked before the terminal is touched, so bad input gets one line. */
#include <stdio.h>

#include "app/app.h"
#include "cli/commands.h"
#include "lesson/registry.h"
#include "render/options.h"
#include "tui/tui.h"
#include "util/error.h"

int cmd_lesson(int argc, char **argv)
{
	ui_options o;
	errbuf e;
	if (ui_options_parse(&o, argc, argv, UIO_NAME | UIO_STEP, &e) != 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	if (o.help) {
		fputs("Usage: attnstep lesson NAME [--step K|ID]\n"
		      "Open the TUI at a lesson (NAME as listed by 'attnstep list'), at step K (from 1) or the step whose id is ID.\n",
		      stdout);
		ui_options_help(stdout);
		return EXIT_OK;
	}
	if (!o.lesson) {
		err_printf("lesson: NAME is missing (see 'attnstep list')");
		return EXIT_USAGE;
	}
	lesson_set set;
	if (lesson_set_load(&set, o.lang, &e) != 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	int status;
	int li = lesson_set_find(&set, o.lesson);
	int step = li >= 0 ? ui_options_step(&o, &set.lessons[li], &e) : 0;
	if (li < 0) {
		err_printf("%s: no such lesson (see 'attnstep list')", o.lesson);
		status = EXIT_USAGE;
	} else if (step < 0) {
		err_print(&e);
		status = EXIT_USAGE;
	} else if (tui_check_terminal(&e) != 0) {
		err_print(&e);
		status = EXIT_USAGE;
	} else {
		app *a = app_new(&set, &o);
		status = EXIT_FAIL;
		if (a && !app_open_model(a)) {
			err_print(&a->live.err);
			app_free(a);
			status = EXIT_USAGE;
		} else if (a) {
			app_threaded(a);
			app_open(a, li, step ? step - 1 : 0);
			status = tui_run(a, o.color);
			app_free(a);
		}
	}
	lesson_set_free(&set);
	return status;
}
