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
	snprintf(mf->family, sizeof mf->family, "%s", "Qwen3.5");
	mf->rotary_dim = 64; /* partial_rotary_factor 0.25 of 256 */
	mf->qk_norm = true;
	mf->norm = FACTS_NORM_RMS_1P;
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
	"model.family", "model.positions", "model.positions_zh", "model.position_effect",
	"model.position_effect_zh", "model.qk_prep", "model.qk_prep_zh", "model.rotated",
	"model.rotated_zh", "model.norm", "model.norm_zh", "model.mlp", "model.mlp_zh",
	"model.state_compare", "model.state_compare_zh",
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

/* ---- per-architecture facts, in English and in Chinese ----
 * A Chinese form that begins with a Latin word begins with a space: the
 * lessons set Latin words apart from Chinese characters ("由 RoPE 补进来"),
 * and the sentence around the placeholder cannot know which form comes. */

/* Where position enters: RoPE on how many of each head's numbers (and only
 * in the full-attention layers of a hybrid), or learned vectors added to the
 * embeddings. A noun phrase: "position enters through ...". */
static void positions(const model_facts *mf, bool zh, char *out, size_t outsz)
{
	bool hybrid = model_facts_num_full(mf) < mf->num_layers;
	if (mf->learned_positions || mf->rotary_dim <= 0) {
		snprintf(out, outsz, "%s", zh ? "学到的位置向量（每个位置一个，加在 token 的嵌入上）"
			: "learned position vectors, one per position, added to the token's "
			  "embedding");
	} else if (zh) {
		char part[96];
		if (mf->rotary_dim >= mf->head_dim)
			snprintf(part, sizeof part, "转动每个头 q 和 k 的全部 %d 个数", mf->head_dim);
		else
			snprintf(part, sizeof part, "只转动每个头 q 和 k 的 %d 个数中的 %d 个",
				mf->head_dim, mf->rotary_dim);
		snprintf(out, outsz, " RoPE（%s%s）", part, hybrid ? "，且只用在全注意力层" : "");
	} else {
		char part[96];
		if (mf->rotary_dim >= mf->head_dim)
			snprintf(part, sizeof part, "all %d numbers", mf->head_dim);
		else
			snprintf(part, sizeof part, "%d of the %d numbers", mf->rotary_dim, mf->head_dim);
		snprintf(out, outsz, "RoPE, rotating %s of each head's q and k%s", part,
			hybrid ? ", in the full-attention layers only" : "");
	}
}

/* What that does to a score q_i · k_j, a sentence or two. */
static const char *position_effect(const model_facts *mf, bool zh)
{
	if (mf->learned_positions || mf->rotary_dim <= 0)
		return zh ? "位置向量从第一层起就在 x 里，所以 q_i · k_j 取决于两个 token 各自站在哪里，"
			    "而不只是它们相隔多远。"
			  : "The position vector is in x from the first layer on, so q_i · k_j "
			    "depends on where each of the two tokens stands, not only on how far "
			    "apart they are.";
	return zh ? "转过角度之后，q_i · k_j 就和 i − j 有关了。按 RoPE 通常的频率，两个 token "
		    "离得越远，它们能拿到的最高分会慢慢变低，所以平均来说远处的匹配吃点亏，"
		    "但真正对得上的，照样能胜出。"
		  : "The rotation makes q_i · k_j depend on i − j. With RoPE's usual "
		    "frequencies the best score a far pair can reach shrinks slowly with "
		    "distance, so far matches are a little harder on average, yet a strong "
		    "one still wins.";
}

/* The cost step's comparison with a layer whose memory does not grow: a
 * hybrid's GatedDeltaNet state (value heads × d_k × d_v × 4 bytes), or, for
 * a model with full attention only, that it has no such layer. */
static void state_compare(const model_facts *mf, bool zh, char *out, size_t outsz)
{
	if (model_facts_num_full(mf) >= mf->num_layers) {
		snprintf(out, outsz, "%s",
			 zh ? "这个模型每一层都是全注意力，所以上面的平方增长它每层都要付。"
			      "像 Qwen3.5 这样的混合模型在其中夹上 GatedDeltaNet 层：那种层只留一份大小固定的摘要，"
			      "不给每一对 token 各存一个分数，多长的文本都一样大。"
			    : "Every layer of this model is full attention, so each one pays the "
			      "square above. A hybrid such as Qwen3.5 puts GatedDeltaNet layers "
			      "between them: those keep a fixed-size summary of the past instead of "
			      "a score for every pair of tokens, the same size at any length.");
		return;
	}
	double kib = (double)mf->linear_heads * mf->linear_key_dim * mf->linear_value_dim * 4.0 / 1024.0;
	if (zh)
		snprintf(out, outsz, "对照一下 GatedDeltaNet 层：不管多长，它的状态都是 %.0f KiB。"
			 "它把过去折进一份固定大小的摘要，而不是给每一对 token 各留一个分数。", kib);
	else
		snprintf(out, outsz, "A GatedDeltaNet layer, for comparison, keeps a state of %.0f KiB at "
			 "any length: it folds the past into a fixed-size summary rather than "
			 "keeping a score for every pair of tokens.", kib);
}

