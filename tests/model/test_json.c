/* Unit tests for the strict JSON parser (src/loader/json.c).
 * Expected values are written by hand from RFC 8259 and the Unicode standard. */
#include "loader/json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

#define CHECK(cond)                                                              \
	do {                                                                     \
		if (!(cond)) {                                                   \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__,  \
				__LINE__, #cond);                                \
			failures++;                                              \
		}                                                                \
	} while (0)

/* Parse s (length n); expect success. Caller frees. */
static json_doc ok_n(const char *s, size_t n)
{
	json_doc d;
	errbuf e = { { 0 } };
	if (json_parse(&d, s, n, "t.json", &e)) {
		fprintf(stderr, "unexpected error for %.60s: %s\n", s, e.msg);
		failures++;
	}
	return d;
}

static json_doc ok(const char *s)
{
	return ok_n(s, strlen(s));
}

/* Expect an error whose message contains want (and starts with the name). */
static void bad_n(const char *s, size_t n, const char *want, int line)
{
	json_doc d;
	errbuf e = { { 0 } };
	if (json_parse(&d, s, n, "t.json", &e) == 0) {
		fprintf(stderr, "line %d: accepted bad JSON %.60s\n", line, s);
		failures++;
		json_free(&d);
		return;
	}
	if (strncmp(e.msg, "t.json: ", 8) != 0 || !strstr(e.msg, want)) {
		fprintf(stderr, "line %d: message \"%s\" lacks \"%s\"\n", line, e.msg, want);
		failures++;
	}
	if (d.root != NULL) {
		fprintf(stderr, "line %d: doc not empty after error\n", line);
		failures++;
	}
}
#define BAD(s, want) bad_n(s, strlen(s), want, __LINE__)

static const char *str_of(const json_value *v)
{
	return v && v->type == JSON_STRING ? v->u.str.s : NULL;
}

static void test_scalars(void)
{
	json_doc d = ok(" { \"a\" : true , \"b\":false,\"c\":null, \"d\": \"x\" } ");
	const json_value *r = d.root;
	CHECK(r && r->type == JSON_OBJECT && json_count(r) == 4);
	CHECK(json_get(r, "a")->type == JSON_BOOL && json_get(r, "a")->boolean);
	CHECK(json_get(r, "b")->type == JSON_BOOL && !json_get(r, "b")->boolean);
	CHECK(json_get(r, "c")->type == JSON_NULL);
	CHECK(strcmp(str_of(json_get(r, "d")), "x") == 0);
	CHECK(json_get(r, "e") == NULL);
	/* member order is file order */
	CHECK(strcmp(json_member_at(r, 0)->key, "a") == 0);
	CHECK(strcmp(json_member_at(r, 3)->key, "d") == 0);
	json_free(&d);

	d = ok("[]");
	CHECK(d.root->type == JSON_ARRAY && json_count(d.root) == 0);
	json_free(&d);
	d = ok("{}");
	CHECK(d.root->type == JSON_OBJECT && json_count(d.root) == 0);
	json_free(&d);
	d = ok("\"top\"");
	CHECK(strcmp(str_of(d.root), "top") == 0);
	json_free(&d);

	BAD("", "expected a value");
	BAD("   ", "byte 3");
	BAD("tru", "expected a value");
	BAD("nul", "expected a value");
	BAD("True", "expected a value");
	BAD("{\"a\" 1}", "expected ':'");
	BAD("{\"a\":1,}", "expected a string key");
	BAD("[1,]", "expected a value");
	BAD("[1 2]", "expected ',' or ']'");
	BAD("{\"a\":1", "unexpected end of input");
	BAD("[1", "unexpected end of input");
	BAD("{a:1}", "expected a string key");
	BAD("[1] x", "unexpected data after");
	BAD("[1][2]", "unexpected data after");
	BAD("{'a':1}", "expected a string key");
	/* the byte offset is where the problem is (0-based) */
	BAD("{\"ab\" 1}", "byte 6: expected ':'");
}

