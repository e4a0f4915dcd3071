/* Strict JSON parser: see json.h for the rules it enforces.
 *
 * Recursive descent with an explicit depth limit. Children of an array or
 * object are collected on one growable scratch stack shared by all levels and
 * copied into the arena when the container closes, so each container's items
 * end up contiguous and the arena only grows. */
#include "loader/json.h"

#include <errno.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/file.h"
#include "util/hash.h"
#include "util/utf8.h"

/* ---- arena ---- */

struct json_block {
	struct json_block *next;
	size_t used, cap;
	_Alignas(max_align_t) unsigned char data[];
};

/* Blocks grow from about the input's size, doubling up to ARENA_BLOCK: a
 * small document (a shard's header of a hundred bytes) costs a small block,
 * not a megabyte, and a big one wastes at most half of its last block. */
#define ARENA_BLOCK (1u << 20)
#define ARENA_FIRST_MIN 256u

/* Bump-allocate n bytes (8-aligned). NULL when malloc fails. */
static void *arena_alloc(json_doc *doc, size_t n)
{
	n = (n + 7) & ~(size_t)7;
	struct json_block *b = doc->blocks;
	if (!b || b->cap - b->used < n) {
		size_t want = doc->block_next ? doc->block_next : ARENA_BLOCK;
		size_t cap = n > want ? n : want;
		b = malloc(sizeof *b + cap);
		if (!b)
			return NULL;
		doc->block_next = want < ARENA_BLOCK / 2 ? 2 * want : ARENA_BLOCK;
		b->used = 0;
		b->cap = cap;
		b->next = doc->blocks;
		doc->blocks = b;
	}
	void *p = b->data + b->used;
	b->used += n;
	return p;
}

/* Give back the tail of the most recent allocation p (of old bytes) so it
 * occupies only keep bytes. */
static void arena_shrink(json_doc *doc, void *p, size_t old, size_t keep)
{
	struct json_block *b = doc->blocks;
	old = (old + 7) & ~(size_t)7;
	keep = (keep + 7) & ~(size_t)7;
	if (b && (unsigned char *)p + old == b->data + b->used)
		b->used -= old - keep;
}

void json_free(json_doc *doc)
{
	if (!doc)
		return;
	struct json_block *b = doc->blocks;
	while (b) {
		struct json_block *n = b->next;
		free(b);
		b = n;
	}
	free(doc->text);
	doc->blocks = NULL;
	doc->root = NULL;
	doc->text = NULL;
}

/* ---- parser state ---- */

typedef struct parser {
	const unsigned char *p, *start, *end;
	const char *name;
	json_doc *doc;
	errbuf *e;
	json_member *stack; /* scratch for children of open containers */
	size_t sp, scap;
	int depth;
	size_t base; /* added to offsets in messages */
	char decimal_point; /* of the current C locale, for strtod */
} parser;

static int fail_at(parser *ps, const unsigned char *at, const char *what)
{
	return errf(ps->e, "%s: byte %zu: %s", ps->name, ps->base + (size_t)(at - ps->start),
		    what);
}

static int oom(parser *ps)
{
	return errf(ps->e, "%s: out of memory while parsing JSON", ps->name);
}

static void skip_ws(parser *ps)
{
	const unsigned char *p = ps->p, *end = ps->end;
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
		p++;
	ps->p = p;
}

static int push(parser *ps, json_member *m)
{
	if (ps->sp == ps->scap) {
		size_t cap = ps->scap ? ps->scap * 2 : 256;
		json_member *s = realloc(ps->stack, cap * sizeof *s);
		if (!s)
			return oom(ps);
		ps->stack = s;
		ps->scap = cap;
	}
	ps->stack[ps->sp++] = *m;
	return 0;
}

/* ---- strings ---- */

static int hexval(unsigned c)
{
	if (c >= '0' && c <= '9')
		return (int)(c - '0');
	c |= 0x20;
	if (c >= 'a' && c <= 'f')
		return (int)(c - 'a' + 10);
	return -1;
}

/* Read 4 hex digits at p (p+4 <= end checked by caller). -1 if not hex. */
static long hex4(const unsigned char *p)
{
	long v = 0;
	for (int i = 0; i < 4; i++) {
		int h = hexval(p[i]);
		if (h < 0)
			return -1;
		v = v * 16 + h;
	}
	return v;
}

