/* Find a Hugging Face repo id ("ORG/NAME") in the local hub cache.
 *
 * Cache root, first that is set: $HF_HUB_CACHE, $HF_HOME/hub,
 * $XDG_CACHE_HOME/huggingface/hub, $HOME/.cache/huggingface/hub (the order
 * huggingface_hub itself uses). Inside it: models--ORG--NAME/snapshots/<rev>/,
 * where refs/main names <rev>; without refs/main the only snapshot, or the
 * most recently modified one. Files in a snapshot are symbolic links into
 * ../../blobs/; they are opened through the links (a link loop gives an
 * error when the file is opened). */
#ifndef ATTN_LOADER_HFCACHE_H
#define ATTN_LOADER_HFCACHE_H

#include <stdbool.h>

#include "util/error.h"

/* Is s shaped like a repo id: ORG/NAME, each [A-Za-z0-9._-]+, not "." or ".."? */
bool hf_is_repo_id(const char *s);

/* The cache root that would be used (malloc'd), or NULL if no variable is set. */
char *hf_hub_dir(void);

/* Resolve repo to its snapshot directory (malloc'd in *dir). Returns 0, or -1
 * with a message naming the repo id and the path looked at. */
int hf_resolve(const char *repo, char **dir, errbuf *e);

#endif
