/* attnstep: the command line. Picks the subcommand and hands over. */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "util/error.h"

struct command {
	const char *name;
	int (*run)(int argc, char **argv);
};

static const struct command commands[] = {
	{"lesson", cmd_lesson},
	{"live", cmd_live},
	{"list", cmd_list},
	{"print", cmd_print},
	{"run", cmd_run},
	{"tokenize", cmd_tokenize},
	{"bench", cmd_bench},
};

int main(int argc, char **argv)
{
	setlocale(LC_ALL, "");
	if (argc < 2 || argv[1][0] == '-')
		return cmd_tui(argc, argv);
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	err_printf("unknown command '%s' (try 'attnstep --help')", argv[1]);
	return EXIT_USAGE;
}
