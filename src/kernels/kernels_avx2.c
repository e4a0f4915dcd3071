/* AVX2+FMA versions of the forward pass's vector helpers (the delta-rule
 * scan, implicit attention, SiLU, dot products, norms), for CPUs without
 * AVX-512. Same algorithms as the AVX-512 versions in kernels_x86.c, 8 lanes
 * wide; chosen at run time by kernels.c. */
#include "kernels/kernels.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#include "util/error.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define T_AVX2 __attribute__((target("avx2,fma")))

/* lanes [0, n) set, n in 0..8 */
static T_AVX2 __m256i lane_mask(int n)
{
	const __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
	return _mm256_cmpgt_epi32(_mm256_set1_epi32(n), idx);
}

static T_AVX2 float hsum8(__m256 v)
{
	__m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
	s = _mm_add_ps(s, _mm_movehl_ps(s, s));
	s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
	return _mm_cvtss_f32(s);
}

static T_AVX2 float vec_dot_avx2(const float *a, const float *b, int n)
{
	__m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps();
	int i = 0;
	for (; i + 16 <= n; i += 16) {
		s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
		s1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 8), _mm256_loadu_ps(b + i + 8), s1);
	}
	float s = hsum8(_mm256_add_ps(s0, s1));
	for (; i < n; i++)
		s += a[i] * b[i];
	return s;
}

static T_AVX2 void vec_axpy_avx2(float *y, float a, const float *x, int n)
{
	__m256 av = _mm256_set1_ps(a);
	int i = 0;
	for (; i + 8 <= n; i += 8)
		_mm256_storeu_ps(y + i, _mm256_fmadd_ps(av, _mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i)));
	for (; i < n; i++)
		y[i] += a * x[i];
}

static T_AVX2 void vec_mul_add_avx2(float *y, const float *a, const float *b, int n)
{
	int i = 0;
	for (; i + 8 <= n; i += 8)
		_mm256_storeu_ps(y + i, _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i),
			_mm256_loadu_ps(y + i)));
	for (; i < n; i++)
		y[i] += a[i] * b[i];
}

/* Σ x², the squares summed in double */
static T_AVX2 double vec_sumsq_avx2(const float *x, int n)
{
	__m256d s0 = _mm256_setzero_pd(), s1 = _mm256_setzero_pd();
	int i = 0;
	for (; i + 8 <= n; i += 8) {
		__m256d lo = _mm256_cvtps_pd(_mm_loadu_ps(x + i));
		__m256d hi = _mm256_cvtps_pd(_mm_loadu_ps(x + i + 4));
		s0 = _mm256_fmadd_pd(lo, lo, s0);
		s1 = _mm256_fmadd_pd(hi, hi, s1);
	}
	__m256d s = _mm256_add_pd(s0, s1);
	__m128d h = _mm_add_pd(_mm256_castpd256_pd128(s), _mm256_extractf128_pd(s, 1));
	double r = _mm_cvtsd_f64(_mm_add_sd(h, _mm_unpackhi_pd(h, h)));
	for (; i < n; i++)
		r += (double)x[i] * x[i];
	return r;
}

/* exp(x) for 8 floats: the Cephes expf polynomial of exp512, with 2^n built
 * from the exponent bits. */
static T_AVX2 __m256 exp256(__m256 x)
{
	x = _mm256_min_ps(_mm256_max_ps(x, _mm256_set1_ps(-87.3f)), _mm256_set1_ps(88.7f));
	__m256 n = _mm256_round_ps(_mm256_mul_ps(x, _mm256_set1_ps(1.44269504088896341f)),
		_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
	__m256 r = _mm256_fnmadd_ps(n, _mm256_set1_ps(0.693359375f), x);
	r = _mm256_fnmadd_ps(n, _mm256_set1_ps(-2.12194440e-4f), r);
	__m256 p = _mm256_set1_ps(1.9875691500e-4f);
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.3981999507e-3f));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(8.3334519073e-3f));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(4.1665795894e-2f));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.6666665459e-1f));
	p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(5.0000001201e-1f));
	p = _mm256_fmadd_ps(p, _mm256_mul_ps(r, r), _mm256_add_ps(r, _mm256_set1_ps(1.0f)));
	/* 2^n: n in [-126, 128] here; n = 128 is split as 2^127 · 2 */
	__m256i ni = _mm256_cvtps_epi32(n);
	__m256i big = _mm256_cmpgt_epi32(ni, _mm256_set1_epi32(127));
	ni = _mm256_sub_epi32(ni, _mm256_and_si256(big, _mm256_set1_epi32(1)));
	__m256 pow2 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(ni, _mm256_set1_epi32(127)), 23));
	p = _mm256_mul_ps(p, pow2);
	return _mm256_blendv_ps(p, _mm256_mul_ps(p, _mm256_set1_ps(2.0f)), _mm256_castsi256_ps(big));
}

/* g[i] = SiLU(g[i]) · u[i] (u == NULL: SiLU only) */
static T_AVX2 void vec_silu_mul_avx2(float *g, const float *u, size_t n)
{
	const __m256 one = _mm256_set1_ps(1.0f);
	size_t i = 0;
	for (; i + 8 <= n; i += 8) {
		__m256 x = _mm256_loadu_ps(g + i);
		__m256 y = _mm256_div_ps(x, _mm256_add_ps(one, exp256(_mm256_sub_ps(_mm256_setzero_ps(), x))));
		if (u)
			y = _mm256_mul_ps(y, _mm256_loadu_ps(u + i));
		_mm256_storeu_ps(g + i, y);
	}
	for (; i < n; i++) {
		float x = g[i];
		float s = x >= 0 ? 1.0f / (1.0f + expf(-x)) : expf(x) / (1.0f + expf(x));
		g[i] = u ? x * s * u[i] : x * s;
	}
}

