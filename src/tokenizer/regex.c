/* A small backtracking regex matcher over code points; see regex.h.
 *
 * The pattern is parsed into a tree, the tree is emitted as a program for a
 * backtracking machine (the construction of Thompson, with the order of the
 * two branches of each SPLIT giving the priority of leftmost-first
 * matching), and the program is run with an explicit stack of the branches
 * not yet taken. */
#include "tokenizer/regex.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tokenizer/unicode_tables.h"
#include "util/error.h"
#include "util/utf8.h"

#define MAX_PROG 8192   /* instructions: {m,n} copies its operand */
#define MAX_DEPTH 32    /* nesting of groups */
#define MAX_REPEAT 100  /* the largest m or n of {m,n} */

/* ---- character classes ---- */

enum { CI_RANGE, CI_FLAGS, CI_NOTFLAGS };
typedef struct { uint8_t kind; uint32_t lo, hi; } citem; /* FLAGS: mask in lo */
typedef struct { citem *it; size_t n; bool neg, fold; } cclass;

static uint32_t ascii_other_case(uint32_t c)
{
	if (c >= 'a' && c <= 'z')
		return c - 32;
	if (c >= 'A' && c <= 'Z')
		return c + 32;
	return c;
}

static bool class_has1(const cclass *k, uint32_t c)
{
	for (size_t i = 0; i < k->n; i++) {
		const citem *t = &k->it[i];
		switch (t->kind) {
		case CI_RANGE: if (c >= t->lo && c <= t->hi) return true; break;
		case CI_FLAGS: if (uc_flags(c) & t->lo) return true; break;
		case CI_NOTFLAGS: if (!(uc_flags(c) & t->lo)) return true; break;
		}
	}
	return false;
}

static bool class_has(const cclass *k, uint32_t c)
{
	bool in = class_has1(k, c) || (k->fold && class_has1(k, ascii_other_case(c)));
	return in != k->neg;
}

/* ---- the tree ---- */

enum { N_CHAR, N_CLASS, N_ANY, N_CAT, N_ALT, N_REPEAT, N_LOOK, N_EMPTY };
typedef struct node {
	int type;
	uint32_t c;       /* N_CHAR */
	bool fold;        /* N_CHAR */
	int cls;          /* N_CLASS: index */
	int min, max;     /* N_REPEAT: max -1 = unbounded */
	bool lazy, neg;   /* N_REPEAT; N_LOOK */
	struct node **kid;
	size_t nkid;
} node;

static node *new_node(int type)
{
	node *n = xcalloc(1, sizeof *n);
	n->type = type;
	return n;
}

static void add_kid(node *p, node *k)
{
	p->kid = xrealloc(p->kid, (p->nkid + 1) * sizeof *p->kid);
	p->kid[p->nkid++] = k;
}

static void free_node(node *n)
{
	if (!n)
		return;
	for (size_t i = 0; i < n->nkid; i++)
		free_node(n->kid[i]);
	free(n->kid);
	free(n);
}

/* ---- the program ---- */

enum { OP_CHAR, OP_CLASS, OP_ANY, OP_SPLIT, OP_JMP, OP_LOOK, OP_MATCH };
typedef struct {
	uint8_t op;
	bool fold, neg; /* OP_CHAR; OP_LOOK */
	uint32_t c;     /* OP_CHAR: code point; OP_CLASS: class index */
	int32_t x, y;   /* SPLIT: try x, then y; JMP: x; LOOK: continue at x */
} inst;

struct tregex {
	inst *code;
	size_t n_code, cap_code;
	cclass *cls;
	size_t n_cls;
};

/* ---- parsing ---- */

typedef struct {
	const uint32_t *p;
	size_t n, i;
	tregex *r;
	bool fold;
	int depth;
	char *why;
	size_t why_len;
	bool failed;
} parser;

static node *fail(parser *ps, const char *fmt, ...)
{
	if (!ps->failed) {
		char msg[160];
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(msg, sizeof msg, fmt, ap);
		va_end(ap);
		snprintf(ps->why, ps->why_len, "%s (at character %zu)", msg, ps->i);
	}
	ps->failed = true;
	return NULL;
}

static bool at_end(const parser *ps) { return ps->i >= ps->n; }
static uint32_t peek(const parser *ps) { return at_end(ps) ? 0 : ps->p[ps->i]; }
static bool eat(parser *ps, uint32_t c)
{
	if (peek(ps) == c && !at_end(ps)) {
		ps->i++;
		return true;
	}
	return false;
}

