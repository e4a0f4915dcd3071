/* model_load: checkpoint directory (or HF repo id) → config + mapped weights.
 *
 * Steps: resolve the directory; parse config.json (config.c) and
 * generation_config.json's eos ids; open the safetensors files named by
 * model.safetensors.index.json, else every *.safetensors; put every tensor of
 * every file in one name table; let the family's descriptor (loader/arch.h)
 * bind each tensor the config calls for, with its expected shape
 * (docs/MODEL.md §7.2); reject leftovers other than those the family skips
 * (Qwen3.5's vision tower and MTP head, GPT-2's mask buffers) and a tied
 * lm_head. */
#include "loader/model.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "loader/arch.h"
#include "loader/cfgparse.h"
#include "loader/hfcache.h"
#include "loader/json.h"
#include "loader/safetensors.h"
#include "util/hash.h"
#include "util/mapguard.h"
#include "util/sysmem.h"

typedef struct name_slot {
	const st_entry *en; /* NULL = empty */
	uint32_t file;
	bool used;
} name_slot;

struct st_files {
	st_file *f;
	size_t nf;
	name_slot *slots; /* open addressing over all tensors of all files */
	size_t mask;
};

struct arch_binder {
	model *m;
	struct st_files *sf;
	const char *prefix;  /* the family's prefix the embedding was found under */
	char *missing_where; /* the file to name when a tensor is missing */
	errbuf *e;
};
typedef struct arch_binder loader;

static char *path_join(const char *a, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 2;
	char *p = xmalloc(n);
	snprintf(p, n, "%s/%s", a, b);
	return p;
}

/* The keyed hash (util/hash.h): a header full of names chosen to collide
 * cannot make the table quadratic. */
static uint32_t name_hash(const char *s, size_t n)
{
	return (uint32_t)hash_bytes(s, n);
}

static name_slot *table_find(struct st_files *sf, const char *name, size_t n)
{
	if (!sf->slots)
		return NULL;
	for (size_t s = name_hash(name, n) & sf->mask;; s = (s + 1) & sf->mask) {
		name_slot *sl = &sf->slots[s];
		if (!sl->en)
			return NULL;
		if (sl->en->name_len == n && memcmp(sl->en->name, name, n) == 0)
			return sl;
	}
}

static int table_build(struct st_files *sf, errbuf *e)
{
	size_t total = 0;
	for (size_t i = 0; i < sf->nf; i++)
		total += sf->f[i].n;
	size_t cap = 64;
	while (cap < 2 * total)
		cap *= 2;
	sf->slots = xcalloc(cap, sizeof *sf->slots);
	sf->mask = cap - 1;
	for (size_t i = 0; i < sf->nf; i++) {
		for (size_t k = 0; k < sf->f[i].n; k++) {
			const st_entry *en = &sf->f[i].entries[k];
			size_t s = name_hash(en->name, en->name_len) & sf->mask;
			while (sf->slots[s].en) {
				const name_slot *o = &sf->slots[s];
				if (o->en->name_len == en->name_len &&
				    memcmp(o->en->name, en->name, en->name_len) == 0)
					return errf(e, "%s: tensor %s is also in %s", sf->f[i].path,
						    en->name, sf->f[o->file].path);
				s = (s + 1) & sf->mask;
			}
			sf->slots[s] = (name_slot){ en, (uint32_t)i, false };
		}
	}
	return 0;
}

/* Shard files one checkpoint may have. Real ones have a few hundred at most
 * (the largest public checkpoints: under 200); each costs a mapping and a
 * parsed header for the model's life. */
#define LOADER_MAX_SHARDS 1024
_Static_assert(LOADER_MAX_SHARDS <= MAPGUARD_MAX, "every shard's mapping is watched for SIGBUS");

static void files_free(struct st_files *sf)
{
	if (!sf)
		return;
	for (size_t i = 0; i < sf->nf; i++)
		st_close(&sf->f[i]);
	free(sf->f);
	free(sf->slots);
	free(sf);
}

static int open_shard(struct st_files *sf, const char *path, errbuf *e)
{
	if ((sf->nf & (sf->nf - 1)) == 0) /* 0, 1, 2, 4, ...: room doubles */
		sf->f = xrealloc(sf->f, (sf->nf ? 2 * sf->nf : 1) * sizeof *sf->f);
	if (st_open(&sf->f[sf->nf], path, e))
		return -1;
	sf->nf++;
	return 0;
}

