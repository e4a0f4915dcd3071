/* The weights in 16-row panels (see panels.h): built once after loading,
 * when the chosen kernels read them. */
/* madvise and MADV_DONTNEED are not in POSIX */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif
#include "kernels/panels.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "kernels/kernels.h"
#include "kernels/threads.h"
#include "util/error.h"
#include "util/sysmem.h"

#define PANEL_ALIGN 64
#define HUGE_PAGE (2u << 20) /* the x86-64 and AArch64 (4 KiB granule) huge page */

static bool allowed = true;

void panels_allow(bool on)
{
	allowed = on;
}

/* Both precisions' kernels must read panels: the rows' pages are given
 * back, and a kernel that reads rows would map them all again (the default
 * precision is f32, and bf16 may be chosen at any pass). */
bool panels_wanted(void)
{
	return allowed &&
	       mm_kernel_current(true)->gemm->pack_p && mm_kernel_current(false)->gemm->pack_p;
}

/* Every matrix the forward pass multiplies by, the largest (the lm_head)
 * first: while one matrix is rearranged both its copies are resident, and
 * the fewer other panels exist by then, the lower the peak. */
static int matrices(model *m, tensor **out)
{
	int n = 0;
	out[n++] = &m->w.lm_head;
	for (int i = 0; i < m->cfg.num_layers; i++) {
		layer_weights *l = &m->w.layers[i];
		tensor *each[] = { &l->gate_proj, &l->up_proj, &l->down_proj, &l->q_proj,
			&l->k_proj, &l->v_proj, &l->o_proj, &l->in_qkv, &l->in_z, &l->in_b,
			&l->in_a, &l->out_proj };
		for (size_t j = 0; j < sizeof each / sizeof each[0]; j++)
			out[n++] = each[j];
	}
	return n;
}

static bool takes_panels(const tensor *t)
{
	return t->data && t->dtype == DT_BF16 && t->ndim == 2 && t->shape[0] > 0 &&
	       t->shape[1] > 0;
}

size_t panels_bytes(int n_out, int n_in)
{
	size_t np = (size_t)(n_out + PANEL_ROWS - 1) / PANEL_ROWS;
	size_t b = np * PANEL_ROWS * (size_t)n_in * sizeof(uint16_t);
	return (b + PANEL_ALIGN - 1) / PANEL_ALIGN * PANEL_ALIGN;
}

typedef struct repack_job {
	const uint16_t *w;
	uint16_t *dst;
	int n_out, n_in;
} repack_job;

#if defined(__SSE2__)
#include <emmintrin.h>

/* Columns k .. k+7 of 8 rows (r[i] + k) as 8 vectors of the 8 rows, stored
 * at d + c·16, c < 8: the transpose of 16-bit values in three rounds of
 * unpacks (pairs of rows, then quads, then all eight). SSE2 is part of
 * every x86-64 CPU, so this needs no run-time check. */
static void transpose8(const uint16_t *const *r, int k, uint16_t *d)
{
	__m128i x[8], a[8], b[8];
	for (int i = 0; i < 8; i++)
		x[i] = _mm_loadu_si128((const __m128i *)(r[i] + k));
	for (int i = 0; i < 4; i++) {
		a[2 * i] = _mm_unpacklo_epi16(x[2 * i], x[2 * i + 1]);     /* columns 0-3 */
		a[2 * i + 1] = _mm_unpackhi_epi16(x[2 * i], x[2 * i + 1]); /* columns 4-7 */
	}
	for (int h = 0; h < 2; h++) /* rows 0-3, then rows 4-7 */
		for (int c = 0; c < 2; c++) {
			b[4 * h + 2 * c] = _mm_unpacklo_epi32(a[4 * h + c], a[4 * h + c + 2]);
			b[4 * h + 2 * c + 1] = _mm_unpackhi_epi32(a[4 * h + c], a[4 * h + c + 2]);
		}
	/* b[q] (q < 4) holds columns 2q, 2q+1 of rows 0-3; b[4 + q] of rows 4-7 */
	for (int q = 0; q < 4; q++) {
		_mm_storeu_si128((__m128i *)(d + (2 * q) * PANEL_ROWS),
			_mm_unpacklo_epi64(b[q], b[4 + q]));
		_mm_storeu_si128((__m128i *)(d + (2 * q + 1) * PANEL_ROWS),
			_mm_unpackhi_epi64(b[q], b[4 + q]));
	}
}
#endif

/* panels [b, e) of one matrix: dst[(p·n_in + k)·16 + j] = w[16p + j][k].
 * Full panels 8 columns × 8 rows at a time where SSE2 is there; the rest
 * (a partial last panel, the columns past a multiple of 8) one by one. */
