/* Opening and reading input files safely.
 *
 * Every file attnstep reads (config.json, generation_config.json, the shard
 * index, a shard, tokenizer.json, a Hugging Face refs/main, a lesson) comes
 * through file_open_regular: it opens with O_NONBLOCK, so that a FIFO or a
 * device in place of the file cannot block the open, checks with fstat that
 * the descriptor is a regular file, and only then clears O_NONBLOCK. A FIFO,
 * a directory, a socket or a device is one clear error, never a hang. */
#ifndef ATTN_UTIL_FILE_H
#define ATTN_UTIL_FILE_H

#include <stddef.h>
#include <sys/stat.h>

#include "util/error.h"

/* Open path read-only if it is a regular file. Returns a descriptor (and
 * *st, when st is not NULL), or -1 with "PATH: cannot open: REASON" or
 * "PATH: not a regular file (a FIFO)". */
int file_open_regular(const char *path, struct stat *st, errbuf *e);

/* Read the whole regular file at path into a malloc'd buffer with a NUL
 * after the last byte (*buf, *len). More than max bytes is an error
 * ("PATH: too large for WHAT (more than MAX bytes)"); what names the kind of
 * file. Reads to the end of file rather than trusting st_size, so a file
 * that grows or shrinks while it is read gives what was read or an error,
 * never an overrun. Returns 0 or -1. */
int file_read_all(const char *path, size_t max, const char *what, char **buf, size_t *len,
		  errbuf *e);

#endif