static int new_class(parser *ps)
{
	tregex *r = ps->r;
	r->cls = xrealloc(r->cls, (r->n_cls + 1) * sizeof *r->cls);
	r->cls[r->n_cls] = (cclass){ .fold = ps->fold };
	return (int)r->n_cls++;
}

static void class_add(parser *ps, int k, citem it)
{
	cclass *c = &ps->r->cls[k];
	c->it = xrealloc(c->it, (c->n + 1) * sizeof *c->it);
	c->it[c->n++] = it;
}

/* \p{X} or \P{X} after the p/P: the category's flag. */
static int category(parser *ps, unsigned *flag)
{
	if (!eat(ps, '{'))
		return fail(ps, "\\p without {...} is not supported"), -1;
	char name[16];
	size_t k = 0;
	while (!at_end(ps) && peek(ps) != '}' && k + 1 < sizeof name)
		name[k++] = (char)peek(ps), ps->i++;
	name[k] = 0;
	if (!eat(ps, '}'))
		return fail(ps, "unterminated \\p{"), -1;
	if (!strcmp(name, "L") || !strcmp(name, "Letter"))
		*flag = UC_L;
	else if (!strcmp(name, "N") || !strcmp(name, "Number"))
		*flag = UC_N;
	else if (!strcmp(name, "M") || !strcmp(name, "Mark"))
		*flag = UC_M;
	else {
		/* the name comes from the file: only printable ASCII in a message */
		for (size_t j = 0; j < k; j++)
			if ((unsigned char)name[j] < 0x20 || (unsigned char)name[j] >= 0x7f)
				name[j] = '?';
		return fail(ps, "\\p{%s} is not supported (only L, M, N)", name), -1;
	}
	return 0;
}

static int hex_digit(uint32_t c)
{
	if (c >= '0' && c <= '9') return (int)(c - '0');
	if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') return (int)((c | 0x20) - 'a' + 10);
	return -1;
}

/* An escape after the backslash. Either a single code point (*cp, returns 0)
 * or a class item (*it, returns 1); -1 on error. */
static int escape(parser *ps, uint32_t *cp, citem *it)
{
	if (at_end(ps))
		return fail(ps, "pattern ends in a backslash"), -1;
	uint32_t c = ps->p[ps->i++];
	unsigned f;
	switch (c) {
	case 'n': *cp = '\n'; return 0;
	case 'r': *cp = '\r'; return 0;
	case 't': *cp = '\t'; return 0;
	case 'f': *cp = '\f'; return 0;
	case 'v': *cp = '\v'; return 0;
	case 's': *it = (citem){CI_FLAGS, UC_WS, 0}; return 1;
	case 'S': *it = (citem){CI_NOTFLAGS, UC_WS, 0}; return 1;
	case 'p': if (category(ps, &f)) return -1; *it = (citem){CI_FLAGS, f, 0}; return 1;
	case 'P': if (category(ps, &f)) return -1; *it = (citem){CI_NOTFLAGS, f, 0}; return 1;
	case 'x': {
		uint32_t v = 0;
		int digits = 0;
		bool brace = eat(ps, '{');
		while (!at_end(ps) && hex_digit(peek(ps)) >= 0 && digits < (brace ? 6 : 2))
			v = v * 16 + (uint32_t)hex_digit(ps->p[ps->i++]), digits++;
		if (!digits || (brace && !eat(ps, '}')) || v > 0x10FFFF)
			return fail(ps, "bad \\x escape"), -1;
		*cp = v;
		return 0;
	}
	default:
		if (c < 0x80 && !((c | 0x20) >= 'a' && (c | 0x20) <= 'z') && !(c >= '0' && c <= '9')) {
			*cp = c; /* escaped punctuation stands for itself */
			return 0;
		}
		return fail(ps, "\\%c is not supported", c >= 0x20 && c < 0x7f ? (char)c : '?'), -1;
	}
}

static node *parse_class(parser *ps)
{
	int k = new_class(ps);
	ps->r->cls[k].neg = eat(ps, '^');
	bool first = true;
	while (!at_end(ps) && (peek(ps) != ']' || first)) {
		first = false;
		uint32_t lo;
		citem it;
		if (peek(ps) == '[')
			return fail(ps, "nested classes are not supported");
		if (eat(ps, '\\')) {
			int e = escape(ps, &lo, &it);
			if (e < 0)
				return NULL;
			if (e == 1) {
				class_add(ps, k, it);
				continue;
			}
		} else {
			lo = ps->p[ps->i++];
		}
		uint32_t hi = lo;
		if (peek(ps) == '-' && ps->i + 1 < ps->n && ps->p[ps->i + 1] != ']') {
			ps->i++;
			if (eat(ps, '\\')) {
				if (escape(ps, &hi, &it) != 0)
					return fail(ps, "a class range must end in a character");
			} else {
				hi = ps->p[ps->i++];
			}
			if (hi < lo)
				return fail(ps, "class range out of order");
		}
		class_add(ps, k, (citem){CI_RANGE, lo, hi});
	}
	if (!eat(ps, ']'))
		return fail(ps, "unterminated [");
	node *n = new_node(N_CLASS);
	n->cls = k;
	return n;
}

