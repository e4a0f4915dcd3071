/* The blocked matrix product's AVX2+FMA pieces (see mm_gemm.c): a 6-token ×
 * 16-output micro-kernel, the packing of BF16 and F32 weight rows into
 * panels, and the 1-3 token path that transposes the rows in registers
 * (decoding, the last position's logits).
 *
 * Micro-kernel: 12 accumulators c[i][h] (token i, outputs 8h .. 8h+7). For
 * each inner index k it loads the panel's 16 weights of k as two vectors and
 * broadcasts each token's activation a[k][i]:
 *     c[i][h] += a[k][i] · b[k][8h .. 8h+7]
 * 12 FMAs for 2 loads and 6 broadcasts, no horizontal sums; with two FMA
 * units of latency 4, 12 independent chains keep both busy. */
#include "kernels/kernels.h"
#include "kernels/panels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#include <string.h>

#define T_AVX2 __attribute__((target("avx2,fma")))

/* R tokens (R <= 6) × 16 outputs; R is a constant in each copy below, so the
 * arrays live in registers. */
static inline __attribute__((always_inline)) T_AVX2 void ukernel_rows(const int R, int kc,
	const float *a, const float *b, float *c, size_t ldc, bool load)
{
	__m256 c0[6], c1[6];
#pragma GCC unroll 6
	for (int i = 0; i < R; i++) {
		c0[i] = load ? _mm256_loadu_ps(c + i * ldc) : _mm256_setzero_ps();
		c1[i] = load ? _mm256_loadu_ps(c + i * ldc + 8) : _mm256_setzero_ps();
	}
#pragma GCC unroll 4
	for (int k = 0; k < kc; k++) {
		__m256 b0 = _mm256_load_ps(b + 16 * k), b1 = _mm256_load_ps(b + 16 * k + 8);
#pragma GCC unroll 6
		for (int i = 0; i < R; i++) {
			__m256 x = _mm256_broadcast_ss(a + 6 * k + i);
			c0[i] = _mm256_fmadd_ps(x, b0, c0[i]);
			c1[i] = _mm256_fmadd_ps(x, b1, c1[i]);
		}
	}
#pragma GCC unroll 6
	for (int i = 0; i < R; i++) {
		_mm256_storeu_ps(c + i * ldc, c0[i]);
		_mm256_storeu_ps(c + i * ldc + 8, c1[i]);
	}
}

static T_AVX2 void ukernel6(int kc, const float *a, const float *b, float *c, size_t ldc, bool load)
{
	ukernel_rows(6, kc, a, b, c, ldc, load);
}
static T_AVX2 void ukernel5(int kc, const float *a, const float *b, float *c, size_t ldc, bool load)
{
	ukernel_rows(5, kc, a, b, c, ldc, load);
}
static T_AVX2 void ukernel4(int kc, const float *a, const float *b, float *c, size_t ldc, bool load)
{
	ukernel_rows(4, kc, a, b, c, ldc, load);
}
static T_AVX2 void ukernel3(int kc, const float *a, const float *b, float *c, size_t ldc, bool load)
{
	ukernel_rows(3, kc, a, b, c, ldc, load);
}
static T_AVX2 void ukernel2(int kc, const float *a, const float *b, float *c, size_t ldc, bool load)
{
	ukernel_rows(2, kc, a, b, c, ldc, load);
}
static T_AVX2 void ukernel1(int kc, const float *a, const float *b, float *c, size_t ldc, bool load)
{
	ukernel_rows(1, kc, a, b, c, ldc, load);
}

/* The first `rows` tokens of a tile: every copy adds the products of one
 * output in the same order (k ascending, one FMA each), so a token's result
 * does not depend on how many tokens share its tile. */
static void ukernel_avx2(int kc, int rows, const float *a, const float *b, float *c,
	size_t ldc, bool load)
{
	static void (*const by_rows[7])(int, const float *, const float *, float *, size_t, bool) = {
		NULL, ukernel1, ukernel2, ukernel3, ukernel4, ukernel5, ukernel6,
	};
	by_rows[rows](kc, a, b, c, ldc, load);
}

static inline __attribute__((always_inline)) T_AVX2 __m256i two_rows(const uint16_t *lo,
	const uint16_t *hi)
{
	return _mm256_inserti128_si256(_mm256_castsi128_si256(
		_mm_loadu_si128((const __m128i *)lo)), _mm_loadu_si128((const __m128i *)hi), 1);
}

