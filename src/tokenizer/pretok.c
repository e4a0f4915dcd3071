/* The Split pre-tokenizers of pretok.h, one alternative at a time. Each
 * match_* function tries one alternative of the regex at position i and
 * returns the end of its match, or i when it does not match (no alternative
 * can match the empty string, so i doubles as "no match"). */
#include "tokenizer/pretok.h"

#include <stdbool.h>
#include <string.h>

#include "tokenizer/unicode_tables.h"

static const char re_qwen35[] =
	"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?[\\p{L}\\p{M}]+|\\p{N}|"
	" ?[^\\s\\p{L}\\p{M}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
static const char re_qwen2[] =
	"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}|"
	" ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
static const char re_gpt2[] =
	"'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";

const char *pretok_regex(pretok_kind kind)
{
	switch (kind) {
	case PRETOK_QWEN35: return re_qwen35;
	case PRETOK_QWEN2: return re_qwen2;
	case PRETOK_GPT2: return re_gpt2;
	}
	return "";
}

int pretok_from_regex(const char *re, pretok_kind *kind)
{
	static const pretok_kind all[] = {PRETOK_QWEN35, PRETOK_QWEN2, PRETOK_GPT2};
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		if (strcmp(re, pretok_regex(all[i])) == 0) {
			*kind = all[i];
			return 0;
		}
	return -1;
}

typedef struct {
	const uint32_t *cp;
	size_t n;
	unsigned word; /* class of the letter run: UC_L, or UC_L|UC_M for Qwen3.5 */
	unsigned punct_not; /* classes excluded from the punctuation run */
} splitter;

static unsigned fl(const splitter *s, size_t i) { return uc_flags(s->cp[i]); }
static bool is_ws(const splitter *s, size_t i) { return fl(s, i) & UC_WS; }
static bool is_crlf(uint32_t c) { return c == '\r' || c == '\n'; }

static uint32_t ascii_lower(uint32_t c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/* 's|'t|'re|'ve|'m|'ll|'d, ASCII-case-insensitive when fold is set. The
 * alternatives start with different letters, so the first that fits wins. */
static size_t match_contraction(const splitter *s, size_t i, bool fold)
{
	static const char *const suf[] = {"s", "t", "re", "ve", "m", "ll", "d"};
	if (s->cp[i] != '\'')
		return i;
	for (size_t k = 0; k < sizeof suf / sizeof suf[0]; k++) {
		size_t len = strlen(suf[k]);
		if (i + 1 + len > s->n)
			continue;
		size_t j = 0;
		for (; j < len; j++) {
			uint32_t c = s->cp[i + 1 + j];
			if ((fold ? ascii_lower(c) : c) != (uint32_t)suf[k][j])
				break;
		}
		if (j == len)
			return i + 1 + len;
	}
	return i;
}

/* Greedy run of characters whose flags intersect cls (or, with neg, whose
 * flags do not intersect cls) starting at i. */
static size_t run(const splitter *s, size_t i, unsigned cls, bool neg)
{
	while (i < s->n && ((fl(s, i) & cls) != 0) != neg)
		i++;
	return i;
}

/* [^\r\n\p{L}\p{N}]?W+ with W the word class. The optional prefix is taken
 * when a word run follows it; otherwise (backtracking) the run must start at
 * i itself. A mark (Qwen3.5) fits both the prefix and the run, and gives the
 * same match either way. */
static size_t match_word(const splitter *s, size_t i)
{
	unsigned f = fl(s, i);
	if (f & s->word)
		return run(s, i, s->word, false);
	bool prefix_ok = !is_crlf(s->cp[i]) && !(f & (UC_L | UC_N));
	if (prefix_ok && i + 1 < s->n && (fl(s, i + 1) & s->word))
		return run(s, i + 1, s->word, false);
	return i;
}

/* " ?[^\s...]+[\r\n]*" (Qwen) or " ?[^\s\p{L}\p{N}]+" (GPT-2, no newline
 * tail). The optional space only helps when the run follows it. */
static size_t match_punct(const splitter *s, size_t i, bool crlf_tail)
{
	unsigned excl = s->punct_not;
	size_t j = i;
	if (s->cp[i] == ' ' && i + 1 < s->n && !(fl(s, i + 1) & excl))
		j = i + 1;
	else if (fl(s, i) & excl)
		return i;
	j = run(s, j, excl, true);
	if (crlf_tail)
		while (j < s->n && is_crlf(s->cp[j]))
			j++;
	return j;
}

/* \s*[\r\n]+ : \s* first takes the whole whitespace run, then gives back
 * characters until [\r\n]+ can match; so the match ends just after the last
 * \r or \n of the run. */
static size_t match_ws_newline(const splitter *s, size_t i)
{
	size_t end = run(s, i, UC_WS, false);
	for (size_t k = end; k > i; k--)
		if (is_crlf(s->cp[k - 1]))
			return k;
	return i;
}

/* \s+(?!\S) then \s+ : a whitespace run that reaches the end of the text
 * matches whole; one followed by a non-space gives back its last character
 * (which then prefixes the next word), unless it is a single character, when
 * the plain \s+ takes it. */
static size_t match_ws(const splitter *s, size_t i)
{
	size_t end = run(s, i, UC_WS, false);
	if (end == i)
		return i;
	if (end == s->n || end - i == 1)
		return end;
	return end - 1;
}

/* ' ?C+' for GPT-2's letter and digit runs. */
static size_t match_space_run(const splitter *s, size_t i, unsigned cls)
{
	size_t j = i;
	if (s->cp[i] == ' ' && i + 1 < s->n && (fl(s, i + 1) & cls))
		j = i + 1;
	else if (!(fl(s, i) & cls))
		return i;
	return run(s, j, cls, false);
}

static size_t next_qwen(const splitter *s, size_t i)
{
	size_t j;
	if ((j = match_contraction(s, i, true)) > i)
		return j;
	if ((j = match_word(s, i)) > i)
		return j;
	if (fl(s, i) & UC_N)
		return i + 1;
	if ((j = match_punct(s, i, true)) > i)
		return j;
	if (is_ws(s, i)) {
		if ((j = match_ws_newline(s, i)) > i)
			return j;
		return match_ws(s, i);
	}
	return i;
}

static size_t next_gpt2(const splitter *s, size_t i)
{
	size_t j;
	if ((j = match_contraction(s, i, false)) > i)
		return j;
	if ((j = match_space_run(s, i, UC_L)) > i)
		return j;
	if ((j = match_space_run(s, i, UC_N)) > i)
		return j;
	if ((j = match_punct(s, i, false)) > i)
		return j;
	return match_ws(s, i);
}

size_t pretok_split(pretok_kind kind, const uint32_t *cp, size_t n, size_t *ends)
{
	splitter s = {cp, n, UC_L, UC_WS | UC_L | UC_N};
	if (kind == PRETOK_QWEN35) {
		s.word = UC_L | UC_M;
		s.punct_not = UC_WS | UC_L | UC_M | UC_N;
	}
	size_t np = 0;
	for (size_t i = 0; i < n;) {
		size_t j = kind == PRETOK_GPT2 ? next_gpt2(&s, i) : next_qwen(&s, i);
		/* Every character is matched by some alternative; this guard keeps
		 * the text covered if the tables ever disagree (Split keeps the
		 * unmatched text as a piece of its own). */
		if (j <= i)
			j = i + 1;
		ends[np++] = j;
		i = j;
	}
	return np;
}
