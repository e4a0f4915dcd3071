/* Encoding and decoding; see tokenizer.h. Loading is in tok_load.c, the
 * splitters in pretok.c, NFC in nfc.c, the merge loop in bpe.c. */
#include "tokenizer/tokenizer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tokenizer/nfc.h"
#include "tokenizer/tok_internal.h"
#include "util/utf8.h"

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

/* ---- encoding ---- */

/* Every occurrence of from (non-empty) in s[0..len) replaced by to. */
static void replace_all(strbuf *out, const char *s, size_t len, const char *from,
			size_t from_len, const char *to, size_t to_len)
{
	for (size_t i = 0; i < len;) {
		if (i + from_len <= len && memcmp(s + i, from, from_len) == 0) {
			sb_append(out, to, to_len);
			i += from_len;
		} else {
			sb_append(out, s + i, 1);
			i++;
		}
	}
}

/* The normalisers, then the pre-tokenizer's text step, on one stretch;
 * at_start: the stretch begins the text (Metaspace's "first" scheme). */
static void normalise(const tokenizer *t, const char *s, size_t len, bool at_start,
		      strbuf *out)
{
	sb_append(out, s, len);
	for (size_t k = 0; k < t->n_norm; k++) {
		const norm_op *op = &t->norm[k];
		strbuf b = {0};
		if (op->kind == NORM_NFC) {
			size_t n;
			char *c = nfc_utf8(out->s, out->len, &n);
			sb_append(&b, c, n);
			free(c);
		} else if (op->kind == NORM_PREPEND) {
			if (out->len)
				sb_append(&b, op->a, op->a_len);
			sb_append(&b, out->s, out->len);
		} else {
			replace_all(&b, out->s, out->len, op->a, op->a_len, op->b, op->b_len);
		}
		sb_free(out);
		*out = b;
	}
	if (t->metaspace) {
		/* spaces become the replacement; the replacement goes in front
		 * unless the text already starts with one */
		strbuf b = {0};
		bool prepend = t->meta_prepend == PREPEND_ALWAYS ||
			       (t->meta_prepend == PREPEND_FIRST && at_start);
		if (prepend && out->len && !(out->len >= t->meta_rep_len &&
					     memcmp(out->s, t->meta_rep, t->meta_rep_len) == 0) &&
		    out->s[0] != ' ')
			sb_append(&b, t->meta_rep, t->meta_rep_len);
		replace_all(&b, out->s, out->len, " ", 1, t->meta_rep, t->meta_rep_len);
		sb_free(out);
		*out = b;
	} else if (t->prefix_space && out->len && out->s[0] != ' ') {
		strbuf b = {0};
		sb_putc(&b, ' ');
		sb_append(&b, out->s, out->len);
		sb_free(out);
		*out = b;
	}
}

/* Normalise, split and BPE one stretch of text between added tokens. */
static int encode_plain(const tokenizer *t, const char *s, size_t len, bool at_start,
			tok_ids *out, errbuf *e)
{
	if (len == 0)
		return 0;
	strbuf norm = {0};
	normalise(t, s, len, at_start, &norm);
	s = norm.s;
	len = norm.len;
	/* code points, and the byte offset where each starts (off[n] = len) */
	uint32_t *cp = xmalloc((len + 1) * sizeof *cp);
	size_t *off = xmalloc((len + 1) * sizeof *off);
	size_t *starts = xmalloc((len + 1) * sizeof *starts);
	size_t *ends = xmalloc((len + 1) * sizeof *ends);
	size_t n = 0;
	for (size_t i = 0; i < len;) {
		int k = utf8_decode(s + i, len - i, &cp[n]);
		off[n++] = i;
		i += k > 0 ? (size_t)k : 1;
	}
	off[n] = len;
	long np = pretok_split(t->pre, cp, n, starts, ends);
	int rc = 0;
	if (np < 0)
		rc = errf(e, "text: the pre-tokenizer's regex needs too many steps on this text");
	for (long p = 0; p < np && rc == 0; p++) {
		const char *b = s + off[starts[p]];
		size_t bl = off[ends[p]] - off[starts[p]];
		rc = t->byte_level ? bpe_encode_piece(&t->bpe, (const unsigned char *)b, bl, out, e)
				   : bpe_encode_chars(&t->bpe, b, bl, out, e);
	}
	free(cp);
	free(off);
	free(starts);
	free(ends);
	sb_free(&norm);
	return rc;
}

/* Encode text, with the post-processor's prefix (BOS) and suffix when asked. */
static int encode_with(const tokenizer *t, const char *text, size_t len, bool prefix,
		       bool suffix, int32_t **ids, size_t *n, errbuf *e)
{
	size_t bad;
	*ids = NULL;
	*n = 0;
	if (!utf8_valid(text, len, &bad))
		return errf(e, "text: invalid UTF-8 at byte %zu", bad);
	tok_ids out = {0};
	for (size_t i = 0; prefix && i < t->n_prefix; i++)
		tok_ids_push(&out, t->prefix[i]);
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
		if (encode_plain(t, text + plain, i - plain, plain == 0, &out, e))
			goto fail;
		tok_ids_push(&out, a->id);
		i += a->len;
		plain = i;
	}
	if (encode_plain(t, text + plain, len - plain, plain == 0, &out, e))
		goto fail;
	for (size_t i = 0; suffix && i < t->n_suffix; i++)
		tok_ids_push(&out, t->suffix[i]);
	free(at);
	*ids = out.v;
	*n = out.n;
	return 0;
fail:
	free(at);
	free(out.v);
	return -1;
}

int tok_encode_ex(const tokenizer *t, const char *text, size_t len, bool add_special,
		  int32_t **ids, size_t *n, errbuf *e)
{
	return encode_with(t, text, len, add_special, add_special, ids, n, e);
}

int tok_encode(const tokenizer *t, const char *text, size_t len, int32_t **ids,
	       size_t *n, errbuf *e)
{
	return encode_with(t, text, len, false, false, ids, n, e);
}

/* A prompt is text the model continues: what it saw in training before
 * such text (BOS, when the tokenizer adds one), never an end of text. */
int tok_encode_prompt(const tokenizer *t, const char *text, size_t len, int32_t **ids,
		      size_t *n, errbuf *e)
{
	return encode_with(t, text, len, true, false, ids, n, e);
}

size_t tok_special_ids(const tokenizer *t, bool after, const int32_t **ids)
{
	*ids = after ? t->suffix : t->prefix;
	return after ? t->n_suffix : t->n_prefix;
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
	/* the decoder's Strip: up to strip_start leading and strip_stop
	 * trailing copies of strip_char */
	char sc[4];
	int scl = t->strip_start || t->strip_stop ? utf8_encode(t->strip_char, sc) : 0;
	size_t from = 0;
	for (unsigned k = 0; scl && k < t->strip_start; k++)
		if (b.len - from >= (size_t)scl && memcmp(b.s + from, sc, (size_t)scl) == 0)
			from += (size_t)scl;
	for (unsigned k = 0; scl && k < t->strip_stop; k++)
		if (b.len - from >= (size_t)scl && memcmp(b.s + b.len - scl, sc, (size_t)scl) == 0)
			b.len -= (size_t)scl;
	if (from) {
		memmove(b.s, b.s + from, b.len - from);
		b.len -= from;
	}
	if (b.s)
		b.s[b.len] = 0;
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
