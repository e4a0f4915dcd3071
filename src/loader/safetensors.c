/* safetensors: map a file, parse and validate its header (see safetensors.h). */
#include "loader/safetensors.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/file.h"
#include "util/mapguard.h"
#include "util/sanitize.h"
#include "util/sysmem.h"

static const struct {
	const char *name;
	st_dtype dt;
	size_t size;
} dtypes[] = {
	{ "BOOL", ST_BOOL, 1 }, { "U8", ST_U8, 1 }, { "I8", ST_I8, 1 },
	{ "F8_E5M2", ST_F8_E5M2, 1 }, { "F8_E4M3", ST_F8_E4M3, 1 },
	{ "I16", ST_I16, 2 }, { "U16", ST_U16, 2 }, { "F16", ST_F16, 2 },
	{ "BF16", ST_BF16, 2 }, { "I32", ST_I32, 4 }, { "U32", ST_U32, 4 },
	{ "F32", ST_F32, 4 }, { "I64", ST_I64, 8 }, { "U64", ST_U64, 8 },
	{ "F64", ST_F64, 8 },
};

const char *st_dtype_name(st_dtype d)
{
	for (size_t i = 0; i < sizeof dtypes / sizeof dtypes[0]; i++)
		if (dtypes[i].dt == d)
			return dtypes[i].name;
	return "?";
}

size_t st_dtype_size(st_dtype d)
{
	for (size_t i = 0; i < sizeof dtypes / sizeof dtypes[0]; i++)
		if (dtypes[i].dt == d)
			return dtypes[i].size;
	return 0;
}

/* By length: "BF16\u0000Q4" is not BF16. */
static int dtype_parse(const json_value *v, st_dtype *out)
{
	for (size_t i = 0; i < sizeof dtypes / sizeof dtypes[0]; i++)
		if (json_str_eq(v, dtypes[i].name)) {
			*out = dtypes[i].dt;
			return 0;
		}
	return -1;
}

void st_close(st_file *f)
{
	if (!f)
		return;
	if (f->map) {
		mapguard_remove(f->map);
		munmap(f->map, f->size);
	}
	json_free(&f->header);
	for (size_t i = 0; i < f->ncopies; i++)
		free(f->copies[i]);
	free(f->copies);
	free(f->entries);
	free(f->path);
	memset(f, 0, sizeof *f);
}

const st_entry *st_find(const st_file *f, const char *name)
{
	size_t n = strlen(name);
	for (size_t i = 0; i < f->n; i++)
		if (f->entries[i].name_len == n && memcmp(f->entries[i].name, name, n) == 0)
			return &f->entries[i];
	return NULL;
}

/* A tensor name as a message shows it: any JSON string can be a name, so
 * control characters (DEL and C1 too) are escaped and a long name is cut;
 * "" shows as "(empty name)". The buffer is the caller's, so that one
 * message can show two names. */
typedef struct {
	char s[96];
} shown_name;

static const char *shown(shown_name *b, const char *name)
{
	if (!name[0])
		return "(empty name)";
	return sanitize_into(b->s, sizeof b->s, name, strlen(name), 0);
}

/* Parse one header entry {"dtype","shape","data_offsets"}. */
/* Why the JSON value x is not a count or offset (a whole number from 0 to
 * 2^63 - 1): the wording of the error after "shape[d] ". */
static const char *not_count(const json_value *x)
{
	if (x->type != JSON_NUMBER)
		return "is not a number";
	if (x->is_int ? x->u.num.i < 0 : x->u.num.d < 0)
		return "is negative";
	if (!x->is_int && x->u.num.d == floor(x->u.num.d))
		return "is out of range (more than 2^63 - 1)";
	return "is not a whole number";
}

