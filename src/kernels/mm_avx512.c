/* The blocked matrix product's AVX-512F pieces (see mm_gemm.c): an 8-token ×
 * 32-output micro-kernel, the packing of BF16 and F32 weight rows into
 * panels, and the paths that transpose the rows in registers instead of
 * packing them: 1-3 tokens (decoding, the last position's logits) and a
 * few tiles of 8 tokens (short prompts). When the loader has rearranged
 * the BF16 weights into 16-row panels (kernels/panels.h), packing and the
 * few-token paths read those instead: one stream per panel, widened with
 * a zero-extension, no transpose.
 *
 * Micro-kernel: 16 accumulators c[i][h] (token i, outputs 16h .. 16h+15).
 * For each inner index k it loads the panel's 32 weights of k as two
 * vectors and broadcasts each token's activation a[k][i]:
 *     c[i][h] += a[k][i] · b[k][16h .. 16h+15]
 * 16 FMAs for 2 loads and 8 broadcasts, no horizontal sums; with two FMA
 * units of latency 4, 16 independent chains keep both busy.
 *
 * Every output is one chain of FMAs over k ascending, starting from 0, in
 * every path here (micro-kernel, any number of rows, the few-token path),
 * as in the AVX2 form: a token's result does not depend on how many tokens
 * share the call, nor on the vector width. */
#include "kernels/kernels.h"
#include "kernels/panels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#include <string.h>

#define T_512 __attribute__((target("avx512f,avx2,fma")))
#define INL static inline __attribute__((always_inline))

#include "kernels/mm_avx512_transpose.h"

#define MR 8  /* tokens per micro-tile */
#define NR 32 /* outputs per panel */
#define GEMV_TILES_MAXT 32 /* tokens: the in-register path in tiles up to here */

/* R tokens (R <= MR) × 32 outputs; R is a constant in each copy below, so
 * the arrays live in registers. */
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
		__m512 b0 = _mm512_load_ps(b + NR * k), b1 = _mm512_load_ps(b + NR * k + 16);
