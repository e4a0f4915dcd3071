/* The few-token paths over 16-row weight panels (kernels/panels.h), shared by
 * the AVX-512F and AVX-512-BF16 pieces (mm_avx512.c, mm_avx512bf16.c): which
 * copy of the includer's gemv_p_panels serves each number of tokens, and how
 * the panels and the tokens are walked. Before including it, the includer
 * defines
 *     PANEL_TARGET   the target attribute of its copies,
 *     MR             its micro-tile height (tokens per packed tile),
 *     PANEL_UNITS(n) the inner dimension in units of x (n, or n/2 rounded
 *                    up for bf16 pairs),
 *     PANEL_GROUP    the most tokens of one walk over the panels (16: two
 *                    tiles, one panel at a time; 8: one tile, two panels),
 * and gemv_p_panels(P, NT, XK, s, n_in, nv, x, nt, y, ldy): P panels from s
 * (the first partial, nv rows, only when P == 1) × NT tokens, x [NT][units]
 * (XK = 1) or one or two tiles [units][MR] (XK = MR); the first nt stored. */
#ifndef ATTN_KERNELS_MM_AVX512_PANELS_H
#define ATTN_KERNELS_MM_AVX512_PANELS_H

typedef void (*gemv_p_fn)(const uint16_t *s, int n_in, int nv, const float *x, int nt,
	float *y, size_t ldy);
#define GEMV_P(name, P, NT, XK) \
	static PANEL_TARGET void name(const uint16_t *s, int n_in, int nv, const float *x, \
		int nt, float *y, size_t ldy) { gemv_p_panels(P, NT, XK, s, n_in, nv, x, nt, y, ldy); }
/* per token form: 1-3 tokens [NT][units] four panels at a time (4 chains a
 * token), tiles of 4 and 8 two at a time, 16 one at a time (16
 * accumulators at most); and one panel for the last, partial one */
GEMV_P(many_1, 4, 1, 1) GEMV_P(many_2, 4, 2, 1) GEMV_P(many_3, 4, 3, 1)
GEMV_P(many_4, 2, 4, MR) GEMV_P(many_8, 2, 8, MR) GEMV_P(many_16, 1, 16, MR)
GEMV_P(one_1, 1, 1, 1) GEMV_P(one_2, 1, 2, 1) GEMV_P(one_3, 1, 3, 1)
GEMV_P(one_4, 1, 4, MR) GEMV_P(one_8, 1, 8, MR)
static const gemv_p_fn p_many[6] = { many_1, many_2, many_3, many_4, many_8, many_16 };
static const int p_count[6] = { 4, 4, 4, 2, 2, 1 };
static const gemv_p_fn p_one[6] = { one_1, one_2, one_3, one_4, one_8, many_16 };

/* Rows [0, n_out) of the panels from p on × the nt tokens of form f (0-2:
 * 1-3 tokens, 3-5: tiles of 4, 8, 16 tokens): p_count[f] panels at a
 * time, then one at a time (the last one may be partial). */
static void gemv_p_form(int f, const uint16_t *p, int n_out, int n_in, const float *x,
	int nt, float *y, size_t ldy)
{
	int o = 0, many = 16 * p_count[f];
	for (; o + many <= n_out; o += many)
		p_many[f](p + (size_t)o * n_in, n_in, 16, x, nt, y + o, ldy);
	for (; o < n_out; o += 16)
		p_one[f](p + (size_t)o * n_in, n_in, n_out - o < 16 ? n_out - o : 16, x, nt, y + o,
			ldy);
}

/* mm_gemm.gemv_p: 1-3 tokens x [T][units] */
static void panels_gemv(const uint16_t *p, int n_out, int n_in, const float *x, int T,
	float *y, size_t ldy)
{
	gemv_p_form(T - 1, p, n_out, n_in, x, T, y, ldy);
}

/* mm_gemm.gemv_tiles_p: xa packed in tiles of MR, the tokens PANEL_GROUP
 * at a time, then 8 or 4 (a last tile), each group over all the panels;
 * no panel is widened into memory for a product whose every panel would
 * serve only a tile or two. */
static void panels_gemv_tiles(const uint16_t *p, int n_out, int n_in, const float *xa, int T,
	float *y, size_t ldy)
{
	size_t units = (size_t)PANEL_UNITS(n_in);
	for (int t = 0; t < T;) {
		int left = T - t, g = left > MR && PANEL_GROUP == 16 ? 16 : left > 4 ? 8 : 4;
		gemv_p_form(g == 16 ? 5 : g == 8 ? 4 : 3, p, n_out, n_in, xa + (size_t)t * units,
			left < g ? left : g, y + (size_t)t * ldy, ldy);
		t += g;
	}
}

#endif
