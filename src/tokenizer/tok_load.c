/* Reading a tokenizer: tokenizer.json (model, normaliser, pre-tokenizer,
 * decoder, post-processor, added tokens), tokenizer_config.json beside it
 * (add_bos_token, add_eos_token), or GPT-2's vocab.json and merges.txt.
 * Every part that is not implemented is refused by name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "loader/json.h"
#include "tokenizer/tok_internal.h"
#include "util/datadir.h"
#include "util/sanitize.h"
#include "util/utf8.h"

/* A string field as a malloc'd copy (may hold no NUL). */
static char *dup_str(const json_value *v, size_t *len)
{
	char *s = xmalloc(v->u.str.len + 1);
	memcpy(s, v->u.str.s, v->u.str.len + 1);
	*len = v->u.str.len;
	return s;
}

/* pattern: {"String": s} -> s, or NULL (a Regex or anything else). */
static const json_value *string_pattern(const json_value *obj)
{
	const json_value *pat = json_get(obj, "pattern");
	const json_value *s = json_get(pat, "String");
	return s && s->type == JSON_STRING && json_is_cstring(s) ? s : NULL;
}

/* ---- normalizer ---- */

/* null, NFC, Prepend, Replace (a String pattern), or a Sequence of those. */
static int load_normalizer(tokenizer *t, const json_value *v, errbuf *e)
{
	const char *F = t->file, *type;
	if (!v || v->type == JSON_NULL)
		return 0;
	if (v->type != JSON_OBJECT || json_req_string(v, "type", &type, F, "normalizer", e))
		return errf(e, "%s: normalizer: expected an object with a \"type\"", F);
	if (strcmp(type, "Sequence") == 0) {
		const json_value *list;
		if (json_req_type(v, "normalizers", JSON_ARRAY, &list, F, "normalizer", e))
			return -1;
		for (size_t i = 0; i < json_count(list); i++)
			if (load_normalizer(t, json_at(list, i), e))
				return -1;
		return 0;
	}
	norm_op op = {0};
	if (strcmp(type, "NFC") == 0) {
		op.kind = NORM_NFC;
	} else if (strcmp(type, "Prepend") == 0) {
		const json_value *p = json_get(v, "prepend");
		if (!p || p->type != JSON_STRING || !json_is_cstring(p))
			return errf(e, "%s: normalizer: Prepend: \"prepend\" must be a string", F);
		op.kind = NORM_PREPEND;
		op.a = dup_str(p, &op.a_len);
	} else if (strcmp(type, "Replace") == 0) {
		const json_value *from = string_pattern(v), *to = json_get(v, "content");
		if (!from || from->u.str.len == 0)
			return errf(e, "%s: normalizer: Replace: only a non-empty \"String\" pattern is supported",
				    F);
		if (!to || to->type != JSON_STRING || !json_is_cstring(to))
			return errf(e, "%s: normalizer: Replace: \"content\" must be a string", F);
		op.kind = NORM_REPLACE;
		op.a = dup_str(from, &op.a_len);
		op.b = dup_str(to, &op.b_len);
	} else {
		return errf(e, "%s: normalizer: unsupported normalizer type \"%s\" (supported: NFC, Prepend, Replace, Sequence)",
			    F, type);
	}
	t->norm = xrealloc(t->norm, (t->n_norm + 1) * sizeof *t->norm);
	t->norm[t->n_norm++] = op;
	return 0;
}

/* ---- pre-tokenizer ---- */

static int load_prepend_scheme(tokenizer *t, const json_value *p, errbuf *e)
{
	const char *F = t->file, *scheme = NULL;
	if (json_opt_string(p, "prepend_scheme", NULL, &scheme, F, "pre_tokenizer", e))
		return -1;
	if (!scheme) { /* older files: add_prefix_space */
		bool prefix;
		if (json_opt_bool(p, "add_prefix_space", true, &prefix, F, "pre_tokenizer", e))
			return -1;
		t->meta_prepend = prefix ? PREPEND_ALWAYS : PREPEND_NEVER;
	} else if (strcmp(scheme, "always") == 0) {
		t->meta_prepend = PREPEND_ALWAYS;
	} else if (strcmp(scheme, "first") == 0) {
		t->meta_prepend = PREPEND_FIRST;
	} else if (strcmp(scheme, "never") == 0) {
		t->meta_prepend = PREPEND_NEVER;
	} else {
		return errf(e, "%s: pre_tokenizer: Metaspace prepend_scheme \"%s\" is unknown", F, scheme);
	}
	return 0;
}

