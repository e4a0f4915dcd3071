/* Fuzz target: the tokenizer (src/tokenizer: tokenizer.c, tok_load.c, bpe.c,
 * pretok.c, regex.c, nfc.c) on three small tokenizer.json files made by
 * make_tokenizer.py beside this file: byte-level with all 256 bytes, 80
 * merges, two added tokens, one with the Qwen pre-tokenizer and NFC, one
 * with GPT-2's; and a SentencePiece-style one (by character, 256 byte
 * fallback tokens, Prepend/Replace normalisers, BOS, Strip in the decoder).
 *
 * The first byte picks the tokenizer (bit 2 set: the SentencePiece one,
 * else bit 0) and the operation (bit 1), or (bit 3) the regex reader:
 *   encode: the rest is text. Valid UTF-8 encodes to ids in range whose
 *           decoding gives the text back: its NFC form (Qwen), itself
 *           (GPT-2), itself with U+2581 read as a space (SentencePiece),
 *           when the text holds no added token; with special tokens added
 *           the ids are the template's BOS then the same ids. Invalid UTF-8
 *           is a one-line "text: " error.
 *   decode: the rest is little-endian int32 ids (any value). Decoding
 *           succeeds exactly when every id is a used id, and equals the
 *           concatenation of tok_decode_id (less the leading space the
 *           SentencePiece decoder strips).
 *   regex:  the rest is a pattern, a NUL byte, and a text (its bytes taken
 *           as code points). A pattern is either refused with a reason or
 *           splits the text into pieces that cover it in order (Isolated),
 *           or runs out of its step budget. */
#include "fuzz.h"

#include <string.h>

#include "tokenizer/nfc.h"
#include "tokenizer/pretok.h"
#include "tokenizer/tokenizer.h"
#include "util/strbuf.h"
#include "util/utf8.h"

#ifndef ATTNSTEP_SRCDIR
#define ATTNSTEP_SRCDIR "."
#endif

enum { TOK_QWEN, TOK_GPT2, TOK_SP, N_TOKS };
static tokenizer *toks[N_TOKS];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc; (void)argv;
	static const char *rel[N_TOKS] = { "tests/fuzz/tokenizer.json",
					   "tests/fuzz/tokenizer_gpt2.json",
					   "tests/fuzz/tokenizer_sp.json" };
	const char *top = getenv("top_srcdir");
	for (int i = 0; i < N_TOKS; i++) {
		char path[4096];
		snprintf(path, sizeof path, "%s/%s", top && *top ? top : ATTNSTEP_SRCDIR, rel[i]);
		errbuf e;
		toks[i] = tok_load(path, &e);
		if (!toks[i]) {
			fprintf(stderr, "fuzz_tokenizer: %s\n", e.msg);
			exit(1);
		}
	}
	return 0;
}

static bool has_added_token(int which, const char *s, size_t n)
{
	/* the byte-level ones' start with "<|", the SentencePiece ones' with "<" */
	for (size_t i = 0; i + 1 < n; i++)
		if (s[i] == '<' && (which == TOK_SP || s[i + 1] == '|'))
			return true;
	return n && s[n - 1] == '<' && which == TOK_SP;
}

/* The text with every U+2581 (E2 96 81) as a space: what the SentencePiece
 * decoder gives back. */
static char *spaces_for_marks(const char *s, size_t n, size_t *out_n)
{
	char *o = malloc(n + 1);
	FUZZ_ASSERT(o != NULL);
	size_t k = 0;
	for (size_t i = 0; i < n;) {
		if (i + 3 <= n && memcmp(s + i, "\xe2\x96\x81", 3) == 0) {
			o[k++] = ' ';
			i += 3;
		} else {
			o[k++] = s[i++];
		}
	}
	*out_n = k;
	return o;
}

