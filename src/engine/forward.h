/* The forward pass of the Qwen3.5 hybrid text model (and Qwen3 dense), batched
 * over the whole prompt, with optional capture of every attention matrix.
 * Maths: docs/MODEL.md §1-§5 and §9.
 *
 * Usage (the TUI runs this on a worker thread; `run` and `bench` directly):
 *
 *     fwd_options o;
 *     fwd_options_init(&o);             threads 1, f32, no capture
 *     o.threads = 2;
 *     o.capture = capture_flags;        NULL, or bool[num_layers]: capture layer i?
 *     o.cancel = &cancel_flag;          set it to 1 from another thread to stop
 *     fwd_result r;
 *     int rc = fwd_run(&m, ids, T, &o, &r, &e);
 *       rc == 0:  r.logits (last position), r.layers[i] for captured layers
 *       rc == FWD_CANCELLED: nothing to free, e says "cancelled"
 *       rc == -1: e holds one line ("prompt: 9000 tokens, more than ...")
 *     fwd_top_k(r.logits, r.vocab, 5, ids, probs);
 *     fwd_result_free(&r);
 *
 * Decoding (one token at a time, each costing one token's work): give the
 * pass a cache; it continues from the positions the cache holds and appends
 * the new ones:
 *
 *     fwd_cache *kv = fwd_cache_new(&m, max_tokens, &e);   NULL + e if too big
 *     o.cache = kv;
 *     fwd_run(&m, prompt, T, &o, &r, &e);     positions 0..T-1
 *     fwd_run(&m, &next, 1, &o, &r2, &e);     position T, reads the cache
 *     fwd_cache_free(kv);
 *
 * With a cache, a captured row of a new token covers every key so far:
 * r.past positions before the pass, r.span = r.past + r.T keys per row.
 *
 * Every capture array is row-major and owned by the result: release it only
 * with fwd_result_free (the arrays come from a cache of reusable blocks, not
 * plain malloc, so never free() them one by one). fwd_run may be called from
 * any thread; concurrent calls are serialised. */
#ifndef ATTN_ENGINE_FORWARD_H
#define ATTN_ENGINE_FORWARD_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include "loader/model.h"
#include "util/error.h"

typedef enum { FWD_F32, FWD_BF16 } fwd_precision;

/* The decoding state of one sequence: for each full-attention layer its keys
 * and values (after k_norm and RoPE), for each GatedDeltaNet layer the last
 * K-1 conv inputs, the recurrent state S of every value head and the keys,
 * decays and betas of every position (for the implicit attention rows).
 * Used by one pass at a time. */
typedef struct fwd_cache fwd_cache;

#define FWD_CANCELLED 1

/* Called after each layer: layer = 1..num_layers done so far. Runs on the
 * thread that called fwd_run. */
typedef void (*fwd_progress_fn)(void *ctx, int layer, int num_layers);

typedef struct fwd_options {
	int threads;              /* >= 1 (the calling thread counts as one) */
	fwd_precision precision;  /* FWD_F32 exact (default) or FWD_BF16 fast */
	const bool *capture;      /* NULL, or [num_layers]: keep this layer's attention */
	const atomic_int *cancel; /* NULL, or checked between layers: nonzero = stop */
	fwd_progress_fn progress; /* NULL or called after each layer */
	void *progress_ctx;
	size_t mem_limit;         /* bytes of activations + capture allowed; 0 = default */
	bool all_logits;          /* also keep logits of every position (T × V floats);
	                           * costs a vocabulary-wide product per position
	                           * (Qwen3.5-0.8B: +0.5 GFLOP per token, about half
	                           * of the rest of the pass) */
	bool residuals;           /* keep the residual stream after every layer (resid) */
	const bool *const *ablate; /* NULL, or [num_layers]: NULL or [heads of that layer]:
	                           * ablate[i][j] sets head j's output in layer i to 0
	                           * at every position before the output projection
	                           * (full attention: a_j ⊙ σ(gate_j) before o_proj;
	                           * GatedDeltaNet: value head j's gated-norm output
	                           * before out_proj). Heads: num_heads or
	                           * lin_num_v_heads (fwd_layer_heads). */
	int patch_layer;          /* -1, or after layer patch_layer the stream's last
	                           * position (of this pass) is replaced by patch_row */
	const float *patch_row;   /* [hidden_size] when patch_layer >= 0 */
	fwd_cache *cache;         /* NULL, or continue this sequence: ids are positions
	                           * len..len+T-1 of the cache, which the pass extends.
	                           * A pass that fails before it starts (bad id, too
	                           * long) leaves the cache as it was; one cancelled or
	                           * failed midway empties it. */
} fwd_options;

