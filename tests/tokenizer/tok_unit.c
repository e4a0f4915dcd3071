/* Unit tests of the tokenizer's parts with hand-derived expectations:
 * NFC on known pairs (UAX #15 examples, Hangul, exclusions), the Qwen3.5,
 * Qwen2 and GPT-2 splitters on the examples of docs/MODEL.md §8.3 and regex corner cases,
 * the GPT-2 byte table, and BPE/added tokens/decoding on the tiny fixture
 * tests/tokenizer/tiny/tokenizer.json (ids worked out by hand from its
 * merge list).
 *
 * Usage: tok_unit            (needs $top_srcdir for the fixture)
 *        tok_unit --nfc-test NormalizationTest.txt   (UCD conformance, NFC columns) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tokenizer/bpe.h"
#include "tokenizer/nfc.h"
#include "tokenizer/pretok.h"
#include "tokenizer/tokenizer.h"
#include "tokenizer/unicode_tables.h"
#include "util/utf8.h"

static int failures;

#define CHECK(cond) do { \
	if (!(cond)) { \
		fprintf(stderr, "%s:%d: FAIL: %s\n", __FILE__, __LINE__, #cond); \
		failures++; \
	} \
} while (0)

static size_t to_cps(const char *s, uint32_t *cp)
{
	size_t n = 0, len = strlen(s);
	for (size_t i = 0; i < len;) {
		int k = utf8_decode(s + i, len - i, &cp[n++]);
		i += k > 0 ? (size_t)k : 1;
	}
	return n;
}

/* ---- NFC ---- */

static void nfc_is(const char *in, const char *want, int line)
{
	size_t n;
	char *got = nfc_utf8(in, strlen(in), &n);
	if (n != strlen(want) || memcmp(got, want, n) != 0) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: NFC of \"%s\" is \"%s\", want \"%s\"\n",
			line, in, got, want);
		failures++;
	}
	free(got);
}
#define NFC_IS(in, want) nfc_is(in, want, __LINE__)

static void test_nfc(void)
{
	NFC_IS("", "");
	NFC_IS("plain ASCII", "plain ASCII");
	NFC_IS("e\u0301", "\u00e9");                 /* e + acute -> é */
	NFC_IS("cafe\u0301", "caf\u00e9");
	NFC_IS("\u00e9", "\u00e9");                  /* already composed */
	NFC_IS("A\u030A", "\u00c5");                 /* A + ring -> Å */
	NFC_IS("\u212B", "\u00c5");                  /* ANGSTROM SIGN: singleton */
	NFC_IS("\u2126", "\u03a9");                  /* OHM SIGN -> Omega */
	NFC_IS("e\u0301\u0301", "\u00e9\u0301");     /* second acute stays */
	NFC_IS("\u0301e", "\u0301e");                /* leading mark: nothing to attach to */
	/* UAX #15 figure: ẛ̣ stays; ḍ̇ composes the dot below first (ccc 220 < 230) */
	NFC_IS("\u1E9B\u0323", "\u1E9B\u0323");
	NFC_IS("D\u0307\u0323", "\u1E0C\u0307");
	NFC_IS("D\u0323\u0307", "\u1E0C\u0307");
	NFC_IS("q\u0307\u0323", "q\u0323\u0307");    /* reordered, nothing composes */
	NFC_IS("\u035E\u032B", "\u032B\u035E");       /* marks out of order, QC Yes: 234 > 220 */
	NFC_IS("a\u0328\u0301", "\u0105\u0301");     /* ą then acute, no ą́ */
	NFC_IS("\u0344", "\u0308\u0301");            /* non-starter decomposition */
	NFC_IS("\u0958", "\u0915\u093C");            /* composition exclusion */
	NFC_IS("\u1100\u1161", "\uAC00");            /* Hangul L V -> LV */
	NFC_IS("\u1100\u1161\u11A8", "\uAC01");      /* L V T -> LVT */
	NFC_IS("\uAC00\u11A8", "\uAC01");            /* LV + T */
	NFC_IS("\uAC01", "\uAC01");
	NFC_IS("\u1100\u1161\u0301\u11A8", "\uAC00\u0301\u11A8"); /* T blocked */
	NFC_IS("Tie\u0302\u0301ng", "Ti\u1EBFng");   /* ê then ế */
	NFC_IS("\u00c5\u0301", "\u01FA");            /* Å + acute -> Ǻ */
	NFC_IS("A\u0301\u0301", "\u00c1\u0301");
	NFC_IS("\U0001D15E", "\U0001D157\U0001D165"); /* musical symbol: excluded */
}

