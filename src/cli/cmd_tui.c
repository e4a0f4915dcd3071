/* attnstep with no subcommand: the TUI at the lesson index. */
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
		status = tui_run(&set, -1, 0, &o);
	}
	lesson_set_free(&set);
	return status;
}
