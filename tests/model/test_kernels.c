/* Every matrix kernel available on this CPU against a double-precision sum,
 * for BF16, F16 and F32 weights, awkward shapes (rows not a multiple of the
 * tile, inner sizes not a multiple of the vector width), 1..37 tokens, both
 * precisions, 1 and 2 threads, overwrite and accumulate; the blocked form
 * also with small blocks so that every block edge is crossed. Also the scalar
 * conversions against known bit patterns. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels/kernels.h"
#include "kernels/panels.h"
#include "kernels/threads.h"

static int failures;
static int panel_cases; /* products checked from panels */
#define CHECK(cond, ...) do { if (!(cond)) { failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static double frand(unsigned *s)
{
	*s = *s * 1103515245u + 12345u;
	return ((*s >> 8) & 0xffff) / 32768.0 - 1.0;
}

static uint16_t to_f16(float f)
{
	/* only for values of modest size: round to 10 mantissa bits by way of the
	 * exact decomposition f = man · 2^exp */
	if (f == 0)
		return 0;
	int e;
	float m = frexpf(fabsf(f), &e); /* f = m · 2^e, m in [0.5, 1) */
	int exp = e - 1 + 15;
	int man = (int)lrintf((m * 2 - 1) * 1024);
	if (man == 1024) {
		man = 0;
		exp++;
	}
	return (uint16_t)((f < 0 ? 0x8000 : 0) | (exp << 10) | man);
}

static void test_conversions(void)
{
	CHECK(bf16_to_f32(0x3f80) == 1.0f, "bf16 1.0");
	CHECK(bf16_to_f32(0xc040) == -3.0f, "bf16 -3.0");
	CHECK(f32_to_bf16(1.0f) == 0x3f80, "f32->bf16 1.0");
	CHECK(f32_to_bf16(1.00390625f) == 0x3f80, "ties to even (down)");
	CHECK(f32_to_bf16(1.01171875f) == 0x3f82, "ties to even (up)");
	CHECK(f16_to_f32(0x3c00) == 1.0f, "f16 1.0");
	CHECK(f16_to_f32(0xc500) == -5.0f, "f16 -5.0");
	CHECK(f16_to_f32(0x0001) == ldexpf(1, -24), "f16 subnormal");
	CHECK(isinf(f16_to_f32(0x7c00)), "f16 inf");
}