static void do_encode(const tokenizer *t, int which, const char *s, size_t n)
{
	int32_t *ids = NULL;
	size_t nid = 99;
	errbuf e;
	if (tok_encode(t, s, n, &ids, &nid, &e)) {
		FUZZ_ASSERT(!utf8_valid(s, n, NULL));
		fuzz_check_msg(e.msg, "text");
		return;
	}
	FUZZ_ASSERT(utf8_valid(s, n, NULL));
	FUZZ_ASSERT((n == 0) == (nid == 0));
	int32_t v = tok_vocab_size(t);
	for (size_t i = 0; i < nid; i++) {
		FUZZ_ASSERT(ids[i] >= 0 && ids[i] < v);
		FUZZ_ASSERT(tok_id_to_piece(t, ids[i]) != NULL);
	}
	char *out = NULL;
	size_t out_n = 0;
	FUZZ_ASSERT(tok_decode(t, ids, nid, &out, &out_n, &e) == 0);
	FUZZ_ASSERT(out[out_n] == '\0');
	if (!has_added_token(which, s, n)) {
		/* the GPT-2 fixture has no normaliser; the Qwen one asks for NFC */
		size_t want_n = n;
		char *want = which == TOK_QWEN ? nfc_utf8(s, n, &want_n)
			   : which == TOK_SP ? spaces_for_marks(s, n, &want_n) : NULL;
		const char *w = want ? want : s;
		if (out_n != want_n || memcmp(out, w, want_n) != 0) {
			fprintf(stderr, "round trip differs: %zu bytes in, %zu out\n", want_n, out_n);
			abort();
		}
		free(want);
	}
	/* with special tokens: the template's prefix, then the same ids */
	const int32_t *pre;
	size_t npre = tok_special_ids(t, false, &pre);
	FUZZ_ASSERT(npre == (which == TOK_SP));
	int32_t *sids = NULL;
	size_t nsid = 0;
	FUZZ_ASSERT(tok_encode_ex(t, s, n, true, &sids, &nsid, &e) == 0);
	FUZZ_ASSERT(nsid == npre + nid);
	FUZZ_ASSERT(npre == 0 || sids[0] == pre[0]);
	FUZZ_ASSERT(nid == 0 || memcmp(sids + npre, ids, nid * sizeof *ids) == 0);
	free(sids);
	/* what the CLI prints for each token */
	strbuf sb = { 0 };
	for (size_t i = 0; i < nid; i++) {
		size_t len;
		const char *b = tok_decode_id(t, ids[i], &len);
		FUZZ_ASSERT(b != NULL);
		tok_escape_bytes(&sb, b, len);
	}
	FUZZ_ASSERT(utf8_valid(sb_str(&sb), sb.len, NULL));
	sb_free(&sb);
	free(out);
	free(ids);
}

static void do_regex(const uint8_t *data, size_t size)
{
	const uint8_t *nul = memchr(data, 0, size);
	size_t plen = nul ? (size_t)(nul - data) : size;
	size_t n = nul ? size - plen - 1 : 0;
	char why[200] = "";
	pretok *p = pretok_new();
	if (pretok_add_regex(p, (const char *)data, plen, SPLIT_ISOLATED, false, why, sizeof why)) {
		FUZZ_ASSERT(why[0] != 0);
		fuzz_check_line(why);
		pretok_free(p);
		return;
	}
	uint32_t *cp = malloc((n + 1) * sizeof *cp);
	size_t *st = malloc((n + 1) * sizeof *st), *en = malloc((n + 1) * sizeof *en);
	FUZZ_ASSERT(cp && st && en);
	for (size_t i = 0; i < n; i++)
		cp[i] = nul[1 + i];
	long np = pretok_split(p, cp, n, st, en);
	FUZZ_ASSERT(np >= -1 && np <= (long)n);
	/* Isolated: matches and gaps together cover the text, in order */
	size_t at = 0;
	for (long k = 0; k < np; k++) {
		FUZZ_ASSERT(st[k] == at && en[k] > st[k]);
		at = en[k];
	}
	FUZZ_ASSERT(np < 0 || at == n);
	free(cp), free(st), free(en);
	pretok_free(p);
}

static void do_decode(const tokenizer *t, int which, const uint8_t *data, size_t size)
{
	size_t n = size / 4;
	int32_t *ids = calloc(n ? n : 1, sizeof *ids);
	FUZZ_ASSERT(ids != NULL);
	strbuf want = { 0 };
	bool all_ok = true;
	for (size_t i = 0; i < n; i++) {
		uint32_t u = (uint32_t)data[4 * i] | (uint32_t)data[4 * i + 1] << 8 |
			     (uint32_t)data[4 * i + 2] << 16 | (uint32_t)data[4 * i + 3] << 24;
		/* mostly small ids, so that most inputs decode */
		ids[i] = (u & 0x80000000u) ? (int32_t)u : (int32_t)(u % 64);
		size_t len;
		const char *b = tok_decode_id(t, ids[i], &len);
		if (!b)
			all_ok = false;
		else
			sb_append(&want, b, len);
		(void)tok_id_to_piece(t, ids[i]);
		(void)tok_is_special(t, ids[i]);
	}
	char *out = NULL;
	size_t out_n = 0;
	errbuf e;
	int rc = tok_decode(t, ids, n, &out, &out_n, &e);
	FUZZ_ASSERT((rc == 0) == all_ok);
	if (rc == 0) {
		/* the SentencePiece decoder strips one leading space */
		size_t skip = which == TOK_SP && want.len && want.s[0] == ' ';
		FUZZ_ASSERT(out_n == want.len - skip);
		FUZZ_ASSERT(memcmp(out, sb_str(&want) + skip, out_n) == 0);
		strbuf esc = { 0 };
		tok_escape_bytes(&esc, out, out_n);
		FUZZ_ASSERT(utf8_valid(sb_str(&esc), esc.len, NULL));
		sb_free(&esc);
		free(out);
	} else {
		fuzz_check_line(e.msg);
	}
	sb_free(&want);
	free(ids);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	if (data[0] & 8) {
		do_regex(data + 1, size - 1);
		return 0;
	}
	int which = data[0] & 4 ? TOK_SP : data[0] & 1;
	bool decode = data[0] & 2;
	if (decode)
		do_decode(toks[which], which, data + 1, size - 1);
	else
		do_encode(toks[which], which, (const char *)data + 1, size - 1);
	return 0;
}