/* The delta-rule scan of one value head, 8 state columns at a time (see
 * gdn_scan_avx512): each pass finishes step t and starts step t+1. */
static T_AVX2 void gdn_scan_avx2(int T, int dk, int dv, const float *q, const float *k,
	const float *v, const float *g, const float *beta, float *o, float *state)
{
	char *mem = xmalloc((size_t)dk * sizeof(__m256) + 32);
	__m256 *S = (__m256 *)(void *)(mem + (32 - (uintptr_t)mem % 32));
	for (int c = 0; c < dv; c += 8) {
		__m256i msk = lane_mask(dv - c >= 8 ? 8 : dv - c);
		__m256 m = _mm256_setzero_ps(); /* Sᵀk_0 of the zero state */
		if (state && T > 0) {
			/* the caller's state, decayed for step 0: S_r = e^{g_0} S[r], m = Σ_r k_0[r] S_r */
			__m256 eg0 = _mm256_set1_ps(expf(g[0]));
			for (int r = 0; r < dk; r++) {
				S[r] = _mm256_mul_ps(_mm256_maskload_ps(state + (size_t)r * dv + c, msk), eg0);
				m = _mm256_fmadd_ps(_mm256_set1_ps(k[r]), S[r], m);
			}
		} else {
			for (int r = 0; r < dk; r++)
				S[r] = _mm256_setzero_ps();
		}
		for (int t = 0; t < T; t++) {
			const float *kt = k + (size_t)t * dk, *qt = q + (size_t)t * dk;
			__m256 d = _mm256_mul_ps(_mm256_set1_ps(beta[t]),
				_mm256_sub_ps(_mm256_maskload_ps(v + (size_t)t * dv + c, msk), m));
			__m256 ov = _mm256_setzero_ps(), mn = _mm256_setzero_ps();
			const float *kn = t + 1 < T ? kt + dk : kt;
			__m256 egn = _mm256_set1_ps(t + 1 < T ? expf(g[t + 1]) : 1.0f);
			for (int r = 0; r < dk; r++) {
				/* S_r += k_t[r]·d; o += q_t[r]·S_r; S_r *= e^{g_{t+1}}; m' += k_{t+1}[r]·S_r */
				__m256 sv = _mm256_fmadd_ps(_mm256_set1_ps(kt[r]), d, S[r]);
				ov = _mm256_fmadd_ps(_mm256_set1_ps(qt[r]), sv, ov);
				sv = _mm256_mul_ps(sv, egn);
				mn = _mm256_fmadd_ps(_mm256_set1_ps(kn[r]), sv, mn);
				S[r] = sv;
			}
			_mm256_maskstore_ps(o + (size_t)t * dv + c, msk, ov);
			m = mn;
		}
		/* the last step decayed by 1: S is the state after token T−1 */
		if (state && T > 0)
			for (int r = 0; r < dk; r++)
				_mm256_maskstore_ps(state + (size_t)r * dv + c, msk, S[r]);
	}
	free(mem);
}

/* Implicit attention (docs/MODEL.md §4.6), one pass over x per step (see
 * gdn_implicit_avx512). w is zeroed by the caller. */
static T_AVX2 void gdn_implicit_avx2(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w)
{
	float *x = xmalloc(((size_t)dk + 8) * sizeof(float));
	float *eg = xmalloc((size_t)T * sizeof(float));
	for (int r = 0; r < T; r++)
		eg[r] = expf(g[r]);
	for (int s = 0; s < T; s++) {
		memcpy(x, k + (size_t)s * dk, (size_t)dk * sizeof(float));
		w[(size_t)s * T + s] = beta[s] * vec_dot_avx2(q + (size_t)s * dk, x, dk);
		float mag = 1;
		for (int r = s + 1; r < T; r++) {
			const float *kr = k + (size_t)r * dk, *qr = q + (size_t)r * dk;
			float c = -beta[r] * vec_dot_avx2(kr, x, dk);
			/* x ← e^{g_r}(x − β_r k_r (k_r·x)) */
			__m256 cv = _mm256_set1_ps(c), e = _mm256_set1_ps(eg[r]), aq = _mm256_setzero_ps();
			int i = 0;
			for (; i + 8 <= dk; i += 8) {
				__m256 xv = _mm256_mul_ps(e, _mm256_fmadd_ps(cv, _mm256_loadu_ps(kr + i),
					_mm256_loadu_ps(x + i)));
				_mm256_storeu_ps(x + i, xv);
				aq = _mm256_fmadd_ps(_mm256_loadu_ps(qr + i), xv, aq);
			}
			float qx = hsum8(aq);
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

const vec_ops vec_ops_avx2 = {
	vec_dot_avx2, vec_axpy_avx2, vec_mul_add_avx2, vec_sumsq_avx2, vec_silu_mul_avx2,
	gdn_scan_avx2, gdn_implicit_avx2,
};

#endif
