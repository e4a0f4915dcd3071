/* Mistral: Llama's layout without biases, and a sliding window:
 * sliding_window null means full attention, W lets query t see the keys
 * t − W < s <= t in every layer (docs/MODEL.md §13). The key is 4096 when
 * absent, as the published config class has it. Only the files the
 * safetensors index names are opened, so consolidated.safetensors beside
 * them is not read. */
#include "loader/arch.h"

static int config(cfg_ctx *x, model_config *c)
{
	static const char *const silu[] = { "silu", NULL };
	if (cfg_decoder_sizes(x, c, true, false, 131072) || cfg_activation(x, "hidden_act", silu))
		return -1;
	const json_value *sw = json_get(x->tc, "sliding_window");
	c->sliding_window = 4096;
	if (sw && sw->type == JSON_NULL)
		c->sliding_window = 0;
	else if (sw && cfg_req_int(x, "sliding_window", 1, INT32_MAX, &c->sliding_window))
		return -1;
	c->window_from = 0;
	c->norm = NORM_RMS;
	c->mlp = MLP_SWIGLU;
	cfg_all_full(c);
	return cfg_rope(x, c, 1.0, true);
}

static const char *const types[] = { "mistral", NULL };
static const char *const classes[] = { "MistralForCausalLM", NULL };
static const char *const prefixes[] = { "model.", NULL };

const arch_desc arch_mistral = {
	.family = "Mistral",
	.model_types = types,
	.architectures = classes,
	.prefixes = prefixes,
	.embed = "embed_tokens.weight",
	.tie_default = false,
	.config = config,
	.tensors = arch_bind_llama_layout,
};
