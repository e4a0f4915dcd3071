/* The command-line options shared by `attnstep`, `lesson` and `print`:
 * parsed here once so that every command spells them the same way. */
#ifndef ATTN_RENDER_OPTIONS_H
#define ATTN_RENDER_OPTIONS_H

#include <stdbool.h>

#include "util/error.h"

enum {
	UIO_LESSON = 1 << 0, /* --lesson NAME */
	UIO_NAME = 1 << 1,   /* a positional NAME (the lesson command) */
	UIO_STEP = 1 << 2,   /* --step K or --step ID */
	UIO_ALL = 1 << 3,    /* --all */
	UIO_SIZE = 1 << 4,   /* --width W --height H */
	UIO_KEYS = 1 << 5,   /* --keys SCRIPT, --live (print) */
};

typedef struct ui_options {
	const char *lang;   /* "en" or "zh" */
	bool mask;          /* causal mask on (off with --no-mask) */
	bool color;         /* off with --no-color or NO_COLOR */
	bool motion;        /* off with --no-motion */
	const char *lesson; /* --lesson NAME or the positional NAME, or NULL */
	int step;           /* --step K (from 1), or 0 */
	const char *step_id; /* --step ID (a step's @step name), or NULL */
	bool all;           /* --all */
	int width, height;  /* --width/--height (print), 80 × 24 by default */
	const char *keys;   /* --keys SCRIPT (print), or NULL */
	bool live;          /* --live (print): as `attnstep live` shows it */
	const char *model;  /* --model M: the live steps' model (a directory or a
	                     * Hugging Face repo id), or NULL: the embedded one */
	bool help;          /* --help was given */
} ui_options;

/* Parse argv[1..argc) (argv[0] is the command's name). `allowed` says
 * which options besides the common ones the command takes. Returns 0, or -1
 * with a one-line message in e (then exit with EXIT_USAGE). */
int ui_options_parse(ui_options *o, int argc, char **argv, unsigned allowed, errbuf *e);

/* The step of lesson l that --step names, from 1 (0: none given). Returns
 * -1 with one line in e when l has no such step. */
struct lesson;
int ui_options_step(const ui_options *o, const struct lesson *l, errbuf *e);

/* Write the common options' help. */
#include <stdio.h>
void ui_options_help(FILE *f);

#endif