/* One pre-tokenizer step; first says whether it is the first step. */
static int load_pretok_step(tokenizer *t, const json_value *p, size_t i, bool first, errbuf *e)
{
	const char *F = t->file, *type;
	char why[200];
	if (!p || p->type != JSON_OBJECT ||
	    json_req_string(p, "type", &type, F, "pre_tokenizer", e))
		return errf(e, "%s: pre_tokenizer: item %zu: expected an object with a \"type\"", F, i);
	if (t->byte_level)
		return errf(e, "%s: pre_tokenizer: unsupported pre-tokenizer \"%s\" after ByteLevel",
			    F, type);
	if (strcmp(type, "Split") == 0) {
		const json_value *pat = json_get(p, "pattern");
		const json_value *re = json_get(pat, "Regex"), *str = string_pattern(p);
		const char *beh = NULL;
		bool invert = false;
		split_behavior b;
		if (json_opt_string(p, "behavior", "Isolated", &beh, F, "pre_tokenizer", e) ||
		    json_opt_bool(p, "invert", false, &invert, F, "pre_tokenizer", e))
			return -1;
		if (split_behavior_from_name(beh, &b))
			return errf(e, "%s: pre_tokenizer: Split behavior \"%s\" is unknown", F, beh);
		if (re && re->type == JSON_STRING) {
			if (pretok_add_regex(t->pre, re->u.str.s, re->u.str.len, b, invert, why, sizeof why))
				return errf(e, "%s: pre_tokenizer: Split regex: %s", F, why);
		} else if (str && str->u.str.len) {
			pretok_add_string(t->pre, str->u.str.s, str->u.str.len, b, invert);
		} else {
			return errf(e, "%s: pre_tokenizer: Split needs a \"Regex\" or a non-empty \"String\" pattern",
				    F);
		}
	} else if (strcmp(type, "ByteLevel") == 0) {
		bool use_regex, prefix;
		if (json_opt_bool(p, "use_regex", true, &use_regex, F, "pre_tokenizer", e) ||
		    json_opt_bool(p, "add_prefix_space", false, &prefix, F, "pre_tokenizer", e))
			return -1;
		if (prefix && !first)
			return errf(e, "%s: pre_tokenizer: ByteLevel add_prefix_space after another pre-tokenizer is unsupported",
				    F);
		t->prefix_space = prefix;
		if (use_regex &&
		    pretok_add_regex(t->pre, pretok_gpt2_regex, strlen(pretok_gpt2_regex),
				     SPLIT_ISOLATED, false, why, sizeof why))
			return errf(e, "%s: pre_tokenizer: %s", F, why);
		t->byte_level = true;
	} else if (strcmp(type, "Metaspace") == 0) {
		const char *rep;
		bool split;
		if (!first)
			return errf(e, "%s: pre_tokenizer: Metaspace after another pre-tokenizer is unsupported",
				    F);
		if (json_opt_string(p, "replacement", "\xe2\x96\x81", &rep, F, "pre_tokenizer", e) ||
		    json_opt_bool(p, "split", true, &split, F, "pre_tokenizer", e) ||
		    load_prepend_scheme(t, p, e))
			return -1;
		uint32_t cp;
		size_t n = strlen(rep);
		if (n == 0 || n >= sizeof t->meta_rep || utf8_decode(rep, n, &cp) != (int)n)
			return errf(e, "%s: pre_tokenizer: Metaspace replacement must be one character", F);
		memcpy(t->meta_rep, rep, n + 1);
		t->meta_rep_len = n;
		t->metaspace = true;
		if (split)
			pretok_add_string(t->pre, rep, n, SPLIT_MERGED_NEXT, false);
	} else if (strcmp(type, "Digits") == 0) {
		bool each;
		if (json_opt_bool(p, "individual_digits", false, &each, F, "pre_tokenizer", e))
			return -1;
		const char *re = each ? "\\p{N}" : "\\p{N}+";
		if (pretok_add_regex(t->pre, re, strlen(re), SPLIT_ISOLATED, false, why, sizeof why))
			return errf(e, "%s: pre_tokenizer: %s", F, why);
	} else {
		return errf(e, "%s: pre_tokenizer: unsupported pre-tokenizer \"%s\" (supported: Split, ByteLevel, Metaspace, Digits, Sequence)",
			    F, type);
	}
	return 0;
}

/* null (the whole stretch is one piece), one step, or a Sequence. */
static int load_pretok(tokenizer *t, const json_value *v, errbuf *e)
{
	const char *F = t->file, *type;
	t->pre = pretok_new();
	if (!v || v->type == JSON_NULL)
		return 0;
	if (v->type != JSON_OBJECT || json_req_string(v, "type", &type, F, "pre_tokenizer", e))
		return errf(e, "%s: pre_tokenizer: expected an object with a \"type\"", F);
	if (strcmp(type, "Sequence") != 0)
		return load_pretok_step(t, v, 0, true, e);
	const json_value *items;
	if (json_req_type(v, "pretokenizers", JSON_ARRAY, &items, F, "pre_tokenizer", e))
		return -1;
	for (size_t i = 0; i < json_count(items); i++)
		if (load_pretok_step(t, json_at(items, i), i, i == 0, e))
			return -1;
	return 0;
}

/* ---- decoder ---- */

