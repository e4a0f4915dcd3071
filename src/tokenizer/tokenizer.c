/* tokenizer.json loading and the encode/decode pipeline; see tokenizer.h.
 * The splitters live in pretok.c, NFC in nfc.c, the merge loop in bpe.c. */
#include "tokenizer/tokenizer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tokenizer/added_match.h"
#include "tokenizer/bpe.h"
#include "loader/json.h"
#include "tokenizer/nfc.h"
#include "tokenizer/pretok.h"
#include "util/datadir.h"
#include "util/utf8.h"

/* Ids above this are surely a broken file, not a vocabulary. */
#define TOK_MAX_ID (1 << 24)

typedef struct added_tok {
	char *s;
	size_t len;
	int32_t id;
	bool special;
} added_tok;

typedef struct tok_entry {
	int32_t id;
	bool special;
	const char *piece; /* added token content, else the vocabulary string */
	char *dec;         /* the bytes it decodes to */
	uint32_t dec_len;
} tok_entry;

struct tokenizer {
	char *file;
	bpe bpe;
	bool nfc;
	pretok_kind split;
	added_tok *added; /* sorted longest first, so the first hit is the longest */
	size_t n_added;
	added_match *added_am;          /* finds them in linear time */
	int32_t n_ids;      /* 1 + the largest id */
	/* every id in use, sorted by id (looked up by binary search): sized by
	 * the entries in the file, not by the largest id */
	tok_entry *ent;
	size_t n_ent;
};

/* ---- loading ---- */

/* normalizer: null, {"type":"NFC"}, or a Sequence of those. */
static int load_normalizer(tokenizer *t, const json_value *v, const char *where,
			   errbuf *e)
{
	if (!v || v->type == JSON_NULL)
		return 0;
	const char *type;
	if (v->type != JSON_OBJECT || json_req_string(v, "type", &type, t->file, where, e))
		return errf(e, "%s: %s: expected an object with a \"type\"", t->file, where);
	if (strcmp(type, "NFC") == 0) {
		t->nfc = true;
		return 0;
	}
	if (strcmp(type, "Sequence") == 0) {
		const json_value *list;
		if (json_req_type(v, "normalizers", JSON_ARRAY, &list, t->file, where, e))
			return -1;
		for (size_t i = 0; i < json_count(list); i++)
			if (load_normalizer(t, json_at(list, i), where, e))
				return -1;
		return 0;
	}
	return errf(e, "%s: %s: unsupported normalizer type \"%s\" (only NFC is implemented)",
		    t->file, where, type);
}

/* pre_tokenizer: Sequence[Split(known regex, Isolated), ByteLevel(use_regex
 * false)], or ByteLevel(use_regex true) alone (the GPT-2 pattern). */