/* NormalizationTest.txt: c2 == NFC(c1) == NFC(c2) == NFC(c3), c4 == NFC(c4) == NFC(c5). */
static int nfc_conformance(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		return 1;
	}
	char line[2048];
	long lines = 0, bad = 0;
	while (fgets(line, sizeof line, f)) {
		if (line[0] == '#' || line[0] == '@' || line[0] == '\n')
			continue;
		uint32_t col[5][32];
		size_t len[5] = {0};
		char *p = line;
		for (int c = 0; c < 5; c++) {
			while (*p && *p != ';') {
				char *end;
				unsigned long v = strtoul(p, &end, 16);
				if (end == p)
					break;
				if (len[c] < 32)
					col[c][len[c]++] = (uint32_t)v;
				p = end;
				while (*p == ' ')
					p++;
			}
			if (*p == ';')
				p++;
		}
		lines++;
		static const int src[5] = {0, 1, 2, 3, 4}, want[5] = {1, 1, 1, 3, 3};
		/* through nfc_utf8, so that its quick check is tested too */
		char u[5][160];
		size_t ul[5];
		for (int c = 0; c < 5; c++) {
			ul[c] = 0;
			for (size_t i = 0; i < len[c]; i++)
				ul[c] += (size_t)utf8_encode(col[c][i], u[c] + ul[c]);
		}
		for (int k = 0; k < 5; k++) {
			size_t n;
			char *got = nfc_utf8(u[src[k]], ul[src[k]], &n);
			if (n != ul[want[k]] || memcmp(got, u[want[k]], n) != 0) {
				if (bad++ < 10)
					fprintf(stderr, "NFC(c%d) != c%d on: %s", k + 1, want[k] + 1, line);
			}
			free(got);
		}
	}
	fclose(f);
	printf("NFC conformance: %ld lines, %ld failures\n", lines, bad);
	return bad == 0 && lines > 1000 ? 0 : 1;
}

/* ---- splitters ---- */

/* The Split patterns of Qwen3.5's and Qwen3's tokenizer.json files. */
static const char Q35[] =
	"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?[\\p{L}\\p{M}]+|\\p{N}|"
	" ?[^\\s\\p{L}\\p{M}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
static const char Q2[] =
	"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}|"
	" ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
#define G2 pretok_gpt2_regex

/* Split text by the regex re (behaviour beh); the pieces joined by '|' must
 * equal want. */
static void split_beh_is(const char *re, split_behavior beh, const char *text, const char *want,
			 int line)
{
	uint32_t cp[256];
	size_t starts[256], ends[256];
	size_t n = to_cps(text, cp);
	char why[200];
	pretok *p = pretok_new();
	if (pretok_add_regex(p, re, strlen(re), beh, false, why, sizeof why)) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: regex refused: %s\n", line, why);
		failures++;
		pretok_free(p);
		return;
	}
	long np = pretok_split(p, cp, n, starts, ends);
	pretok_free(p);
	char got[1024];
	size_t o = 0;
	for (long k = 0; k < np; k++) {
		if (k)
			got[o++] = '|';
		for (size_t i = starts[k]; i < ends[k]; i++)
			o += (size_t)utf8_encode(cp[i], got + o);
	}
	got[o] = 0;
	if (strcmp(got, want) != 0) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: split of \"%s\" is \"%s\", want \"%s\"\n",
			line, text, got, want);
		failures++;
	}
}
#define SPLIT_IS(re, text, want) split_beh_is(re, SPLIT_ISOLATED, text, want, __LINE__)
#define SPLIT_BEH_IS(re, beh, text, want) split_beh_is(re, beh, text, want, __LINE__)

/* A pattern the regex reader must refuse, with why mentioning what. */
static void regex_refused(const char *re, const char *what, int line)
{
	char why[200] = "";
	pretok *p = pretok_new();
	if (pretok_add_regex(p, re, strlen(re), SPLIT_ISOLATED, false, why, sizeof why) == 0 ||
	    !strstr(why, what)) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: regex \"%s\": got \"%s\", want an error with \"%s\"\n",
			line, re, why, what);
		failures++;
	}
	pretok_free(p);
}
#define REGEX_REFUSED(re, what) regex_refused(re, what, __LINE__)

