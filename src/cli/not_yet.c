/* Placeholders for subcommands whose implementation has not landed yet. Each
 * file that implements one of these removes it from here. */
#include "cli/commands.h"
#include "util/error.h"

__attribute__((unused)) static int not_yet(const char *what)
{
	err_printf("%s: not implemented yet", what);
	return EXIT_FAIL;
}

