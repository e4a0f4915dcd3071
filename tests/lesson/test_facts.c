/* Placeholders filled from Qwen3.5-0.8B's facts. Expected values by hand from
 * the figures of docs/MODEL.md §6.2:
 *   full layers: (i+1) % 4 == 0 → 3, 7, 11, 15, 19, 23 (6 full, 18 linear)
 *   heads per group: 8 / 2 = 4
 *   GatedDeltaNet state: 16 heads × 128 × 128 × 4 B = 1,048,576 B = 1024 KiB
 *   scores, one layer fp32: 8 × T² × 4 B
 *     T = 1024:  33,554,432 B = 32 MiB
 *     T = 4096:  536,870,912 B = 512 MiB
 *     T = 32768: 34,359,738,368 B = 32 GiB
 *   √2 = 1.414… → "1.41"
 *   RoPE: partial_rotary_factor 0.25 × head_dim 256 = 64 rotated numbers;
 *   norms 1 + w; q/k norms; SwiGLU
 * and, changed by hand, a GPT-2 (learned positions, LayerNorm, GELU) and a
 * Llama (RoPE on all of head_dim, plain RMSNorm, every layer full). */
#include <stdlib.h>
#include <string.h>

#include "lesson/facts.h"
#include "../core/check.h"

static void expect(const model_facts *mf, const char *name, const char *want)
{
	char got[1024] = "";
	if (placeholder_value(name, mf, got, sizeof got) != 0 || strcmp(got, want) != 0) {
		fprintf(stderr, "FAIL: {{%s}} = \"%s\", want \"%s\"\n", name, got, want);
		check_failures++;
	}
}

int main(void)
{
	model_facts mf;
	model_facts_qwen35_08b(&mf);

	expect(&mf, "model.name", "Qwen/Qwen3.5-0.8B");
	expect(&mf, "model.name_zh", "Qwen/Qwen3.5-0.8B");
	expect(&mf, "model.hidden_size", "1024");
	expect(&mf, "model.num_layers", "24");
	expect(&mf, "model.num_full_layers", "6");
	expect(&mf, "model.num_linear_layers", "18");
	expect(&mf, "model.full_layers", "3, 7, 11, 15, 19, 23");
	expect(&mf, "model.full_layers_zh", "3、7、11、15、19、23");
	expect(&mf, "model.full_interval", "4");
	expect(&mf, "model.num_heads", "8");
	expect(&mf, "model.num_kv_heads", "2");
	expect(&mf, "model.heads_per_group", "4");
	expect(&mf, "model.head_dim", "256");
	expect(&mf, "model.vocab_size", "248320");
	expect(&mf, "model.linear_heads", "16");
	expect(&mf, "model.linear_state_kib", "1024");
	expect(&mf, "model.linear_key_dim", "128");
	expect(&mf, "model.linear_value_dim", "128");
	expect(&mf, "model.score_bytes_1k", "32 MiB");
	expect(&mf, "model.score_bytes_4k", "512 MiB");
	expect(&mf, "model.score_bytes_32k", "32 GiB");
	expect(&mf, "model.max_positions", "262144");
	expect(&mf, "ex.d", "2");
	expect(&mf, "ex.sqrt_d", "1.41");
	expect(&mf, "model.family", "Qwen3.5");
	expect(&mf, "model.positions",
		"RoPE, rotating 64 of the 256 numbers of each head's q and k, in the full-attention "
		"layers only");
	expect(&mf, "model.positions_zh", " RoPE（只转动每个头 q 和 k 的 256 个数中的 64 个，且只用在全注意力层）");
	expect(&mf, "model.qk_prep", "the model's per-head normalisation and RoPE");
	expect(&mf, "model.rotated", "here the first 64 of 256");
	expect(&mf, "model.rotated_zh", "这里是 256 个中的前 64 个");
	expect(&mf, "model.norm", "RMSNorm with weights 1 + w");
	expect(&mf, "model.mlp", "SwiGLU: W_down·(SiLU(W_gate·h) ⊙ W_up·h)");
	expect(NULL, "model.positions", "?");
	model_facts g2 = mf;
	snprintf(g2.family, sizeof g2.family, "%s", "GPT-2");
	model_facts_set_interval(&g2, 12, 1);
	g2.learned_positions = true;
	g2.rotary_dim = 0;
	g2.qk_norm = false;
	g2.norm = FACTS_NORM_LAYER;
	g2.mlp_gelu = true;
	expect(&g2, "model.positions",
		"learned position vectors, one per position, added to the token's embedding");
	expect(&g2, "model.positions_zh", "学到的位置向量（每个位置一个，加在 token 的嵌入上）");
	expect(&g2, "model.qk_prep", "nothing but the projection: no normalisation, no rotation");
	expect(&g2, "model.rotated", "none here: this model has no RoPE");
	expect(&g2, "model.norm", "LayerNorm with a bias");
	expect(&g2, "model.norm_zh", "带偏置的 LayerNorm");
	expect(&g2, "model.mlp", "GELU: W_down·GELU(W_up·h + b) + b");
	model_facts ll = g2;
	ll.learned_positions = false;
	ll.rotary_dim = 256;
	ll.norm = FACTS_NORM_RMS;
	ll.mlp_gelu = false;
	expect(&ll, "model.positions", "RoPE, rotating all 256 numbers of each head's q and k");
	expect(&ll, "model.positions_zh", " RoPE（转动每个头 q 和 k 的全部 256 个数）");
	expect(&ll, "model.qk_prep_zh", " RoPE");
	expect(&ll, "model.norm_zh", " RMSNorm");
	expect(&ll, "model.qk_prep", "RoPE");
	expect(&ll, "model.norm", "RMSNorm");
	expect(NULL, "model.hidden_size", "?");
	expect(NULL, "ex.d", "2");

	char buf[1024];
	CHECK(placeholder_value("model.nope", &mf, buf, sizeof buf) == -1);
	CHECK(!placeholder_known("model.nope") && placeholder_known("model.head_dim"));
	for (int i = 0; placeholder_names[i]; i++)
		CHECK(placeholder_value(placeholder_names[i], &mf, buf, sizeof buf) == 0);

	/* Qwen3-style: every layer full → interval 1; irregular → "?" */
	model_facts q3 = mf;
	model_facts_set_interval(&q3, 28, 1);
	expect(&q3, "model.num_full_layers", "28");
	expect(&q3, "model.num_linear_layers", "0");
	expect(&q3, "model.full_interval", "1");
	q3.is_full[5] = false;
	expect(&q3, "model.full_interval", "?");
	snprintf(q3.name, sizeof q3.name, "%s", "embedded");
	expect(&q3, "model.name_zh", "内置模型");

	char *s = placeholder_fill("H={{model.hidden_size}}, d={{ex.d}}, {{bad}}, {{open", &mf);
	CHECK(strcmp(s, "H=1024, d=2, {{bad}}, {{open") == 0);
	free(s);

	format_bytes(512, buf, sizeof buf);
	CHECK(strcmp(buf, "512 B") == 0);
	format_bytes(1536, buf, sizeof buf);
	CHECK(strcmp(buf, "1.5 KiB") == 0);
	format_bytes(1024.0 * 1024 * 1024 * 1024 * 3, buf, sizeof buf);
	CHECK(strcmp(buf, "3 TiB") == 0);
	return check_exit();
}
