/* The one hash function for every table built from input: JSON objects, the
 * safetensors tensor-name table, the tokenizer's vocabulary and merge
 * tables, lesson step ids.
 *
 * A table keyed by strings from a file is open to hash flooding: with a
 * fixed, public hash (FNV-1a) anyone can compute offline 100,000 keys that
 * land in one slot, and every insert then walks the whole cluster, which
 * makes loading quadratic (a 5 MB config.json took a minute). This is
 * SipHash-2-4 (Aumasson and Bernstein), a keyed hash, with a 128-bit key
 * drawn once per process from the system's random source: keys that
 * collide cannot be chosen without knowing the key, so every table op costs
 * O(1) expected and building a table of n keys O(n) expected, for any input.
 * Tables keep the order of insertion where it is visible, so nothing that
 * attnstep prints depends on the key. */
#ifndef ATTN_UTIL_HASH_H
#define ATTN_UTIL_HASH_H

#include <stddef.h>
#include <stdint.h>

/* The keyed hash of n bytes. Thread-safe. */
uint64_t hash_bytes(const void *p, size_t n);

/* The keyed hash of a 64-bit value (a pair of token ids, say). */
uint64_t hash_u64(uint64_t x);

/* SipHash-2-4 of n bytes under the key (k0, k1), the two halves of the
 * 128-bit key read as little-endian words; for the test vectors. */
uint64_t hash_siphash24(uint64_t k0, uint64_t k1, const void *p, size_t n);

#endif
