/* The blocked matrix product's AVX-512-BF16 pieces (see mm_gemm.c), for the
 * bf16 precision: the inner dimension in bf16 pairs (mm_gemm.pairs), so that
 * one vdpbf16ps adds two products to each of 16 outputs:
 *     c[o] += w[o][2i] · x[2i] + w[o][2i+1] · x[2i+1]
 * Panels hold, for each pair i, the 32-bit unit (w[o][2i], w[o][2i+1]) of 32
 * outputs o; activations are packed as units of the same pairs, and each
 * token's unit is broadcast to all 16 lanes.
 *
 * Micro-kernel: 8 tokens × 32 outputs in 16 accumulators, as the AVX-512F
 * one (mm_avx512.c) but with 32 products per instruction instead of 16.
 *
 * Every output is one chain of vdpbf16ps over the pairs in ascending order,
 * starting from 0, in the micro-kernel (whatever the number of rows, K
 * blocks continuing the chain through memory) and in the 1-3 token path,
 * which transposes 16 weight rows in registers instead of packing them: a
 * token's result does not depend on how many tokens share the call. The
 * instruction rounds its two additions its own way (and treats subnormal
 * inputs and results as 0), so these sums differ in the last bits from the
 * FMA kernels'; within this kernel they are the same everywhere.
 *
 * From 16-row weight panels (kernels/panels.h) the units of a pair are one
 * 64-byte load, indices 2i and 2i + 1 of the panel's 16 rows, interleaved
 * by one vpermw; packing and the few-token paths read them so. */
#include "config.h"

#include "kernels/kernels.h"
#include "kernels/panels.h"

#if (defined(__x86_64__) || defined(__i386__)) && defined(HAVE_AVX512BF16_INTRIN)
#include <immintrin.h>
#include <string.h>

/* avx512bw for vpermw, which pairs the rows of the weight panels: every CPU
 * with AVX-512-BF16 has it, and kernels_x86.c checks for it too */
#define T_512 __attribute__((target("avx512f,avx512bw,avx512bf16,avx2,fma")))
#define INL static inline __attribute__((always_inline))

#include "kernels/mm_avx512_transpose.h"

#define MR 8  /* tokens per micro-tile */
#define NR 32 /* outputs per panel */

/* R tokens (R <= MR) × 32 outputs over kc pairs. */
INL T_512 void ukernel_rows(const int R, int kc, const float *a, const float *b, float *c,
	size_t ldc, bool load)
{
	__m512 c0[MR], c1[MR];
#pragma GCC unroll 8
	for (int i = 0; i < R; i++) {
		c0[i] = load ? _mm512_loadu_ps(c + i * ldc) : _mm512_setzero_ps();
		c1[i] = load ? _mm512_loadu_ps(c + i * ldc + 16) : _mm512_setzero_ps();
	}
#pragma GCC unroll 2
	for (int k = 0; k < kc; k++) {
		__m512bh b0 = (__m512bh)_mm512_load_ps(b + NR * k);
		__m512bh b1 = (__m512bh)_mm512_load_ps(b + NR * k + 16);
#pragma GCC unroll 8
		for (int i = 0; i < R; i++) {
			__m512bh x = (__m512bh)_mm512_set1_ps(a[MR * k + i]);
			c0[i] = _mm512_dpbf16_ps(c0[i], b0, x);
			c1[i] = _mm512_dpbf16_ps(c1[i], b1, x);
		}
	}
#pragma GCC unroll 8
	for (int i = 0; i < R; i++) {
		_mm512_storeu_ps(c + i * ldc, c0[i]);
		_mm512_storeu_ps(c + i * ldc + 16, c1[i]);
	}
}

#define UKERNEL(R) \
	static T_512 void ukernel##R(int kc, const float *a, const float *b, float *c, \
		size_t ldc, bool load) { ukernel_rows(R, kc, a, b, c, ldc, load); }