#pragma GCC unroll 8
		for (int i = 0; i < R; i++) {
			__m512 x = _mm512_set1_ps(a[MR * k + i]);
			c0[i] = _mm512_fmadd_ps(x, b0, c0[i]);
			c1[i] = _mm512_fmadd_ps(x, b1, c1[i]);
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

/* The first `rows` tokens of a tile (the last tile of a call). */
static void ukernel_avx512(int kc, int rows, const float *a, const float *b, float *c,
	size_t ldc, bool load)
{
	static void (*const by_rows[MR + 1])(int, const float *, const float *, float *, size_t,
		bool) = {
		NULL, ukernel1, ukernel2, ukernel3, ukernel4, ukernel5, ukernel6, ukernel7, ukernel8,
	};
	by_rows[rows](kc, a, b, c, ldc, load);
}

/* Columns k .. k+15 of 16 BF16 rows as f32 vectors col[c] (lane i: row i). */
INL T_512 void columns16_bf16(const char *base, size_t ld, const char *const *rows, int k,
	__m512 col[16])
{
	__m512i u[8];
	units16_bf16(base, ld, rows, k, u);
#pragma GCC unroll 16
	for (int c = 0; c < 16; c++)
		col[c] = bf16_column(u[c / 2], c % 2);
}

/* ---- packing --------------------------------------------------------------- */

/* panel[k][j] = W[o0 + j][k0 + k], 32 outputs (F32: rounded through bf16
 * when round_bf16); full BF16 and F32 panels here, 16 rows at a time, the
 * rest (edges, F16) by the portable packer. */
static T_512 void pack_w_avx512(const void *w, tensor_dtype dt, int n_out, int n_in, int o0,
	int k0, int kc, int nr, bool round_bf16, float *panel)
{
	if ((dt != DT_BF16 && dt != DT_F32) || o0 + NR > n_out) {
		mm_pack_w_portable(w, dt, n_out, n_in, o0, k0, kc, nr, round_bf16, panel);
		return;
	}
	size_t esz = dt == DT_F32 ? 4 : 2, ld = (size_t)n_in * esz;
	for (int h = 0; h < NR / 16; h++) {
		const char *base = (const char *)w + ((size_t)(o0 + 16 * h) * n_in + k0) * esz;
		int k = 0;
		/* the column count a constant in each loop, so that col stays in
		 * registers */
		float *p = panel + 16 * h;
		__m512 col[16];
		if (dt == DT_BF16)
			for (; k + 16 <= kc; k += 16) {
				columns16_bf16(base, ld, NULL, k, col);
#pragma GCC unroll 16
				for (int c = 0; c < 16; c++)
					_mm512_store_ps(p + (size_t)(k + c) * NR, col[c]);
			}
		else if (round_bf16)
			for (; k + 8 <= kc; k += 8) {
				columns8_f32(base, ld, NULL, k, true, col);
#pragma GCC unroll 8
				for (int c = 0; c < 8; c++)
					_mm512_store_ps(p + (size_t)(k + c) * NR, col[c]);
			}
		else
			for (; k + 8 <= kc; k += 8) {
				columns8_f32(base, ld, NULL, k, false, col);
#pragma GCC unroll 8
				for (int c = 0; c < 8; c++)
					_mm512_store_ps(p + (size_t)(k + c) * NR, col[c]);
			}
		for (; k < kc; k++)
			for (int j = 0; j < 16; j++) {
				const char *rj = base + (size_t)j * ld;
				float v = dt == DT_F32 ? ((const float *)rj)[k]
					: bf16_to_f32(((const uint16_t *)rj)[k]);
				panel[(size_t)k * NR + 16 * h + j] = round_bf16 ? bf16_round(v) : v;
			}
	}
}

/* ---- a few tokens: the rows transposed in registers, never stored -------- */

/* c[t] += x[t] · col over NT tokens: each token's chain gets one FMA. */
INL T_512 void fma_col(const int NT, __m512 col, const float *xk, size_t xt, __m512 *acc)
{
#pragma GCC unroll 16
	for (int t = 0; t < NT; t++)
		acc[t] = _mm512_fmadd_ps(_mm512_set1_ps(xk[(size_t)t * xt]), col, acc[t]);
}

/* 16 rows (consecutive rows from w, BF16 or F32) × NT tokens: the same FMAs
 * in the same order as the micro-kernel on packed panels, so the results
 * are bit for bit those of the blocked form. x[t][k] is at x[t·xt + k·xk]:
 * [NT][n_in] (xt = n_in, xk = 1) or one or two tiles of the micro-kernel's
 * packed activations, [n_in][MR] (xt = 1, xk = MR; NT = 16 spans two
 * tiles, whose tokens 8-15 are read through x + n_in · MR). Only the first
 * nt tokens are stored. PART: only the first nv rows exist; the missing
 * rows read row nv − 1 again (each lane is an output of its own, so a
 * duplicate row changes no other) and are not stored. */
INL T_512 void gemv_rows(const int NT, const int XK, const bool F32, const bool RB,
	const bool PART, const void *w, int n_in, int nv, const float *x, int nt, float *y,
	size_t ldy)
{
	const size_t esz = F32 ? 4 : 2, ld = (size_t)n_in * esz;
	const size_t xt = XK == 1 ? (size_t)n_in : 1;
	const int step = F32 ? 8 : 16;
	const char *base = w;
	const char *part[16];
	if (PART)
		for (int j = 0; j < 16; j++)
			part[j] = base + (size_t)(j < nv ? j : nv - 1) * ld;
	const char *const *rows = PART ? part : NULL;
	/* tokens 0-7 and 8-15 (a second tile) */
	const int NT0 = NT < MR ? NT : MR, NT1 = NT - NT0;
	const float *x1 = x + (XK == 1 ? MR * xt : (size_t)n_in * MR);
	__m512 acc[16];
#pragma GCC unroll 16
	for (int t = 0; t < NT; t++)
		acc[t] = _mm512_setzero_ps();
	int k = 0;
	for (; k + step <= n_in; k += step) {
		/* 16 rows are too many streams for the hardware prefetcher, but
		 * they are one contiguous block, as is the next call's: ask for the
		 * next block in order, 16 · step · esz bytes = 8 lines per step (all
		 * of it by the end of this one), into L1 (measured: one token reads
		 * the weights about 20 % faster than with the lines left in L2) */
		const char *ahead = base + 16 * ld + (size_t)k * 16 * esz;
#pragma GCC unroll 8
		for (int l = 0; l < 8; l++)
			__builtin_prefetch(ahead + 64 * l, 0, 3);
		if (F32) {
			__m512 col[8];
			columns8_f32(base, ld, rows, k, RB, col);
#pragma GCC unroll 8
			for (int c = 0; c < 8; c++) {
				fma_col(NT0, col[c], x + (size_t)(k + c) * XK, xt, acc);
				fma_col(NT1, col[c], x1 + (size_t)(k + c) * XK, xt, acc + MR);
			}
		} else {
			/* the 8 units of 16 BF16 rows, each widened into its two
			 * columns just before use (fewer live registers than 16
			 * columns at once, which 16 tokens' sums leave no room for) */
			__m512i u[8];
			units16_bf16(base, ld, rows, k, u);
#pragma GCC unroll 16
			for (int c = 0; c < 16; c++) {
				__m512 col = bf16_column(u[c / 2], c % 2);
				fma_col(NT0, col, x + (size_t)(k + c) * XK, xt, acc);
				fma_col(NT1, col, x1 + (size_t)(k + c) * XK, xt, acc + MR);
			}
		}
	}
	for (; k < n_in; k++) {
		float v[16];
		for (int j = 0; j < 16; j++) {
			const char *rj = row_at(base, ld, rows, j);
			v[j] = F32 ? ((const float *)rj)[k] : bf16_to_f32(((const uint16_t *)rj)[k]);
		}
		__m512 col = _mm512_loadu_ps(v);
		if (RB)
			col = round_bf16_512(col);
		fma_col(NT0, col, x + (size_t)k * XK, xt, acc);
		fma_col(NT1, col, x1 + (size_t)k * XK, xt, acc + MR);
	}
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

/* One step of 16 full rows (step columns from k: 16 BF16 or 8 F32) for NT
 * tokens x[NT][n_in], as gemv_rows does it; the rows' lines PF_AHEAD bytes
 * further on are asked for, or past a row's end the same row of the next
 * call's pair of blocks (32 rows on). */
#define PF_AHEAD 512
INL T_512 void step_rows(const int NT, const bool F32, const bool RB, const char *base,
	size_t ld, int k, const float *x, int n_in, __m512 *acc)
{
	const size_t esz = F32 ? 4 : 2;
	size_t off = (size_t)k * esz + PF_AHEAD;
	const char *pf = base + (off < ld ? off : 32 * ld + off - ld);
#pragma GCC unroll 16
	for (int r = 0; r < 16; r++)
		__builtin_prefetch(pf + (size_t)r * ld, 0, 3);
	if (F32) {
		__m512 col[8];
		columns8_f32(base, ld, NULL, k, RB, col);
#pragma GCC unroll 8
		for (int c = 0; c < 8; c++)
			fma_col(NT, col[c], x + k + c, (size_t)n_in, acc);
	} else {
		__m512i u[8];
		units16_bf16(base, ld, NULL, k, u);
#pragma GCC unroll 16
		for (int c = 0; c < 16; c++)
			fma_col(NT, bf16_column(u[c / 2], c % 2), x + k + c, (size_t)n_in, acc);
	}
}

/* The columns past the last whole step of 16 full rows. */
INL T_512 void tail_rows(const int NT, const bool F32, const bool RB, const char *base,
	size_t ld, int k, const float *x, int n_in, __m512 *acc)
{
	for (; k < n_in; k++) {
		float v[16];
		for (int j = 0; j < 16; j++) {
			const char *rj = base + (size_t)j * ld;
			v[j] = F32 ? ((const float *)rj)[k] : bf16_to_f32(((const uint16_t *)rj)[k]);
		}
		__m512 col = _mm512_loadu_ps(v);
		fma_col(NT, RB ? round_bf16_512(col) : col, x + k, (size_t)n_in, acc);
	}
}

/* 32 full rows × 1-3 tokens: the chains of gemv_rows, two blocks of 16 rows
 * at once. One token has one chain of dependent FMAs per block (16 FMAs of
 * latency 4 per 16 columns), which the FMA latency, not memory, bounds; two
 * blocks give it two. The second block runs up to 8 steps behind the first:
 * rows whose length is a multiple of 2 KiB map to the same few L1 sets at
 * one column, and 32 rows at the same column evict each other. */
INL T_512 void gemv_two(const int NT, const bool F32, const bool RB, const void *w, int n_in,
	const float *x, float *y, size_t ldy)
{
	const size_t ld = (size_t)n_in * (F32 ? 4 : 2);
	const int step = F32 ? 8 : 16, steps = n_in / step;
	/* a lag that moves block b off block a's L1 sets (2 steps or more), short
	 * against the steps, where only one chain runs */
	const int skew = steps < 16 ? 0 : steps / 8 < 8 ? steps / 8 : 8;
	const char *a = w, *b = a + 16 * ld;
	__m512 acc_a[3], acc_b[3];
#pragma GCC unroll 3
	for (int t = 0; t < NT; t++)
		acc_a[t] = acc_b[t] = _mm512_setzero_ps();
	for (int s = 0; s < steps + skew; s++) {
		if (s < steps)
			step_rows(NT, F32, RB, a, ld, s * step, x, n_in, acc_a);
		if (s >= skew && s - skew < steps)
			step_rows(NT, F32, RB, b, ld, (s - skew) * step, x, n_in, acc_b);
	}
	tail_rows(NT, F32, RB, a, ld, steps * step, x, n_in, acc_a);
	tail_rows(NT, F32, RB, b, ld, steps * step, x, n_in, acc_b);
#pragma GCC unroll 3
	for (int t = 0; t < NT; t++) {
		_mm512_storeu_ps(y + (size_t)t * ldy, acc_a[t]);
		_mm512_storeu_ps(y + (size_t)t * ldy + 16, acc_b[t]);
	}
}

typedef void (*two_fn)(const void *w, int n_in, const float *x, float *y, size_t ldy);
#define TWO(name, NT, F32, RB) \
	static T_512 void name(const void *w, int n_in, const float *x, float *y, size_t ldy) \
		{ gemv_two(NT, F32, RB, w, n_in, x, y, ldy); }
TWO(two_b1, 1, false, false) TWO(two_b2, 2, false, false) TWO(two_b3, 3, false, false)
TWO(two_f1, 1, true, false) TWO(two_f2, 2, true, false) TWO(two_f3, 3, true, false)
TWO(two_r1, 1, true, true) TWO(two_r2, 2, true, true) TWO(two_r3, 3, true, true)
static const two_fn two_by_kind[3][3] = {
	{ two_b1, two_b2, two_b3 }, { two_f1, two_f2, two_f3 }, { two_r1, two_r2, two_r3 },
};

typedef void (*gemv_fn)(const void *w, int n_in, int nv, const float *x, int nt, float *y,
	size_t ldy);

/* one copy per weight kind (BF16, F32, F32 rounded to bf16), token layout
 * (1-3 tokens [NT][n_in]; 4, 8 or 16 tokens of packed tiles) and full (F)
 * or partial (P) block of rows */
#define GEMV(name, NT, XK, F32, RB) \
	static T_512 void name##F(const void *w, int n_in, int nv, const float *x, int nt, \
		float *y, size_t ldy) { gemv_rows(NT, XK, F32, RB, false, w, n_in, nv, x, nt, y, ldy); } \
	static T_512 void name##P(const void *w, int n_in, int nv, const float *x, int nt, \
		float *y, size_t ldy) { gemv_rows(NT, XK, F32, RB, true, w, n_in, nv, x, nt, y, ldy); }
