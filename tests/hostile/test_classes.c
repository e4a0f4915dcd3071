/* Unit tests of the pieces that close whole classes of hostile input:
 * the keyed hash (SipHash-2-4 reference vectors), the output sanitiser,
 * the regular-file check, linear-time added-token matching (against the
 * obvious quadratic search) and canonical ordering of long runs of
 * combining marks (against a plain stable sort). */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/check.h"
#include "tokenizer/added_match.h"
#include "loader/safetensors.h"
#include "tokenizer/nfc.h"
#include "tokenizer/unicode_tables.h"
#include "util/file.h"
#include "util/hash.h"
#include "util/sanitize.h"

static void test_siphash(void)
{
	/* the reference implementation's vectors: key 00 01 .. 0f, message
	 * 00 01 .. (n-1) */
	unsigned char m[64];
	for (int i = 0; i < 64; i++)
		m[i] = (unsigned char)i;
	uint64_t k0 = 0x0706050403020100ull, k1 = 0x0f0e0d0c0b0a0908ull;
	CHECK(hash_siphash24(k0, k1, m, 0) == 0x726fdb47dd0e0e31ull);
	CHECK(hash_siphash24(k0, k1, m, 1) == 0x74f839c593dc67fdull);
	CHECK(hash_siphash24(k0, k1, m, 2) == 0x0d6c8009d9a94f5aull);
	CHECK(hash_siphash24(k0, k1, m, 3) == 0x85676696d7fb7e2dull);
	CHECK(hash_siphash24(k0, k1, m, 63) == 0x958a324ceb064572ull);
	/* the process's key: stable within the process, and it is not zero */
	CHECK(hash_bytes("abc", 3) == hash_bytes("abc", 3));
	CHECK(hash_bytes("abc", 3) != hash_siphash24(0, 0, "abc", 3));
}

static int san_is(const char *in, size_t len, int flags, const char *want)
{
	strbuf b = {0};
	sanitize_append(&b, in, len, flags);
	int ok = strcmp(sb_str(&b), want) == 0;
	if (!ok)
		fprintf(stderr, "sanitize gave \"%s\", want \"%s\"\n", sb_str(&b), want);
	sb_free(&b);
	return ok;
}

static void test_sanitize(void)
{
	CHECK(san_is("plain é 猫", strlen("plain é 猫"), 0, "plain é 猫"));
	CHECK(san_is("a\nb\tc\rd", 7, 0, "a\\nb\\tc\\rd"));
	CHECK(san_is("a\nb\tc", 5, SAN_KEEP_NEWLINE, "a\nb\tc"));
	CHECK(san_is("\033[2J\007\177", 6, 0, "\\x1B[2J\\x07\\x7F"));
	/* C1: U+0085 NEL, U+009B CSI (UTF-8 C2 85, C2 9B); U+00A0 is printable */
	CHECK(san_is("\302\205\302\233\302\240", 6, 0, "\\u0085\\u009B\302\240"));
	/* a lone 0x9B byte (8-bit CSI), a truncated sequence, NUL */
	CHECK(san_is("a\233b\344\275", 5, 0, "a\\x9Bb\\xE4\\xBD"));
	CHECK(san_is("a\0b", 3, 0, "a\\x00b"));
	CHECK(san_is("C:\\x", 4, 0, "C:\\x"));
	CHECK(san_is("C:\\x", 4, SAN_ESC_BACKSLASH, "C:\\\\x"));
	CHECK(sanitize_is_clean("ok 猫", strlen("ok 猫"), 0));
	CHECK(!sanitize_is_clean("\302\233", 2, 0));
	CHECK(sanitize_is_control(0x1b) && sanitize_is_control(0x9b) && sanitize_is_control(0x7f));
	CHECK(!sanitize_is_control(0xa0) && !sanitize_is_control('a'));
	char small[8];
	sanitize_into(small, sizeof small, "\033\033\033", 3, 0);
	CHECK(strlen(small) < sizeof small);
}

static void test_regular_file(void)
{
	char dir[] = "/tmp/attnstep-classes.XXXXXX";
	CHECK(mkdtemp(dir) != NULL);
	char fifo[64], reg[64];
	snprintf(fifo, sizeof fifo, "%s/fifo", dir);
	snprintf(reg, sizeof reg, "%s/reg", dir);
	CHECK(mkfifo(fifo, 0600) == 0);
	FILE *f = fopen(reg, "w");
	CHECK(f && fputs("hello", f) >= 0 && fclose(f) == 0);
	errbuf e;
	/* the FIFO: an error at once (a blocking open would wait forever) */
	CHECK(file_open_regular(fifo, NULL, &e) < 0 && strstr(e.msg, "FIFO"));
	CHECK(file_open_regular(dir, NULL, &e) < 0 && strstr(e.msg, "directory"));
	char *buf;
	size_t n;
	CHECK(file_read_all(reg, 100, "a test", &buf, &n, &e) == 0 && n == 5 &&
	      strcmp(buf, "hello") == 0);
	free(buf);
	CHECK(file_read_all(reg, 4, "a test", &buf, &n, &e) < 0 && strstr(e.msg, "too large"));
	int fd = file_open_regular(reg, NULL, &e);
	CHECK(fd >= 0 && !(fcntl(fd, F_GETFL) & O_NONBLOCK));
	if (fd >= 0)
		close(fd);
	unlink(fifo);
	unlink(reg);
	rmdir(dir);
}