static void test_strings(void)
{
	json_doc d = ok("[\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"]");
	CHECK(strcmp(str_of(json_at(d.root, 0)), "a\"b\\c/d\b\f\n\r\t") == 0);
	json_free(&d);

	/* \u escapes: U+00E9 é = C3 A9, U+4E2D 中 = E4 B8 AD */
	d = ok("[\"\\u00e9\\u4E2D\\u0041\"]");
	CHECK(strcmp(str_of(json_at(d.root, 0)), "\xC3\xA9\xE4\xB8\xAD" "A") == 0);
	json_free(&d);

	/* surrogate pair D83D DE00 = U+1F600 = F0 9F 98 80 */
	d = ok("\"\\uD83D\\uDE00\"");
	CHECK(d.root->u.str.len == 4 && memcmp(d.root->u.str.s, "\xF0\x9F\x98\x80", 4) == 0);
	json_free(&d);
	/* U+10FFFF = DBFF DFFF = F4 8F BF BF */
	d = ok("\"\\udbff\\udfff\"");
	CHECK(d.root->u.str.len == 4 && memcmp(d.root->u.str.s, "\xF4\x8F\xBF\xBF", 4) == 0);
	json_free(&d);

	/* embedded NUL keeps its length */
	d = ok("\"a\\u0000b\"");
	CHECK(d.root->u.str.len == 3 && memcmp(d.root->u.str.s, "a\0b", 3) == 0);
	json_free(&d);
	d = ok("{\"k\\u0000x\":1,\"k\":2}");
	CHECK(json_get_n(d.root, "k\0x", 3)->u.num.i == 1);
	CHECK(json_get(d.root, "k")->u.num.i == 2);
	json_free(&d);

	/* raw UTF-8 passes through */
	d = ok("\"\xE4\xB8\xAD\xF0\x9F\x98\x80\"");
	CHECK(d.root->u.str.len == 7);
	json_free(&d);

	BAD("\"\\uD83D\"", "lone high surrogate");
	BAD("\"\\uD83Dx\"", "lone high surrogate");
	BAD("\"\\uD83D\\u0041\"", "lone high surrogate");
	BAD("\"\\uDE00\"", "lone low surrogate");
	BAD("\"\\u12\"", "bad \\u escape");
	BAD("\"\\u12G4\"", "bad \\u escape");
	BAD("\"\\x\"", "invalid escape");
	BAD("\"\\'\"", "invalid escape");
	BAD("\"abc", "unterminated string");
	BAD("\"abc\\\"", "unterminated string");
	BAD("\"a\tb\"", "control character");
	BAD("\"a\nb\"", "control character");
	bad_n("\"a\0b\"", 5, "control character", __LINE__);
	/* invalid UTF-8: lone continuation, overlong, surrogate, > U+10FFFF,
	 * truncated sequence, 0xFF */
	BAD("\"\x80\"", "invalid UTF-8");
	BAD("\"\xC0\xAF\"", "invalid UTF-8");
	BAD("\"\xE0\x80\xAF\"", "invalid UTF-8");
	BAD("\"\xED\xA0\x80\"", "invalid UTF-8");
	BAD("\"\xF4\x90\x80\x80\"", "invalid UTF-8");
	BAD("\"\xE4\xB8\"", "invalid UTF-8");
	BAD("\"\xFF\"", "invalid UTF-8");
	BAD("[\"ok\", \"\xE4\"]", "byte 8: invalid UTF-8");
	/* invalid byte outside a string */
	BAD("[\xC3\xA9]", "expected a value");
}