/* 8 BF16 weights of 8 rows (r[0..7], from index k) into panel columns
 * p[c·16 + 0..7], c < 8: a transpose of 16-bit values in three rounds of
 * unpacks, the last one interleaving with zeros, which is the widening
 * (the f32 bits of a bf16 value are its 16 bits followed by 16 zeros). */
static inline __attribute__((always_inline)) T_AVX2 void transpose8_bf16(
	const uint16_t *const *r, int k, float *p)
{
	__m256i r04 = two_rows(r[0] + k, r[4] + k), r15 = two_rows(r[1] + k, r[5] + k);
	__m256i r26 = two_rows(r[2] + k, r[6] + k), r37 = two_rows(r[3] + k, r[7] + k);
	/* per 128-bit lane (rows 0-3 | rows 4-7): pairs of rows, then quads */
	__m256i a0 = _mm256_unpacklo_epi16(r04, r15), a1 = _mm256_unpackhi_epi16(r04, r15);
	__m256i a2 = _mm256_unpacklo_epi16(r26, r37), a3 = _mm256_unpackhi_epi16(r26, r37);
	__m256i q[4] = {
		_mm256_unpacklo_epi32(a0, a2), _mm256_unpackhi_epi32(a0, a2), /* columns 0,1 | 2,3 */
		_mm256_unpacklo_epi32(a1, a3), _mm256_unpackhi_epi32(a1, a3), /* columns 4,5 | 6,7 */
	};
	const __m256i z = _mm256_setzero_si256();
	for (int i = 0; i < 4; i++) {
		_mm256_store_ps(p + (2 * i) * 16, _mm256_castsi256_ps(_mm256_unpacklo_epi16(z, q[i])));
		_mm256_store_ps(p + (2 * i + 1) * 16, _mm256_castsi256_ps(_mm256_unpackhi_epi16(z, q[i])));
	}
}

/* Row i of a block: rows[i] when given (a partial panel, whose missing
 * rows repeat the last one), else i rows of ld bytes after base (a full
 * panel: one base and a stride, which stay in registers). */
static inline __attribute__((always_inline)) const char *row_at(const char *base, size_t ld,
	const char *const *rows, int i)
{
	return rows ? rows[i] : base + (size_t)i * ld;
}

/* [lo[0..3] | hi[0..3]]: four values of a row in each 128-bit lane */
static inline __attribute__((always_inline)) T_AVX2 __m256 two_rows_f32(const float *lo,
	const float *hi)
{
	return _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(lo)), _mm_loadu_ps(hi), 1);
}

/* bf16_round of 8 floats: round to nearest even on the bits (add 0x7fff
 * plus the lowest kept bit, drop the low 16), a NaN kept a NaN (quiet bit
 * set, as f32_to_bf16) */
static inline __attribute__((always_inline)) T_AVX2 __m256 round_bf16_avx2(__m256 v)
{
	__m256i u = _mm256_castps_si256(v);
	__m256i odd = _mm256_and_si256(_mm256_srli_epi32(u, 16), _mm256_set1_epi32(1));
	__m256i r = _mm256_add_epi32(u, _mm256_add_epi32(_mm256_set1_epi32(0x7fff), odd));
	__m256i q = _mm256_or_si256(u, _mm256_set1_epi32(0x00400000));
	__m256 nan = _mm256_cmp_ps(v, v, _CMP_UNORD_Q);
	__m256 m = _mm256_blendv_ps(_mm256_castsi256_ps(r), _mm256_castsi256_ps(q), nan);
	return _mm256_and_ps(m, _mm256_castsi256_ps(_mm256_set1_epi32((int)0xffff0000u)));
}

/* The same for 8 F32 rows, columns k .. k+7, in two halves of four: per
 * 128-bit lane (rows 0-3 | rows 4-7) a 4 × 4 transpose in two rounds of
 * unpacks. Rounded to bf16 when rb (bf16 precision, F32 weights). */
