/* Split pre-tokenizer steps; see pretok.h. */
#include "tokenizer/pretok.h"

#include <stdlib.h>
#include <string.h>

#include "tokenizer/regex.h"
#include "util/error.h"
#include "util/utf8.h"

const char pretok_gpt2_regex[] =
	"'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";

/* Regex steps allowed per code point of text (plus a fixed allowance): the
 * patterns of real tokenizers take a few dozen; a pattern that backtracks
 * without end stops here with an error. */
#define STEPS_PER_CHAR 1000
#define STEPS_FIXED 100000

typedef struct {
	tregex *re;       /* or NULL for a literal */
	uint32_t *lit;
	size_t lit_n;
	split_behavior beh;
	bool invert;
} step;

struct pretok {
	step *steps;
	size_t n;
};

int split_behavior_from_name(const char *name, split_behavior *b)
{
	static const struct { const char *name; split_behavior b; } names[] = {
		{"Isolated", SPLIT_ISOLATED}, {"Removed", SPLIT_REMOVED},
		{"MergedWithPrevious", SPLIT_MERGED_PREV}, {"MergedWithNext", SPLIT_MERGED_NEXT},
		{"Contiguous", SPLIT_CONTIGUOUS}};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(name, names[i].name) == 0) {
			*b = names[i].b;
			return 0;
		}
	return -1;
}

pretok *pretok_new(void) { return xcalloc(1, sizeof(pretok)); }

size_t pretok_n_steps(const pretok *p) { return p->n; }

void pretok_free(pretok *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->n; i++) {
		tregex_free(p->steps[i].re);
		free(p->steps[i].lit);
	}
	free(p->steps);
	free(p);
}

static step *add_step(pretok *p)
{
	p->steps = xrealloc(p->steps, (p->n + 1) * sizeof *p->steps);
	step *s = &p->steps[p->n++];
	memset(s, 0, sizeof *s);
	return s;
}

int pretok_add_regex(pretok *p, const char *re, size_t len, split_behavior b, bool invert,
		     char *why, size_t why_len)
{
	tregex *r = tregex_compile(re, len, why, why_len);
	if (!r)
		return -1;
	step *s = add_step(p);
	s->re = r;
	s->beh = b;
	s->invert = invert;
	return 0;
}

void pretok_add_string(pretok *p, const char *str, size_t len, split_behavior b, bool invert)
{
	step *s = add_step(p);
	s->lit = xmalloc((len + 1) * sizeof *s->lit);
	for (size_t i = 0; i < len;) {
		int k = utf8_decode(str + i, len - i, &s->lit[s->lit_n]);
		if (k <= 0) { /* callers pass valid UTF-8; a stray byte stands for itself */
			s->lit[s->lit_n] = (unsigned char)str[i];
			k = 1;
		}
		s->lit_n++;
		i += (size_t)k;
	}
	s->beh = b;
	s->invert = invert;
}

/* A stretch of text and whether it is a match of the step's pattern. */
typedef struct { size_t s, e; bool match; } seg;

/* The end of the step's match starting at i within cp[0..n), or -1 (an
 * empty match counts as none); -2 when the budget ran out. */
static long match_at(const step *st, const uint32_t *cp, size_t n, size_t i, long *budget)
{
	if (st->re) {
		long m = tregex_match_at(st->re, cp, n, i, budget);
		return m == (long)i ? -1 : m;
	}
	if (st->lit_n == 0 || i + st->lit_n > n ||
	    memcmp(cp + i, st->lit, st->lit_n * sizeof *cp) != 0)
		return -1;
	return (long)(i + st->lit_n);
}

/* The step applied to one piece cp[a..b): appends pieces to out. */
static int split_piece(const step *st, const uint32_t *cp, size_t a, size_t b, seg *tmp,
		       seg *out, size_t *n_out, long *budget)
{
	/* matches and the gaps between them, in order */
	size_t nt = 0, gap = a;
	for (size_t i = a; i < b;) {
		long m = match_at(st, cp + a, b - a, i - a, budget);
		if (m == -2)
			return -1;
		if (m < 0) {
			i++;
			continue;
		}
		if (gap < i)
			tmp[nt++] = (seg){gap, i, st->invert};
		tmp[nt++] = (seg){i, a + (size_t)m, !st->invert};
		i = gap = a + (size_t)m;
	}
	if (gap < b)
		tmp[nt++] = (seg){gap, b, st->invert};

	size_t first = *n_out, o = first;
	bool prev_match = false;
	switch (st->beh) {
	case SPLIT_ISOLATED:
		for (size_t k = 0; k < nt; k++)
			out[o++] = tmp[k];
		break;
	case SPLIT_REMOVED:
		for (size_t k = 0; k < nt; k++)
			if (!tmp[k].match)
				out[o++] = tmp[k];
		break;
	case SPLIT_MERGED_PREV:
		/* a match extends the piece before it, unless that is a match too */
		for (size_t k = 0; k < nt; k++) {
			if (tmp[k].match && !prev_match && o > first)
				out[o - 1].e = tmp[k].e;
			else
				out[o++] = tmp[k];
			prev_match = tmp[k].match;
		}
		break;
	case SPLIT_MERGED_NEXT:
		/* from the end: a match extends the piece after it, unless that
		 * is a match too */
		for (size_t k = nt; k-- > 0;) {
			if (tmp[k].match && !prev_match && o > first)
				out[o - 1].s = tmp[k].s;
			else
				out[o++] = tmp[k];
			prev_match = tmp[k].match;
		}
		for (size_t i = first, j = o; i + 1 < j; i++, j--) {
			seg t = out[i];
			out[i] = out[j - 1];
			out[j - 1] = t;
		}
		break;
	case SPLIT_CONTIGUOUS:
		for (size_t k = 0; k < nt; k++) {
			if (o > first && tmp[k].match == prev_match)
				out[o - 1].e = tmp[k].e;
			else
				out[o++] = tmp[k];
			prev_match = tmp[k].match;
		}
		break;
	}
	*n_out = o;
	return 0;
}

long pretok_split(const pretok *p, const uint32_t *cp, size_t n, size_t *start, size_t *end)
{
	if (n == 0)
		return 0;
	seg *cur = xmalloc(n * sizeof *cur), *next = xmalloc(n * sizeof *next);
	seg *tmp = xmalloc(n * sizeof *tmp);
	size_t nc = 1;
	cur[0] = (seg){0, n, false};
	long budget = STEPS_FIXED + (long)(n < 1000000 ? n : 1000000) * STEPS_PER_CHAR;
	long rc = 0;
	for (size_t k = 0; k < p->n && rc == 0; k++) {
		size_t nn = 0;
		for (size_t i = 0; i < nc && rc == 0; i++)
			rc = split_piece(&p->steps[k], cp, cur[i].s, cur[i].e, tmp, next, &nn, &budget);
		seg *t = cur;
		cur = next;
		next = t;
		nc = nn;
	}
	if (rc == 0) {
		for (size_t i = 0; i < nc; i++) {
			start[i] = cur[i].s;
			end[i] = cur[i].e;
		}
		rc = (long)nc;
	}
	free(cur), free(next), free(tmp);
	return rc;
}