static void one_case(int n_out, int n_in, int T, tensor_dtype dt, bool bf16, int threads,
	bool acc, unsigned seed)
{
	size_t nw = (size_t)n_out * n_in;
	void *w = malloc(nw * 4);
	float *wf = malloc(nw * 4); /* the weight values as the kernel must see them */
	float *x = malloc((size_t)T * n_in * 4);
	float *y = malloc((size_t)T * n_out * 4);
	double *ref = malloc((size_t)T * n_out * sizeof(double));
	for (size_t i = 0; i < nw; i++) {
		float v = (float)frand(&seed);
		if (dt == DT_BF16) {
			((uint16_t *)w)[i] = f32_to_bf16(v);
			wf[i] = bf16_to_f32(((uint16_t *)w)[i]);
		} else if (dt == DT_F16) {
			((uint16_t *)w)[i] = to_f16(v);
			wf[i] = f16_to_f32(((uint16_t *)w)[i]);
		} else {
			((float *)w)[i] = v;
			wf[i] = v;
		}
		if (bf16)
			wf[i] = bf16_round(wf[i]);
	}
	for (int i = 0; i < T * n_in; i++)
		x[i] = (float)frand(&seed) * 3;
	double scale = 0;
	for (int t = 0; t < T; t++)
		for (int o = 0; o < n_out; o++) {
			double s = acc ? 0.5 : 0;
			for (int i = 0; i < n_in; i++) {
				double xv = bf16 ? bf16_round(x[t * n_in + i]) : x[t * n_in + i];
				s += (double)wf[(size_t)o * n_in + i] * xv;
			}
			ref[t * n_out + o] = s;
			if (fabs(s) > scale)
				scale = fabs(s);
		}
	pool_lock(threads);
	/* BF16 weights also in 16-row panels, checked element by element:
	 * panel p holds rows 16p .. 16p+15, index k first, zeros past n_out */
	uint16_t *panels = NULL;
	float *yp = malloc((size_t)T * n_out * 4);
	if (dt == DT_BF16) {
		size_t np = (size_t)(n_out + 15) / 16;
		CHECK(panels_bytes(n_out, n_in) >= np * 16 * n_in * 2, "panels_bytes %dx%d", n_out, n_in);
		panels = aligned_alloc(64, panels_bytes(n_out, n_in));
		panels_fill(w, n_out, n_in, panels);
		int bad = 0;
		for (size_t p = 0; p < np; p++)
			for (int k = 0; k < n_in; k++)
				for (int r = 0; r < 16; r++) {
					size_t o = p * 16 + r;
					uint16_t want = o < (size_t)n_out ? ((uint16_t *)w)[o * n_in + k] : 0;
					bad += panels[(p * n_in + k) * 16 + r] != want;
				}
		CHECK(bad == 0, "panels_fill %dx%d: %d elements misplaced", n_out, n_in, bad);
	}
	for (int k = 0; k < mm_kernel_count(); k++) {
		const mm_kernel *kn = mm_kernel_get(k);
		if (!kn->available() || (kn->bf16_native && !bf16))
			continue;
		mm_kernel_force(k);
		/* the blocked form with its default blocks, then with small ones that
		 * put several K blocks (the last one short) and token blocks in
		 * every shape */
		for (int blk = 0; blk < 2; blk++) {
			if (blk == 1 && !kn->gemm)
				break;
			mm_gemm_blocking(blk ? 24 : 0, blk ? 12 : 0);
			for (int i = 0; i < T * n_out; i++)
				y[i] = acc ? 0.5f : NAN;
			mm_matmul(w, dt, n_out, n_in, x, T, y, acc, bf16);
			double worst = 0;
			for (int i = 0; i < T * n_out; i++) {
				double d = fabs(y[i] - ref[i]);
				if (!(d <= worst))
					worst = isnan(d) ? INFINITY : d;
			}
			/* f32 accumulation of n_in products: error ~ n_in · 2^-24 · |terms| */
			CHECK(worst <= 1e-5 * (scale + n_in),
				"kernel %s dt %d bf16 %d %dx%d T=%d threads %d blocks %d: off by %g",
				kn->name, dt, bf16, n_out, n_in, T, threads, blk, worst);
			if (panels && kn->gemm->pack_p) {
				/* the same weights in 16-row panels: the same bits */
				tensor tw = { "w", DT_BF16, 2, { n_out, n_in }, w, nw * 2, panels };
				for (int i = 0; i < T * n_out; i++)
					yp[i] = acc ? 0.5f : NAN;
				mm_tensor(&tw, x, T, yp, acc, bf16);
				CHECK(memcmp(yp, y, (size_t)T * n_out * 4) == 0,
					"kernel %s bf16 %d %dx%d T=%d threads %d blocks %d: panels differ",
					kn->name, bf16, n_out, n_in, T, threads, blk);
				panel_cases++;
			}
		}
		mm_gemm_blocking(0, 0);
	}
	mm_kernel_force(-1);
	pool_unlock();
	free(panels);
	free(yp);
	free(ref);
	free(y);
	free(x);
	free(wf);
	free(w);
}

/* The blocked kernels give a token the same bits whatever the number of
 * tokens in the call: decoding one token at a time must reproduce the
 * prefill. The call of T = 45 tokens takes the blocked path; the shorter
 * ones the in-register paths where the kernel has them (AVX2: 1-3 tokens;
 * AVX-512F and AVX-512-BF16: 1-3, then groups of 4, 8 and 16 tokens up to
 * 32: 4, 7, 13, 20 = 16 + 4 and 32 reach each group). BF16 and F32 weights
 * (read in place by those paths; F16 stays on the blocked one), both
 * precisions, rows that fill the 16- and 32-row panels exactly and rows
 * that leave a partial one (33, 7, 24, 95; 64 and 95 reach the BF16
 * kernel's two blocks of 16 rows at once), inner sizes with and without a
 * tail past the 8- and 16-column steps, odd ones (261, 45, 9) ending in a
 * half bf16 pair. */
