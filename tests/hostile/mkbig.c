/* mkbig DIR V H I NK NV DK DV K TIED: a sparse one-layer checkpoint of that
 * shape in DIR (tests/hostile/bigckpt.h), for the budget cases in cost.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bigckpt.h"

int main(int argc, char **argv)
{
	if (argc != 11) {
		fprintf(stderr, "usage: mkbig DIR V H I NK NV DK DV K TIED\n");
		return 2;
	}
	bigckpt_dims d = { atoll(argv[2]), atoll(argv[3]), atoll(argv[4]), atoll(argv[5]),
			   atoll(argv[6]), atoll(argv[7]), atoll(argv[8]), atoll(argv[9]),
			   strcmp(argv[10], "1") == 0 };
	return bigckpt_write(argv[1], &d) ? 1 : 0;
}
