/* x86 kernels for the matrix products and the vector helpers, compiled per
 * function with target attributes (no global -march), chosen at run time by
 * __builtin_cpu_supports. The kernels are the blocked form of mm_gemm.c, their
 * pieces in mm_avx2.c, mm_avx512.c and mm_avx512bf16.c. */
#include "config.h"

#include "kernels/kernels.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "util/error.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define T_512 __attribute__((target("avx512f")))

static bool avx2_ok(void)
{
	return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}
static bool avx512_ok(void) { return __builtin_cpu_supports("avx512f"); }
static bool avx512bf16_ok(void)
{
#ifdef HAVE_AVX512BF16_INTRIN
	/* avx512bw for vpermw, which pairs the rows of the weight panels */
	return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
	       __builtin_cpu_supports("avx512bf16");
#else
	return false; /* the compiler cannot build the kernel */
#endif
}

/* ---- vector helpers ------------------------------------------------------ */

static T_512 float vec_dot_avx512(const float *a, const float *b, int n)
{
	__m512 s0 = _mm512_setzero_ps(), s1 = _mm512_setzero_ps();
	int i = 0;
	for (; i + 32 <= n; i += 32) {
		s0 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i), _mm512_loadu_ps(b + i), s0);
		s1 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i + 16), _mm512_loadu_ps(b + i + 16), s1);
	}
	for (; i + 16 <= n; i += 16)
		s0 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i), _mm512_loadu_ps(b + i), s0);
	if (i < n) {
		__mmask16 m = (__mmask16)((1u << (n - i)) - 1);
		s1 = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, a + i), _mm512_maskz_loadu_ps(m, b + i), s1);
	}
	return _mm512_reduce_add_ps(_mm512_add_ps(s0, s1));
}

static T_512 void vec_axpy_avx512(float *y, float a, const float *x, int n)
{
	__m512 av = _mm512_set1_ps(a);
	int i = 0;
	for (; i + 16 <= n; i += 16)
		_mm512_storeu_ps(y + i, _mm512_fmadd_ps(av, _mm512_loadu_ps(x + i), _mm512_loadu_ps(y + i)));
	if (i < n) {
		__mmask16 m = (__mmask16)((1u << (n - i)) - 1);
		__m512 yv = _mm512_maskz_loadu_ps(m, y + i);
		_mm512_mask_storeu_ps(y + i, m, _mm512_fmadd_ps(av, _mm512_maskz_loadu_ps(m, x + i), yv));
	}
}

/* exp(x) for 16 floats (Cephes expf polynomial, ~1 ulp): x = n·ln2 + r,
 * |r| <= ln2/2, exp(r) = 1 + r + r²·P(r), times 2^n by scalef. */
static T_512 __m512 exp512(__m512 x)
{
	x = _mm512_min_ps(_mm512_max_ps(x, _mm512_set1_ps(-87.3f)), _mm512_set1_ps(88.7f));
	__m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504088896341f)),
		_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
	__m512 r = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693359375f), x);
	r = _mm512_fnmadd_ps(n, _mm512_set1_ps(-2.12194440e-4f), r);
	__m512 p = _mm512_set1_ps(1.9875691500e-4f);
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.3981999507e-3f));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(8.3334519073e-3f));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(4.1665795894e-2f));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.6666665459e-1f));
	p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(5.0000001201e-1f));
	p = _mm512_fmadd_ps(p, _mm512_mul_ps(r, r), _mm512_add_ps(r, _mm512_set1_ps(1.0f)));
	return _mm512_scalef_ps(p, n);
}

static T_512 void vec_mul_add_avx512(float *y, const float *a, const float *b, int n)
{
	for (int i = 0; i < n; i += 16) {
		__mmask16 m = n - i >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (n - i)) - 1);
		__m512 yv = _mm512_maskz_loadu_ps(m, y + i);
		yv = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, a + i), _mm512_maskz_loadu_ps(m, b + i), yv);
		_mm512_mask_storeu_ps(y + i, m, yv);
	}
}

/* Σ x² with the squares summed in double (8 lanes) */
static T_512 double vec_sumsq_avx512(const float *x, int n)
{
	__m512d s0 = _mm512_setzero_pd(), s1 = _mm512_setzero_pd();
	for (int i = 0; i < n; i += 16) {
		__mmask16 m = n - i >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (n - i)) - 1);
		__m512 v = _mm512_maskz_loadu_ps(m, x + i);
		__m512d lo = _mm512_cvtps_pd(_mm512_castps512_ps256(v));
		__m512d hi = _mm512_cvtps_pd(_mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1)));
		s0 = _mm512_fmadd_pd(lo, lo, s0);
		s1 = _mm512_fmadd_pd(hi, hi, s1);
	}
	return _mm512_reduce_add_pd(_mm512_add_pd(s0, s1));
}