UKERNEL(1) UKERNEL(2) UKERNEL(3) UKERNEL(4) UKERNEL(5) UKERNEL(6) UKERNEL(7) UKERNEL(8)

static void ukernel_bf16(int kc, int rows, const float *a, const float *b, float *c,
	size_t ldc, bool load)
{
	static void (*const by_rows[MR + 1])(int, const float *, const float *, float *, size_t,
		bool) = {
		NULL, ukernel1, ukernel2, ukernel3, ukernel4, ukernel5, ukernel6, ukernel7, ukernel8,
	};
	by_rows[rows](kc, a, b, c, ldc, load);
}

/* ---- packing --------------------------------------------------------------- */

/* Element i of row o as bf16 bits: BF16 as stored, F16 and F32 rounded to
 * nearest even; 0 past the row or past the last row. */
static uint16_t elem_bf16(const void *w, tensor_dtype dt, int n_out, int n_in, int o, int i)
{
	if (o >= n_out || i >= n_in)
		return 0;
	size_t at = (size_t)o * n_in + i;
	if (dt == DT_BF16)
		return ((const uint16_t *)w)[at];
	return f32_to_bf16(dt == DT_F16 ? f16_to_f32(((const uint16_t *)w)[at])
		: ((const float *)w)[at]);
}

static float unit_of(uint16_t lo, uint16_t hi)
{
	uint32_t u = lo | (uint32_t)hi << 16;
	float f;
	memcpy(&f, &u, 4);
	return f;
}

/* panel[k][j] = the unit of pair k0 + k of output o0 + j, one element at a time */
static void pack_pairs_scalar(const void *w, tensor_dtype dt, int n_out, int n_in, int o0,
	int k0, int k, int kc, int j0, int j1, float *panel)
{
	for (; k < kc; k++)
		for (int j = j0; j < j1; j++) {
			int i = 2 * (k0 + k);
			panel[(size_t)k * NR + j] = unit_of(elem_bf16(w, dt, n_out, n_in, o0 + j, i),
				elem_bf16(w, dt, n_out, n_in, o0 + j, i + 1));
		}
}

/* The pair units of columns k .. k+15 of 16 F32 rows, rounded to bf16. */
INL T_512 void units16_f32(const char *base, size_t ld, const char *const *rows, int k,
	__m512i u[8])
{
	__m512 col[16];
	columns8_f32(base, ld, rows, k, true, col);
	columns8_f32(base, ld, rows, k + 8, true, col + 8);
	const __m512i hi = _mm512_set1_epi32((int)0xffff0000u);
#pragma GCC unroll 8
	for (int c = 0; c < 8; c++)
		u[c] = _mm512_or_si512(_mm512_srli_epi32(_mm512_castps_si512(col[2 * c]), 16),
			_mm512_and_si512(_mm512_castps_si512(col[2 * c + 1]), hi));
}

/* The same for a whole panel of 32 outputs and kc pairs; BF16 and F32 rows
 * 16 at a time through the register transposes (each 32-bit unit of a BF16
 * row is already a pair), the rest (F16, the last panel, an odd tail)
 * element by element. */
