/* Shared by the fuzz targets (tests/fuzz/fuzz_*.c).
 *
 * Each target defines the two libFuzzer entry points. `make fuzz` links them
 * with libFuzzer (clang, ASan + UBSan); `make check` links the same files with
 * regress_main.c and replays the committed seed corpus and every crash input
 * ever found (tests/fuzz/regress/<target>/). */
#ifndef TESTS_FUZZ_FUZZ_H
#define TESTS_FUZZ_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* An invariant broke: say which, then abort so the fuzzer keeps the input. */
#define FUZZ_ASSERT(cond)                                                         \
	do {                                                                      \
		if (!(cond)) {                                                    \
			fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, \
				__LINE__, #cond);                                  \
			abort();                                                  \
		}                                                                 \
	} while (0)

/* An error message must be one line (no control characters at all: a
 * hostile name must not reach the terminal) ... */
void fuzz_check_line(const char *msg);
/* ... that starts with "name: ". */
void fuzz_check_msg(const char *msg, const char *name);

/* A private temporary directory for this process (removed at exit), and a
 * helper that writes len bytes to dir/file. */
const char *fuzz_tmpdir(void);
void fuzz_write(const char *dir, const char *file, const void *data, size_t len);

#endif