static inline __attribute__((always_inline)) T_AVX2 void columns8_f32(const char *base,
	size_t ld, const char *const *rows, int k, bool rb, __m256 col[8])
{
	const float *r[8];
#pragma GCC unroll 8
	for (int i = 0; i < 8; i++)
		r[i] = (const float *)row_at(base, ld, rows, i);
#pragma GCC unroll 2
	for (int h = 0; h < 2; h++) {
		int kk = k + 4 * h;
		__m256 r04 = two_rows_f32(r[0] + kk, r[4] + kk), r15 = two_rows_f32(r[1] + kk, r[5] + kk);
		__m256 r26 = two_rows_f32(r[2] + kk, r[6] + kk), r37 = two_rows_f32(r[3] + kk, r[7] + kk);
		__m256d t0 = _mm256_castps_pd(_mm256_unpacklo_ps(r04, r15)); /* rows 0,1: k, k+1 */
		__m256d t1 = _mm256_castps_pd(_mm256_unpackhi_ps(r04, r15)); /* rows 0,1: k+2, k+3 */
		__m256d t2 = _mm256_castps_pd(_mm256_unpacklo_ps(r26, r37)); /* rows 2,3: k, k+1 */
		__m256d t3 = _mm256_castps_pd(_mm256_unpackhi_ps(r26, r37));
		col[4 * h] = _mm256_castpd_ps(_mm256_unpacklo_pd(t0, t2));
		col[4 * h + 1] = _mm256_castpd_ps(_mm256_unpackhi_pd(t0, t2));
		col[4 * h + 2] = _mm256_castpd_ps(_mm256_unpacklo_pd(t1, t3));
		col[4 * h + 3] = _mm256_castpd_ps(_mm256_unpackhi_pd(t1, t3));
	}
	if (rb)
#pragma GCC unroll 8
		for (int c = 0; c < 8; c++)
			col[c] = round_bf16_avx2(col[c]);
}

/* panel[k][j] = W[o0 + j][k0 + k], 16 outputs (F32: rounded through bf16
 * when round_bf16); full BF16 and F32 panels here, the rest (edges, F16)
 * by the portable packer. */
static T_AVX2 void pack_w_avx2(const void *w, tensor_dtype dt, int n_out, int n_in, int o0,
	int k0, int kc, int nr, bool round_bf16, float *panel)
{
	if ((dt != DT_BF16 && dt != DT_F32) || o0 + 16 > n_out) {
		mm_pack_w_portable(w, dt, n_out, n_in, o0, k0, kc, nr, round_bf16, panel);
		return;
	}
	if (dt == DT_F32) {
		const float *r[16];
		for (int j = 0; j < 16; j++)
			r[j] = (const float *)w + (size_t)(o0 + j) * n_in + k0;
		size_t ld = (size_t)n_in * 4;
		int k = 0;
		for (; k + 8 <= kc; k += 8)
			for (int h = 0; h < 2; h++) {
				__m256 col[8];
				const char *base = (const char *)r[8 * h];
				if (round_bf16)
					columns8_f32(base, ld, NULL, k, true, col);
				else
					columns8_f32(base, ld, NULL, k, false, col);
				for (int c = 0; c < 8; c++)
					_mm256_store_ps(panel + (size_t)(k + c) * 16 + 8 * h, col[c]);
			}
		for (; k < kc; k++)
			for (int j = 0; j < 16; j++)
				panel[(size_t)k * 16 + j] = round_bf16 ? bf16_round(r[j][k]) : r[j][k];
		return;
	}
	const uint16_t *r[16];
	for (int j = 0; j < 16; j++)
		r[j] = (const uint16_t *)w + (size_t)(o0 + j) * n_in + k0;
	int k = 0;
	for (; k + 8 <= kc; k += 8) {
		transpose8_bf16(r, k, panel + (size_t)k * 16);
		transpose8_bf16(r + 8, k, panel + (size_t)k * 16 + 8);
	}
	for (; k < kc; k++)
		for (int j = 0; j < 16; j++)
			panel[(size_t)k * 16 + j] = bf16_to_f32(r[j][k]);
}

/* ---- a few tokens: the panels transposed in registers, never stored ---- */

/* The 8 columns k .. k+7 of 8 BF16 rows as f32 vectors col[c] (rows 0-7).
 * The pairs of columns (2c, 2c+1) are 32-bit units: a transpose of those in
 * two rounds of unpacks (per 128-bit lane: rows 0-3 | rows 4-7) gives in
 * each unit column 2c in the low half and 2c+1 in the high half, and the
 * f32 bits of a bf16 value are its 16 bits followed by 16 zeros: column 2c
 * is the unit shifted left by 16, column 2c+1 the unit with its low half
 * cleared. Fewer shuffles than a 16-bit transpose, which matters here: with
 * one token the shuffles, not the FMAs, are the work. */
