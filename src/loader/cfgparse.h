/* config.json → model_config (docs/MODEL.md §6 and §9). Loader-internal. */
#ifndef ATTN_LOADER_CFGPARSE_H
#define ATTN_LOADER_CFGPARSE_H

#include "loader/json.h"
#include "loader/model.h"

/* Fill c from the parsed config.json (root) read from path. On success
 * c->layer_is_linear is allocated (free it with free()). On error returns -1
 * with "PATH: text_config.field: what is wrong" and leaves nothing allocated. */
int model_config_parse(model_config *c, const json_value *root, const char *path,
		       errbuf *e);

/* Add the ids of generation_config.json's eos_token_id (int or array), if that
 * file exists, to c->eos_ids. A malformed file is an error. */
int model_config_add_generation_eos(model_config *c, const char *path, errbuf *e);

#endif