/* Parse a string at ps->p (which is '"'); decoded bytes go into the arena. */
static int parse_string(parser *ps, const char **out, size_t *out_len)
{
	const unsigned char *open = ps->p;
	const unsigned char *p = ps->p + 1, *end = ps->end;
	/* Decoded output is never longer than the raw text: \uXXXX (6 bytes)
	 * gives at most 3 bytes, a surrogate pair (12) gives 4. So reserve the
	 * rest of the input at most, measured up to the closing quote. */
	const unsigned char *q = p;
	while (q < end && *q != '"') {
		if (*q == '\\' && q + 1 < end)
			q++;
		q++;
	}
	if (q >= end)
		return fail_at(ps, open, "unterminated string");
	size_t room = (size_t)(q - p) + 1;
	unsigned char *buf = arena_alloc(ps->doc, room);
	if (!buf)
		return oom(ps);
	unsigned char *o = buf;
	for (;;) {
		/* fast path: plain ASCII */
		while (p < q && *p >= 0x20 && *p < 0x80 && *p != '\\')
			*o++ = *p++;
		if (p == q)
			break;
		unsigned c = *p;
		if (c < 0x20)
			return fail_at(ps, p, "control character in string (must be escaped)");
		if (c >= 0x80) {
			uint32_t ignored;
			int n = utf8_decode((const char *)p, (size_t)(q - p), &ignored);
			if (n < 0)
				return fail_at(ps, p, "invalid UTF-8 in string");
			memcpy(o, p, n);
			o += n;
			p += n;
			continue;
		}
		/* backslash */
		const unsigned char *esc = p;
		p++;
		if (p >= q)
			return fail_at(ps, esc, "unterminated escape");
		switch (*p++) {
		case '"': *o++ = '"'; break;
		case '\\': *o++ = '\\'; break;
		case '/': *o++ = '/'; break;
		case 'b': *o++ = '\b'; break;
		case 'f': *o++ = '\f'; break;
		case 'n': *o++ = '\n'; break;
		case 'r': *o++ = '\r'; break;
		case 't': *o++ = '\t'; break;
		case 'u': {
			if (q - p < 4)
				return fail_at(ps, esc, "bad \\u escape (need 4 hex digits)");
			long u = hex4(p);
			if (u < 0)
				return fail_at(ps, esc, "bad \\u escape (need 4 hex digits)");
			p += 4;
			uint32_t cp = (uint32_t)u;
			if (cp >= 0xDC00 && cp <= 0xDFFF)
				return fail_at(ps, esc, "lone low surrogate in \\u escape");
			if (cp >= 0xD800 && cp <= 0xDBFF) {
				long lo = -1;
				if (q - p >= 6 && p[0] == '\\' && p[1] == 'u')
					lo = hex4(p + 2);
				if (lo < 0xDC00 || lo > 0xDFFF)
					return fail_at(ps, esc, "lone high surrogate in \\u escape");
				p += 6;
				cp = 0x10000 + ((cp - 0xD800) << 10) + ((uint32_t)lo - 0xDC00);
			}
			o += utf8_encode(cp, (char *)o); /* surrogates were rejected above */
			break;
		}
		default:
			return fail_at(ps, esc, "invalid escape in string");
		}
	}
	*o = '\0';
	size_t len = (size_t)(o - buf);
	arena_shrink(ps->doc, buf, room, len + 1);
	ps->p = q + 1;
	*out = (const char *)buf;
	*out_len = len;
	return 0;
}

/* ---- numbers ---- */

static bool is_digit(unsigned c)
{
	return c >= '0' && c <= '9';
}

