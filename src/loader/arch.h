/* The architecture table: one descriptor per model family, each in its own
 * file (loader/arch_<family>.c), holding everything that differs between
 * families: the config.json names that select it, how its config keys and
 * their defaults become model_config's switches (norm, positions, MLP,
 * biases, q/k norm, output gate, layer kinds, sliding window), and its
 * tensor names (with the prefixes they come with). config.c and load.c go
 * through the table; the forward pass reads only the switches. Adding a
 * family: docs/ADDING.md. */
#ifndef ATTN_LOADER_ARCH_H
#define ATTN_LOADER_ARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "loader/cfgparse.h"
#include "loader/model.h"

typedef struct arch_binder arch_binder; /* load.c's binding state */

typedef struct arch_desc {
	const char *family;                /* for display: "Llama", "GPT-2" */
	const char *const *model_types;    /* config.json model_type values, NULL-terminated */
	const char *const *architectures;  /* accepted architectures[0], NULL-terminated;
	                                    * the first is assumed when the key is absent */
	const char *const *prefixes;       /* tensor-name prefixes tried in order ("" = none) */
	const char *embed;                 /* the token embedding's name after the prefix:
	                                    * the first prefix under which it exists is used */
	bool tie_default;                  /* tie_word_embeddings when config.json has none */
	/* The family's keys into c (sizes, switches, layer kinds). */
	int (*config)(cfg_ctx *x, model_config *c);
	/* Bind every tensor but lm_head (load.c binds it, or ties it). */
	int (*tensors)(arch_binder *b, model *m);
	/* A tensor of the files the model does not use (vision tower, MTP head,
	 * mask buffers): allowed to stay unbound. NULL: none. */
	bool (*skip)(const char *name, size_t n);
} arch_desc;

extern const arch_desc arch_qwen35, arch_qwen3, arch_llama, arch_mistral, arch_qwen2,
	arch_gpt2;

/* The family whose model_types hold mt, or NULL. */
const arch_desc *arch_find(const char *mt);
/* Every supported model_type, ", "-separated, into buf. */
void arch_list(char *buf, size_t n);
/* The table, for the loader's "tensors say another family" check. */
const arch_desc *arch_at(int i); /* NULL past the end */

/* ---- binding, for the tensors hooks (load.c) ---- */

/* The prefix the embedding was found under ("model.", "transformer.", ""). */
const char *arch_prefix(const arch_binder *b);
/* Bind prefix + name, which must have exactly the shape [d0, d1, d2] of
 * ndim dimensions; a missing tensor or another shape is an error naming
 * the tensor and the file. */
int arch_bind(arch_binder *b, tensor *dst, const char *name, int ndim, int64_t d0,
	int64_t d1, int64_t d2);
/* Bind a Conv1D weight stored [in, cols] (y = x·W + b), taking columns
 * col0 .. col0 + n − 1 as an [n, in] matrix (y = W'·x): a transposed copy
 * the model owns. */
int arch_bind_conv1d(arch_binder *b, tensor *dst, const char *name, int64_t in,
	int64_t cols, int64_t col0, int64_t n);
/* Bind elements off .. off + n − 1 of the 1-D tensor name of length len. */
int arch_bind_slice(arch_binder *b, tensor *dst, const char *name, int64_t len,
	int64_t off, int64_t n);

/* The Llama layout shared by the Qwen families, Llama, Mistral and Qwen2:
 * embed_tokens, norm, layers.i.{input_layernorm, post_attention_layernorm,
 * mlp.{gate,up,down}_proj, self_attn.{q,k,v,o}_proj (biases and q/k norm as
 * the config says), linear_attn.* for GatedDeltaNet layers}. */
int arch_bind_llama_layout(arch_binder *b, model *m);

#endif
