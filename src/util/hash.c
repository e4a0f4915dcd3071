#include "util/hash.h"

#include <fcntl.h>
#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static uint64_t the_key0, the_key1;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

/* 16 random bytes from /dev/urandom; if that fails (a chroot without
 * /dev), a mix of the clock, the process id and an address, which an
 * attacker who only writes files still cannot predict well. */
static void key_init(void)
{
	unsigned char k[16];
	size_t got = 0;
	int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		while (got < sizeof k) {
			ssize_t r = read(fd, k + got, sizeof k - got);
			if (r <= 0)
				break;
			got += (size_t)r;
		}
		close(fd);
	}
	if (got == sizeof k) {
		memcpy(&the_key0, k, 8);
		memcpy(&the_key1, k + 8, 8);
		return;
	}
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	the_key0 = (uint64_t)ts.tv_nsec * 0x9E3779B97F4A7C15ull ^ (uint64_t)ts.tv_sec;
	the_key1 = ((uint64_t)getpid() << 32) ^ (uint64_t)(uintptr_t)&got;
}

static uint64_t rotl(uint64_t x, int b)
{
	return (x << b) | (x >> (64 - b));
}

/* one SipRound on the state v[0..3] */
static void sipround(uint64_t v[4])
{
	v[0] += v[1]; v[1] = rotl(v[1], 13); v[1] ^= v[0]; v[0] = rotl(v[0], 32);
	v[2] += v[3]; v[3] = rotl(v[3], 16); v[3] ^= v[2];
	v[0] += v[3]; v[3] = rotl(v[3], 21); v[3] ^= v[0];
	v[2] += v[1]; v[1] = rotl(v[1], 17); v[1] ^= v[2]; v[2] = rotl(v[2], 32);
}

uint64_t hash_siphash24(uint64_t key0, uint64_t key1, const void *p, size_t n)
{
	const unsigned char *s = p;
	/* the initial state: the key xor "somepseudorandomlygeneratedbytes" */
	uint64_t v[4] = { key0 ^ 0x736f6d6570736575ull, key1 ^ 0x646f72616e646f6dull,
			  key0 ^ 0x6c7967656e657261ull, key1 ^ 0x7465646279746573ull };
	/* 2 compression rounds per 8-byte little-endian word m: v3 ^= m, rounds, v0 ^= m */
	size_t i = 0;
	for (; i + 8 <= n; i += 8) {
		uint64_t m = 0;
		for (int b = 7; b >= 0; b--)
			m = (m << 8) | s[i + (size_t)b];
		v[3] ^= m;
		sipround(v);
		sipround(v);
		v[0] ^= m;
	}
	/* the last word: the remaining bytes, and n mod 256 in the top byte */
	uint64_t m = (uint64_t)(n & 0xff) << 56;
	for (size_t b = 0; i + b < n; b++)
		m |= (uint64_t)s[i + b] << (8 * b);
	v[3] ^= m;
	sipround(v);
	sipround(v);
	v[0] ^= m;
	/* 4 finalisation rounds after v2 ^= 0xff */
	v[2] ^= 0xff;
	for (int r = 0; r < 4; r++)
		sipround(v);
	return v[0] ^ v[1] ^ v[2] ^ v[3];
}

uint64_t hash_bytes(const void *p, size_t n)
{
	pthread_once(&key_once, key_init);
	return hash_siphash24(the_key0, the_key1, p, n);
}

uint64_t hash_u64(uint64_t x)
{
	unsigned char b[8];
	for (int i = 0; i < 8; i++)
		b[i] = (unsigned char)(x >> (8 * i));
	return hash_bytes(b, sizeof b);
}