static node *parse_alt(parser *ps);

static node *parse_atom(parser *ps)
{
	uint32_t c = ps->p[ps->i++];
	switch (c) {
	case '(': {
		if (++ps->depth > MAX_DEPTH)
			return fail(ps, "groups nested too deep");
		bool save_fold = ps->fold;
		node *look = NULL;
		if (eat(ps, '?')) {
			if (eat(ps, ':')) {
			} else if (eat(ps, 'i')) {
				if (!eat(ps, ':'))
					return fail(ps, "only the (?i:...) form of flags is supported");
				ps->fold = true;
			} else if (eat(ps, '!') || (peek(ps) == '=' && eat(ps, '='))) {
				look = new_node(N_LOOK);
				look->neg = ps->p[ps->i - 1] == '!';
			} else {
				return fail(ps, "(?%c is not supported", peek(ps) >= 0x20 && peek(ps) < 0x7f ? (char)peek(ps) : '?');
			}
		}
		node *in = parse_alt(ps);
		ps->fold = save_fold;
		ps->depth--;
		if (!in || !eat(ps, ')')) {
			free_node(in);
			free_node(look);
			return ps->failed ? NULL : fail(ps, "missing )");
		}
		if (look) {
			add_kid(look, in);
			return look;
		}
		return in;
	}
	case '[':
		return parse_class(ps);
	case '.':
		return new_node(N_ANY);
	case '\\': {
		uint32_t cp;
		citem it;
		int e = escape(ps, &cp, &it);
		if (e < 0)
			return NULL;
		if (e == 1) {
			int k = new_class(ps);
			class_add(ps, k, it);
			node *n = new_node(N_CLASS);
			n->cls = k;
			return n;
		}
		c = cp;
		break;
	}
	case '^': case '$':
		return fail(ps, "anchors are not supported");
	case ')': case '*': case '+': case '?': case '{':
		return fail(ps, "unexpected %c", (char)c);
	}
	node *n = new_node(N_CHAR);
	n->c = c;
	n->fold = ps->fold && ascii_other_case(c) != c;
	return n;
}

static bool nullable(const node *n)
{
	switch (n->type) {
	case N_CHAR: case N_CLASS: case N_ANY: return false;
	case N_CAT:
		for (size_t i = 0; i < n->nkid; i++)
			if (!nullable(n->kid[i]))
				return false;
		return true;
	case N_ALT:
		for (size_t i = 0; i < n->nkid; i++)
			if (nullable(n->kid[i]))
				return true;
		return false;
	case N_REPEAT: return n->min == 0 || nullable(n->kid[0]);
	default: return true;
	}
}

static int parse_int(parser *ps)
{
	int v = -1;
	while (!at_end(ps) && peek(ps) >= '0' && peek(ps) <= '9') {
		v = (v < 0 ? 0 : v) * 10 + (int)(ps->p[ps->i++] - '0');
		if (v > MAX_REPEAT)
			return MAX_REPEAT + 1;
	}
	return v;
}

/* An atom and its quantifiers. */
static node *parse_repeat(parser *ps)
{
	node *a = parse_atom(ps);
	while (a && !at_end(ps)) {
		int min, max;
		uint32_t q = peek(ps);
		if (q == '?') min = 0, max = 1;
		else if (q == '*') min = 0, max = -1;
		else if (q == '+') min = 1, max = -1;
		else if (q == '{') {
			ps->i++;
			min = parse_int(ps);
			max = min;
			if (eat(ps, ','))
				max = peek(ps) == '}' ? -1 : parse_int(ps);
			if (min < 0 || !eat(ps, '}') || (max >= 0 && max < min))
				return free_node(a), fail(ps, "bad {m,n} quantifier");
			if (min > MAX_REPEAT || max > MAX_REPEAT)
				return free_node(a), fail(ps, "{m,n} above %d is not supported", MAX_REPEAT);
			ps->i--; /* the '}' is consumed below */
		} else
			break;
		ps->i++;
		if (a->type == N_LOOK)
			return free_node(a), fail(ps, "a quantified lookahead is not supported");
		if (max < 0 && nullable(a))
			return free_node(a), fail(ps, "an unbounded repeat of what can match nothing is not supported");
		node *r = new_node(N_REPEAT);
		r->min = min;
		r->max = max;
		if (eat(ps, '?'))
			r->lazy = true;
		else if (peek(ps) == '+')
			return free_node(a), free_node(r), fail(ps, "possessive quantifiers are not supported");
		add_kid(r, a);
		a = r;
	}
	return a;
}

