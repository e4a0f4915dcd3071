/* The blocked matrix product for many tokens, and its portable micro-kernel.
 *
 *     y[t][o] (+)= Σ_i W[o][i] · x[t][i]
 *
 * Loops, outermost first (after the split of the outputs over threads):
 *   token blocks of mc tokens   the block's activations, mc × kc floats, stay in L2
 *   K blocks of kc indices      each weight panel is kc × nr floats, in L1
 *   weight panels of nr outputs one panel widened once, then used by every tile
 *   token tiles of mr tokens    the micro-kernel: mr × nr sums in registers
 * The activations are packed once per call as [tile][i][mr] (tokens past T
 * are zero), so a micro-kernel reads its mr activations of one index as one
 * short contiguous run. Each thread takes a few long contiguous ranges of
 * panels: neighbouring panels are neighbouring weight rows, read in order. */
#include "kernels/kernels.h"

#include <string.h>

#include "kernels/bufcache.h"
#include "kernels/panels.h"
#include "kernels/threads.h"

#define KC_DEFAULT 256      /* 256 × 16 floats = 16 KiB panel: half of L1 */
#define MC_DEFAULT 192      /* 192 × 256 floats = 192 KiB of activations: within L2 */
#define RANGES_PER_THREAD 4 /* a descheduled thread holds up at most a quarter of its share */
#define TASK_MIN_MACS 131072.0 /* about 10-20 µs of work */
#define L2_ACTIVATIONS (256 * 1024) /* bytes of activations kept in L2 (half of 512 KiB) */

static int kc_set, mc_set;

void mm_gemm_blocking(int kc, int mc)
{
	kc_set = kc > 0 ? kc : 0;
	mc_set = mc > 0 ? mc : 0;
}

/* ---- portable pieces -------------------------------------------------- */

void mm_pack_w_portable(const void *w, tensor_dtype dt, int n_out, int n_in, int o0,
	int k0, int kc, int nr, bool round_bf16, float *panel)
{
	for (int j = 0; j < nr; j++) {
		int o = o0 + j;
		for (int k = 0; k < kc; k++) {
			float v = 0;
			if (o < n_out) {
				size_t i = (size_t)o * n_in + k0 + k;
				if (dt == DT_BF16)
					v = bf16_to_f32(((const uint16_t *)w)[i]);
				else if (dt == DT_F16)
					v = f16_to_f32(((const uint16_t *)w)[i]);
				else
					v = ((const float *)w)[i];
				if (round_bf16)
					v = bf16_round(v);
			}
			panel[(size_t)k * nr + j] = v;
		}
	}
}

#define PMR 4
#define PNR 8

/* c[i][j] (+)= Σ_k a[k][i] · b[k][j] over up to 4 × 8: the fixed-length
 * inner loop the compiler can turn into vector code for any target. */
static void ukernel_portable(int kc, int rows, const float *a, const float *b, float *c,
	size_t ldc, bool load)
{
	float acc[PMR][PNR];
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < PNR; j++)
			acc[i][j] = load ? c[i * ldc + j] : 0;
	for (int k = 0; k < kc; k++)
		for (int i = 0; i < rows; i++)
			for (int j = 0; j < PNR; j++)
				acc[i][j] += a[k * PMR + i] * b[k * PNR + j];
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < PNR; j++)
			c[i * ldc + j] = acc[i][j];
}

const mm_gemm mm_gemm_portable = { PMR, PNR, mm_pack_w_portable, ukernel_portable, NULL, NULL, 0,
	false, NULL, NULL, NULL, 0 };

/* ---- driver ------------------------------------------------------------- */

#define GEMM_MAXP 4