static int load_decoder(tokenizer *t, const json_value *v, bool *fused, errbuf *e)
{
	const char *F = t->file, *type;
	if (!v || v->type == JSON_NULL)
		return 0;
	if (v->type != JSON_OBJECT || json_req_string(v, "type", &type, F, "decoder", e))
		return errf(e, "%s: decoder: expected an object with a \"type\"", F);
	if (strcmp(type, "Sequence") == 0) {
		const json_value *list;
		if (json_req_type(v, "decoders", JSON_ARRAY, &list, F, "decoder", e))
			return -1;
		for (size_t i = 0; i < json_count(list); i++)
			if (load_decoder(t, json_at(list, i), fused, e))
				return -1;
	} else if (strcmp(type, "ByteLevel") == 0) {
		t->dec_byte_level = true;
	} else if (strcmp(type, "ByteFallback") == 0) {
		t->dec_byte_fallback = true;
	} else if (strcmp(type, "Fuse") == 0) {
		*fused = true;
	} else if (strcmp(type, "Replace") == 0 || strcmp(type, "Metaspace") == 0) {
		dec_replace r = {0};
		if (type[0] == 'R') {
			const json_value *from = string_pattern(v), *to = json_get(v, "content");
			if (!from || from->u.str.len == 0 || !to || to->type != JSON_STRING ||
			    !json_is_cstring(to))
				return errf(e, "%s: decoder: Replace: only a non-empty \"String\" pattern and a string \"content\" are supported",
					    F);
			r.from = dup_str(from, &r.from_len);
			r.to = dup_str(to, &r.to_len);
		} else {
			const char *rep;
			prepend_scheme keep = t->meta_prepend;
			if (json_opt_string(v, "replacement", "\xe2\x96\x81", &rep, F, "decoder", e) ||
			    load_prepend_scheme(t, v, e))
				return -1;
			if (!*rep)
				return errf(e, "%s: decoder: Metaspace replacement is empty", F);
			/* the first token loses the space the pre-tokenizer put before it */
			if (t->meta_prepend != PREPEND_NEVER) {
				t->strip_char = ' ';
				t->strip_start = 1;
			}
			t->meta_prepend = keep;
			r.from = xstrdup(rep);
			r.from_len = strlen(rep);
			r.to = xstrdup(" ");
			r.to_len = 1;
		}
		t->dec_rep = xrealloc(t->dec_rep, (t->n_dec_rep + 1) * sizeof *t->dec_rep);
		t->dec_rep[t->n_dec_rep++] = r;
	} else if (strcmp(type, "Strip") == 0) {
		const char *content;
		int64_t start, stop;
		uint32_t cp;
		if (json_req_string(v, "content", &content, F, "decoder", e) ||
		    json_opt_int(v, "start", 0, 1000, 0, &start, F, "decoder", e) ||
		    json_opt_int(v, "stop", 0, 1000, 0, &stop, F, "decoder", e))
			return -1;
		if (!*fused)
			return errf(e, "%s: decoder: Strip without a Fuse before it is unsupported", F);
		if (utf8_decode(content, strlen(content), &cp) != (int)strlen(content) ||
		    !*content)
			return errf(e, "%s: decoder: Strip content must be one character", F);
		t->strip_char = cp;
		t->strip_start = (unsigned)start;
		t->strip_stop = (unsigned)stop;
	} else {
		return errf(e, "%s: decoder: unsupported decoder type \"%s\" (supported: ByteLevel, ByteFallback, Fuse, Replace, Strip, Metaspace, Sequence)",
			    F, type);
	}
	return 0;
}

/* ---- added tokens and the vocabulary ---- */

static int cmp_added(const void *a, const void *b)
{
	const added_tok *x = a, *y = b;
	return x->len < y->len ? 1 : x->len > y->len ? -1 : 0;
}

/* Two added tokens with one id would make the text of one come out as the
 * other: refused, as the vocabulary refuses it. The ids sorted (with their
 * places in the file), n log n for any number of tokens. */
struct id_at {
	int32_t id;
	size_t at;
};

static int cmp_id_at(const void *a, const void *b)
{
	const struct id_at *x = a, *y = b;
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	return x->at < y->at ? -1 : x->at > y->at;
}

static int added_ids_unique(tokenizer *t, errbuf *e)
{
	size_t n = t->n_added;
	struct id_at *v = xmalloc((n ? n : 1) * sizeof *v);
	for (size_t i = 0; i < n; i++)
		v[i] = (struct id_at){t->added[i].id, i};
	qsort(v, n, sizeof *v, cmp_id_at);
	int rc = 0;
	for (size_t i = 1; i < n && rc == 0; i++)
		if (v[i].id == v[i - 1].id)
			rc = errf(e, "%s: added_tokens[%zu] and added_tokens[%zu]: id %ld is used twice",
				  t->file, v[i - 1].at, v[i].at, (long)v[i].id);
	free(v);
	return rc;
}