static int parse_number(parser *ps, json_value *v)
{
	const unsigned char *s = ps->p, *p = s, *end = ps->end;
	bool neg = false, integral = true;
	if (p < end && *p == '-') {
		neg = true;
		p++;
	}
	if (p >= end || !is_digit(*p))
		return fail_at(ps, s, "invalid number");
	if (*p == '0') {
		p++;
		if (p < end && is_digit(*p))
			return fail_at(ps, s, "invalid number (leading zero)");
	} else {
		while (p < end && is_digit(*p))
			p++;
	}
	const unsigned char *int_end = p;
	if (p < end && *p == '.') {
		integral = false;
		p++;
		if (p >= end || !is_digit(*p))
			return fail_at(ps, s, "invalid number (digit expected after '.')");
		while (p < end && is_digit(*p))
			p++;
	}
	if (p < end && (*p == 'e' || *p == 'E')) {
		integral = false;
		p++;
		if (p < end && (*p == '+' || *p == '-'))
			p++;
		if (p >= end || !is_digit(*p))
			return fail_at(ps, s, "invalid number (digit expected in exponent)");
		while (p < end && is_digit(*p))
			p++;
	}
	/* strtod needs a NUL-terminated copy with the locale's decimal point. */
	size_t n = (size_t)(p - s);
	char small[64];
	char *buf = n < sizeof small ? small : malloc(n + 1);
	if (!buf)
		return oom(ps);
	memcpy(buf, s, n);
	buf[n] = '\0';
	if (ps->decimal_point != '.') {
		char *dot = memchr(buf, '.', n);
		if (dot)
			*dot = ps->decimal_point;
	}
	errno = 0;
	double d = strtod(buf, NULL);
	if (buf != small)
		free(buf);
	if (isinf(d))
		return fail_at(ps, s, "number out of range");
	v->type = JSON_NUMBER;
	v->u.num.d = d;
	v->is_int = false;
	v->u.num.i = 0;
	if (integral) {
		/* exact int64 from the digits, with overflow check */
		const unsigned char *dgt = s + (neg ? 1 : 0);
		uint64_t acc = 0, lim = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
		bool ok = true;
		for (; dgt < int_end; dgt++) {
			unsigned dv = *dgt - '0';
			if (acc > (lim - dv) / 10) {
				ok = false;
				break;
			}
			acc = acc * 10 + dv;
		}
		if (ok) {
			v->is_int = true;
			v->u.num.i = neg ? (int64_t)(0 - acc) : (int64_t)acc;
		}
	} else if (d == floor(d) && fabs(d) <= 9007199254740992.0) {
		/* 1.0 or 1e6: integral and exact */
		v->is_int = true;
		v->u.num.i = (int64_t)d;
	}
	ps->p = p;
	return 0;
}

/* ---- values ---- */

static int parse_value(parser *ps, json_value *v);

static bool match_word(parser *ps, const char *w, size_t n)
{
	if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, w, n) != 0)
		return false;
	ps->p += n;
	return true;
}

/* The keyed hash (util/hash.h): keys chosen to collide cannot flood the
 * table, so indexing an object of n members costs O(n) expected. */
static uint32_t hash_key(const char *k, size_t n)
{
	return (uint32_t)hash_bytes(k, n);
}

#define HASH_MIN 9 /* objects with fewer members are searched linearly */

/* Build the lookup table of a closed object and check for duplicate keys.
 * at[i] is the offset of member i's key in the text (for the message). */
static int object_index(parser *ps, json_value *v, const unsigned char **at)
{
	json_member *m = v->u.obj.members;
	size_t n = v->u.obj.n;
	v->u.obj.hash = NULL;
	v->u.obj.hash_mask = 0;
	if (n < HASH_MIN) {
		for (size_t i = 1; i < n; i++)
			for (size_t j = 0; j < i; j++)
				if (m[i].key_len == m[j].key_len &&
				    memcmp(m[i].key, m[j].key, m[i].key_len) == 0)
					return fail_at(ps, at[i], "duplicate key in object");
		return 0;
	}
	size_t cap = 16;
	while (cap < 2 * n)
		cap *= 2;
	if (cap > UINT32_MAX)
		return oom(ps);
	uint32_t *h = arena_alloc(ps->doc, cap * sizeof *h);
	if (!h)
		return oom(ps);
	/* slot value = member index + 1; 0 = empty */
	memset(h, 0, cap * sizeof *h);
	uint32_t mask = (uint32_t)(cap - 1);
	for (size_t i = 0; i < n; i++) {
		uint32_t s = hash_key(m[i].key, m[i].key_len) & mask;
		while (h[s]) {
			json_member *o = &m[h[s] - 1];
			if (o->key_len == m[i].key_len &&
			    memcmp(o->key, m[i].key, o->key_len) == 0)
				return fail_at(ps, at[i], "duplicate key in object");
			s = (s + 1) & mask;
		}
		h[s] = (uint32_t)(i + 1);
	}
	v->u.obj.hash = h;
	v->u.obj.hash_mask = mask;
	return 0;
}

