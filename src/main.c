/* attnstep: the command line. Picks the subcommand and hands over; answers
 * --help (commands, options and every key of the key table) and --version. */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "app/viewtab.h"
#include "cli/commands.h"
#include "render/keys.h"
#include "render/options.h"
#include "util/error.h"
#include "util/mapguard.h"

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

static void help_line(const char *names, const char *desc, void *arg)
{
	fprintf((FILE *)arg, "  %-22s %s\n", names, desc);
}

static void usage(FILE *f)
{
	fputs("Usage: attnstep [COMMAND] [OPTIONS]\n"
	      "Learn self-attention step by step: softmax(QKᵀ/√d)·V, by hand and live.\n"
	      "\n"
	      "Commands:\n"
	      "  (none)                            the TUI at the lesson index\n"
	      "  lesson NAME [--step K]            the TUI at a lesson (K from 1)\n"
	      "  live [--model M] [--prompt P]     the TUI at the live view\n"
	      "  list                              lessons and steps\n"
	      "  print --lesson NAME [--step K | --all] [--width W] [--height H] [--keys SCRIPT]\n"
	      "                                    render steps (after each key) as plain text\n"
	      "  run [--model M] (--prompt P | --token-ids 1,2,3) [--layer L|all] [--head H|all]\n"
	      "      [--top K] [--logits] [--format text|json|csv]\n"
	      "      [--generate N [--temperature T] [--top-k K] [--top-p P] [--seed S]]\n"
	      "                                    one pass, or N more tokens: greedy, or sampled\n"
	      "                                    (stops early at the end-of-text token)\n"
	      "  tokenize [--model M] (--text T | --decode 1,2,3) [--format text|json]\n"
	      "  bench [--model M] [--tokens 16,64,256] [--threads N] [--repeat R] [--format text|json]\n"
	      "        [--generate N]               also N decoding steps (tokens per second)\n"
	      "        [--kernel NAME]              one path: portable, avx2, avx512, avx512bf16, neon\n"
	      "        [--matmul]                   the matrix products alone, GFLOP/s per shape\n"
	      "        [--no-panels]                the weights read in rows, not in 16-row panels\n"
	      "\n",
	      f);
	ui_options_help(f);
	fputs("\nKeys in the TUI:\n", f);
	key_help_write(f);
	fputs("\nKeys of one step:\n", f);
	app_view_keys_each("en", help_line, f);
	fputs("\nExit status: 0 success, 2 usage errors and invalid input, 1 anything else.\n", f);
}

/* Whatever the command wrote on stdout must have reached it: a full disk, a
 * closed pipe or /dev/full is exit status 1 with one line, for every command
 * (--help and --version too). The line is added only when the command has
 * not already said what went wrong. */
static int finish(int rc)
{
	errno = 0;
	int flushed = fflush(stdout) == 0;
	int err = errno;
	if (!flushed || ferror(stdout)) {
		if (err_lines_printed() == 0)
			err_printf("cannot write to standard output%s%s", err ? ": " : "",
				   err ? strerror(err) : "");
		if (rc == EXIT_OK)
			rc = EXIT_FAIL;
	}
	return rc;
}

static int dispatch(int argc, char **argv)
{
	/* without a subcommand, --help and --version win wherever they stand
	 * (`attnstep --lang zh --help`); subcommands answer their own --help */
	for (int i = 1; i < argc && argv[1][0] == '-'; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			return EXIT_OK;
		}
		if (strcmp(argv[i], "--version") == 0) {
			printf("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);
			return EXIT_OK;
		}
	}
	/* common options may come before the command (`attnstep --lang zh
	 * lesson worked-example`): the command is moved to the front, the
	 * options after it, where every command reads them */
	int k = 1;
	while (k < argc && argv[k][0] == '-')
		k += strcmp(argv[k], "--lang") == 0 ? 2 : 1;
	if (k > 1 && k < argc) {
		for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
			if (strcmp(argv[k], commands[i].name) == 0) {
				char *cmd = argv[k];
				memmove(argv + 2, argv + 1, (size_t)(k - 1) * sizeof *argv);
				argv[1] = cmd;
				break;
			}
	}
	if (argc < 2 || argv[1][0] == '-')
		return cmd_tui(argc, argv);
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	err_printf("unknown command '%s' (try 'attnstep --help')", argv[1]);
	return EXIT_USAGE;
}

int main(int argc, char **argv)
{
	setlocale(LC_ALL, "");
	/* Numbers are always written (and read) with a decimal point: JSON, CSV
	 * and the text tables are machine-readable whatever the user's locale
	 * says (de_DE would write 0,857). Text and character classes still
	 * follow the locale. */
	setlocale(LC_NUMERIC, "C");
	app_views_register(); /* the lesson parser takes the view names from the view table */
	mapguard_install(); /* a model file truncated while mapped: one line, exit 1 */
	return finish(dispatch(argc, argv));
}
