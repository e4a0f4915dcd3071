/* Transposes of 16 weight rows in AVX-512 registers, shared by the blocked
 * products' AVX-512F and AVX-512-BF16 pieces (mm_avx512.c, mm_avx512bf16.c):
 * packing panels, and the few-token paths that never store the transpose.
 * The includer defines T_512 (a target attribute with at least avx512f)
 * and INL. x86 only. */
#ifndef ATTN_KERNELS_MM_AVX512_TRANSPOSE_H
#define ATTN_KERNELS_MM_AVX512_TRANSPOSE_H

#include <immintrin.h>
#include <stdbool.h>
#include <stddef.h>

/* Two 8 × 8 transposes of 32-bit units at once: r[i] holds row i (units
 * 0-7) in its low 256 bits and row i + 8 in its high 256 bits; on return
 * u[j] holds unit j of rows 0-15 in order (lane i: row i). Per 128-bit lane
 * two rounds of unpacks (pairs of rows, then quads), then one two-source
 * permute of 64-bit pieces joins the quads of rows 0-3 and 4-7 (and 8-11,
 * 12-15) of each unit. */
INL T_512 void transpose8x8x2(const __m512i r[8], __m512i u[8])
{
	__m512i t[8], s[8];
#pragma GCC unroll 4
	for (int i = 0; i < 4; i++) {
		t[2 * i] = _mm512_unpacklo_epi32(r[2 * i], r[2 * i + 1]);     /* units 0,1 | 4,5 */
		t[2 * i + 1] = _mm512_unpackhi_epi32(r[2 * i], r[2 * i + 1]); /* units 2,3 | 6,7 */
	}
#pragma GCC unroll 2
	for (int q = 0; q < 2; q++) { /* rows 0-3, rows 4-7 */
		__m512i *t4 = t + 4 * q, *s4 = s + 4 * q;
		s4[0] = _mm512_unpacklo_epi64(t4[0], t4[2]); /* unit 0 | 4 */
		s4[1] = _mm512_unpackhi_epi64(t4[0], t4[2]); /* unit 1 | 5 */
		s4[2] = _mm512_unpacklo_epi64(t4[1], t4[3]); /* unit 2 | 6 */
		s4[3] = _mm512_unpackhi_epi64(t4[1], t4[3]); /* unit 3 | 7 */
	}
	/* 64-bit pieces: lanes 0 and 2 of s[j] (rows 0-3 and 8-11 of unit j) with
	 * those of s[j + 4] (rows 4-7, 12-15); lanes 1 and 3 are unit j + 4 */
	const __m512i lo = _mm512_setr_epi64(0, 1, 8, 9, 4, 5, 12, 13);
	const __m512i hi = _mm512_setr_epi64(2, 3, 10, 11, 6, 7, 14, 15);
#pragma GCC unroll 4
	for (int j = 0; j < 4; j++) {
		u[j] = _mm512_permutex2var_epi64(s[j], lo, s[j + 4]);
		u[j + 4] = _mm512_permutex2var_epi64(s[j], hi, s[j + 4]);
	}
}

/* [lo | hi]: 32 bytes of each of two rows */
INL T_512 __m512i two_rows(const char *lo, const char *hi)
{
	return _mm512_inserti64x4(_mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *)lo)),
		_mm256_loadu_si256((const __m256i *)hi), 1);
}

/* bf16_round of 16 floats: round to nearest even on the bits (add 0x7fff
 * plus the lowest kept bit, drop the low 16), a NaN kept a NaN (quiet bit
 * set, as f32_to_bf16) */
INL T_512 __m512 round_bf16_512(__m512 v)
{
	__m512i u = _mm512_castps_si512(v);
	__m512i odd = _mm512_and_si512(_mm512_srli_epi32(u, 16), _mm512_set1_epi32(1));
	__m512i r = _mm512_add_epi32(u, _mm512_add_epi32(_mm512_set1_epi32(0x7fff), odd));
	__mmask16 nan = _mm512_cmp_ps_mask(v, v, _CMP_UNORD_Q);
	r = _mm512_mask_or_epi32(r, nan, u, _mm512_set1_epi32(0x00400000));
	return _mm512_castsi512_ps(_mm512_and_si512(r, _mm512_set1_epi32((int)0xffff0000u)));
}

/* Row i (i < 16) of a block of 16: rows[i] when given (a partial panel,
 * whose missing rows repeat the last one), else base + i · ld. */
INL const char *row_at(const char *base, size_t ld, const char *const *rows, int i)
{
	return rows ? rows[i] : base + (size_t)i * ld;
}

/* Columns k .. k+15 of 16 BF16 rows as 8 units u[c] (lane i: row i): the
 * pairs of columns (2c, 2c+1) as 32-bit units, transposed. */
INL T_512 void units16_bf16(const char *base, size_t ld, const char *const *rows, int k,
	__m512i u[8])
{
	__m512i r[8];
#pragma GCC unroll 8
	for (int i = 0; i < 8; i++)
		r[i] = two_rows(row_at(base, ld, rows, i) + 2 * (size_t)k,
			row_at(base, ld, rows, i + 8) + 2 * (size_t)k);
	transpose8x8x2(r, u);
}

/* Column 2c + odd of a unit u[c] as f32: column 2c is the unit shifted left
 * by 16, column 2c+1 the unit with its low half cleared (the f32 bits of a
 * bf16 value are its 16 bits followed by 16 zeros). */
INL T_512 __m512 bf16_column(__m512i unit, int odd)
{
	return _mm512_castsi512_ps(odd ? _mm512_and_si512(unit, _mm512_set1_epi32((int)0xffff0000u))
		: _mm512_slli_epi32(unit, 16));
}

/* Columns k .. k+7 of 16 F32 rows (rounded to bf16 when rb). */
INL T_512 void columns8_f32(const char *base, size_t ld, const char *const *rows, int k,
	bool rb, __m512 col[8])
{
	__m512i r[8], u[8];
#pragma GCC unroll 8
	for (int i = 0; i < 8; i++)
		r[i] = two_rows(row_at(base, ld, rows, i) + 4 * (size_t)k,
			row_at(base, ld, rows, i + 8) + 4 * (size_t)k);
	transpose8x8x2(r, u);
#pragma GCC unroll 8
	for (int c = 0; c < 8; c++)
		col[c] = rb ? round_bf16_512(_mm512_castsi512_ps(u[c])) : _mm512_castsi512_ps(u[c]);
}

#endif