static void test_regex(void)
{
	/* Llama 3: digits in runs of at most three */
	static const char L3[] =
		"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}|"
		" ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
	SPLIT_IS(L3, "1234567", "123|456|7");
	SPLIT_IS(L3, " 12345 x", " |123|45| x");
	/* quantifiers, classes, groups, laziness, lookahead */
	SPLIT_IS("a{2}", "aaaaa", "aa|aa|a");
	SPLIT_IS("a{2,}", "aaaaab", "aaaaa|b");
	SPLIT_IS("a+?", "aaa", "a|a|a");
	SPLIT_IS("(?:ab)+", "ababxab", "abab|x|ab");
	SPLIT_IS("[a-c]+", "abcdcba", "abc|d|cba");
	SPLIT_IS("[^a-c]+", "abcdcba", "abc|d|cba");   /* the gaps are pieces too */
	SPLIT_IS("x(?=y)", "xyxz", "x|yxz");
	SPLIT_IS("(?i:ab)", "aBAbab", "aB|Ab|ab");
	SPLIT_IS("\\x41|\\x{42}", "ABC", "A|B|C");
	SPLIT_IS("a|ab", "ab", "a|b");          /* leftmost-first, not longest */
	SPLIT_IS("\\.", "a.b", "a|.|b");
	/* the delimiter behaviours, as Hugging Face tokenizers define them */
	SPLIT_BEH_IS("-", SPLIT_REMOVED, "a-b--c", "a|b|c");
	SPLIT_BEH_IS("-", SPLIT_MERGED_PREV, "a-b--c", "a-|b-|-|c");
	SPLIT_BEH_IS("-", SPLIT_MERGED_NEXT, "a-b--c", "a|-b|-|-c");
	SPLIT_BEH_IS("-", SPLIT_CONTIGUOUS, "a-b--c", "a|-|b|--|c");
	/* what the reader refuses, by name */
	REGEX_REFUSED("\\w+", "\\w");
	REGEX_REFUSED("\\d", "\\d");
	REGEX_REFUSED("\\p{Lu}", "Lu");
	REGEX_REFUSED("(?<=a)b", "(?<");
	REGEX_REFUSED("^a", "anchors");
	REGEX_REFUSED("(a", "missing )");
	REGEX_REFUSED("a)", "unmatched )");
	REGEX_REFUSED("[ab", "unterminated [");
	REGEX_REFUSED("(a*)*", "can match nothing");
	REGEX_REFUSED("a{1000}", "above");
	REGEX_REFUSED("a++", "possessive");
	/* a pattern that backtracks exponentially ends in an error */
	{
		static const char evil[] = "(?:a|a)+(?:a|a)+(?:a|a)+b";
		uint32_t cp[40];
		size_t st[40], en[40];
		for (int i = 0; i < 40; i++)
			cp[i] = 'a';
		char why[200];
		pretok *p = pretok_new();
		CHECK(pretok_add_regex(p, evil, strlen(evil), SPLIT_ISOLATED, false, why, sizeof why) == 0);
		CHECK(pretok_split(p, cp, 40, st, en) == -1);
		pretok_free(p);
	}
}

