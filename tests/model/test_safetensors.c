/* Loader tests at the library level: every valid layout loads with the
 * right config and tensor values; every hostile case makes model_load return
 * -1 with one line "FILE: what is wrong" naming the right file.
 * The checkpoints come from ckpt_gen.c (written in C from the format
 * description); expected values are from its formulas, not from the loader. */
#define _XOPEN_SOURCE 700 /* nftw */
#include "loader/arch.h"
#include "loader/model.h"

#include <ftw.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ckpt_gen.h"
#include "kernels/kernels.h"
#include "kernels/panels.h"
#include "loader/safetensors.h"

/* snprintf that aborts on truncation (test paths are short; this keeps the
 * compiler's truncation analysis quiet by using the result) */
#define FMTN(buf, n, ...) \
	do { \
		if ((size_t)snprintf(buf, n, __VA_ARGS__) >= (size_t)(n)) \
			abort(); \
	} while (0)
#define FMT(buf, ...) FMTN(buf, sizeof buf, __VA_ARGS__)

static int failures;

#define CHECK(cond)                                                                   \
	do {                                                                          \
		if (!(cond)) {                                                        \
			fprintf(stderr, "%s:%d: [%s] check failed: %s\n", __FILE__,   \
				__LINE__, cur_case, #cond);                           \
			failures++;                                                   \
		}                                                                     \
	} while (0)

static const char *cur_case = "";
static int panel_checks; /* matrices checked in panels */

static int rm_one(const char *p, const struct stat *st, int flag, struct FTW *f)
{
	return remove(p);
}

static void rm_rf(const char *p)
{
	nftw(p, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* values written by the generator for tensor number k */
static void check_values(const tensor *t, int k, long n)
{
	for (long j = 0; j < n; j++)
		if (tensor_get(t, (size_t)j) != (float)ckpt_value(k, j)) {
			fprintf(stderr, "[%s] %s[%ld] = %g, expected %g\n", cur_case, t->name, j,
				tensor_get(t, (size_t)j), ckpt_value(k, j));
			failures++;
			return;
		}
}

static void check_pattern(const model *m, const char *pat)
{
	char got[64] = { 0 };
	for (int i = 0; i < m->cfg.num_layers && i < 63; i++)
		got[i] = m->cfg.layer_is_linear[i] ? 'L' : 'F';
	if (strcmp(got, pat) != 0) {
		fprintf(stderr, "[%s] layer pattern %s, expected %s\n", cur_case, got, pat);
		failures++;
	}
}

static bool ends_with(const char *s, const char *suf)
{
	size_t n = strlen(s), k = strlen(suf);
	return n >= k && strcmp(s + n - k, suf) == 0;
}

/* Tensor indices in the generator's flat list (see qwen35_tensors): embed 0;
 * a linear layer has 14 tensors (norms 2, MLP 3, GDN 9), a full one 11;
 * layer 0 starts at 1, so layer 0's A_log is 1 + 5 + 6 = 12; final norm is
 * 1 + 3·14 + 11 = 54. */
enum { K_EMBED = 0, K_L0_UP = 4, K_L0_ALOG = 12, K_NORM = 54 };

static void check_tiny35(const model *m)
{
	const model_config *c = &m->cfg;
	CHECK(!strcmp(c->arch->family, "Qwen3.5"));
	CHECK(c->vocab_size == 16 && c->hidden_size == 8 && c->intermediate_size == 12);
	CHECK(c->num_layers == 4);
	CHECK(c->num_heads == 2 && c->num_kv_heads == 1 && c->head_dim == 4);
	CHECK(c->gated_q && c->norm == NORM_RMS_1P);
	CHECK(c->lin_k_heads == 1 && c->lin_v_heads == 2 && c->lin_k_dim == 4 &&
	      c->lin_v_dim == 4 && c->lin_conv_kernel == 2);
	CHECK(c->rms_eps == 1e-6);
	CHECK(c->n_eos >= 1 && c->eos_ids[0] == 15);
	const layer_weights *l0 = &m->w.layers[0], *l3 = &m->w.layers[3];
	CHECK(l0->in_qkv.ndim == 2 && l0->in_qkv.shape[0] == 16 && l0->in_qkv.shape[1] == 8);
	CHECK(l0->conv1d.ndim == 3 && l0->conv1d.shape[0] == 16 && l0->conv1d.shape[1] == 1 &&
	      l0->conv1d.shape[2] == 2);
	CHECK(l0->q_proj.data == NULL && l0->q_proj.ndim == 0);
	CHECK(l0->A_log.dtype == DT_F32 && l0->A_log.nbytes == 8);
	CHECK(l0->in_z.dtype == DT_BF16 && l0->in_z.nbytes == 8 * 8 * 2);
	CHECK(m->w.embed.shape[0] == 16 && m->w.embed.shape[1] == 8);
	CHECK(m->w.final_norm.ndim == 1 && m->w.final_norm.shape[0] == 8);
	check_values(&m->w.embed, K_EMBED, 128);
	check_values(&l0->A_log, K_L0_ALOG, 2);
	check_values(&m->w.final_norm, K_NORM, 8);
	check_values(&l0->up_proj, K_L0_UP, 96);
	/* tensor_get reads past the end as NaN, not out of bounds */
	CHECK(tensor_get(&l0->A_log, 2) != tensor_get(&l0->A_log, 2));
	if (m->cfg.num_layers == 4 && !c->layer_is_linear[3]) {
		CHECK(l3->q_proj.shape[0] == 16 && l3->q_proj.shape[1] == 8); /* nh·hd·2 */
		CHECK(l3->o_proj.shape[0] == 8 && l3->o_proj.shape[1] == 8);
		CHECK(l3->q_norm.shape[0] == 4 && l3->in_qkv.data == NULL);
	}
}

static void check_ok(const char *name, const model *m)
{
	const model_config *c = &m->cfg;
	if (!strcmp(name, "ok_flat")) {
		check_tiny35(m);
		check_pattern(m, "LLLF");
		CHECK(!strcmp(c->architecture, "Qwen3_5ForCausalLM"));
		CHECK(!c->tie_embeddings && !strcmp(m->w.lm_head.name, "lm_head.weight"));
		CHECK(m->w.lm_head.data != m->w.embed.data);
		CHECK(c->rotary_dim == 2 && c->rope_theta == 1e7 && c->max_positions == 64);
		CHECK(!strcmp(m->name, "ok_flat"));
		CHECK(!strcmp(m->w.embed.name, "model.embed_tokens.weight"));
	} else if (!strcmp(name, "ok_flat_odd")) {
		/* reversed header, data at odd offsets (copied), F16 tensors, mtp.* */
		check_tiny35(m);
		CHECK(m->w.final_norm.dtype == DT_F16);
		CHECK(m->w.layers[0].up_proj.dtype == DT_F16);
		CHECK((uintptr_t)m->w.embed.data % 2 == 0);
		CHECK((uintptr_t)m->w.layers[0].A_log.data % 4 == 0);
	} else if (!strcmp(name, "ok_mm")) {
		check_tiny35(m);
		check_pattern(m, "LLLF");
		CHECK(!strcmp(c->architecture, "Qwen3_5ForConditionalGeneration"));
		CHECK(c->tie_embeddings);
		CHECK(m->w.lm_head.data == m->w.embed.data);
		CHECK(!strcmp(m->w.embed.name, "model.language_model.embed_tokens.weight"));
		CHECK(!strcmp(m->w.lm_head.name, "model.language_model.embed_tokens.weight"));
	} else if (!strcmp(name, "ok_qwen3")) {
		CHECK(!strcmp(c->arch->family, "Qwen3"));
		CHECK(!strcmp(c->architecture, "Qwen3ForCausalLM"));
		CHECK(!c->gated_q && c->norm == NORM_RMS);
		CHECK(c->rotary_dim == 4 && c->rope_theta == 1e6);
		check_pattern(m, "FF");
		CHECK(c->lin_k_heads == 0);
		CHECK(m->w.layers[0].q_proj.shape[0] == 8); /* nh·hd, no gate */
		CHECK(m->w.layers[1].q_norm.dtype == DT_F32);
		CHECK(!c->tie_embeddings && m->w.lm_head.data != m->w.embed.data);
		/* config [14, 15] then generation_config [15, 12] */
		CHECK(c->n_eos == 3 && c->eos_ids[0] == 14 && c->eos_ids[1] == 15 &&
		      c->eos_ids[2] == 12);
		CHECK(c->max_positions == 128);
	} else if (!strcmp(name, "ok_interval")) {
		check_pattern(m, "LFLF");
		CHECK(c->rope_theta == 5000 && c->rotary_dim == 4);
		CHECK(m->w.layers[1].q_proj.shape[0] == 16);
	} else if (!strcmp(name, "ok_hf")) {
		check_tiny35(m);
		CHECK(!strcmp(m->name, "org/tiny"));
		CHECK(ends_with(m->dir, "/hf/hub/models--org--tiny/snapshots/0123abc"));
	} else if (!strcmp(name, "ok_hf_noref")) {
		check_tiny35(m);
		CHECK(ends_with(m->dir, "/snapshots/bbbb"));
	} else if (!strcmp(name, "llama_ok")) {
		/* the loader's shared cases' Llama base: head_dim 8 / 2, all rotated */
		CHECK(!strcmp(c->arch->family, "Llama") && c->num_layers == 2);
		CHECK(c->head_dim == 4 && c->rotary_dim == 4 && c->norm == NORM_RMS);
		CHECK(!c->tie_embeddings && !strcmp(m->w.lm_head.name, "lm_head.weight"));
	} else if (!strcmp(name, "gpt2_ok")) {
		/* the GPT-2 base: learned positions, LayerNorm, GELU MLP of 4·8, tied */
		CHECK(!strcmp(c->arch->family, "GPT-2") && c->num_layers == 2);
		CHECK(c->pos == POS_LEARNED && c->norm == NORM_LAYER && c->mlp == MLP_GELU_TANH);
		CHECK(c->intermediate_size == 32 && m->w.lm_head.data == m->w.embed.data);
	} else {
		fprintf(stderr, "unchecked ok case %s\n", name);
		failures++;
	}
}

/* A BF16 matrix has panels, and each of its elements reads the same from
 * the rows and from the panels (kernels/panels.h). */
static void check_panels(const tensor *t)
{
	if (!t->data || t->dtype != DT_BF16 || t->ndim != 2)
		return;
	CHECK(t->panels != NULL);
	if (!t->panels)
		return;
	int n_out = (int)t->shape[0], n_in = (int)t->shape[1], bad = 0;
	for (int o = 0; o < n_out; o++)
		for (int k = 0; k < n_in; k++) {
			float row = tensor_get(t, (size_t)o * n_in + k);
			float pan = bf16_to_f32(t->panels[panel_index(n_in, o, k)]);
			bad += !(row == pan || (row != row && pan != pan));
		}
	if (bad)
		fprintf(stderr, "[%s] %s: %d elements differ between rows and panels\n", cur_case,
			t->name, bad);
	failures += bad != 0;
	panel_checks++;
}

static void test_case(const char *root, int i)
{
	const ckpt_case *cc = &ckpt_cases[i];
	cur_case = cc->name;
	if (ckpt_build(root, i)) {
		failures++;
		return;
	}
	char dir[4096], arg[4096];
	FMT(dir, "%s/%s", root, cc->name);
	FMT(arg, "%s", cc->arg[0] ? cc->arg : dir);
	model m;
	errbuf e = { { 0 } };
	int rc = model_load(&m, arg, &e);
	if (cc->ok) {
		if (rc != 0) {
			fprintf(stderr, "[%s] failed to load: %s\n", cc->name, e.msg);
			failures++;
			return;
		}
		check_ok(cc->name, &m);
		/* the BF16 matrices in 16-row panels, their row pages given back
		 * where they are mapped from the file: the rows still read their
		 * values (again from the file, or from the aligned copy of a
		 * misaligned tensor, which must be kept), and the panels agree */
		model_panels_build(&m, 2);
		check_ok(cc->name, &m);
		check_panels(&m.w.lm_head);
		for (int l = 0; l < m.cfg.num_layers; l++) {
			const layer_weights *lw = &m.w.layers[l];
			const tensor *each[] = { &lw->in_qkv, &lw->in_z, &lw->out_proj, &lw->q_proj,
				&lw->o_proj, &lw->gate_proj, &lw->up_proj, &lw->down_proj };
			for (size_t t = 0; t < sizeof each / sizeof each[0]; t++)
				check_panels(each[t]);
		}
		model_free(&m);
		return;
	}
	if (rc != -1) {
		fprintf(stderr, "[%s] loaded a bad checkpoint\n", cc->name);
		failures++;
		model_free(&m);
		return;
	}
	char prefix[4096];
	if (!strcmp(cc->file, "="))
		FMT(prefix, "%s: ", arg);
	else
		FMT(prefix, "%s/%s", root, cc->file);
	bool ok = strncmp(e.msg, prefix, strlen(prefix)) == 0 && strstr(e.msg, cc->want) &&
		  !strchr(e.msg, '\n');
	/* the file name is followed by ": " (a prefix like model-0000 aside) */
	if (ok && strcmp(cc->file, "=") && !ends_with(cc->file, "model-0000"))
		ok = strncmp(e.msg + strlen(prefix), ": ", 2) == 0;
	if (!ok) {
		fprintf(stderr, "[%s] message: %s\n  wanted: %s...: ...%s...\n", cc->name, e.msg,
			prefix, cc->want);
		failures++;
	}
	/* a failed load leaves nothing behind */
	CHECK(m.files == NULL && m.dir == NULL && m.cfg.layer_is_linear == NULL);
}

/* st_open alone on a file where two tensors are listed out of offset order
 * and a zero-size tensor sits among them: fine. */
static void test_st_direct(const char *root)
{
	cur_case = "st_direct";
	char path[4096];
	FMT(path, "%s/direct.safetensors", root);
	const char hdr[] = "{\"b\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[8,16]},"
			   "\"empty\":{\"dtype\":\"BF16\",\"shape\":[0,3],\"data_offsets\":[8,8]},"
			   "\"a\":{\"dtype\":\"U8\",\"shape\":[2,4],\"data_offsets\":[0,8]}}";
	size_t hl = sizeof hdr - 1;
	unsigned char buf[512] = { 0 };
	for (int k = 0; k < 8; k++)
		buf[k] = (unsigned char)((uint64_t)hl >> (8 * k));
	memcpy(buf + 8, hdr, hl);
	float two[2] = { 1.5f, -2.0f };
	memcpy(buf + 8 + hl + 8, two, 8);
	FILE *f = fopen(path, "wb");
	fwrite(buf, 1, 8 + hl + 16, f);
	fclose(f);
	st_file sf;
	errbuf e;
	if (st_open(&sf, path, &e)) {
		fprintf(stderr, "[st_direct] %s\n", e.msg);
		failures++;
		return;
	}
	CHECK(sf.n == 3);
	const st_entry *b = st_find(&sf, "b");
	CHECK(b && b->dtype == ST_F32 && b->nbytes == 8);
	tensor t;
	CHECK(st_to_tensor(b, path, &t, &e) == 0);
	CHECK(tensor_get(&t, 0) == 1.5f && tensor_get(&t, 1) == -2.0f);
	const st_entry *a = st_find(&sf, "a");
	CHECK(a && a->dtype == ST_U8 && st_to_tensor(a, path, &t, &e) == -1);
	CHECK(st_find(&sf, "c") == NULL);
	st_close(&sf);
}

/* Random bytes written over the header of a valid file (ok_flat): every load
 * either succeeds or fails with one line naming the file. Fixed seed. */
static void test_header_fuzz(const char *root)
{
	cur_case = "header_fuzz";
	char src[4096], dir[4096], dst[4096], cfg_src[4096], cfg_dst[4096];
	FMT(src, "%s/ok_flat/model.safetensors", root);
	FMT(cfg_src, "%s/ok_flat/config.json", root);
	FMT(dir, "%s/fuzz", root);
	FMT(dst, "%s/model.safetensors", dir);
	FMT(cfg_dst, "%s/config.json", dir);
	mkdir(dir, 0755);
	FILE *f = fopen(src, "rb");
	if (!f) {
		CHECK(!"ok_flat missing");
		return;
	}
	static unsigned char orig[1 << 16], buf[1 << 16];
	size_t n = fread(orig, 1, sizeof orig, f);
	fclose(f);
	f = fopen(cfg_src, "rb");
	static char cfg[1 << 14];
	size_t cn = fread(cfg, 1, sizeof cfg, f);
	fclose(f);
	f = fopen(cfg_dst, "wb");
	fwrite(cfg, 1, cn, f);
	fclose(f);
	size_t hl = orig[0] | (size_t)orig[1] << 8 | (size_t)orig[2] << 16;
	uint32_t r = 4242;
	int loaded = 0;
	for (int it = 0; it < 400; it++) {
		memcpy(buf, orig, n);
		int k = 1 + (int)((r = r * 1103515245u + 12345u) >> 8) % 4;
		for (int j = 0; j < k; j++) {
			r = r * 1103515245u + 12345u;
			size_t at = (r >> 8) % (8 + hl);
			r = r * 1103515245u + 12345u;
			/* digits are the interesting damage in offsets and shapes */
			buf[at] = (r >> 9) % 2 ? (unsigned char)('0' + (r >> 12) % 10)
					       : (unsigned char)(r >> 12);
		}
		f = fopen(dst, "wb");
		fwrite(buf, 1, n, f);
		fclose(f);
		model m;
		errbuf e = { { 0 } };
		if (model_load(&m, dir, &e) == 0) {
			loaded++;
			model_free(&m);
		} else {
			CHECK(strncmp(e.msg, dir, strlen(dir)) == 0 && !strchr(e.msg, '\n'));
		}
	}
	/* most damage must be caught; a digit inside a name or metadata is harmless */
	CHECK(loaded < 200);
}

int main(int argc, char **argv)
{
	const char *bd = getenv("top_builddir");
	char root[4096];
	FMT(root, "%s/tests/model/st-cases-XXXXXX", bd ? bd : ".");
	if (!mkdtemp(root)) {
		/* the build tree may lack tests/model when run by hand */
		FMT(root, "/tmp/st-cases-XXXXXX");
		if (!mkdtemp(root)) {
			perror("mkdtemp");
			return 1;
		}
	}
	char hf[4096 + 8];
	FMT(hf, "%s/hf", root);
	setenv("HF_HOME", hf, 1);
	unsetenv("HF_HUB_CACHE");
	for (int i = 0; i < ckpt_ncases; i++)
		test_case(root, i);
	test_st_direct(root);
	test_header_fuzz(root);
	/* the BF16 matrices of every good checkpoint, misaligned copies among them */
	CHECK(panel_checks > 0);
	if (argc > 1 && !strcmp(argv[1], "--keep"))
		printf("kept %s\n", root);
	else
		rm_rf(root);
	if (failures) {
		fprintf(stderr, "test_safetensors: %d failure(s) in %d cases\n", failures, ckpt_ncases);
		return 1;
	}
	printf("test_safetensors: %d cases passed, %d matrices checked in panels\n", ckpt_ncases,
		panel_checks);
	return 0;
}