static int parse_container(parser *ps, json_value *v, bool is_obj)
{
	const unsigned char *open = ps->p;
	if (++ps->depth > JSON_MAX_DEPTH)
		return fail_at(ps, open, "nesting too deep (limit " "512" ")");
	ps->p++;
	size_t base = ps->sp;
	/* key offsets for duplicate-key messages, kept beside the stack */
	const unsigned char **keypos = NULL;
	size_t kcap = 0;
	int rc = -1;
	skip_ws(ps);
	char close = is_obj ? '}' : ']';
	if (ps->p < ps->end && *ps->p == close) {
		ps->p++;
		goto done;
	}
	for (;;) {
		json_member m = { 0 };
		skip_ws(ps);
		if (is_obj) {
			if (ps->p >= ps->end || *ps->p != '"') {
				fail_at(ps, ps->p, ps->p >= ps->end ? "unexpected end of input (expected a key)"
								     : "expected a string key");
				goto out;
			}
			size_t k = ps->sp - base;
			if (k >= kcap) {
				kcap = kcap ? kcap * 2 : 16;
				const unsigned char **nk = realloc(keypos, kcap * sizeof *nk);
				if (!nk) {
					oom(ps);
					goto out;
				}
				keypos = nk;
			}
			keypos[k] = ps->p;
			if (parse_string(ps, &m.key, &m.key_len))
				goto out;
			skip_ws(ps);
			if (ps->p >= ps->end || *ps->p != ':') {
				fail_at(ps, ps->p, "expected ':'");
				goto out;
			}
			ps->p++;
		}
		if (parse_value(ps, &m.val))
			goto out;
		if (push(ps, &m))
			goto out;
		skip_ws(ps);
		if (ps->p >= ps->end) {
			fail_at(ps, ps->p, is_obj ? "unexpected end of input (expected ',' or '}')"
						  : "unexpected end of input (expected ',' or ']')");
			goto out;
		}
		if (*ps->p == ',') {
			ps->p++;
			continue;
		}
		if (*ps->p == close) {
			ps->p++;
			break;
		}
		fail_at(ps, ps->p, is_obj ? "expected ',' or '}'" : "expected ',' or ']'");
		goto out;
	}
done: {
	size_t n = ps->sp - base;
	if (is_obj) {
		json_member *mem = NULL;
		if (n) {
			mem = arena_alloc(ps->doc, n * sizeof *mem);
			if (!mem) {
				oom(ps);
				goto out;
			}
			memcpy(mem, ps->stack + base, n * sizeof *mem);
		}
		v->type = JSON_OBJECT;
		v->u.obj.members = mem;
		v->u.obj.n = n;
		if (object_index(ps, v, keypos))
			goto out;
	} else {
		json_value *items = NULL;
		if (n) {
			items = arena_alloc(ps->doc, n * sizeof *items);
			if (!items) {
				oom(ps);
				goto out;
			}
			for (size_t i = 0; i < n; i++)
				items[i] = ps->stack[base + i].val;
		}
		v->type = JSON_ARRAY;
		v->u.arr.items = items;
		v->u.arr.n = n;
	}
	rc = 0;
}
out:
	free(keypos);
	ps->sp = base;
	ps->depth--;
	return rc;
}

static int parse_value(parser *ps, json_value *v)
{
	memset(v, 0, sizeof *v);
	skip_ws(ps);
	if (ps->p >= ps->end)
		return fail_at(ps, ps->p, "unexpected end of input (expected a value)");
	switch (*ps->p) {
	case '{':
		return parse_container(ps, v, true);
	case '[':
		return parse_container(ps, v, false);
	case '"':
		v->type = JSON_STRING;
		return parse_string(ps, &v->u.str.s, &v->u.str.len);
	case 't':
		if (!match_word(ps, "true", 4))
			break;
		v->type = JSON_BOOL;
		v->boolean = true;
		return 0;
	case 'f':
		if (!match_word(ps, "false", 5))
			break;
		v->type = JSON_BOOL;
		return 0;
	case 'n':
		if (!match_word(ps, "null", 4))
			break;
		v->type = JSON_NULL;
		return 0;
	default:
		if (*ps->p == '-' || is_digit(*ps->p))
			return parse_number(ps, v);
		break;
	}
	return fail_at(ps, ps->p, "expected a value");
}

int json_parse(json_doc *doc, const char *text, size_t len, const char *name,
	       errbuf *e)
{
	return json_parse_at(doc, text, len, 0, name, e);
}