static T_512 void pack_w_bf16(const void *w, tensor_dtype dt, int n_out, int n_in, int o0,
	int k0, int kc, int nr, bool round_bf16, float *panel)
{
	(void)nr;
	(void)round_bf16; /* always: the pairs are bf16 */
	if ((dt != DT_BF16 && dt != DT_F32) || o0 + NR > n_out) {
		pack_pairs_scalar(w, dt, n_out, n_in, o0, k0, 0, kc, 0, NR, panel);
		return;
	}
	size_t esz = dt == DT_F32 ? 4 : 2, ld = (size_t)n_in * esz;
	for (int h = 0; h < NR / 16; h++) {
		const char *base = (const char *)w + ((size_t)(o0 + 16 * h) * n_in + 2 * (size_t)k0) * esz;
		int k = 0;
		/* 8 pairs = 16 elements, all inside the row */
		for (; k + 8 <= kc && 2 * (k0 + k) + 16 <= n_in; k += 8) {
			__m512i u[8];
			if (dt == DT_F32)
				units16_f32(base, ld, NULL, 2 * k, u);
			else
				units16_bf16(base, ld, NULL, 2 * k, u);
#pragma GCC unroll 8
			for (int c = 0; c < 8; c++)
				_mm512_store_si512((void *)(panel + (size_t)(k + c) * NR + 16 * h), u[c]);
		}
		pack_pairs_scalar(w, dt, n_out, n_in, o0, k0, k, kc, 16 * h, 16 * h + 16, panel);
	}
}

/* ---- a few tokens: the rows transposed in registers, never stored -------- */

#define GEMV_TILES_MAXT 32 /* tokens: the in-register path in tiles up to here */
#define PF_AHEAD 512 /* bytes: how far ahead in each row the few-token path prefetches */

/* acc[t] += col · x[t] over NT tokens, x[t] the unit at xk[t · xt] */
INL T_512 void dp_col(const int NT, __m512i col, const float *xk, size_t xt, __m512 *acc)
{
#pragma GCC unroll 16
	for (int t = 0; t < NT; t++)
		acc[t] = _mm512_dpbf16_ps(acc[t], (__m512bh)col,
			(__m512bh)_mm512_set1_ps(xk[(size_t)t * xt]));
}

/* Unit i (elements 2i, 2i + 1, the second 0 past n_in) of 16 rows, one
 * element at a time: the tail past the last 16-column step. */
static T_512 __m512i pair_of_rows(bool f32, const char *base, size_t ld,
	const char *const *rows, int n_in, int i)
{
	float v[16];
	for (int j = 0; j < 16; j++) {
		const char *rj = row_at(base, ld, rows, j);
		uint16_t e[2];
		for (int h = 0; h < 2; h++) {
			int c = 2 * i + h;
			e[h] = c >= n_in ? 0 : f32 ? f32_to_bf16(((const float *)rj)[c])
				: ((const uint16_t *)rj)[c];
		}
		v[j] = unit_of(e[0], e[1]);
	}
	return _mm512_castps_si512(_mm512_loadu_ps(v));
}

/* One 16-column step of 16 rows for NT tokens: x[t][i] (unit i) is at
 * x[t·xt + i·XK], either [NT][nk] (xt = nk, XK = 1) or one or two tiles of
 * the micro-kernel's packed activations, [nk][MR] (xt = 1, XK = MR; tokens
 * 8-15 through x1 = x + nk · MR). rows: the row of each lane (a partial
 * block), or NULL for rows base + i · ld. Each row is a stream read 16 · esz
 * bytes a step: ask for the line PF_AHEAD bytes further on in every row,
 * or past the row's end for the same row of the block 16 · NB rows on (the
 * next call's). */
INL T_512 void step16(const int NB, const int NT, const int XK, const bool F32,
	const char *base, size_t ld, const char *const *rows, int k, const float *x,
	const float *x1, size_t xt, __m512 *acc)
{
	const size_t esz = F32 ? 4 : 2;
	const int NT0 = NT < MR ? NT : MR, NT1 = NT - NT0;
	size_t off = (size_t)k * esz + PF_AHEAD;
	const char *pf = base + (off < ld ? off : 16 * (size_t)NB * ld + off - ld);
#pragma GCC unroll 16
	for (int r = 0; r < 16; r++)
		__builtin_prefetch(rows ? rows[r] + off : pf + (size_t)r * ld, 0, 3);
	__m512i u[8];
	if (F32)
		units16_f32(base, ld, rows, k, u);
	else
		units16_bf16(base, ld, rows, k, u);
#pragma GCC unroll 8
	for (int c = 0; c < 8; c++) {
		dp_col(NT0, u[c], x + (size_t)(k / 2 + c) * XK, xt, acc);
		dp_col(NT1, u[c], x1 + (size_t)(k / 2 + c) * XK, xt, acc + MR);
	}
}

