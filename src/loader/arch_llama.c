/* Llama (Llama 2 and 3.x, TinyLlama, SmolLM/SmolLM2): plain RMSNorm, full
 * RoPE with optional linear or llama3 scaling, SwiGLU, biases on q/k/v/o
 * when attention_bias and on the MLP when mlp_bias; head_dim defaults to
 * hidden/heads and num_key_value_heads to the heads (docs/MODEL.md §13). */
#include "loader/arch.h"

static int config(cfg_ctx *x, model_config *c)
{
	static const char *const silu[] = { "silu", NULL };
	bool bias, mbias;
	if (cfg_decoder_sizes(x, c, false, false, 2048) || cfg_activation(x, "hidden_act", silu) ||
	    cfg_opt_bool(x, "attention_bias", false, &bias) ||
	    cfg_opt_bool(x, "mlp_bias", false, &mbias))
		return -1;
	c->qkv_bias = c->o_bias = bias;
	c->mlp_bias = mbias;
	c->norm = NORM_RMS;
	c->mlp = MLP_SWIGLU;
	cfg_all_full(c);
	return cfg_rope(x, c, 1.0, true);
}

static const char *const types[] = { "llama", NULL };
static const char *const classes[] = { "LlamaForCausalLM", NULL };
static const char *const prefixes[] = { "model.", "", NULL };

const arch_desc arch_llama = {
	.family = "Llama",
	.model_types = types,
	.architectures = classes,
	.prefixes = prefixes,
	.embed = "embed_tokens.weight",
	.tie_default = false,
	.config = config,
	.tensors = arch_bind_llama_layout,
};
