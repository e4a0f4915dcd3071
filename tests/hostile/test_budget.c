/* The working-memory budget counts every buffer a forward pass allocates:
 * for several shapes (the fixtures, and one-layer GatedDeltaNet models whose
 * conv weights dominate), with and without captures, all logits and the
 * residual stream, the most bytes the pass really holds at once (counted by
 * the buffer cache) never exceed fwd_memory_needed, the figure checked
 * against the limit before anything is allocated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/check.h"
#include "bigckpt.h"
#include "kernels/bufcache.h"
#include "engine/forward.h"
#include "loader/model.h"

static void check_model(const char *dir)
{
	model m;
	errbuf e;
	if (model_load(&m, dir, &e)) {
		fprintf(stderr, "%s\n", e.msg);
		check_failures++;
		return;
	}
	bool *cap = calloc((size_t)m.cfg.num_layers, sizeof *cap);
	for (int i = 0; i < m.cfg.num_layers; i++)
		cap[i] = true;
	int ids[7] = { 1, 2, 3, 1, 2, 3, 1 };
	for (int variant = 0; variant < 4; variant++) {
		for (int T = 1; T <= 7; T += 3) {
			fwd_options o;
			fwd_options_init(&o);
			o.threads = 2;
			o.capture = variant & 1 ? cap : NULL;
			o.all_logits = variant == 2;
			o.residuals = variant == 3;
			buf_release_all();
			buf_peak_reset();
			fwd_result r;
			if (fwd_run(&m, ids, T, &o, &r, &e)) {
				fprintf(stderr, "%s: %s\n", dir, e.msg);
				check_failures++;
				continue;
			}
			size_t peak = buf_peak_bytes(), need = fwd_memory_needed(&m, T, &o);
			if (peak > need)
				fprintf(stderr, "%s: T=%d variant %d: the pass held %zu bytes, the budget counted %zu\n",
					dir, T, variant, peak, need);
			CHECK(peak <= need);
			fwd_result_free(&r);
		}
	}
	free(cap);
	model_free(&m);
}

int main(void)
{
	const char *src = getenv("top_srcdir");
	char dir[4096];
	static const char *fixtures[] = { "flat_qwen35", "mm_qwen35", "qwen3_dense", "grouped_f16" };
	for (size_t i = 0; i < sizeof fixtures / sizeof fixtures[0]; i++) {
		snprintf(dir, sizeof dir, "%s/tests/model/fixtures/%s", src ? src : ".", fixtures[i]);
		check_model(dir);
	}
	/* conv kernel 64 over 258 channels: the widened conv weights and their
	 * transpose outweigh the activations of a few tokens */
	static const bigckpt_dims shapes[] = {
		{ 16, 4, 4, 2, 2, 64, 1, 64, true },
		{ 16, 8, 4, 1, 4, 16, 8, 4, false },
	};
	char tmp[] = "/tmp/attnstep-budget.XXXXXX";
	if (!mkdtemp(tmp))
		return 1;
	for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
		snprintf(dir, sizeof dir, "%s/m%zu", tmp, i);
		mkdir(dir, 0700);
		CHECK(bigckpt_write(dir, &shapes[i]) == 0);
		check_model(dir);
		char p[4200];
		snprintf(p, sizeof p, "%s/config.json", dir);
		unlink(p);
		snprintf(p, sizeof p, "%s/model.safetensors", dir);
		unlink(p);
		rmdir(dir);
	}
	rmdir(tmp);
	return check_exit();
}
