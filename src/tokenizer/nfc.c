/* NFC normalisation; see nfc.h. */
#include "tokenizer/nfc.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "tokenizer/unicode_tables.h"
#include "util/error.h"
#include "util/utf8.h"

/* Hangul syllables (Unicode ch. 3.12): S = SBase + (L·VCount + V)·TCount + T. */
enum {
	H_SBASE = 0xAC00, H_LBASE = 0x1100, H_VBASE = 0x1161, H_TBASE = 0x11A7,
	H_LCOUNT = 19, H_VCOUNT = 21, H_TCOUNT = 28,
	H_NCOUNT = H_VCOUNT * H_TCOUNT, H_SCOUNT = H_LCOUNT * H_NCOUNT,
};

typedef struct { uint32_t *v; size_t n, cap; } cpbuf;

static void cp_push(cpbuf *b, uint32_t cp)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 16;
		b->v = xrealloc(b->v, b->cap * sizeof *b->v);
	}
	b->v[b->n++] = cp;
}

/* Full canonical decomposition of cp appended to b. Depth is bounded by the
 * data (at most 4 levels in any Unicode version). */
static void decompose(cpbuf *b, uint32_t cp)
{
	if (cp >= H_SBASE && cp < H_SBASE + H_SCOUNT) {
		uint32_t s = cp - H_SBASE;
		cp_push(b, H_LBASE + s / H_NCOUNT);
		cp_push(b, H_VBASE + (s % H_NCOUNT) / H_TCOUNT);
		if (s % H_TCOUNT)
			cp_push(b, H_TBASE + s % H_TCOUNT);
		return;
	}
	uint32_t d[2];
	int n = cp >= 0xC0 ? uc_decomp_of(cp, d) : 0;
	if (n == 0) {
		cp_push(b, cp);
		return;
	}
	decompose(b, d[0]);
	if (n == 2)
		decompose(b, d[1]);
}

/* Canonical ordering: within each run of non-starters (ccc > 0), a stable
 * sort by ccc. A short run (the usual few marks) takes an insertion sort; a
 * long one (text of 30,000 combining marks in a row is legal input) a
 * counting sort over the 255 classes, so that any run costs O(run + 256)
 * and the whole text O(n), never O(n²). */
#define SHORT_RUN 32

static void sort_run(uint32_t *v, size_t n)
{
	if (n <= SHORT_RUN) {
		for (size_t i = 1; i < n; i++) {
			uint32_t cp = v[i];
			unsigned c = uc_ccc(cp);
			size_t j = i;
			while (j > 0 && uc_ccc(v[j - 1]) > c) {
				v[j] = v[j - 1];
				j--;
			}
			v[j] = cp;
		}
		return;
	}
	/* counting sort: count[c] = marks of class c, then each mark goes to
	 * its class's next free place, in order (stable) */
	size_t start[257] = { 0 };
	for (size_t i = 0; i < n; i++)
		start[uc_ccc(v[i]) + 1]++;
	for (int c = 1; c <= 256; c++)
		start[c] += start[c - 1];
	uint32_t *tmp = xmalloc(n * sizeof *tmp);
	for (size_t i = 0; i < n; i++)
		tmp[start[uc_ccc(v[i])]++] = v[i];
	memcpy(v, tmp, n * sizeof *v);
	free(tmp);
}

static void reorder(uint32_t *v, size_t n)
{
	for (size_t i = 0; i < n;) {
		if (uc_ccc(v[i]) == 0) {
			i++;
			continue;
		}
		size_t j = i;
		while (j < n && uc_ccc(v[j]) != 0)
			j++;
		sort_run(v + i, j - i);
		i = j;
	}
}

