/* Tiny checkpoints, valid and hostile, written from scratch in C so that the
 * loader tests need no Python. The safetensors writer below follows the
 * format description (8-byte LE header length, JSON header, data) and lets
 * each case override exactly one thing. Shapes come from the tiny configs
 * here by the table of docs/MODEL.md §7.2, written out independently of load.c.
 * The file-level hostile cases exist three times: on the Qwen3.5 layout
 * (st_*), the Llama layout (llama_st_*) and the GPT-2 layout (gpt2_st_*). */
#include "ckpt_gen.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

/* snprintf that aborts on truncation (test paths are short; this keeps the
 * compiler's truncation analysis quiet by using the result) */
#define FMTN(buf, n, ...) \
	do { \
		if ((size_t)snprintf(buf, n, __VA_ARGS__) >= (size_t)(n)) \
			abort(); \
	} while (0)
#define FMT(buf, ...) FMTN(buf, sizeof buf, __VA_ARGS__)

/* ---- tensors ---- */

typedef struct gt {
	char name[160];
	const char *dtype; /* storage dtype: BF16, F16, F32 or I32 */
	int ndim;
	int64_t shape[4];
	const char *decl_dtype; /* header says this instead (NULL = dtype) */
	bool decl_shape_set;    /* header says decl_shape instead of shape */
	int decl_ndim;
	int64_t decl_shape[4];
	bool off_set; /* header says these offsets instead of the real ones */
	uint64_t off_b, off_e;
	bool nan; /* element 0 is NaN */
	int shard; /* 0 or 1 for sharded writes */
	int k;     /* value seed */
} gt;

typedef struct glist {
	gt t[400];
	int n;
} glist;

double ckpt_value(int k, long j)
{
	/* multiples of 1/16 in [-0.5, 0.5]: exact in BF16, F16 and F32 */
	return (double)((j * 7 + k * 3) % 17 - 8) / 16.0;
}

static gt *add(glist *g, const char *name, int ndim, int64_t d0, int64_t d1, int64_t d2)
{
	gt *t = &g->t[g->n];
	memset(t, 0, sizeof *t);
	snprintf(t->name, sizeof t->name, "%s", name);
	t->dtype = "BF16";
	t->ndim = ndim;
	t->shape[0] = d0;
	t->shape[1] = d1;
	t->shape[2] = d2;
	t->k = g->n;
	g->n++;
	return t;
}

static gt *find(glist *g, const char *name)
{
	for (int i = 0; i < g->n; i++)
		if (strcmp(g->t[i].name, name) == 0)
			return &g->t[i];
	fprintf(stderr, "ckpt_gen: no tensor %s\n", name);
	abort();
}

static void drop(glist *g, const char *name)
{
	gt *t = find(g, name);
	int i = (int)(t - g->t);
	memmove(&g->t[i], &g->t[i + 1], (size_t)(g->n - i - 1) * sizeof *t);
	g->n--;
}

/* Tiny Qwen3.5: V=16 H=8 I=12, 4 layers, nh=2 nkv=1 hd=4 (gated q: 16 rows),
 * GDN nk=1 nv=2 dk=4 dv=4 K=2 → conv channels 2·4 + 2·4 = 16. */
enum { V = 16, H = 8, I = 12, NH = 2, NKV = 1, HD = 4, NK = 1, NV = 2, DK = 4, DV = 4, KC = 2 };
static const bool linear35[4] = { true, true, true, false };

static void layer_name(char *buf, size_t n, const char *pre, int i, const char *suf)
{
	FMTN(buf, n, "%slayers.%d.%s", pre, i, suf);
}

static void qwen35_tensors(glist *g, const char *pre, const bool *is_linear, int nl)
{
	char b[160];
	FMT(b, "%sembed_tokens.weight", pre);
	add(g, b, 2, V, H, 0);
	for (int i = 0; i < nl; i++) {
		layer_name(b, sizeof b, pre, i, "input_layernorm.weight");
		add(g, b, 1, H, 0, 0);
		layer_name(b, sizeof b, pre, i, "post_attention_layernorm.weight");
		add(g, b, 1, H, 0, 0);
		layer_name(b, sizeof b, pre, i, "mlp.gate_proj.weight");
		add(g, b, 2, I, H, 0);
		layer_name(b, sizeof b, pre, i, "mlp.up_proj.weight");
		add(g, b, 2, I, H, 0);
		layer_name(b, sizeof b, pre, i, "mlp.down_proj.weight");
		add(g, b, 2, H, I, 0);
		if (is_linear[i]) {
			int C = 2 * NK * DK + NV * DV;
			layer_name(b, sizeof b, pre, i, "linear_attn.in_proj_qkv.weight");
			add(g, b, 2, C, H, 0);
			layer_name(b, sizeof b, pre, i, "linear_attn.in_proj_z.weight");
			add(g, b, 2, NV * DV, H, 0);
			layer_name(b, sizeof b, pre, i, "linear_attn.in_proj_b.weight");
			add(g, b, 2, NV, H, 0);
			layer_name(b, sizeof b, pre, i, "linear_attn.in_proj_a.weight");
			add(g, b, 2, NV, H, 0);
			layer_name(b, sizeof b, pre, i, "linear_attn.conv1d.weight");
			add(g, b, 3, C, 1, KC);
			layer_name(b, sizeof b, pre, i, "linear_attn.dt_bias");
			add(g, b, 1, NV, 0, 0);
			layer_name(b, sizeof b, pre, i, "linear_attn.A_log");
			add(g, b, 1, NV, 0, 0)->dtype = "F32"; /* mixed dtypes, as in real shards */
			layer_name(b, sizeof b, pre, i, "linear_attn.norm.weight");
			add(g, b, 1, DV, 0, 0);
			layer_name(b, sizeof b, pre, i, "linear_attn.out_proj.weight");
			add(g, b, 2, H, NV * DV, 0);
		} else {
			layer_name(b, sizeof b, pre, i, "self_attn.q_proj.weight");
			add(g, b, 2, NH * HD * 2, H, 0);
			layer_name(b, sizeof b, pre, i, "self_attn.k_proj.weight");
			add(g, b, 2, NKV * HD, H, 0);
			layer_name(b, sizeof b, pre, i, "self_attn.v_proj.weight");
			add(g, b, 2, NKV * HD, H, 0);
			layer_name(b, sizeof b, pre, i, "self_attn.o_proj.weight");
			add(g, b, 2, H, NH * HD, 0);
			layer_name(b, sizeof b, pre, i, "self_attn.q_norm.weight");
			add(g, b, 1, HD, 0, 0);
			layer_name(b, sizeof b, pre, i, "self_attn.k_norm.weight");
			add(g, b, 1, HD, 0, 0);
		}
	}
	FMT(b, "%snorm.weight", pre);
	add(g, b, 1, H, 0, 0);
}

