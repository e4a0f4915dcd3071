/* One entry point per subcommand. argv[0] is the subcommand's name; each
 * command parses its own options (and the common ones, see cli/options.h once
 * it exists) and returns the process exit status (util/error.h). */
#ifndef ATTN_CLI_COMMANDS_H
#define ATTN_CLI_COMMANDS_H

int cmd_tui(int argc, char **argv);      /* no subcommand: TUI at the lesson index */
int cmd_lesson(int argc, char **argv);   /* owner: render/tui */
int cmd_live(int argc, char **argv);     /* owner: live TUI */
int cmd_list(int argc, char **argv);     /* owner: lesson */
int cmd_print(int argc, char **argv);    /* owner: render */
int cmd_run(int argc, char **argv);      /* owner: model */
int cmd_tokenize(int argc, char **argv); /* owner: tokenizer */
int cmd_bench(int argc, char **argv);    /* owner: model */

#endif