static void test_split(void)
{
	/* the examples of docs/MODEL.md §8.3: marks stay in words for Qwen3.5 */
	SPLIT_IS(Q35, "e\u0301t\u00e9", "e\u0301t\u00e9");
	SPLIT_IS(Q2, "e\u0301t\u00e9", "e|\u0301t\u00e9");
	SPLIT_IS(Q35, "\u0e01\u0e34\u0e19", "\u0e01\u0e34\u0e19");    /* Thai กิน */
	SPLIT_IS(Q2, "\u0e01\u0e34\u0e19", "\u0e01|\u0e34\u0e19");
	SPLIT_IS(Q35, "\u2764\uFE0F!", "\u2764\uFE0F|!");
	SPLIT_IS(Q2, "\u2764\uFE0F!", "\u2764\uFE0F!");
	/* digits one by one; space before a digit stands alone */
	SPLIT_IS(Q35, " 123", " |1|2|3");
	SPLIT_IS(Q2, "abc123def", "abc|1|2|3|def");
	SPLIT_IS(G2, " 123 abc", " 123| abc");
	/* contractions: case-insensitive for Qwen, case-sensitive for GPT-2 */
	SPLIT_IS(Q35, "It'S I'LL don't", "It|'S| I|'LL| don|'t");
	SPLIT_IS(G2, "It'S don't", "It|'|S| don|'t");
	SPLIT_IS(Q2, "'sure", "'s|ure");
	SPLIT_IS(Q2, "'xyz", "'xyz");
	/* whitespace: the last space of a run prefixes the next word */
	SPLIT_IS(Q35, "Hello  world\n\nx", "Hello| | world|\n\n|x");
	SPLIT_IS(Q35, "x  !", "x| | !");
	SPLIT_IS(Q35, "a\r\n b", "a|\r\n| b");
	SPLIT_IS(Q35, "a \n b", "a| \n| b");
	SPLIT_IS(Q35, "end  ", "end|  ");
	SPLIT_IS(Q35, "\tword", "\tword");
	SPLIT_IS(Q35, "?!\n\nX", "?!\n\n|X");
	SPLIT_IS(Q35, "a\u3000b", "a|\u3000b");                        /* ideographic space */
	SPLIT_IS(Q35, "\x1C" "x", "\x1C" "x");                         /* U+001C is not \s */
	SPLIT_IS(G2, "a  b", "a| | b");
	SPLIT_IS(G2, "a\n\nb", "a|\n|\n|b");     /* only a space prefixes a word */
	/* Chinese is one letter run; full-width punctuation is punctuation */
	SPLIT_IS(Q35, "\u4f60\u597d\uff0c\u4e16\u754c", "\u4f60\u597d|\uff0c\u4e16\u754c");
	test_regex();
}

/* ---- byte table, category flags ---- */

static void test_tables(void)
{
	CHECK(bpe_byte_char(' ') == 0x120);
	CHECK(bpe_byte_char('\n') == 0x10A);
	CHECK(bpe_byte_char(0) == 0x100);
	CHECK(bpe_byte_char('!') == '!');
	CHECK(bpe_byte_char(0xAD) == 0x143); /* the last of the 68 */
	CHECK(bpe_byte_char(0x7F) == 0x100 + 33); /* after the 33 bytes 0x00..0x20 */
	for (int b = 0; b < 256; b++)
		CHECK(bpe_char_byte(bpe_byte_char((unsigned char)b)) == b);
	CHECK(bpe_char_byte(0x144) == -1);
	CHECK(uc_flags('a') == UC_L && uc_flags('7') == UC_N && uc_flags(' ') == UC_WS);
	CHECK(uc_flags(0x4E00) == UC_L);   /* CJK ideograph */
	CHECK(uc_flags(0x0301) == UC_M);   /* combining acute */
	CHECK(uc_flags(0x0E34) == UC_M);   /* Thai sara i */
	CHECK(uc_flags(0xFE0F) == UC_M);   /* variation selector 16 */
	CHECK(uc_flags(0x00B2) == UC_N);   /* superscript two: No */
	CHECK(uc_flags(0x2164) == UC_N);   /* roman numeral five: Nl */
	CHECK(uc_flags(0x3000) == UC_WS);
	CHECK(uc_flags(0x0085) == UC_WS);
	CHECK(uc_flags(0x200B) == 0);      /* zero width space is Cf */
	CHECK(uc_flags(0x001C) == 0);
	CHECK(uc_flags(0x2764) == 0);      /* heavy black heart: So */
	CHECK(uc_ccc(0x0301) == 230 && uc_ccc(0x0323) == 220 && uc_ccc('a') == 0);
}

/* ---- the tiny fixture ---- */