static void test_token_independence(unsigned *seed)
{
	static const int shapes[][2] = { { 64, 100 }, { 48, 261 }, { 33, 45 }, { 7, 16 }, { 24, 9 },
		{ 95, 40 } };
	enum { T = 45 };
	static const int counts[] = { 1, 2, 3, 4, 7, 13, 20, 32 };
	for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
		for (int dt = 0; dt < 3; dt++) {
			int n_out = shapes[s][0], n_in = shapes[s][1];
			tensor_dtype d = (tensor_dtype)dt;
			size_t esz = d == DT_F32 ? 4 : 2;
			void *w = malloc((size_t)n_out * n_in * esz);
			float *x = malloc((size_t)T * n_in * 4), *y = malloc((size_t)T * n_out * 4);
			float *y1 = malloc((size_t)32 * n_out * 4);
			for (int i = 0; i < n_out * n_in; i++) {
				float v = (float)frand(seed);
				if (d == DT_F32)
					((float *)w)[i] = v;
				else
					((uint16_t *)w)[i] = d == DT_BF16 ? f32_to_bf16(v) : to_f16(v);
			}
			for (int i = 0; i < T * n_in; i++)
				x[i] = (float)frand(seed);
			for (int k = 0; k < mm_kernel_count(); k++) {
				const mm_kernel *kn = mm_kernel_get(k);
				if (!kn->available() || !kn->gemm)
					continue;
				mm_kernel_force(k);
				for (int bf = 0; bf < 2; bf++) {
					mm_matmul(w, d, n_out, n_in, x, T, y, false, bf);
					for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++)
						for (int n = counts[c], t = 0; t + n <= T; t += 5 + n) {
							mm_matmul(w, d, n_out, n_in, x + (size_t)t * n_in, n, y1, false, bf);
							CHECK(memcmp(y1, y + (size_t)t * n_out, (size_t)n * n_out * 4) == 0,
								"kernel %s dt %d %dx%d bf16 %d: tokens %d..%d alone differ "
								"from the %d-token call", kn->name, dt, n_out, n_in, bf, t,
								t + n - 1, T);
						}
				}
			}
			mm_kernel_force(-1);
			free(y1);
			free(y);
			free(x);
			free(w);
		}
}

/* The AVX-512 helpers (level 0, where present) and the AVX2 ones (level 2)
 * against the portable ones (level 1). */