/* g[i] = SiLU(g[i]) · u[i] (u == NULL: SiLU only), SiLU(x) = x / (1 + e^−x) */
static T_512 void vec_silu_mul_avx512(float *g, const float *u, size_t n)
{
	size_t i = 0;
	const __m512 one = _mm512_set1_ps(1.0f);
	for (; i < n; i += 16) {
		__mmask16 m = n - i >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (n - i)) - 1);
		__m512 x = _mm512_maskz_loadu_ps(m, g + i);
		__m512 y = _mm512_div_ps(x, _mm512_add_ps(one, exp512(_mm512_sub_ps(_mm512_setzero_ps(), x))));
		if (u)
			y = _mm512_mul_ps(y, _mm512_maskz_loadu_ps(m, u + i));
		_mm512_mask_storeu_ps(g + i, m, y);
	}
}

/* The recurrence of one value head, 16 state columns at a time: the columns
 * of S never mix, so a dk×16 slice of the state stays in L1 for the whole
 * prompt. Each pass over the rows finishes step t and starts step t+1:
 *   S_r += k_t[r]·d;  o += q_t[r]·S_r;       (write, output of step t)
 *   S_r *= e^{g_{t+1}};  m += k_{t+1}[r]·S_r  (decay, read of step t+1)
 * with d = β_t (v_t − m) from the previous pass. */
static T_512 void gdn_scan_avx512(int T, int dk, int dv, const float *q, const float *k,
	const float *v, const float *g, const float *beta, float *o, float *state)
{
	/* 2·dk vectors, 64-byte aligned: the slice S[:, c .. c+31] */
	char *mem = xmalloc((size_t)dk * 2 * sizeof(__m512) + 64);
	__m512 *S = (__m512 *)(void *)(mem + (64 - (uintptr_t)mem % 64));
	for (int c = 0; c < dv; c += 32) {
		/* two 16-column halves; masks for a short last slice */
		int n0 = dv - c >= 16 ? 16 : dv - c, n1 = dv - c - 16 >= 16 ? 16 : dv - c - 16;
		__mmask16 m0 = (__mmask16)((1u << n0) - 1);
		__mmask16 m1 = n1 > 0 ? (__mmask16)((1u << n1) - 1) : 0;
		__m512 ma = _mm512_setzero_ps(), mb = _mm512_setzero_ps(); /* Sᵀk_0 of the zero state */
		if (state && T > 0) {
			/* the caller's state, decayed for step 0: S_r = e^{g_0} S[r], m = Σ_r k_0[r] S_r */
			__m512 eg0 = _mm512_set1_ps(expf(g[0]));
			for (int r = 0; r < dk; r++) {
				const float *sr = state + (size_t)r * dv + c;
				__m512 kr = _mm512_set1_ps(k[r]);
				S[2 * r] = _mm512_mul_ps(_mm512_maskz_loadu_ps(m0, sr), eg0);
				S[2 * r + 1] = _mm512_mul_ps(_mm512_maskz_loadu_ps(m1, sr + 16), eg0);
				ma = _mm512_fmadd_ps(kr, S[2 * r], ma);
				mb = _mm512_fmadd_ps(kr, S[2 * r + 1], mb);
			}
		} else {
			for (int r = 0; r < 2 * dk; r++)
				S[r] = _mm512_setzero_ps();
		}
		for (int t = 0; t < T; t++) {
			const float *kt = k + (size_t)t * dk, *qt = q + (size_t)t * dk;
			const float *vt = v + (size_t)t * dv + c;
			__m512 bt = _mm512_set1_ps(beta[t]);
			__m512 da = _mm512_mul_ps(bt, _mm512_sub_ps(_mm512_maskz_loadu_ps(m0, vt), ma));
			__m512 db = _mm512_mul_ps(bt, _mm512_sub_ps(_mm512_maskz_loadu_ps(m1, vt + 16), mb));
			__m512 oa = _mm512_setzero_ps(), ob = _mm512_setzero_ps();
			__m512 na = _mm512_setzero_ps(), nb = _mm512_setzero_ps();
			/* at the last step there is no next key: decay by 1 and read k_t (unused) */
			const float *kn = t + 1 < T ? kt + dk : kt;
			__m512 egn = _mm512_set1_ps(t + 1 < T ? expf(g[t + 1]) : 1.0f);
			for (int r = 0; r < dk; r++) {
				__m512 kr = _mm512_set1_ps(kt[r]), qr = _mm512_set1_ps(qt[r]);
				__m512 knr = _mm512_set1_ps(kn[r]);
				__m512 sa = _mm512_fmadd_ps(kr, da, S[2 * r]);
				__m512 sb = _mm512_fmadd_ps(kr, db, S[2 * r + 1]);
				oa = _mm512_fmadd_ps(qr, sa, oa);
				ob = _mm512_fmadd_ps(qr, sb, ob);
				sa = _mm512_mul_ps(sa, egn);
				sb = _mm512_mul_ps(sb, egn);
				na = _mm512_fmadd_ps(knr, sa, na);
				nb = _mm512_fmadd_ps(knr, sb, nb);
				S[2 * r] = sa;
				S[2 * r + 1] = sb;
			}
			_mm512_mask_storeu_ps(o + (size_t)t * dv + c, m0, oa);
			if (n1 > 0)
				_mm512_mask_storeu_ps(o + (size_t)t * dv + c + 16, m1, ob);
			ma = na;
			mb = nb;
		}
		/* the last step decayed by 1: S is the state after token T−1 */
		if (state && T > 0)
			for (int r = 0; r < dk; r++) {
				_mm512_mask_storeu_ps(state + (size_t)r * dv + c, m0, S[2 * r]);
				if (n1 > 0)
					_mm512_mask_storeu_ps(state + (size_t)r * dv + c + 16, m1, S[2 * r + 1]);
			}
	}
	free(mem);
}