/* A shard name from the index must be a plain file name in the directory. */
static bool plain_name(const char *s)
{
	return s[0] && !strchr(s, '/') && strcmp(s, ".") != 0 && strcmp(s, "..") != 0;
}

static int open_from_index(loader *L, const char *index_path)
{
	errbuf *e = L->e;
	json_doc d;
	if (json_parse_file(&d, index_path, e))
		return -1;
	int rc = -1;
	const json_value *wm;
	if (d.root->type != JSON_OBJECT) {
		errf(e, "%s: expected a JSON object", index_path);
		goto out;
	}
	if (json_req_type(d.root, "weight_map", JSON_OBJECT, &wm, index_path, "", e))
		goto out;
	if (json_count(wm) == 0) {
		errf(e, "%s: weight_map is empty", index_path);
		goto out;
	}
	/* each distinct shard once, in order of first mention, found through a
	 * hash set of names (linear in the index's entries); all counted before
	 * the first is opened */
	size_t n = json_count(wm);
	const char **shard_of = xcalloc(n, sizeof *shard_of);
	const char **distinct = xcalloc(n, sizeof *distinct);
	size_t nd = 0, mask = 1;
	while (mask < 2 * n)
		mask <<= 1;
	size_t *set = xmalloc(mask * sizeof *set); /* indexes into distinct, + 1; 0 = empty */
	memset(set, 0, mask * sizeof *set);
	mask--;
	bool bad = false;
	for (size_t i = 0; i < n && !bad; i++) {
		const json_member *mb = json_member_at(wm, i);
		if (mb->val.type != JSON_STRING || !plain_name(mb->val.u.str.s) ||
		    strlen(mb->val.u.str.s) != mb->val.u.str.len) {
			bad = errf(e, "%s: weight_map.%s: expected a file name in this directory",
				   index_path, mb->key) != 0;
			break;
		}
		const char *fn = mb->val.u.str.s;
		shard_of[i] = fn;
		size_t h = name_hash(fn, mb->val.u.str.len) & mask;
		while (set[h] && strcmp(distinct[set[h] - 1], fn) != 0)
			h = (h + 1) & mask;
		if (set[h])
			continue;
		if (nd == LOADER_MAX_SHARDS) {
			bad = errf(e, "%s: weight_map names more than %d shard files (a checkpoint has a few hundred at most)",
				   index_path, LOADER_MAX_SHARDS) != 0;
			break;
		}
		distinct[nd++] = fn;
		set[h] = nd;
	}
	free(set);
	for (size_t k = 0; k < nd && !bad; k++) {
		char *p = path_join(L->m->dir, distinct[k]);
		struct stat st;
		if (stat(p, &st) != 0) {
			const char *first = "";
			for (size_t i = 0; i < n && !first[0]; i++)
				if (shard_of[i] == distinct[k] || strcmp(shard_of[i], distinct[k]) == 0)
					first = json_member_at(wm, i)->key;
			errf(e, "%s: shard %s (for tensor %s) cannot be opened: %s", index_path,
			     distinct[k], first, strerror(errno));
			bad = true;
		} else if (open_shard(L->sf, p, e)) {
			bad = true;
		}
		free(p);
	}
	free(distinct);
	if (bad) {
		free(shard_of);
		goto out;
	}
	if (table_build(L->sf, e)) {
		free(shard_of);
		goto out;
	}
	/* every index entry must be where the index says */
	for (size_t i = 0; i < n; i++) {
		const json_member *mb = json_member_at(wm, i);
		name_slot *sl = table_find(L->sf, mb->key, mb->key_len);
		const char *fn = shard_of[i];
		const char *base = sl ? strrchr(L->sf->f[sl->file].path, '/') : NULL;
		if (!sl || strcmp(base ? base + 1 : L->sf->f[sl->file].path, fn) != 0) {
			errf(e, "%s: tensor %s: not found in %s", index_path, mb->key, fn);
			free(shard_of);
			goto out;
		}
	}
	free(shard_of);
	rc = 0;
out:
	json_free(&d);
	return rc;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool ends_with(const char *s, const char *suf)
{
	size_t n = strlen(s), k = strlen(suf);
	return n >= k && memcmp(s + n - k, suf, k) == 0;
}

static int open_all_in_dir(loader *L)
{
	const char *dir = L->m->dir;
	DIR *d = opendir(dir);
	if (!d)
		return errf(L->e, "%s: %s", dir, strerror(errno));
	char **names = NULL;
	size_t n = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.' || !ends_with(de->d_name, ".safetensors"))
			continue;
		names = xrealloc(names, (n + 1) * sizeof *names);
		names[n++] = xstrdup(de->d_name);
	}
	closedir(d);
	int rc = 0;
	if (n == 0)
		rc = errf(L->e, "%s: no model.safetensors.index.json and no *.safetensors files", dir);
	else if (n > LOADER_MAX_SHARDS)
		rc = errf(L->e, "%s: %zu *.safetensors files, more than the %d shard files a checkpoint may have",
			  dir, n, LOADER_MAX_SHARDS);
	if (n)
		qsort(names, n, sizeof *names, cmp_str);
	for (size_t i = 0; i < n && rc == 0 && n <= LOADER_MAX_SHARDS; i++) {
		char *p = path_join(dir, names[i]);
		rc = open_shard(L->sf, p, L->e);
		free(p);
	}
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	if (rc == 0 && L->sf->nf == 1)
		L->missing_where = xstrdup(L->sf->f[0].path);
	if (rc == 0)
		rc = table_build(L->sf, L->e);
	return rc;
}

