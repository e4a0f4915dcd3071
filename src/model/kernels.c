/* Scalar conversions, the dot-product driver (for the AVX-512 tiles), runtime
 * dispatch between the kernels, and the portable vector helpers. */
#include "model/kernels.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/bufcache.h"
#include "model/threads.h"
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

static float widen(const void *w, tensor_dtype dt, size_t i)
{
	switch (dt) {
	case DT_BF16: return bf16_to_f32(((const uint16_t *)w)[i]);
	case DT_F16: return f16_to_f32(((const uint16_t *)w)[i]);
	default: return ((const float *)w)[i];
	}
}

/* ---- portable kernel ---------------------------------------------------- */

void mm_pack_portable(const void *w, tensor_dtype dt, int n_out, int n_in, int r0,
	int kp, bool round_bf16, void *wp)
{
	float *p = wp;
	for (int r = 0; r < MM_NR; r++) {
		float *row = p + (size_t)r * kp;
		int o = r0 + r;
		int k = 0;
		if (o < n_out) {
			size_t base = (size_t)o * n_in;
			if (dt == DT_F32 && !round_bf16) {
				memcpy(row, (const float *)w + base, (size_t)n_in * 4);
				k = n_in;
			} else {
				for (; k < n_in; k++) {
					float v = widen(w, dt, base + k);
					row[k] = round_bf16 ? bf16_round(v) : v;
				}
			}
		}
		for (; k < kp; k++)
			row[k] = 0;
	}
}

void mm_pack_bf16_portable(const void *w, tensor_dtype dt, int n_out, int n_in, int r0,
	int kp, bool round_bf16, void *wp)
{
	uint16_t *p = wp;
	for (int r = 0; r < MM_NR; r++) {
		uint16_t *row = p + (size_t)r * kp;
		int o = r0 + r;
		int k = 0;
		if (o < n_out) {
			size_t base = (size_t)o * n_in;
			if (dt == DT_BF16) {
				memcpy(row, (const uint16_t *)w + base, (size_t)n_in * 2);
				k = n_in;
			} else {
				for (; k < n_in; k++)
					row[k] = f32_to_bf16(widen(w, dt, base + k));
			}
		}
		for (; k < kp; k++)
			row[k] = 0;
	}
}

static bool always(void) { return true; }

/* the blocked form with the portable micro-kernel (mm_gemm.c) */
static const mm_kernel mm_kernel_portable = {
	"portable", always, false, NULL, NULL, NULL, &mm_gemm_portable,
};

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

#define MM_TGROUP 12 /* tokens per tile call: a multiple of the 6-token tiles */

#define MM_MAXP 4 /* products sharing one input in one call */

typedef struct mm_part {
	const void *w;
	tensor_dtype dt;
	int n_out, start; /* start: index of its first row block among all parts */
	float *y;
} mm_part;

typedef struct mm_job {
	const mm_kernel *k;
	mm_part p[MM_MAXP];
	int np;
	int n_in, kp, T;
	const void *x; /* [T][kp], f32 or bf16 as the kernel wants */
	bool accumulate, bf16;
	int nblocks, ntasks;
} mm_job;

/* Row block b of part p: pack (or use in place), multiply by every token,
 * store; prefetching the following block's rows (next, nr_next rows). */