/* Qwen3 dense: 2 layers, q_proj [nh·hd, H] (no gate). */
static void qwen3_tensors(glist *g)
{
	static const bool full[2] = { false, false };
	char b[160];
	add(g, "model.embed_tokens.weight", 2, V, H, 0);
	for (int i = 0; i < 2; i++) {
		(void)full;
		layer_name(b, sizeof b, "model.", i, "input_layernorm.weight");
		add(g, b, 1, H, 0, 0);
		layer_name(b, sizeof b, "model.", i, "post_attention_layernorm.weight");
		add(g, b, 1, H, 0, 0);
		layer_name(b, sizeof b, "model.", i, "mlp.gate_proj.weight");
		add(g, b, 2, I, H, 0);
		layer_name(b, sizeof b, "model.", i, "mlp.up_proj.weight");
		add(g, b, 2, I, H, 0);
		layer_name(b, sizeof b, "model.", i, "mlp.down_proj.weight");
		add(g, b, 2, H, I, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.q_proj.weight");
		add(g, b, 2, NH * HD, H, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.k_proj.weight");
		add(g, b, 2, NKV * HD, H, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.v_proj.weight");
		add(g, b, 2, NKV * HD, H, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.o_proj.weight");
		add(g, b, 2, H, NH * HD, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.q_norm.weight");
		add(g, b, 1, HD, 0, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.k_norm.weight");
		add(g, b, 1, HD, 0, 0);
	}
	add(g, "model.norm.weight", 1, H, 0, 0);
	add(g, "lm_head.weight", 2, V, H, 0);
}

/* ---- safetensors writer ---- */

typedef struct stopt {
	bool reverse;         /* list entries in the header in reverse order */
	bool odd_pad;         /* make the data start at an odd offset */
	bool hlen_set;        /* write this header length instead of the real one */
	uint64_t hlen;
	const char *header;   /* write this header text instead */
	long truncate_to;     /* cut the file to this many bytes (0 = no; < 0: drop
				 that many bytes from the end) */
	bool dup_first;       /* list the first entry twice */
	int shard;            /* -1 = all tensors, else only this shard */
} stopt;

static size_t dsize(const char *dt)
{
	return strcmp(dt, "F32") == 0 || strcmp(dt, "I32") == 0 ? 4 : 2;
}

static long count(const gt *t)
{
	long c = 1;
	for (int d = 0; d < t->ndim; d++)
		c *= (long)t->shape[d];
	return c;
}

/* float → bf16 by truncation (values here are exact), → f16 exactly for
 * multiples of 1/16 in [-0.5, 0.5]. */
static void put_value(unsigned char *p, const char *dt, double v, bool nan)
{
	if (!strcmp(dt, "F32") || !strcmp(dt, "I32")) {
		float f = nan ? NAN : (float)v;
		memcpy(p, &f, 4);
	} else if (!strcmp(dt, "BF16")) {
		float f = nan ? NAN : (float)v;
		uint32_t bits;
		memcpy(&bits, &f, 4);
		uint16_t b = (uint16_t)(bits >> 16);
		p[0] = (unsigned char)b;
		p[1] = (unsigned char)(b >> 8);
	} else { /* F16 */
		uint16_t h;
		if (nan)
			h = 0x7E00;
		else if (v == 0)
			h = 0;
		else {
			/* v = ±m·2^e with |v| in [1/16, 1/2]: normal half */
			double a = fabs(v);
			int e;
			double m = frexp(a, &e); /* a = m·2^e, m in [0.5, 1) */
			int ex = e - 1 + 15;     /* a = (2m)·2^(e-1) */
			int mant = (int)((2 * m - 1) * 1024.0);
			h = (uint16_t)((v < 0 ? 0x8000 : 0) | (ex << 10) | mant);
		}
		p[0] = (unsigned char)h;
		p[1] = (unsigned char)(h >> 8);
	}
}

typedef struct sbuf {
	char *s;
	size_t n, cap;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void sb_printf(sbuf *b, const char *fmt, ...)
{
	for (;;) {
		va_list ap;
		va_start(ap, fmt);
		/* b->s is NULL before the first write (and NULL + 0 is undefined) */
		int k = vsnprintf(b->s ? b->s + b->n : NULL, b->cap - b->n, fmt, ap);
		va_end(ap);
		if (k >= 0 && (size_t)k < b->cap - b->n) {
			b->n += (size_t)k;
			return;
		}
		b->cap = b->cap * 2 + (size_t)k + 64;
		b->s = realloc(b->s, b->cap);
		if (!b->s)
			abort();
	}
}

static void sb_shape(sbuf *b, int ndim, const int64_t *s)
{
	sb_printf(b, "[");
	for (int d = 0; d < ndim; d++)
		sb_printf(b, "%s%lld", d ? "," : "", (long long)s[d]);
	sb_printf(b, "]");
}

static int write_file(const char *path, const void *p, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(p, 1, n, f) != n || fclose(f) != 0) {
		fprintf(stderr, "ckpt_gen: cannot write %s: %s\n", path, strerror(errno));
		return -1;
	}
	return 0;
}

static int write_st(const char *path, glist *g, const stopt *o)
{
	/* data area: tensors in list order, each at its real offset */
	size_t total = 0;
	uint64_t *beg = calloc((size_t)g->n + 1, sizeof *beg);
	for (int i = 0; i < g->n; i++) {
		beg[i] = total;
		if (o->shard < 0 || g->t[i].shard == o->shard)
			total += (size_t)count(&g->t[i]) * dsize(g->t[i].dtype);
	}
	unsigned char *data = calloc(total ? total : 1, 1);
	for (int i = 0; i < g->n; i++) {
		gt *t = &g->t[i];
		if (o->shard >= 0 && t->shard != o->shard)
			continue;
		size_t es = dsize(t->dtype);
		for (long j = 0; j < count(t); j++)
			put_value(data + beg[i] + (size_t)j * es, t->dtype, ckpt_value(t->k, j),
				  t->nan && j == 0);
	}
	sbuf h = { 0 };
	sb_printf(&h, "{\"__metadata__\":{\"format\":\"pt\"}");
	for (int r = 0; r < g->n; r++) {
		int i = o->reverse ? g->n - 1 - r : r;
		gt *t = &g->t[i];
		if (o->shard >= 0 && t->shard != o->shard)
			continue;
		int times = (o->dup_first && r == 0) ? 2 : 1;
		for (int rep = 0; rep < times; rep++) {
			sb_printf(&h, ",\"%s\":{\"dtype\":\"%s\",\"shape\":", t->name,
				  t->decl_dtype ? t->decl_dtype : t->dtype);
			if (t->decl_shape_set)
				sb_shape(&h, t->decl_ndim, t->decl_shape);
			else
				sb_shape(&h, t->ndim, t->shape);
			uint64_t b = beg[i], e = beg[i] + (uint64_t)count(t) * dsize(t->dtype);
			if (t->off_set) {
				b = t->off_b;
				e = t->off_e;
			}
			sb_printf(&h, ",\"data_offsets\":[%llu,%llu]}", (unsigned long long)b,
				  (unsigned long long)e);
		}
	}
	sb_printf(&h, "}");
	if (o->header) {
		h.n = 0;
		sb_printf(&h, "%s", o->header);
	}
	/* pad with spaces so the data starts 8-aligned (or odd on request) */
	while ((8 + h.n) % 8 != (o->odd_pad ? 1u : 0u))
		sb_printf(&h, " ");
	uint64_t hl = o->hlen_set ? o->hlen : h.n;
	size_t fsize = 8 + h.n + total;
	unsigned char *file = malloc(fsize);
	for (int i = 0; i < 8; i++)
		file[i] = (unsigned char)(hl >> (8 * i));
	memcpy(file + 8, h.s, h.n);
	memcpy(file + 8 + h.n, data, total);
	if (o->truncate_to > 0 && (size_t)o->truncate_to < fsize)
		fsize = (size_t)o->truncate_to;
	else if (o->truncate_to < 0 && (size_t)-o->truncate_to < total)
		fsize -= (size_t)-o->truncate_to;
	int rc = write_file(path, file, fsize);
	free(file);
	free(h.s);
	free(data);
	free(beg);
	return rc;
}

/* ---- config.json ---- */

typedef struct kv {
	char key[48];
	char val[320];
} kv;

typedef struct cfg {
	kv top[16], text[40];
	int ntop, ntext;
	bool mm; /* text fields go into text_config */
} cfg;

static void kv_set(kv *list, int *n, const char *key, const char *val)
{
	for (int i = 0; i < *n; i++)
		if (!strcmp(list[i].key, key)) {
			snprintf(list[i].val, sizeof list[i].val, "%s", val);
			return;
		}
	snprintf(list[*n].key, sizeof list[*n].key, "%s", key);
	snprintf(list[*n].val, sizeof list[*n].val, "%s", val);
	(*n)++;
}

static void kv_del(kv *list, int *n, const char *key)
{
	for (int i = 0; i < *n; i++)
		if (!strcmp(list[i].key, key)) {
			memmove(&list[i], &list[i + 1], (size_t)(*n - i - 1) * sizeof *list);
			(*n)--;
			return;
		}
}

#define TSET(c, k, v) kv_set((c)->text, &(c)->ntext, k, v)
#define TDEL(c, k) kv_del((c)->text, &(c)->ntext, k)
#define TOPSET(c, k, v) kv_set((c)->top, &(c)->ntop, k, v)

static void qwen35_cfg(cfg *c, bool mm, bool tied)
{
	memset(c, 0, sizeof *c);
	c->mm = mm;
	char v[32];
	TSET(c, "model_type", "\"qwen3_5_text\"");
	FMT(v, "%d", V);
	TSET(c, "vocab_size", v);
	FMT(v, "%d", H);
	TSET(c, "hidden_size", v);
	FMT(v, "%d", I);
	TSET(c, "intermediate_size", v);
	TSET(c, "num_hidden_layers", "4");
	TSET(c, "layer_types", "[\"linear_attention\",\"linear_attention\",\"linear_attention\",\"full_attention\"]");
	TSET(c, "num_attention_heads", "2");
	TSET(c, "num_key_value_heads", "1");
	TSET(c, "head_dim", "4");
	TSET(c, "attn_output_gate", "true");
	TSET(c, "linear_num_key_heads", "1");
	TSET(c, "linear_num_value_heads", "2");
	TSET(c, "linear_key_head_dim", "4");
	TSET(c, "linear_value_head_dim", "4");
	TSET(c, "linear_conv_kernel_dim", "2");
	TSET(c, "rms_norm_eps", "1e-06");
	TSET(c, "hidden_act", "\"silu\"");
	TSET(c, "max_position_embeddings", "64");
	TSET(c, "rope_parameters", "{\"rope_type\":\"default\",\"rope_theta\":10000000,"
				   "\"partial_rotary_factor\":0.5,\"mrope_section\":[1,1,0],"
				   "\"mrope_interleaved\":true}");
	TSET(c, "eos_token_id", "15");
	TSET(c, "tie_word_embeddings", tied ? "true" : "false");
	if (mm) {
		TOPSET(c, "architectures", "[\"Qwen3_5ForConditionalGeneration\"]");
		TOPSET(c, "model_type", "\"qwen3_5\"");
		TOPSET(c, "vision_config", "{\"depth\":1}");
		TOPSET(c, "tie_word_embeddings", tied ? "true" : "false");
		TOPSET(c, "image_token_id", "14");
	} else
		TOPSET(c, "architectures", "[\"Qwen3_5ForCausalLM\"]");
}

static void qwen3_cfg(cfg *c)
{
	memset(c, 0, sizeof *c);
	TSET(c, "architectures", "[\"Qwen3ForCausalLM\"]");
	TSET(c, "model_type", "\"qwen3\"");
	TSET(c, "vocab_size", "16");
	TSET(c, "hidden_size", "8");
	TSET(c, "intermediate_size", "12");
	TSET(c, "num_hidden_layers", "2");
	TSET(c, "num_attention_heads", "2");
	TSET(c, "num_key_value_heads", "1");
	TSET(c, "head_dim", "4");
	TSET(c, "rms_norm_eps", "1e-06");
	TSET(c, "rope_theta", "1000000");
	TSET(c, "rope_scaling", "null");
	TSET(c, "tie_word_embeddings", "false");
	TSET(c, "bos_token_id", "13");
	TSET(c, "eos_token_id", "[14, 15]");
	TSET(c, "use_sliding_window", "false");
	TSET(c, "max_position_embeddings", "128");
}

static int write_cfg(const char *dir, const cfg *c)
{
	sbuf b = { 0 };
	sb_printf(&b, "{\n");
	bool first = true;
	if (c->mm) {
		for (int i = 0; i < c->ntop; i++, first = false)
			sb_printf(&b, "%s  \"%s\": %s", first ? "" : ",\n", c->top[i].key, c->top[i].val);
		sb_printf(&b, ",\n  \"text_config\": {");
		for (int i = 0; i < c->ntext; i++)
			sb_printf(&b, "%s\n    \"%s\": %s", i ? "," : "", c->text[i].key, c->text[i].val);
		sb_printf(&b, "\n  }\n}\n");
	} else {
		for (int i = 0; i < c->ntext; i++, first = false)
			sb_printf(&b, "%s  \"%s\": %s", first ? "" : ",\n", c->text[i].key, c->text[i].val);
		for (int i = 0; i < c->ntop; i++, first = false) {
			bool dup = false;
			for (int k = 0; k < c->ntext; k++)
				dup |= !strcmp(c->text[k].key, c->top[i].key);
			if (!dup)
				sb_printf(&b, "%s  \"%s\": %s", first ? "" : ",\n", c->top[i].key, c->top[i].val);
		}
		sb_printf(&b, "\n}\n");
	}
	char path[4096];
	FMT(path, "%s/config.json", dir);
	int rc = write_file(path, b.s, b.n);
	free(b.s);
	return rc;
}

static int write_text(const char *dir, const char *name, const char *text)
{
	char path[4096];
	FMT(path, "%s/%s", dir, name);
	return write_file(path, text, strlen(text));
}

/* ---- case builders ---- */

static char *path2(char *buf, size_t n, const char *dir, const char *name)
{
	FMTN(buf, n, "%s/%s", dir, name);
	return buf;
}

static const stopt ALL = { .shard = -1 };

/* flat Qwen3.5 text-only, untied, single model.safetensors; f modifies */
static int flat_with(const char *dir, void (*f)(glist *, cfg *, stopt *))
{
	static glist g;
	cfg c;
	stopt o = ALL;
	g.n = 0;
	qwen35_tensors(&g, "model.", linear35, 4);
	add(&g, "lm_head.weight", 2, V, H, 0);
	qwen35_cfg(&c, false, false);
	if (f)
		f(&g, &c, &o);
	char p[4096];
	if (write_cfg(dir, &c))
		return -1;
	return write_st(path2(p, sizeof p, dir, "model.safetensors"), &g, &o);
}

static int b_ok_flat(const char *dir)
{
	return flat_with(dir, NULL);
}

static void m_flat_odd(glist *g, cfg *c, stopt *o)
{
	/* header order reversed, data misaligned, an MTP head, an F16 tensor */
	o->reverse = true;
	o->odd_pad = true;
	add(g, "mtp.fc.weight", 2, H, 2 * H, 0);
	add(g, "mtp.layers.0.input_layernorm.weight", 1, H, 0, 0);
	find(g, "model.norm.weight")->dtype = "F16";
	find(g, "model.layers.0.mlp.up_proj.weight")->dtype = "F16";
}

static int b_ok_flat_odd(const char *dir)
{
	return flat_with(dir, m_flat_odd);
}

/* multimodal, tied, two shards with an index, vision tower and MTP head,
 * and an lm_head.weight that must be ignored because embeddings are tied */
static int mm_with(const char *dir, void (*f)(glist *, cfg *, stopt *, char *idx, size_t))
{
	static glist g;
	cfg c;
	stopt o = ALL;
	g.n = 0;
	qwen35_tensors(&g, "model.language_model.", linear35, 4);
	add(&g, "model.visual.patch_embed.proj.weight", 2, 4, 4, 0);
	add(&g, "model.visual.blocks.0.norm1.weight", 1, 4, 0, 0)->dtype = "F32";
	add(&g, "mtp.layers.0.input_layernorm.weight", 1, H, 0, 0);
	add(&g, "mtp.norm.weight", 1, H, 0, 0);
	add(&g, "lm_head.weight", 2, V, H, 0);
	/* the second half of the list goes to shard 2 */
	for (int i = g.n / 2; i < g.n; i++)
		g.t[i].shard = 1;
	qwen35_cfg(&c, true, true);
	static char idx_extra[256];
	idx_extra[0] = '\0';
	if (f)
		f(&g, &c, &o, idx_extra, sizeof idx_extra);
	static const char *shard_name[2] = { "model-00001-of-00002.safetensors",
					     "model-00002-of-00002.safetensors" };
	sbuf b = { 0 };
	sb_printf(&b, "{\"metadata\":{\"total_size\":0},\"weight_map\":{");
	for (int i = 0; i < g.n; i++) {
		bool seen = false;
		for (int k = 0; k < i; k++)
			seen |= !strcmp(g.t[k].name, g.t[i].name);
		if (!seen)
			sb_printf(&b, "%s\"%s\":\"%s\"", i ? "," : "", g.t[i].name,
				  shard_name[g.t[i].shard]);
	}
	sb_printf(&b, "%s}}", idx_extra);
	int rc = write_text(dir, "model.safetensors.index.json", b.s);
	free(b.s);
	if (rc || write_cfg(dir, &c))
		return -1;
	char p[4096];
	for (int s = 0; s < 2; s++) {
		o.shard = s;
		if (write_st(path2(p, sizeof p, dir, shard_name[s]), &g, &o))
			return -1;
	}
	return 0;
}

static int b_ok_mm(const char *dir)
{
	return mm_with(dir, NULL);
}

static int b_ok_qwen3(const char *dir)
{
	static glist g;
	cfg c;
	g.n = 0;
	qwen3_tensors(&g);
	find(&g, "model.layers.1.self_attn.q_norm.weight")->dtype = "F32";
	qwen3_cfg(&c);
	char p[4096];
	if (write_cfg(dir, &c) ||
	    write_text(dir, "generation_config.json", "{\"eos_token_id\": [15, 12], \"do_sample\": true}"))
		return -1;
	stopt o = ALL;
	return write_st(path2(p, sizeof p, dir, "model.safetensors"), &g, &o);
}

/* full_attention_interval instead of layer_types; legacy rope spellings */
static void m_interval(glist *g, cfg *c, stopt *o)
{
	TDEL(c, "layer_types");
	TSET(c, "full_attention_interval", "2");
	TDEL(c, "rope_parameters");
	TSET(c, "rope_theta", "5000");
	TSET(c, "partial_rotary_factor", "1.0");
	TSET(c, "rope_scaling", "{\"type\":\"mrope\",\"mrope_section\":[1,1,0]}");
	/* layers 1 and 3 are now full attention: rebuild the list */
	static const bool lin[4] = { true, false, true, false };
	g->n = 0;
	qwen35_tensors(g, "model.", lin, 4);
	add(g, "lm_head.weight", 2, V, H, 0);
}

static int b_ok_interval(const char *dir)
{
	return flat_with(dir, m_interval);
}

/* --- hostile safetensors --- */

static void m_hlen0(glist *g, cfg *c, stopt *o) { o->hlen_set = true; o->hlen = 0; }
static void m_hlen_huge(glist *g, cfg *c, stopt *o) { o->hlen_set = true; o->hlen = (uint64_t)1 << 63; }
static void m_hlen_past(glist *g, cfg *c, stopt *o) { o->hlen_set = true; o->hlen = 50u << 20; }
static void m_short(glist *g, cfg *c, stopt *o) { o->truncate_to = 5; }
static void m_cut_data(glist *g, cfg *c, stopt *o) { o->truncate_to = -100; }
static void m_bad_json(glist *g, cfg *c, stopt *o) { o->header = "{\"a\": }"; }
static void m_not_obj(glist *g, cfg *c, stopt *o) { o->header = "[1, 2, 3]"; }
static void m_off_out(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, "model.norm.weight");
	t->off_set = true;
	t->off_b = 1u << 20;
	t->off_e = (1u << 20) + 16;
}
static void m_off_rev(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, "model.norm.weight");
	t->off_set = true;
	t->off_b = 16;
	t->off_e = 0;
}
static void m_overlap(glist *g, cfg *c, stopt *o)
{
	/* the final norm (16 bytes) declared over the embedding's bytes 8..24 */
	gt *t = find(g, "model.norm.weight");
	t->off_set = true;
	t->off_b = 8;
	t->off_e = 24;
}
static void m_size(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, "model.layers.2.mlp.down_proj.weight");
	t->decl_shape_set = true;
	t->decl_ndim = 2;
	t->decl_shape[0] = H;
	t->decl_shape[1] = I + 1;
}
static void m_dtype_unknown(glist *g, cfg *c, stopt *o) { find(g, "model.norm.weight")->decl_dtype = "F7"; }
static void m_dtype_int(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, "model.layers.0.linear_attn.A_log");
	t->dtype = "I32";
}
static void m_dup(glist *g, cfg *c, stopt *o) { o->dup_first = true; }
static void m_neg_shape(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, "model.norm.weight");
	t->decl_shape_set = true;
	t->decl_ndim = 1;
	t->decl_shape[0] = -8;
}
static void m_missing(glist *g, cfg *c, stopt *o) { drop(g, "model.layers.1.linear_attn.A_log"); }
static void m_wrong_shape(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, "model.layers.2.linear_attn.in_proj_z.weight");
	t->shape[1] = H + 1; /* consistent bytes, wrong for the config */
}
static void m_extra(glist *g, cfg *c, stopt *o)
{
	/* an attention projection on a GatedDeltaNet layer */
	add(g, "model.layers.0.self_attn.q_proj.weight", 2, NH * HD * 2, H, 0);
}
static void m_suffix_trap(glist *g, cfg *c, stopt *o)
{
	/* mtp.layers.0.input_layernorm.weight must not stand in for layer 0's */
	add(g, "mtp.layers.0.input_layernorm.weight", 1, H, 0, 0);
	drop(g, "model.layers.0.input_layernorm.weight");
}
static void m_ctrl_name(glist *g, cfg *c, stopt *o)
{
	/* JSON escapes for a newline and ESC inside a tensor name */
	add(g, "evil\\nname\\u001b[2J", 1, H, 0, 0);
}
static void m_no_head(glist *g, cfg *c, stopt *o) { drop(g, "lm_head.weight"); }
static void m_nan(glist *g, cfg *c, stopt *o) { find(g, "model.norm.weight")->nan = true; }
static void m_layers_beyond(glist *g, cfg *c, stopt *o)
{
	/* config says 4 layers; the file has a fifth */
	add(g, "model.layers.4.input_layernorm.weight", 1, H, 0, 0);
}