static void test_numbers(void)
{
	{
		json_doc dd;
		errbuf e;
		CHECK(json_parse(&dd, "3e400", 5, "t.json", &e) == -1 &&
		      strstr(e.msg, "out of range"));
	}
	json_doc d = ok("[0, -0, 1, -1, 1024, 9223372036854775807, -9223372036854775808,"
	       " 9223372036854775808, 1.5, -2.25e2, 1e6, 1E-6, 1.0, 0.1, 1e-400]");
	const json_value *a = d.root;
	CHECK(json_count(a) == 15);
	CHECK(json_at(a, 0)->is_int && json_at(a, 0)->u.num.i == 0);
	CHECK(json_at(a, 1)->is_int && json_at(a, 1)->u.num.i == 0);
	CHECK(json_at(a, 3)->is_int && json_at(a, 3)->u.num.i == -1);
	CHECK(json_at(a, 4)->is_int && json_at(a, 4)->u.num.i == 1024);
	CHECK(json_at(a, 5)->is_int && json_at(a, 5)->u.num.i == INT64_MAX);
	CHECK(json_at(a, 6)->is_int && json_at(a, 6)->u.num.i == INT64_MIN);
	CHECK(!json_at(a, 7)->is_int && json_at(a, 7)->u.num.d == 9223372036854775808.0);
	CHECK(!json_at(a, 8)->is_int && json_at(a, 8)->u.num.d == 1.5);
	CHECK(json_at(a, 9)->is_int && json_at(a, 9)->u.num.i == -225);
	CHECK(json_at(a, 10)->is_int && json_at(a, 10)->u.num.i == 1000000);
	CHECK(!json_at(a, 11)->is_int && json_at(a, 11)->u.num.d == 1e-6);
	CHECK(json_at(a, 12)->is_int && json_at(a, 12)->u.num.i == 1);
	CHECK(json_at(a, 13)->u.num.d == 0.1);
	CHECK(json_at(a, 14)->u.num.d == 0.0);
	json_free(&d);

	BAD("01", "leading zero");
	BAD("-01", "leading zero");
	BAD("[00]", "leading zero");
	BAD("+1", "expected a value");
	BAD(".5", "expected a value");
	BAD("1.", "digit expected after '.'");
	BAD("1.e5", "digit expected after '.'");
	BAD("1e", "digit expected in exponent");
	BAD("1e+", "digit expected in exponent");
	BAD("-", "invalid number");
	BAD("NaN", "expected a value");
	BAD("Infinity", "expected a value");
	BAD("-Infinity", "invalid number");
	BAD("0x10", "unexpected data after");
	BAD("[1e999]", "out of range");
}

static void test_duplicates_and_lookup(void)
{
	BAD("{\"a\":1,\"a\":2}", "duplicate key");
	BAD("{\"a\":1,\"b\":{\"x\":1,\"x\":1}}", "duplicate key");
	/* large object goes through the hash path */
	size_t n = 5000, cap = n * 24 + 16, len = 0;
	char *buf = malloc(cap);
	buf[len++] = '{';
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(buf + len, cap - len, "%s\"key%zu\":%zu", i ? "," : "", i, i);
	buf[len++] = '}';
	json_doc d = ok_n(buf, len);
	CHECK(json_count(d.root) == n);
	CHECK(json_get(d.root, "key0")->u.num.i == 0);
	CHECK(json_get(d.root, "key4999")->u.num.i == 4999);
	CHECK(json_get(d.root, "key1234")->u.num.i == 1234);
	CHECK(json_get(d.root, "key5000") == NULL);
	CHECK(strcmp(json_member_at(d.root, 2500)->key, "key2500") == 0);
	json_free(&d);
	/* duplicate at the end of a large object: message names its offset */
	len--;
	len += (size_t)snprintf(buf + len, cap - len, ",\"key17\":1}");
	char want[64];
	snprintf(want, sizeof want, "byte %zu: duplicate key", len - 11 + 1);
	bad_n(buf, len, want, __LINE__);
	free(buf);
}

static void test_nesting(void)
{
	/* 10,000 deep: error, not a crash */
	size_t n = 10000;
	char *buf = malloc(2 * n + 1);
	memset(buf, '[', n);
	memset(buf + n, ']', n);
	bad_n(buf, 2 * n, "nesting too deep", __LINE__);
	/* same with objects */
	char *obj = malloc(n * 6 + 10);
	size_t len = 0;
	for (size_t i = 0; i < n; i++) {
		memcpy(obj + len, "{\"a\":", 5);
		len += 5;
	}
	obj[len++] = '1';
	memset(obj + len, '}', n);
	len += n;
	bad_n(obj, len, "nesting too deep", __LINE__);
	free(obj);
	/* exactly the limit is fine, one more is not */
	json_doc d = ok_n(buf + n - JSON_MAX_DEPTH, 2 * JSON_MAX_DEPTH);
	json_free(&d);
	bad_n(buf + n - JSON_MAX_DEPTH - 1, 2 * JSON_MAX_DEPTH + 2, "nesting too deep", __LINE__);
	free(buf);
}