static void enc_is(const tokenizer *t, const char *text, const int32_t *want, size_t nw,
		   int line)
{
	int32_t *ids;
	size_t n;
	errbuf e;
	if (tok_encode(t, text, strlen(text), &ids, &n, &e)) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: encode \"%s\": %s\n", line, text, e.msg);
		failures++;
		return;
	}
	if (n != nw || memcmp(ids, want, n * sizeof *ids) != 0) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: encode \"%s\" gave", line, text);
		for (size_t i = 0; i < n; i++)
			fprintf(stderr, " %d", (int)ids[i]);
		fprintf(stderr, "\n");
		failures++;
	}
	free(ids);
}
#define ENC_IS(t, text, ...) do { \
	static const int32_t w_[] = {__VA_ARGS__}; \
	enc_is(t, text, w_, sizeof w_ / sizeof w_[0], __LINE__); \
} while (0)

static void test_tiny(const char *srcdir)
{
	char path[4096];
	errbuf e;
	snprintf(path, sizeof path, "%s/tests/tokenizer/tiny", srcdir);
	tokenizer *t = tok_load(path, &e); /* a directory: reads tokenizer.json */
	if (!t) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		failures++;
		return;
	}
	CHECK(tok_vocab_size(t) == 17);
	/* merges by rank: "b c"(0) "a b"(1) "ab c"(2) "Ġ ab"(3) "a a"(4) "Ã ©"(5) */
	ENC_IS(t, "abc", 0, 6);          /* b+c first (rank 0): a|bc, and a+bc is no merge */
	ENC_IS(t, "ab", 4);
	ENC_IS(t, " ab", 7);             /* Ġ a b -> Ġ ab -> Ġab */
	ENC_IS(t, " abc", 3, 0, 6);
	ENC_IS(t, "aaa", 12, 0);         /* equal ranks: leftmost first */
	ENC_IS(t, "aaaa", 12, 12);
	ENC_IS(t, "\u00e9", 11);         /* C3 A9 -> Ã © -> Ã© */
	ENC_IS(t, "e\u0301", 11);        /* NFC first: e + acute -> \u00e9 */
	ENC_IS(t, " 12", 3, 15, 16);
	/* added tokens: leftmost, and the longest at a position */
	ENC_IS(t, "a<|end|>b", 0, 8, 1);
	ENC_IS(t, "a<|end|>xb", 0, 13, 1);
	ENC_IS(t, "<|end|><|end|>", 8, 8);
	/* lookups and decoding */
	CHECK(tok_token_id(t, "<|end|>") == 8);
	CHECK(tok_token_id(t, "\u0120ab") == 7);
	CHECK(tok_token_id(t, "zzz") == -1);
	CHECK(tok_is_special(t, 8) && !tok_is_special(t, 13) && !tok_is_special(t, 0));
	CHECK(strcmp(tok_id_to_piece(t, 7), "\u0120ab") == 0);
	CHECK(tok_id_to_piece(t, 14) == NULL && tok_id_to_piece(t, 17) == NULL);
	size_t l;
	const char *d = tok_decode_id(t, 7, &l);
	CHECK(d && l == 3 && memcmp(d, " ab", 3) == 0);
	d = tok_decode_id(t, 9, &l);
	CHECK(d && l == 1 && (unsigned char)d[0] == 0xC3);
	CHECK(tok_decode_id(t, 14, &l) == NULL && tok_decode_id(t, -1, &l) == NULL);
	int32_t ids[] = {0, 8, 9, 10, 7};
	char *s;
	CHECK(tok_decode(t, ids, 5, &s, &l, &e) == 0 && strcmp(s, "a<|end|>\u00e9 ab") == 0);
	free(s);
	int32_t badid[] = {0, 14};
	CHECK(tok_decode(t, badid, 2, &s, &l, &e) == -1 && strstr(e.msg, "14"));
	strbuf b = {0};
	tok_escape_bytes(&b, "a\xE4\xBD" "b\xC3", 5);
	CHECK(strcmp(sb_str(&b), "a<E4 BD>b<C3>") == 0);
	sb_free(&b);
	/* errors: invalid UTF-8, a byte the vocabulary lacks */
	int32_t *out;
	size_t n;
	CHECK(tok_encode(t, "a\xFF", 2, &out, &n, &e) == -1 && strstr(e.msg, "invalid UTF-8 at byte 1"));
	CHECK(tok_encode(t, "xyz", 3, &out, &n, &e) == -1 && strstr(e.msg, "0x78"));
	CHECK(tok_encode(t, "", 0, &out, &n, &e) == 0 && n == 0);
	tok_free(t);
}

/* ---- the SentencePiece-style fixture ---- */

