/* mkckpt ROOT: write every loader test case (valid and hostile checkpoints)
 * under ROOT, and print one line per case:
 *   NAME|ARG|ok-or-bad|FILE|PHRASE
 * ARG is what to pass as --model ("" = ROOT/NAME; a repo id needs
 * HF_HOME=ROOT/hf). Used by the CLI test of bad model input. */
#include <stdio.h>

#include "ckpt_gen.h"

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: mkckpt ROOT\n");
		return 2;
	}
	for (int i = 0; i < ckpt_ncases; i++) {
		const ckpt_case *c = &ckpt_cases[i];
		if (ckpt_build(argv[1], i))
			return 1;
		printf("%s|%s|%s|%s|%s\n", c->name, c->arg, c->ok ? "ok" : "bad",
		       c->file ? c->file : "", c->want ? c->want : "");
	}
	return 0;
}
