/* config.json → model_config (docs/MODEL.md §6 and §9). Loader-internal:
 * config.c finds the family (loader/arch.h) by model_type and lets its
 * descriptor read the family's keys with the helpers below; then it reads
 * what every family spells alike (architectures, tie_word_embeddings,
 * eos_token_id). */
#ifndef ATTN_LOADER_CFGPARSE_H
#define ATTN_LOADER_CFGPARSE_H

#include "loader/json.h"
#include "loader/model.h"

/* Limits that no real model comes near; they keep products like V·H and
 * nh·hd·2 far from int overflow and reject nonsense early. */
#define CFG_MAX_VOCAB (1 << 22)
#define CFG_MAX_DIM (1 << 17)
#define CFG_MAX_LAYERS 1024
#define CFG_MAX_HEADS 1024

/* Where the keys are read: the config's root object, and the object holding
 * the text model's fields (the root, or text_config in a multimodal
 * checkpoint; a family's config hook may move it). */
typedef struct cfg_ctx {
	const char *path;       /* the config.json path, for messages */
	const json_value *root;
	const json_value *tc;   /* the text config object */
	const char *tcpath;     /* "text_config" or "" */
	const char *model_type; /* as found at the top level */
	errbuf *e;
} cfg_ctx;

/* Typed reads of key in x->tc; errors read "PATH: text_config.key: ...". */
int cfg_req_int(cfg_ctx *x, const char *key, int64_t min, int64_t max, int *out);
int cfg_opt_int(cfg_ctx *x, const char *key, int64_t min, int64_t max, int64_t def, int *out);
int cfg_opt_bool(cfg_ctx *x, const char *key, bool def, bool *out);
int cfg_opt_string(cfg_ctx *x, const char *key, const char *def, const char **out);
/* -1 with "PATH: text_config.key: " followed by the formatted text. */
int cfg_fail(cfg_ctx *x, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* The Llama-style sizes every family but GPT-2 spells alike: vocab_size,
 * hidden_size, intermediate_size, num_hidden_layers, num_attention_heads,
 * num_key_value_heads (= heads when absent, unless kv_required), head_dim
 * (hidden/heads when absent, unless head_dim_required),
 * max_position_embeddings (default max_pos_default), rms_norm_eps (1e-6). */
int cfg_decoder_sizes(cfg_ctx *x, model_config *c, bool kv_required, bool head_dim_required,
	int max_pos_default);
/* hidden_act (default "silu") must be one of need (NULL-terminated). */
int cfg_activation(cfg_ctx *x, const char *key, const char *const *need);
/* RoPE (docs/MODEL.md §6.3): rope_theta (10000), partial_rotary_factor
 * (default_fraction), mrope_section's form, and the type: "default" and
 * "mrope" always, "linear" and "llama3" when scaled_ok (with their fields);
 * any other type is refused. */
int cfg_rope(cfg_ctx *x, model_config *c, double default_fraction, bool scaled_ok);
/* Every layer full attention (layer_is_linear allocated, all false). */
void cfg_all_full(model_config *c);

/* Fill c from the parsed config.json (root) read from path. On success
 * c->layer_is_linear is allocated (free it with free()). On error returns -1
 * with "PATH: text_config.field: what is wrong" and leaves nothing allocated. */
int model_config_parse(model_config *c, const json_value *root, const char *path,
		       errbuf *e);

/* Add the ids of generation_config.json's eos_token_id (int or array), if that
 * file exists, to c->eos_ids. A malformed file is an error. */
int model_config_add_generation_eos(model_config *c, const char *path, errbuf *e);

#endif
