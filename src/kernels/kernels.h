/* Matrix products and small vector helpers for the forward pass, with runtime
 * dispatch between a portable C kernel and SIMD kernels (AVX2+FMA, AVX-512F,
 * AVX-512-BF16, NEON) chosen by what the CPU reports. Internal to src/kernels and src/engine.
 *
 * mm_matmul computes, for t < T and o < n_out,
 *     y[t][o] (+)= Σ_i W[o][i] · x[t][i]
 * with W row-major [n_out][n_in] in BF16, F16 or F32 (widened in the kernel,
 * never copied as a whole) and f32 accumulation. In bf16 precision the
 * activations x (and non-BF16 weights) are rounded to bf16 first; the products
 * of bf16 values are exact in f32, so every kernel computes the same sums up to
 * the order of additions. Every kernel is the blocked outer-product form of
 * mm_gemm.c (portable, AVX2, AVX-512F, AVX-512-BF16 in bf16 pairs, NEON),
 * whose outputs are split over the thread pool in contiguous ranges. */
#ifndef ATTN_KERNELS_KERNELS_H
#define ATTN_KERNELS_KERNELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "loader/model.h"

/* The blocked outer-product form, for products with many tokens. A micro-tile
 * is mr tokens × nr outputs, accumulated over kc inner indices:
 *     c[i][j] (+)= Σ_k a[k][i] · b[k][j]    (i < mr, j < nr)
 * a: the activations of mr tokens packed [kc][mr]; b: a weight panel packed
 * [kc][nr] in f32 (widened once per panel, then used by every token tile;
 * bf16 pairs instead of floats when pairs is set);
 * c: rows ldc floats apart, read first when load is set, else overwritten.
 * The micro-kernel also serves the first `rows` < mr tokens of a tile (the
 * last tile), adding each output's products in the same order, so that a
 * token's result does not depend on the number of tokens in the call. */
typedef struct mm_gemm {
	int mr, nr;
	/* panel[k][j] = W[o0 + j][k0 + k] for k < kc, j < nr as f32 (0 for rows
	 * o0 + j >= n_out), rounded through bf16 when round_bf16. */
	void (*pack_w)(const void *w, tensor_dtype dt, int n_out, int n_in, int o0, int k0,
		int kc, int nr, bool round_bf16, float *panel);
	void (*ukernel)(int kc, int rows, const float *a, const float *b, float *c, size_t ldc,
		bool load);
	/* Optional, for T <= MM_GEMV_MAXT tokens (memory-bound: the lm_head of the
	 * last position, decoding): the product of rows [0, n_out) of w, BF16 or
	 * F32 (rounded through bf16 when round_bf16), read in place, with x
	 * [T][n_in] and y rows ldy apart; the same bits as the blocked form. */
	void (*gemv)(const void *w, tensor_dtype dt, bool round_bf16, int n_out, int n_in,
		const float *x, int T, float *y, size_t ldy);
	/* Optional, for T <= gemv_tiles_maxt tokens (more than MM_GEMV_MAXT: few
	 * enough that a panel widened once would serve too few micro-tiles): the
	 * same product with x packed as for the micro-kernel, [ceil(T/mr)][n_in][mr]. */
	void (*gemv_tiles)(const void *w, tensor_dtype dt, bool round_bf16, int n_out, int n_in,
		const float *xa, int T, float *y, size_t ldy);
	int gemv_tiles_maxt;
	/* The inner dimension in bf16 pairs: every "float" of panels, packed
	 * activations and the [T][.] activations of gemv is a 32-bit unit
	 * holding the bf16 values of indices 2i (low half) and 2i + 1 (high
	 * half; 0 past n_in), as a dot-product instruction of two products per
	 * lane reads them; kc and k0 count units. bf16 precision only. */
	bool pairs;
	/* Optional, for BF16 weights in 16-row panels (kernels/panels.h; nr a
	 * multiple of 16): pack_w from the panels p of the whole matrix (k0, kc
	 * in units as for pack_w), and gemv and gemv_tiles of rows [0, n_out)
	 * of the panels from p on. The same bits as pack_w, gemv and
	 * gemv_tiles. */
	void (*pack_p)(const uint16_t *p, int n_out, int n_in, int o0, int k0, int kc,
		float *panel);
	void (*gemv_p)(const uint16_t *p, int n_out, int n_in, const float *x, int T, float *y,
		size_t ldy);
	void (*gemv_tiles_p)(const uint16_t *p, int n_out, int n_in, const float *xa, int T,
		float *y, size_t ldy);
	/* gemv_tiles_p serves up to this many tokens; more go through pack_p
	 * and the micro-kernel (from panels the packing is cheap enough that
	 * it pays sooner than from rows) */
	int gemv_tiles_p_maxt;
} mm_gemm;

