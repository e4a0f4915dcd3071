/* Scalar conversions, the kernel table and the runtime dispatch between its
 * rows (matrix products and vector helpers alike), and the portable vector
 * helpers. A new instruction set is a file of its own (its mm_gemm, its
 * vec_ops, its mm_kernel row) and one entry in all_kernels[]. */
#include "kernels/kernels.h"

#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/error.h"

/* ---- scalar conversions ------------------------------------------------ */

float bf16_to_f32(uint16_t b)
{
	uint32_t u = (uint32_t)b << 16; /* bf16 is the top half of an f32 */
	float f;
	memcpy(&f, &u, 4);
	return f;
}

uint16_t f32_to_bf16(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	if ((u & 0x7fffffffu) > 0x7f800000u)
		return (uint16_t)((u >> 16) | 0x40); /* keep NaN a NaN */
	u += 0x7fffu + ((u >> 16) & 1u); /* round to nearest, ties to even */
	return (uint16_t)(u >> 16);
}

float bf16_round(float f)
{
	return bf16_to_f32(f32_to_bf16(f));
}

float f16_to_f32(uint16_t h)
{
	uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
	int exp = (h >> 10) & 0x1f;
	uint32_t man = h & 0x3ffu;
	uint32_t u;
	if (exp == 0x1f) {
		u = sign | 0x7f800000u | (man << 13);
	} else if (exp == 0) {
		/* zero or subnormal: value = man · 2^-24 */
		float f = (float)man * 5.9604644775390625e-8f;
		memcpy(&u, &f, 4);
		u |= sign;
	} else {
		u = sign | ((uint32_t)(exp - 15 + 127) << 23) | (man << 13);
	}
	float f;
	memcpy(&f, &u, 4);
	return f;
}

/* ---- portable kernel ---------------------------------------------------- */

static bool always(void) { return true; }

/* the blocked form with the portable micro-kernel (mm_gemm.c), and the
 * portable vector helpers (below) */
static const mm_kernel mm_kernel_portable = { "portable", always, false, &mm_gemm_portable,
	&vec_ops_portable, 1 };

/* ---- dispatch ----------------------------------------------------------- */

static const mm_kernel *const all_kernels[] = {
	&mm_kernel_portable, &mm_kernel_avx2, &mm_kernel_avx512, &mm_kernel_avx512bf16,
	&mm_kernel_neon,
};
#define NKERN ((int)(sizeof all_kernels / sizeof all_kernels[0]))
static int forced = -1;

int mm_kernel_count(void) { return NKERN; }
const mm_kernel *mm_kernel_get(int i) { return i >= 0 && i < NKERN ? all_kernels[i] : NULL; }
void mm_kernel_force(int i) { forced = i; }

const mm_kernel *mm_kernel_current(bool bf16)
{
	if (forced >= 0 && forced < NKERN && all_kernels[forced]->available() &&
	    (bf16 || !all_kernels[forced]->bf16_native))
		return all_kernels[forced];
	/* best first: the bf16 dot-product kernel only serves bf16 precision */
	for (int i = NKERN - 1; i > 0; i--) {
		const mm_kernel *k = all_kernels[i];
		if (k->available() && (bf16 || !k->bf16_native))
			return k;
	}
	return &mm_kernel_portable;
}

/* ---- driver ------------------------------------------------------------- */

void mm_matmul(const void *w, tensor_dtype dt, int n_out, int n_in,
	const float *x, int T, float *y, bool accumulate, bool bf16)
{
	mm_gemm_part part = { w, dt, n_out, y, NULL };
	mm_gemm_run(mm_kernel_current(bf16)->gemm, &part, 1, n_in, x, T, accumulate, bf16);
}

void mm_tensor(const tensor *w, const float *x, int T, float *y, bool accumulate, bool bf16)
{
	mm_gemm_part part = { w->data, w->dtype, (int)w->shape[0], y, w->panels };
	mm_gemm_run(mm_kernel_current(bf16)->gemm, &part, 1, (int)w->shape[1], x, T, accumulate,
		bf16);
}

