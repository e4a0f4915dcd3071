/* A one-layer GatedDeltaNet checkpoint of any shape, weights all zero and
 * written as file holes: a 1 TiB model takes a few kB on disk. For the
 * working-memory and weights budgets. */
#ifndef TESTS_HOSTILE_BIGCKPT_H
#define TESTS_HOSTILE_BIGCKPT_H

#include <stdbool.h>
#include <stdint.h>

typedef struct bigckpt_dims {
	int64_t vocab, hidden, inter;
	int64_t nk, nv, dk, dv, kernel; /* the linear-attention layer */
	bool tied;
} bigckpt_dims;

/* Write dir/config.json and dir/model.safetensors (dir must exist).
 * Returns 0, or -1 after printing why. */
int bigckpt_write(const char *dir, const bigckpt_dims *d);

#endif
