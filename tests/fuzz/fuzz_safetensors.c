/* Fuzz target: safetensors headers, the shard index, config.json and the
 * loader behind them (src/loader/safetensors.c, load.c, config.c), then a
 * short forward pass on whatever loads.
 *
 * The first byte picks what the rest of the input replaces in a small valid
 * checkpoint written at start-up by tests/model/ckpt_gen.c:
 *   0  a lone safetensors file, opened with st_open
 *   1  model.safetensors of a flat checkpoint (config.json kept), model_load
 *   2  model.safetensors.index.json of a sharded checkpoint, then optionally
 *      "\n#SHARD#\n" and the bytes of model-00001-of-00002.safetensors
 *   3  config.json of the flat checkpoint (weights kept), model_load
 *   4  model.safetensors of a tiny LlamaForCausalLM (its config kept)
 *   5  config.json of that Llama checkpoint (its weights kept)
 *   6  model.safetensors of a tiny GPT2LMHeadModel (transformer.* names,
 *      Conv1D matrices, learned positions; its config kept)
 *   7  config.json of that GPT-2 checkpoint (its weights kept)
 * so every family's config keys and tensor-name rules are reached from a
 * valid start. Every failure must be one line naming a file of the
 * checkpoint. */
#include "fuzz.h"

#include <string.h>

#include "engine/forward.h"
#include "kernels/kernels.h"
#include "loader/model.h"
#include "loader/safetensors.h"
#include "../model/ckpt_gen.h"

static char flat_dir[4200], mm_dir[4200], lone_dir[4200];
static char *flat_config, *flat_weights, *mm_shard1;
static size_t flat_config_n, flat_weights_n, mm_shard1_n;

/* a one-file checkpoint of another family: its directory and both files */
typedef struct family_ckpt {
	char dir[4200];
	char *config, *weights;
	size_t config_n, weights_n;
} family_ckpt;
static family_ckpt llama, gpt2;

static char *slurp(const char *dir, const char *file, size_t *n)
{
	char path[8192];
	snprintf(path, sizeof path, "%s/%s", dir, file);
	FILE *f = fopen(path, "rb");
	if (!f || fseek(f, 0, SEEK_END) || (*n = (size_t)ftell(f), 0) || fseek(f, 0, SEEK_SET)) {
		perror(path);
		exit(1);
	}
	char *b = malloc(*n + 1);
	if (!b || fread(b, 1, *n, f) != *n) {
		perror(path);
		exit(1);
	}
	fclose(f);
	return b;
}

/* The first occurrence of sep in data, or NULL. */
static const uint8_t *find(const uint8_t *data, size_t size, const char *sep, size_t n)
{
	for (size_t i = 0; i + n <= size; i++)
		if (memcmp(data + i, sep, n) == 0)
			return data + i;
	return NULL;
}

static int case_index(const char *name)
{
	for (int i = 0; i < ckpt_ncases; i++)
		if (strcmp(ckpt_cases[i].name, name) == 0)
			return i;
	fprintf(stderr, "fuzz_safetensors: no case %s in ckpt_gen.c\n", name);
	exit(1);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc; (void)argv;
	/* `make fuzz` builds kernels_x86.c without its x86 kernels (clang 14
	 * does not know every CPU feature name it tests), so the vector helpers
	 * must not pick their AVX-512 versions either */
	vec_force_portable(true);
	const char *root = fuzz_tmpdir();
	if (ckpt_build(root, case_index("ok_flat")) || ckpt_build(root, case_index("ok_mm")))
		exit(1);
	snprintf(flat_dir, sizeof flat_dir, "%s/ok_flat", root);
	snprintf(mm_dir, sizeof mm_dir, "%s/ok_mm", root);
	snprintf(lone_dir, sizeof lone_dir, "%s", root);
	flat_config = slurp(flat_dir, "config.json", &flat_config_n);
	flat_weights = slurp(flat_dir, "model.safetensors", &flat_weights_n);
	mm_shard1 = slurp(mm_dir, "model-00001-of-00002.safetensors", &mm_shard1_n);
	family_ckpt *fam[2] = {&llama, &gpt2};
	const char *fam_case[2] = {"llama_ok", "gpt2_ok"};
	for (int i = 0; i < 2; i++) {
		if (ckpt_build(root, case_index(fam_case[i])))
			exit(1);
		snprintf(fam[i]->dir, sizeof fam[i]->dir, "%s/%s", root, fam_case[i]);
		fam[i]->config = slurp(fam[i]->dir, "config.json", &fam[i]->config_n);
		fam[i]->weights = slurp(fam[i]->dir, "model.safetensors", &fam[i]->weights_n);
	}
	return 0;
}