#define GEMV_KIND(name, F32, RB) \
	GEMV(name##1, 1, 1, F32, RB) GEMV(name##2, 2, 1, F32, RB) GEMV(name##3, 3, 1, F32, RB) \
	GEMV(name##4, 4, MR, F32, RB) GEMV(name##8, 8, MR, F32, RB) GEMV(name##16, 16, MR, F32, RB)
GEMV_KIND(gemv_b, false, false) GEMV_KIND(gemv_f, true, false) GEMV_KIND(gemv_r, true, true)
#define FP(name) { name##F, name##P }
static const gemv_fn by_kind[3][6][2] = {
	{ FP(gemv_b1), FP(gemv_b2), FP(gemv_b3), FP(gemv_b4), FP(gemv_b8), FP(gemv_b16) },
	{ FP(gemv_f1), FP(gemv_f2), FP(gemv_f3), FP(gemv_f4), FP(gemv_f8), FP(gemv_f16) },
	{ FP(gemv_r1), FP(gemv_r2), FP(gemv_r3), FP(gemv_r4), FP(gemv_r8), FP(gemv_r16) },
};

/* Rows [0, n_out) of w (BF16 or F32, rounded to bf16 when round_bf16) × T
 * tokens (1..3), 32 rows at a time while there are that many, then 16; the
 * last block may be partial. */
static void gemv_avx512(const void *w, tensor_dtype dt, bool round_bf16, int n_out, int n_in,
	const float *x, int T, float *y, size_t ldy)
{
	int kind = dt == DT_BF16 ? 0 : round_bf16 ? 2 : 1;
	size_t esz = dt == DT_BF16 ? 2 : 4;
	int o = 0;
	for (; o + 32 <= n_out; o += 32)
		two_by_kind[kind][T - 1]((const char *)w + (size_t)o * n_in * esz, n_in, x, y + o, ldy);
	for (; o < n_out; o += 16) {
		int nv = n_out - o < 16 ? n_out - o : 16;
		by_kind[kind][T - 1][nv < 16](
			(const char *)w + (size_t)o * n_in * esz, n_in, nv, x, T, y + o, ldy);
	}
}

/* The same for up to GEMV_TILES_MAXT tokens, xa packed in tiles of MR as
 * for the micro-kernel: for each block of 16 rows, the tokens 16 at a time
 * (two tiles), then 8 or 4 (a last tile); the block's rows, 16 · n_in ·
 * esz bytes, stay in L2 between groups. Each token is a chain of FMAs of
 * latency 4 on two FMA units, so 8 chains at least keep both busy; more
 * share each transpose between more tokens. A group of 4 leaves the units
 * half idle, but so would padding it to 8 with zero tokens. */
static void gemv_tiles_avx512(const void *w, tensor_dtype dt, bool round_bf16, int n_out,
	int n_in, const float *xa, int T, float *y, size_t ldy)
{
	int kind = dt == DT_BF16 ? 0 : round_bf16 ? 2 : 1;
	size_t esz = dt == DT_BF16 ? 2 : 4;
	for (int o = 0; o < n_out; o += 16) {
		int nv = n_out - o < 16 ? n_out - o : 16;
		for (int t = 0; t < T;) {
			int left = T - t, g = left > MR ? 16 : left > 4 ? 8 : 4;
			by_kind[kind][g == 16 ? 5 : g == 8 ? 4 : 3][nv < 16](
				(const char *)w + (size_t)o * n_in * esz, n_in, nv, xa + (size_t)t * n_in,
				left < g ? left : g, y + (size_t)t * ldy + o, ldy);
			t += g;
		}
	}
}

/* ---- weights in 16-row panels (kernels/panels.h) ------------------------ */

/* The 16 BF16 weights of index k of a panel (32 contiguous bytes) as f32:
 * zero-extended to 32 bits, shifted into the high half. */
INL T_512 __m512 panel_column(const uint16_t *s, size_t k)
{
	__m512i v = _mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)(s + 16 * k)));
	return _mm512_castsi512_ps(_mm512_slli_epi32(v, 16));
}