#define MM_GEMV_MAXT 3

#define MM_MAXMR 8  /* largest mr of any micro-kernel */
#define MM_MAXNR 32 /* largest nr */

/* The vector helpers of one instruction set, what the forward pass does per
 * vector outside the matrix products (the public wrappers below say what
 * each computes):
 *   dot = vec_dot, axpy = vec_axpy, mul_add = vec_mul_add, sumsq =
 *   vec_sumsq, silu_mul = vec_silu_mul, scan = gdn_scan, implicit =
 *   gdn_implicit (w already zeroed by the wrapper). */
typedef struct vec_ops {
	float (*dot)(const float *a, const float *b, int n);
	void (*axpy)(float *y, float a, const float *x, int n);
	void (*mul_add)(float *y, const float *a, const float *b, int n);
	double (*sumsq)(const float *x, int n);
	void (*silu_mul)(float *g, const float *u, size_t n);
	void (*scan)(int T, int dk, int dv, const float *q, const float *k, const float *v,
		const float *g, const float *beta, float *o, float *S);
	void (*implicit)(int T, int dk, const float *q, const float *k, const float *g,
		const float *beta, float *w);
} vec_ops;

/* One row of the kernel table: an instruction set's matrix products and
 * vector helpers. */
typedef struct mm_kernel {
	const char *name;
	bool (*available)(void);
	bool bf16_native; /* serves the bf16 precision only */
	const mm_gemm *gemm;
	const vec_ops *vec; /* its vector helpers (NULL where the row is never available) */
	int vec_level;      /* their vector width's rank: 1 scalar C, 2 AVX2 or NEON,
	                     * 3 AVX-512; the helpers are the available row's with
	                     * the highest rank (vec_force_level caps it) */
} mm_kernel;

/* Every kernel compiled in (some may not be available on this CPU). */
int mm_kernel_count(void);
const mm_kernel *mm_kernel_get(int i);
/* Force kernel i for later products (-1: back to automatic choice). For tests. */
void mm_kernel_force(int i);
/* The kernel mm_matmul uses now for the given precision. */
const mm_kernel *mm_kernel_current(bool bf16);

void mm_matmul(const void *w, tensor_dtype dt, int n_out, int n_in,
	const float *x, int T, float *y, bool accumulate, bool bf16);
/* mm_matmul of a tensor, from its panels when it has them */
void mm_tensor(const tensor *w, const float *x, int T, float *y, bool accumulate, bool bf16);

/* y[i] = w[i]·x for n weight tensors that share the input x (same n_in):
 * one pass over x and one barrier for all of them (q/k/v, in_proj_*,
 * gate/up). */
void mm_tensors(const tensor *const *w, float *const *y, int n, const float *x, int T,
	bool bf16);

/* One weight matrix of a blocked product: y [T][n_out] (+)= x W^T. */
typedef struct mm_gemm_part {
	const void *w;
	tensor_dtype dt;
	int n_out;
	float *y;
	const uint16_t *panels; /* BF16 w in 16-row panels, or NULL */
} mm_gemm_part;

/* The blocked product (mm_gemm.c) of np matrices sharing x [T][n_in]: the
 * activations packed once, the outputs split over the thread pool. */
void mm_gemm_run(const mm_gemm *g, const mm_gemm_part *parts, int np, int n_in,
	const float *x, int T, bool accumulate, bool bf16);
