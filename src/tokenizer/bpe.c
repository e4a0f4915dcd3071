/* Byte-level BPE tables and merge loop; see bpe.h. */
#include "tokenizer/bpe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/hash.h"
#include "util/utf8.h"

void tok_ids_push(tok_ids *a, int32_t id)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 64;
		a->v = xrealloc(a->v, a->cap * sizeof *a->v);
	}
	a->v[a->n++] = id;
}

/* ---- the GPT-2 byte <-> character table ---- */

static bool byte_is_printable(unsigned b)
{
	return (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || b >= 0xAE;
}

uint32_t bpe_byte_char(unsigned char b)
{
	if (byte_is_printable(b))
		return b;
	/* count the non-printable bytes below b: they take U+0100.. in order */
	unsigned k = 0;
	for (unsigned x = 0; x < b; x++)
		k += !byte_is_printable(x);
	return 0x100 + k;
}

int bpe_char_byte(uint32_t cp)
{
	if (cp < 0x100)
		return byte_is_printable(cp) ? (int)cp : -1;
	if (cp >= 0x100 + 68)
		return -1;
	unsigned k = cp - 0x100;
	for (unsigned x = 0; x < 256; x++)
		if (!byte_is_printable(x) && k-- == 0)
			return (int)x;
	return -1;
}

/* ---- hashing ---- */

/* Both tables (strings, merge pairs) use the keyed hash of util/hash.h: a
 * tokenizer.json cannot choose entries that collide. */
static uint64_t str_hash(const char *s, size_t n)
{
	return hash_bytes(s, n);
}

static uint64_t pair_hash(uint64_t x)
{
	return hash_u64(x);
}

static size_t table_size(size_t n)
{
	size_t s = 16;
	while (s < 2 * n)
		s *= 2;
	return s;
}

/* The entry index of a vocabulary string, or -1. */
static int32_t lookup_entry(const bpe *b, const char *s, size_t len)
{
	if (!b->str_tab)
		return -1;
	for (size_t i = str_hash(s, len) & b->str_mask;; i = (i + 1) & b->str_mask) {
		int32_t k = b->str_tab[i];
		if (k < 0)
			return -1;
		if (b->piece_len[k] == len && memcmp(b->piece[k], s, len) == 0)
			return k;
	}
}

int32_t bpe_lookup(const bpe *b, const char *s, size_t len)
{
	int32_t k = lookup_entry(b, s, len);
	return k < 0 ? -1 : b->piece_id[k];
}

static int cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
	return x < y ? -1 : x > y;
}

int bpe_init(bpe *b, size_t n, const char *const *str, const size_t *len,
	     const int32_t *ids, const char *file, errbuf *e)
{
	memset(b, 0, sizeof *b);
	/* every id once: sorted (id, entry) pairs, equal neighbours are a repeat */
	int64_t *by_id = xmalloc((n ? n : 1) * sizeof *by_id);
	for (size_t k = 0; k < n; k++)
		by_id[k] = ((int64_t)ids[k] << 32) | (int64_t)k;
	qsort(by_id, n, sizeof *by_id, cmp_i64);
	for (size_t k = 1; k < n; k++)
		if (by_id[k] >> 32 == by_id[k - 1] >> 32) {
			int32_t id = (int32_t)(by_id[k] >> 32);
			free(by_id);
			return errf(e, "%s: model.vocab: id %d is used twice", file, (int)id);
		}
	free(by_id);
	b->n_pieces = n;
	b->piece = xcalloc(n ? n : 1, sizeof *b->piece);
	b->piece_len = xcalloc(n ? n : 1, sizeof *b->piece_len);
	b->piece_id = xcalloc(n ? n : 1, sizeof *b->piece_id);
	size_t ts = table_size(n);
	b->str_mask = ts - 1;
	b->str_tab = xmalloc(ts * sizeof *b->str_tab);
	memset(b->str_tab, 0xff, ts * sizeof *b->str_tab);
	for (size_t k = 0; k < n; k++) {
		char *p = xmalloc(len[k] + 1);
		memcpy(p, str[k], len[k]);
		p[len[k]] = 0;
		b->piece[k] = p;
		b->piece_len[k] = (uint32_t)len[k];
		b->piece_id[k] = ids[k];
		size_t i = str_hash(p, len[k]) & b->str_mask;
		while (b->str_tab[i] >= 0)
			i = (i + 1) & b->str_mask;
		b->str_tab[i] = (int32_t)k;
	}
	for (unsigned x = 0; x < 256; x++) {
		char u[8];
		int ul = utf8_encode(bpe_byte_char((unsigned char)x), u);
		b->byte_id[x] = bpe_lookup(b, u, (size_t)ul);
		snprintf(u, sizeof u, "<0x%02X>", x);
		b->fallback_id[x] = bpe_lookup(b, u, 6);
	}
	b->unk_id = -1;
	return 0;
}