/* The last pairs of 16 rows, fewer than 8 (the last one possibly half),
 * with the arguments of step16. */
INL T_512 void tail16(const int NT, const int XK, const bool F32, const char *base, size_t ld,
	const char *const *rows, int n_in, const float *x, const float *x1, size_t xt,
	__m512 *acc)
{
	const int NT0 = NT < MR ? NT : MR, NT1 = NT - NT0;
	for (int i = n_in / 16 * 8; i < (n_in + 1) / 2; i++) {
		__m512i col = pair_of_rows(F32, base, ld, rows, n_in, i);
		dp_col(NT0, col, x + (size_t)i * XK, xt, acc);
		dp_col(NT1, col, x1 + (size_t)i * XK, xt, acc + MR);
	}
}

/* 16 consecutive rows × NT tokens (x as for step16), the same instructions
 * in the same order as the micro-kernel on packed panels. Only the first
 * nt tokens are stored. PART: only the first nv rows exist; the missing
 * ones read row nv − 1 again and are not stored. */
INL T_512 void gemv_rows(const int NT, const int XK, const bool F32, const bool PART,
	const void *w, int n_in, int nv, const float *x, int nt, float *y, size_t ldy)
{
	const size_t ld = (size_t)n_in * (F32 ? 4 : 2);
	const size_t nk = (size_t)(n_in + 1) / 2, xt = XK == 1 ? nk : 1;
	const char *base = w;
	const char *part[16];
	if (PART)
		for (int j = 0; j < 16; j++)
			part[j] = base + (size_t)(j < nv ? j : nv - 1) * ld;
	const char *const *rows = PART ? part : NULL;
	const float *x1 = x + (XK == 1 ? MR * xt : nk * MR);
	__m512 acc[16];
#pragma GCC unroll 16
	for (int t = 0; t < NT; t++)
		acc[t] = _mm512_setzero_ps();
	for (int k = 0; k + 16 <= n_in; k += 16)
		step16(1, NT, XK, F32, base, ld, rows, k, x, x1, xt, acc);
	tail16(NT, XK, F32, base, ld, rows, n_in, x, x1, xt, acc);
#pragma GCC unroll 16
	for (int t = 0; t < NT; t++) {
		float *yt = y + (size_t)t * ldy;
		if (t >= nt)
			break;
		if (!PART)
			_mm512_storeu_ps(yt, acc[t]);
		else
			_mm512_mask_storeu_ps(yt, (__mmask16)((1u << nv) - 1), acc[t]);
	}
}

/* NB blocks of 16 full rows × NT <= 4 tokens (x as for gemv_rows), the same
 * chains as gemv_rows but NB blocks at once, so that a token has NB
 * independent chains instead of one (the latency of vdpbf16ps, not memory,
 * bounds one chain). Block b runs b · skew steps behind block 0: rows whose
 * length is a multiple of 2 KiB map to the same few L1 sets at one column,
 * and 32 or more rows at the same column would evict each other. */