/* panel[k][j] = W[o0 + j][k0 + k] for the two 16-row panels of the 32
 * outputs: each K block of a panel is one contiguous run, widened 16 at a
 * time; a panel wholly past n_out is zeros. */
static T_512 void pack_p_avx512(const uint16_t *p, int n_out, int n_in, int o0, int k0,
	int kc, float *panel)
{
	for (int h = 0; h < NR / 16; h++) {
		float *d = panel + 16 * h;
		if (o0 + 16 * h >= n_out) {
			for (int k = 0; k < kc; k++)
				_mm512_store_ps(d + (size_t)k * NR, _mm512_setzero_ps());
			continue;
		}
		const uint16_t *s = p + panel_index(n_in, o0 + 16 * h, k0);
		for (int k = 0; k < kc; k++)
			_mm512_store_ps(d + (size_t)k * NR, panel_column(s, (size_t)k));
	}
}

/* P panels from s (the first may be partial when P == 1: nv rows) × NT
 * tokens, x as for gemv_rows ([NT][n_in] when XK = 1, else one or two tiles
 * [n_in][MR]); only the first nt tokens are stored. Each output is one
 * chain of FMAs over k ascending from 0, as in gemv_rows, so the same
 * bits. Each panel is one sequential stream; P panels give a token P
 * independent chains. */
