/* Fuzz target: the strict JSON parser (src/loader/json.c).
 *
 * Any input: either a tree whose every string is valid UTF-8, whose every
 * object member is found again by json_get_n (the hash index), and whose
 * numbers keep is_int consistent; or an error that is one line starting
 * with the name, and an empty document. Also parses at a base offset, as a
 * safetensors header is parsed. */
#include "fuzz.h"

#include <math.h>
#include <string.h>

#include "loader/json.h"
#include "util/utf8.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc; (void)argv;
	return 0;
}

static void walk(const json_value *v, int depth)
{
	FUZZ_ASSERT(depth <= JSON_MAX_DEPTH + 1);
	switch (v->type) {
	case JSON_NULL:
	case JSON_BOOL:
		break;
	case JSON_NUMBER:
		FUZZ_ASSERT(!isnan(v->u.num.d));
		if (v->is_int)
			FUZZ_ASSERT((double)v->u.num.i == v->u.num.d);
		break;
	case JSON_STRING:
		FUZZ_ASSERT(utf8_valid(v->u.str.s, v->u.str.len, NULL));
		FUZZ_ASSERT(v->u.str.s[v->u.str.len] == '\0');
		break;
	case JSON_ARRAY:
		FUZZ_ASSERT(json_count(v) == v->u.arr.n);
		for (size_t i = 0; i < v->u.arr.n; i++) {
			FUZZ_ASSERT(json_at(v, i) == &v->u.arr.items[i]);
			walk(&v->u.arr.items[i], depth + 1);
		}
		FUZZ_ASSERT(json_at(v, v->u.arr.n) == NULL);
		break;
	case JSON_OBJECT:
		for (size_t i = 0; i < v->u.obj.n; i++) {
			const json_member *m = json_member_at(v, i);
			FUZZ_ASSERT(m && utf8_valid(m->key, m->key_len, NULL));
			FUZZ_ASSERT(m->key[m->key_len] == '\0');
			/* duplicate keys are an error, so the lookup finds this one */
			FUZZ_ASSERT(json_get_n(v, m->key, m->key_len) == &m->val);
			if (strlen(m->key) == m->key_len)
				FUZZ_ASSERT(json_get(v, m->key) == &m->val);
			walk(&m->val, depth + 1);
		}
		FUZZ_ASSERT(json_member_at(v, v->u.obj.n) == NULL);
		break;
	default:
		FUZZ_ASSERT(!"unknown type");
	}
	FUZZ_ASSERT(json_type_name(v->type) != NULL);
}

/* The typed getters on whatever the top-level object holds. */
static void getters(const json_value *root)
{
	errbuf e;
	int64_t i;
	double d;
	bool b;
	const char *s;
	const json_value *o;
	static const char *keys[] = { "a", "hidden_size", "weight_map", "" };
	for (size_t k = 0; k < sizeof keys / sizeof *keys; k++) {
		if (json_req_int(root, keys[k], -5, 1000000, &i, "f.json", "", &e))
			fuzz_check_msg(e.msg, "f.json");
		if (json_opt_int(root, keys[k], 0, 10, 3, &i, "f.json", "x", &e))
			fuzz_check_msg(e.msg, "f.json");
		if (json_req_double(root, keys[k], &d, "f.json", "", &e))
			fuzz_check_msg(e.msg, "f.json");
		if (json_opt_bool(root, keys[k], false, &b, "f.json", "", &e))
			fuzz_check_msg(e.msg, "f.json");
		if (json_req_string(root, keys[k], &s, "f.json", "", &e))
			fuzz_check_msg(e.msg, "f.json");
		if (json_req_type(root, keys[k], JSON_OBJECT, &o, "f.json", "", &e))
			fuzz_check_msg(e.msg, "f.json");
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	json_doc d;
	errbuf e;
	if (json_parse(&d, (const char *)data, size, "fuzz.json", &e) == 0) {
		FUZZ_ASSERT(d.root != NULL);
		walk(d.root, 0);
		getters(d.root);
	} else {
		FUZZ_ASSERT(d.root == NULL);
		fuzz_check_msg(e.msg, "fuzz.json");
	}
	json_free(&d);
	json_free(&d); /* harmless twice (documented for the error path) */

	/* the same text found at byte 8 of a file: same verdict */
	json_doc d2;
	int ok2 = json_parse_at(&d2, (const char *)data, size, 8, "h.st", &e) == 0;
	if (!ok2)
		fuzz_check_msg(e.msg, "h.st");
	json_free(&d2);
	return 0;
}
