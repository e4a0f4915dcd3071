/* Qwen3 dense (docs/MODEL.md §9): every layer full attention, plain
 * RMSNorms, q/k norm, no output gate, full RoPE, no biases. */
#include "loader/arch.h"

static int config(cfg_ctx *x, model_config *c)
{
	static const char *const silu[] = { "silu", NULL };
	bool bias, sliding;
	if (cfg_decoder_sizes(x, c, true, true, 32768) || cfg_activation(x, "hidden_act", silu) ||
	    cfg_opt_bool(x, "attention_bias", false, &bias) ||
	    cfg_opt_bool(x, "use_sliding_window", false, &sliding))
		return -1;
	if (bias)
		return cfg_fail(x, "attention_bias", "attention biases are not supported");
	if (sliding)
		return cfg_fail(x, "use_sliding_window", "sliding-window attention is not supported");
	c->qk_norm = true;
	c->norm = NORM_RMS;
	c->mlp = MLP_SWIGLU;
	cfg_all_full(c);
	return cfg_rope(x, c, 1.0, false);
}

static const char *const types[] = { "qwen3", NULL };
static const char *const classes[] = { "Qwen3ForCausalLM", NULL };
static const char *const prefixes[] = { "model.", NULL };

const arch_desc arch_qwen3 = {
	.family = "Qwen3",
	.model_types = types,
	.architectures = classes,
	.prefixes = prefixes,
	.embed = "embed_tokens.weight",
	.tie_default = false,
	.config = config,
	.tensors = arch_bind_llama_layout,
};
