/* The model as loaded from a Hugging Face checkpoint directory: configuration
 * (config.json) and weights (safetensors, memory-mapped, never copied).
 * Field meanings and defaults: docs/MODEL.md §6, §7 and §9.
 *
 * Contract between the loader (model_load: json, safetensors, config, HF cache)
 * and the compute side (forward pass, kernels, capture).
 *
 * Loader guarantees (src/loader/load.c; contract unchanged):
 *  - after model_load returns 0 every tensor of layer_weights that the layer's
 *    kind needs is present with exactly the shape of docs/MODEL.md §7.2 computed
 *    from cfg (the other kind's tensors are absent: data NULL, ndim 0);
 *    q_proj has nh·hd·2 rows when gated_q, else nh·hd; the optional tensors
 *    (biases, q/k norms, LayerNorm biases, learned positions) are present
 *    exactly when the config's flags ask for them; GPT-2's Conv1D weights
 *    are transposed (and c_attn split into q, k, v) at load, so every matrix
 *    is [out, in];
 *  - dtype is F32, F16 or BF16 per tensor (mixed files happen); data is
 *    aligned to the element size (mapped, or copied once if a file had it
 *    misaligned) and little-endian, row-major;
 *  - 1-D tensors (norms, A_log, dt_bias) contain no NaN/Inf;
 *  - lm_head is a copy of embed's descriptor when tie_embeddings;
 *  - tensor names point into the mapped headers: valid until model_free;
 *  - cfg.head_dim is read from config.json (Qwen families: required; the
 *    others fall back to H/nh);
 *    cfg.eos_ids merges text_config/top-level eos_token_id and
 *    generation_config.json's; tokenizer_config.json's eos_token (a string)
 *    is the tokenizer's to add.
 * What differs between model families (config keys, tensor names, the
 * switches below) lives in one file per family, loader/arch_*.c, described
 * by loader/arch.h; nothing else asks which family a model is.
 * Loader modules: json.h (parser), safetensors.h (st_open), hfcache.h. */
#ifndef ATTN_LOADER_MODEL_H
#define ATTN_LOADER_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/error.h"

/* End-of-text ids one model may name (config.json and generation_config.json
 * together); more is refused, never cut short. */
#define MODEL_MAX_EOS 64

typedef enum { DT_F32, DT_F16, DT_BF16 } tensor_dtype;

/* One tensor inside a mapped safetensors file. data points into the mapping.
 * A tensor that is absent has data == NULL and ndim == 0. */
typedef struct tensor {
	const char *name; /* full name in the file */
	tensor_dtype dtype;
	int ndim;
	int64_t shape[4];
	const void *data;
	size_t nbytes;
	/* BF16 matrices: the same weights in 16-row panels (kernels/panels.h), or
	 * NULL; set by model_panels_build */
	const uint16_t *panels;
} tensor;

struct arch_desc; /* loader/arch.h */

/* The normalisation of every block (docs/MODEL.md §2.1): r(x) ⊙ w, r(x) ⊙ (1 + w),
 * or LayerNorm (x − mean)/sqrt(var + eps) ⊙ w + b with the biased variance. */
typedef enum { NORM_RMS, NORM_RMS_1P, NORM_LAYER } norm_kind;
/* Positions: RoPE in the attention layers, or learned rows added to the embedding. */
typedef enum { POS_ROPE, POS_LEARNED } pos_kind;
/* RoPE frequencies: θ^(−2i/rd); divided by factor (linear); Llama 3's three bands. */
typedef enum { ROPE_PLAIN, ROPE_LINEAR, ROPE_LLAMA3 } rope_kind;
/* MLP: W_down(SiLU(W_gate h) ⊙ W_up h), or W_down·GELU_tanh(W_up h + b) + b. */
typedef enum { MLP_SWIGLU, MLP_GELU_TANH } mlp_kind;