int json_parse_at(json_doc *doc, const char *text, size_t len, size_t base,
		  const char *name, errbuf *e)
{
	json_doc d = { 0 };
	parser ps = { 0 };
	ps.start = (const unsigned char *)text;
	ps.p = ps.start;
	ps.end = ps.start + len;
	ps.name = name ? name : "JSON";
	ps.base = base;
	ps.doc = &d;
	ps.e = e;
	const char *dp = localeconv()->decimal_point;
	ps.decimal_point = dp && dp[0] ? dp[0] : '.';
	if (doc)
		*doc = (json_doc){ 0 };
	d.block_next = len + ARENA_FIRST_MIN < ARENA_BLOCK ? len + ARENA_FIRST_MIN : ARENA_BLOCK;
	/* a UTF-8 byte order mark is tolerated (RFC 8259 section 8.1) */
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
		ps.p += 3;
	json_value *root = arena_alloc(&d, sizeof *root);
	int rc = -1;
	if (!root) {
		oom(&ps);
		goto out;
	}
	if (parse_value(&ps, root))
		goto out;
	skip_ws(&ps);
	if (ps.p != ps.end) {
		fail_at(&ps, ps.p, "unexpected data after the JSON value");
		goto out;
	}
	rc = 0;
out:
	free(ps.stack);
	if (rc) {
		json_free(&d);
		return -1;
	}
	d.root = root;
	if (doc)
		*doc = d;
	else
		json_free(&d);
	return 0;
}

#define JSON_FILE_MAX ((size_t)1 << 30)

int json_parse_file(json_doc *doc, const char *path, errbuf *e)
{
	*doc = (json_doc){ 0 };
	char *buf;
	size_t n;
	if (file_read_all(path, JSON_FILE_MAX, "a JSON file", &buf, &n, e))
		return -1;
	int rc = json_parse(doc, buf, n, path, e);
	/* every string was copied into the arena: the text is not needed */
	free(buf);
	return rc;
}

/* ---- lookup ---- */

const json_value *json_get_n(const json_value *obj, const char *key, size_t key_len)
{
	if (!obj || obj->type != JSON_OBJECT)
		return NULL;
	const json_member *m = obj->u.obj.members;
	if (obj->u.obj.hash) {
		uint32_t mask = obj->u.obj.hash_mask;
		uint32_t s = hash_key(key, key_len) & mask;
		for (uint32_t idx; (idx = obj->u.obj.hash[s]) != 0; s = (s + 1) & mask) {
			const json_member *o = &m[idx - 1];
			if (o->key_len == key_len && memcmp(o->key, key, key_len) == 0)
				return &o->val;
		}
		return NULL;
	}
	for (size_t i = 0; i < obj->u.obj.n; i++)
		if (m[i].key_len == key_len && memcmp(m[i].key, key, key_len) == 0)
			return &m[i].val;
	return NULL;
}

const json_value *json_get(const json_value *obj, const char *key)
{
	return json_get_n(obj, key, strlen(key));
}

size_t json_count(const json_value *v)
{
	if (!v)
		return 0;
	if (v->type == JSON_ARRAY)
		return v->u.arr.n;
	if (v->type == JSON_OBJECT)
		return v->u.obj.n;
	return 0;
}

const json_value *json_at(const json_value *arr, size_t i)
{
	if (!arr || arr->type != JSON_ARRAY || i >= arr->u.arr.n)
		return NULL;
	return &arr->u.arr.items[i];
}

const json_member *json_member_at(const json_value *obj, size_t i)
{
	if (!obj || obj->type != JSON_OBJECT || i >= obj->u.obj.n)
		return NULL;
	return &obj->u.obj.members[i];
}

const char *json_type_name(json_type t)
{
	switch (t) {
	case JSON_NULL: return "null";
	case JSON_BOOL: return "a boolean";
	case JSON_NUMBER: return "a number";
	case JSON_STRING: return "a string";
	case JSON_ARRAY: return "an array";
	case JSON_OBJECT: return "an object";
	}
	return "?";
}

/* ---- typed getters ---- */

static int bad(errbuf *e, const char *file, const char *objpath, const char *key,
	       const char *what)
{
	return errf(e, "%s: %s%s%s: %s", file, objpath && objpath[0] ? objpath : "",
		    objpath && objpath[0] ? "." : "", key, what);
}

/* The value at key, NULL if absent or null. */
static const json_value *present(const json_value *obj, const char *key)
{
	const json_value *v = json_get(obj, key);
	return v && v->type != JSON_NULL ? v : NULL;
}

