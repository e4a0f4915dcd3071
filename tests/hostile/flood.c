/* flood: keys that all collide in a table indexed by the low 18 bits of the
 * FNV-1a hash, the unkeyed hash attnstep's tables once used. An input made
 * of them shows whether a table can still be flooded: with FNV-1a and
 * linear probing every insert walks one cluster, so n keys cost O(n²); with
 * a keyed hash they cost O(n).
 *
 *   flood 32|64 N   N keys (N <= 262144), one per line, 5 characters of
 *                   [A-Za-z0-9_-] each, colliding for FNV-1a-32 or -64
 *
 * How: the low k bits of FNV-1a's state after a byte, ((s ^ c) * P) mod
 * 2^k, depend only on the low k bits before it, and the step can be undone
 * (P is odd, so it has an inverse mod 2^k). Meet in the middle over 2^18
 * states: every 3-character prefix forward from the offset basis, every
 * 2-character suffix backward from each target value t < 64. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BITS 18
#define MASK ((1u << BITS) - 1)

static const char alpha[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/* the inverse of an odd p mod 2^32 by Newton's iteration x = x (2 - p x) */
static uint32_t inverse(uint32_t p)
{
	uint32_t x = p;
	for (int i = 0; i < 5; i++)
		x *= 2 - p * x;
	return x;
}

int main(int argc, char **argv)
{
	if (argc != 3 || (strcmp(argv[1], "32") != 0 && strcmp(argv[1], "64") != 0)) {
		fprintf(stderr, "usage: flood 32|64 N\n");
		return 2;
	}
	long want = atol(argv[2]);
	/* only the low 18 bits matter: the constants mod 2^18 */
	uint32_t basis, prime;
	if (strcmp(argv[1], "32") == 0) {
		basis = 2166136261u;
		prime = 16777619u;
	} else {
		basis = (uint32_t)(1469598103934665603ull & 0xffffffffu);
		prime = (uint32_t)(1099511628211ull & 0xffffffffu);
	}
	uint32_t pinv = inverse(prime);
	/* forward: state -> first 3-character prefix reaching it (+1; 0 = none) */
	uint32_t *first = calloc((size_t)MASK + 1, sizeof *first);
	uint32_t *next = calloc(64 * 64 * 64 + 1, sizeof *next);
	if (!first || !next)
		return 1;
	for (uint32_t i = 0; i < 64 * 64 * 64; i++) {
		uint32_t s = basis;
		s = (s ^ (unsigned char)alpha[i >> 12]) * prime;
		s = (s ^ (unsigned char)alpha[(i >> 6) & 63]) * prime;
		s = (s ^ (unsigned char)alpha[i & 63]) * prime;
		s &= MASK;
		next[i + 1] = first[s];
		first[s] = i + 1;
	}
	long n = 0;
	for (uint32_t t = 0; t < 64 && n < want; t++)
		for (uint32_t c5 = 0; c5 < 64 && n < want; c5++)
			for (uint32_t c4 = 0; c4 < 64 && n < want; c4++) {
				/* undo the last two steps: s = (t * P^-1) ^ c */
				uint32_t s = ((t * pinv) & MASK) ^ (unsigned char)alpha[c5];
				s = ((s * pinv) & MASK) ^ (unsigned char)alpha[c4];
				for (uint32_t k = first[s]; k && n < want; k = next[k]) {
					uint32_t i = k - 1;
					printf("%c%c%c%c%c\n", alpha[i >> 12], alpha[(i >> 6) & 63],
					       alpha[i & 63], alpha[c4], alpha[c5]);
					n++;
				}
			}
	free(first);
	free(next);
	return n == want ? 0 : 1;
}