static int load_added(tokenizer *t, const json_value *root, int32_t *max_id, errbuf *e)
{
	const json_value *list = json_get(root, "added_tokens");
	if (!list || list->type == JSON_NULL)
		return 0;
	if (list->type != JSON_ARRAY)
		return errf(e, "%s: added_tokens: expected an array", t->file);
	size_t n = json_count(list);
	t->added = xcalloc(n ? n : 1, sizeof *t->added);
	for (size_t i = 0; i < n; i++) {
		const json_value *a = json_at(list, i);
		char where[64];
		snprintf(where, sizeof where, "added_tokens[%zu]", i);
		int64_t id;
		const char *s;
		bool special;
		if (!a || a->type != JSON_OBJECT)
			return errf(e, "%s: %s: expected an object", t->file, where);
		if (json_req_int(a, "id", 0, TOK_MAX_ID - 1, &id, t->file, where, e) ||
		    json_req_string(a, "content", &s, t->file, where, e) ||
		    json_opt_bool(a, "special", false, &special, t->file, where, e))
			return -1;
		const json_value *c = json_get(a, "content");
		if (c->u.str.len == 0)
			return errf(e, "%s: %s.content: empty", t->file, where);
		if (!utf8_valid(s, c->u.str.len, NULL) || memchr(s, 0, c->u.str.len))
			return errf(e, "%s: %s.content: contains NUL", t->file, where);
		added_tok *d = &t->added[t->n_added++];
		d->s = xmalloc(c->u.str.len + 1);
		memcpy(d->s, s, c->u.str.len + 1);
		d->len = c->u.str.len;
		d->id = (int32_t)id;
		d->special = special;
		if (id > *max_id)
			*max_id = (int32_t)id;
	}
	if (added_ids_unique(t, e))
		return -1;
	qsort(t->added, t->n_added, sizeof *t->added, cmp_added);
	if (t->n_added) {
		const char **s = xmalloc(t->n_added * sizeof *s);
		size_t *len = xmalloc(t->n_added * sizeof *len);
		for (size_t i = 0; i < t->n_added; i++) {
			s[i] = t->added[i].s;
			len[i] = t->added[i].len;
		}
		t->added_am = added_match_build(s, len, t->n_added);
		free(s);
		free(len);
	}
	return 0;
}

/* The vocabulary object (string -> id) into the BPE tables; added tokens
 * (root may be NULL) count towards the largest id. */
static int load_vocab(tokenizer *t, const json_value *vocab, const char *where,
		      const json_value *root, errbuf *e)
{
	const char *F = t->file;
	size_t n = json_count(vocab);
	if (n == 0)
		return errf(e, "%s: %s: empty", F, where);
	const char **str = xmalloc(n * sizeof *str);
	size_t *len = xmalloc(n * sizeof *len);
	int32_t *ids = xmalloc(n * sizeof *ids);
	int32_t max_id = -1;
	int rc = -1;
	for (size_t i = 0; i < n; i++) {
		const json_member *mb = json_member_at(vocab, i);
		if (mb->val.type != JSON_NUMBER || !mb->val.is_int || mb->val.u.num.i < 0 ||
		    mb->val.u.num.i >= TOK_MAX_ID) {
			errf(e, "%s: %s[\"%.40s\"]: expected an id from 0 to %d", F, where,
			     mb->key, TOK_MAX_ID - 1);
			goto out;
		}
		if (memchr(mb->key, 0, mb->key_len)) {
			char shown[64];
			sanitize_into(shown, sizeof shown, mb->key, mb->key_len < 40 ? mb->key_len : 40, 0);
			errf(e, "%s: %s[\"%s\"] (id %lld): the string contains NUL", F, where, shown,
			     (long long)mb->val.u.num.i);
			goto out;
		}
		str[i] = mb->key;
		len[i] = mb->key_len;
		ids[i] = (int32_t)mb->val.u.num.i;
		if (ids[i] > max_id)
			max_id = ids[i];
	}
	if (root && load_added(t, root, &max_id, e))
		goto out;
	t->n_ids = max_id + 1;
	rc = bpe_init(&t->bpe, n, str, len, ids, F, e);
out:
	free(str);
	free(len);
	free(ids);
	return rc;
}