typedef struct gemm_job {
	const mm_gemm *g;
	mm_gemm_part p[GEMM_MAXP];
	int first[GEMM_MAXP + 1]; /* index of each part's first panel; first[np] = all */
	int np, n_in, T, kc, mc, ntasks;
	int nk, upe;     /* the inner dimension in units of upe elements (2: bf16 pairs) */
	const float *xa; /* [ceil(T/mr)][nk][mr]; [T][nk] for gemv */
	bool bf16;
	/* FEW: g->gemv (rows) or g->gemv_p (panels); TILES: g->gemv_tiles or
	 * g->gemv_tiles_p; BLOCKED: packed panels and the micro-kernel */
	enum { BLOCKED, FEW, TILES } form;
} gemm_job;

/* A micro-tile at the right edge (fewer than nr outputs): through a
 * full-width scratch tile, copying only the valid columns in and out. */
static void edge_tile(const mm_gemm *g, int kc, int rows, const float *a, const float *b,
	float *c, size_t ldc, bool load, int nv)
{
	float tmp[MM_MAXMR * MM_MAXNR];
	if (load)
		for (int i = 0; i < rows; i++)
			memcpy(tmp + i * g->nr, c + i * ldc, (size_t)nv * sizeof(float));
	g->ukernel(kc, rows, a, b, tmp, (size_t)g->nr, load);
	for (int i = 0; i < rows; i++)
		memcpy(c + i * ldc, tmp + i * g->nr, (size_t)nv * sizeof(float));
}

/* Where panel p of the job starts: its part and first output. */
static const mm_gemm_part *panel_part(const gemm_job *j, int p, int *o0)
{
	int pi = 0;
	while (p >= j->first[pi + 1])
		pi++;
	*o0 = (p - j->first[pi]) * j->g->nr;
	return &j->p[pi];
}

/* One panel (p, K block k0) against the tokens [t0, t1): widen it, then run
 * every tile; before each tile, ask for a share of the weights of the step
 * that comes next (next_p, next_k0; next_p < 0: none), so that they arrive
 * from memory while this panel computes. */
static void panel_step(const gemm_job *j, float *panel, int p, int k0, int t0, int t1,
	int next_p, int next_k0)
{
	const mm_gemm *g = j->g;
	int o0;
	const mm_gemm_part *part = panel_part(j, p, &o0);
	int kb = j->nk - k0 < j->kc ? j->nk - k0 : j->kc;
	int nv = part->n_out - o0 < g->nr ? part->n_out - o0 : g->nr;
	if (part->panels && g->pack_p)
		g->pack_p(part->panels, part->n_out, j->n_in, o0, k0, kb, panel);
	else
		g->pack_w(part->w, part->dt, part->n_out, j->n_in, o0, k0, kb, g->nr,
			j->bf16 && part->dt != DT_BF16, panel);
	/* the next step's weights: nr_next runs of `lines` lines, rowbytes
	 * apart (rows, or 16-row panels) */
	const char *next = NULL;
	size_t rowbytes = 0, lines = 0;
	int nr_next = 0;
	if (next_p >= 0) {
		int no0;
		const mm_gemm_part *np = panel_part(j, next_p, &no0);
		int nkb = j->nk - next_k0 < j->kc ? j->nk - next_k0 : j->kc;
		int rows = np->n_out - no0 < g->nr ? np->n_out - no0 : g->nr;
		if (np->panels && g->pack_p) {
			rowbytes = (size_t)j->n_in * PANEL_ROWS * 2;
			next = (const char *)(np->panels + panel_index(j->n_in, no0, next_k0 * j->upe));
			nr_next = (rows + PANEL_ROWS - 1) / PANEL_ROWS;
			lines = ((size_t)nkb * j->upe * PANEL_ROWS * 2 + 63) / 64 + 1;
		} else {
			size_t esz = np->dt == DT_F32 ? 4 : 2;
			rowbytes = (size_t)j->n_in * esz;
			next = (const char *)np->w + ((size_t)no0 * j->n_in + (size_t)next_k0 * j->upe) * esz;
			nr_next = rows;
			lines = ((size_t)nkb * j->upe * esz + 63) / 64 + 1;
		}
	}
	int ntile = (t1 - t0 + g->mr - 1) / g->mr, ti = 0;
	for (int t = t0; t < t1; t += g->mr, ti++) {
		size_t l0 = lines * ti / ntile, l1 = lines * (ti + 1) / ntile;
		for (int r = 0; r < nr_next; r++)
			for (size_t l = l0; l < l1; l++)
				__builtin_prefetch(next + r * rowbytes + l * 64, 0, 2);
		const float *a = j->xa + ((size_t)(t / g->mr) * j->nk + k0) * g->mr;
		float *c = part->y + (size_t)t * part->n_out + o0;
		int tv = t1 - t < g->mr ? t1 - t : g->mr;
		if (nv == g->nr)
			g->ukernel(kb, tv, a, panel, c, (size_t)part->n_out, k0 > 0);
		else
			edge_tile(g, kb, tv, a, panel, c, (size_t)part->n_out, k0 > 0, nv);
	}
}

