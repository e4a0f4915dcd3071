/* AArch64 NEON kernels: the blocked matrix product's micro-kernel (6 tokens
 * × 16 outputs, see mm_gemm.c), the reading of BF16 weights from 16-row
 * panels (kernels/panels.h: one sequential stream per panel, widened by
 * shifts) for the blocked form and for one to three tokens, and the forward
 * pass's vector helpers, the same algorithms as the AVX2 ones in
 * kernels_avx2.c, 4 lanes wide. Advanced SIMD is part of every AArch64 CPU;
 * kernels.c still asks the kernel (getauxval) before choosing it. Elsewhere
 * this file defines a kernel that is never available. */
#include "kernels/kernels.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/panels.h"
#include "util/error.h"

#if defined(__aarch64__)
#include <arm_neon.h>
#include <sys/auxv.h>

#ifndef HWCAP_ASIMD
#define HWCAP_ASIMD (1 << 1)
#endif

static bool neon_available(void)
{
	return (getauxval(AT_HWCAP) & HWCAP_ASIMD) != 0;
}

/* ---- micro-kernel: c[i][j] (+)= Σ_k a[k][i] · b[k][j], i < R <= 6, j < 16 ----
 * 24 accumulators (token i: outputs 0-3, 4-7, 8-11, 12-15) of the 32
 * vector registers; per k, four vectors of weights and the 6 activations
 * as a vector and a half, multiplied by lane. Every output is one FMA chain
 * in k order, whatever R. */
#define MR 6
#define NR 16

/* token i's four accumulators += the four weight vectors × lane L of AV */
#define FMA4(LANEFN, AV, L) \
	do { \
		acc[i][0] = LANEFN(acc[i][0], b0, AV, L); \
		acc[i][1] = LANEFN(acc[i][1], b1, AV, L); \
		acc[i][2] = LANEFN(acc[i][2], b2, AV, L); \
		acc[i][3] = LANEFN(acc[i][3], b3, AV, L); \
	} while (0)

static inline __attribute__((always_inline)) void ukernel_rows(const int R, int kc,
	const float *a, const float *b, float *c, size_t ldc, bool load)
{
	float32x4_t acc[MR][4];
#pragma GCC unroll 6
	for (int i = 0; i < R; i++)
#pragma GCC unroll 4
		for (int v = 0; v < 4; v++)
			acc[i][v] = load ? vld1q_f32(c + i * ldc + 4 * v) : vdupq_n_f32(0);
	for (int k = 0; k < kc; k++) {
		float32x4_t b0 = vld1q_f32(b + NR * k), b1 = vld1q_f32(b + NR * k + 4);
		float32x4_t b2 = vld1q_f32(b + NR * k + 8), b3 = vld1q_f32(b + NR * k + 12);
		float32x4_t a0 = vld1q_f32(a + MR * k);
		float32x2_t a1 = vld1_f32(a + MR * k + 4);
#pragma GCC unroll 6
		for (int i = 0; i < R; i++) {
			/* lane numbers must be constants: i is, once unrolled */
			switch (i) {
			case 0: FMA4(vfmaq_laneq_f32, a0, 0); break;
			case 1: FMA4(vfmaq_laneq_f32, a0, 1); break;
			case 2: FMA4(vfmaq_laneq_f32, a0, 2); break;
			case 3: FMA4(vfmaq_laneq_f32, a0, 3); break;
			case 4: FMA4(vfmaq_lane_f32, a1, 0); break;
			default: FMA4(vfmaq_lane_f32, a1, 1); break;
			}
		}
	}
#pragma GCC unroll 6
	for (int i = 0; i < R; i++)
#pragma GCC unroll 4
		for (int v = 0; v < 4; v++)
			vst1q_f32(c + i * ldc + 4 * v, acc[i][v]);
}

#define UK(R) \
	static void ukernel##R(int kc, const float *a, const float *b, float *c, size_t ldc, \
		bool load) { ukernel_rows(R, kc, a, b, c, ldc, load); }