void bpe_reserve_merges(bpe *b, size_t n)
{
	size_t ts = table_size(n);
	b->pair_mask = ts - 1;
	b->pair_key = xcalloc(ts, sizeof *b->pair_key);
	b->pair_rank = xcalloc(ts, sizeof *b->pair_rank);
	b->pair_id = xcalloc(ts, sizeof *b->pair_id);
}

/* Slot of the pair key, or of the empty slot where it would go. */
static size_t pair_slot(const bpe *b, uint64_t key)
{
	size_t i = pair_hash(key) & b->pair_mask;
	while (b->pair_key[i] && b->pair_key[i] != key)
		i = (i + 1) & b->pair_mask;
	return i;
}

static uint64_t pair_key(int32_t l, int32_t r)
{
	return (((uint64_t)(uint32_t)l << 32) | (uint32_t)r) + 1;
}

int bpe_add_merge(bpe *b, const char *l, size_t ll, const char *r, size_t rl,
		  const char *file, size_t index, errbuf *e)
{
	int32_t li = bpe_lookup(b, l, ll), ri = bpe_lookup(b, r, rl);
	if (li < 0 || ri < 0)
		return errf(e, "%s: model.merges[%zu]: \"%.*s\" is not in the vocabulary",
			    file, index, (int)(li < 0 ? ll : rl), li < 0 ? l : r);
	char *cat = xmalloc(ll + rl + 1);
	memcpy(cat, l, ll);
	memcpy(cat + ll, r, rl);
	int32_t m = bpe_lookup(b, cat, ll + rl);
	if (m < 0) {
		errf(e, "%s: model.merges[%zu]: the merged \"%.*s\" is not in the vocabulary",
		     file, index, (int)(ll + rl), cat);
		free(cat);
		return -1;
	}
	free(cat);
	if (2 * (b->n_merges + 1) > b->pair_mask + 1)
		return errf(e, "%s: model.merges: more merges than reserved", file);
	uint64_t key = pair_key(li, ri);
	size_t i = pair_slot(b, key);
	if (!b->pair_key[i])
		b->n_merges++;
	/* A repeated pair keeps its later rank, as the reference tokenizers do
	 * (they build a map from the list in order). */
	b->pair_key[i] = key;
	b->pair_rank[i] = (uint32_t)index;
	b->pair_id[i] = m;
	return 0;
}

void bpe_free(bpe *b)
{
	if (b->piece)
		for (size_t i = 0; i < b->n_pieces; i++)
			free(b->piece[i]);
	free(b->piece);
	free(b->piece_len);
	free(b->piece_id);
	free(b->str_tab);
	free(b->pair_key);
	free(b->pair_rank);
	free(b->pair_id);
	memset(b, 0, sizeof *b);
}

/* ---- the merge loop ---- */

/* A candidate merge of the symbols at pos and next[pos]. Candidates go on a
 * min-heap ordered by (rank, pos); a popped candidate whose symbols have
 * changed since it was pushed is stale and skipped. Each merge costs
 * O(log n), so a long piece (a page of CJK text without punctuation is one
 * piece) stays fast. */
typedef struct { uint32_t rank, pos; int32_t l, r, m; } cand;

typedef struct { cand *v; size_t n, cap; } heap;

static bool cand_less(const cand *a, const cand *b)
{
	return a->rank < b->rank || (a->rank == b->rank && a->pos < b->pos);
}

static void heap_push(heap *h, cand c)
{
	if (h->n == h->cap) {
		h->cap = h->cap ? 2 * h->cap : 64;
		h->v = xrealloc(h->v, h->cap * sizeof *h->v);
	}
	size_t i = h->n++;
	while (i > 0 && cand_less(&c, &h->v[(i - 1) / 2])) {
		h->v[i] = h->v[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h->v[i] = c;
}

static cand heap_pop(heap *h)
{
	cand top = h->v[0], last = h->v[--h->n];
	size_t i = 0;
	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= h->n)
			break;
		if (c + 1 < h->n && cand_less(&h->v[c + 1], &h->v[c]))
			c++;
		if (!cand_less(&h->v[c], &last))
			break;
		h->v[i] = h->v[c];
		i = c;
	}
	if (h->n)
		h->v[i] = last;
	return top;
}

static void push_pair(const bpe *b, heap *h, const int32_t *sym, uint32_t pos, uint32_t nxt)
{
	uint64_t key = pair_key(sym[pos], sym[nxt]);
	size_t i = pair_slot(b, key);
	if (b->pair_key[i])
		heap_push(h, (cand){b->pair_rank[i], pos, sym[pos], sym[nxt], b->pair_id[i]});
}

