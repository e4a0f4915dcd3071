/* Compare our tokenizer with the reference package's ids.
 * Usage: tok_compare TOKENIZER_JSON REFERENCE_JSONL
 * Each reference line is {"text": s, "ids": [...], "decoded": d} (written by
 * js_encode.js). For every line our ids must equal the reference ids, and
 * decoding them must give d back byte for byte. Prints "N/M strings
 * identical" for the committed strings (at least 200) and the same for the
 * seeded random ones (lines with "random": true); exits 0 only when all
 * match.
 *
 * The line's "split" object holds the pieces JavaScript's regex engine cuts
 * the raw text into under the Qwen3.5, Qwen2 and GPT-2 patterns; each of our
 * hand-written splitters must cut it the same way. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loader/json.h"
#include "tokenizer/pretok.h"
#include "tokenizer/tokenizer.h"
#include "util/strbuf.h"
#include "util/utf8.h"

static void show(const char *what, const char *s, size_t n)
{
	strbuf b = {0};
	tok_escape_bytes(&b, s, n);
	fprintf(stderr, "  %s: \"", what);
	for (size_t i = 0; i < b.len; i++) {
		unsigned char c = (unsigned char)b.s[i];
		if (c < 0x20)
			fprintf(stderr, "\\x%02X", c);
		else
			fputc(c, stderr);
	}
	fprintf(stderr, "\"\n");
	sb_free(&b);
}

static void show_ids(const char *what, const int32_t *v, const json_value *ref, size_t n)
{
	fprintf(stderr, "  %s:", what);
	for (size_t i = 0; i < n; i++)
		fprintf(stderr, " %ld", v ? (long)v[i] : (long)json_at(ref, i)->u.num.i);
	fprintf(stderr, "\n");
}

/* Do our pieces of text under kind equal the reference array? */
static bool split_same(pretok_kind kind, const json_value *text, const json_value *ref)
{
	size_t len = text->u.str.len, n = 0;
	uint32_t *cp = malloc((len + 1) * sizeof *cp);
	size_t *off = malloc((len + 1) * sizeof *off), *ends = malloc((len + 1) * sizeof *ends);
	for (size_t i = 0; i < len;) {
		int k = utf8_decode(text->u.str.s + i, len - i, &cp[n]);
		off[n++] = i;
		i += k > 0 ? (size_t)k : 1;
	}
	off[n] = len;
	size_t np = pretok_split(kind, cp, n, ends);
	bool ok = ref && ref->type == JSON_ARRAY && np == json_count(ref);
	for (size_t p = 0, start = 0; ok && p < np; start = ends[p++]) {
		const json_value *r = json_at(ref, p);
		size_t b = off[start], l = off[ends[p]] - b;
		ok = r->type == JSON_STRING && r->u.str.len == l &&
		     memcmp(r->u.str.s, text->u.str.s + b, l) == 0;
	}
	free(cp), free(off), free(ends);
	return ok;
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: tok_compare TOKENIZER_JSON REFERENCE_JSONL\n");
		return 2;
	}
	errbuf e;
	tokenizer *t = tok_load(argv[1], &e);
	if (!t) {
		fprintf(stderr, "tok_compare: %s\n", e.msg);
		return 1;
	}
	FILE *f = fopen(argv[2], "rb");
	if (!f) {
		perror(argv[2]);
		return 1;
	}
	char *line = NULL;
	size_t cap = 0;
	ssize_t got;
	int total = 0, same = 0, shown = 0, n_random = 0, same_random = 0;
	static const struct { const char *name; pretok_kind kind; } kinds[] = {
		{"qwen35", PRETOK_QWEN35}, {"qwen2", PRETOK_QWEN2}, {"gpt2", PRETOK_GPT2}};
	int split_ok[3] = {0};
	while ((got = getline(&line, &cap, f)) > 0) {
		json_doc doc;
		if (json_parse(&doc, line, (size_t)got, argv[2], &e)) {
			fprintf(stderr, "tok_compare: %s\n", e.msg);
			return 1;
		}
		const json_value *text = json_get(doc.root, "text");
		const json_value *ref = json_get(doc.root, "ids");
		const json_value *dec = json_get(doc.root, "decoded");
		if (!text || !ref || !dec || text->type != JSON_STRING ||
		    ref->type != JSON_ARRAY || dec->type != JSON_STRING) {
			fprintf(stderr, "tok_compare: %s: line %d: bad reference\n", argv[2], total + 1);
			return 1;
		}
		total++;
		int32_t *ids = NULL;
		size_t n = 0;
		char *back = NULL;
		size_t back_len = 0;
		bool ok = tok_encode(t, text->u.str.s, text->u.str.len, &ids, &n, &e) == 0;
		if (!ok)
			fprintf(stderr, "string %d: encode failed: %s\n", total, e.msg);
		if (ok && n != json_count(ref))
			ok = false;
		for (size_t i = 0; ok && i < n; i++)
			ok = json_at(ref, i)->u.num.i == ids[i];
		if (ok && tok_decode(t, ids, n, &back, &back_len, &e) == 0) {
			ok = back_len == dec->u.str.len && memcmp(back, dec->u.str.s, back_len) == 0;
			if (!ok && shown++ < 10) {
				fprintf(stderr, "string %d: decode does not round-trip\n", total);
				show("decoded ", back, back_len);
				show("expected", dec->u.str.s, dec->u.str.len);
			}
		} else if (shown++ < 10) {
			fprintf(stderr, "string %d: ids differ\n", total);
			show("text", text->u.str.s, text->u.str.len);
			show_ids("ours     ", ids, NULL, n);
			show_ids("reference", NULL, ref, json_count(ref));
		}
		const json_value *split = json_get(doc.root, "split");
		for (int k = 0; k < 3; k++) {
			bool sok = split_same(kinds[k].kind, text, json_get(split, kinds[k].name));
			split_ok[k] += sok;
			if (!sok && shown++ < 10) {
				fprintf(stderr, "string %d: %s split differs\n", total, kinds[k].name);
				show("text", text->u.str.s, text->u.str.len);
			}
		}
		const json_value *rnd = json_get(doc.root, "random");
		if (rnd && rnd->type == JSON_BOOL && rnd->boolean) {
			n_random++;
			same_random += ok;
		}
		same += ok;
		free(ids);
		free(back);
		json_free(&doc);
	}
	free(line);
	fclose(f);
	tok_free(t);
	for (int k = 0; k < 3; k++)
		printf("%s splitter: %d/%d strings split identically\n", kinds[k].name,
		       split_ok[k], total);
	printf("random strings: %d/%d identical\n", same_random, n_random);
	printf("%d/%d strings identical\n", same - same_random, total - n_random);
	if (total - n_random < 200) {
		fprintf(stderr, "tok_compare: only %d strings; the test needs at least 200\n",
			total - n_random);
		return 1;
	}
	return same == total && split_ok[0] == total && split_ok[1] == total &&
	       split_ok[2] == total ? 0 : 1;
}