void mm_tensors(const tensor *const *w, float *const *y, int n, const float *x, int T,
	bool bf16)
{
	enum { MAXP = 8 }; /* mm_gemm_run packs x once for each group of its parts */
	for (int i0 = 0; i0 < n; i0 += MAXP) {
		mm_gemm_part parts[MAXP];
		int np = n - i0 < MAXP ? n - i0 : MAXP;
		for (int i = 0; i < np; i++) {
			const tensor *t = w[i0 + i];
			parts[i] = (mm_gemm_part){ t->data, t->dtype, (int)t->shape[0], y[i0 + i],
				t->panels };
		}
		mm_gemm_run(mm_kernel_current(bf16)->gemm, parts, np, (int)w[i0]->shape[1], x, T,
			false, bf16);
	}
}

/* ---- vector helpers: dispatch ------------------------------------------- */

static int force_level; /* 0: best available, else the best row of vec_level <= it */
/* the row whose helpers run, chosen once per change of force_level: the
 * helpers are called per vector (per attention cell), too often to walk
 * the table each time */
static _Atomic(const mm_kernel *) vec_row;

static const mm_kernel *vec_pick(void)
{
	const mm_kernel *best = &mm_kernel_portable;
	for (int i = 0; i < NKERN; i++) {
		const mm_kernel *k = all_kernels[i];
		if (k->vec && k->available() && k->vec_level > best->vec_level &&
		    (force_level == 0 || k->vec_level <= force_level))
			best = k;
	}
	atomic_store(&vec_row, best);
	return best;
}

const mm_kernel *vec_kernel_current(void)
{
	const mm_kernel *k = atomic_load_explicit(&vec_row, memory_order_relaxed);
	return k ? k : vec_pick();
}

static const vec_ops *vec(void)
{
	return vec_kernel_current()->vec;
}

void vec_force_level(int level)
{
	force_level = level;
	vec_pick();
}
void vec_force_portable(bool on) { vec_force_level(on ? 1 : 0); }
int vec_forced_level(void) { return force_level; }

int kernel_select(const char *name, bool bf16, const char **why)
{
	if (strcmp(name, "auto") == 0) {
		forced = -1;
		vec_force_level(0);
		return 0;
	}
	for (int i = 0; i < NKERN; i++) {
		const mm_kernel *k = all_kernels[i];
		if (strcmp(k->name, name) != 0)
			continue;
		if (!k->available()) {
			*why = "not available on this CPU";
			return -1;
		}
		if (k->bf16_native && !bf16) {
			*why = "serves only --precision bf16";
			return -1;
		}
		forced = i;
		/* the helpers' vectors no wider than the products' */
		vec_force_level(k->vec_level);
		return 0;
	}
	/* the names this build has, so the message never lists a kernel it lacks */
	static char names[160];
	size_t len = (size_t)snprintf(names, sizeof names, "no such kernel (auto");
	for (int i = 0; i < NKERN && len < sizeof names; i++)
		len += (size_t)snprintf(names + len, sizeof names - len, ", %s",
			all_kernels[i]->name);
	if (len < sizeof names)
		snprintf(names + len, sizeof names - len, ")");
	*why = names;
	return -1;
}

float vec_dot(const float *a, const float *b, int n) { return vec()->dot(a, b, n); }
void vec_axpy(float *y, float a, const float *x, int n) { vec()->axpy(y, a, x, n); }
void vec_mul_add(float *y, const float *a, const float *b, int n) { vec()->mul_add(y, a, b, n); }
double vec_sumsq(const float *x, int n) { return vec()->sumsq(x, n); }
void vec_silu_mul(float *g, const float *u, size_t n) { vec()->silu_mul(g, u, n); }

void gdn_scan(int T, int dk, int dv, const float *q, const float *k, const float *v,
	const float *g, const float *beta, float *o, float *S)
{
	vec()->scan(T, dk, dv, q, k, v, g, beta, o, S);
}

void gdn_implicit(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w)
{
	memset(w, 0, (size_t)T * T * sizeof(float));
	vec()->implicit(T, dk, q, k, g, beta, w);
}

/* ---- vector helpers: portable C ------------------------------------------ */