#define FLAT(fn, m) static int fn(const char *dir) { return flat_with(dir, m); }
FLAT(b_hlen0, m_hlen0)
FLAT(b_hlen_huge, m_hlen_huge)
FLAT(b_hlen_past, m_hlen_past)
FLAT(b_short, m_short)
FLAT(b_cut_data, m_cut_data)
FLAT(b_bad_json, m_bad_json)
FLAT(b_not_obj, m_not_obj)
FLAT(b_off_out, m_off_out)
FLAT(b_off_rev, m_off_rev)
FLAT(b_overlap, m_overlap)
FLAT(b_size, m_size)
FLAT(b_dtype_unknown, m_dtype_unknown)
FLAT(b_dtype_int, m_dtype_int)
FLAT(b_dup, m_dup)
FLAT(b_neg_shape, m_neg_shape)
FLAT(b_missing, m_missing)
FLAT(b_wrong_shape, m_wrong_shape)
FLAT(b_extra, m_extra)
FLAT(b_suffix_trap, m_suffix_trap)
FLAT(b_no_head, m_no_head)
FLAT(b_ctrl_name, m_ctrl_name)
FLAT(b_nan, m_nan)
FLAT(b_layers_beyond, m_layers_beyond)

/* --- the same hostile files in a Llama and a GPT-2 layout ---
 * The loader is shared: a family only names tensors and config keys. Each
 * safetensors case above that is about the file, not the family, is built
 * again on a tiny Llama and a tiny GPT-2 checkpoint, with the tensor it
 * edits taken from the layout (its final norm, an MLP matrix, a layer's
 * norm). */

