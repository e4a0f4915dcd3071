#include "lesson/facts.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "util/strbuf.h"

void model_facts_set_interval(model_facts *mf, int num_layers, int interval)
{
	if (num_layers > MODEL_FACTS_MAX_LAYERS)
		num_layers = MODEL_FACTS_MAX_LAYERS;
	if (interval < 1)
		interval = 1;
	mf->num_layers = num_layers;
	for (int i = 0; i < MODEL_FACTS_MAX_LAYERS; i++)
		mf->is_full[i] = i < num_layers && (i + 1) % interval == 0;
}

void model_facts_qwen35_08b(model_facts *mf)
{
	memset(mf, 0, sizeof *mf);
	snprintf(mf->name, sizeof mf->name, "%s", "Qwen/Qwen3.5-0.8B");
	mf->hidden_size = 1024;
	model_facts_set_interval(mf, 24, 4);
	mf->num_heads = 8;
	mf->num_kv_heads = 2;
	mf->head_dim = 256;
	mf->vocab_size = 248320;
	mf->linear_heads = 16;
	mf->linear_key_dim = 128;
	mf->linear_value_dim = 128;
	mf->max_positions = 262144;
}

int model_facts_num_full(const model_facts *mf)
{
	int n = 0;
	for (int i = 0; i < mf->num_layers && i < MODEL_FACTS_MAX_LAYERS; i++)
		n += mf->is_full[i];
	return n;
}

int model_facts_full_interval(const model_facts *mf)
{
	int nf = model_facts_num_full(mf);
	if (nf == 0 || mf->num_layers % nf != 0)
		return 0;
	int k = mf->num_layers / nf;
	for (int i = 0; i < mf->num_layers && i < MODEL_FACTS_MAX_LAYERS; i++)
		if (mf->is_full[i] != ((i + 1) % k == 0))
			return 0;
	return k;
}

void format_bytes(double bytes, char *out, size_t outsz)
{
	static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
	int u = 0;
	while (bytes >= 1024.0 && u < 5) {
		bytes /= 1024.0;
		u++;
	}
	if (u == 0 || bytes == floor(bytes))
		snprintf(out, outsz, "%.0f %s", bytes, units[u]);
	else
		snprintf(out, outsz, "%.1f %s", bytes, units[u]);
}

const char *const placeholder_names[] = {
	"model.name", "model.name_zh", "model.hidden_size", "model.num_layers",
	"model.num_full_layers", "model.num_linear_layers", "model.full_layers",
	"model.full_layers_zh",
	"model.full_interval", "model.num_heads", "model.num_kv_heads",
	"model.heads_per_group", "model.head_dim", "model.vocab_size",
	"model.linear_heads", "model.linear_key_dim", "model.linear_value_dim",
	"model.linear_state_kib", "model.score_bytes_1k",
	"model.score_bytes_4k", "model.score_bytes_32k", "model.max_positions",
	"ex.d", "ex.sqrt_d",
	NULL,
};

bool placeholder_known(const char *name)
{
	for (int i = 0; placeholder_names[i]; i++)
		if (strcmp(placeholder_names[i], name) == 0)
			return true;
	return false;
}

/* Worked example: d_head = 2 (src/core/worked.h, WORKED_D). */
#define EX_D 2

static void score_bytes(const model_facts *mf, double tokens, char *out, size_t outsz)
{
	/* one layer, all query heads, fp32: heads · T² · 4 bytes */
	format_bytes((double)mf->num_heads * tokens * tokens * 4.0, out, outsz);
}