/* What q and k went through after their projection: "q and k already
 * carry ...". */
static const char *qk_prep(const model_facts *mf, bool zh)
{
	bool rope = !mf->learned_positions && mf->rotary_dim > 0;
	if (mf->qk_norm && rope)
		return zh ? "模型的归一化和 RoPE" : "the model's per-head normalisation and RoPE";
	if (rope)
		return zh ? " RoPE" : "RoPE";
	if (mf->qk_norm)
		return zh ? "模型的归一化" : "the model's per-head normalisation";
	return zh ? "投影，别无其他：既不归一化，也不旋转"
		  : "nothing but the projection: no normalisation, no rotation";
}

/* Which dimensions RoPE rotated, for the neuron view's ↻ marks. */
static void rotated(const model_facts *mf, bool zh, char *out, size_t outsz)
{
	if (mf->learned_positions || mf->rotary_dim <= 0)
		snprintf(out, outsz, "%s", zh ? "这里没有：这个模型不用 RoPE"
			: "none here: this model has no RoPE");
	else if (zh)
		snprintf(out, outsz, "这里是 %d 个中的前 %d 个", mf->head_dim,
			mf->rotary_dim < mf->head_dim ? mf->rotary_dim : mf->head_dim);
	else
		snprintf(out, outsz, "here the first %d of %d",
			mf->rotary_dim < mf->head_dim ? mf->rotary_dim : mf->head_dim, mf->head_dim);
}

static const char *norm_name(const model_facts *mf, bool zh)
{
	switch (mf->norm) {
	case FACTS_NORM_RMS_1P:
		return zh ? "权重为 1 + w 的 RMSNorm" : "RMSNorm with weights 1 + w";
	case FACTS_NORM_LAYER:
		return zh ? "带偏置的 LayerNorm" : "LayerNorm with a bias";
	default:
		return zh ? " RMSNorm" : "RMSNorm";
	}
}

static const char *mlp_name(const model_facts *mf, bool zh)
{
	if (mf->mlp_gelu)
		return zh ? " GELU：W_down·GELU(W_up·h + b) + b" : "GELU: W_down·GELU(W_up·h + b) + b";
	return zh ? " SwiGLU：W_down·(SiLU(W_gate·h) ⊙ W_up·h)"
		  : "SwiGLU: W_down·(SiLU(W_gate·h) ⊙ W_up·h)";
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
	} else if (strcmp(n, "family") == 0) {
		snprintf(out, outsz, "%s", mf->family[0] ? mf->family : "?");
	} else if (strcmp(n, "positions") == 0 || strcmp(n, "positions_zh") == 0) {
		positions(mf, strcmp(n, "positions_zh") == 0, out, outsz);
	} else if (strcmp(n, "position_effect") == 0 || strcmp(n, "position_effect_zh") == 0) {
		snprintf(out, outsz, "%s", position_effect(mf, strcmp(n, "position_effect_zh") == 0));
	} else if (strcmp(n, "qk_prep") == 0 || strcmp(n, "qk_prep_zh") == 0) {
		snprintf(out, outsz, "%s", qk_prep(mf, strcmp(n, "qk_prep_zh") == 0));
	} else if (strcmp(n, "rotated") == 0 || strcmp(n, "rotated_zh") == 0) {
		rotated(mf, strcmp(n, "rotated_zh") == 0, out, outsz);
	} else if (strcmp(n, "norm") == 0 || strcmp(n, "norm_zh") == 0) {
		snprintf(out, outsz, "%s", norm_name(mf, strcmp(n, "norm_zh") == 0));
	} else if (strcmp(n, "state_compare") == 0 || strcmp(n, "state_compare_zh") == 0) {
		state_compare(mf, strcmp(n, "state_compare_zh") == 0, out, outsz);
	} else if (strcmp(n, "mlp") == 0 || strcmp(n, "mlp_zh") == 0) {
		snprintf(out, outsz, "%s", mlp_name(mf, strcmp(n, "mlp_zh") == 0));
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
		char name[64], val[1024];
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