/* ---- binding tensors ---- */

static void fmt_shape(char *buf, size_t n, int ndim, const int64_t *shape)
{
	size_t k = (size_t)snprintf(buf, n, "[");
	for (int d = 0; d < ndim && k < n; d++)
		k += (size_t)snprintf(buf + k, n - k, "%s%lld", d ? ", " : "", (long long)shape[d]);
	if (k < n)
		snprintf(buf + k, n - k, "]");
}

const char *arch_prefix(const arch_binder *b)
{
	return b->prefix;
}

/* The entry called name with exactly the given shape, marked used. */
static name_slot *find_shaped(loader *L, const char *name, int ndim, int64_t d0, int64_t d1,
	int64_t d2)
{
	name_slot *sl = table_find(L->sf, name, strlen(name));
	if (!sl) {
		errf(L->e, "%s: missing tensor %s", L->missing_where, name);
		return NULL;
	}
	sl->used = true;
	int64_t want[3] = { d0, d1, d2 };
	bool ok = sl->en->ndim == ndim;
	for (int d = 0; ok && d < ndim; d++)
		ok = sl->en->shape[d] == want[d];
	if (!ok) {
		char got[96], exp[96];
		fmt_shape(got, sizeof got, sl->en->ndim, sl->en->shape);
		fmt_shape(exp, sizeof exp, ndim, want);
		errf(L->e, "%s: tensor %s has shape %s, config.json implies %s",
			L->sf->f[sl->file].path, name, got, exp);
		return NULL;
	}
	return sl;
}

/* A NaN or Inf in a small vector (norms, biases, A_log, dt_bias) would
 * poison every output: refuse it up front. */
static int check_finite(loader *L, const tensor *t, const char *path, const char *name,
	int64_t n)
{
	for (int64_t i = 0; i < n; i++) {
		float v = tensor_get(t, (size_t)i);
		if (!isfinite(v))
			return errf(L->e, "%s: tensor %s: element %lld is %s", path, name,
				(long long)i, isnan(v) ? "NaN" : "infinite");
	}
	return 0;
}

int arch_bind(arch_binder *L, tensor *dst, const char *name, int ndim, int64_t d0,
	int64_t d1, int64_t d2)
{
	name_slot *sl = find_shaped(L, name, ndim, d0, d1, d2);
	if (!sl)
		return -1;
	const char *path = L->sf->f[sl->file].path;
	if (st_to_tensor(sl->en, path, dst, L->e))
		return -1;
	return ndim == 1 ? check_finite(L, dst, path, name, d0) : 0;
}

int arch_bind_slice(arch_binder *L, tensor *dst, const char *name, int64_t len, int64_t off,
	int64_t n)
{
	if (arch_bind(L, dst, name, 1, len, 0, 0))
		return -1;
	size_t es = dst->dtype == DT_F32 ? 4 : 2;
	dst->data = (const char *)dst->data + (size_t)off * es;
	dst->shape[0] = n;
	dst->nbytes = (size_t)n * es;
	return 0;
}