static inline __attribute__((always_inline)) T_AVX2 void columns8(const char *base,
	size_t ld, const char *const *rows, int k, __m256 col[8])
{
	const uint16_t *r[8];
#pragma GCC unroll 8
	for (int i = 0; i < 8; i++)
		r[i] = (const uint16_t *)row_at(base, ld, rows, i);
	__m256i r04 = two_rows(r[0] + k, r[4] + k), r15 = two_rows(r[1] + k, r[5] + k);
	__m256i r26 = two_rows(r[2] + k, r[6] + k), r37 = two_rows(r[3] + k, r[7] + k);
	__m256i a0 = _mm256_unpacklo_epi32(r04, r15), a1 = _mm256_unpackhi_epi32(r04, r15);
	__m256i a2 = _mm256_unpacklo_epi32(r26, r37), a3 = _mm256_unpackhi_epi32(r26, r37);
	__m256i u[4] = {
		_mm256_unpacklo_epi64(a0, a2), _mm256_unpackhi_epi64(a0, a2), /* units 0, 1 */
		_mm256_unpacklo_epi64(a1, a3), _mm256_unpackhi_epi64(a1, a3), /* units 2, 3 */
	};
	const __m256i high = _mm256_set1_epi32((int)0xffff0000u);
#pragma GCC unroll 4
	for (int c = 0; c < 4; c++) {
		col[2 * c] = _mm256_castsi256_ps(_mm256_slli_epi32(u[c], 16));
		col[2 * c + 1] = _mm256_castsi256_ps(_mm256_and_si256(u[c], high));
	}
}

/* P panels of 16 rows (consecutive rows from w, BF16 or F32) × NT tokens:
 * the same FMAs in the same order as the micro-kernel on packed panels (k
 * ascending, one chain per output), so the results are bit for bit those of
 * the blocked form. PART: one panel of which only the first nv rows exist;
 * the missing rows read row nv − 1 again (each lane is an output of its
 * own, so a duplicate row changes no other) and are not stored. */
static inline __attribute__((always_inline)) T_AVX2 void gemv_panels(const int P, const int NT,
	const bool F32, const bool RB, const bool PART, const void *w, int n_in, int nv,
	const float *x, float *y, size_t ldy)
{
	const size_t esz = F32 ? 4 : 2, ld = (size_t)n_in * esz;
	const char *base = w;
	__m256 acc[4][3][2];
	const char *part[16]; /* PART: the row of each lane */
	if (PART)
		for (int j = 0; j < 16; j++)
			part[j] = base + (size_t)(j < nv ? j : nv - 1) * ld;
#pragma GCC unroll 4
	for (int p = 0; p < P; p++)
#pragma GCC unroll 3
		for (int t = 0; t < NT; t++)
			acc[p][t][0] = acc[p][t][1] = _mm256_setzero_ps();
	int k = 0;
	for (; k + 8 <= n_in; k += 8) {
		/* 16·P rows are too many streams for the hardware prefetcher, but
		 * they are one contiguous block, as is the next call's: ask for the
		 * next block in order, 2·esz·P lines per 8 columns (all of it by the
		 * end of this one) */
		const char *ahead = base + (size_t)16 * P * ld + (size_t)k * 8 * P * esz;
#pragma GCC unroll 32
		for (int l = 0; l < (int)(2 * esz) * P; l++)
			__builtin_prefetch(ahead + 64 * l, 0, 2);
#pragma GCC unroll 4
		for (int p = 0; p < P; p++)
#pragma GCC unroll 2
			for (int h = 0; h < 2; h++) {
				__m256 col[8];
				const char *b8 = base + (size_t)(16 * p + 8 * h) * ld;
				const char *const *rows = PART ? part + 8 * h : NULL;
				if (F32)
					columns8_f32(b8, ld, rows, k, RB, col);
				else
					columns8(b8, ld, rows, k, col);
#pragma GCC unroll 8
				for (int c = 0; c < 8; c++)
#pragma GCC unroll 3
					for (int t = 0; t < NT; t++)
						acc[p][t][h] = _mm256_fmadd_ps(
							_mm256_broadcast_ss(x + (size_t)t * n_in + k + c), col[c],
							acc[p][t][h]);
			}
	}
	for (; k < n_in; k++)
#pragma GCC unroll 4
		for (int p = 0; p < P; p++)
#pragma GCC unroll 2
			for (int h = 0; h < 2; h++) {
				float v[8];
				for (int j = 0; j < 8; j++) {
					const char *rj = PART ? part[8 * h + j] : base + (size_t)(16 * p + 8 * h + j) * ld;
					v[j] = F32 ? ((const float *)rj)[k] : bf16_to_f32(((const uint16_t *)rj)[k]);
				}
				__m256 col = _mm256_loadu_ps(v);
				if (RB)
					col = round_bf16_avx2(col);
#pragma GCC unroll 3
				for (int t = 0; t < NT; t++)
					acc[p][t][h] = _mm256_fmadd_ps(_mm256_broadcast_ss(x + (size_t)t * n_in + k),
						col, acc[p][t][h]);
			}
#pragma GCC unroll 4
	for (int p = 0; p < P; p++)
#pragma GCC unroll 3
		for (int t = 0; t < NT; t++) {
			float *yt = y + (size_t)t * ldy + 16 * p;
			if (!PART) {
				_mm256_storeu_ps(yt, acc[p][t][0]);
				_mm256_storeu_ps(yt + 8, acc[p][t][1]);
			} else {
				float tmp[16];
				_mm256_storeu_ps(tmp, acc[p][t][0]);
				_mm256_storeu_ps(tmp + 8, acc[p][t][1]);
				memcpy(yt, tmp, (size_t)nv * sizeof(float));
			}
		}
}