static node *parse_cat(parser *ps)
{
	node *cat = new_node(N_CAT);
	while (!at_end(ps) && peek(ps) != '|' && peek(ps) != ')') {
		node *k = parse_repeat(ps);
		if (!k)
			return free_node(cat), NULL;
		add_kid(cat, k);
	}
	return cat;
}

static node *parse_alt(parser *ps)
{
	node *first = parse_cat(ps);
	if (!first || peek(ps) != '|')
		return first;
	node *alt = new_node(N_ALT);
	add_kid(alt, first);
	while (eat(ps, '|')) {
		node *k = parse_cat(ps);
		if (!k)
			return free_node(alt), NULL;
		add_kid(alt, k);
	}
	return alt;
}

/* ---- emitting ---- */

static int emit(tregex *r, inst in)
{
	if (r->n_code >= MAX_PROG)
		return -1;
	if (r->n_code == r->cap_code) {
		r->cap_code = r->cap_code ? 2 * r->cap_code : 16;
		r->code = xrealloc(r->code, r->cap_code * sizeof *r->code);
	}
	r->code[r->n_code] = in;
	return (int)r->n_code++;
}

static int gen(tregex *r, const node *n);

static int gen(tregex *r, const node *n)
{
	switch (n->type) {
	case N_CHAR:
		return emit(r, (inst){ .op = OP_CHAR, .c = n->c, .fold = n->fold }) < 0 ? -1 : 0;
	case N_CLASS:
		return emit(r, (inst){ .op = OP_CLASS, .c = (uint32_t)n->cls }) < 0 ? -1 : 0;
	case N_ANY:
		return emit(r, (inst){ .op = OP_ANY }) < 0 ? -1 : 0;
	case N_EMPTY:
		return 0;
	case N_CAT:
		for (size_t i = 0; i < n->nkid; i++)
			if (gen(r, n->kid[i]))
				return -1;
		return 0;
	case N_ALT: {
		/* SPLIT a, next; a; JMP end; next: SPLIT b, next2; ... last */
		int *jumps = xmalloc(n->nkid * sizeof *jumps);
		size_t nj = 0;
		int rc = -1;
		for (size_t i = 0; i < n->nkid; i++) {
			int s = -1;
			if (i + 1 < n->nkid && (s = emit(r, (inst){ .op = OP_SPLIT })) < 0)
				goto out;
			if (gen(r, n->kid[i]))
				goto out;
			if (i + 1 < n->nkid) {
				int j = emit(r, (inst){ .op = OP_JMP });
				if (j < 0)
					goto out;
				jumps[nj++] = j;
				r->code[s].x = s + 1;
				r->code[s].y = (int)r->n_code;
			}
		}
		for (size_t j = 0; j < nj; j++)
			r->code[jumps[j]].x = (int)r->n_code;
		rc = 0;
	out:
		free(jumps);
		return rc;
	}
	case N_REPEAT: {
		const node *e = n->kid[0];
		for (int k = 0; k < n->min; k++)
			if (gen(r, e))
				return -1;
		if (n->max < 0) {
			/* L: SPLIT body, out; body: e; JMP L; out */
			int s = emit(r, (inst){ .op = OP_SPLIT });
			if (s < 0 || gen(r, e) || emit(r, (inst){ .op = OP_JMP, .x = s }) < 0)
				return -1;
			int out = (int)r->n_code;
			r->code[s].x = n->lazy ? out : s + 1;
			r->code[s].y = n->lazy ? s + 1 : out;
			return 0;
		}
		/* (max - min) nested optionals: (e(e(e)?)?)? */
		int *splits = xmalloc((size_t)(n->max - n->min + 1) * sizeof *splits);
		int ns = 0, rc = 0;
		for (int k = n->min; k < n->max && rc == 0; k++) {
			int s = emit(r, (inst){ .op = OP_SPLIT });
			if (s < 0 || gen(r, e))
				rc = -1;
			else
				splits[ns++] = s;
		}
		for (int k = 0; k < ns; k++) {
			int s = splits[k], out = (int)r->n_code;
			r->code[s].x = n->lazy ? out : s + 1;
			r->code[s].y = n->lazy ? s + 1 : out;
		}
		free(splits);
		return rc;
	}
	case N_LOOK: {
		/* LOOK (continue at x); the lookahead's body; MATCH */
		int l = emit(r, (inst){ .op = OP_LOOK, .neg = n->neg });
		if (l < 0 || gen(r, n->kid[0]) || emit(r, (inst){ .op = OP_MATCH }) < 0)
			return -1;
		r->code[l].x = (int)r->n_code;
		return 0;
	}
	}
	return -1;
}