static int check_int(const json_value *v, const char *key, int64_t min, int64_t max,
		     int64_t *out, const char *file, const char *objpath, errbuf *e)
{
	if (v->type == JSON_NUMBER && !v->is_int && v->u.num.d == floor(v->u.num.d)) {
		char msg[128];
		snprintf(msg, sizeof msg, "%s is out of range [%lld, %lld]",
			 v->u.num.d < 0 ? "a number below -2^63" : "a number above 2^63 - 1",
			 (long long)min, (long long)max);
		return bad(e, file, objpath, key, msg);
	}
	if (v->type != JSON_NUMBER || !v->is_int)
		return bad(e, file, objpath, key, "expected an integer");
	if (v->u.num.i < min || v->u.num.i > max) {
		char msg[128];
		snprintf(msg, sizeof msg, "%lld is out of range [%lld, %lld]",
			 (long long)v->u.num.i, (long long)min, (long long)max);
		return bad(e, file, objpath, key, msg);
	}
	*out = v->u.num.i;
	return 0;
}

int json_req_int(const json_value *obj, const char *key, int64_t min, int64_t max,
		 int64_t *out, const char *file, const char *objpath, errbuf *e)
{
	const json_value *v = present(obj, key);
	if (!v)
		return bad(e, file, objpath, key, "missing");
	return check_int(v, key, min, max, out, file, objpath, e);
}

int json_opt_int(const json_value *obj, const char *key, int64_t min, int64_t max,
		 int64_t def, int64_t *out, const char *file, const char *objpath,
		 errbuf *e)
{
	const json_value *v = present(obj, key);
	if (!v) {
		*out = def;
		return 0;
	}
	return check_int(v, key, min, max, out, file, objpath, e);
}

int json_req_double(const json_value *obj, const char *key, double *out,
		    const char *file, const char *objpath, errbuf *e)
{
	const json_value *v = present(obj, key);
	if (!v)
		return bad(e, file, objpath, key, "missing");
	if (v->type != JSON_NUMBER)
		return bad(e, file, objpath, key, "expected a number");
	*out = v->u.num.d;
	return 0;
}

int json_opt_double(const json_value *obj, const char *key, double def, double *out,
		    const char *file, const char *objpath, errbuf *e)
{
	const json_value *v = present(obj, key);
	if (!v) {
		*out = def;
		return 0;
	}
	if (v->type != JSON_NUMBER)
		return bad(e, file, objpath, key, "expected a number");
	*out = v->u.num.d;
	return 0;
}

int json_opt_bool(const json_value *obj, const char *key, bool def, bool *out,
		  const char *file, const char *objpath, errbuf *e)
{
	const json_value *v = present(obj, key);
	if (!v) {
		*out = def;
		return 0;
	}
	if (v->type != JSON_BOOL)
		return bad(e, file, objpath, key, "expected true or false");
	*out = v->boolean;
	return 0;
}

bool json_str_eq(const json_value *v, const char *lit)
{
	size_t n = strlen(lit);
	return v && v->type == JSON_STRING && v->u.str.len == n && memcmp(v->u.str.s, lit, n) == 0;
}

bool json_is_cstring(const json_value *v)
{
	return v && v->type == JSON_STRING && !memchr(v->u.str.s, '\0', v->u.str.len);
}

/* A string handed out as a C string must not hold an escaped NUL: "a\u0000b"
 * compared with strcmp would pass for "a". */
static int check_cstring(const json_value *v, const char **out, const char *file,
			 const char *objpath, const char *key, errbuf *e)
{
	if (v->type != JSON_STRING)
		return bad(e, file, objpath, key, "expected a string");
	if (!json_is_cstring(v))
		return bad(e, file, objpath, key, "contains a NUL character (\\u0000)");
	*out = v->u.str.s;
	return 0;
}

int json_req_string(const json_value *obj, const char *key, const char **out,
		    const char *file, const char *objpath, errbuf *e)
{
	const json_value *v = present(obj, key);
	if (!v)
		return bad(e, file, objpath, key, "missing");
	return check_cstring(v, out, file, objpath, key, e);
}

int json_opt_string(const json_value *obj, const char *key, const char *def,
		    const char **out, const char *file, const char *objpath, errbuf *e)
{
	const json_value *v = present(obj, key);
	if (!v) {
		*out = def;
		return 0;
	}
	return check_cstring(v, out, file, objpath, key, e);
}

int json_req_type(const json_value *obj, const char *key, json_type type,
		  const json_value **out, const char *file, const char *objpath,
		  errbuf *e)
{
	const json_value *v = json_get(obj, key);
	if (!v || (v->type == JSON_NULL && type != JSON_NULL))
		return bad(e, file, objpath, key, "missing");
	if (v->type != type) {
		char msg[64];
		snprintf(msg, sizeof msg, "expected %s", json_type_name(type));
		return bad(e, file, objpath, key, msg);
	}
	*out = v;
	return 0;
}
