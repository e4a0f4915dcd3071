/* Compare our tokenizer with the reference package's ids.
 * Usage: tok_compare TOKENIZER_JSON REFERENCE_JSONL
 * Each reference line is {"text": s, "ids": [...], "decoded": d} (written by
 * js_encode.js). For every line our ids must equal the reference ids, and
 * decoding them must give d back byte for byte. Prints "N/M strings
 * identical" for the committed strings (at least 200) and the same for the
 * seeded random ones (lines with "random": true); exits 0 only when all
 * match.
 *
 * With "ids_special" (the reference's ids with its special tokens added),
 * tok_encode_ex with add_special must give those too.
 *
 * The line's "split" object maps a name to {"regex": r, "pieces": [...]}:
 * the pieces JavaScript's regex engine cuts the raw text into under the
 * tokenizer.json pattern r; our regex reader must cut it the same way. */
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

/* Do our pieces of text under the regex re equal the reference array? */
static bool split_same(const json_value *re, const json_value *text, const json_value *ref)
{
	if (!re || re->type != JSON_STRING)
		return false;
	char why[200];
	pretok *p = pretok_new();
	if (pretok_add_regex(p, re->u.str.s, re->u.str.len, SPLIT_ISOLATED, false, why, sizeof why)) {
		fprintf(stderr, "tok_compare: regex refused: %s\n", why);
		pretok_free(p);
		return false;
	}
	size_t len = text->u.str.len, n = 0;
	uint32_t *cp = malloc((len + 1) * sizeof *cp);
	size_t *off = malloc((len + 1) * sizeof *off), *ends = malloc((len + 1) * sizeof *ends);
	size_t *starts = malloc((len + 1) * sizeof *starts);
	for (size_t i = 0; i < len;) {
		int k = utf8_decode(text->u.str.s + i, len - i, &cp[n]);
		off[n++] = i;
		i += k > 0 ? (size_t)k : 1;
	}
	off[n] = len;
	long np = pretok_split(p, cp, n, starts, ends);
	bool ok = ref && ref->type == JSON_ARRAY && np == (long)json_count(ref);
	for (long k = 0; ok && k < np; k++) {
		const json_value *r = json_at(ref, (size_t)k);
		size_t b = off[starts[k]], l = off[ends[k]] - b;
		ok = r->type == JSON_STRING && r->u.str.len == l &&
		     memcmp(r->u.str.s, text->u.str.s + b, l) == 0;
	}
	free(cp), free(off), free(ends), free(starts);
	pretok_free(p);
	return ok;
}

/* Are our ids the reference array? */
static bool ids_same(const int32_t *ids, size_t n, const json_value *ref)
{
	if (n != json_count(ref))
		return false;
	for (size_t i = 0; i < n; i++)
		if (json_at(ref, i)->u.num.i != ids[i])
			return false;
	return true;
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
	int n_special = 0, same_special = 0;
	enum { MAX_SPLITS = 8 };
	char *split_name[MAX_SPLITS] = {0};
	int split_ok[MAX_SPLITS] = {0}, n_splits = 0;
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
		ok = ok && ids_same(ids, n, ref);
		const json_value *refs = json_get(doc.root, "ids_special");
		if (ok && refs && refs->type == JSON_ARRAY) {
			int32_t *sids = NULL;
			size_t sn = 0;
			bool sok = tok_encode_ex(t, text->u.str.s, text->u.str.len, true, &sids, &sn, &e) == 0 &&
				   ids_same(sids, sn, refs);
			n_special++;
			same_special += sok;
			if (!sok && shown++ < 10) {
				fprintf(stderr, "string %d: ids with special tokens differ\n", total);
				show_ids("ours     ", sids, NULL, sn);
				show_ids("reference", NULL, refs, json_count(refs));
			}
			free(sids);
		}
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
		for (size_t k = 0; split && split->type == JSON_OBJECT && k < json_count(split); k++) {
			const json_member *mb = json_member_at(split, k);
			int j = 0;
			while (j < n_splits && strcmp(split_name[j], mb->key) != 0)
				j++;
			if (j == n_splits) {
				if (n_splits == MAX_SPLITS)
					continue;
				split_name[n_splits++] = strdup(mb->key);
			}
			bool sok = split_same(json_get(&mb->val, "regex"), text,
					      json_get(&mb->val, "pieces"));
			split_ok[j] += sok;
			if (!sok && shown++ < 10) {
				fprintf(stderr, "string %d: %s split differs\n", total, mb->key);
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
	bool all = same == total && same_special == n_special;
	for (int k = 0; k < n_splits; k++) {
		printf("%s regex: %d/%d strings split identically\n", split_name[k], split_ok[k],
		       total);
		all = all && split_ok[k] == total;
		free(split_name[k]);
	}
	printf("random strings: %d/%d identical\n", same_random, n_random);
	if (n_special)
		printf("with special tokens added: %d/%d identical\n", same_special, n_special);
	printf("%d/%d strings identical\n", same - same_random, total - n_random);
	if (total - n_random < 200) {
		fprintf(stderr, "tok_compare: only %d strings; the test needs at least 200\n",
			total - n_random);
		return 1;
	}
	return all ? 0 : 1;
}