INL T_512 void gemv_blocks(const int NB, const int NT, const int XK, const bool F32,
	const void *w, int n_in, const float *x, int nt, float *y, size_t ldy)
{
	const size_t esz = F32 ? 4 : 2, ld = (size_t)n_in * esz;
	const size_t xt = XK == 1 ? (size_t)(n_in + 1) / 2 : 1;
	__m512 acc[4][4];
#pragma GCC unroll 4
	for (int b = 0; b < NB; b++)
#pragma GCC unroll 4
		for (int t = 0; t < NT; t++)
			acc[b][t] = _mm512_setzero_ps();
	/* the lag: at least 2 steps (64 bytes of a BF16 row) to leave the first
	 * block's L1 sets, short against the steps, where fewer chains run */
	int steps = n_in / 16, skew = steps < 16 ? 0 : steps / 8 < 8 ? steps / 8 : 8;
	for (int s = 0; s < steps + (NB - 1) * skew; s++)
#pragma GCC unroll 4
		for (int b = 0; b < NB; b++)
			if (s >= b * skew && s - b * skew < steps)
				step16(NB, NT, XK, F32, (const char *)w + (size_t)b * 16 * ld, ld,
					NULL, 16 * (s - b * skew), x, x, xt, acc[b]);
#pragma GCC unroll 4
	for (int b = 0; b < NB; b++) {
		tail16(NT, XK, F32, (const char *)w + (size_t)b * 16 * ld, ld, NULL, n_in, x, x, xt,
			acc[b]);
#pragma GCC unroll 4
		for (int t = 0; t < NT && t < nt; t++)
			_mm512_storeu_ps(y + (size_t)t * ldy + 16 * b, acc[b][t]);
	}
}

typedef void (*gemv_fn)(const void *w, int n_in, int nv, const float *x, int nt, float *y,
	size_t ldy);

/* one copy per weight kind (BF16, F32 rounded), token layout (1-3 tokens
 * [NT][nk]; 4, 8 or 16 tokens of packed tiles) and rows: one full block of
 * 16 (F), one partial block (P), and for up to 4 tokens two full blocks
 * at once (M; four were slower for one token: 64 rows in flight); 8 and 16
 * tokens have chains enough in one block */
#define GEMV(name, NT, XK, F32) \
	static T_512 void name##F(const void *w, int n_in, int nv, const float *x, int nt, \
		float *y, size_t ldy) { gemv_rows(NT, XK, F32, false, w, n_in, nv, x, nt, y, ldy); } \
	static T_512 void name##P(const void *w, int n_in, int nv, const float *x, int nt, \
		float *y, size_t ldy) { gemv_rows(NT, XK, F32, true, w, n_in, nv, x, nt, y, ldy); }
#define M_BLOCKS 2
#define GEMV2(name, NT, XK, F32) GEMV(name, NT, XK, F32) \
	static T_512 void name##M(const void *w, int n_in, int nv, const float *x, int nt, \
		float *y, size_t ldy) { (void)nv; gemv_blocks(M_BLOCKS, NT, XK, F32, w, n_in, x, nt, y, ldy); }
