/* safetensors files, memory-mapped and validated.
 *
 * Format: 8-byte little-endian u64 N, then N bytes of UTF-8 JSON
 *   {name: {"dtype": "BF16", "shape": [..], "data_offsets": [b, e]}, ...,
 *    "__metadata__": {...}}
 * then the data; tensor bytes are [8 + N + b, 8 + N + e) of the file.
 *
 * st_open checks everything a hostile file could get wrong before any tensor
 * is used: the header length (not 0, not absurd, inside the file), the JSON,
 * every entry's dtype and shape, dtype size × element count = e − b, offsets
 * inside the data area, and no two tensors overlapping. Tensor data is never
 * copied, except that a tensor whose bytes are not aligned to its element
 * size (possible in a legal file whose header length is odd) is copied once
 * into aligned memory so kernels may read it as float/uint16_t. */
#ifndef ATTN_LOADER_SAFETENSORS_H
#define ATTN_LOADER_SAFETENSORS_H

#include <stddef.h>
#include <stdint.h>

#include "loader/json.h"
#include "loader/model.h"
#include "util/error.h"

#define ST_MAX_DIMS 8
#define ST_MAX_HEADER ((uint64_t)100 << 20) /* 100 MB: far above any real header */

typedef enum {
	ST_BOOL, ST_U8, ST_I8, ST_F8_E5M2, ST_F8_E4M3, ST_I16, ST_U16, ST_F16, ST_BF16,
	ST_I32, ST_U32, ST_F32, ST_I64, ST_U64, ST_F64,
} st_dtype;

typedef struct st_entry {
	const char *name; /* points into the header document */
	size_t name_len;
	st_dtype dtype;
	int ndim;
	int64_t shape[ST_MAX_DIMS];
	uint64_t begin, end; /* data_offsets, relative to the data area */
	const void *data;    /* into the mapping (or an aligned copy) */
	size_t nbytes;
} st_entry;

typedef struct st_file {
	char *path;
	void *map;
	size_t size;
	json_doc header;
	st_entry *entries; /* in header order, __metadata__ excluded */
	size_t n;
	void **copies; /* aligned copies of misaligned tensors */
	size_t ncopies;
} st_file;

/* Map and validate path. On error returns -1 with "PATH: what is wrong". */
int st_open(st_file *f, const char *path, errbuf *e);
void st_close(st_file *f);

/* Linear search by full name; for many lookups use st_files (loader/load.c). */
const st_entry *st_find(const st_file *f, const char *name);

const char *st_dtype_name(st_dtype d);
size_t st_dtype_size(st_dtype d);

/* Fill a model.h tensor from an entry of dtype F32, F16 or BF16 with at most
 * 4 dimensions. Returns -1 (with a message naming path) for other dtypes. */
int st_to_tensor(const st_entry *en, const char *path, tensor *t, errbuf *e);

#endif