static int load_model(tokenizer *t, const json_value *root, errbuf *e)
{
	const char *F = t->file;
	const json_value *m, *vocab, *merges;
	const char *type, *s;
	if (json_req_type(root, "model", JSON_OBJECT, &m, F, "", e))
		return -1;
	/* GPT-2's older files have no model.type: BPE is the one with merges */
	if (json_opt_string(m, "type", json_get(m, "merges") ? "BPE" : "", &type, F, "model", e))
		return -1;
	if (strcmp(type, "BPE") != 0)
		return errf(e, "%s: model.type is \"%s\"; only \"BPE\" is supported", F, type);
	if (json_req_type(m, "vocab", JSON_OBJECT, &vocab, F, "model", e) ||
	    json_req_type(m, "merges", JSON_ARRAY, &merges, F, "model", e))
		return -1;
	if (json_opt_string(m, "continuing_subword_prefix", "", &s, F, "model", e))
		return -1;
	if (*s)
		return errf(e, "%s: model.continuing_subword_prefix is unsupported", F);
	if (json_opt_string(m, "end_of_word_suffix", "", &s, F, "model", e))
		return -1;
	if (*s)
		return errf(e, "%s: model.end_of_word_suffix is unsupported", F);
	const json_value *drop = json_get(m, "dropout");
	if (drop && drop->type != JSON_NULL)
		return errf(e, "%s: model.dropout is unsupported (tokenizing would be random)", F);
	bool ignore_merges, byte_fallback, fuse_unk;
	const char *unk;
	if (json_opt_bool(m, "ignore_merges", false, &ignore_merges, F, "model", e) ||
	    json_opt_bool(m, "byte_fallback", false, &byte_fallback, F, "model", e) ||
	    json_opt_bool(m, "fuse_unk", false, &fuse_unk, F, "model", e) ||
	    json_opt_string(m, "unk_token", NULL, &unk, F, "model", e))
		return -1;
	if (load_vocab(t, vocab, "model.vocab", root, e))
		return -1;
	t->bpe.ignore_merges = ignore_merges;
	t->bpe.byte_fallback = byte_fallback;
	t->bpe.fuse_unk = fuse_unk;
	if (unk && (t->bpe.unk_id = bpe_lookup(&t->bpe, unk, strlen(unk))) < 0)
		return errf(e, "%s: model.unk_token \"%.40s\" is not in the vocabulary", F, unk);

	size_t nm = json_count(merges);
	bpe_reserve_merges(&t->bpe, nm);
	for (size_t i = 0; i < nm; i++) {
		const json_value *mv = json_at(merges, i);
		const char *l = NULL, *r = NULL;
		size_t ll = 0, rl = 0;
		if (mv->type == JSON_STRING) {
			/* "left right": exactly one space (neither byte-level nor
			 * SentencePiece strings hold one) */
			const char *sp = memchr(mv->u.str.s, ' ', mv->u.str.len);
			if (sp && !memchr(sp + 1, ' ', mv->u.str.len - (size_t)(sp + 1 - mv->u.str.s))) {
				l = mv->u.str.s;
				ll = (size_t)(sp - l);
				r = sp + 1;
				rl = mv->u.str.len - ll - 1;
			}
		} else if (mv->type == JSON_ARRAY && json_count(mv) == 2 &&
			   json_at(mv, 0)->type == JSON_STRING && json_at(mv, 1)->type == JSON_STRING) {
			l = json_at(mv, 0)->u.str.s;
			ll = json_at(mv, 0)->u.str.len;
			r = json_at(mv, 1)->u.str.s;
			rl = json_at(mv, 1)->u.str.len;
		}
		if (!l)
			return errf(e, "%s: model.merges[%zu]: expected \"left right\" or [left, right]", F, i);
		if (bpe_add_merge(&t->bpe, l, ll, r, rl, F, i, e))
			return -1;
	}
	return 0;
}

/* ---- post-processor and tokenizer_config.json ---- */

static void push_id(int32_t **v, size_t *n, int32_t id)
{
	*v = xrealloc(*v, (*n + 1) * sizeof **v);
	(*v)[(*n)++] = id;
}

static int32_t token_id(const tokenizer *t, const char *s)
{
	size_t len = strlen(s);
	for (size_t k = 0; k < t->n_added; k++)
		if (t->added[k].len == len && memcmp(t->added[k].s, s, len) == 0)
			return t->added[k].id;
	return bpe_lookup(&t->bpe, s, len);
}

/* TemplateProcessing's "single": the special tokens before the sequence
 * $A become the prefix, those after it the suffix. */
static int load_template(tokenizer *t, const json_value *v, errbuf *e)
{
	const char *F = t->file;
	const json_value *single = json_get(v, "single"), *specials = json_get(v, "special_tokens");
	if (!single || single->type != JSON_ARRAY)
		return errf(e, "%s: post_processor: TemplateProcessing needs a \"single\" array", F);
	bool after = false;
	for (size_t i = 0; i < json_count(single); i++) {
		const json_value *it = json_at(single, i);
		if (json_get(it, "Sequence")) {
			after = true;
			continue;
		}
		const json_value *sp = json_get(json_get(it, "SpecialToken"), "id");
		if (!sp || sp->type != JSON_STRING || !json_is_cstring(sp))
			return errf(e, "%s: post_processor: single[%zu]: expected a SpecialToken or a Sequence",
				    F, i);
		const json_value *ids = json_get(json_get_n(specials, sp->u.str.s, sp->u.str.len), "ids");
		if (!ids || ids->type != JSON_ARRAY)
			return errf(e, "%s: post_processor: special_tokens has no ids for \"%.40s\"", F,
				    sp->u.str.s);
		for (size_t k = 0; k < json_count(ids); k++) {
			const json_value *id = json_at(ids, k);
			if (id->type != JSON_NUMBER || !id->is_int || id->u.num.i < 0 ||
			    id->u.num.i >= t->n_ids)
				return errf(e, "%s: post_processor: special_tokens[\"%.40s\"]: id out of range",
					    F, sp->u.str.s);
			if (after)
				push_id(&t->suffix, &t->n_suffix, (int32_t)id->u.num.i);
			else
				push_id(&t->prefix, &t->n_prefix, (int32_t)id->u.num.i);
		}
	}
	return 0;
}