/* A contiguous range of panels. When the token block's activations over
 * the whole inner dimension fit in L2 (few tokens), each panel's rows are
 * read from start to end, K blocks innermost: long sequential reads, the
 * shape of a memory-bound product. Otherwise the K blocks are outermost, so
 * that one K block of the activations stays in L2 for all the panels. */
static void gemm_task(void *arg, int task)
{
	const gemm_job *j = arg;
	int npanels = j->first[j->np];
	int p0 = (int)((long)npanels * task / j->ntasks);
	int p1 = (int)((long)npanels * (task + 1) / j->ntasks);
	if (j->form != BLOCKED) {
		const mm_gemm *g = j->g;
		/* the range's panels, one run per part (the last panel of a part
		 * may be partial) */
		for (int p = p0; p < p1;) {
			int o0, pi = 0;
			while (p >= j->first[pi + 1])
				pi++;
			const mm_gemm_part *part = panel_part(j, p, &o0);
			int pe = j->first[pi + 1] < p1 ? j->first[pi + 1] : p1;
			int o1 = (pe - j->first[pi]) * g->nr;
			if (o1 > part->n_out)
				o1 = part->n_out;
			size_t esz = part->dt == DT_F32 ? 4 : 2;
			const uint16_t *pp = part->panels ? part->panels + panel_index(j->n_in, o0, 0) : NULL;
			if (pp && j->form == FEW && g->gemv_p)
				g->gemv_p(pp, o1 - o0, j->n_in, j->xa, j->T, part->y + o0,
					(size_t)part->n_out);
			else if (pp && j->form == TILES && g->gemv_tiles_p)
				g->gemv_tiles_p(pp, o1 - o0, j->n_in, j->xa, j->T, part->y + o0,
					(size_t)part->n_out);
			else
				(j->form == FEW ? g->gemv : g->gemv_tiles)(
					(const char *)part->w + (size_t)o0 * j->n_in * esz, part->dt,
					j->bf16 && part->dt != DT_BF16, o1 - o0, j->n_in, j->xa,
					j->T, part->y + o0, (size_t)part->n_out);
			p = pe;
		}
		return;
	}
	float *panel = buf_get((size_t)j->kc * j->g->nr * sizeof(float));
	for (int t0 = 0; t0 < j->T; t0 += j->mc) {
		int t1 = t0 + j->mc < j->T ? t0 + j->mc : j->T;
		bool rows_inner = (size_t)(t1 - t0) * j->nk * sizeof(float) <= L2_ACTIVATIONS;
		if (rows_inner) {
			for (int p = p0; p < p1; p++)
				for (int k0 = 0; k0 < j->nk; k0 += j->kc) {
					bool last_k = k0 + j->kc >= j->nk;
					int np = last_k ? (p + 1 < p1 ? p + 1 : -1) : p;
					panel_step(j, panel, p, k0, t0, t1, np, last_k ? 0 : k0 + j->kc);
				}
		} else {
			for (int k0 = 0; k0 < j->nk; k0 += j->kc)
				for (int p = p0; p < p1; p++)
					panel_step(j, panel, p, k0, t0, t1, p + 1 < p1 ? p + 1 : -1, k0);
		}
	}
	buf_put(panel);
}