int placeholder_value(const char *name, const model_facts *mf, char *out, size_t outsz)
{
	if (!placeholder_known(name))
		return -1;
	if (strcmp(name, "ex.d") == 0) {
		snprintf(out, outsz, "%d", EX_D);
		return 0;
	}
	if (strcmp(name, "ex.sqrt_d") == 0) {
		snprintf(out, outsz, "%.2f", sqrt((double)EX_D));
		return 0;
	}
	if (!mf) {
		snprintf(out, outsz, "?");
		return 0;
	}
	const char *n = name + strlen("model.");
	int nf = model_facts_num_full(mf);
	if (strcmp(n, "name") == 0) {
		snprintf(out, outsz, "%s", mf->name);
	} else if (strcmp(n, "name_zh") == 0) {
		/* Chinese text says 内置模型 rather than the English directory name */
		snprintf(out, outsz, "%s", strcmp(mf->name, "embedded") == 0 ? "内置模型" : mf->name);
	} else if (strcmp(n, "hidden_size") == 0) {
		snprintf(out, outsz, "%d", mf->hidden_size);
	} else if (strcmp(n, "num_layers") == 0) {
		snprintf(out, outsz, "%d", mf->num_layers);
	} else if (strcmp(n, "num_full_layers") == 0) {
		snprintf(out, outsz, "%d", nf);
	} else if (strcmp(n, "num_linear_layers") == 0) {
		snprintf(out, outsz, "%d", mf->num_layers - nf);
	} else if (strcmp(n, "full_layers") == 0 || strcmp(n, "full_layers_zh") == 0) {
		/* Chinese lists numbers with the enumeration comma 、 */
		const char *sep = strcmp(n, "full_layers_zh") == 0 ? "、" : ", ";
		strbuf b = {0};
		for (int i = 0; i < mf->num_layers && i < MODEL_FACTS_MAX_LAYERS; i++)
			if (mf->is_full[i])
				sb_printf(&b, "%s%d", b.len ? sep : "", i);
		snprintf(out, outsz, "%s", sb_str(&b));
		sb_free(&b);
	} else if (strcmp(n, "full_interval") == 0) {
		int k = model_facts_full_interval(mf);
		if (k)
			snprintf(out, outsz, "%d", k);
		else
			snprintf(out, outsz, "?");
	} else if (strcmp(n, "num_heads") == 0) {
		snprintf(out, outsz, "%d", mf->num_heads);
	} else if (strcmp(n, "num_kv_heads") == 0) {
		snprintf(out, outsz, "%d", mf->num_kv_heads);
	} else if (strcmp(n, "heads_per_group") == 0) {
		if (mf->num_kv_heads > 0)
			snprintf(out, outsz, "%d", mf->num_heads / mf->num_kv_heads);
		else
			snprintf(out, outsz, "?");
	} else if (strcmp(n, "head_dim") == 0) {
		snprintf(out, outsz, "%d", mf->head_dim);
	} else if (strcmp(n, "vocab_size") == 0) {
		snprintf(out, outsz, "%d", mf->vocab_size);
	} else if (strcmp(n, "linear_heads") == 0) {
		snprintf(out, outsz, "%d", mf->linear_heads);
	} else if (strcmp(n, "linear_key_dim") == 0) {
		snprintf(out, outsz, "%d", mf->linear_key_dim);
	} else if (strcmp(n, "linear_value_dim") == 0) {
		snprintf(out, outsz, "%d", mf->linear_value_dim);
	} else if (strcmp(n, "linear_state_kib") == 0) {
		/* the recurrent state: one dk × dv fp32 matrix per value head */
		double bytes = (double)mf->linear_heads * mf->linear_key_dim *
			       mf->linear_value_dim * 4.0;
		snprintf(out, outsz, "%.0f", bytes / 1024.0);
	} else if (strcmp(n, "score_bytes_1k") == 0) {
		score_bytes(mf, 1024.0, out, outsz);
	} else if (strcmp(n, "score_bytes_4k") == 0) {
		score_bytes(mf, 4096.0, out, outsz);
	} else if (strcmp(n, "score_bytes_32k") == 0) {
		score_bytes(mf, 32768.0, out, outsz);
	} else if (strcmp(n, "max_positions") == 0) {
		snprintf(out, outsz, "%ld", mf->max_positions);
	} else {
		return -1;
	}
	return 0;
}

char *placeholder_fill(const char *text, const model_facts *mf)
{
	strbuf b = {0};
	const char *p = text;
	for (;;) {
		const char *open = strstr(p, "{{");
		const char *close = open ? strstr(open + 2, "}}") : NULL;
		if (!open || !close) {
			sb_puts(&b, p);
			break;
		}
		char name[64], val[256];
		size_t n = (size_t)(close - open - 2);
		sb_append(&b, p, (size_t)(open - p));
		if (n < sizeof name) {
			memcpy(name, open + 2, n);
			name[n] = '\0';
		}
		if (n < sizeof name &&
		    placeholder_value(name, mf, val, sizeof val) == 0)
			sb_puts(&b, val);
		else
			sb_append(&b, open, (size_t)(close + 2 - open));
		p = close + 2;
	}
	return sb_take(&b);
}