typedef void (*gemv_fn)(const void *w, int n_in, int nv, const float *x, float *y, size_t ldy);

/* one copy per weight kind (BF16, F32, F32 rounded to bf16), token count
 * and full (F) or partial (P) panel */
#define GEMV(name, NT, F32, RB) \
	static T_AVX2 void name##F(const void *w, int n_in, int nv, const float *x, float *y, \
		size_t ldy) { gemv_panels(1, NT, F32, RB, false, w, n_in, nv, x, y, ldy); } \
	static T_AVX2 void name##P(const void *w, int n_in, int nv, const float *x, float *y, \
		size_t ldy) { gemv_panels(1, NT, F32, RB, true, w, n_in, nv, x, y, ldy); }
GEMV(gemv_b1, 1, false, false) GEMV(gemv_b2, 2, false, false) GEMV(gemv_b3, 3, false, false)
GEMV(gemv_f1, 1, true, false) GEMV(gemv_f2, 2, true, false) GEMV(gemv_f3, 3, true, false)
GEMV(gemv_r1, 1, true, true) GEMV(gemv_r2, 2, true, true) GEMV(gemv_r3, 3, true, true)

/* Rows [0, n_out) of w (BF16 or F32, rounded to bf16 when round_bf16) × T
 * tokens (1..3), one panel of 16 rows at a time (measured: more panels at
 * once, more chains, is slower: the memory reads are the limit); the last
 * panel may be partial. */
static void gemv_avx2(const void *w, tensor_dtype dt, bool round_bf16, int n_out, int n_in,
	const float *x, int T, float *y, size_t ldy)
{
	static const gemv_fn by_kind[3][3][2] = {
		{ { gemv_b1F, gemv_b1P }, { gemv_b2F, gemv_b2P }, { gemv_b3F, gemv_b3P } },
		{ { gemv_f1F, gemv_f1P }, { gemv_f2F, gemv_f2P }, { gemv_f3F, gemv_f3P } },
		{ { gemv_r1F, gemv_r1P }, { gemv_r2F, gemv_r2P }, { gemv_r3F, gemv_r3P } },
	};
	int kind = dt == DT_BF16 ? 0 : round_bf16 ? 2 : 1;
	size_t esz = dt == DT_BF16 ? 2 : 4;
	for (int o = 0; o < n_out; o += 16) {
		int nv = n_out - o < 16 ? n_out - o : 16;
		by_kind[kind][T - 1][nv < 16](
			(const char *)w + (size_t)o * n_in * esz, n_in, nv, x, y + o, ldy);
	}
}

/* ---- weights in 16-row panels (kernels/panels.h) ------------------------ */

/* panel[k][j] = W[o0 + j][k0 + k]: the K block is one contiguous run of
 * kc × 16 BF16 values, widened 8 at a time (zero-extend to 32 bits, shift
 * into the high half). Rows past n_out are zeros in the panels already. */
static T_AVX2 void pack_p_avx2(const uint16_t *p, int n_out, int n_in, int o0, int k0,
	int kc, float *panel)
{
	(void)n_out;
	const uint16_t *s = p + panel_index(n_in, o0, k0);
	for (int k = 0; k < kc; k++) {
		__m256i lo = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(s + 16 * k)));
		__m256i hi = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(s + 16 * k + 8)));
		_mm256_store_ps(panel + 16 * k, _mm256_castsi256_ps(_mm256_slli_epi32(lo, 16)));
		_mm256_store_ps(panel + 16 * k + 8, _mm256_castsi256_ps(_mm256_slli_epi32(hi, 16)));
	}
}