static uint32_t compose_pair(uint32_t a, uint32_t b)
{
	/* L + V -> LV */
	if (a >= H_LBASE && a < H_LBASE + H_LCOUNT && b >= H_VBASE && b < H_VBASE + H_VCOUNT)
		return H_SBASE + ((a - H_LBASE) * H_VCOUNT + (b - H_VBASE)) * H_TCOUNT;
	/* LV + T -> LVT */
	if (a >= H_SBASE && a < H_SBASE + H_SCOUNT && (a - H_SBASE) % H_TCOUNT == 0 &&
	    b > H_TBASE && b < H_TBASE + H_TCOUNT)
		return a + (b - H_TBASE);
	return uc_compose(a, b);
}

/* Canonical composition in place (UAX #15 sample algorithm): a character C
 * combines with the last starter S when the pair has a primary composite and
 * C is not blocked, i.e. every character between S and C has a combining
 * class lower than C's (or there is none). Returns the new length. */
static size_t compose(uint32_t *v, size_t n)
{
	if (n == 0)
		return 0;
	size_t starter = 0, out = 1;
	bool have_starter = uc_ccc(v[0]) == 0;
	unsigned last_class = have_starter ? 0 : 256;
	for (size_t i = 1; i < n; i++) {
		uint32_t ch = v[i];
		unsigned cls = uc_ccc(ch);
		if (have_starter && (last_class < cls || last_class == 0)) {
			uint32_t c = compose_pair(v[starter], ch);
			/* last_class == 0 means ch directly follows the starter */
			if (c && (last_class < cls || out == starter + 1)) {
				v[starter] = c;
				continue;
			}
		}
		if (cls == 0) {
			starter = out;
			have_starter = true;
		}
		last_class = cls;
		v[out++] = ch;
	}
	return out;
}

uint32_t *nfc_cps(const uint32_t *in, size_t n, size_t *out_n)
{
	cpbuf b = {0};
	for (size_t i = 0; i < n; i++)
		decompose(&b, in[i]);
	if (b.n == 0)
		cp_push(&b, 0); /* keep a valid allocation */
	else {
		reorder(b.v, b.n);
		b.n = compose(b.v, b.n);
	}
	*out_n = n == 0 ? 0 : b.n;
	return b.v;
}

char *nfc_utf8(const char *s, size_t len, size_t *out_len)
{
	/* Quick check (UAX #15 section 9): the text is NFC when no code point
	 * has NFC_QC No/Maybe and the combining classes of adjacent marks never
	 * decrease (else canonical ordering would change them). */
	bool maybe = false;
	unsigned last_ccc = 0;
	for (size_t i = 0; i < len && !maybe;) {
		if ((unsigned char)s[i] < 0xCC) { /* below U+0300: ccc 0, QC Yes */
			last_ccc = 0;
			i++;
			continue;
		}
		uint32_t cp;
		int k = utf8_decode(s + i, len - i, &cp);
		if (k < 0) {
			last_ccc = 0;
			i++;
			continue;
		}
		unsigned ccc = uc_ccc(cp);
		maybe = uc_nfc_maybe(cp) || (ccc != 0 && last_ccc > ccc);
		last_ccc = ccc;
		i += (size_t)k;
	}
	if (!maybe) {
		char *r = xmalloc(len + 1);
		memcpy(r, s, len);
		r[len] = 0;
		*out_len = len;
		return r;
	}
	/* Normalise between "safe" points: decode everything, normalise, encode.
	 * Invalid bytes cannot reach here from the tokenizer (it validates). */
	cpbuf in = {0};
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		int k = utf8_decode(s + i, len - i, &cp);
		if (k < 0)
			k = 1;
		cp_push(&in, cp);
		i += (size_t)k;
	}
	size_t n;
	uint32_t *v = nfc_cps(in.v, in.n, &n);
	free(in.v);
	char *r = xmalloc(4 * n + 1);
	size_t o = 0;
	for (size_t i = 0; i < n; i++)
		o += (size_t)utf8_encode(v[i], r + o);
	r[o] = 0;
	free(v);
	*out_len = o;
	return r;
}