/* Block sizes of the blocked product: kc inner indices, mc tokens (rounded
 * to the micro-tile); 0 restores the default. For tests, to reach every
 * block edge with small shapes. */
void mm_gemm_blocking(int kc, int mc);
/* Portable pieces of the blocked form, shared with the SIMD files. */
void mm_pack_w_portable(const void *w, tensor_dtype dt, int n_out, int n_in, int o0,
	int k0, int kc, int nr, bool round_bf16, float *panel);
extern const mm_gemm mm_gemm_portable, mm_gemm_avx2, mm_gemm_avx512, mm_gemm_avx512bf16,
	mm_gemm_neon;

/* Scalar conversions. */
float bf16_to_f32(uint16_t b);
uint16_t f32_to_bf16(float f); /* round to nearest even */
float f16_to_f32(uint16_t h);
float bf16_round(float f);

/* Vector helpers, dispatched through the vec_ops of the chosen row. */
float vec_dot(const float *a, const float *b, int n);
void vec_axpy(float *y, float a, const float *x, int n); /* y += a·x */
/* y[i] += a[i] · b[i] */
void vec_mul_add(float *y, const float *a, const float *b, int n);
/* Σ x[i]², accumulated in double */
double vec_sumsq(const float *x, int n);
/* g[i] = SiLU(g[i]) · u[i], or SiLU(g[i]) when u is NULL. */
void vec_silu_mul(float *g, const float *u, size_t n);
/* One step of the delta rule on S[dk][dv] (docs/MODEL.md §4.4), portable C:
 *   S ← e^g S; m = Sᵀk; d = β(v − m); S += k dᵀ; o = Sᵀq  (eg = e^g) */
void gdn_step_portable(float *S, int dk, int dv, float eg, const float *k, const float *q,
	const float *v, float beta, float *o);
/* The whole recurrence of one value head over T tokens: for each t, gdn_step
 * with eg = exp(g[t]); o[t] = S_tᵀ q_t. q, k [T][dk], v, o [T][dv], g, beta [T].
 * S is NULL (the state starts at 0 and the final one is dropped) or [dk][dv]
 * row-major: on entry the state before token 0, on return the state after
 * token T−1 (so that decoding can continue a prompt one token at a time). */
void gdn_scan(int T, int dk, int dv, const float *q, const float *k, const float *v,
	const float *g, const float *beta, float *o, float *S);
/* Implicit attention of one value head (docs/MODEL.md §4.6), w [T][T] (0 above the
 * diagonal), O(T²·dk): for each s, x = k_s, w[s][s] = β_s q_s·x; for r > s:
 * x ← e^{g_r}(x − β_r k_r (k_r·x)), w[r][s] = β_s q_r·x. */
void gdn_implicit(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w);
/* The portable helpers, the yardstick of the others (tests). */
extern const vec_ops vec_ops_portable;
/* The row whose helpers run now. */
const mm_kernel *vec_kernel_current(void);
/* Use the portable helpers even where wider ones exist (tests). */
void vec_force_portable(bool on);
/* 0: the best available; otherwise the best row of vec_level <= level
 * (1: portable C; 2: AVX2 or NEON at most) (tests). */
void vec_force_level(int level);
int vec_forced_level(void);
/* Use kernel NAME ("portable", "avx2", ...; "auto": the best) for the matrix
 * products and the vector helpers' widest vectors to match, for a benchmark
 * of each path the machine has. 0, or -1 with *why set: no such kernel, not
 * on this CPU, or a bf16-only kernel asked for f32 precision. */
int kernel_select(const char *name, bool bf16, const char **why);
/* The rows of the table (kernels.c's all_kernels[]): kernels_x86.c defines
 * the x86 rows, kernels_neon.c the NEON one; each instruction set's vector
 * helpers are its file's own, vec_ops_avx2 in kernels_avx2.c. */
extern const mm_kernel mm_kernel_avx2, mm_kernel_avx512, mm_kernel_avx512bf16, mm_kernel_neon;
extern const vec_ops vec_ops_avx2;

#endif
