/* A small strict JSON parser (RFC 8259) for config.json, tokenizer.json,
 * safetensors headers and index files.
 *
 * The whole document becomes a tree of json_value living in one arena owned
 * by a json_doc; json_free() releases everything at once.
 *
 *  - Objects keep their members in file order; json_get() finds a key (hashed
 *    for large objects). A key that appears twice in one object is an error.
 *  - Strings are decoded to UTF-8 with an explicit length (an escaped \u0000
 *    may appear inside) and are also NUL-terminated for convenience. \uXXXX
 *    escapes include surrogate pairs; lone surrogates, invalid UTF-8, and raw
 *    control characters are errors.
 *  - Numbers follow the JSON grammar exactly (no leading zeros, no NaN/Inf,
 *    no '+', no '.5'). Each keeps its double value; is_int says that the value
 *    is integral and exactly representable as int64 (then i holds it).
 *  - Nesting deeper than JSON_MAX_DEPTH is an error, not a stack overflow.
 *  - Errors are one line: "NAME: byte 1234: expected ':'" (byte offsets
 *    count from 0 at the start of the text).
 */
#ifndef ATTN_LOADER_JSON_H
#define ATTN_LOADER_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/error.h"

#define JSON_MAX_DEPTH 512

typedef enum {
	JSON_NULL,
	JSON_BOOL,
	JSON_NUMBER,
	JSON_STRING,
	JSON_ARRAY,
	JSON_OBJECT,
} json_type;

typedef struct json_value json_value;
typedef struct json_member json_member;

struct json_value {
	json_type type;
	bool boolean; /* JSON_BOOL */
	bool is_int;  /* JSON_NUMBER: integral and exact in int64 */
	union {
		struct { double d; int64_t i; } num;           /* JSON_NUMBER */
		struct { const char *s; size_t len; } str;      /* JSON_STRING */
		struct { json_value *items; size_t n; } arr;    /* JSON_ARRAY */
		struct { json_member *members; size_t n;
			 uint32_t *hash; uint32_t hash_mask; } obj; /* JSON_OBJECT */
	} u;
};

struct json_member {
	const char *key; /* UTF-8, NUL-terminated, may contain NUL (see key_len) */
	size_t key_len;
	json_value val;
};

struct json_block;

typedef struct json_doc {
	json_value *root;
	struct json_block *blocks; /* the arena */
	char *text;                /* unused (NULL); kept for layout stability */
	size_t block_next;         /* bytes of the arena's next block (see json.c) */
} json_doc;

/* Parse len bytes of text; name is used in error messages. On success fills
 * doc (free with json_free) and returns 0; on error returns -1, fills e and
 * leaves doc empty (json_free on it is harmless). */
int json_parse(json_doc *doc, const char *text, size_t len, const char *name,
	       errbuf *e);
/* The same for text found at byte base of a file (a safetensors header
 * starts at byte 8): messages give file offsets, base + offset. */
int json_parse_at(json_doc *doc, const char *text, size_t len, size_t base,
		  const char *name, errbuf *e);
/* Read and parse a whole file; errors name the path. */
int json_parse_file(json_doc *doc, const char *path, errbuf *e);
void json_free(json_doc *doc);

/* Lookup helpers. All accept NULL and return NULL/0 on a type mismatch. */
const json_value *json_get(const json_value *obj, const char *key);
const json_value *json_get_n(const json_value *obj, const char *key, size_t key_len);
size_t json_count(const json_value *v); /* array elements or object members */
const json_value *json_at(const json_value *arr, size_t i);
const json_member *json_member_at(const json_value *obj, size_t i);
const char *json_type_name(json_type t); /* "an object", "a string", ... */

/* Typed getters for configuration files. obj is an object whose path inside
 * the file is objpath ("" for the top level, "text_config", ...), file names
 * the file. Errors read "config.json: text_config.hidden_size: expected an
 * integer" or "...: missing". The _opt forms return the default when the key
 * is absent or null; a present value of the wrong type is still an error.
 * Integers must lie in [min, max]. Return 0 or -1. */
int json_req_int(const json_value *obj, const char *key, int64_t min, int64_t max,
		 int64_t *out, const char *file, const char *objpath, errbuf *e);
int json_opt_int(const json_value *obj, const char *key, int64_t min, int64_t max,
		 int64_t def, int64_t *out, const char *file, const char *objpath,
		 errbuf *e);
int json_req_double(const json_value *obj, const char *key, double *out,
		    const char *file, const char *objpath, errbuf *e);
int json_opt_double(const json_value *obj, const char *key, double def, double *out,
		    const char *file, const char *objpath, errbuf *e);
int json_opt_bool(const json_value *obj, const char *key, bool def, bool *out,
		  const char *file, const char *objpath, errbuf *e);
/* Is v a string equal to lit (by length: an escaped NUL inside v makes it
 * differ)? Is v a string without a NUL inside, usable as a C string? */
bool json_str_eq(const json_value *v, const char *lit);
bool json_is_cstring(const json_value *v);

/* *out points into the document (NUL-terminated); a string holding a NUL
 * (\u0000) is an error, since it would compare equal to its prefix. */
int json_req_string(const json_value *obj, const char *key, const char **out,
		    const char *file, const char *objpath, errbuf *e);
int json_opt_string(const json_value *obj, const char *key, const char *def,
		    const char **out, const char *file, const char *objpath, errbuf *e);
/* Present and of the given type (JSON_OBJECT, JSON_ARRAY, ...). */
int json_req_type(const json_value *obj, const char *key, json_type type,
		  const json_value **out, const char *file, const char *objpath,
		  errbuf *e);

#endif