static void test_helpers(unsigned *seed, int level)
{
	enum { T = 9, DK = 128, DV = 56, N = 1000 };
	static float q[T * DK], k[T * DK], v[T * DV], g[T], beta[T], o1[T * DV], o2[T * DV];
	for (int i = 0; i < T * DK; i++) {
		q[i] = (float)frand(seed) * 0.1f;
		k[i] = (float)frand(seed) * 0.1f;
	}
	for (int i = 0; i < T * DV; i++)
		v[i] = (float)frand(seed);
	for (int t = 0; t < T; t++) {
		g[t] = (float)(frand(seed) - 1) * 0.5f;
		beta[t] = (float)(frand(seed) + 1) * 0.5f;
	}
	float x[N], x2[N], u[N], y1[N], y2[N];
	for (int i = 0; i < N; i++) {
		x[i] = (float)frand(seed) * 30;
		u[i] = (float)frand(seed);
		y1[i] = y2[i] = (float)frand(seed);
	}
	memcpy(x2, x, sizeof x);
	static float w1[T * T], w2[T * T];
	float ya[N], yb[N];
	memcpy(ya, u, sizeof u);
	memcpy(yb, u, sizeof u);
	vec_force_level(level);
	gdn_implicit(T, DK, q, k, g, beta, w1);
	float dot1 = vec_dot(x, u, N - 1);
	vec_axpy(ya, 0.75f, x, N - 2);
	gdn_scan(T, DK, DV, q, k, v, g, beta, o1, NULL);
	vec_silu_mul(x, u, N);
	for (int i = 0; i < N; i++)
		y2[i] = i < N - 3 ? y1[i] + u[i] * x2[i] : y1[i];
	vec_mul_add(y1, u, x2, N - 3);
	double s1 = vec_sumsq(u, N - 5);
	vec_force_portable(true);
	gdn_implicit(T, DK, q, k, g, beta, w2);
	float dot2 = vec_dot(x2, u, N - 1);
	vec_axpy(yb, 0.75f, x2, N - 2);
	gdn_scan(T, DK, DV, q, k, v, g, beta, o2, NULL);
	vec_silu_mul(x2, u, N);
	double s2 = vec_sumsq(u, N - 5);
	vec_force_portable(false);
	double d = 0;
	for (int i = 0; i < T * DV; i++)
		if (fabs(o1[i] - o2[i]) > d)
			d = fabs(o1[i] - o2[i]);
	CHECK(d <= 1e-5, "level %d: gdn_scan differs from the portable recurrence by %g", level, d);
	d = 0;
	for (int i = 0; i < T * T; i++)
		if (fabs(w1[i] - w2[i]) > d)
			d = fabs(w1[i] - w2[i]);
	CHECK(d <= 1e-6, "level %d: gdn_implicit differs from the portable one by %g", level, d);
	CHECK(fabsf(dot1 - dot2) <= 1e-4f * (1 + fabsf(dot2)), "level %d: vec_dot %g vs %g", level,
		dot1, dot2);
	for (int i = 0; i < N; i++)
		CHECK(fabsf(ya[i] - yb[i]) <= 1e-5f * (1 + fabsf(yb[i])), "level %d: vec_axpy %d", level, i);
	/* carrying the state: the first 4 tokens, then 1, then the other 4 give the
	 * outputs of one scan over all 9, and the final state the portable steps' */
	static float S[DK * DV], Sp[DK * DV], o3[T * DV];
	memset(S, 0, sizeof S);
	memset(Sp, 0, sizeof Sp);
	vec_force_level(level);
	gdn_scan(4, DK, DV, q, k, v, g, beta, o3, S);
	gdn_scan(1, DK, DV, q + 4 * DK, k + 4 * DK, v + 4 * DV, g + 4, beta + 4, o3 + 4 * DV, S);
	gdn_scan(T - 5, DK, DV, q + 5 * DK, k + 5 * DK, v + 5 * DV, g + 5, beta + 5, o3 + 5 * DV, S);
	vec_force_level(0);
	float otmp[DV];
	for (int t = 0; t < T; t++)
		gdn_step_portable(Sp, DK, DV, expf(g[t]), k + t * DK, q + t * DK, v + t * DV, beta[t], otmp);
	d = 0;
	for (int i = 0; i < T * DV; i++)
		d = fmax(d, fabs(o3[i] - o2[i]));
	double ds = 0;
	for (int i = 0; i < DK * DV; i++)
		ds = fmax(ds, fabs(S[i] - Sp[i]));
	CHECK(d <= 1e-5 && ds <= 1e-5, "level %d: gdn_scan in pieces differs by %g (state %g)",
		level, d, ds);
	CHECK(ds < INFINITY && S[0] != 0, "level %d: gdn_scan left no state", level);
	d = 0;
	for (int i = 0; i < N; i++) {
		double want = x2[i]; /* portable SiLU·u */
		double e = fabs(x[i] - want) / (1e-6 + fabs(want));
		if (e > d)
			d = e;
	}
	CHECK(d <= 1e-5, "level %d: vec_silu_mul relative error %g", level, d);
	CHECK(fabs(s1 - s2) <= 1e-9 * s2, "vec_sumsq %g vs %g", s1, s2);
	for (int i = 0; i < N; i++)
		CHECK(fabsf(y1[i] - y2[i]) <= 1e-5f * (1 + fabsf(y2[i])), "vec_mul_add %d", i);
}

/* A matrix that is not in a mapped file (here: in malloc'd memory, as the
 * aligned copy of a misaligned tensor is) keeps its rows when its panels
 * are built: giving back its pages would make them read as zeros. */
