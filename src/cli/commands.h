/* One entry point per subcommand, each in cli/cmd_NAME.c. argv[0] is the
 * subcommand's name; each command parses its own options (the TUI ones through
 * render/options.h, the model ones with cli/cli_util.h) and returns the
 * process exit status (util/error.h). */
#ifndef ATTN_CLI_COMMANDS_H
#define ATTN_CLI_COMMANDS_H

int cmd_tui(int argc, char **argv);      /* cmd_tui.c: no subcommand, the lesson index */
int cmd_lesson(int argc, char **argv);   /* cmd_lesson.c */
int cmd_live(int argc, char **argv);     /* cmd_live.c */
int cmd_list(int argc, char **argv);     /* cmd_list.c */
int cmd_print(int argc, char **argv);    /* cmd_print.c */
int cmd_run(int argc, char **argv);      /* cmd_run.c */
int cmd_tokenize(int argc, char **argv); /* cmd_tokenize.c */
int cmd_bench(int argc, char **argv);    /* cmd_bench.c */

#endif