int arch_bind_conv1d(arch_binder *L, tensor *dst, const char *name, int64_t in, int64_t cols,
	int64_t col0, int64_t n)
{
	tensor src;
	if (arch_bind(L, &src, name, 2, in, cols, 0))
		return -1;
	/* W'[o][i] = W[i][col0 + o]: the [n, in] matrix acting as y = W'·x */
	size_t es = src.dtype == DT_F32 ? 4 : 2;
	char *t = xmalloc((size_t)n * (size_t)in * es);
	const char *s = src.data;
	for (int64_t o = 0; o < n; o++)
		for (int64_t i = 0; i < in; i++)
			memcpy(t + ((size_t)o * in + i) * es, s + ((size_t)i * cols + col0 + o) * es, es);
	model *m = L->m;
	m->owned = xrealloc(m->owned, (m->nowned + 1) * sizeof *m->owned);
	m->owned[m->nowned++] = t;
	*dst = src;
	dst->data = t;
	dst->shape[0] = n;
	dst->shape[1] = in;
	dst->nbytes = (size_t)n * (size_t)in * es;
	return 0;
}

/* The prefix under which the family's embedding exists, or NULL. */
static const char *find_prefix(loader *L, const arch_desc *ad)
{
	for (int i = 0; ad->prefixes[i]; i++) {
		char p[256];
		snprintf(p, sizeof p, "%s%s", ad->prefixes[i], ad->embed);
		if (table_find(L->sf, p, strlen(p)))
			return ad->prefixes[i];
	}
	return NULL;
}

/* The family's embedding is absent: if another layout's is there, the
 * config and the tensors disagree; name the tensor and the families that
 * store their embedding under that name. */
static int wrong_family(loader *L, const arch_desc *ad)
{
	for (int i = 0; arch_at(i); i++) {
		const arch_desc *o = arch_at(i);
		const char *pre = strcmp(o->embed, ad->embed) ? find_prefix(L, o) : NULL;
		if (!pre)
			continue;
		char p[256], fams[160];
		size_t k = 0;
		fams[0] = 0;
		for (int j = 0; arch_at(j) && k < sizeof fams; j++)
			if (!strcmp(arch_at(j)->embed, o->embed))
				k += (size_t)snprintf(fams + k, sizeof fams - k, "%s%s", k ? "/" : "",
					arch_at(j)->family);
		snprintf(p, sizeof p, "%s%s", pre, o->embed);
		name_slot *sl = table_find(L->sf, p, strlen(p));
		return errf(L->e, "%s: tensor %s belongs to a %s checkpoint, but config.json says model_type %s (%s)",
			L->sf->f[sl->file].path, p, fams, L->m->cfg.arch->model_types[0],
			ad->family);
	}
	char p[256];
	snprintf(p, sizeof p, "%s%s", ad->prefixes[0], ad->embed);
	return errf(L->e, "%s: missing tensor %s", L->missing_where, p);
}

static int bind_all(loader *L)
{
	model *m = L->m;
	const model_config *c = &m->cfg;
	const arch_desc *ad = c->arch;
	L->prefix = find_prefix(L, ad);
	if (!L->prefix)
		return wrong_family(L, ad);
	if (ad->tensors(L, m))
		return -1;
	int64_t V = c->vocab_size, H = c->hidden_size;
	if (c->tie_embeddings) {
		/* tied: the embedding serves as lm_head even if lm_head.weight exists */
		m->w.lm_head = m->w.embed;
		name_slot *sl = table_find(L->sf, "lm_head.weight", strlen("lm_head.weight"));
		if (sl)
			sl->used = true;
	} else if (arch_bind(L, &m->w.lm_head, "lm_head.weight", 2, V, H, 0))
		return -1;
	/* anything left must be something the family knows to leave alone */
	struct st_files *sf = L->sf;
	for (size_t s = 0; s <= sf->mask; s++) {
		const name_slot *sl = &sf->slots[s];
		if (!sl->en || sl->used)
			continue;
		const char *nm = sl->en->name;
		size_t n = sl->en->name_len;
		if (ad->skip && ad->skip(nm, n))
			continue;
		return errf(L->e, "%s: unexpected tensor %s (not part of the %s model config.json describes)",
			    sf->f[sl->file].path, nm[0] ? nm : "(empty name)", ad->family);
	}
	return 0;
}