typedef struct xpack_job {
	const float *x;
	float *xa;
	int n_in, T, mr;
	bool bf16, pairs;
} xpack_job;

/* f32_to_bf16 then back, inline for the packing loop: round to nearest even
 * on the bits, NaN kept a NaN */
static inline float round_bf16_inline(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	if ((u & 0x7fffffffu) > 0x7f800000u)
		u |= 0x00400000u;
	else
		u += 0x7fffu + ((u >> 16) & 1u);
	u &= 0xffff0000u;
	memcpy(&f, &u, 4);
	return f;
}

/* The 32-bit unit of elements 2i and 2i + 1 of src[0..n): their bf16 bits,
 * low and high half (0 past n), stored in a float's place. */
static inline float bf16_pair(const float *src, int i, int n)
{
	float lo = round_bf16_inline(src[2 * i]), hi = 2 * i + 1 < n ? round_bf16_inline(src[2 * i + 1]) : 0;
	uint32_t ul, uh;
	memcpy(&ul, &lo, 4);
	memcpy(&uh, &hi, 4);
	uint32_t u = ul >> 16 | (uh & 0xffff0000u);
	float f;
	memcpy(&f, &u, 4);
	return f;
}

/* xa[tile][i][r] = x[tile·mr + r][i] (rounded to bf16 in bf16 precision), 0 past
 * T; in bf16 pairs, xa[tile][i][r] = the pair (2i, 2i + 1) of that token */
static void pack_x_tiles(void *arg, int b, int e)
{
	const xpack_job *j = arg;
	if (j->pairs) {
		int nk = (j->n_in + 1) / 2;
		for (int tile = b; tile < e; tile++) {
			float *dst = j->xa + (size_t)tile * nk * j->mr;
			for (int r = 0; r < j->mr; r++) {
				int t = tile * j->mr + r;
				const float *src = j->x + (size_t)t * j->n_in;
				for (int i = 0; i < nk; i++)
					dst[(size_t)i * j->mr + r] = t < j->T ? bf16_pair(src, i, j->n_in) : 0;
			}
		}
		return;
	}
	for (int tile = b; tile < e; tile++) {
		float *dst = j->xa + (size_t)tile * j->n_in * j->mr;
		for (int r = 0; r < j->mr; r++) {
			int t = tile * j->mr + r;
			if (t >= j->T) {
				for (int i = 0; i < j->n_in; i++)
					dst[(size_t)i * j->mr + r] = 0;
				continue;
			}
			const float *src = j->x + (size_t)t * j->n_in;
			if (j->bf16)
				for (int i = 0; i < j->n_in; i++)
					dst[(size_t)i * j->mr + r] = round_bf16_inline(src[i]);
			else
				for (int i = 0; i < j->n_in; i++)
					dst[(size_t)i * j->mr + r] = src[i];
		}
	}
}

typedef struct addback_job {
	float *y;
	const float *d;
	int n;
} addback_job;

static void add_rows(void *arg, int b, int e)
{
	const addback_job *j = arg;
	for (size_t i = (size_t)b * j->n; i < (size_t)e * j->n; i++)
		j->y[i] += j->d[i];
}

static void gemm_blocks(const mm_gemm *g, const mm_gemm_part *parts, int np, int n_in,
	const float *x, int T, bool bf16);

/* With accumulate, the product is formed on its own and then added to y
 * (y + (Σ) rather than summing onto y): the same bits as computing the
 * product and adding it later, which the forward pass relies on when it
 * captures the product. */
void mm_gemm_run(const mm_gemm *g, const mm_gemm_part *parts, int np, int n_in,
	const float *x, int T, bool accumulate, bool bf16)
{
	if (!accumulate) {
		gemm_blocks(g, parts, np, n_in, x, T, bf16);
		return;
	}
	for (int i = 0; i < np; i++) {
		mm_gemm_part p = parts[i];
		float *d = buf_get((size_t)T * p.n_out * sizeof(float));
		p.y = d;
		gemm_blocks(g, &p, 1, n_in, x, T, bf16);
		addback_job aj = { parts[i].y, d, p.n_out };
		pool_for(T, add_rows, &aj);
		buf_put(d);
	}
}