static void test_panels_keep_copies(void)
{
	enum { N = 256 };
	uint16_t *w = malloc((size_t)N * N * 2);
	unsigned seed = 11;
	for (int i = 0; i < N * N; i++)
		w[i] = f32_to_bf16((float)frand(&seed) + 2); /* never 0 */
	layer_weights none;
	memset(&none, 0, sizeof none);
	model m;
	memset(&m, 0, sizeof m);
	m.w.layers = &none; /* no layers: the lm_head alone */
	m.w.lm_head = (tensor){ "lm_head.weight", DT_BF16, 2, { N, N }, w, (size_t)N * N * 2, NULL };
	model_panels_build(&m, 2);
	CHECK(m.w.lm_head.panels != NULL, "no panels for a malloc'd matrix");
	int zeros = 0;
	for (int i = 0; i < N * N; i++)
		zeros += w[i] == 0;
	CHECK(zeros == 0, "%d elements of a malloc'd matrix read 0 after its panels were built", zeros);
	model_panels_free(&m);
	free(w);
}

/* Every row's vector helpers that this CPU can run, called through the row
 * (not the dispatch), against the portable row's and, where the sum is
 * simple, a double-precision one: lengths on and off every vector width,
 * GatedDeltaNet shapes of a real model (dk 128, dv 56) and of the fixtures
 * (dk 8, dv 12). */
static int test_row_helpers(const vec_ops *v, const char *name, unsigned *seed)
{
	const vec_ops *p = &vec_ops_portable;
	static const int lens[] = { 1, 3, 7, 8, 15, 16, 17, 37, 64, 1003 };
	enum { NMAX = 1003 };
	static float a[NMAX], b[NMAX], y1[NMAX], y2[NMAX], g1[NMAX], g2[NMAX];
	for (size_t li = 0; li < sizeof lens / sizeof lens[0]; li++) {
		int n = lens[li];
		double dd = 0, ss = 0;
		for (int i = 0; i < n; i++) {
			a[i] = (float)frand(seed) * 4;
			b[i] = (float)frand(seed);
			dd += (double)a[i] * b[i];
			ss += (double)a[i] * a[i];
			y1[i] = y2[i] = (float)frand(seed);
			g1[i] = g2[i] = (float)frand(seed) * 30;
		}
		float d1 = v->dot(a, b, n), d2 = p->dot(a, b, n);
		CHECK(fabs(d1 - dd) <= 1e-5 * (1 + fabs(dd)) && fabs(d2 - dd) <= 1e-5 * (1 + fabs(dd)),
			"%s: dot n=%d: %g, portable %g, double %g", name, n, d1, d2, dd);
		double s1 = v->sumsq(a, n), s2 = p->sumsq(a, n);
		CHECK(fabs(s1 - ss) <= 1e-9 * ss && fabs(s2 - ss) <= 1e-9 * ss,
			"%s: sumsq n=%d: %g, portable %g, double %g", name, n, s1, s2, ss);
		v->axpy(y1, 0.75f, a, n);
		p->axpy(y2, 0.75f, a, n);
		v->mul_add(y1, a, b, n);
		p->mul_add(y2, a, b, n);
		for (int i = 0; i < n; i++)
			CHECK(fabsf(y1[i] - y2[i]) <= 1e-5f * (1 + fabsf(y2[i])), "%s: axpy, mul_add n=%d at %d",
				name, n, i);
		v->silu_mul(g1, b, (size_t)n);
		p->silu_mul(g2, b, (size_t)n);
		for (int i = 0; i < n; i++)
			CHECK(fabsf(g1[i] - g2[i]) <= 1e-5f * (1e-6f + fabsf(g2[i])), "%s: silu_mul n=%d at %d",
				name, n, i);
	}
	static const int shapes[][3] = { { 9, 128, 56 }, { 5, 8, 12 } }; /* T, dk, dv */
	for (int si = 0; si < 2; si++) {
		int T = shapes[si][0], dk = shapes[si][1], dv = shapes[si][2];
		static float q[9 * 128], k[9 * 128], vv[9 * 56], g[9], beta[9], o1[9 * 56], o2[9 * 56];
		static float w1[81], w2[81];
		for (int i = 0; i < T * dk; i++) {
			q[i] = (float)frand(seed) * 0.1f;
			k[i] = (float)frand(seed) * 0.1f;
		}
		for (int i = 0; i < T * dv; i++)
			vv[i] = (float)frand(seed);
		for (int t = 0; t < T; t++) {
			g[t] = (float)(frand(seed) - 1) * 0.5f;
			beta[t] = (float)(frand(seed) + 1) * 0.5f;
		}
		v->scan(T, dk, dv, q, k, vv, g, beta, o1, NULL);
		p->scan(T, dk, dv, q, k, vv, g, beta, o2, NULL);
		double d = 0;
		for (int i = 0; i < T * dv; i++)
			d = fmax(d, fabs(o1[i] - o2[i]));
		CHECK(d <= 1e-5, "%s: scan (dk %d, dv %d) differs from the portable one by %g", name, dk,
			dv, d);
		memset(w1, 0, sizeof w1);
		memset(w2, 0, sizeof w2);
		v->implicit(T, dk, q, k, g, beta, w1);
		p->implicit(T, dk, q, k, g, beta, w2);
		d = 0;
		for (int i = 0; i < T * T; i++)
			d = fmax(d, fabs(w1[i] - w2[i]));
		CHECK(d <= 1e-6, "%s: implicit (dk %d) differs from the portable one by %g", name, dk, d);
	}
	return 1;
}