static void repack_range(void *arg, int b, int e)
{
	const repack_job *j = arg;
	for (int p = b; p < e; p++) {
		uint16_t *d = j->dst + (size_t)p * j->n_in * PANEL_ROWS;
		int k0 = 0;
#if defined(__SSE2__)
		if ((p + 1) * PANEL_ROWS <= j->n_out) {
			const uint16_t *r[PANEL_ROWS];
			for (int i = 0; i < PANEL_ROWS; i++)
				r[i] = j->w + (size_t)(p * PANEL_ROWS + i) * j->n_in;
			for (; k0 + 8 <= j->n_in; k0 += 8) {
				transpose8(r, k0, d + (size_t)k0 * PANEL_ROWS);
				transpose8(r + 8, k0, d + (size_t)k0 * PANEL_ROWS + 8);
			}
		}
#endif
		for (int k = k0; k < j->n_in; k++)
			for (int i = 0; i < PANEL_ROWS; i++) {
				int o = p * PANEL_ROWS + i;
				d[(size_t)k * PANEL_ROWS + i] = o < j->n_out ? j->w[(size_t)o * j->n_in + k] : 0;
			}
	}
}

/* Give the pages wholly inside [p, p + n) back when they are clean pages
 * of a read-only file mapping: a later read maps them again from the file.
 * (Never the aligned copy of a misaligned tensor: giving back anonymous
 * pages would turn them into zeros.) */
static void release_rows(const model *m, const void *p, size_t n)
{
	if (!model_weights_mapped(m, p, n))
		return;
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	uintptr_t a = ((uintptr_t)p + page - 1) / page * page;
	uintptr_t z = ((uintptr_t)p + n) / page * page;
	if (z > a)
		madvise((void *)a, z - a, MADV_DONTNEED);
}

void panels_fill(const uint16_t *w, int n_out, int n_in, uint16_t *dst)
{
	repack_job j = { w, dst, n_out, n_in };
	pool_for((n_out + PANEL_ROWS - 1) / PANEL_ROWS, repack_range, &j);
}

void model_panels_build(model *m, int nthreads)
{
	if (m->panel_mem || !m->w.layers)
		return;
	tensor **all = xmalloc(((size_t)m->cfg.num_layers * 12 + 1) * sizeof *all);
	int n = matrices(m, all);
	size_t total = 0;
	for (int i = 0; i < n; i++)
		if (takes_panels(all[i]))
			total += panels_bytes((int)all[i]->shape[0], (int)all[i]->shape[1]);
	/* a second copy, if only for a moment (the rows' pages are given back
	 * as each matrix is done, but not those of aligned copies): at most
	 * half the machine's memory, or the kernels read the rows in place */
	void *mem = NULL;
	if (total == 0 || total > sys_physical_memory() / 2 ||
	    posix_memalign(&mem, HUGE_PAGE, total) != 0) {
		free(all);
		return;
	}
	/* 2 MiB pages where the kernel allows them: a fault per 2 MiB instead
	 * of per 4 KiB while the panels are written (madvise wants a
	 * page-aligned start, hence the alignment) */
	madvise(mem, total, MADV_HUGEPAGE);
	m->panel_mem = mem;
	m->panel_bytes = total;
	pool_lock(nthreads);
	size_t off = 0;
	for (int i = 0; i < n; i++) {
		tensor *t = all[i];
		if (!takes_panels(t))
			continue;
		uint16_t *dst = (uint16_t *)((char *)mem + off);
		panels_fill(t->data, (int)t->shape[0], (int)t->shape[1], dst);
		t->panels = dst;
		off += panels_bytes((int)t->shape[0], (int)t->shape[1]);
		/* one copy resident at a time; rows still read later (a kernel
		 * without panels, the views that show weights) are mapped again
		 * from the file on demand; the forward pass reads a tied
		 * embedding from the lm_head's panels instead */
		release_rows(m, t->data, t->nbytes);
	}
	pool_unlock();
	free(all);
}

void model_panels_prepare(model *m)
{
	if (!panels_wanted())
		return;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	model_panels_build(m, ncpu > 0 ? (int)ncpu : 1);
}

void model_panels_free(model *m)
{
	if (!m->panel_mem)
		return;
	tensor **all = xmalloc(((size_t)m->cfg.num_layers * 12 + 1) * sizeof *all);
	int n = matrices(m, all);
	for (int i = 0; i < n; i++)
		all[i]->panels = NULL;
	free(all);
	free(m->panel_mem);
	m->panel_mem = NULL;
	m->panel_bytes = 0;
}