typedef struct layout {
	const char *norm;     /* the final norm: H values */
	const char *resized;  /* a 2-D tensor, declared one column wider */
	int64_t rows, cols;   /* its shape */
	const char *dropped;  /* a layer tensor the config requires */
	const char *beyond;   /* a tensor of a layer past num_hidden_layers */
} layout;

static const layout llama_layout = {
	"model.norm.weight", "model.layers.1.mlp.down_proj.weight", H, I,
	"model.layers.1.post_attention_layernorm.weight", "model.layers.2.input_layernorm.weight",
};
static const layout gpt2_layout = {
	"transformer.ln_f.weight", "transformer.h.1.mlp.c_proj.weight", 4 * H, H,
	"transformer.h.1.ln_2.bias", "transformer.h.2.ln_1.weight",
};
static const layout *cur_layout;

/* LlamaForCausalLM: 2 layers, 2 query heads sharing 1 KV head of 4, untied. */
static void llama_tensors(glist *g)
{
	char b[160];
	add(g, "model.embed_tokens.weight", 2, V, H, 0);
	for (int i = 0; i < 2; i++) {
		layer_name(b, sizeof b, "model.", i, "input_layernorm.weight");
		add(g, b, 1, H, 0, 0);
		layer_name(b, sizeof b, "model.", i, "post_attention_layernorm.weight");
		add(g, b, 1, H, 0, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.q_proj.weight");
		add(g, b, 2, NH * HD, H, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.k_proj.weight");
		add(g, b, 2, NKV * HD, H, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.v_proj.weight");
		add(g, b, 2, NKV * HD, H, 0);
		layer_name(b, sizeof b, "model.", i, "self_attn.o_proj.weight");
		add(g, b, 2, H, NH * HD, 0);
		layer_name(b, sizeof b, "model.", i, "mlp.gate_proj.weight");
		add(g, b, 2, I, H, 0);
		layer_name(b, sizeof b, "model.", i, "mlp.up_proj.weight");
		add(g, b, 2, I, H, 0);
		layer_name(b, sizeof b, "model.", i, "mlp.down_proj.weight");
		add(g, b, 2, H, I, 0);
	}
	add(g, "model.norm.weight", 1, H, 0, 0);
	add(g, "lm_head.weight", 2, V, H, 0);
}

static void llama_cfg(cfg *c)
{
	memset(c, 0, sizeof *c);
	char v[32];
	TSET(c, "architectures", "[\"LlamaForCausalLM\"]");
	TSET(c, "model_type", "\"llama\"");
	FMT(v, "%d", V);
	TSET(c, "vocab_size", v);
	FMT(v, "%d", H);
	TSET(c, "hidden_size", v);
	FMT(v, "%d", I);
	TSET(c, "intermediate_size", v);
	TSET(c, "num_hidden_layers", "2");
	TSET(c, "num_attention_heads", "2");
	TSET(c, "num_key_value_heads", "1");
	TSET(c, "rms_norm_eps", "1e-05");
	TSET(c, "rope_theta", "10000.0");
	TSET(c, "max_position_embeddings", "64");
	TSET(c, "tie_word_embeddings", "false");
	TSET(c, "eos_token_id", "15");
}

/* GPT2LMHeadModel: transformer. prefix, Conv1D weights [in, out], n_inner
 * null (4·n_embd), the tied head, 16 positions. */
static void gpt2_tensors(glist *g)
{
	char b[160];
	add(g, "transformer.wte.weight", 2, V, H, 0);
	add(g, "transformer.wpe.weight", 2, 16, H, 0);
	for (int i = 0; i < 2; i++) {
		static const char *const vec[] = { "ln_1.weight", "ln_1.bias", "ln_2.weight", "ln_2.bias",
			"attn.c_proj.bias", "mlp.c_proj.bias" };
		for (int k = 0; k < 6; k++) {
			FMT(b, "transformer.h.%d.%s", i, vec[k]);
			add(g, b, 1, H, 0, 0);
		}
		FMT(b, "transformer.h.%d.attn.c_attn.weight", i);
		add(g, b, 2, H, 3 * H, 0);
		FMT(b, "transformer.h.%d.attn.c_attn.bias", i);
		add(g, b, 1, 3 * H, 0, 0);
		FMT(b, "transformer.h.%d.attn.c_proj.weight", i);
		add(g, b, 2, H, H, 0);
		FMT(b, "transformer.h.%d.mlp.c_fc.weight", i);
		add(g, b, 2, H, 4 * H, 0);
		FMT(b, "transformer.h.%d.mlp.c_fc.bias", i);
		add(g, b, 1, 4 * H, 0, 0);
		FMT(b, "transformer.h.%d.mlp.c_proj.weight", i);
		add(g, b, 2, 4 * H, H, 0);
	}
	add(g, "transformer.ln_f.weight", 1, H, 0, 0);
	add(g, "transformer.ln_f.bias", 1, H, 0, 0);
}

static void gpt2_cfg(cfg *c)
{
	memset(c, 0, sizeof *c);
	char v[32];
	TSET(c, "architectures", "[\"GPT2LMHeadModel\"]");
	TSET(c, "model_type", "\"gpt2\"");
	TSET(c, "activation_function", "\"gelu_new\"");
	FMT(v, "%d", V);
	TSET(c, "vocab_size", v);
	FMT(v, "%d", H);
	TSET(c, "n_embd", v);
	TSET(c, "n_head", "2");
	TSET(c, "n_layer", "2");
	TSET(c, "n_positions", "16");
	TSET(c, "n_inner", "null");
	TSET(c, "layer_norm_epsilon", "1e-05");
	TSET(c, "eos_token_id", "15");
}

static int family_with(const char *dir, const layout *l, void (*f)(glist *, cfg *, stopt *))
{
	static glist g;
	cfg c;
	stopt o = ALL;
	g.n = 0;
	if (l == &llama_layout) {
		llama_tensors(&g);
		llama_cfg(&c);
	} else {
		gpt2_tensors(&g);
		gpt2_cfg(&c);
	}
	cur_layout = l;
	if (f)
		f(&g, &c, &o);
	char p[4096];
	if (write_cfg(dir, &c))
		return -1;
	return write_st(path2(p, sizeof p, dir, "model.safetensors"), &g, &o);
}

/* the layout's own tensors for the cases that name one */
static void f_off_out(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, cur_layout->norm);
	t->off_set = true;
	t->off_b = 1u << 20;
	t->off_e = (1u << 20) + 16;
}
static void f_off_rev(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, cur_layout->norm);
	t->off_set = true;
	t->off_b = 16;
	t->off_e = 0;
}
static void f_overlap(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, cur_layout->norm);
	t->off_set = true;
	t->off_b = 8;
	t->off_e = 24;
}
static void f_size(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, cur_layout->resized);
	t->decl_shape_set = true;
	t->decl_ndim = 2;
	t->decl_shape[0] = cur_layout->rows;
	t->decl_shape[1] = cur_layout->cols + 1;
}
static void f_dtype_unknown(glist *g, cfg *c, stopt *o) { find(g, cur_layout->norm)->decl_dtype = "F7"; }
static void f_neg_shape(glist *g, cfg *c, stopt *o)
{
	gt *t = find(g, cur_layout->norm);
	t->decl_shape_set = true;
	t->decl_ndim = 1;
	t->decl_shape[0] = -8;
}
static void f_missing(glist *g, cfg *c, stopt *o) { drop(g, cur_layout->dropped); }
static void f_nan(glist *g, cfg *c, stopt *o) { find(g, cur_layout->norm)->nan = true; }
static void f_beyond(glist *g, cfg *c, stopt *o) { add(g, cur_layout->beyond, 1, H, 0, 0); }