static int load_pretok(tokenizer *t, const json_value *v, errbuf *e)
{
	const char *F = t->file;
	if (!v || v->type != JSON_OBJECT)
		return errf(e, "%s: pre_tokenizer: missing (a byte-level BPE needs ByteLevel)", F);
	const json_value *items = v;
	size_t n = 1;
	const char *type;
	if (json_req_string(v, "type", &type, F, "pre_tokenizer", e))
		return -1;
	if (strcmp(type, "Sequence") == 0) {
		if (json_req_type(v, "pretokenizers", JSON_ARRAY, &items, F, "pre_tokenizer", e))
			return -1;
		n = json_count(items);
	}
	bool have_split = false, have_bytelevel = false;
	for (size_t i = 0; i < n; i++) {
		const json_value *p = items == v ? v : json_at(items, i);
		if (!p || p->type != JSON_OBJECT ||
		    json_req_string(p, "type", &type, F, "pre_tokenizer", e))
			return errf(e, "%s: pre_tokenizer: item %zu: expected an object with a \"type\"",
				    F, i);
		if (have_bytelevel)
			return errf(e, "%s: pre_tokenizer: unsupported pre-tokenizer \"%s\" after ByteLevel",
				    F, type);
		if (strcmp(type, "Split") == 0) {
			const json_value *pat = json_get(p, "pattern");
			const char *re = NULL, *beh = NULL;
			bool invert = false;
			if (pat && pat->type == JSON_OBJECT)
				json_opt_string(pat, "Regex", NULL, &re, F, "pre_tokenizer.pattern", e);
			if (!re)
				return errf(e, "%s: pre_tokenizer: Split without a Regex pattern is unsupported",
					    F);
			if (have_split || pretok_from_regex(re, &t->split))
				return errf(e, "%s: pre_tokenizer: unsupported Split regex (only the Qwen3.5, Qwen2/Qwen3 and GPT-2 patterns are implemented)",
					    F);
			if (json_opt_string(p, "behavior", "Isolated", &beh, F, "pre_tokenizer", e) ||
			    json_opt_bool(p, "invert", false, &invert, F, "pre_tokenizer", e))
				return -1;
			if (strcmp(beh, "Isolated") != 0 || invert)
				return errf(e, "%s: pre_tokenizer: Split behavior \"%s\"%s is unsupported (only Isolated)",
					    F, beh, invert ? " with invert" : "");
			have_split = true;
		} else if (strcmp(type, "ByteLevel") == 0) {
			bool use_regex, prefix;
			if (json_opt_bool(p, "use_regex", true, &use_regex, F, "pre_tokenizer", e) ||
			    json_opt_bool(p, "add_prefix_space", false, &prefix, F, "pre_tokenizer", e))
				return -1;
			if (prefix)
				return errf(e, "%s: pre_tokenizer: ByteLevel add_prefix_space is unsupported",
					    F);
			if (use_regex == have_split)
				return errf(e, "%s: pre_tokenizer: ByteLevel use_regex %s after %s is unsupported",
					    F, use_regex ? "true" : "false",
					    have_split ? "a Split" : "no Split");
			if (use_regex)
				t->split = PRETOK_GPT2;
			have_bytelevel = true;
		} else {
			return errf(e, "%s: pre_tokenizer: unsupported pre-tokenizer \"%s\"", F, type);
		}
	}
	if (!have_bytelevel)
		return errf(e, "%s: pre_tokenizer: no ByteLevel step (only byte-level BPE is supported)",
			    F);
	return 0;
}

static int cmp_added(const void *a, const void *b)
{
	const added_tok *x = a, *y = b;
	return x->len < y->len ? 1 : x->len > y->len ? -1 : 0;
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

static int load_model(tokenizer *t, const json_value *root, errbuf *e)
{
	const char *F = t->file;
	const json_value *m, *vocab, *merges;
	const char *type, *s;
	if (json_req_type(root, "model", JSON_OBJECT, &m, F, "", e) ||
	    json_req_string(m, "type", &type, F, "model", e))
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
	bool ignore_merges;
	if (json_opt_bool(m, "ignore_merges", false, &ignore_merges, F, "model", e))
		return -1;

	size_t n = json_count(vocab);
	if (n == 0)
		return errf(e, "%s: model.vocab: empty", F);
	const char **str = xmalloc(n * sizeof *str);
	size_t *len = xmalloc(n * sizeof *len);
	int32_t *ids = xmalloc(n * sizeof *ids);
	int32_t max_id = -1;
	int rc = -1;
	for (size_t i = 0; i < n; i++) {
		const json_member *mb = json_member_at(vocab, i);
		if (mb->val.type != JSON_NUMBER || !mb->val.is_int || mb->val.u.num.i < 0 ||
		    mb->val.u.num.i >= TOK_MAX_ID) {
			errf(e, "%s: model.vocab[\"%.40s\"]: expected an id from 0 to %d", F,
			     mb->key, TOK_MAX_ID - 1);
			goto out;
		}
		str[i] = mb->key;
		len[i] = mb->key_len;
		ids[i] = (int32_t)mb->val.u.num.i;
		if (ids[i] > max_id)
			max_id = ids[i];
	}
	if (load_added(t, root, &max_id, e))
		goto out;
	t->n_ids = max_id + 1;
	if (bpe_init(&t->bpe, n, str, len, ids, F, e))
		goto out;
	t->bpe.ignore_merges = ignore_merges;

	size_t nm = json_count(merges);
	bpe_reserve_merges(&t->bpe, nm);
	for (size_t i = 0; i < nm; i++) {
		const json_value *mv = json_at(merges, i);
		const char *l = NULL, *r = NULL;
		size_t ll = 0, rl = 0;
		if (mv->type == JSON_STRING) {
			/* "left right": exactly one space (byte-level strings have none) */
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
		if (!l) {
			errf(e, "%s: model.merges[%zu]: expected \"left right\" or [left, right]", F, i);
			goto out;
		}
		if (bpe_add_merge(&t->bpe, l, ll, r, rl, F, i, e))
			goto out;
	}
	rc = 0;
out:
	free(str);
	free(len);
	free(ids);
	return rc;
}

static int cmp_entry(const void *a, const void *b)
{
	const tok_entry *x = a, *y = b;
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	/* equal ids: the later one (an added token over the vocabulary) last;
	 * dec_len holds the order of insertion until the bytes are decoded */
	return x->dec_len < y->dec_len ? -1 : x->dec_len > y->dec_len;
}

/* Per id: its string and the bytes it decodes to. The ByteLevel decoder maps
 * every character back to its byte; a string with a character outside the
 * table (an added token such as "<think>" maps fine; one with, say, a CJK
 * character would not) decodes to its own UTF-8 bytes instead. */
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
		const char *p = t->ent[j].piece;
		size_t len = strlen(p);
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
		t->ent[j].dec = d;
		t->ent[j].dec_len = (uint32_t)o;
	}
}