static int parse_entry(const char *path, const json_member *m, uint64_t data_size,
		       st_entry *en, errbuf *e)
{
	shown_name sn;
	const char *nm = shown(&sn, m->key);
	const json_value *v = &m->val;
	/* a tensor is found and shown by its name as a C string: a NUL inside
	 * would cut the name there, so it could stand for another tensor */
	if (memchr(m->key, 0, m->key_len))
		return errf(e, "%s: tensor %s: its name contains a NUL character (\\u0000)", path, nm);
	if (v->type != JSON_OBJECT)
		return errf(e, "%s: tensor %s: expected an object in the header", path, nm);
	en->name = m->key;
	en->name_len = m->key_len;
	const json_value *dt = json_get(v, "dtype");
	if (!dt || dt->type != JSON_STRING)
		return errf(e, "%s: tensor %s: dtype missing or not a string", path, nm);
	if (dtype_parse(dt, &en->dtype)) {
		char shown[32]; /* by length: a NUL inside shows as \x00 */
		sanitize_into(shown, sizeof shown, dt->u.str.s, dt->u.str.len, 0);
		return errf(e, "%s: tensor %s: unknown dtype \"%s\"", path, nm, shown);
	}
	const json_value *sh = json_get(v, "shape");
	if (!sh || sh->type != JSON_ARRAY)
		return errf(e, "%s: tensor %s: shape missing or not an array", path, nm);
	if (json_count(sh) > ST_MAX_DIMS)
		return errf(e, "%s: tensor %s: %zu dimensions (at most %d supported)", path,
			    nm, json_count(sh), ST_MAX_DIMS);
	en->ndim = (int)json_count(sh);
	/* element count with overflow check: stay below 2^62 */
	uint64_t count = 1;
	for (int d = 0; d < en->ndim; d++) {
		const json_value *x = json_at(sh, (size_t)d);
		if (x->type != JSON_NUMBER || !x->is_int || x->u.num.i < 0)
			return errf(e, "%s: tensor %s: shape[%d] %s", path, nm, d, not_count(x));
		uint64_t s = (uint64_t)x->u.num.i;
		if (s && count > ((uint64_t)1 << 62) / s)
			return errf(e, "%s: tensor %s: shape too large", path, nm);
		count *= s;
		en->shape[d] = x->u.num.i;
	}
	const json_value *off = json_get(v, "data_offsets");
	if (!off || off->type != JSON_ARRAY || json_count(off) != 2)
		return errf(e, "%s: tensor %s: data_offsets missing or not [begin, end]", path, nm);
	for (size_t k = 0; k < 2; k++) {
		const json_value *x = json_at(off, k);
		if (x->type != JSON_NUMBER || !x->is_int || x->u.num.i < 0)
			return errf(e, "%s: tensor %s: data_offsets[%zu] %s", path, nm, k, not_count(x));
	}
	en->begin = (uint64_t)json_at(off, 0)->u.num.i;
	en->end = (uint64_t)json_at(off, 1)->u.num.i;
	if (en->begin > en->end)
		return errf(e, "%s: tensor %s: data_offsets [%llu, %llu] end before begin", path,
			    nm, (unsigned long long)en->begin, (unsigned long long)en->end);
	if (en->end > data_size)
		return errf(e, "%s: tensor %s: data_offsets [%llu, %llu] beyond the end of the data (%llu bytes)",
			    path, nm, (unsigned long long)en->begin,
			    (unsigned long long)en->end, (unsigned long long)data_size);
	/* bytes = count × element size, which must not wrap either: F32 with
	 * shape [2^31, 2^31] has 2^62 elements and 2^64 bytes, i.e. 0 */
	size_t esz = st_dtype_size(en->dtype);
	if (count > ((uint64_t)1 << 62) / esz)
		return errf(e, "%s: tensor %s: shape too large (%llu elements of %zu bytes)", path,
			    nm, (unsigned long long)count, esz);
	uint64_t want = count * esz;
	if (want != en->end - en->begin)
		return errf(e, "%s: tensor %s: %s with %llu elements needs %llu bytes, data_offsets give %llu",
			    path, nm, st_dtype_name(en->dtype), (unsigned long long)count,
			    (unsigned long long)want,
			    (unsigned long long)(en->end - en->begin));
	en->nbytes = (size_t)want;
	return 0;
}

static int cmp_begin(const void *a, const void *b)
{
	const st_entry *x = *(const st_entry *const *)a, *y = *(const st_entry *const *)b;
	if (x->begin != y->begin)
		return x->begin < y->begin ? -1 : 1;
	return x->end < y->end ? -1 : x->end > y->end;
}

/* No two non-empty tensors share a byte (entries in any order). */
static int check_overlap(st_file *f, errbuf *e)
{
	if (f->n < 2)
		return 0;
	const st_entry **by = malloc(f->n * sizeof *by);
	if (!by)
		return errf(e, "%s: out of memory", f->path);
	for (size_t i = 0; i < f->n; i++)
		by[i] = &f->entries[i];
	qsort(by, f->n, sizeof *by, cmp_begin);
	const st_entry *prev = NULL;
	int rc = 0;
	for (size_t i = 0; i < f->n; i++) {
		if (by[i]->begin == by[i]->end)
			continue; /* empty tensors occupy no bytes */
		if (prev && by[i]->begin < prev->end) {
			shown_name a, b;
			rc = errf(e, "%s: tensors %s and %s overlap (bytes [%llu, %llu) and [%llu, %llu))",
				  f->path, shown(&a, prev->name), shown(&b, by[i]->name),
				  (unsigned long long)prev->begin, (unsigned long long)prev->end,
				  (unsigned long long)by[i]->begin, (unsigned long long)by[i]->end);
			break;
		}
		prev = by[i];
	}
	free(by);
	return rc;
}