UK(1) UK(2) UK(3) UK(4) UK(5) UK(6)

static void ukernel_neon(int kc, int rows, const float *a, const float *b, float *c,
	size_t ldc, bool load)
{
	static void (*const by_rows[MR + 1])(int, const float *, const float *, float *, size_t,
		bool) = { NULL, ukernel1, ukernel2, ukernel3, ukernel4, ukernel5, ukernel6 };
	by_rows[rows](kc, a, b, c, ldc, load);
}

/* ---- packing: panel[k][j] = W[o0 + j][k0 + k], 16 outputs ---------------
 * Four columns of four rows at a time: each row's four values loaded (BF16
 * widened by a shift: the f32 bits of a bf16 value are its 16 bits followed
 * by 16 zeros), then a 4 × 4 transpose in two rounds of trn1/trn2. Full BF16
 * panels and full F32 panels used as they are; the rest (edges, F16, F32
 * rounded to bf16) by the portable packer. */
static inline float32x4_t row4(const void *w, tensor_dtype dt, size_t i)
{
	if (dt == DT_BF16)
		return vreinterpretq_f32_u32(vshll_n_u16(vld1_u16((const uint16_t *)w + i), 16));
	return vld1q_f32((const float *)w + i);
}

static void pack_w_neon(const void *w, tensor_dtype dt, int n_out, int n_in, int o0, int k0,
	int kc, int nr, bool round_bf16, float *panel)
{
	if ((dt != DT_BF16 && dt != DT_F32) || (dt == DT_F32 && round_bf16) || o0 + NR > n_out) {
		mm_pack_w_portable(w, dt, n_out, n_in, o0, k0, kc, nr, round_bf16, panel);
		return;
	}
	int k = 0;
	for (; k + 4 <= kc; k += 4)
		for (int h = 0; h < NR / 4; h++) {
			size_t i0 = (size_t)(o0 + 4 * h) * n_in + k0 + k;
			float32x4_t r0 = row4(w, dt, i0), r1 = row4(w, dt, i0 + n_in);
			float32x4_t r2 = row4(w, dt, i0 + 2 * (size_t)n_in), r3 = row4(w, dt, i0 + 3 * (size_t)n_in);
			float32x4_t t0 = vtrn1q_f32(r0, r1), t1 = vtrn2q_f32(r0, r1); /* rows 0,1: k, k+2 | k+1, k+3 */
			float32x4_t t2 = vtrn1q_f32(r2, r3), t3 = vtrn2q_f32(r2, r3);
			float64x2_t d0 = vreinterpretq_f64_f32(t0), d1 = vreinterpretq_f64_f32(t1);
			float64x2_t d2 = vreinterpretq_f64_f32(t2), d3 = vreinterpretq_f64_f32(t3);
			float *p = panel + (size_t)k * NR + 4 * h;
			vst1q_f32(p, vreinterpretq_f32_f64(vtrn1q_f64(d0, d2)));           /* column k */
			vst1q_f32(p + NR, vreinterpretq_f32_f64(vtrn1q_f64(d1, d3)));      /* k + 1 */
			vst1q_f32(p + 2 * NR, vreinterpretq_f32_f64(vtrn2q_f64(d0, d2)));  /* k + 2 */
			vst1q_f32(p + 3 * NR, vreinterpretq_f32_f64(vtrn2q_f64(d1, d3)));  /* k + 3 */
		}
	for (; k < kc; k++)
		for (int j = 0; j < NR; j++) {
			size_t i = (size_t)(o0 + j) * n_in + k0 + k;
			panel[(size_t)k * NR + j] = dt == DT_BF16 ? bf16_to_f32(((const uint16_t *)w)[i])
				: ((const float *)w)[i];
		}
}

/* ---- weights in 16-row panels (kernels/panels.h) ----------------------------
 * Index k of a panel is 16 consecutive BF16 values, rows 0-15: widened by
 * shifts into four vectors, with no transpose. */
