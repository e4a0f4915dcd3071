#include "util/mapguard.h"

#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "util/sanitize.h"

/* Slots are filled under a mutex and published by `used`; the handler only
 * reads them (a slot being changed at the moment of the fault is at worst
 * not found, and then the fault is reported as a plain bus error). */
static struct {
	volatile sig_atomic_t used;
	uintptr_t base;
	size_t size;
	char line[600]; /* the whole message, ready to write */
	size_t len;
} slots[MAPGUARD_MAX];
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static void (*volatile terminal_reset)(void);
static int fired; /* set by the first thread in on_sigbus */

static void on_sigbus(int sig, siginfo_t *si, void *ctx)
{
	(void)ctx;
	uintptr_t a = (uintptr_t)si->si_addr;
	for (int i = 0; i < MAPGUARD_MAX; i++) {
		if (!slots[i].used || a < slots[i].base || a - slots[i].base >= slots[i].size)
			continue;
		/* Every pool thread reading the shrunk file faults at about the same
		 * time; only the first one says so, the others wait for its _exit. */
		if (__atomic_exchange_n(&fired, 1, __ATOMIC_SEQ_CST))
			for (;;)
				pause();
		void (*reset)(void) = terminal_reset;
		if (reset)
			reset();
		ssize_t w = write(STDERR_FILENO, slots[i].line, slots[i].len);
		(void)w;
		_exit(1);
	}
	/* not ours: a bug; let the default action happen on the retry */
	signal(sig, SIG_DFL);
}

void mapguard_install(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_sigbus;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGBUS, &sa, NULL);
}

void mapguard_add(const void *base, size_t size, const char *path)
{
	pthread_mutex_lock(&mu);
	for (int i = 0; i < MAPGUARD_MAX; i++) {
		if (slots[i].used)
			continue;
		/* the message is built now: the handler can only write() */
		char shown[400];
		sanitize_into(shown, sizeof shown, path, strlen(path), 0);
		size_t n = 0;
		const char *parts[] = { "attnstep: ", shown,
					": the file shrank while it was in use (it was changed on disk)\n" };
		for (int k = 0; k < 3; k++) {
			size_t l = strlen(parts[k]);
			if (n + l >= sizeof slots[i].line)
				l = sizeof slots[i].line - 1 - n;
			memcpy(slots[i].line + n, parts[k], l);
			n += l;
		}
		slots[i].len = n;
		slots[i].base = (uintptr_t)base;
		slots[i].size = size;
		slots[i].used = 1;
		break;
	}
	pthread_mutex_unlock(&mu);
}

void mapguard_remove(const void *base)
{
	pthread_mutex_lock(&mu);
	for (int i = 0; i < MAPGUARD_MAX; i++)
		if (slots[i].used && slots[i].base == (uintptr_t)base)
			slots[i].used = 0;
	pthread_mutex_unlock(&mu);
}

void mapguard_set_terminal_reset(void (*fn)(void))
{
	terminal_reset = fn;
}