/* Roberta/Bert processing: ["<s>", 0] pairs for cls (before) and sep (after). */
static int load_cls_sep(tokenizer *t, const json_value *v, errbuf *e)
{
	static const char *const keys[2] = {"cls", "sep"};
	for (int k = 0; k < 2; k++) {
		const json_value *p = json_get(v, keys[k]), *id = json_at(p, 1);
		if (!p || p->type != JSON_ARRAY || !id || id->type != JSON_NUMBER || !id->is_int ||
		    id->u.num.i < 0 || id->u.num.i >= t->n_ids)
			return errf(e, "%s: post_processor: \"%s\" must be [token, id]", t->file, keys[k]);
		if (k == 0)
			push_id(&t->prefix, &t->n_prefix, (int32_t)id->u.num.i);
		else
			push_id(&t->suffix, &t->n_suffix, (int32_t)id->u.num.i);
	}
	return 0;
}

static int load_post(tokenizer *t, const json_value *v, errbuf *e)
{
	const char *F = t->file, *type;
	if (!v || v->type == JSON_NULL)
		return 0;
	if (v->type != JSON_OBJECT || json_req_string(v, "type", &type, F, "post_processor", e))
		return errf(e, "%s: post_processor: expected an object with a \"type\"", F);
	if (strcmp(type, "Sequence") == 0) {
		const json_value *list;
		if (json_req_type(v, "processors", JSON_ARRAY, &list, F, "post_processor", e))
			return -1;
		for (size_t i = 0; i < json_count(list); i++)
			if (load_post(t, json_at(list, i), e))
				return -1;
		return 0;
	}
	if (strcmp(type, "ByteLevel") == 0)
		return 0; /* it only adjusts offsets */
	if (strcmp(type, "TemplateProcessing") == 0)
		return load_template(t, v, e);
	if (strcmp(type, "RobertaProcessing") == 0 || strcmp(type, "BertProcessing") == 0)
		return load_cls_sep(t, v, e);
	return errf(e, "%s: post_processor: unsupported type \"%s\" (supported: TemplateProcessing, ByteLevel, RobertaProcessing, BertProcessing, Sequence)",
		    F, type);
}

/* A token named in tokenizer_config.json: a string or {"content": s}. */
static int config_token(const tokenizer *t, const json_value *cfg, const char *key,
			const char *file, int32_t *id, errbuf *e)
{
	const json_value *v = json_get(cfg, key);
	if (v && v->type == JSON_OBJECT)
		v = json_get(v, "content");
	if (!v || v->type != JSON_STRING || !json_is_cstring(v))
		return errf(e, "%s: %s: expected a token string", file, key);
	if ((*id = token_id(t, v->u.str.s)) < 0)
		return errf(e, "%s: %s \"%.40s\" is not a token of the vocabulary", file, key,
			    v->u.str.s);
	return 0;
}

/* tokenizer_config.json beside the tokenizer, when there is one: its
 * add_bos_token and add_eos_token, where given, decide the prefix and the
 * suffix (as the Llama and Gemma tokenizers of transformers rebuild their
 * post-processor from them). */
static int load_config(tokenizer *t, const char *dir, errbuf *e)
{
	char file[4096];
	struct stat st;
	if (path_join(file, sizeof file, dir, "tokenizer_config.json", e))
		return -1;
	if (stat(file, &st) != 0)
		return 0;
	json_doc doc;
	if (json_parse_file(&doc, file, e))
		return -1;
	int rc = -1;
	static const char *const keys[2][2] = {{"add_bos_token", "bos_token"},
					       {"add_eos_token", "eos_token"}};
	for (int k = 0; k < 2; k++) {
		bool add;
		int32_t id = -1;
		if (doc.root->type != JSON_OBJECT) {
			errf(e, "%s: expected a JSON object", file);
			goto out;
		}
		const json_value *flag = json_get(doc.root, keys[k][0]);
		if (!flag || flag->type == JSON_NULL)
			continue;
		if (json_opt_bool(doc.root, keys[k][0], false, &add, file, "", e))
			goto out;
		int32_t **v = k ? &t->suffix : &t->prefix;
		size_t *n = k ? &t->n_suffix : &t->n_prefix;
		free(*v);
		*v = NULL;
		*n = 0;
		if (add) {
			if (config_token(t, doc.root, keys[k][1], file, &id, e))
				goto out;
			push_id(v, n, id);
		}
	}
	rc = 0;
out:
	json_free(&doc);
	return rc;
}

/* ---- decoding table ---- */