static void mm_block(const mm_job *j, const mm_part *p, int r0, void *wp, float *out,
	const char *next, int nr_next)
{
	size_t esz = j->k->bf16_native ? 2 : 4;
	size_t rowbytes = (size_t)j->n_in * (p->dt == DT_F32 ? 4 : 2);
	bool in_place = p->dt == DT_BF16 && j->kp == j->n_in && r0 + MM_NR <= p->n_out;
	const uint16_t *rows = (const uint16_t *)p->w + (size_t)r0 * j->n_in;
	void (*tile)(const void *, int, const void *, int, float *) = j->k->tile;
	const void *src = wp;
	if (in_place && j->k->bf16_native) {
		src = rows; /* BF16 rows already have the packed layout: use the mapping */
	} else if (in_place && j->k->tile_bf16w) {
		src = rows;
		tile = j->k->tile_bf16w;
	} else {
		j->k->pack(p->w, p->dt, p->n_out, j->n_in, r0, j->kp, j->bf16, wp);
	}
	/* The tokens in groups of MM_TGROUP; before each group, ask for the next
	 * slice of the next block's weight rows, so that they arrive from memory
	 * while this block computes (spread out, so as not to flood the memory
	 * queue). */
	size_t lines = (rowbytes + 63) / 64;
	int ngroups = (j->T + MM_TGROUP - 1) / MM_TGROUP;
	for (int gi = 0; gi < ngroups; gi++) {
		int t0 = gi * MM_TGROUP, n = j->T - t0 < MM_TGROUP ? j->T - t0 : MM_TGROUP;
		size_t l0 = lines * gi / ngroups, l1 = lines * (gi + 1) / ngroups;
		for (int r = 0; r < nr_next; r++)
			for (size_t l = l0; l < l1; l++)
				__builtin_prefetch(next + (size_t)r * rowbytes + l * 64, 0, 3);
		tile(src, j->kp, (const char *)j->x + (size_t)t0 * j->kp * esz, n, out + t0 * MM_NR);
	}
	/* y[t][r0 + r] (+)= out[t][r] */
	int nr = p->n_out - r0 < MM_NR ? p->n_out - r0 : MM_NR;
	for (int t = 0; t < j->T; t++) {
		float *yt = p->y + (size_t)t * p->n_out + r0;
		const float *ot = out + t * MM_NR;
		if (nr == MM_NR && j->accumulate) {
			yt[0] += ot[0];
			yt[1] += ot[1];
			yt[2] += ot[2];
			yt[3] += ot[3];
		} else if (nr == MM_NR) {
			memcpy(yt, ot, MM_NR * sizeof(float));
		} else if (j->accumulate) {
			for (int r = 0; r < nr; r++)
				yt[r] += ot[r];
		} else {
			for (int r = 0; r < nr; r++)
				yt[r] = ot[r];
		}
	}
}

static void mm_task(void *arg, int task)
{
	const mm_job *j = arg;
	int b0 = (int)((long)j->nblocks * task / j->ntasks);
	int b1 = (int)((long)j->nblocks * (task + 1) / j->ntasks);
	size_t esz = j->k->bf16_native ? 2 : 4;
	void *wp = buf_get((size_t)MM_NR * j->kp * esz);
	float *out = buf_get((size_t)j->T * MM_NR * sizeof(float));
	int pi = 0;
	for (int b = b0; b < b1; b++) {
		while (pi + 1 < j->np && b >= j->p[pi + 1].start)
			pi++;
		const mm_part *p = &j->p[pi];
		int r0 = (b - p->start) * MM_NR;
		/* the next block of this task, if it is in the same matrix */
		int nr_next = 0;
		const char *next = NULL;
		if (b + 1 < b1 && r0 + MM_NR < p->n_out) {
			nr_next = p->n_out - (r0 + MM_NR) < MM_NR ? p->n_out - (r0 + MM_NR) : MM_NR;
			next = (const char *)p->w +
				(size_t)(r0 + MM_NR) * j->n_in * (p->dt == DT_F32 ? 4 : 2);
		}
		mm_block(j, p, r0, wp, out, next, nr_next);
	}
	buf_put(out);
	buf_put(wp);
}