/* P panels (the first may be partial when P == 1: nv rows) × NT tokens, one
 * FMA chain per output over k ascending, as everywhere. The 16 weights of
 * index k are one 32-byte load; interleaving them with zeros widens them
 * within each 128-bit lane, so the two vectors hold outputs 0-3 | 8-11 and
 * 4-7 | 12-15, put back in order once, at the end. */
static inline __attribute__((always_inline)) T_AVX2 void gemv_p_panels(const int P, const int NT,
	const uint16_t *s, int n_in, int nv, const float *x, float *y, size_t ldy)
{
	__m256 acc[2][3][2];
	const __m256i z = _mm256_setzero_si256();
#pragma GCC unroll 2
	for (int q = 0; q < P; q++)
#pragma GCC unroll 3
		for (int t = 0; t < NT; t++)
			acc[q][t][0] = acc[q][t][1] = _mm256_setzero_ps();
	for (int k = 0; k < n_in; k++) {
#pragma GCC unroll 2
		for (int q = 0; q < P; q++) {
			__m256i v = _mm256_loadu_si256(
				(const __m256i *)(s + ((size_t)q * n_in + k) * PANEL_ROWS));
			__m256 a = _mm256_castsi256_ps(_mm256_unpacklo_epi16(z, v));
			__m256 b = _mm256_castsi256_ps(_mm256_unpackhi_epi16(z, v));
#pragma GCC unroll 3
			for (int t = 0; t < NT; t++) {
				__m256 xt = _mm256_broadcast_ss(x + (size_t)t * n_in + k);
				acc[q][t][0] = _mm256_fmadd_ps(xt, a, acc[q][t][0]);
				acc[q][t][1] = _mm256_fmadd_ps(xt, b, acc[q][t][1]);
			}
		}
	}
#pragma GCC unroll 2
	for (int q = 0; q < P; q++)
#pragma GCC unroll 3
		for (int t = 0; t < NT; t++) {
			float tmp[16];
			float *yt = y + (size_t)t * ldy + 16 * q, *dst = nv < 16 ? tmp : yt;
			_mm256_storeu_ps(dst, _mm256_permute2f128_ps(acc[q][t][0], acc[q][t][1], 0x20));
			_mm256_storeu_ps(dst + 8, _mm256_permute2f128_ps(acc[q][t][0], acc[q][t][1], 0x31));
			if (nv < 16)
				memcpy(yt, tmp, (size_t)nv * sizeof(float));
		}
}

typedef void (*gemv_p_fn)(const uint16_t *s, int n_in, int nv, const float *x, float *y,
	size_t ldy);
#define GEMV_P(P, NT) \
	static T_AVX2 void gemv_p##P##_##NT(const uint16_t *s, int n_in, int nv, const float *x, \
		float *y, size_t ldy) { gemv_p_panels(P, NT, s, n_in, nv, x, y, ldy); }
GEMV_P(1, 1) GEMV_P(1, 2) GEMV_P(1, 3) GEMV_P(2, 1) GEMV_P(2, 2) GEMV_P(2, 3)

/* Rows [0, n_out) of the panels from p on × T tokens (1..3): two panels at
 * a time (four chains per token), then the last one alone. */
static void gemv_p_avx2(const uint16_t *p, int n_out, int n_in, const float *x, int T,
	float *y, size_t ldy)
{
	static const gemv_p_fn one[3] = { gemv_p1_1, gemv_p1_2, gemv_p1_3 };
	static const gemv_p_fn two[3] = { gemv_p2_1, gemv_p2_2, gemv_p2_3 };
	int o = 0;
	for (; o + 32 <= n_out; o += 32)
		two[T - 1](p + (size_t)o * n_in, n_in, 16, x, y + o, ldy);
	for (; o < n_out; o += 16)
		one[T - 1](p + (size_t)o * n_in, n_in, n_out - o < 16 ? n_out - o : 16, x, y + o,
			ldy);
}

const mm_gemm mm_gemm_avx2 = { 6, 16, pack_w_avx2, ukernel_avx2, gemv_avx2, NULL, 0, false,
	pack_p_avx2, gemv_p_avx2, NULL, 0 };

#endif
