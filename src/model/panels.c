/* The weights in 16-row panels (see panels.h): built once after loading,
 * when the chosen kernels read them. */
/* madvise and MADV_DONTNEED are not in POSIX */
#define _DEFAULT_SOURCE
#include "model/panels.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "model/kernels.h"
#include "model/threads.h"
#include "util/error.h"

#define PANEL_ALIGN 64
#define K_STEP 32 /* columns moved per row and step: one 64-byte line of BF16 */

static bool allowed = true;

void panels_allow(bool on)
{
	allowed = on;
}

bool panels_wanted(void)
{
	return allowed &&
	       (mm_kernel_current(true)->gemm->pack_p || mm_kernel_current(false)->gemm->pack_p);
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

/* panels [b, e) of one matrix: dst[(p·n_in + k)·16 + j] = w[16p + j][k].
 * A step moves K_STEP columns of the 16 rows: 16 reads of one line each,
 * written as one 1 KiB block. */
static void repack_range(void *arg, int b, int e)
{
	const repack_job *j = arg;
	for (int p = b; p < e; p++) {
		uint16_t *d = j->dst + (size_t)p * j->n_in * PANEL_ROWS;
		for (int k0 = 0; k0 < j->n_in; k0 += K_STEP) {
			int kn = j->n_in - k0 < K_STEP ? j->n_in - k0 : K_STEP;
			for (int r = 0; r < PANEL_ROWS; r++) {
				int o = p * PANEL_ROWS + r;
				const uint16_t *src = j->w + (size_t)o * j->n_in + k0;
				for (int k = 0; k < kn; k++)
					d[(size_t)(k0 + k) * PANEL_ROWS + r] = o < j->n_out ? src[k] : 0;
			}
		}
	}
}

/* Give the pages wholly inside [p, p + n) back: they are clean pages of a
 * read-only file mapping, so a later read maps them again from the file. */
static void release_rows(const void *p, size_t n)
{
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
	void *mem = NULL;
	if (total == 0 || posix_memalign(&mem, PANEL_ALIGN, total) != 0) {
		free(all); /* nothing to do, or no memory to spare: the kernels read the rows */
		return;
	}
	/* 2 MiB pages where the kernel allows them: a fault per 2 MiB instead
	 * of per 4 KiB while the panels are written */
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
		/* one copy resident at a time; rows still read later (the
		 * embedding lookup from a tied lm_head, a kernel without panels)
		 * are mapped again from the file on demand */
		release_rows(t->data, t->nbytes);
	}
	pool_unlock();
	free(all);
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