static void enc_special_is(const tokenizer *t, const char *text, const int32_t *want,
			   size_t nw, int line)
{
	int32_t *ids;
	size_t n;
	errbuf e;
	if (tok_encode_ex(t, text, strlen(text), true, &ids, &n, &e)) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: encode \"%s\": %s\n", line, text, e.msg);
		failures++;
		return;
	}
	if (n != nw || memcmp(ids, want, n * sizeof *ids) != 0) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: encode with special tokens \"%s\" gave", line,
			text);
		for (size_t i = 0; i < n; i++)
			fprintf(stderr, " %d", (int)ids[i]);
		fprintf(stderr, "\n");
		failures++;
	}
	free(ids);
}
#define ENC_SPECIAL_IS(t, text, ...) do { \
	static const int32_t w_[] = {__VA_ARGS__}; \
	enc_special_is(t, text, w_, sizeof w_ / sizeof w_[0], __LINE__); \
} while (0)

static void dec_is(const tokenizer *t, const int32_t *ids, size_t n, const char *want, int line)
{
	char *out;
	size_t len;
	errbuf e;
	if (tok_decode(t, ids, n, &out, &len, &e) || len != strlen(want) || memcmp(out, want, len)) {
		fprintf(stderr, "tok_unit.c:%d: FAIL: decode gave \"%s\", want \"%s\"\n", line,
			out ? out : e.msg, want);
		failures++;
	}
	free(out);
}
#define DEC_IS(t, want, ...) do { \
	static const int32_t i_[] = {__VA_ARGS__}; \
	dec_is(t, i_, sizeof i_ / sizeof i_[0], want, __LINE__); \
} while (0)

/* tests/tokenizer/tiny_sp: normaliser Prepend "▁" + Replace " " -> "▁", no
 * pre-tokenizer, merges "▁ a"(0) "a b"(1) "▁a b"(2), byte fallback for C3
 * and A9 only, <unk> fused, BOS <s> from the template; no_bos/ is the same
 * with tokenizer_config.json saying add_bos_token false. */
static void test_tiny_sp(const char *srcdir)
{
	char path[4096];
	errbuf e;
	snprintf(path, sizeof path, "%s/tests/tokenizer/tiny_sp", srcdir);
	tokenizer *t = tok_load(path, &e);
	if (!t) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		failures++;
		return;
	}
	ENC_IS(t, "ab", 10);             /* ▁ab: ▁+a (rank 0), then ▁a+b (rank 2) */
	ENC_IS(t, "a b", 8, 5, 7);       /* ▁a▁b: no merge joins ▁a and ▁ */
	ENC_IS(t, "\u00e9", 5, 3, 4);    /* é is not in the vocabulary: its bytes */
	ENC_IS(t, "x", 5, 0);            /* neither x nor <0x78>: <unk> */
	ENC_IS(t, "xyz", 5, 0);          /* unknowns fused */
	ENC_IS(t, "a<s>b", 8, 1, 5, 7);  /* each stretch gets its own ▁ */
	ENC_SPECIAL_IS(t, "ab", 1, 10);  /* BOS from the post-processor */
	DEC_IS(t, "a b", 8, 5, 7);       /* " a b", then Strip takes one leading space */
	DEC_IS(t, "\u00e9", 5, 3, 4);
	DEC_IS(t, "<s> a", 1, 8);
	CHECK(tok_token_id(t, "<s>") == 1);
	tok_free(t);
	snprintf(path, sizeof path, "%s/tests/tokenizer/tiny_sp/no_bos", srcdir);
	if (!(t = tok_load(path, &e))) {
		fprintf(stderr, "FAIL: %s\n", e.msg);
		failures++;
		return;
	}
	ENC_SPECIAL_IS(t, "ab", 10);     /* add_bos_token false wins over the template */
	tok_free(t);
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "--nfc-test") == 0)
		return nfc_conformance(argv[2]);
	const char *srcdir = getenv("top_srcdir");
	test_nfc();
	test_split();
	test_tables();
	test_tiny(srcdir ? srcdir : ".");
	test_tiny_sp(srcdir ? srcdir : ".");
	if (failures)
		fprintf(stderr, "%d check(s) failed\n", failures);
	else
		printf("tok_unit: all checks passed\n");
	return failures ? 1 : 0;
}