static inline __attribute__((always_inline)) void panel_column(const uint16_t *u,
	float32x4_t w[4])
{
	uint16x8_t lo = vld1q_u16(u), hi = vld1q_u16(u + 8);
	w[0] = vreinterpretq_f32_u32(vshll_n_u16(vget_low_u16(lo), 16));
	w[1] = vreinterpretq_f32_u32(vshll_high_n_u16(lo, 16));
	w[2] = vreinterpretq_f32_u32(vshll_n_u16(vget_low_u16(hi), 16));
	w[3] = vreinterpretq_f32_u32(vshll_high_n_u16(hi, 16));
}

/* pack_w from the panels: o0 is a multiple of NR = PANEL_ROWS, so the
 * panel is a run of kc columns, widened (rows past n_out are zeros there) */
static void pack_p_neon(const uint16_t *p, int n_out, int n_in, int o0, int k0, int kc,
	float *panel)
{
	(void)n_out;
	const uint16_t *s = p + panel_index(n_in, o0, k0);
	for (int k = 0; k < kc; k++) {
		float32x4_t w[4];
		panel_column(s + (size_t)k * PANEL_ROWS, w);
		for (int v = 0; v < 4; v++)
			vst1q_f32(panel + (size_t)k * NR + 4 * v, w[v]);
	}
}

/* NT tokens (x: [NT][n_in]) against P panels from s, rows [0, nv) stored
 * into y (rows ldy apart). Each output is one FMA chain in k order from 0,
 * as in the micro-kernel, so the same bits; the P panels are P sequential
 * streams and give a token 4P independent chains. */
static inline __attribute__((always_inline)) void gemv_p_panels(const int P, const int NT,
	const uint16_t *s, int n_in, int nv, const float *x, float *y, size_t ldy)
{
	const size_t ps = (size_t)n_in * PANEL_ROWS;
	float32x4_t acc[4][3][4];
#pragma GCC unroll 4
	for (int q = 0; q < P; q++)
#pragma GCC unroll 3
		for (int t = 0; t < NT; t++)
#pragma GCC unroll 4
			for (int v = 0; v < 4; v++)
				acc[q][t][v] = vdupq_n_f32(0);
	for (int k = 0; k < n_in; k++) {
#pragma GCC unroll 4
		for (int q = 0; q < P; q++) {
			float32x4_t w[4];
			panel_column(s + q * ps + (size_t)k * PANEL_ROWS, w);
#pragma GCC unroll 3
			for (int t = 0; t < NT; t++) {
				float xv = x[(size_t)t * n_in + k];
#pragma GCC unroll 4
				for (int v = 0; v < 4; v++)
					acc[q][t][v] = vfmaq_n_f32(acc[q][t][v], w[v], xv);
			}
		}
	}
	for (int q = 0; q < P; q++)
		for (int t = 0; t < NT; t++) {
			float *yt = y + (size_t)t * ldy + PANEL_ROWS * q;
			int rows = nv - PANEL_ROWS * q;
			if (rows >= PANEL_ROWS) {
				for (int v = 0; v < 4; v++)
					vst1q_f32(yt + 4 * v, acc[q][t][v]);
			} else {
				float tmp[PANEL_ROWS];
				for (int v = 0; v < 4; v++)
					vst1q_f32(tmp + 4 * v, acc[q][t][v]);
				memcpy(yt, tmp, (size_t)rows * sizeof(float));
			}
		}
}

#define GEMV_P(name, P, NT) \
	static void name(const uint16_t *s, int n_in, int nv, const float *x, float *y, \
		size_t ldy) { gemv_p_panels(P, NT, s, n_in, nv, x, y, ldy); }
GEMV_P(panels4_t1, 4, 1) GEMV_P(panels1_t1, 1, 1)
GEMV_P(panels2_t2, 2, 2) GEMV_P(panels1_t2, 1, 2)
GEMV_P(panels2_t3, 2, 3) GEMV_P(panels1_t3, 1, 3)