/* The entry of an id, or NULL: binary search over the sorted entries. */
static const tok_entry *entry_of(const tokenizer *t, int32_t id)
{
	size_t lo = 0, hi = t->n_ent;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (t->ent[mid].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < t->n_ent && t->ent[lo].id == id ? &t->ent[lo] : NULL;
}

tokenizer *tok_load(const char *path, errbuf *e)
{
	char file[4096];
	struct stat st;
	if (stat(path, &st) != 0)
		return errf(e, "%s: no such file or directory", path), NULL;
	if (S_ISDIR(st.st_mode)) {
		if (path_join(file, sizeof file, path, "tokenizer.json", e))
			return NULL;
	} else if (snprintf(file, sizeof file, "%s", path) >= (int)sizeof file) {
		return errf(e, "%s: path too long", path), NULL;
	}
	json_doc doc;
	if (json_parse_file(&doc, file, e))
		return NULL;
	tokenizer *t = xcalloc(1, sizeof *t);
	t->file = xstrdup(file);
	t->split = PRETOK_QWEN35;
	const json_value *root = doc.root;
	if (root->type != JSON_OBJECT) {
		errf(e, "%s: expected a JSON object", file);
		goto fail;
	}
	if (load_model(t, root, e) ||
	    load_normalizer(t, json_get(root, "normalizer"), "normalizer", e) ||
	    load_pretok(t, json_get(root, "pre_tokenizer"), e))
		goto fail;
	build_decode(t);
	json_free(&doc);
	return t;
fail:
	json_free(&doc);
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
	bpe_free(&t->bpe);
	free(t->file);
	free(t);
}

/* ---- encoding ---- */

/* Normalise, split and BPE one stretch of text between added tokens. */
static int encode_plain(const tokenizer *t, const char *s, size_t len, tok_ids *out,
			errbuf *e)
{
	if (len == 0)
		return 0;
	char *norm = NULL;
	if (t->nfc) {
		norm = nfc_utf8(s, len, &len);
		s = norm;
	}
	/* code points, and the byte offset where each starts (off[n] = len) */
	uint32_t *cp = xmalloc(len * sizeof *cp);
	size_t *off = xmalloc((len + 1) * sizeof *off);
	size_t *ends = xmalloc(len * sizeof *ends);
	size_t n = 0;
	for (size_t i = 0; i < len;) {
		int k = utf8_decode(s + i, len - i, &cp[n]);
		off[n++] = i;
		i += k > 0 ? (size_t)k : 1;
	}
	off[n] = len;
	size_t np = pretok_split(t->split, cp, n, ends);
	int rc = 0;
	size_t start = 0;
	for (size_t p = 0; p < np && rc == 0; p++) {
		const unsigned char *b = (const unsigned char *)s + off[start];
		rc = bpe_encode_piece(&t->bpe, b, off[ends[p]] - off[start], out, e);
		start = ends[p];
	}
	free(cp);
	free(off);
	free(ends);
	free(norm);
	return rc;
}

int tok_encode(const tokenizer *t, const char *text, size_t len, int32_t **ids,
	       size_t *n, errbuf *e)
{
	size_t bad;
	*ids = NULL;
	*n = 0;
	if (!utf8_valid(text, len, &bad))
		return errf(e, "text: invalid UTF-8 at byte %zu", bad);
	tok_ids out = {0};
	size_t plain = 0; /* start of the text not yet encoded */
	/* at[i]: 1 + the longest added token starting at byte i, or 0 */
	uint32_t *at = NULL;
	if (t->added_am && len) {
		at = xmalloc(len * sizeof *at);
		added_match_scan(t->added_am, text, len, at);
	}
	for (size_t i = 0; at && i < len;) {
		if (!at[i]) {
			i++;
			continue;
		}
		const added_tok *a = &t->added[at[i] - 1];
		if (encode_plain(t, text + plain, i - plain, &out, e))
			goto fail;
		tok_ids_push(&out, a->id);
		i += a->len;
		plain = i;
	}
	if (encode_plain(t, text + plain, len - plain, &out, e))
		goto fail;
	free(at);
	*ids = out.v;
	*n = out.n;
	return 0;
fail:
	free(at);
	free(out.v);
	return -1;
}

/* ---- decoding and lookups ---- */

const char *tok_decode_id(const tokenizer *t, int32_t id, size_t *len)
{
	const tok_entry *en = entry_of(t, id);
	if (!en)
		return NULL;
	*len = en->dec_len;
	return en->dec;
}

int tok_decode(const tokenizer *t, const int32_t *ids, size_t n, char **out,
	       size_t *len, errbuf *e)
{
	strbuf b = {0};
	for (size_t i = 0; i < n; i++) {
		size_t l;
		const char *d = tok_decode_id(t, ids[i], &l);
		if (!d) {
			sb_free(&b);
			return errf(e, "token id %ld: not in the vocabulary (0..%ld)",
				    (long)ids[i], (long)t->n_ids - 1);
		}
		sb_append(&b, d, l);
	}
	*len = b.len;
	*out = sb_take(&b);
	return 0;
}

int32_t tok_vocab_size(const tokenizer *t) { return t->n_ids; }

const char *tok_id_to_piece(const tokenizer *t, int32_t id)
{
	const tok_entry *en = entry_of(t, id);
	return en ? en->piece : NULL;
}

int32_t tok_token_id(const tokenizer *t, const char *piece)
{
	size_t len = strlen(piece);
	for (size_t k = 0; k < t->n_added; k++)
		if (t->added[k].len == len && memcmp(t->added[k].s, piece, len) == 0)
			return t->added[k].id;
	return bpe_lookup(&t->bpe, piece, len);
}

bool tok_is_special(const tokenizer *t, int32_t id)
{
	const tok_entry *en = entry_of(t, id);
	return en && en->special;
}

void tok_escape_bytes(strbuf *out, const char *bytes, size_t len)
{
	bool in_bad = false;
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		int k = utf8_decode(bytes + i, len - i, &cp);
		if (k > 0) {
			if (in_bad)
				sb_putc(out, '>');
			in_bad = false;
			sb_append(out, bytes + i, (size_t)k);
			i += (size_t)k;
			continue;
		}
		sb_printf(out, in_bad ? " %02X" : "<%02X", (unsigned char)bytes[i]);
		in_bad = true;
		i++;
	}
	if (in_bad)
		sb_putc(out, '>');
}