#define FAMILY(fn, l, m) static int fn(const char *dir) { return family_with(dir, &l, m); }
#define FAMILY_CASES(p, l) \
	FAMILY(p##_ok, l, NULL) FAMILY(p##_hlen0, l, m_hlen0) FAMILY(p##_hlen_huge, l, m_hlen_huge) \
	FAMILY(p##_hlen_past, l, m_hlen_past) FAMILY(p##_short, l, m_short) \
	FAMILY(p##_cut_data, l, m_cut_data) FAMILY(p##_bad_json, l, m_bad_json) \
	FAMILY(p##_not_obj, l, m_not_obj) FAMILY(p##_off_out, l, f_off_out) \
	FAMILY(p##_off_rev, l, f_off_rev) FAMILY(p##_overlap, l, f_overlap) FAMILY(p##_size, l, f_size) \
	FAMILY(p##_dtype_unknown, l, f_dtype_unknown) FAMILY(p##_dup, l, m_dup) \
	FAMILY(p##_neg_shape, l, f_neg_shape) FAMILY(p##_missing, l, f_missing) \
	FAMILY(p##_ctrl_name, l, m_ctrl_name) FAMILY(p##_nan, l, f_nan) FAMILY(p##_beyond, l, f_beyond)
FAMILY_CASES(b_llama, llama_layout)
FAMILY_CASES(b_gpt2, gpt2_layout)

/* --- hostile index --- */

static void x_missing_shard(glist *g, cfg *c, stopt *o, char *idx, size_t n)
{
	FMTN(idx, n, ",\"model.visual.extra\":\"model-00003-of-00002.safetensors\"");
}
static void x_escape(glist *g, cfg *c, stopt *o, char *idx, size_t n)
{
	FMTN(idx, n, ",\"model.visual.extra\":\"../model-00001-of-00002.safetensors\"");
}
static void x_wrong_shard(glist *g, cfg *c, stopt *o, char *idx, size_t n)
{
	/* the index is written from shard fields, so move one tensor to the
	 * other shard after the fact by listing it twice? No: claim a tensor of
	 * shard 2 is in shard 1 by an extra entry with a new name */
	FMTN(idx, n, ",\"model.visual.ghost.weight\":\"model-00001-of-00002.safetensors\"");
}
static void x_dup_across(glist *g, cfg *c, stopt *o, char *idx, size_t n)
{
	/* the final norm (in shard 2) also in shard 1; the index lists it once */
	add(g, "model.language_model.norm.weight", 1, H, 0, 0)->shard = 0;
}

#define MM(fn, m) static int fn(const char *dir) { return mm_with(dir, m); }
MM(b_idx_missing_shard, x_missing_shard)
MM(b_idx_escape, x_escape)
MM(b_idx_wrong_shard, x_wrong_shard)
MM(b_idx_dup_across, x_dup_across)

static int b_idx_bad_json(const char *dir)
{
	if (mm_with(dir, NULL))
		return -1;
	return write_text(dir, "model.safetensors.index.json", "{\"weight_map\": {\"a\": \"b\",}}");
}

/* --- hostile config --- */

static void c_missing(glist *g, cfg *c, stopt *o) { TDEL(c, "hidden_size"); }
static void c_type(glist *g, cfg *c, stopt *o) { TSET(c, "hidden_size", "\"8\""); }
static void c_float(glist *g, cfg *c, stopt *o) { TSET(c, "num_hidden_layers", "4.5"); }
static void c_arch(glist *g, cfg *c, stopt *o) { TSET(c, "model_type", "\"falcon\""); }
static void c_moe(glist *g, cfg *c, stopt *o) { TSET(c, "model_type", "\"qwen3_next\""); }
static void c_moe35(glist *g, cfg *c, stopt *o) { TSET(c, "model_type", "\"qwen3_5_moe_text\""); }
static void c_rope(glist *g, cfg *c, stopt *o)
{
	TSET(c, "rope_parameters", "{\"rope_type\":\"yarn\",\"rope_theta\":10000000,\"factor\":4}");
}
static void c_rope_legacy(glist *g, cfg *c, stopt *o)
{
	TDEL(c, "rope_parameters");
	TSET(c, "rope_scaling", "{\"type\":\"linear\",\"factor\":2.0}");
}
static void c_lt_len(glist *g, cfg *c, stopt *o)
{
	TSET(c, "layer_types", "[\"linear_attention\",\"linear_attention\",\"full_attention\"]");
}
static void c_lt_bad(glist *g, cfg *c, stopt *o)
{
	TSET(c, "layer_types", "[\"linear_attention\",\"linear_attention\",\"linear_attention\",\"sliding_attention\"]");
}
static void c_heads(glist *g, cfg *c, stopt *o)
{
	TSET(c, "num_attention_heads", "3");
	TSET(c, "num_key_value_heads", "2");
}
static void c_eos(glist *g, cfg *c, stopt *o) { TSET(c, "eos_token_id", "99"); }
static void c_tie(glist *g, cfg *c, stopt *o) { TSET(c, "tie_word_embeddings", "\"yes\""); }
static void c_frac(glist *g, cfg *c, stopt *o)
{
	TSET(c, "rope_parameters", "{\"rope_type\":\"default\",\"rope_theta\":100,\"partial_rotary_factor\":0}");
}
static void c_act(glist *g, cfg *c, stopt *o) { TSET(c, "hidden_act", "\"gelu\""); }
static void c_lin_missing(glist *g, cfg *c, stopt *o) { TDEL(c, "linear_key_head_dim"); }
static void c_neg(glist *g, cfg *c, stopt *o) { TSET(c, "vocab_size", "-16"); }
static void c_vocab_mismatch(glist *g, cfg *c, stopt *o) { TSET(c, "vocab_size", "32"); }

FLAT(b_cfg_missing, c_missing)
FLAT(b_cfg_type, c_type)
FLAT(b_cfg_float, c_float)
FLAT(b_cfg_arch, c_arch)
FLAT(b_cfg_moe, c_moe)
FLAT(b_cfg_moe35, c_moe35)
FLAT(b_cfg_rope, c_rope)
FLAT(b_cfg_rope_legacy, c_rope_legacy)
FLAT(b_cfg_lt_len, c_lt_len)
FLAT(b_cfg_lt_bad, c_lt_bad)
FLAT(b_cfg_heads, c_heads)
FLAT(b_cfg_eos, c_eos)
FLAT(b_cfg_tie, c_tie)
FLAT(b_cfg_frac, c_frac)
FLAT(b_cfg_act, c_act)
FLAT(b_cfg_lin_missing, c_lin_missing)
FLAT(b_cfg_neg, c_neg)
FLAT(b_cfg_vocab_mismatch, c_vocab_mismatch)

static void c_mm_no_text(glist *g, cfg *c, stopt *o, char *idx, size_t n)
{
	c->mm = false; /* text fields at the top level, but model_type says multimodal */
	kv_set(c->text, &c->ntext, "model_type", "\"qwen3_5\"");
}
MM(b_cfg_mm_no_text, c_mm_no_text)

static int b_cfg_bad_json(const char *dir)
{
	if (flat_with(dir, NULL))
		return -1;
	return write_text(dir, "config.json", "{\"model_type\": \"qwen3_5_text\", \"vocab_size\": 016}");
}

static int b_cfg_not_obj(const char *dir)
{
	if (flat_with(dir, NULL))
		return -1;
	return write_text(dir, "config.json", "[]");
}

static int b_cfg_absent(const char *dir)
{
	if (flat_with(dir, NULL))
		return -1;
	char p[4096];
	return unlink(path2(p, sizeof p, dir, "config.json"));
}

static int b_gen_bad(const char *dir)
{
	if (flat_with(dir, NULL))
		return -1;
	return write_text(dir, "generation_config.json", "{\"eos_token_id\": \"</s>\"}");
}

/* --- directories and the HF cache --- */

static int b_dir_absent(const char *dir)
{
	return 0; /* nothing: the directory does not exist */
}

static int b_dir_file(const char *dir)
{
	rmdir(dir);
	return write_file(dir, "not a dir\n", 10);
}

static int b_no_weights(const char *dir)
{
	cfg c;
	qwen35_cfg(&c, false, false);
	return write_cfg(dir, &c);
}

static int mkdirs(const char *path)
{
	char buf[4096];
	FMT(buf, "%s", path);
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(buf, 0755) && errno != EEXIST)
			return -1;
		*p = '/';
	}
	return mkdir(buf, 0755) && errno != EEXIST ? -1 : 0;
}

/* Turn every regular file of dir into a link into blobs/ (the HF layout):
 * move it to ../../blobs/<name>.blob and link snapshots/rev/<name> to it. */
static int to_blobs(const char *repo, const char *rev, const char **names, int n)
{
	char blobs[4096], from[4096], to[4096], rel[4096];
	FMT(blobs, "%s/blobs", repo);
	if (mkdirs(blobs))
		return -1;
	for (int i = 0; i < n; i++) {
		FMT(from, "%s/snapshots/%s/%s", repo, rev, names[i]);
		FMT(to, "%s/%s-%s", blobs, rev, names[i]);
		FMT(rel, "../../blobs/%s-%s", rev, names[i]);
		if (rename(from, to) || symlink(rel, from)) {
			fprintf(stderr, "ckpt_gen: %s: %s\n", from, strerror(errno));
			return -1;
		}
	}
	return 0;
}

static int hf_repo(const char *root, const char *name, char *repo, size_t n)
{
	FMTN(repo, n, "%s/hf/hub/models--org--%s", root, name);
	return mkdirs(repo);
}

/* dir is root/<case>; the HF root is its parent's hf/ */
static void parent(char *buf, size_t n, const char *dir)
{
	FMTN(buf, n, "%s", dir);
	char *s = strrchr(buf, '/');
	if (s)
		*s = '\0';
}

static int b_hf_ok(const char *dir)
{
	char root[4096], repo[4096], snap[4096];
	parent(root, sizeof root, dir);
	if (hf_repo(root, "tiny", repo, sizeof repo))
		return -1;
	FMT(snap, "%s/snapshots/0123abc", repo);
	if (mkdirs(snap) || flat_with(snap, NULL))
		return -1;
	static const char *names[] = { "config.json", "model.safetensors" };
	if (to_blobs(repo, "0123abc", names, 2))
		return -1;
	char refs[4096];
	FMT(refs, "%s/refs", repo);
	mkdirs(refs);
	/* a decoy snapshot that would fail to load, newer than the real one */
	FMT(snap, "%s/snapshots/ffff", repo);
	mkdirs(snap);
	return write_text(refs, "main", "0123abc\n");
}

static int b_hf_noref(const char *dir)
{
	char root[4096], repo[4096], snap[4096];
	parent(root, sizeof root, dir);
	if (hf_repo(root, "noref", repo, sizeof repo))
		return -1;
	/* two snapshots, no refs/main: the newer one (by mtime) is used */
	FMT(snap, "%s/snapshots/aaaa", repo);
	if (mkdirs(snap) || b_no_weights(snap)) /* old and broken */
		return -1;
	struct timeval old[2] = { { 1000000000, 0 }, { 1000000000, 0 } };
	utimes(snap, old);
	FMT(snap, "%s/snapshots/bbbb", repo);
	if (mkdirs(snap) || flat_with(snap, NULL))
		return -1;
	static const char *names[] = { "config.json", "model.safetensors" };
	return to_blobs(repo, "bbbb", names, 2);
}

static int b_hf_loop(const char *dir)
{
	char root[4096], repo[4096], snap[4096], p[4096];
	parent(root, sizeof root, dir);
	if (hf_repo(root, "loop", repo, sizeof repo))
		return -1;
	FMT(snap, "%s/snapshots/rev1", repo);
	if (mkdirs(snap) || flat_with(snap, NULL))
		return -1;
	/* config.json → ../../blobs/a → ../snapshots/rev1/config.json: a loop */
	char blobs[4096];
	FMT(blobs, "%s/blobs", repo);
	mkdirs(blobs);
	unlink(path2(p, sizeof p, snap, "config.json"));
	if (symlink("../../blobs/a", p) ||
	    symlink("../snapshots/rev1/config.json", path2(p, sizeof p, blobs, "a")))
		return -1;
	char refs[4096];
	FMT(refs, "%s/refs", repo);
	mkdirs(refs);
	return write_text(refs, "main", "rev1");
}

static int b_hf_bad_ref(const char *dir)
{
	char root[4096], repo[4096], refs[4096], snap[4096];
	parent(root, sizeof root, dir);
	if (hf_repo(root, "badref", repo, sizeof repo))
		return -1;
	FMT(snap, "%s/snapshots/rev1", repo);
	FMT(refs, "%s/refs", repo);
	if (mkdirs(snap) || flat_with(snap, NULL) || mkdirs(refs))
		return -1;
	return write_text(refs, "main", "deadbeef");
}

static int b_hf_absent(const char *dir)
{
	return 0;
}

/* file: relative to the root; "=" = the --model argument itself */
const ckpt_case ckpt_cases[] = {
	{ "ok_flat", "", true, NULL, NULL, b_ok_flat },
	{ "ok_flat_odd", "", true, NULL, NULL, b_ok_flat_odd },
	{ "ok_mm", "", true, NULL, NULL, b_ok_mm },
	{ "ok_qwen3", "", true, NULL, NULL, b_ok_qwen3 },
	{ "ok_interval", "", true, NULL, NULL, b_ok_interval },
	{ "ok_hf", "org/tiny", true, NULL, NULL, b_hf_ok },
	{ "ok_hf_noref", "org/noref", true, NULL, NULL, b_hf_noref },

	{ "st_hlen0", "", false, "st_hlen0/model.safetensors", "header length is 0", b_hlen0 },
	{ "st_hlen_huge", "", false, "st_hlen_huge/model.safetensors", "is absurd", b_hlen_huge },
	{ "st_hlen_past", "", false, "st_hlen_past/model.safetensors", "truncated: header length", b_hlen_past },
	{ "st_short", "", false, "st_short/model.safetensors", "truncated: 5 bytes", b_short },
	{ "st_cut_data", "", false, "st_cut_data/model.safetensors", "beyond the end of the data", b_cut_data },
	{ "st_bad_json", "", false, "st_bad_json/model.safetensors", "byte 14: expected a value", b_bad_json },
	{ "st_not_object", "", false, "st_not_object/model.safetensors", "header is an array", b_not_obj },
	{ "st_offsets_out", "", false, "st_offsets_out/model.safetensors", "beyond the end of the data", b_off_out },
	{ "st_offsets_reversed", "", false, "st_offsets_reversed/model.safetensors", "end before begin", b_off_rev },
	{ "st_overlap", "", false, "st_overlap/model.safetensors", "overlap", b_overlap },
	{ "st_size_mismatch", "", false, "st_size_mismatch/model.safetensors", "needs 208 bytes, data_offsets give 192", b_size },
	{ "st_unknown_dtype", "", false, "st_unknown_dtype/model.safetensors", "unknown dtype \"F7\"", b_dtype_unknown },
	{ "st_int_dtype", "", false, "st_int_dtype/model.safetensors", "dtype I32 not supported", b_dtype_int },
	{ "st_dup_name", "", false, "st_dup_name/model.safetensors", "duplicate key", b_dup },
	{ "st_neg_shape", "", false, "st_neg_shape/model.safetensors", "shape[0] is negative", b_neg_shape },
	{ "st_missing_tensor", "", false, "st_missing_tensor/model.safetensors", "missing tensor model.layers.1.linear_attn.A_log", b_missing },
	{ "st_wrong_shape", "", false, "st_wrong_shape/model.safetensors", "in_proj_z.weight has shape [8, 9], config.json implies [8, 8]", b_wrong_shape },
	{ "st_extra_tensor", "", false, "st_extra_tensor/model.safetensors", "unexpected tensor model.layers.0.self_attn.q_proj.weight", b_extra },
	{ "st_layers_beyond", "", false, "st_layers_beyond/model.safetensors", "unexpected tensor model.layers.4.", b_layers_beyond },
	{ "st_suffix_trap", "", false, "st_suffix_trap/model.safetensors", "missing tensor model.layers.0.input_layernorm.weight", b_suffix_trap },
	{ "st_ctrl_name", "", false, "st_ctrl_name/model.safetensors", "unexpected tensor evil?name?[2J", b_ctrl_name },
	{ "st_no_head", "", false, "st_no_head/model.safetensors", "missing tensor lm_head.weight", b_no_head },
	{ "st_nan", "", false, "st_nan/model.safetensors", "model.norm.weight: element 0 is NaN", b_nan },

	{ "llama_ok", "", true, NULL, NULL, b_llama_ok },
	{ "llama_st_hlen0", "", false, "llama_st_hlen0/model.safetensors", "header length is 0", b_llama_hlen0 },
	{ "llama_st_hlen_huge", "", false, "llama_st_hlen_huge/model.safetensors", "is absurd", b_llama_hlen_huge },
	{ "llama_st_hlen_past", "", false, "llama_st_hlen_past/model.safetensors", "truncated: header length", b_llama_hlen_past },
	{ "llama_st_short", "", false, "llama_st_short/model.safetensors", "truncated: 5 bytes", b_llama_short },
	{ "llama_st_cut_data", "", false, "llama_st_cut_data/model.safetensors", "beyond the end of the data", b_llama_cut_data },
	{ "llama_st_bad_json", "", false, "llama_st_bad_json/model.safetensors", "byte 14: expected a value", b_llama_bad_json },
	{ "llama_st_not_object", "", false, "llama_st_not_object/model.safetensors", "header is an array", b_llama_not_obj },
	{ "llama_st_offsets_out", "", false, "llama_st_offsets_out/model.safetensors", "beyond the end of the data", b_llama_off_out },
	{ "llama_st_offsets_reversed", "", false, "llama_st_offsets_reversed/model.safetensors", "end before begin", b_llama_off_rev },
	{ "llama_st_overlap", "", false, "llama_st_overlap/model.safetensors", "overlap", b_llama_overlap },
	{ "llama_st_size_mismatch", "", false, "llama_st_size_mismatch/model.safetensors", "needs 208 bytes, data_offsets give 192", b_llama_size },
	{ "llama_st_unknown_dtype", "", false, "llama_st_unknown_dtype/model.safetensors", "unknown dtype \"F7\"", b_llama_dtype_unknown },
	{ "llama_st_dup_name", "", false, "llama_st_dup_name/model.safetensors", "duplicate key", b_llama_dup },
	{ "llama_st_neg_shape", "", false, "llama_st_neg_shape/model.safetensors", "shape[0] is negative", b_llama_neg_shape },
	{ "llama_st_missing_tensor", "", false, "llama_st_missing_tensor/model.safetensors", "missing tensor model.layers.1.post_attention_layernorm.weight", b_llama_missing },
	{ "llama_st_ctrl_name", "", false, "llama_st_ctrl_name/model.safetensors", "unexpected tensor evil?name?[2J", b_llama_ctrl_name },
	{ "llama_st_nan", "", false, "llama_st_nan/model.safetensors", "model.norm.weight: element 0 is NaN", b_llama_nan },
	{ "llama_st_layers_beyond", "", false, "llama_st_layers_beyond/model.safetensors", "unexpected tensor model.layers.2.", b_llama_beyond },

	{ "gpt2_ok", "", true, NULL, NULL, b_gpt2_ok },
	{ "gpt2_st_hlen0", "", false, "gpt2_st_hlen0/model.safetensors", "header length is 0", b_gpt2_hlen0 },
	{ "gpt2_st_hlen_huge", "", false, "gpt2_st_hlen_huge/model.safetensors", "is absurd", b_gpt2_hlen_huge },
	{ "gpt2_st_hlen_past", "", false, "gpt2_st_hlen_past/model.safetensors", "truncated: header length", b_gpt2_hlen_past },
	{ "gpt2_st_short", "", false, "gpt2_st_short/model.safetensors", "truncated: 5 bytes", b_gpt2_short },
	{ "gpt2_st_cut_data", "", false, "gpt2_st_cut_data/model.safetensors", "beyond the end of the data", b_gpt2_cut_data },
	{ "gpt2_st_bad_json", "", false, "gpt2_st_bad_json/model.safetensors", "byte 14: expected a value", b_gpt2_bad_json },
	{ "gpt2_st_not_object", "", false, "gpt2_st_not_object/model.safetensors", "header is an array", b_gpt2_not_obj },
	{ "gpt2_st_offsets_out", "", false, "gpt2_st_offsets_out/model.safetensors", "beyond the end of the data", b_gpt2_off_out },
	{ "gpt2_st_offsets_reversed", "", false, "gpt2_st_offsets_reversed/model.safetensors", "end before begin", b_gpt2_off_rev },
	{ "gpt2_st_overlap", "", false, "gpt2_st_overlap/model.safetensors", "overlap", b_gpt2_overlap },
	{ "gpt2_st_size_mismatch", "", false, "gpt2_st_size_mismatch/model.safetensors", "needs 576 bytes, data_offsets give 512", b_gpt2_size },
	{ "gpt2_st_unknown_dtype", "", false, "gpt2_st_unknown_dtype/model.safetensors", "unknown dtype \"F7\"", b_gpt2_dtype_unknown },
	{ "gpt2_st_dup_name", "", false, "gpt2_st_dup_name/model.safetensors", "duplicate key", b_gpt2_dup },
	{ "gpt2_st_neg_shape", "", false, "gpt2_st_neg_shape/model.safetensors", "shape[0] is negative", b_gpt2_neg_shape },
	{ "gpt2_st_missing_tensor", "", false, "gpt2_st_missing_tensor/model.safetensors", "missing tensor transformer.h.1.ln_2.bias", b_gpt2_missing },
	{ "gpt2_st_ctrl_name", "", false, "gpt2_st_ctrl_name/model.safetensors", "unexpected tensor evil?name?[2J", b_gpt2_ctrl_name },
	{ "gpt2_st_nan", "", false, "gpt2_st_nan/model.safetensors", "transformer.ln_f.weight: element 0 is NaN", b_gpt2_nan },
	{ "gpt2_st_layers_beyond", "", false, "gpt2_st_layers_beyond/model.safetensors", "unexpected tensor transformer.h.2.", b_gpt2_beyond },

	{ "idx_missing_shard", "", false, "idx_missing_shard/model.safetensors.index.json", "shard model-00003-of-00002.safetensors", b_idx_missing_shard },
	{ "idx_escape", "", false, "idx_escape/model.safetensors.index.json", "expected a file name", b_idx_escape },
	{ "idx_wrong_shard", "", false, "idx_wrong_shard/model.safetensors.index.json", "model.visual.ghost.weight: not found in model-00001", b_idx_wrong_shard },
	{ "idx_dup_across", "", false, "idx_dup_across/model-0000", "is also in", b_idx_dup_across },
	{ "idx_bad_json", "", false, "idx_bad_json/model.safetensors.index.json", "expected a string key", b_idx_bad_json },

	{ "cfg_absent", "", false, "cfg_absent/config.json", "cannot open", b_cfg_absent },
	{ "cfg_bad_json", "", false, "cfg_bad_json/config.json", "byte 45: invalid number (leading zero)", b_cfg_bad_json },
	{ "cfg_not_object", "", false, "cfg_not_object/config.json", "expected a JSON object", b_cfg_not_obj },
	{ "cfg_missing_field", "", false, "cfg_missing_field/config.json", ": hidden_size: missing", b_cfg_missing },
	{ "cfg_wrong_type", "", false, "cfg_wrong_type/config.json", ": hidden_size: expected an integer", b_cfg_type },
	{ "cfg_float_int", "", false, "cfg_float_int/config.json", "num_hidden_layers: expected an integer", b_cfg_float },
	{ "cfg_negative", "", false, "cfg_negative/config.json", "vocab_size: -16 is out of range", b_cfg_neg },
	{ "cfg_unknown_arch", "", false, "cfg_unknown_arch/config.json", "\"falcon\": unknown architecture (supported: qwen3_5, qwen3_5_text, qwen3, llama, mistral, qwen2, gpt2)", b_cfg_arch },
	{ "cfg_moe", "", false, "cfg_moe/config.json", "mixture-of-experts", b_cfg_moe },
	{ "cfg_moe35", "", false, "cfg_moe35/config.json", "mixture-of-experts", b_cfg_moe35 },
	{ "cfg_rope_type", "", false, "cfg_rope_type/config.json", "rope_parameters.rope_type: RoPE type \"yarn\" is not supported", b_cfg_rope },
	{ "cfg_rope_legacy", "", false, "cfg_rope_legacy/config.json", "rope_scaling.type: RoPE type \"linear\"", b_cfg_rope_legacy },
	{ "cfg_rope_fraction", "", false, "cfg_rope_fraction/config.json", "partial_rotary_factor: must be in (0, 1]", b_cfg_frac },
	{ "cfg_layer_types_len", "", false, "cfg_layer_types_len/config.json", "layer_types: has 3 entries but num_hidden_layers is 4", b_cfg_lt_len },
	{ "cfg_layer_type_bad", "", false, "cfg_layer_type_bad/config.json", "layer_types[3]: unknown layer type \"sliding_attention\"", b_cfg_lt_bad },
	{ "cfg_heads", "", false, "cfg_heads/config.json", "num_attention_heads: 3 is not a multiple of num_key_value_heads 2", b_cfg_heads },
	{ "cfg_eos", "", false, "cfg_eos/config.json", "eos_token_id: token id 99 is outside the vocabulary", b_cfg_eos },
	{ "cfg_tie_type", "", false, "cfg_tie_type/config.json", "tie_word_embeddings: expected true or false", b_cfg_tie },
	{ "cfg_act", "", false, "cfg_act/config.json", "hidden_act: \"gelu\" is not supported", b_cfg_act },
	{ "cfg_linear_missing", "", false, "cfg_linear_missing/config.json", "linear_key_head_dim: missing", b_cfg_lin_missing },
	{ "cfg_mm_no_text", "", false, "cfg_mm_no_text/config.json", "text_config: missing", b_cfg_mm_no_text },
	{ "cfg_vocab_mismatch", "", false, "cfg_vocab_mismatch/model.safetensors", "embed_tokens.weight has shape [16, 8], config.json implies [32, 8]", b_cfg_vocab_mismatch },
	{ "gen_bad", "", false, "gen_bad/generation_config.json", "eos_token_id: expected an integer", b_gen_bad },

	{ "dir_absent", "", false, "dir_absent", "No such file or directory", b_dir_absent },
	{ "dir_file", "", false, "dir_file", "not a directory", b_dir_file },
	{ "dir_no_weights", "", false, "dir_no_weights", "no model.safetensors.index.json and no *.safetensors files", b_no_weights },
	{ "hf_loop", "org/loop", false, "hf/hub/models--org--loop/snapshots/rev1/config.json", "Too many levels of symbolic links", b_hf_loop },
	{ "hf_bad_ref", "org/badref", false, "=", "refs/main names snapshot", b_hf_bad_ref },
	{ "hf_absent", "org/absent", false, "=", "not in the Hugging Face cache", b_hf_absent },
};
const int ckpt_ncases = (int)(sizeof ckpt_cases / sizeof ckpt_cases[0]);

int ckpt_build(const char *root, int i)
{
	char dir[4096];
	FMT(dir, "%s/%s", root, ckpt_cases[i].name);
	if (mkdirs(root))
		return -1;
	if (ckpt_cases[i].build != b_dir_absent && ckpt_cases[i].build != b_hf_absent &&
	    mkdirs(dir))
		return -1;
	if (ckpt_cases[i].build(dir)) {
		fprintf(stderr, "ckpt_gen: building case %s failed\n", ckpt_cases[i].name);
		return -1;
	}
	return 0;
}