tregex *tregex_compile(const char *pat, size_t len, char *why, size_t why_len)
{
	uint32_t *cp = xmalloc((len + 1) * sizeof *cp);
	size_t n = 0;
	for (size_t i = 0; i < len;) {
		int k = utf8_decode(pat + i, len - i, &cp[n]);
		if (k <= 0) {
			snprintf(why, why_len, "invalid UTF-8 in the pattern");
			free(cp);
			return NULL;
		}
		n++;
		i += (size_t)k;
	}
	tregex *r = xcalloc(1, sizeof *r);
	parser ps = { .p = cp, .n = n, .r = r, .why = why, .why_len = why_len };
	node *root = parse_alt(&ps);
	if (root && !at_end(&ps))
		fail(&ps, "unmatched )");
	if (!ps.failed && (gen(r, root) || emit(r, (inst){ .op = OP_MATCH }) < 0)) {
		snprintf(why, why_len, "pattern too large (more than %d instructions)", MAX_PROG);
		ps.failed = true;
	}
	free_node(root);
	free(cp);
	if (ps.failed) {
		tregex_free(r);
		return NULL;
	}
	return r;
}

void tregex_free(tregex *r)
{
	if (!r)
		return;
	for (size_t i = 0; i < r->n_cls; i++)
		free(r->cls[i].it);
	free(r->cls);
	free(r->code);
	free(r);
}

/* ---- matching ---- */

typedef struct { int32_t pc; uint32_t pos; } thread;
typedef struct { thread *v; size_t n, cap; } tstack;

static void tpush(tstack *s, int32_t pc, size_t pos)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->v = xrealloc(s->v, s->cap * sizeof *s->v);
	}
	s->v[s->n++] = (thread){ pc, (uint32_t)pos };
}

/* Run from pc at pos; the first MATCH reached in priority order wins.
 * Branches not taken wait on the stack above its current top, which is
 * restored on return (a lookahead runs nested on the same stack). */
static long run(const tregex *r, int32_t pc0, const uint32_t *cp, size_t n, size_t pos0,
		long *budget, tstack *st)
{
	size_t base = st->n;
	tpush(st, pc0, pos0);
	while (st->n > base) {
		thread t = st->v[--st->n];
		int32_t pc = t.pc;
		size_t pos = t.pos;
		for (;;) {
			if (--*budget < 0) {
				st->n = base;
				return -2;
			}
			const inst *in = &r->code[pc];
			if (in->op == OP_CHAR) {
				if (pos < n && (cp[pos] == in->c ||
						(in->fold && ascii_other_case(cp[pos]) == in->c))) {
					pc++, pos++;
					continue;
				}
				break;
			} else if (in->op == OP_CLASS) {
				if (pos < n && class_has(&r->cls[in->c], cp[pos])) {
					pc++, pos++;
					continue;
				}
				break;
			} else if (in->op == OP_ANY) {
				if (pos < n && cp[pos] != '\n') {
					pc++, pos++;
					continue;
				}
				break;
			} else if (in->op == OP_SPLIT) {
				/* branches waiting: a few per character of the text for
				 * any sane pattern; more is a pattern to stop */
				if (st->n > 8 * n + 65536) {
					st->n = base;
					return -2;
				}
				tpush(st, in->y, pos);
				pc = in->x;
			} else if (in->op == OP_JMP) {
				pc = in->x;
			} else if (in->op == OP_LOOK) {
				long m = run(r, pc + 1, cp, n, pos, budget, st);
				if (m == -2) {
					st->n = base;
					return -2;
				}
				if ((m >= 0) == in->neg)
					break;
				pc = in->x;
			} else { /* OP_MATCH */
				st->n = base;
				return (long)pos;
			}
		}
	}
	return -1;
}

long tregex_match_at(const tregex *r, const uint32_t *cp, size_t n, size_t i, long *budget)
{
	tstack st = {0};
	long m = run(r, 0, cp, n, i, budget, &st);
	free(st.v);
	return m;
}