/* The reference: at every position the longest token that starts there,
 * the lowest index among equal ones. */
static uint32_t naive_at(const char *const *s, const size_t *len, size_t n, const char *t,
			 size_t tl)
{
	uint32_t best = 0;
	for (size_t k = 0; k < n; k++)
		if (len[k] <= tl && memcmp(s[k], t, len[k]) == 0 &&
		    (!best || len[k] > len[best - 1]))
			best = (uint32_t)k + 1;
	return best;
}

static void test_added_match(void)
{
	srand(12345);
	for (int round = 0; round < 300; round++) {
		size_t n = 1 + (size_t)(rand() % 12);
		char tok[12][8];
		const char *s[12];
		size_t len[12];
		for (size_t k = 0; k < n; k++) {
			len[k] = 1 + (size_t)(rand() % 6);
			for (size_t j = 0; j < len[k]; j++)
				tok[k][j] = "abc"[rand() % 3];
			s[k] = tok[k];
		}
		char text[200];
		size_t tl = (size_t)(rand() % 200);
		for (size_t i = 0; i < tl; i++)
			text[i] = "abcd"[rand() % 4];
		added_match *m = added_match_build(s, len, n);
		uint32_t at[200];
		added_match_scan(m, text, tl, at);
		int bad = 0;
		for (size_t i = 0; i < tl; i++)
			bad += at[i] != naive_at(s, len, n, text + i, tl - i);
		CHECK(bad == 0);
		added_match_free(m);
	}
}

static void test_nfc_long_runs(void)
{
	/* 'x' (composes with none of these) and marks of classes 230, 220, 1,
	 * 10, 230: runs of 5 (insertion sort) and of 2000 (counting sort) */
	static const uint32_t marks[] = { 0x0301, 0x0316, 0x0334, 0x05B0, 0x0300 };
	size_t sizes[] = { 5, 40, 2000 };
	srand(777);
	for (size_t t = 0; t < sizeof sizes / sizeof sizes[0]; t++) {
		size_t n = sizes[t] + 1;
		uint32_t *in = malloc(n * sizeof *in), *want = malloc(n * sizeof *want);
		in[0] = 'x';
		for (size_t i = 1; i < n; i++)
			in[i] = marks[rand() % 5];
		memcpy(want, in, n * sizeof *in);
		/* a stable sort by class of the marks (qsort is not stable:
		 * sort (class, position) pairs by tagging the position) */
		uint64_t *tag = malloc(n * sizeof *tag);
		for (size_t i = 1; i < n; i++)
			tag[i] = ((uint64_t)uc_ccc(in[i]) << 40) | ((uint64_t)i << 21) | in[i];
		for (size_t i = 2; i < n; i++) /* insertion sort: fine for a test */
			for (size_t j = i; j > 1 && tag[j - 1] > tag[j]; j--) {
				uint64_t x = tag[j];
				tag[j] = tag[j - 1];
				tag[j - 1] = x;
			}
		for (size_t i = 1; i < n; i++)
			want[i] = (uint32_t)(tag[i] & 0x1FFFFF);
		size_t on;
		uint32_t *out = nfc_cps(in, n, &on);
		CHECK(on == n && memcmp(out, want, n * sizeof *out) == 0);
		free(out);
		free(tag);
		free(in);
		free(want);
	}
}

/* A safetensors file holding one tensor entry (header text h, no data). */
static int st_with(const char *dir, const char *h, errbuf *e)
{
	char path[128];
	snprintf(path, sizeof path, "%s/t.safetensors", dir);
	FILE *f = fopen(path, "wb");
	size_t n = strlen(h);
	for (int i = 0; i < 8; i++)
		fputc((int)((n >> (8 * i)) & 0xff), f);
	fputs(h, f);
	fclose(f);
	st_file sf;
	int rc = st_open(&sf, path, e);
	if (rc == 0)
		st_close(&sf);
	unlink(path);
	return rc;
}

static void test_st_overflow(void)
{
	char dir[] = "/tmp/attnstep-st.XXXXXX";
	CHECK(mkdtemp(dir) != NULL);
	errbuf e;
	/* 2^62 elements of 4 bytes: 2^64 bytes, which wraps to 0 = end - begin */
	CHECK(st_with(dir, "{\"t\":{\"dtype\":\"F32\",\"shape\":[2147483648,2147483648],\"data_offsets\":[0,0]}}", &e) < 0 &&
	      strstr(e.msg, "too large"));
	CHECK(st_with(dir, "{\"t\":{\"dtype\":\"F64\",\"shape\":[2305843009213693952],\"data_offsets\":[0,0]}}", &e) < 0 &&
	      strstr(e.msg, "too large"));
	CHECK(st_with(dir, "{\"t\":{\"dtype\":\"BF16\",\"shape\":[4611686018427387904],\"data_offsets\":[0,0]}}", &e) < 0 &&
	      strstr(e.msg, "too large"));
	/* an empty tensor is fine */
	CHECK(st_with(dir, "{\"t\":{\"dtype\":\"F32\",\"shape\":[0,2147483648],\"data_offsets\":[0,0]}}", &e) == 0);
	rmdir(dir);
}

int main(void)
{
	test_st_overflow();
	test_siphash();
	test_sanitize();
	test_regular_file();
	test_added_match();
	test_nfc_long_runs();
	return check_exit();
}