/* Default memory budget for activations and captures (not the weights). */
#define FWD_DEFAULT_MEM_LIMIT ((size_t)2 << 30)

/* A full-attention layer, for query head j (nh heads) and KV head m (nkv).
 * T is the pass's new tokens and S = r.span = past + T the keys (S = T
 * without a cache); row t is the query at position past + t:
 *   q      [nh][T][hd]   query after q_norm and RoPE
 *   k, v   [nkv][S][hd]  key after k_norm and RoPE; value (all positions)
 *   raw    [nh][T][S]    q_t · k_u for every u (also u > past + t): derived from
 *                        q and k by live_capture_derive (src/live), NULL until then
 *   scores [nh][T][S]    raw / sqrt(hd), -INFINITY where u > past + t (the mask)
 *   weights[nh][T][S]    softmax over u of scores (0 where u > past + t)
 *   gate   [nh][T][hd]   sigmoid(gate) multiplying the head's output, or NULL
 *                        when the model has no output gate (Qwen3)
 *   out    [nh][T][hd]   the head's output a_j[t] = Σ_u weights · v (before the gate)
 *   x_in   [T][H]        the residual stream entering the layer (before input_layernorm)
 *   delta  [T][H]        the attention block's output Wo·(a ⊙ σ(gate)), all heads,
 *                        computed on its own (a second o_proj product, capture only)
 *   x_mid  [T][H]        the stream after the add, as the pass computed it
 *                        (x_in + delta up to float rounding)
 * Query head j reads KV head j / (nh / nkv). */
typedef struct fwd_attn_capture {
	float *q, *k, *v, *raw, *scores, *weights, *gate, *out;
	float *x_in, *delta, *x_mid;
} fwd_attn_capture;

/* A GatedDeltaNet layer, for value head j (nv) reading q/k head j / (nv / nk),
 * new tokens T, S = past + T sources (S = T without a cache):
 *   q        [nk][T][dk]  after the L2 norm and scaled by 1/sqrt(dk)
 *   k        [nk][S][dk]  after the L2 norm, every position so far
 *   v        [nv][T][dv]
 *   beta, g  [nv][S]      β = σ(b) and g = -exp(A_log)·softplus(a + dt_bias),
 *                         every position so far
 *   implicit [nv][T][S]   w[t][s] = β_s q_tᵀ(A_t⋯A_{s+1})k_s (0 where s > t), so
 *                         that out[t] = Σ_s w[t][s] v[s] (docs/MODEL.md §4.6); t counts
 *                         from position past. Derived from q, k, g and β by
 *                         live_capture_derive (src/live), NULL until then
 *   out      [nv][T][dv]  the recurrence output o_t = S_tᵀ q_t (before the
 *                         gated norm) */
typedef struct fwd_gdn_capture {
	float *q, *k, *v, *beta, *g, *implicit, *out;
} fwd_gdn_capture;

/* Every captured layer, either kind, also keeps its MLP's hidden activations:
 *   mlp_act [T][I]  the input of the down projection: SiLU(W_gate h + b) ⊙
 *                   (W_up h + b) for SwiGLU, GELU(W_up h + b) for GPT-2
 * The arrays a layer keeps, their shapes and sizes come from one table
 * (engine/capture.h); these fields point into it. */
typedef struct fwd_layer_capture {
	bool present; /* this layer was captured */
	bool linear;  /* GatedDeltaNet (gdn valid) or full attention (attn valid) */
	fwd_attn_capture attn;
	fwd_gdn_capture gdn;
	float *mlp_act;
} fwd_layer_capture;