INL T_512 void gemv_p_panels(const int P, const int NT, const int XK, const uint16_t *s,
	int n_in, int nv, const float *x, int nt, float *y, size_t ldy)
{
	const size_t ps = (size_t)n_in * PANEL_ROWS, xt = XK == 1 ? (size_t)n_in : 1;
	const int NT0 = NT < MR ? NT : MR, NT1 = NT - NT0;
	const float *x1 = x + (XK == 1 ? MR * xt : (size_t)n_in * MR);
	__m512 acc[4][16];
#pragma GCC unroll 4
	for (int q = 0; q < P; q++)
#pragma GCC unroll 16
		for (int t = 0; t < NT; t++)
			acc[q][t] = _mm512_setzero_ps();
	for (int k = 0; k < n_in; k++)
#pragma GCC unroll 4
		for (int q = 0; q < P; q++) {
			__m512 col = panel_column(s + q * ps, (size_t)k);
			fma_col(NT0, col, x + (size_t)k * XK, xt, acc[q]);
			fma_col(NT1, col, x1 + (size_t)k * XK, xt, acc[q] + MR);
		}
#pragma GCC unroll 4
	for (int q = 0; q < P; q++)
#pragma GCC unroll 16
		for (int t = 0; t < NT && t < nt; t++)
			_mm512_mask_storeu_ps(y + (size_t)t * ldy + 16 * q,
				(__mmask16)(nv < 16 ? (1u << nv) - 1 : 0xffffu), acc[q][t]);
}

#define PANEL_TARGET T_512
#define PANEL_UNITS(n) (n)
#define PANEL_GROUP 16
#include "kernels/mm_avx512_panels.h"

const mm_gemm mm_gemm_avx512 = { MR, NR, pack_w_avx512, ukernel_avx512, gemv_avx512,
	gemv_tiles_avx512, GEMV_TILES_MAXT, false, pack_p_avx512, panels_gemv,
	panels_gemv_tiles, GEMV_TILES_MAXT };

#endif
