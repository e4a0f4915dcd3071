/* attnstep with no subcommand: the TUI at the lesson index. */
#include "app/app.h"
#include "cli/commands.h"
#include "lesson/registry.h"
#include "render/options.h"
#include "tui/tui.h"
#include "util/error.h"

int cmd_tui(int argc, char **argv)
{
	ui_options o;
	errbuf e;
	if (ui_options_parse(&o, argc, argv, 0, &e) != 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	lesson_set set;
	if (lesson_set_load(&set, o.lang, &e) != 0) {
		err_print(&e);
		return EXIT_USAGE;
	}
	int status;
	if (tui_check_terminal(&e) != 0) {
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
			status = tui_run(a, o.color);
			app_free(a);
		}
	}
	lesson_set_free(&set);
	return status;
}
