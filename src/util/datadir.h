/* Finding attnstep's data files (lessons, the embedded model).
 *
 * A relative path such as "lessons/en" or "models/embedded/config.json" is
 * looked up, in this order:
 *   1. $ATTNSTEP_DATADIR, when set and not empty: the only place searched, so
 *      that tests and users can point attnstep at a data tree of their own;
 *   2. the installed package data directory (ATTNSTEP_PKGDATADIR), if the path
 *      exists there;
 *   3. the source tree (ATTNSTEP_SRCDIR), so that ./attnstep works in a build
 *      tree without `make install`. */
#ifndef ATTN_UTIL_DATADIR_H
#define ATTN_UTIL_DATADIR_H

#include <stddef.h>

#include "util/error.h"

/* Store the full path of rel (a file or directory that exists) in out. Returns
 * 0, or -1 with "rel: not found in DIRS" in e. */
int datadir_find(const char *rel, char *out, size_t outsz, errbuf *e);

/* Join dir and rel with one '/' into out. Returns 0, or -1 when it does not
 * fit (message names the path). */
int path_join(char *out, size_t outsz, const char *dir, const char *rel, errbuf *e);

#endif
