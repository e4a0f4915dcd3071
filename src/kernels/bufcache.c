/* Cached blocks carry their size in a 64-byte header before the pointer:
 * the raw pointer at -16, the block's size at -8, the size last asked for
 * (what the peak count adds up) at -24. */
#include "kernels/bufcache.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/error.h"

#define SLOTS 512
#define HEADER 64
#define CACHE_LIMIT ((size_t)512 << 20) /* bytes kept for reuse at most */

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static void *slot[SLOTS]; /* raw blocks (header included) */
static size_t slot_size[SLOTS];
static int nslots;
static size_t cached;
static size_t live, peak; /* bytes handed out and not given back; its maximum */

void *buf_get(size_t n)
{
	if (n == 0)
		n = 1;
	void *raw = NULL;
	size_t best = (size_t)-1;
	int bi = -1;
	pthread_mutex_lock(&mu);
	/* the smallest cached block that fits without wasting more than half */
	for (int i = 0; i < nslots; i++)
		if (slot_size[i] >= n && slot_size[i] / 2 <= n && slot_size[i] < best) {
			best = slot_size[i];
			bi = i;
		}
	if (bi >= 0) {
		raw = slot[bi];
		cached -= slot_size[bi];
		slot[bi] = slot[nslots - 1];
		slot_size[bi] = slot_size[nslots - 1];
		nslots--;
	}
	live += n;
	if (live > peak)
		peak = live;
	pthread_mutex_unlock(&mu);
	if (!raw) {
		if (n > SIZE_MAX - HEADER - 64)
			raw = NULL;
		else
			raw = malloc(n + HEADER + 64);
		if (!raw) {
			err_printf("out of memory (%zu bytes)", n);
			exit(EXIT_FAIL);
		}
		/* align the user pointer to 64 bytes; keep the raw pointer and size before it */
		char *user = (char *)raw + HEADER;
		user += (64 - (uintptr_t)user % 64) % 64;
		memcpy(user - 16, &raw, sizeof raw);
		memcpy(user - 8, &n, sizeof n);
		memcpy(user - 24, &n, sizeof n);
		return user;
	}
	char *user = (char *)raw + HEADER;
	user += (64 - (uintptr_t)user % 64) % 64;
	memcpy(user - 24, &n, sizeof n); /* asked for (the block may be larger) */
	return user;
}

void *buf_get0(size_t n)
{
	void *p = buf_get(n);
	memset(p, 0, n);
	return p;
}

void buf_put(void *p)
{
	if (!p)
		return;
	void *raw;
	size_t n;
	memcpy(&raw, (char *)p - 16, sizeof raw);
	memcpy(&n, (char *)p - 8, sizeof n);
	size_t asked;
	memcpy(&asked, (char *)p - 24, sizeof asked);
	pthread_mutex_lock(&mu);
	live -= asked;
	if (nslots < SLOTS && cached + n <= CACHE_LIMIT) {
		slot[nslots] = raw;
		slot_size[nslots] = n;
		nslots++;
		cached += n;
		raw = NULL;
	}
	pthread_mutex_unlock(&mu);
	free(raw);
}

void buf_release_all(void)
{
	pthread_mutex_lock(&mu);
	for (int i = 0; i < nslots; i++)
		free(slot[i]);
	nslots = 0;
	cached = 0;
	pthread_mutex_unlock(&mu);
}

size_t buf_peak_bytes(void)
{
	pthread_mutex_lock(&mu);
	size_t p = peak;
	pthread_mutex_unlock(&mu);
	return p;
}

void buf_peak_reset(void)
{
	pthread_mutex_lock(&mu);
	peak = live;
	pthread_mutex_unlock(&mu);
}