/* mm_gemm.gemv_p: T <= MM_GEMV_MAXT tokens, rows [0, n_out) of the panels
 * from p on: four panels at a time for one token, two for two or three
 * (the accumulators stay within the 32 registers). */
static void gemv_p_neon(const uint16_t *p, int n_out, int n_in, const float *x, int T,
	float *y, size_t ldy)
{
	static void (*const many[4])(const uint16_t *, int, int, const float *, float *, size_t) =
		{ NULL, panels4_t1, panels2_t2, panels2_t3 };
	static void (*const one[4])(const uint16_t *, int, int, const float *, float *, size_t) =
		{ NULL, panels1_t1, panels1_t2, panels1_t3 };
	int npanels = (n_out + PANEL_ROWS - 1) / PANEL_ROWS, group = T == 1 ? 4 : 2;
	int q = 0;
	for (; q + group <= npanels; q += group)
		many[T](p + (size_t)q * n_in * PANEL_ROWS, n_in, n_out - PANEL_ROWS * q, x,
			y + PANEL_ROWS * q, ldy);
	for (; q < npanels; q++)
		one[T](p + (size_t)q * n_in * PANEL_ROWS, n_in, n_out - PANEL_ROWS * q, x,
			y + PANEL_ROWS * q, ldy);
}

const mm_gemm mm_gemm_neon = { MR, NR, pack_w_neon, ukernel_neon, NULL, NULL, 0, false,
	pack_p_neon, gemv_p_neon, NULL, 0 };

/* ---- vector helpers ------------------------------------------------------ */

static float vec_dot_neon(const float *a, const float *b, int n)
{
	float32x4_t s0 = vdupq_n_f32(0), s1 = vdupq_n_f32(0);
	int i = 0;
	for (; i + 8 <= n; i += 8) {
		s0 = vfmaq_f32(s0, vld1q_f32(a + i), vld1q_f32(b + i));
		s1 = vfmaq_f32(s1, vld1q_f32(a + i + 4), vld1q_f32(b + i + 4));
	}
	float s = vaddvq_f32(vaddq_f32(s0, s1));
	for (; i < n; i++)
		s += a[i] * b[i];
	return s;
}

static void vec_axpy_neon(float *y, float a, const float *x, int n)
{
	int i = 0;
	for (; i + 4 <= n; i += 4)
		vst1q_f32(y + i, vfmaq_n_f32(vld1q_f32(y + i), vld1q_f32(x + i), a));
	for (; i < n; i++)
		y[i] += a * x[i];
}

static void vec_mul_add_neon(float *y, const float *a, const float *b, int n)
{
	int i = 0;
	for (; i + 4 <= n; i += 4)
		vst1q_f32(y + i, vfmaq_f32(vld1q_f32(y + i), vld1q_f32(a + i), vld1q_f32(b + i)));
	for (; i < n; i++)
		y[i] += a[i] * b[i];
}

/* Σ x², the squares summed in double */
static double vec_sumsq_neon(const float *x, int n)
{
	float64x2_t s0 = vdupq_n_f64(0), s1 = vdupq_n_f64(0);
	int i = 0;
	for (; i + 4 <= n; i += 4) {
		float32x4_t v = vld1q_f32(x + i);
		float64x2_t lo = vcvt_f64_f32(vget_low_f32(v)), hi = vcvt_high_f64_f32(v);
		s0 = vfmaq_f64(s0, lo, lo);
		s1 = vfmaq_f64(s1, hi, hi);
	}
	double r = vaddvq_f64(vaddq_f64(s0, s1));
	for (; i < n; i++)
		r += (double)x[i] * x[i];
	return r;
}

/* exp(x) for 4 floats: the Cephes expf polynomial of exp256, 2^n from the
 * exponent bits (n = 128 split as 2^127 · 2) */