/* Merge the symbols sym[0..n) (ids) by rank and append the result to out.
 * Takes ownership of sym. */
static void merge_symbols(const bpe *b, int32_t *sym, size_t n, tok_ids *out)
{
	uint32_t *prev = xmalloc(n * sizeof *prev), *next = xmalloc(n * sizeof *next);
	const uint32_t NONE = UINT32_MAX;
	for (size_t i = 0; i < n; i++) {
		prev[i] = i ? (uint32_t)i - 1 : NONE;
		next[i] = i + 1 < n ? (uint32_t)i + 1 : NONE;
	}
	heap h = {0};
	if (b->pair_key)
		for (size_t i = 0; i + 1 < n; i++)
			push_pair(b, &h, sym, (uint32_t)i, (uint32_t)i + 1);
	while (h.n) {
		cand c = heap_pop(&h);
		uint32_t p = c.pos, q = next[p];
		/* stale: the left symbol was absorbed (sym = -1), or either side
		 * has been merged into something else since */
		if (sym[p] != c.l || q == NONE || sym[q] != c.r)
			continue;
		/* merge: symbol p becomes m, symbol q disappears */
		sym[p] = c.m;
		sym[q] = -1;
		next[p] = next[q];
		if (next[q] != NONE)
			prev[next[q]] = p;
		if (prev[p] != NONE)
			push_pair(b, &h, sym, prev[p], p);
		if (next[p] != NONE)
			push_pair(b, &h, sym, p, next[p]);
	}
	for (uint32_t i = 0; n && i != NONE; i = next[i])
		tok_ids_push(out, sym[i]);
	free(h.v);
	free(sym), free(prev), free(next);
}

/* ignore_merges: the whole piece (spelled as in the vocabulary) when it is
 * a vocabulary entry, else -1. */
static int32_t whole_piece(const bpe *b, const char *s, size_t n)
{
	return b->ignore_merges ? bpe_lookup(b, s, n) : -1;
}

int bpe_encode_piece(const bpe *b, const unsigned char *s, size_t n, tok_ids *out,
		     errbuf *e)
{
	if (n == 0)
		return 0;
	if (b->ignore_merges) {
		char *u = xmalloc(2 * n + 1);
		size_t ul = 0;
		for (size_t i = 0; i < n; i++)
			ul += (size_t)utf8_encode(bpe_byte_char(s[i]), u + ul);
		int32_t id = whole_piece(b, u, ul);
		free(u);
		if (id >= 0) {
			tok_ids_push(out, id);
			return 0;
		}
	}
	int32_t *sym = xmalloc(n * sizeof *sym);
	for (size_t i = 0; i < n; i++) {
		sym[i] = b->byte_id[s[i]];
		if (sym[i] < 0) {
			free(sym);
			return errf(e, "text: byte 0x%02X has no entry in the vocabulary", s[i]);
		}
	}
	merge_symbols(b, sym, n, out);
	return 0;
}

int bpe_encode_chars(const bpe *b, const char *s, size_t n, tok_ids *out, errbuf *e)
{
	if (n == 0)
		return 0;
	int32_t id = whole_piece(b, s, n);
	if (id >= 0) {
		tok_ids_push(out, id);
		return 0;
	}
	/* at most one symbol per byte (a fallback byte is one byte) */
	int32_t *sym = xmalloc(n * sizeof *sym);
	size_t ns = 0;
	bool prev_unk = false;
	for (size_t i = 0; i < n;) {
		uint32_t cp;
		int k = utf8_decode(s + i, n - i, &cp);
		if (k <= 0)
			k = 1; /* callers validate; a stray byte is one character */
		int32_t c = bpe_lookup(b, s + i, (size_t)k);
		bool unk = false;
		if (c >= 0) {
			sym[ns++] = c;
		} else {
			bool all = b->byte_fallback;
			for (int j = 0; all && j < k; j++)
				all = b->fallback_id[(unsigned char)s[i + j]] >= 0;
			if (all) {
				for (int j = 0; j < k; j++)
					sym[ns++] = b->fallback_id[(unsigned char)s[i + j]];
			} else if (b->unk_id >= 0) {
				unk = true;
				if (!(b->fuse_unk && prev_unk))
					sym[ns++] = b->unk_id;
			} else {
				free(sym);
				return errf(e, "text: character U+%04X is not in the vocabulary and "
					    "the model has no unk_token", (unsigned)cp);
			}
		}
		prev_unk = unk;
		i += (size_t)k;
	}
	merge_symbols(b, sym, ns, out);
	return 0;
}