static void gemm_blocks(const mm_gemm *g, const mm_gemm_part *parts, int np, int n_in,
	const float *x, int T, bool bf16)
{
	for (int i0 = 0; i0 < np; i0 += GEMM_MAXP) {
		gemm_job j;
		memset(&j, 0, sizeof j);
		j.g = g;
		j.np = np - i0 < GEMM_MAXP ? np - i0 : GEMM_MAXP;
		for (int i = 0; i < j.np; i++) {
			j.p[i] = parts[i0 + i];
			j.first[i + 1] = j.first[i] + (j.p[i].n_out + g->nr - 1) / g->nr;
		}
		j.n_in = n_in;
		j.upe = g->pairs ? 2 : 1;
		j.nk = (n_in + j.upe - 1) / j.upe;
		j.T = T;
		j.bf16 = bf16;
		j.kc = kc_set ? kc_set : KC_DEFAULT;
		/* equal token blocks of at most MC tokens, each a whole number of tiles */
		int mc = mc_set ? mc_set : MC_DEFAULT;
		int nblk = (T + mc - 1) / mc;
		int per = (T + nblk - 1) / nblk;
		j.mc = (per + g->mr - 1) / g->mr * g->mr;
		/* a few tokens: BF16 or F32 rows transposed in registers, or the
		 * panels read as they are; each part must have one of the two.
		 * Weights in panels go through the blocked form when no in-register
		 * path reads the panels for this many tokens (the rows' pages may
		 * have been given back). */
		j.form = T <= MM_GEMV_MAXT ? FEW : T <= g->gemv_tiles_maxt ? TILES : BLOCKED;
		for (int i = 0; i < j.np && j.form != BLOCKED; i++) {
			bool panels = j.p[i].panels && g->pack_p;
			bool rows_ok = j.p[i].dt == DT_BF16 || j.p[i].dt == DT_F32;
			bool ok = j.form == FEW
				? (panels && g->gemv_p) || (!panels && g->gemv && rows_ok)
				: panels ? g->gemv_tiles_p && T <= g->gemv_tiles_p_maxt
					 : g->gemv_tiles && rows_ok;
			if (!ok)
				j.form = BLOCKED;
		}
		float *xa;
		if (j.form == FEW) {
			/* gemv, gemv_p: the activations as they are (rounded in bf16 precision), [T][nk] */
			xa = buf_get((size_t)T * j.nk * sizeof(float));
			for (int t = 0; t < T; t++)
				for (int i = 0; i < j.nk; i++) {
					const float *xt = x + (size_t)t * n_in;
					xa[(size_t)t * j.nk + i] = g->pairs ? bf16_pair(xt, i, n_in)
						: bf16 ? round_bf16_inline(xt[i]) : xt[i];
				}
		} else {
			int ntiles = (T + g->mr - 1) / g->mr;
			xa = buf_get((size_t)ntiles * j.nk * g->mr * sizeof(float));
			xpack_job xj = { x, xa, n_in, T, g->mr, bf16, g->pairs };
			pool_for(ntiles, pack_x_tiles, &xj);
		}
		j.xa = xa;
		int npanels = j.first[j.np];
		int want = pool_size() * RANGES_PER_THREAD;
		/* a small product (a decoding step of a small model) is not worth
		 * waking another thread for: at least TASK_MIN_MACS products a task */
		double macs = (double)T * n_in * npanels * g->nr;
		if (want > macs / TASK_MIN_MACS)
			want = macs / TASK_MIN_MACS > 1 ? (int)(macs / TASK_MIN_MACS) : 1;
		j.ntasks = npanels < want ? npanels : want;
		pool_run(gemm_task, &j, j.ntasks);
		buf_put(xa);
	}
}