typedef struct model_config {
	const struct arch_desc *arch; /* the family's descriptor (loader/arch.h) */
	char architecture[64]; /* the architectures[0] string, e.g. "Qwen3_5ForConditionalGeneration" */
	int vocab_size;
	int hidden_size;       /* H */
	int intermediate_size; /* MLP width */
	int num_layers;
	bool *layer_is_linear; /* [num_layers]: true = GatedDeltaNet, false = full attention */
	/* full attention */
	int num_heads;    /* nh */
	int num_kv_heads; /* nkv */
	int head_dim;     /* hd */
	bool gated_q;           /* q_proj rows interleave [q_j | gate_j] per head (Qwen3.5) */
	bool qk_norm;           /* q_norm and k_norm per head (Qwen3.5, Qwen3) */
	bool qkv_bias, o_bias;  /* biases on q/k/v and on the output projection */
	bool mlp_bias;          /* biases on the MLP's projections */
	norm_kind norm;
	mlp_kind mlp;
	pos_kind pos;
	int rotary_dim;         /* int(hd · partial_rotary_factor); 0 without RoPE */
	double rope_theta;
	rope_kind rope_scaling;
	double rope_factor, rope_low_freq, rope_high_freq; /* linear / llama3 scaling */
	int rope_orig_positions; /* llama3: original_max_position_embeddings */
	/* sliding-window attention: layer i (i >= window_from) lets query t see
	 * keys s with t − W < s <= t; W = 0 for full attention everywhere */
	int sliding_window, window_from;
	/* GatedDeltaNet */
	int lin_k_heads; /* nk */
	int lin_v_heads; /* nv, a multiple of nk */
	int lin_k_dim;   /* dk */
	int lin_v_dim;   /* dv */
	int lin_conv_kernel; /* K */
	double rms_eps;
	bool tie_embeddings;
	int max_positions;
	int eos_ids[MODEL_MAX_EOS];
	int n_eos;
} model_config;

typedef struct layer_weights {
	tensor input_norm, post_norm;          /* [H] */
	tensor input_norm_b, post_norm_b;      /* [H] LayerNorm biases, or absent */
	tensor gate_proj, up_proj, down_proj;  /* MLP (gate absent for GELU) */
	tensor gate_b, up_b, down_b;           /* MLP biases, or absent */
	/* full-attention layers */
	tensor q_proj, k_proj, v_proj, o_proj, q_norm, k_norm;
	tensor q_b, k_b, v_b, o_b;             /* projection biases, or absent */
	/* GatedDeltaNet layers */
	tensor in_qkv, in_z, in_b, in_a, conv1d, dt_bias, A_log, lin_norm, out_proj;
} layer_weights;

typedef struct model_weights {
	tensor embed;      /* [V, H] */
	tensor pos_embed;  /* [max_positions, H] learned positions, or absent */
	tensor final_norm; /* [H] */
	tensor final_norm_b; /* [H] LayerNorm bias, or absent */
	tensor lm_head;    /* [V, H]; equals embed when tied */
	layer_weights *layers; /* [num_layers] */
} model_weights;

struct st_files; /* the mapped safetensors files (loader's business) */

typedef struct model {
	char *dir;  /* resolved checkpoint directory */
	char *name; /* for display: the repo id or the directory's name */
	model_config cfg;
	model_weights w;
	struct st_files *files;
	void *panel_mem; /* every tensor's panels, one allocation (or NULL) */
	size_t panel_bytes;
	void **owned;    /* tensors the loader rearranged (GPT-2's transposed Conv1D) */
	size_t nowned;
} model;

/* Load config.json and map the weights of the checkpoint at path_or_repo: a
 * directory, or a Hugging Face repo id "ORG/NAME" found in the local cache.
 * Validates every header and every shape against the config. */
int model_load(model *m, const char *path_or_repo, errbuf *e);
void model_free(model *m);

/* Whether [p, p + n) lies in a mapped checkpoint file (not in an aligned
 * copy of a misaligned tensor): pages that can be given back and read
 * again from the file. */
bool model_weights_mapped(const model *m, const void *p, size_t n);

/* Find a NaN or Inf among the F32/F16/BF16 weights of every file (a full
 * scan, so only after an output came out non-finite). Returns -1 with
 * "FILE: tensor NAME: element I is NaN" for the first one, or 0. */
int model_find_nonfinite(const model *m, errbuf *e);

/* How many layers are GatedDeltaNet (0 for every family but Qwen3.5). */
int model_linear_layers(const model_config *c);
/* The sliding window W of layer i (query t sees keys t − W < s <= t), or 0
 * when the layer attends to every earlier position. */
int model_layer_window(const model_config *c, int i);

/* Read element i of a 1-D view of t as float (widening BF16/F16). Slow; for
 * small tensors (norm weights, A_log, dt_bias) and tests, not for kernels. */
float tensor_get(const tensor *t, size_t i);

#endif