static float32x4_t exp_neon(float32x4_t x)
{
	x = vminq_f32(vmaxq_f32(x, vdupq_n_f32(-87.3f)), vdupq_n_f32(88.7f));
	float32x4_t n = vrndnq_f32(vmulq_f32(x, vdupq_n_f32(1.44269504088896341f)));
	float32x4_t r = vfmsq_f32(x, n, vdupq_n_f32(0.693359375f));
	r = vfmsq_f32(r, n, vdupq_n_f32(-2.12194440e-4f));
	float32x4_t p = vdupq_n_f32(1.9875691500e-4f);
	p = vfmaq_f32(vdupq_n_f32(1.3981999507e-3f), p, r);
	p = vfmaq_f32(vdupq_n_f32(8.3334519073e-3f), p, r);
	p = vfmaq_f32(vdupq_n_f32(4.1665795894e-2f), p, r);
	p = vfmaq_f32(vdupq_n_f32(1.6666665459e-1f), p, r);
	p = vfmaq_f32(vdupq_n_f32(5.0000001201e-1f), p, r);
	p = vfmaq_f32(vaddq_f32(r, vdupq_n_f32(1.0f)), p, vmulq_f32(r, r));
	int32x4_t ni = vcvtq_s32_f32(n);
	uint32x4_t big = vcgtq_s32(ni, vdupq_n_s32(127));
	ni = vsubq_s32(ni, vandq_s32(vreinterpretq_s32_u32(big), vdupq_n_s32(1)));
	float32x4_t pow2 = vreinterpretq_f32_s32(vshlq_n_s32(vaddq_s32(ni, vdupq_n_s32(127)), 23));
	p = vmulq_f32(p, pow2);
	return vbslq_f32(big, vmulq_f32(p, vdupq_n_f32(2.0f)), p);
}

/* g[i] = SiLU(g[i]) · u[i] (u == NULL: SiLU only), SiLU(x) = x / (1 + e^−x) */
static void vec_silu_mul_neon(float *g, const float *u, size_t n)
{
	const float32x4_t one = vdupq_n_f32(1.0f);
	size_t i = 0;
	for (; i + 4 <= n; i += 4) {
		float32x4_t x = vld1q_f32(g + i);
		float32x4_t y = vdivq_f32(x, vaddq_f32(one, exp_neon(vnegq_f32(x))));
		if (u)
			y = vmulq_f32(y, vld1q_f32(u + i));
		vst1q_f32(g + i, y);
	}
	for (; i < n; i++) {
		float x = g[i];
		float s = x >= 0 ? 1.0f / (1.0f + expf(-x)) : expf(x) / (1.0f + expf(x));
		g[i] = u ? x * s * u[i] : x * s;
	}
}

/* The delta-rule scan of one value head, 4 state columns at a time (see
 * gdn_scan_avx512): each pass over the rows finishes step t and starts t+1:
 *   S_r += k_t[r]·d;  o += q_t[r]·S_r;  S_r *= e^{g_{t+1}};  m' += k_{t+1}[r]·S_r
 * state: NULL (start from 0) or the caller's [dk][dv], updated to the state
 * after token T−1. */