static void test_big_string(void)
{
	/* 1 MB string of mixed ASCII, escapes and multibyte characters */
	size_t reps = 1 << 17; /* 8 raw bytes per rep → 1 MiB */
	size_t cap = reps * 8 + 8, len = 0;
	char *buf = malloc(cap);
	buf[len++] = '"';
	for (size_t i = 0; i < reps; i++) {
		memcpy(buf + len, "ab\\n\xE4\xB8\xADz", 8);
		len += 8;
	}
	buf[len++] = '"';
	json_doc d = ok_n(buf, len);
	CHECK(d.root->type == JSON_STRING && d.root->u.str.len == reps * 7);
	CHECK(memcmp(d.root->u.str.s + 7 * 1000, "ab\n\xE4\xB8\xADz", 7) == 0);
	CHECK(d.root->u.str.s[reps * 7] == '\0');
	json_free(&d);
	free(buf);
}

static void test_getters(void)
{
	json_doc d = ok("{\"text_config\":{\"hidden_size\":1024,\"eps\":1e-6,"
			"\"name\":\"x\",\"flag\":true,\"bad\":\"1024\",\"frac\":1.5,"
			"\"neg\":-3,\"nul\":null}}");
	const json_value *tc = json_get(d.root, "text_config");
	errbuf e;
	int64_t i;
	double x;
	bool b;
	const char *s;
	const json_value *v;
	CHECK(json_req_int(tc, "hidden_size", 1, 1 << 20, &i, "config.json", "text_config", &e) == 0 && i == 1024);
	CHECK(json_req_int(tc, "bad", 1, 1 << 20, &i, "config.json", "text_config", &e) == -1);
	CHECK(strcmp(e.msg, "config.json: text_config.bad: expected an integer") == 0);
	CHECK(json_req_int(tc, "frac", 1, 10, &i, "config.json", "text_config", &e) == -1);
	CHECK(json_req_int(tc, "neg", 1, 10, &i, "config.json", "text_config", &e) == -1);
	CHECK(strstr(e.msg, "text_config.neg: -3 is out of range") != NULL);
	CHECK(json_req_int(tc, "absent", 1, 10, &i, "config.json", "text_config", &e) == -1);
	CHECK(strcmp(e.msg, "config.json: text_config.absent: missing") == 0);
	CHECK(json_req_int(tc, "nul", 1, 10, &i, "config.json", "text_config", &e) == -1);
	CHECK(json_opt_int(tc, "absent", 1, 10, 7, &i, "config.json", "text_config", &e) == 0 && i == 7);
	CHECK(json_opt_int(tc, "nul", 1, 10, 7, &i, "config.json", "text_config", &e) == 0 && i == 7);
	CHECK(json_opt_int(tc, "name", 1, 10, 7, &i, "config.json", "text_config", &e) == -1);
	CHECK(json_req_double(tc, "eps", &x, "c", "", &e) == 0 && x == 1e-6);
	CHECK(json_req_double(tc, "hidden_size", &x, "c", "", &e) == 0 && x == 1024.0);
	CHECK(json_req_double(tc, "name", &x, "c", "", &e) == -1);
	CHECK(strcmp(e.msg, "c: name: expected a number") == 0);
	CHECK(json_opt_double(tc, "absent", 2.5, &x, "c", "", &e) == 0 && x == 2.5);
	CHECK(json_opt_bool(tc, "flag", false, &b, "c", "", &e) == 0 && b);
	CHECK(json_opt_bool(tc, "absent", true, &b, "c", "", &e) == 0 && b);
	CHECK(json_opt_bool(tc, "hidden_size", true, &b, "c", "", &e) == -1);
	CHECK(json_req_string(tc, "name", &s, "c", "", &e) == 0 && strcmp(s, "x") == 0);
	CHECK(json_req_string(tc, "flag", &s, "c", "", &e) == -1);
	CHECK(json_opt_string(tc, "absent", "dflt", &s, "c", "", &e) == 0 && strcmp(s, "dflt") == 0);
	CHECK(json_req_type(d.root, "text_config", JSON_OBJECT, &v, "c", "", &e) == 0 && v == tc);
	CHECK(json_req_type(d.root, "text_config", JSON_ARRAY, &v, "c", "", &e) == -1);
	CHECK(strcmp(e.msg, "c: text_config: expected an array") == 0);
	/* lookups on the wrong type are harmless */
	CHECK(json_get(json_get(tc, "name"), "x") == NULL);
	CHECK(json_at(tc, 0) == NULL);
	CHECK(json_get(NULL, "x") == NULL);
	json_free(&d);
}

