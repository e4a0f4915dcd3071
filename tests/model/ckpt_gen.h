/* Tiny checkpoint generator for the loader tests: valid checkpoints in every
 * layout the loader accepts, and one hostile variant per bad-input case.
 * Used by test_safetensors (library level) and mkckpt (for the CLI test). */
#ifndef TESTS_MODEL_CKPT_GEN_H
#define TESTS_MODEL_CKPT_GEN_H

#include <stdbool.h>

typedef struct ckpt_case {
	const char *name;   /* directory name under the root */
	const char *arg;    /* what to pass as --model: "" = the case directory,
			       else a repo id resolved with HF_HOME=<root>/hf */
	bool ok;            /* should load */
	const char *file;   /* the file the error must name, relative to the case
			       directory ("" = the directory; "=" = arg itself) */
	const char *want;   /* a phrase the message must contain */
	int (*build)(const char *dir);
} ckpt_case;

extern const ckpt_case ckpt_cases[];
extern const int ckpt_ncases;

/* Write case i under root (root/<name>, and root/hf for cache cases).
 * Returns 0 or -1 (prints why). */
int ckpt_build(const char *root, int i);

/* The value the generator stores at element j of the tensor with index k in
 * its tensor list: exact in BF16, F16 and F32. */
double ckpt_value(int k, long j);

#endif