int main(void)
{
	test_conversions();
	test_panels_keep_copies();
	/* outputs not a multiple of any tile width (and multiples: 64, 48; 95 is
	 * two 32-output panels and one short by one; 130 is two groups of four
	 * 16-row panels and two rows), inner sizes not a multiple of the vector
	 * width, odd ones among them (a last bf16 pair with one element); token
	 * counts on the 1-3 token path, below, at and past the micro-tile
	 * heights (4, 6, 8), on each group of AVX-512's in-register path for up
	 * to 32 tokens (4, 8, 16: 20 = 16 + 4, 32 = 16 + 16), and enough for
	 * several blocks */
	static const int shapes[][2] = { { 1, 1 }, { 5, 7 }, { 4, 32 }, { 13, 45 }, { 64, 100 },
		{ 33, 1024 }, { 48, 261 }, { 95, 40 }, { 130, 67 } };
	static const int tokens[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 20, 32, 37 };
	unsigned seed = 7;
	int ran = 0;
	for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
		for (size_t t = 0; t < sizeof tokens / sizeof tokens[0]; t++)
			for (int dt = 0; dt < 3; dt++)
				for (int bf = 0; bf < 2; bf++) {
					one_case(shapes[s][0], shapes[s][1], tokens[t], (tensor_dtype)dt, bf,
						1 + (int)(t % 2), (s + t) % 2, seed++);
					ran++;
				}
	for (int k = 0; k < mm_kernel_count(); k++)
		printf("kernel %-10s %s\n", mm_kernel_get(k)->name,
			mm_kernel_get(k)->available() ? "tested" : "not available on this CPU");
	printf("%d cases, %d of them also from panels\n", ran, panel_cases);
	int readers = 0; /* kernels here that read panels */
	for (int k = 0; k < mm_kernel_count(); k++)
		readers += mm_kernel_get(k)->available() && mm_kernel_get(k)->gemm->pack_p;
	CHECK(panel_cases > 0 || readers == 0, "no product ran from panels");
	/* vector helpers */
	float a[37], b[37];
	double d = 0;
	for (int i = 0; i < 37; i++) {
		a[i] = (float)frand(&seed);
		b[i] = (float)frand(&seed);
		d += (double)a[i] * b[i];
	}
	CHECK(fabs(vec_dot(a, b, 37) - d) < 1e-5, "vec_dot");
	float y[37];
	memcpy(y, b, sizeof y);
	vec_axpy(y, 2.0f, a, 37);
	for (int i = 0; i < 37; i++)
		CHECK(fabsf(y[i] - (b[i] + 2 * a[i])) < 1e-6, "vec_axpy %d", i);
	pool_lock(2);
	test_token_independence(&seed);
	pool_unlock();
	test_helpers(&seed, 0);
	test_helpers(&seed, 2);
	test_helpers(&seed, 1);
	/* every row's own helpers, this CPU's rows */
	int rows = 0;
	for (int k = 0; k < mm_kernel_count(); k++) {
		const mm_kernel *mk = mm_kernel_get(k);
		bool here = mk->available() && mk->vec;
		if (here)
			rows += test_row_helpers(mk->vec, mk->name, &seed);
		printf("helpers %-10s %s\n", mk->name, here ? "tested" : "not available on this CPU");
	}
	CHECK(rows >= 1, "no row's vector helpers tested");
	return failures ? 1 : 0;
}