typedef struct fwd_result {
	int T, vocab, num_layers;
	int past, span;           /* positions before this pass (0 without a cache); past + T */
	float *logits;            /* [vocab] at the last position */
	float *all_logits;        /* [T][vocab] when options.all_logits, else NULL */
	float *resid;             /* [num_layers + 1][T][H] when options.residuals, else
	                           * NULL: resid[0] the embeddings, resid[i + 1] the
	                           * stream after layer i (mixer and MLP added) */
	fwd_layer_capture *layers; /* [num_layers] */
} fwd_result;

void fwd_options_init(fwd_options *o);

/* Bytes of working memory (activations, scratch, captures) a pass over T
 * tokens needs with these options. */
size_t fwd_memory_needed(const model *m, int T, const fwd_options *o);

/* Check T against the model's max_position_embeddings and the memory budget.
 * 0, or -1 with "prompt: N tokens, ..." in e. fwd_run calls it too. */
int fwd_check_length(const model *m, int T, const fwd_options *o, errbuf *e);

/* A thread that must never do model work (the TUI's UI thread, while the
 * work runs on the live job runner): fwd_guard_thread(true) marks the
 * calling thread; fwd_run, and whoever opens a model with fwd_guard_note,
 * count the work that starts on a marked thread (fwd_guard_count), so a
 * test can check there was none. */
void fwd_guard_thread(bool on);
void fwd_guard_note(void);
long fwd_guard_count(void);

/* Run the model on ids[0..T-1] (each < vocab). 0, FWD_CANCELLED or -1. */
int fwd_run(const model *m, const int *ids, int T, const fwd_options *o,
	fwd_result *r, errbuf *e);
void fwd_result_free(fwd_result *r);

/* A cache for up to max_tokens positions (every layer's state; the keys of
 * the GatedDeltaNet layers too), or NULL with "...: N MiB ..." in e when it
 * would not fit the default memory budget or the model's position limit. */
fwd_cache *fwd_cache_new(const model *m, int max_tokens, errbuf *e);
void fwd_cache_free(fwd_cache *kv);
/* Back to no positions (the same memory, the state zeroed). */
void fwd_cache_clear(fwd_cache *kv);
/* Positions held; the most it can hold. */
int fwd_cache_len(const fwd_cache *kv);
int fwd_cache_capacity(const fwd_cache *kv);
/* Bytes a cache of max_tokens positions takes. */
size_t fwd_cache_bytes(const model *m, int max_tokens);

/* Implicit attention row of one value head for a query at position P given
 * the keys, decays and betas of positions 0..P (docs/MODEL.md §4.6, read backwards):
 *   y = q;  for s = P down to 0:  w[s] = β_s (y·k_s),  y ← e^{g_s}(y − β_s k_s (k_s·y))
 * since w[P][s] = β_s q_Pᵀ(A_P⋯A_{s+1})k_s and every A_r is symmetric. */
void fwd_implicit_row(int P, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w);

/* Heads of layer i as ablation counts them: query heads of a full-attention
 * layer, value heads of a GatedDeltaNet layer. */
int fwd_layer_heads(const model_config *c, int i);

/* The logit lens: logits[vocab] = lm_head · RMSNorm(row; norm) for one
 * residual-stream row [hidden_size], by the same products as fwd_run's last
 * position, so that the row after the last layer gives r.logits bit for bit
 * (when fwd_run ran with the same threads and precision and without
 * all_logits). */
void fwd_lens(const model *m, const float *row, int threads, fwd_precision p, float *logits);

/* The k largest logits (ties: lower id first) as ids and softmax
 * probabilities over the whole vocabulary. Returns how many were written. */
int fwd_top_k(const float *logits, int vocab, int k, int *ids, float *probs);

/* Name of the matrix kernel used for a precision ("avx512bf16", "avx512",
 * "avx2", "portable"), for display. */
const char *fwd_kernel_name(fwd_precision p);

#endif