/* ---- model_load ---- */

static const char *base_name(const char *path, char *buf, size_t n)
{
	size_t len = strlen(path);
	while (len > 1 && path[len - 1] == '/')
		len--;
	size_t b = len;
	while (b > 0 && path[b - 1] != '/')
		b--;
	snprintf(buf, n, "%.*s", (int)(len - b), path + b);
	return buf;
}

static int resolve_dir(model *m, const char *arg, errbuf *e)
{
	struct stat st;
	if (stat(arg, &st) == 0) {
		if (!S_ISDIR(st.st_mode))
			return errf(e, "%s: not a directory (expected a checkpoint directory)", arg);
		char b[256];
		m->dir = xstrdup(arg);
		m->name = xstrdup(base_name(arg, b, sizeof b));
		return 0;
	}
	int err = errno;
	if (err == ENOENT && hf_is_repo_id(arg)) {
		if (hf_resolve(arg, &m->dir, e))
			return -1;
		m->name = xstrdup(arg);
		return 0;
	}
	return errf(e, "%s: %s", arg, strerror(err));
}

/* Names and strings from a hostile file may hold control characters (an
 * escaped newline or ESC in a tensor name): keep the message one harmless
 * line. */
static void one_line(errbuf *e)
{
	if (!e)
		return;
	for (char *p = e->msg; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			*p = '?';
}

/* Non-finite iff every exponent bit is set: F32 0x7f800000, BF16 0x7f80,
 * F16 0x7c00 (then a zero mantissa is Inf, anything else NaN). */
int model_find_nonfinite(const model *m, errbuf *e)
{
	for (size_t f = 0; m->files && f < m->files->nf; f++) {
		const st_file *sf = &m->files->f[f];
		for (size_t k = 0; k < sf->n; k++) {
			const st_entry *en = &sf->entries[k];
			size_t es = en->dtype == ST_F32 ? 4 : 2;
			uint32_t ex, mant;
			if (en->dtype == ST_F32)
				ex = 0x7f800000u, mant = 0x007fffffu;
			else if (en->dtype == ST_BF16)
				ex = 0x7f80u, mant = 0x007fu;
			else if (en->dtype == ST_F16)
				ex = 0x7c00u, mant = 0x03ffu;
			else
				continue;
			const unsigned char *p = en->data;
			for (size_t i = 0; i < en->nbytes / es; i++) {
				uint32_t b = 0;
				if (es == 4)
					memcpy(&b, p + 4 * i, 4);
				else {
					uint16_t h;
					memcpy(&h, p + 2 * i, 2);
					b = h;
				}
				if ((b & ex) == ex) {
					errf(e, "%s: tensor %s: element %zu is %s", sf->path, en->name, i,
					     (b & mant) ? "NaN" : "infinite");
					one_line(e);
					return -1;
				}
			}
		}
	}
	return 0;
}

/* The weights a pass reads must fit in the machine's memory. A bigger model
 * would be read from disk on every pass, and a file full of holes can make
 * a tiny checkpoint claim a vast model (vocabulary 2^22 × width 2^17, tied:
 * a 1 TiB embedding that occupies 12 kB on disk and that every lm_head
 * product reads whole). Counting what is bound, each tensor once, bounds the
 * work any checkpoint can cause per pass. */
static int weights_fit(loader *L)
{
	const struct st_files *sf = L->sf;
	uint64_t total = 0;
	for (size_t s = 0; s <= sf->mask; s++)
		if (sf->slots[s].en && sf->slots[s].used)
			total += sf->slots[s].en->nbytes;
	uint64_t mem = sys_physical_memory();
	if (total > mem)
		return errf(L->e, "%s: the weights take %llu MiB, more than this machine's %llu MiB of memory",
			    L->m->dir, (unsigned long long)(total >> 20),
			    (unsigned long long)(mem >> 20));
	return 0;
}

int model_load(model *m, const char *path_or_repo, errbuf *e)
{
	memset(m, 0, sizeof *m);
	loader L = { .m = m, .e = e };
	if (!path_or_repo || !path_or_repo[0])
		return errf(e, "model: empty model path");
	if (resolve_dir(m, path_or_repo, e))
		goto fail;

	char *cfg_path = path_join(m->dir, "config.json");
	json_doc cfg;
	int bad = json_parse_file(&cfg, cfg_path, e);
	if (!bad) {
		bad = model_config_parse(&m->cfg, cfg.root, cfg_path, e);
		json_free(&cfg);
	}
	free(cfg_path);
	if (bad)
		goto fail;
	char *gen_path = path_join(m->dir, "generation_config.json");
	bad = model_config_add_generation_eos(&m->cfg, gen_path, e);
	free(gen_path);
	if (bad)
		goto fail;

	L.sf = m->files = xcalloc(1, sizeof *m->files);
	char *index_path = path_join(m->dir, "model.safetensors.index.json");
	struct stat st;
	if (stat(index_path, &st) == 0) {
		L.missing_where = index_path;
		if (open_from_index(&L, index_path))
			goto fail;
	} else {
		free(index_path);
		if (open_all_in_dir(&L))
			goto fail;
	}
	if (!L.missing_where)
		L.missing_where = xstrdup(m->dir);
	if (bind_all(&L) || weights_fit(&L))
		goto fail;
	free(L.missing_where);
	return 0;
fail:
	free(L.missing_where);
	model_free(m);
	one_line(e);
	return -1;
}

void model_free(model *m)
{
	if (!m)
		return;
	free(m->panel_mem); /* kernels/panels.h builds them; see model_panels_prepare */
	for (size_t i = 0; i < m->nowned; i++)
		free(m->owned[i]);
	free(m->owned);
	files_free(m->files);
	free(m->w.layers);
	free(m->cfg.layer_is_linear);
	free(m->dir);
	free(m->name);
	memset(m, 0, sizeof *m);
}

bool model_weights_mapped(const model *m, const void *p, size_t n)
{
	const struct st_files *sf = m->files;
	const char *c = p;
	for (size_t i = 0; sf && i < sf->nf; i++) {
		const char *b = sf->f[i].map;
		if (b && c >= b && n <= sf->f[i].size && (size_t)(c - b) <= sf->f[i].size - n)
			return true;
	}
	return false;
}

int model_linear_layers(const model_config *c)
{
	int n = 0;
	for (int i = 0; i < c->num_layers; i++)
		n += c->layer_is_linear[i];
	return n;
}

int model_layer_window(const model_config *c, int i)
{
	return c->sliding_window > 0 && i >= c->window_from ? c->sliding_window : 0;
}

/* ---- element access ---- */

/* IEEE half → float: sign, 5-bit exponent (bias 15), 10-bit mantissa. */
static float half_to_float(uint16_t h)
{
	uint32_t sign = (uint32_t)(h >> 15) << 31, ex = (h >> 10) & 0x1F, mant = h & 0x3FF;
	uint32_t bits;
	if (ex == 0) {
		/* zero or subnormal: value = mant · 2^-24 */
		float v = (float)mant * 5.9604644775390625e-8f;
		return sign ? -v : v;
	} else if (ex == 31)
		bits = sign | 0x7F800000u | (mant << 13); /* Inf / NaN */
	else
		bits = sign | ((ex + 112) << 23) | (mant << 13); /* rebias 15 → 127 */
	float f;
	memcpy(&f, &bits, sizeof f);
	return f;
}

float tensor_get(const tensor *t, size_t i)
{
	if (!t || !t->data)
		return NAN;
	const unsigned char *p = t->data;
	switch (t->dtype) {
	case DT_F32: {
		if (i >= t->nbytes / 4)
			return NAN;
		float f;
		memcpy(&f, p + 4 * i, 4);
		return f;
	}
	case DT_BF16: {
		if (i >= t->nbytes / 2)
			return NAN;
		uint16_t b;
		memcpy(&b, p + 2 * i, 2);
		/* bf16 is the top half of a float32 */
		uint32_t bits = (uint32_t)b << 16;
		float f;
		memcpy(&f, &bits, 4);
		return f;
	}
	case DT_F16: {
		if (i >= t->nbytes / 2)
			return NAN;
		uint16_t h;
		memcpy(&h, p + 2 * i, 2);
		return half_to_float(h);
	}
	}
	return NAN;
}