static void test_file(const char *dir)
{
	json_doc d;
	errbuf e;
	CHECK(json_parse_file(&d, "/nonexistent/config.json", &e) == -1);
	CHECK(strncmp(e.msg, "/nonexistent/config.json: cannot open", 37) == 0);
	json_free(&d);
	char path[4096];
	snprintf(path, sizeof path, "%s/test_json.tmp", dir);
	FILE *f = fopen(path, "wb");
	if (!f) {
		CHECK(!"cannot write temp file");
		return;
	}
	fputs("{\"a\": [1, 2,]}", f);
	fclose(f);
	CHECK(json_parse_file(&d, path, &e) == -1);
	char want[4200];
	snprintf(want, sizeof want, "%s: byte 12: expected a value", path);
	CHECK(strcmp(e.msg, want) == 0);
	remove(path);
}

/* Random damage to a valid document: never a crash, always either a tree or
 * one message with a byte offset. Deterministic (fixed LCG seed). */
static void test_fuzz(void)
{
	static const char doc[] =
		"{\"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0, \"\\u00e9\": 1, "
		"\"\\ud83d\\ude00\": 2, \"\xe4\xb8\xad\": 3}, \"merges\": [\"a b\", [\"c\", \"d\"]]}, "
		"\"n\": [-1.5e3, 0, 1e-7, true, false, null], \"s\": \"tab\\tnl\\n\\\"q\"}";
	size_t n = sizeof doc - 1;
	char buf[sizeof doc + 8];
	uint32_t r = 12345;
#define RND() (r = r * 1103515245u + 12345u, (r >> 8))
	for (int it = 0; it < 20000; it++) {
		memcpy(buf, doc, n);
		size_t len = n;
		int k = 1 + (int)(RND() % 3);
		for (int j = 0; j < k && len > 1; j++) {
			size_t at = RND() % len;
			switch (RND() % 3) {
			case 0: buf[at] = (char)RND(); break;
			case 1: memmove(buf + at, buf + at + 1, len - at - 1); len--; break;
			default: len = at + 1; break; /* truncate */
			}
		}
		json_doc d;
		errbuf e = { { 0 } };
		if (json_parse(&d, buf, len, "t.json", &e) == 0) {
			CHECK(d.root != NULL);
			json_free(&d);
		} else {
			CHECK(strncmp(e.msg, "t.json: byte ", 13) == 0 && !strchr(e.msg, '\n'));
		}
	}
#undef RND
	/* every prefix of the document but the whole is an error */
	for (size_t len = 0; len < n; len++) {
		json_doc d;
		errbuf e;
		int rc = json_parse(&d, doc, len, "t.json", &e);
		CHECK(rc == -1);
		if (rc == 0)
			json_free(&d);
	}
}

int main(void)
{
	const char *bd = getenv("top_builddir");
	test_scalars();
	test_strings();
	test_numbers();
	test_duplicates_and_lookup();
	test_nesting();
	test_big_string();
	test_getters();
	test_fuzz();
	test_file(bd ? bd : ".");
	if (failures) {
		fprintf(stderr, "test_json: %d failure(s)\n", failures);
		return 1;
	}
	printf("test_json: all passed\n");
	return 0;
}