/* Implicit attention (docs/MODEL.md §4.6), one pass over x per step: the pass that
 * updates x for step r also forms q_r·x and k_{r+1}·x for the next step. */
static T_512 void gdn_implicit_avx512(int T, int dk, const float *q, const float *k,
	const float *g, const float *beta, float *w)
{
	float *x = xmalloc(((size_t)dk + 16) * sizeof(float));
	float *eg = xmalloc((size_t)T * sizeof(float));
	for (int r = 0; r < T; r++)
		eg[r] = expf(g[r]);
	for (int s = 0; s < T; s++) {
		memcpy(x, k + (size_t)s * dk, (size_t)dk * sizeof(float));
		w[(size_t)s * T + s] = beta[s] * vec_dot_avx512(q + (size_t)s * dk, x, dk);
		if (s + 1 >= T)
			break;
		float kx = vec_dot_avx512(k + (size_t)(s + 1) * dk, x, dk);
		float mag = 1;
		for (int r = s + 1; r < T; r++) {
			const float *kr = k + (size_t)r * dk, *qr = q + (size_t)r * dk;
			const float *kn = r + 1 < T ? kr + dk : kr; /* next step's key (unused at the end) */
			__m512 c = _mm512_set1_ps(-beta[r] * kx), e = _mm512_set1_ps(eg[r]);
			__m512 aq = _mm512_setzero_ps(), ak = _mm512_setzero_ps();
			for (int i = 0; i < dk; i += 16) {
				__mmask16 m = dk - i >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (dk - i)) - 1);
				__m512 kv = _mm512_maskz_loadu_ps(m, kr + i);
				/* x ← e^{g_r}(x − β_r k_r (k_r·x)) */
				__m512 xv = _mm512_mul_ps(e, _mm512_fmadd_ps(c, kv, _mm512_maskz_loadu_ps(m, x + i)));
				_mm512_mask_storeu_ps(x + i, m, xv);
				aq = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, qr + i), xv, aq);
				ak = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, kn + i), xv, ak);
			}
			w[(size_t)r * T + s] = beta[s] * _mm512_reduce_add_ps(aq);
			kx = _mm512_reduce_add_ps(ak);
			mag *= eg[r];
			if (mag == 0) /* the product has underflowed: the rest of the column is 0 */
				break;
		}
	}
	free(eg);
	free(x);
}

static const vec_ops vec_ops_avx512 = {
	vec_dot_avx512, vec_axpy_avx512, vec_mul_add_avx512, vec_sumsq_avx512, vec_silu_mul_avx512,
	gdn_scan_avx512, gdn_implicit_avx512,
};

const mm_kernel mm_kernel_avx2 = { "avx2", avx2_ok, false, &mm_gemm_avx2, &vec_ops_avx2, 2 };
const mm_kernel mm_kernel_avx512 = { "avx512", avx512_ok, false, &mm_gemm_avx512, &vec_ops_avx512,
	3 };
/* the bf16 dot-product kernel: its products' own, the AVX-512F helpers */
#ifdef HAVE_AVX512BF16_INTRIN
const mm_kernel mm_kernel_avx512bf16 = { "avx512bf16", avx512bf16_ok, true, &mm_gemm_avx512bf16,
	&vec_ops_avx512, 3 };
#else
const mm_kernel mm_kernel_avx512bf16 = { "avx512bf16", avx512bf16_ok, true, &mm_gemm_portable,
	&vec_ops_avx512, 3 };
#endif

#else /* not x86: only the portable kernel */

static bool never(void) { return false; }
const mm_kernel mm_kernel_avx2 = { "avx2", never, false, &mm_gemm_portable, NULL, 0 };
const mm_kernel mm_kernel_avx512 = { "avx512", never, false, &mm_gemm_portable, NULL, 0 };
const mm_kernel mm_kernel_avx512bf16 = { "avx512bf16", never, true, &mm_gemm_portable, NULL, 0 };

#endif
