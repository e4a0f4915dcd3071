/* Fuzz target: the tokenizer (src/tokenizer/tokenizer.c, bpe.c, pretok.c, nfc.c)
 * on two small tokenizer.json files made by make_tokenizer.py beside this
 * file: all 256 bytes, 80 merges, two added tokens; one with the Qwen
 * pre-tokenizer and NFC, one with GPT-2's.
 *
 * The first byte picks the tokenizer (bit 0) and the operation (bit 1):
 *   encode: the rest is text. Valid UTF-8 encodes to ids in range whose
 *           decoding is exactly the NFC form of the text outside added
 *           tokens (so: decode(encode(text)) == nfc(text) when the text holds
 *           no added token); invalid UTF-8 is a one-line "text: " error.
 *   decode: the rest is little-endian int32 ids (any value). Decoding
 *           succeeds exactly when every id is a used id, and equals the
 *           concatenation of tok_decode_id. */
#include "fuzz.h"

#include <string.h>

#include "tokenizer/nfc.h"
#include "tokenizer/tokenizer.h"
#include "util/strbuf.h"
#include "util/utf8.h"

#ifndef ATTNSTEP_SRCDIR
#define ATTNSTEP_SRCDIR "."
#endif

static tokenizer *toks[2];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc; (void)argv;
	static const char *rel[2] = { "tests/fuzz/tokenizer.json",
				      "tests/fuzz/tokenizer_gpt2.json" };
	const char *top = getenv("top_srcdir");
	for (int i = 0; i < 2; i++) {
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

static bool has_added_token(const tokenizer *t, const char *s, size_t n)
{
	/* both added tokens start with "<|" */
	(void)t;
	for (size_t i = 0; i + 1 < n; i++)
		if (s[i] == '<' && s[i + 1] == '|')
			return true;
	return false;
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
	if (!has_added_token(t, s, n)) {
		/* the GPT-2 fixture has no normaliser; the Qwen one asks for NFC */
		size_t want_n = n;
		char *want = which == 0 ? nfc_utf8(s, n, &want_n) : NULL;
		const char *w = want ? want : s;
		if (out_n != want_n || memcmp(out, w, want_n) != 0) {
			fprintf(stderr, "round trip differs: %zu bytes in, %zu out\n", want_n, out_n);
			abort();
		}
		free(want);
	}
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

static void do_decode(const tokenizer *t, const uint8_t *data, size_t size)
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
		FUZZ_ASSERT(out_n == want.len);
		FUZZ_ASSERT(memcmp(out, sb_str(&want), out_n) == 0);
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
	int which = data[0] & 1;
	bool decode = data[0] & 2;
	if (decode)
		do_decode(toks[which], data + 1, size - 1);
	else
		do_encode(toks[which], which, (const char *)data + 1, size - 1);
	return 0;
}
