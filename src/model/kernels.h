/* Matrix products and small vector helpers for the forward pass, with runtime
 * dispatch between a portable C kernel and x86 kernels (AVX2+FMA, AVX-512F,
 * AVX-512-BF16) chosen by __builtin_cpu_supports. Internal to src/model.
 *
 * mm_matmul computes, for t < T and o < n_out,
 *     y[t][o] (+)= Σ_i W[o][i] · x[t][i]
 * with W row-major [n_out][n_in] in BF16, F16 or F32 (widened in the kernel,
 * never copied as a whole) and f32 accumulation. In bf16 precision the
 * activations x (and non-BF16 weights) are rounded to bf16 first; the products
 * of bf16 values are exact in f32, so every kernel computes the same sums up to
 * the order of additions. Rows of W are split over the thread pool. */
#ifndef ATTN_MODEL_KERNELS_H
#define ATTN_MODEL_KERNELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

#define MM_NR 4   /* weight rows per tile */
#define MM_KALIGN 32 /* inner dimension padded to this many elements */

typedef struct mm_kernel {
	const char *name;
	bool (*available)(void);
	bool bf16_native; /* consumes bf16 x and bf16-packed W (bf16 precision only) */
	/* Convert rows [r0, r0+MM_NR) of W into wp ([MM_NR][kp], zero-padded;
	 * rows >= n_out are zero). f32 kernels get floats (rounded through bf16
	 * when round_bf16), bf16-native kernels get bf16 bits. */
	void (*pack)(const void *w, tensor_dtype dt, int n_out, int n_in, int r0,
		int kp, bool round_bf16, void *wp);
	/* out[t][r] = Σ_k wp[r][k] · x[t][k] for t < T, r < MM_NR. */
	void (*tile)(const void *wp, int kp, const void *x, int T, float *out);
	/* Optional, f32 kernels: the same with wp = MM_NR BF16 rows of W used in
	 * place (no packing), kp = n_in; x as for tile. */
	void (*tile_bf16w)(const void *wp, int kp, const void *x, int T, float *out);
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
static inline void mm_tensor(const tensor *w, const float *x, int T, float *y,
	bool accumulate, bool bf16)
{
	mm_matmul(w->data, w->dtype, (int)w->shape[0], (int)w->shape[1], x, T, y,
		accumulate, bf16);
}

/* y[i] = w[i]·x for n weight tensors that share the input x (same n_in):
 * one pass over x and one barrier for all of them (q/k/v, in_proj_*,
 * gate/up). */
void mm_tensors(const tensor *const *w, float *const *y, int n, const float *x, int T,
	bool bf16);

/* Scalar conversions. */
float bf16_to_f32(uint16_t b);
uint16_t f32_to_bf16(float f); /* round to nearest even */
float f16_to_f32(uint16_t h);
float bf16_round(float f);

/* Portable pieces shared with the x86 file. */
void mm_pack_portable(const void *w, tensor_dtype dt, int n_out, int n_in, int r0,
	int kp, bool round_bf16, void *wp);
void mm_pack_bf16_portable(const void *w, tensor_dtype dt, int n_out, int n_in, int r0,
	int kp, bool round_bf16, void *wp);

/* Vector helpers (AVX-512 when present). */
float vec_dot(const float *a, const float *b, int n);
void vec_axpy(float *y, float a, const float *x, int n); /* y += a·x */
/* y[i] += a[i] · b[i] */
void vec_mul_add(float *y, const float *a, const float *b, int n);
void vec_mul_add_avx512(float *y, const float *a, const float *b, int n);
/* Σ x[i]², accumulated in double */
double vec_sumsq(const float *x, int n);
double vec_sumsq_avx512(const float *x, int n);
/* dst[i] = bf16(src[i]), rounded to nearest even. */
void vec_to_bf16(uint16_t *dst, const float *src, int n);
void vec_to_bf16_avx512bf16(uint16_t *dst, const float *src, int n);
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
void gdn_scan_avx512(int T, int dk, int dv, const float *q, const float *k, const float *v,
	const float *g, const float *beta, float *o, float *S);
/* Implicit attention of one value head (docs/MODEL.md §4.6), w [T][T] (0 above the
 * diagonal), O(T²·dk): for each s, x = k_s, w[s][s] = β_s q_s·x; for r > s:
 * x ← e^{g_r}(x − β_r k_r (k_r·x)), w[r][s] = β_s q_r·x. */
void gdn_implicit(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w);
void gdn_implicit_avx512(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w);
/* Use the portable helpers even where AVX-512 exists (tests). */
void vec_force_portable(bool on);
/* 0: best available; 1: portable C; 2: AVX2 at most (tests). */
void vec_force_level(int level);
/* AVX2+FMA versions, defined in kernels_avx2.c. */
float vec_dot_avx2(const float *a, const float *b, int n);
void vec_axpy_avx2(float *y, float a, const float *x, int n);
void vec_mul_add_avx2(float *y, const float *a, const float *b, int n);
double vec_sumsq_avx2(const float *x, int n);
void vec_silu_mul_avx2(float *g, const float *u, size_t n);
void gdn_scan_avx2(int T, int dk, int dv, const float *q, const float *k, const float *v,
	const float *g, const float *beta, float *o, float *S);
void gdn_implicit_avx2(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w);
/* x86 versions, defined in kernels_x86.c. */
void vec_silu_mul_avx512(float *g, const float *u, size_t n);
float vec_dot_avx512(const float *a, const float *b, int n);
void vec_axpy_avx512(float *y, float a, const float *x, int n);
extern const mm_kernel mm_kernel_avx2, mm_kernel_avx512, mm_kernel_avx512bf16;

#endif