/* Shared by mm_matmul and mm_tensors: the parts are filled in, n_in set. */
static void mm_run(mm_job *j, const float *x, int T, bool accumulate, bool bf16)
{
	int n_in = j->n_in;
	j->k = mm_kernel_current(bf16);
	const mm_gemm *g = j->k->gemm;
	if (g) {
		mm_gemm_part parts[MM_MAXP];
		for (int i = 0; i < j->np; i++)
			parts[i] = (mm_gemm_part){ j->p[i].w, j->p[i].dt, j->p[i].n_out, j->p[i].y };
		mm_gemm_run(g, parts, j->np, n_in, x, T, accumulate, bf16);
		return;
	}
	j->kp = (n_in + MM_KALIGN - 1) / MM_KALIGN * MM_KALIGN;
	j->T = T;
	j->accumulate = accumulate;
	j->bf16 = bf16;
	/* the activations, padded with zeros to kp (and rounded to bf16 in bf16 precision) */
	void *xp;
	if (j->k->bf16_native) {
		uint16_t *xb = buf_get((size_t)T * j->kp * 2);
		for (int t = 0; t < T; t++) {
			vec_to_bf16(xb + (size_t)t * j->kp, x + (size_t)t * n_in, n_in);
			for (int i = n_in; i < j->kp; i++)
				xb[(size_t)t * j->kp + i] = 0;
		}
		xp = xb;
	} else {
		float *xf = buf_get((size_t)T * j->kp * 4);
		for (int t = 0; t < T; t++) {
			float *dst = xf + (size_t)t * j->kp;
			const float *src = x + (size_t)t * n_in;
			if (bf16)
				for (int i = 0; i < n_in; i++)
					dst[i] = bf16_round(src[i]);
			else
				memcpy(dst, src, (size_t)n_in * 4);
			for (int i = n_in; i < j->kp; i++)
				dst[i] = 0;
		}
		xp = xf;
	}
	j->x = xp;
	j->nblocks = 0;
	for (int i = 0; i < j->np; i++) {
		j->p[i].start = j->nblocks;
		j->nblocks += (j->p[i].n_out + MM_NR - 1) / MM_NR;
	}
	/* many small tasks per thread, taken in turn: a thread that the system
	 * deschedules for a while does not hold up the others */
	int want = pool_size() * 16;
	j->ntasks = j->nblocks < want ? j->nblocks : want;
	pool_run(mm_task, j, j->ntasks);
	buf_put(xp);
}

void mm_matmul(const void *w, tensor_dtype dt, int n_out, int n_in,
	const float *x, int T, float *y, bool accumulate, bool bf16)
{
	mm_job j;
	memset(&j, 0, sizeof j);
	j.np = 1;
	j.p[0].w = w;
	j.p[0].dt = dt;
	j.p[0].n_out = n_out;
	j.p[0].y = y;
	j.n_in = n_in;
	mm_run(&j, x, T, accumulate, bf16);
}

void mm_tensors(const tensor *const *w, float *const *y, int n, const float *x, int T,
	bool bf16)
{
	for (int i0 = 0; i0 < n; i0 += MM_MAXP) {
		mm_job j;
		memset(&j, 0, sizeof j);
		j.np = n - i0 < MM_MAXP ? n - i0 : MM_MAXP;
		for (int i = 0; i < j.np; i++) {
			j.p[i].w = w[i0 + i]->data;
			j.p[i].dt = w[i0 + i]->dtype;
			j.p[i].n_out = (int)w[i0 + i]->shape[0];
			j.p[i].y = y[i0 + i];
		}
		j.n_in = (int)w[i0]->shape[1];
		mm_run(&j, x, T, false, bf16);
	}
}

/* ---- vector helpers ----------------------------------------------------- */


static int force_level; /* 0: best available, 1: portable C, 2: at most AVX2 */

void vec_force_portable(bool on) { force_level = on ? 1 : 0; }
void vec_force_level(int level) { force_level = level; }
int vec_forced_level(void) { return force_level; }