static void mul_add_portable(float *y, const float *a, const float *b, int n)
{
	for (int i = 0; i < n; i++)
		y[i] += a[i] * b[i];
}

static double sumsq_portable(const float *x, int n)
{
	double s = 0;
	for (int i = 0; i < n; i++)
		s += (double)x[i] * x[i];
	return s;
}

static void silu_mul_portable(float *g, const float *u, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		float x = g[i];
		/* x·σ(x), σ computed without overflow */
		float s = x >= 0 ? 1.0f / (1.0f + expf(-x)) : expf(x) / (1.0f + expf(x));
		g[i] = u ? x * s * u[i] : x * s;
	}
}

void gdn_step_portable(float *S, int dk, int dv, float eg, const float *k, const float *q,
	const float *v, float beta, float *o)
{
	/* columns are independent; m and d need dv floats: do 64 columns at a time */
	for (int c0 = 0; c0 < dv; c0 += 64) {
		int nc = dv - c0 < 64 ? dv - c0 : 64;
		float m[64] = { 0 }, d[64];
		for (int r = 0; r < dk; r++) {
			float *sr = S + (size_t)r * dv + c0;
			for (int c = 0; c < nc; c++) {
				sr[c] *= eg;            /* decay first */
				m[c] += k[r] * sr[c];   /* m = Sᵀk */
			}
		}
		for (int c = 0; c < nc; c++) {
			d[c] = beta * (v[c0 + c] - m[c]); /* d = β(v − m) */
			o[c0 + c] = 0;
		}
		for (int r = 0; r < dk; r++) {
			float *sr = S + (size_t)r * dv + c0;
			for (int c = 0; c < nc; c++) {
				sr[c] += k[r] * d[c];        /* write */
				o[c0 + c] += q[r] * sr[c];   /* o = Sᵀq after the write */
			}
		}
	}
}

static float dot_portable(const float *a, const float *b, int n)
{
	float s = 0;
	for (int i = 0; i < n; i++)
		s += a[i] * b[i];
	return s;
}

static void axpy_portable(float *y, float a, const float *x, int n)
{
	for (int i = 0; i < n; i++)
		y[i] += a * x[i];
}

static void scan_portable(int T, int dk, int dv, const float *q, const float *k, const float *v,
	const float *g, const float *beta, float *o, float *S)
{
	/* S[r][c], the caller's or zero at t = 0 */
	float *st = S ? S : xcalloc((size_t)dk * dv, sizeof(float));
	for (int t = 0; t < T; t++)
		gdn_step_portable(st, dk, dv, expf(g[t]), k + (size_t)t * dk, q + (size_t)t * dk,
			v + (size_t)t * dv, beta[t], o + (size_t)t * dv);
	if (!S)
		free(st);
}

/* w zeroed by gdn_implicit */
static void implicit_portable(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w)
{
	float *x = xmalloc((size_t)dk * sizeof(float));
	for (int s = 0; s < T; s++) {
		memcpy(x, k + (size_t)s * dk, (size_t)dk * sizeof(float));
		float ws = 0;
		for (int i = 0; i < dk; i++)
			ws += q[(size_t)s * dk + i] * x[i];
		w[(size_t)s * T + s] = beta[s] * ws;
		float mag = 1;
		for (int r = s + 1; r < T; r++) {
			const float *kr = k + (size_t)r * dk, *qr = q + (size_t)r * dk;
			float eg = expf(g[r]), kx = 0, qx = 0;
			for (int i = 0; i < dk; i++)
				kx += kr[i] * x[i];
			/* x ← e^{g_r}(x − β_r k_r (k_r·x)) */
			for (int i = 0; i < dk; i++) {
				x[i] = eg * (x[i] - beta[r] * kx * kr[i]);
				qx += qr[i] * x[i];
			}
			w[(size_t)r * T + s] = beta[s] * qx;
			mag *= eg;
			if (mag == 0) /* the product has underflowed: the rest of the column is 0 */
				break;
		}
	}
	free(x);
}

const vec_ops vec_ops_portable = {
	dot_portable, axpy_portable, mul_add_portable, sumsq_portable, silu_mul_portable,
	scan_portable, implicit_portable,
};
