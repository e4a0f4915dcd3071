/* A mapped file that shrinks under the running program.
 *
 * The weights are read through mmap. When the file is truncated in place
 * while it is mapped (`cp new.safetensors model.safetensors` truncates and
 * rewrites; so do some sync tools), reading a page past the new end raises
 * SIGBUS, which would kill the process with no message and, in the TUI,
 * leave the terminal in its full-screen mode. Hugging Face's own downloads
 * replace files by rename, which is safe: the mapping keeps the old file.
 *
 * The guard: every mapping is registered with its file name; a SIGBUS whose
 * address lies in a registered mapping prints one line naming the file,
 * "PATH: the file shrank while it was in use (it was changed on disk)",
 * and ends the process with status 1, after the TUI's terminal reset hook if
 * one is set. Why not recover (sigsetjmp around every read)? The reads
 * happen in every worker thread of the pool, deep inside the kernels; a
 * longjmp out of them would leave the pool, its locks and the buffer cache
 * in an unknown state, and the file is gone anyway: stopping with a clear
 * line is the honest outcome. A SIGBUS anywhere else is a bug: the default
 * action (a core dump) is restored and the fault happens again. */
#ifndef ATTN_UTIL_MAPGUARD_H
#define ATTN_UTIL_MAPGUARD_H

#include <stddef.h>

/* Install the SIGBUS handler (once, from main). */
void mapguard_install(void);

/* Register / forget the mapping [base, base + size) of path. At most
 * MAPGUARD_MAX mappings are watched at once (more are mapped unwatched). */
#define MAPGUARD_MAX 1280
void mapguard_add(const void *base, size_t size, const char *path);
void mapguard_remove(const void *base);

/* A function the handler calls first to give the terminal back (the TUI
 * sets one while it runs; NULL to clear). It must be async-signal-safe
 * enough for a process that is about to exit. */
void mapguard_set_terminal_reset(void (*fn)(void));

#endif
