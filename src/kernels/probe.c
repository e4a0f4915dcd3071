/* The machine's FMA peak and copy bandwidth (see probe.h). */
#include "kernels/probe.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kernels/kernels.h"
#include "kernels/threads.h"
#include "util/error.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define PROBE_X86 1
#elif defined(__aarch64__)
#include <arm_neon.h>
#define PROBE_NEON 1
#endif

/* Each thread's own CPU time: on a shared machine a thread that is
 * descheduled for a while still measures what its core can do. */
static double thread_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ---- FMA loops: NACC independent chains a ← a·m + c, n times ----------- */

#define NACC 12 /* more chains than FMA units × latency on current cores */
#define CHUNK 4096

#ifdef PROBE_X86
__attribute__((target("avx512f"))) static float fma_avx512(long n)
{
	__m512 a[NACC];
	for (int i = 0; i < NACC; i++)
		a[i] = _mm512_set1_ps(0.001f * i);
	const __m512 m = _mm512_set1_ps(0.999f), c = _mm512_set1_ps(0.001f);
	for (long k = 0; k < n; k++)
#pragma GCC unroll 12
		for (int i = 0; i < NACC; i++)
			a[i] = _mm512_fmadd_ps(a[i], m, c);
	__m512 s = a[0];
	for (int i = 1; i < NACC; i++)
		s = _mm512_add_ps(s, a[i]);
	return _mm512_reduce_add_ps(s);
}

__attribute__((target("avx2,fma"))) static float fma_avx2(long n)
{
	__m256 a[NACC];
	for (int i = 0; i < NACC; i++)
		a[i] = _mm256_set1_ps(0.001f * i);
	const __m256 m = _mm256_set1_ps(0.999f), c = _mm256_set1_ps(0.001f);
	for (long k = 0; k < n; k++)
#pragma GCC unroll 12
		for (int i = 0; i < NACC; i++)
			a[i] = _mm256_fmadd_ps(a[i], m, c);
	__m256 s = a[0];
	for (int i = 1; i < NACC; i++)
		s = _mm256_add_ps(s, a[i]);
	float f[8];
	_mm256_storeu_ps(f, s);
	return f[0] + f[7];
}
#endif

#ifdef PROBE_NEON
static float fma_neon(long n)
{
	float32x4_t a[NACC];
	for (int i = 0; i < NACC; i++)
		a[i] = vdupq_n_f32(0.001f * i);
	const float32x4_t m = vdupq_n_f32(0.999f), c = vdupq_n_f32(0.001f);
	for (long k = 0; k < n; k++)
#pragma GCC unroll 12
		for (int i = 0; i < NACC; i++)
			a[i] = vfmaq_f32(c, a[i], m);
	float32x4_t s = a[0];
	for (int i = 1; i < NACC; i++)
		s = vaddq_f32(s, a[i]);
	return vaddvq_f32(s);
}
#endif

static float fma_scalar(long n)
{
	float a[NACC];
	for (int i = 0; i < NACC; i++)
		a[i] = 0.001f * i;
	for (long k = 0; k < n; k++)
		for (int i = 0; i < NACC; i++)
			a[i] = a[i] * 0.999f + 0.001f;
	float s = 0;
	for (int i = 0; i < NACC; i++)
		s += a[i];
	return s;
}

typedef struct fma_job {
	float (*fn)(long);
	double rate[64]; /* iterations per CPU second, per task */
	_Atomic float sink;
} fma_job;

/* each task runs for 60 ms of its thread's CPU time, counting iterations */
static void fma_task(void *arg, int task)
{
	fma_job *j = arg;
	long n = 0;
	float s = 0;
	double t0 = thread_seconds(), t;
	do {
		s += j->fn(CHUNK);
		n += CHUNK;
		t = thread_seconds();
	} while (t - t0 < 0.06);
	j->rate[task] = n / (t - t0);
	atomic_store(&j->sink, s); /* keeps the loops from being optimised away */
}