int kernel_select(const char *name, bool bf16, const char **why)
{
	if (strcmp(name, "auto") == 0) {
		forced = -1;
		force_level = 0;
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
		force_level = k == &mm_kernel_portable ? 1 : k == &mm_kernel_avx2 ? 2 : 0;
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

/* __builtin_cpu_supports reads flags that libgcc fills in at start-up: cheap,
 * and safe to call from any thread. */
#if defined(__x86_64__) || defined(__i386__)
#define CPU_HAS(f) __builtin_cpu_supports(f)
#else
#define CPU_HAS(f) 0 /* no x86 kernels elsewhere: the portable helpers */
#endif

static bool use_avx512(void)
{
	return force_level == 0 && CPU_HAS("avx512f");
}

static bool use_avx2(void)
{
	return force_level != 1 && CPU_HAS("avx2") && CPU_HAS("fma");
}

/* NEON on AArch64 (levels 0 and 2); the calls to the _neon helpers below are
 * compiled there only */
#if defined(__aarch64__)
#define HAVE_NEON_HELPERS 1
static bool use_neon(void)
{
	return force_level != 1 && neon_available();
}
#endif

void vec_mul_add(float *y, const float *a, const float *b, int n)
{
#ifdef HAVE_NEON_HELPERS
	if (use_neon()) {
		vec_mul_add_neon(y, a, b, n);
		return;
	}
#endif
	if (use_avx512()) {
		vec_mul_add_avx512(y, a, b, n);
		return;
	}
	if (use_avx2()) {
		vec_mul_add_avx2(y, a, b, n);
		return;
	}
	for (int i = 0; i < n; i++)
		y[i] += a[i] * b[i];
}

double vec_sumsq(const float *x, int n)
{
#ifdef HAVE_NEON_HELPERS
	if (use_neon())
		return vec_sumsq_neon(x, n);
#endif
	if (use_avx512())
		return vec_sumsq_avx512(x, n);
	if (use_avx2())
		return vec_sumsq_avx2(x, n);
	double s = 0;
	for (int i = 0; i < n; i++)
		s += (double)x[i] * x[i];
	return s;
}

void vec_to_bf16(uint16_t *dst, const float *src, int n)
{
	if (use_avx512() && CPU_HAS("avx512bf16")) {
		vec_to_bf16_avx512bf16(dst, src, n);
		return;
	}
	for (int i = 0; i < n; i++)
		dst[i] = f32_to_bf16(src[i]);
}

void vec_silu_mul(float *g, const float *u, size_t n)
{
#ifdef HAVE_NEON_HELPERS
	if (use_neon()) {
		vec_silu_mul_neon(g, u, n);
		return;
	}
#endif
	if (use_avx512()) {
		vec_silu_mul_avx512(g, u, n);
		return;
	}
	if (use_avx2()) {
		vec_silu_mul_avx2(g, u, n);
		return;
	}
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

float vec_dot(const float *a, const float *b, int n)
{
#ifdef HAVE_NEON_HELPERS
	if (use_neon())
		return vec_dot_neon(a, b, n);
#endif
	if (use_avx512())
		return vec_dot_avx512(a, b, n);
	if (use_avx2())
		return vec_dot_avx2(a, b, n);
	float s = 0;
	for (int i = 0; i < n; i++)
		s += a[i] * b[i];
	return s;
}

void vec_axpy(float *y, float a, const float *x, int n)
{
#ifdef HAVE_NEON_HELPERS
	if (use_neon()) {
		vec_axpy_neon(y, a, x, n);
		return;
	}
#endif
	if (use_avx512()) {
		vec_axpy_avx512(y, a, x, n);
		return;
	}
	if (use_avx2()) {
		vec_axpy_avx2(y, a, x, n);
		return;
	}
	for (int i = 0; i < n; i++)
		y[i] += a * x[i];
}

void gdn_scan(int T, int dk, int dv, const float *q, const float *k, const float *v,
	const float *g, const float *beta, float *o, float *S)
{
#ifdef HAVE_NEON_HELPERS
	if (use_neon()) {
		gdn_scan_neon(T, dk, dv, q, k, v, g, beta, o, S);
		return;
	}
#endif
	if (use_avx512()) {
		gdn_scan_avx512(T, dk, dv, q, k, v, g, beta, o, S);
		return;
	}
	if (use_avx2()) {
		gdn_scan_avx2(T, dk, dv, q, k, v, g, beta, o, S);
		return;
	}
	/* S[r][c], the caller's or zero at t = 0 */
	float *st = S ? S : xcalloc((size_t)dk * dv, sizeof(float));
	for (int t = 0; t < T; t++)
		gdn_step_portable(st, dk, dv, expf(g[t]), k + (size_t)t * dk, q + (size_t)t * dk,
			v + (size_t)t * dv, beta[t], o + (size_t)t * dv);
	if (!S)
		free(st);
}

void gdn_implicit(int T, int dk, const float *q, const float *k, const float *g,
	const float *beta, float *w)
{
	memset(w, 0, (size_t)T * T * sizeof(float));
#ifdef HAVE_NEON_HELPERS
	if (use_neon()) {
		gdn_implicit_neon(T, dk, q, k, g, beta, w);
		return;
	}
#endif
	if (use_avx512()) {
		gdn_implicit_avx512(T, dk, q, k, g, beta, w);
		return;
	}
	if (use_avx2()) {
		gdn_implicit_avx2(T, dk, q, k, g, beta, w);
		return;
	}
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