#define GEMV_KIND(name, F32) \
	GEMV2(name##1, 1, 1, F32) GEMV2(name##2, 2, 1, F32) GEMV2(name##3, 3, 1, F32) \
	GEMV2(name##4, 4, MR, F32) GEMV(name##8, 8, MR, F32) GEMV(name##16, 16, MR, F32)
GEMV_KIND(gemv_b, false) GEMV_KIND(gemv_f, true)
#define MFP(name) { name##M, name##F, name##P }
#define FP(name) { NULL, name##F, name##P }
static const gemv_fn by_kind[2][6][3] = {
	{ MFP(gemv_b1), MFP(gemv_b2), MFP(gemv_b3), MFP(gemv_b4), FP(gemv_b8), FP(gemv_b16) },
	{ MFP(gemv_f1), MFP(gemv_f2), MFP(gemv_f3), MFP(gemv_f4), FP(gemv_f8), FP(gemv_f16) },
};

/* Rows [0, n_out) × the tokens of form f (index into by_kind): M_BLOCKS
 * blocks of 16 rows at a time where the form has M, then 16; the last block
 * may be partial. */
static void gemv_form(int kind, int f, const void *w, int n_out, int n_in, const float *x,
	int nt, float *y, size_t ldy)
{
	size_t esz = kind == 0 ? 2 : 4;
	int o = 0;
	if (by_kind[kind][f][0])
		for (; o + 16 * M_BLOCKS <= n_out; o += 16 * M_BLOCKS)
			by_kind[kind][f][0]((const char *)w + (size_t)o * n_in * esz, n_in,
				16 * M_BLOCKS, x, nt, y + o, ldy);
	for (; o < n_out; o += 16) {
		int nv = n_out - o < 16 ? n_out - o : 16;
		by_kind[kind][f][nv < 16 ? 2 : 1]((const char *)w + (size_t)o * n_in * esz, n_in, nv,
			x, nt, y + o, ldy);
	}
}

/* 1-3 tokens, x as [T][nk] units (decoding, the last position's logits) */
static void gemv_bf16(const void *w, tensor_dtype dt, bool round_bf16, int n_out, int n_in,
	const float *x, int T, float *y, size_t ldy)
{
	(void)round_bf16; /* always: the pairs are bf16 */
	gemv_form(dt == DT_BF16 ? 0 : 1, T - 1, w, n_out, n_in, x, T, y, ldy);
}

/* Up to GEMV_TILES_MAXT tokens, xa packed in tiles of MR as for the
 * micro-kernel: the tokens 16 at a time (two tiles), then 8 or 4 (a last
 * tile), each group over all the rows; no panel is packed for a product
 * whose every panel would serve only a tile or two. */
static void gemv_tiles_bf16(const void *w, tensor_dtype dt, bool round_bf16, int n_out,
	int n_in, const float *xa, int T, float *y, size_t ldy)
{
	(void)round_bf16;
	int nk = (n_in + 1) / 2;
	for (int t = 0; t < T;) {
		int left = T - t, g = left > MR ? 16 : left > 4 ? 8 : 4;
		gemv_form(dt == DT_BF16 ? 0 : 1, g == 16 ? 5 : g == 8 ? 4 : 3, w, n_out, n_in,
			xa + (size_t)t * nk, left < g ? left : g, y + (size_t)t * ldy, ldy);
		t += g;
	}
}

/* ---- weights in 16-row panels (kernels/panels.h) ------------------------ */

/* The units of pair i of one panel s (its row 0, inner index 0). Inner
 * indices 2i and 2i + 1 of the panel's 16 rows are 64 contiguous bytes,
 * [W(2i, 0..15) | W(2i+1, 0..15)]; lane j of the unit vector wants
 * W(2i, j) low and W(2i+1, j) high, element j and 16 + j of that load. The
 * last pair of an odd n_in has no second index: its unit is the first
 * element zero-extended. */
INL T_512 __m512i panel_units(const uint16_t *s, int n_in, int i, __m512i pairing)
{
	const uint16_t *at = s + (size_t)32 * i;
	if (2 * i + 1 < n_in)
		return _mm512_permutexvar_epi16(pairing, _mm512_loadu_si512((const void *)at));
	return _mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)at));
}

INL T_512 __m512i pairing_index(void)
{
	return _mm512_set_epi16(31, 15, 30, 14, 29, 13, 28, 12, 27, 11, 26, 10, 25, 9, 24, 8,
		23, 7, 22, 6, 21, 5, 20, 4, 19, 3, 18, 2, 17, 1, 16, 0);
}

/* panel[k][j] = the unit of pair k0 + k of output o0 + j: for each of the
 * two 16-row panels of the 32 outputs, one 64-byte load and one vpermw per
 * pair; a panel wholly past n_out is zeros. */
static T_512 void pack_p_bf16(const uint16_t *p, int n_out, int n_in, int o0, int k0,
	int kc, float *panel)
{
	const __m512i pairing = pairing_index();
	for (int h = 0; h < NR / 16; h++) {
		float *d = panel + 16 * h;
		if (o0 + 16 * h >= n_out) {
			for (int k = 0; k < kc; k++)
				_mm512_store_ps(d + (size_t)k * NR, _mm512_setzero_ps());
			continue;
		}
		const uint16_t *s = p + panel_index(n_in, o0 + 16 * h, 0);
		for (int k = 0; k < kc; k++)
			_mm512_store_si512((void *)(d + (size_t)k * NR), panel_units(s, n_in, k0 + k, pairing));
	}
}