int st_open(st_file *f, const char *path, errbuf *e)
{
	memset(f, 0, sizeof *f);
	f->path = xstrdup(path);
	struct stat st;
	int fd = file_open_regular(path, &st, e);
	if (fd < 0)
		goto fail;
	if (st.st_size < 8) {
		close(fd);
		errf(e, "%s: truncated: %lld bytes, too short for a safetensors header", path,
		     (long long)st.st_size);
		goto fail;
	}
	f->size = (size_t)st.st_size;
	f->map = mmap(NULL, f->size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (f->map == MAP_FAILED) {
		f->map = NULL;
		errf(e, "%s: cannot map: %s", path, strerror(errno));
		goto fail;
	}
	/* a truncation while mapped: one line and exit 1, not a bare SIGBUS */
	mapguard_add(f->map, f->size, path);
	const unsigned char *b = f->map;
	/* N = little-endian u64 at offset 0 */
	uint64_t hlen = 0;
	for (int i = 7; i >= 0; i--)
		hlen = (hlen << 8) | b[i];
	if (hlen == 0) {
		errf(e, "%s: header length is 0", path);
		goto fail;
	}
	if (hlen > ST_MAX_HEADER) {
		errf(e, "%s: header length %llu is absurd (limit %llu; not a safetensors file?)",
		     path, (unsigned long long)hlen, (unsigned long long)ST_MAX_HEADER);
		goto fail;
	}
	if (hlen > f->size - 8) {
		errf(e, "%s: truncated: header length %llu but only %zu bytes follow", path,
		     (unsigned long long)hlen, f->size - 8);
		goto fail;
	}
	if (json_parse_at(&f->header, (const char *)b + 8, (size_t)hlen, 8, path, e))
		goto fail;
	const json_value *root = f->header.root;
	if (root->type != JSON_OBJECT) {
		errf(e, "%s: header is %s, expected an object", path, json_type_name(root->type));
		goto fail;
	}
	uint64_t data_off = 8 + hlen, data_size = f->size - data_off;
	size_t nm = json_count(root);
	f->entries = xcalloc(nm ? nm : 1, sizeof *f->entries);
	for (size_t i = 0; i < nm; i++) {
		const json_member *m = json_member_at(root, i);
		if (strcmp(m->key, "__metadata__") == 0 && m->key_len == 12) {
			if (m->val.type != JSON_OBJECT) {
				errf(e, "%s: __metadata__ is %s, expected an object", path,
				     json_type_name(m->val.type));
				goto fail;
			}
			continue;
		}
		st_entry *en = &f->entries[f->n];
		if (parse_entry(path, m, data_size, en, e))
			goto fail;
		f->n++;
	}
	if (check_overlap(f, e))
		goto fail;
	/* data pointers; copy the rare misaligned tensor into aligned memory
	 * (all of them, when the header length is odd: together they must fit
	 * in memory, or a sparse file could ask for a copy of terabytes) */
	uint64_t to_copy = 0;
	for (size_t i = 0; i < f->n; i++) {
		const st_entry *en = &f->entries[i];
		size_t al = st_dtype_size(en->dtype);
		if (en->nbytes && (uintptr_t)(b + data_off + en->begin) % al != 0)
			to_copy += en->nbytes;
	}
	if (to_copy > sys_physical_memory()) {
		errf(e, "%s: %llu MiB of misaligned tensors to copy, more than this machine's memory",
		     path, (unsigned long long)(to_copy >> 20));
		goto fail;
	}
	for (size_t i = 0; i < f->n; i++) {
		st_entry *en = &f->entries[i];
		const unsigned char *p = b + data_off + en->begin;
		size_t al = st_dtype_size(en->dtype);
		if (en->nbytes && ((uintptr_t)p % al) != 0) {
			void *c = malloc(en->nbytes);
			if (!c) {
				shown_name sn;
				errf(e, "%s: out of memory copying misaligned tensor %s", path,
				     shown(&sn, en->name));
				goto fail;
			}
			memcpy(c, p, en->nbytes);
			f->copies = xrealloc(f->copies, (f->ncopies + 1) * sizeof *f->copies);
			f->copies[f->ncopies++] = c;
			p = c;
		}
		en->data = p;
	}
	return 0;
fail:
	st_close(f);
	return -1;
}

int st_to_tensor(const st_entry *en, const char *path, tensor *t, errbuf *e)
{
	memset(t, 0, sizeof *t);
	shown_name sn;
	switch (en->dtype) {
	case ST_F32: t->dtype = DT_F32; break;
	case ST_F16: t->dtype = DT_F16; break;
	case ST_BF16: t->dtype = DT_BF16; break;
	default:
		return errf(e, "%s: tensor %s: dtype %s not supported (need BF16, F16 or F32)",
			    path, shown(&sn, en->name), st_dtype_name(en->dtype));
	}
	if (en->ndim > 4)
		return errf(e, "%s: tensor %s: %d dimensions (at most 4 supported)", path,
			    shown(&sn, en->name), en->ndim);
	t->name = en->name;
	t->ndim = en->ndim;
	for (int d = 0; d < en->ndim; d++)
		t->shape[d] = en->shape[d];
	t->data = en->data;
	t->nbytes = en->nbytes;
	return 0;
}