static int cmp_entry(const void *a, const void *b)
{
	const tok_entry *x = a, *y = b;
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	/* equal ids: the later one (an added token over the vocabulary) last;
	 * dec_len holds the order of insertion until the bytes are decoded */
	return x->dec_len < y->dec_len ? -1 : x->dec_len > y->dec_len;
}

/* "<0xNN>" -> NN, or -1. */
static int fallback_byte(const char *p, size_t len)
{
	static const char hex[] = "0123456789ABCDEF";
	if (len != 6 || memcmp(p, "<0x", 3) != 0 || p[5] != '>')
		return -1;
	const char *h = strchr(hex, p[3]), *l = strchr(hex, p[4]);
	if (!h || !l || !p[3] || !p[4])
		return -1;
	return (int)((h - hex) * 16 + (l - hex));
}

/* The bytes one token decodes to. Byte-level: every character back to its
 * byte; a string with a character outside the table (an added token such
 * as "<think>" maps fine; one with, say, a CJK character would not) decodes
 * to its own UTF-8 bytes instead. Otherwise a "<0xNN>" vocabulary token is
 * the byte NN (ByteFallback), and the decoder's replacements apply. */
static char *decode_piece(const tokenizer *t, const char *p, bool vocab, size_t *out_len)
{
	size_t len = strlen(p);
	int fb = t->dec_byte_fallback && vocab ? fallback_byte(p, len) : -1;
	if (fb >= 0) {
		char *d = xmalloc(2);
		d[0] = (char)fb;
		d[1] = 0;
		*out_len = 1;
		return d;
	}
	if (t->dec_byte_level) {
		char *d = xmalloc(len + 1);
		size_t o = 0;
		for (size_t i = 0; i < len;) {
			uint32_t cp;
			int k = utf8_decode(p + i, len - i, &cp);
			int byte = k > 0 ? bpe_char_byte(cp) : -1;
			if (byte < 0) {
				memcpy(d, p, len);
				o = len;
				break;
			}
			d[o++] = (char)byte;
			i += (size_t)k;
		}
		d[o] = 0;
		*out_len = o;
		return d;
	}
	strbuf b = {0};
	sb_append(&b, p, len);
	for (size_t r = 0; r < t->n_dec_rep; r++) {
		const dec_replace *rp = &t->dec_rep[r];
		strbuf o = {0};
		for (size_t i = 0; i < b.len;) {
			if (i + rp->from_len <= b.len && memcmp(b.s + i, rp->from, rp->from_len) == 0) {
				sb_append(&o, rp->to, rp->to_len);
				i += rp->from_len;
			} else {
				sb_append(&o, b.s + i, 1);
				i++;
			}
		}
		sb_free(&b);
		b = o;
	}
	*out_len = b.len;
	char *d = sb_take(&b);
	return d;
}

static void build_decode(tokenizer *t)
{
	size_t nv = t->bpe.n_pieces, n = nv + t->n_added;
	t->ent = xcalloc(n ? n : 1, sizeof *t->ent);
	for (size_t k = 0; k < nv; k++)
		t->ent[k] = (tok_entry){ .id = t->bpe.piece_id[k], .piece = t->bpe.piece[k],
					 .dec_len = (uint32_t)k };
	for (size_t i = 0; i < t->n_added; i++)
		t->ent[nv + i] = (tok_entry){ .id = t->added[i].id, .piece = t->added[i].s,
					      .special = t->added[i].special,
					      .dec_len = (uint32_t)(nv + i) };
	qsort(t->ent, n, sizeof *t->ent, cmp_entry);
	/* one entry per id: the last of equal ones wins */
	size_t m = 0;
	for (size_t i = 0; i < n; i++) {
		if (m && t->ent[m - 1].id == t->ent[i].id)
			m--;
		t->ent[m++] = t->ent[i];
	}
	t->n_ent = m;
	for (size_t j = 0; j < m; j++) {
		size_t len;
		bool vocab = t->ent[j].dec_len < nv;
		t->ent[j].dec = decode_piece(t, t->ent[j].piece, vocab, &len);
		t->ent[j].dec_len = (uint32_t)len;
	}
}

/* ---- the files ---- */

static int load_json(tokenizer *t, const json_value *root, errbuf *e)
{
	bool fused = false;
	if (root->type != JSON_OBJECT)
		return errf(e, "%s: expected a JSON object", t->file);
	if (load_model(t, root, e) || load_normalizer(t, json_get(root, "normalizer"), e) ||
	    load_pretok(t, json_get(root, "pre_tokenizer"), e))
		return -1;
	const json_value *dec = json_get(root, "decoder");
	if (!dec || dec->type == JSON_NULL)
		t->dec_byte_level = t->byte_level;
	else if (load_decoder(t, dec, &fused, e))
		return -1;
	return load_post(t, json_get(root, "post_processor"), e);
}

/* GPT-2's vocab.json and merges.txt ("#version" line, then "left right"
 * per line): byte-level BPE with GPT-2's pre-tokenizer, no added tokens. */