/* P panels from s (the first may be partial when P == 1: nv rows) × NT
 * tokens, x as for step16 ([NT][nk] units when XK = 1, else one or two
 * tiles [nk][MR]); only the first nt tokens are stored. Each output is one
 * chain of vdpbf16ps over the pairs in ascending order from 0, as in
 * gemv_rows, so the same bits. Each panel is one sequential stream; P
 * panels give a token P independent chains. */
INL T_512 void gemv_p_panels(const int P, const int NT, const int XK, const uint16_t *s,
	int n_in, int nv, const float *x, int nt, float *y, size_t ldy)
{
	const __m512i pairing = pairing_index();
	const size_t nk = (size_t)(n_in + 1) / 2, ps = (size_t)n_in * PANEL_ROWS;
	const size_t xt = XK == 1 ? nk : 1;
	const int NT0 = NT < MR ? NT : MR, NT1 = NT - NT0;
	const float *x1 = x + (XK == 1 ? MR * xt : nk * MR);
	__m512 acc[4][16];
#pragma GCC unroll 4
	for (int q = 0; q < P; q++)
#pragma GCC unroll 16
		for (int t = 0; t < NT; t++)
			acc[q][t] = _mm512_setzero_ps();
	const int full = n_in / 2;
	for (int i = 0; i < full; i++)
#pragma GCC unroll 4
		for (int q = 0; q < P; q++) {
			__m512i u = _mm512_permutexvar_epi16(pairing,
				_mm512_loadu_si512((const void *)(s + q * ps + (size_t)32 * i)));
			dp_col(NT0, u, x + (size_t)i * XK, xt, acc[q]);
			dp_col(NT1, u, x1 + (size_t)i * XK, xt, acc[q] + MR);
		}
	if (n_in % 2)
#pragma GCC unroll 4
		for (int q = 0; q < P; q++) {
			__m512i u = panel_units(s + q * ps, n_in, full, pairing);
			dp_col(NT0, u, x + (size_t)full * XK, xt, acc[q]);
			dp_col(NT1, u, x1 + (size_t)full * XK, xt, acc[q] + MR);
		}
#pragma GCC unroll 4
	for (int q = 0; q < P; q++)
#pragma GCC unroll 16
		for (int t = 0; t < NT && t < nt; t++)
			_mm512_mask_storeu_ps(y + (size_t)t * ldy + 16 * q,
				(__mmask16)(nv < 16 ? (1u << nv) - 1 : 0xffffu), acc[q][t]);
}

#define PANEL_TARGET T_512
#define PANEL_UNITS(n) (((n) + 1) / 2)
/* 9-16 tokens as two groups of 8 over pairs of panels: 1.1-1.2x the 16 at
 * once over single panels (16 tokens, Zen 5, one and two threads); the
 * AVX-512F form showed no difference */
#define PANEL_GROUP 8
#include "kernels/mm_avx512_panels.h"

/* panels_gemv_tiles serves up to 16 tokens: past that the micro-kernel,
 * on panels packed from the panels, was faster (32 tokens, one thread of a
 * Zen 5: 108-118 against 100-102 tok/s); at 8 and 16 tokens the tiles path
 * was (79-94 against 54-60, 88-91 against 78-88). */
#define GEMV_TILES_P_MAXT 16
const mm_gemm mm_gemm_avx512bf16 = { MR, NR, pack_w_bf16, ukernel_bf16, gemv_bf16,
	gemv_tiles_bf16, GEMV_TILES_MAXT, true, pack_p_bf16, panels_gemv, panels_gemv_tiles,
	GEMV_TILES_P_MAXT };

#endif
