/* Facts that lesson text may quote through {{placeholders}} (see the tables in
 * lessons/FORMAT.md), and filling them in.
 *
 * struct model_facts holds plain numbers; whoever loads a model config fills
 * it (src/lesson does not depend on the engine). Derived values (heads per
 * group, state size, score bytes) are computed here from these fields. */
#ifndef ATTN_LESSON_FACTS_H
#define ATTN_LESSON_FACTS_H

#include <stdbool.h>
#include <stddef.h>

#define MODEL_FACTS_MAX_LAYERS 256

typedef struct model_facts {
	char name[128];        /* directory name or repo id */
	int hidden_size;       /* H */
	int num_layers;
	bool is_full[MODEL_FACTS_MAX_LAYERS]; /* layer i is full softmax attention */
	int num_heads;         /* query heads per full-attention layer */
	int num_kv_heads;      /* key/value groups */
	int head_dim;          /* d_head of the full-attention layers */
	int vocab_size;
	int linear_heads;      /* GatedDeltaNet value heads (nv) */
	int linear_key_dim;    /* GatedDeltaNet key head dim (dk) */
	int linear_value_dim;  /* GatedDeltaNet value head dim (dv) */
	long max_positions;    /* context limit */
	/* what differs between families (the lesson's per-architecture facts) */
	char family[32];       /* "Qwen3.5", "Llama", "GPT-2", ... */
	bool learned_positions; /* positions are learned vectors added to the
	                         * embedding (GPT-2), not RoPE */
	int rotary_dim;        /* numbers of each head that RoPE rotates (0: none) */
	bool qk_norm;          /* q and k are normalised per head before RoPE */
	int norm;              /* a model_facts_norm */
	bool mlp_gelu;         /* MLP W_down·GELU(W_up h + b) + b (GPT-2), not SwiGLU */
} model_facts;

/* The normalisation of every block. */
enum model_facts_norm { FACTS_NORM_RMS, FACTS_NORM_RMS_1P, FACTS_NORM_LAYER };

/* The facts of Qwen3.5-0.8B (docs/MODEL.md §6.2): H = 1024, 24 layers
 * with full attention at 3, 7, …, 23, 8 query heads in 2 groups of
 * d_head 256, vocabulary 248320, GatedDeltaNet 16 heads of 128×128,
 * 262144 positions; RoPE on 64 of each head's 256 numbers, q/k norms,
 * RMSNorm with 1 + w, SwiGLU. Useful for tests and as an example. */
void model_facts_qwen35_08b(model_facts *mf);

/* Mark layers as full attention every `interval` layers, the Qwen3.5 rule:
 * layer i is full iff (i + 1) % interval == 0 (interval 1: all full). */
void model_facts_set_interval(model_facts *mf, int num_layers, int interval);

int model_facts_num_full(const model_facts *mf);
/* The spacing of the full layers when it is regular (1 when all are full),
 * else 0. */
int model_facts_full_interval(const model_facts *mf);

/* Is name (without the braces) a known placeholder? */
bool placeholder_known(const char *name);

/* The table of known names, terminated by NULL (for help screens, tests). */
extern const char *const placeholder_names[];

/* Write the value of placeholder `name` into out. mf may be NULL (no model
 * loaded): model.* values are then "?". Returns 0, or -1 for an unknown
 * name. */
int placeholder_value(const char *name, const model_facts *mf, char *out, size_t outsz);

/* A copy of text (free() it) with every {{name}} replaced by its value. A
 * placeholder that is unknown or not closed is copied as it is (lesson files
 * are validated when they are loaded). */
char *placeholder_fill(const char *text, const model_facts *mf);

/* Bytes as a short human-readable binary size: "512 B", "64 KiB",
 * "1.5 MiB", "32 GiB". */
void format_bytes(double bytes, char *out, size_t outsz);

#endif