/* Everything st_open accepted must be safe to read. */
static void check_file(const st_file *f)
{
	unsigned sum = 0;
	for (size_t i = 0; i < f->n; i++) {
		const st_entry *en = &f->entries[i];
		FUZZ_ASSERT(en->end >= en->begin && en->nbytes == en->end - en->begin);
		FUZZ_ASSERT(st_find(f, en->name) != NULL);
		if (en->nbytes) {
			const unsigned char *p = en->data;
			sum += p[0] + p[en->nbytes - 1];
		}
		tensor t;
		errbuf e;
		if (st_to_tensor(en, f->path, &t, &e))
			fuzz_check_msg(e.msg, f->path);
	}
	(void)sum;
}

static void try_lone(const uint8_t *data, size_t size)
{
	fuzz_write(lone_dir, "lone.safetensors", data, size);
	char path[8192];
	snprintf(path, sizeof path, "%s/lone.safetensors", lone_dir);
	st_file f;
	errbuf e;
	if (st_open(&f, path, &e) == 0) {
		check_file(&f);
		st_close(&f);
	} else {
		fuzz_check_msg(e.msg, path);
	}
}

/* model_load, and on success three tokens through the model. */
static void try_model(const char *dir)
{
	model m;
	errbuf e;
	if (model_load(&m, dir, &e)) {
		/* the message names the directory or a file inside it */
		FUZZ_ASSERT(strncmp(e.msg, dir, strlen(dir)) == 0);
		fuzz_check_line(e.msg);
		return;
	}
	fwd_options o;
	fwd_options_init(&o);
	o.threads = 1;
	o.mem_limit = (size_t)64 << 20;
	int ids[3] = { 0, 1 % m.cfg.vocab_size, 2 % m.cfg.vocab_size };
	if (fwd_check_length(&m, 3, &o, &e) == 0) {
		fwd_result r;
		if (fwd_run(&m, ids, 3, &o, &r, &e) == 0)
			fwd_result_free(&r);
	}
	model_free(&m);
}

/* The input replaces the weights (or the config) of a family's checkpoint. */
static void try_family(const family_ckpt *f, bool config, const uint8_t *data, size_t size)
{
	fuzz_write(f->dir, "config.json", config ? (const char *)data : f->config,
		   config ? size : f->config_n);
	fuzz_write(f->dir, "model.safetensors", config ? f->weights : (const char *)data,
		   config ? f->weights_n : size);
	try_model(f->dir);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	int mode = data[0] % 8;
	data++, size--;
	switch (mode) {
	case 0:
		try_lone(data, size);
		break;
	case 1:
		fuzz_write(flat_dir, "config.json", flat_config, flat_config_n);
		fuzz_write(flat_dir, "model.safetensors", data, size);
		try_model(flat_dir);
		break;
	case 2: {
		static const char sep[] = "\n#SHARD#\n";
		const uint8_t *s = find(data, size, sep, sizeof sep - 1);
		size_t n_index = s ? (size_t)(s - data) : size;
		fuzz_write(mm_dir, "model.safetensors.index.json", data, n_index);
		if (s)
			fuzz_write(mm_dir, "model-00001-of-00002.safetensors", s + sizeof sep - 1,
				   size - n_index - (sizeof sep - 1));
		else
			fuzz_write(mm_dir, "model-00001-of-00002.safetensors", mm_shard1, mm_shard1_n);
		try_model(mm_dir);
		break;
	}
	case 3:
		fuzz_write(flat_dir, "model.safetensors", flat_weights, flat_weights_n);
		fuzz_write(flat_dir, "config.json", data, size);
		try_model(flat_dir);
		break;
	case 4:
	case 5:
		try_family(&llama, mode == 5, data, size);
		break;
	case 6:
	case 7:
		try_family(&gpt2, mode == 7, data, size);
		break;
	}
	return 0;
}