static int load_gpt2_files(tokenizer *t, const char *vocab_file, const char *merges_file,
			   errbuf *e)
{
	json_doc doc;
	if (json_parse_file(&doc, vocab_file, e))
		return -1;
	int rc = -1;
	char *text = NULL;
	if (doc.root->type != JSON_OBJECT) {
		errf(e, "%s: expected a JSON object", vocab_file);
		goto out;
	}
	if (load_vocab(t, doc.root, "vocab", NULL, e))
		goto out;
	FILE *f = fopen(merges_file, "rb");
	if (!f) {
		errf(e, "%s: cannot open", merges_file);
		goto out;
	}
	strbuf b = {0};
	char chunk[65536];
	size_t got;
	while ((got = fread(chunk, 1, sizeof chunk, f)) > 0 && b.len < (size_t)64 << 20)
		sb_append(&b, chunk, got);
	fclose(f);
	if (b.len >= (size_t)64 << 20) {
		sb_free(&b);
		errf(e, "%s: larger than 64 MiB", merges_file);
		goto out;
	}
	text = sb_take(&b);
	size_t lines = 1;
	for (char *p = text; *p; p++)
		lines += *p == '\n';
	bpe_reserve_merges(&t->bpe, lines);
	size_t rank = 0, lineno = 0;
	for (char *p = text; *p;) {
		char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		lineno++;
		if (len && p[len - 1] == '\r')
			len--;
		if (len && !(lineno == 1 && len >= 8 && memcmp(p, "#version", 8) == 0)) {
			char *sp = memchr(p, ' ', len);
			if (!sp || memchr(sp + 1, ' ', len - (size_t)(sp + 1 - p))) {
				errf(e, "%s: line %zu: expected \"left right\"", merges_file, lineno);
				goto out;
			}
			if (bpe_add_merge(&t->bpe, p, (size_t)(sp - p), sp + 1,
					  len - (size_t)(sp - p) - 1, merges_file, rank++, e))
				goto out;
		}
		p = nl ? nl + 1 : p + len;
	}
	char why[200];
	if (pretok_add_regex(t->pre, pretok_gpt2_regex, strlen(pretok_gpt2_regex),
			     SPLIT_ISOLATED, false, why, sizeof why)) {
		errf(e, "%s", why);
		goto out;
	}
	t->byte_level = t->dec_byte_level = true;
	rc = 0;
out:
	free(text);
	json_free(&doc);
	return rc;
}

static bool is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

tokenizer *tok_load(const char *path, errbuf *e)
{
	char file[4096], dir[4096], vocab[4096], merges[4096];
	struct stat st;
	if (stat(path, &st) != 0)
		return errf(e, "%s: no such file or directory", path), NULL;
	if (S_ISDIR(st.st_mode)) {
		if (path_join(file, sizeof file, path, "tokenizer.json", e) ||
		    path_join(vocab, sizeof vocab, path, "vocab.json", e) ||
		    path_join(merges, sizeof merges, path, "merges.txt", e))
			return NULL;
		snprintf(dir, sizeof dir, "%s", path);
	} else if (snprintf(file, sizeof file, "%s", path) >= (int)sizeof file) {
		return errf(e, "%s: path too long", path), NULL;
	} else {
		snprintf(dir, sizeof dir, "%s", path);
		char *slash = strrchr(dir, '/');
		if (slash)
			*slash = 0;
		else
			snprintf(dir, sizeof dir, ".");
		vocab[0] = 0;
	}
	tokenizer *t = xcalloc(1, sizeof *t);
	if (vocab[0] && !is_file(file) && is_file(vocab) && is_file(merges)) {
		t->file = xstrdup(vocab);
		t->pre = pretok_new();
		if (load_gpt2_files(t, vocab, merges, e))
			goto fail;
		build_decode(t);
		return t;
	}
	t->file = xstrdup(file);
	json_doc doc;
	if (json_parse_file(&doc, file, e))
		goto fail;
	int rc = load_json(t, doc.root, e);
	json_free(&doc);
	if (rc || load_config(t, dir, e))
		goto fail;
	build_decode(t);
	return t;
fail:
	tok_free(t);
	return NULL;
}

void tok_free(tokenizer *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->n_added; i++)
		free(t->added[i].s);
	free(t->added);
	added_match_free(t->added_am);
	for (size_t i = 0; t->ent && i < t->n_ent; i++)
		free(t->ent[i].dec);
	free(t->ent);
	for (size_t i = 0; i < t->n_norm; i++)
		free(t->norm[i].a), free(t->norm[i].b);
	free(t->norm);
	for (size_t i = 0; i < t->n_dec_rep; i++)
		free(t->dec_rep[i].from), free(t->dec_rep[i].to);
	free(t->dec_rep);
	free(t->prefix);
	free(t->suffix);
	pretok_free(t->pre);
	bpe_free(&t->bpe);
	free(t->file);
	free(t);
}