double probe_fma_gflops(int nthreads, const char **isa)
{
	fma_job j;
	memset(&j, 0, sizeof j);
	int lanes = 1;
	j.fn = fma_scalar;
	*isa = "scalar";
	/* as wide as the vector helpers in use (kernel_select may narrow them) */
	int level = vec_kernel_current()->vec_level;
	(void)level;
#ifdef PROBE_X86
	if (level >= 3 && __builtin_cpu_supports("avx512f")) {
		j.fn = fma_avx512;
		lanes = 16;
		*isa = "avx512";
	} else if (level >= 2 && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
		j.fn = fma_avx2;
		lanes = 8;
		*isa = "avx2";
	}
#endif
#ifdef PROBE_NEON
	if (level >= 2) {
		j.fn = fma_neon;
		lanes = 4;
		*isa = "neon";
	}
#endif
	if (nthreads > 64)
		nthreads = 64;
	pool_lock(nthreads);
	int n = pool_size() < nthreads ? pool_size() : nthreads;
	double best = 0;
	for (int rep = 0; rep < 3; rep++) { /* the best of three */
		pool_run(fma_task, &j, n);
		double total = 0;
		for (int t = 0; t < n; t++)
			total += j.rate[t];
		double gf = total * NACC * lanes * 2 * 1e-9;
		if (gf > best)
			best = gf;
	}
	pool_unlock();
	return best;
}

/* ---- copy bandwidth ---------------------------------------------------- */

#define COPY_BYTES ((size_t)64 << 20) /* twice the largest L3 of a laptop */

typedef struct copy_job {
	char *dst;
	const char *src;
	int parts;
	double rate[64]; /* bytes per CPU second, per task */
} copy_job;

static void copy_task(void *arg, int task)
{
	copy_job *j = arg;
	size_t b = COPY_BYTES * task / j->parts, e = COPY_BYTES * (task + 1) / j->parts;
	double t0 = thread_seconds();
	memcpy(j->dst + b, j->src + b, e - b);
	double dt = thread_seconds() - t0;
	j->rate[task] = (double)(e - b) / (dt > 1e-9 ? dt : 1e-9);
}

double probe_copy_gbps(int nthreads)
{
	char *src = xmalloc(COPY_BYTES), *dst = xmalloc(COPY_BYTES);
	memset(src, 1, COPY_BYTES); /* fault every page in before timing */
	memset(dst, 2, COPY_BYTES);
	pool_lock(nthreads);
	copy_job j;
	memset(&j, 0, sizeof j);
	j.dst = dst;
	j.src = src;
	j.parts = pool_size() < 64 ? pool_size() : 64;
	double best = 0;
	for (int rep = 0; rep < 4; rep++) {
		pool_run(copy_task, &j, j.parts);
		double gb = 0;
		for (int t = 0; t < j.parts; t++)
			gb += 2 * j.rate[t] * 1e-9; /* read + written */
		if (rep > 0 && gb > best) /* rep 0 warms the caches' and TLB's state */
			best = gb;
	}
	pool_unlock();
	free(dst);
	free(src);
	return best;
}

/* ---- what a prefill asks -------------------------------------------------- */

static void add_matrix(const tensor *t, double tokens, double *flops, double *bytes)
{
	if (!t->data || t->ndim != 2)
		return;
	*flops += 2.0 * tokens * (double)t->shape[0] * (double)t->shape[1];
	*bytes += (double)t->nbytes;
}

void probe_prefill_cost(const model *m, int T, int n_logits, double *flops, double *bytes)
{
	*flops = *bytes = 0;
	for (int i = 0; i < m->cfg.num_layers; i++) {
		const layer_weights *l = &m->w.layers[i];
		const tensor *mats[] = {
			&l->gate_proj, &l->up_proj, &l->down_proj, &l->q_proj, &l->k_proj,
			&l->v_proj, &l->o_proj, &l->in_qkv, &l->in_z, &l->in_b, &l->in_a,
			&l->out_proj,
		};
		for (size_t k = 0; k < sizeof mats / sizeof mats[0]; k++)
			add_matrix(mats[k], T, flops, bytes);
	}
	add_matrix(&m->w.lm_head, n_logits, flops, bytes);
}