static void gdn_scan_neon(int T, int dk, int dv, const float *q, const float *k, const float *v,
	const float *g, const float *beta, float *o, float *state)
{
	float32x4_t *S = xmalloc((size_t)dk * sizeof(float32x4_t));
	for (int c = 0; c < dv; c += 4) {
		int nc = dv - c >= 4 ? 4 : dv - c;
		float32x4_t m = vdupq_n_f32(0); /* Sᵀk_0 of the zero state */
		if (state && T > 0) {
			/* the caller's state, decayed for step 0: S_r = e^{g_0} S[r], m = Σ_r k_0[r] S_r */
			float eg0 = expf(g[0]);
			for (int r = 0; r < dk; r++) {
				float sb[4] = { 0, 0, 0, 0 };
				memcpy(sb, state + (size_t)r * dv + c, (size_t)nc * sizeof(float));
				S[r] = vmulq_n_f32(vld1q_f32(sb), eg0);
				m = vfmaq_n_f32(m, S[r], k[r]);
			}
		} else {
			for (int r = 0; r < dk; r++)
				S[r] = vdupq_n_f32(0);
		}
		for (int t = 0; t < T; t++) {
			const float *kt = k + (size_t)t * dk, *qt = q + (size_t)t * dk;
			float vb[4] = { 0, 0, 0, 0 }, ob[4];
			memcpy(vb, v + (size_t)t * dv + c, (size_t)nc * sizeof(float));
			float32x4_t d = vmulq_n_f32(vsubq_f32(vld1q_f32(vb), m), beta[t]);
			float32x4_t ov = vdupq_n_f32(0), mn = vdupq_n_f32(0);
			const float *kn = t + 1 < T ? kt + dk : kt;
			float egn = t + 1 < T ? expf(g[t + 1]) : 1.0f;
			for (int r = 0; r < dk; r++) {
				float32x4_t sv = vfmaq_n_f32(S[r], d, kt[r]);
				ov = vfmaq_n_f32(ov, sv, qt[r]);
				sv = vmulq_n_f32(sv, egn);
				mn = vfmaq_n_f32(mn, sv, kn[r]);
				S[r] = sv;
			}
			vst1q_f32(ob, ov);
			memcpy(o + (size_t)t * dv + c, ob, (size_t)nc * sizeof(float));
			m = mn;
		}
		/* the last step decayed by 1: S is the state after token T−1 */
		if (state && T > 0)
			for (int r = 0; r < dk; r++) {
				float sb[4];
				vst1q_f32(sb, S[r]);
				memcpy(state + (size_t)r * dv + c, sb, (size_t)nc * sizeof(float));
			}
	}
	free(S);
}

/* Implicit attention (docs/MODEL.md §4.6), one pass over x per step (see
 * gdn_implicit_avx2). w is zeroed by the caller. */
static void gdn_implicit_neon(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w)
{
	float *x = xmalloc(((size_t)dk + 4) * sizeof(float));
	float *eg = xmalloc((size_t)T * sizeof(float));
	for (int r = 0; r < T; r++)
		eg[r] = expf(g[r]);
	for (int s = 0; s < T; s++) {
		memcpy(x, k + (size_t)s * dk, (size_t)dk * sizeof(float));
		w[(size_t)s * T + s] = beta[s] * vec_dot_neon(q + (size_t)s * dk, x, dk);
		float mag = 1;
		for (int r = s + 1; r < T; r++) {
			const float *kr = k + (size_t)r * dk, *qr = q + (size_t)r * dk;
			float c = -beta[r] * vec_dot_neon(kr, x, dk);
			/* x ← e^{g_r}(x − β_r k_r (k_r·x)) */
			float32x4_t aq = vdupq_n_f32(0);
			int i = 0;
			for (; i + 4 <= dk; i += 4) {
				float32x4_t xv = vmulq_n_f32(vfmaq_n_f32(vld1q_f32(x + i), vld1q_f32(kr + i), c),
					eg[r]);
				vst1q_f32(x + i, xv);
				aq = vfmaq_f32(aq, vld1q_f32(qr + i), xv);
			}
			float qx = vaddvq_f32(aq);
			for (; i < dk; i++) {
				x[i] = eg[r] * (x[i] + c * kr[i]);
				qx += qr[i] * x[i];
			}
			w[(size_t)r * T + s] = beta[s] * qx;
			mag *= eg[r];
			if (mag == 0) /* the product has underflowed: the rest of the column is 0 */
				break;
		}
	}
	free(eg);
	free(x);
}

static const vec_ops vec_ops_neon = {
	vec_dot_neon, vec_axpy_neon, vec_mul_add_neon, vec_sumsq_neon, vec_silu_mul_neon,
	gdn_scan_neon, gdn_implicit_neon,
};

const mm_kernel mm_kernel_neon = { "neon", neon_available, false, &mm_gemm_neon, &vec_ops_neon, 2 };

#else /* not AArch64: never available, never called */

static bool never(void) { return false; }
const mm_kernel mm_kernel_neon = { "neon", never, false, &mm_gemm_portable, NULL, 0 };

#endif
