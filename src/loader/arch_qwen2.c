/* Qwen2 and Qwen2.5: Llama's layout with biases on q, k and v (always; the
 * config has no key for them) and none on o; a sliding window only when
 * use_sliding_window is true, and then only from layer max_window_layers
 * on (docs/MODEL.md §13). */
#include "loader/arch.h"

static int config(cfg_ctx *x, model_config *c)
{
	static const char *const silu[] = { "silu", NULL };
	bool sliding;
	if (cfg_decoder_sizes(x, c, true, false, 32768) || cfg_activation(x, "hidden_act", silu) ||
	    cfg_opt_bool(x, "use_sliding_window", false, &sliding))
		return -1;
	if (sliding) {
		const json_value *sw = json_get(x->tc, "sliding_window");
		if (sw && sw->type != JSON_NULL) {
			if (cfg_req_int(x, "sliding_window", 1, INT32_MAX, &c->sliding_window))
				return -1;
		} else
			c->sliding_window = 4096;
		if (cfg_opt_int(x, "max_window_layers", 0, CFG_MAX_LAYERS, 28, &c->window_from))
			return -1;
	}
	c->qkv_bias = true;
	c->norm = NORM_RMS;
	c->mlp = MLP_SWIGLU;
	cfg_all_full(c);
	return cfg_rope(x, c, 1.0, true);
}

static const char *const types[] = { "qwen2", NULL };
static const char *const classes[] = { "Qwen2ForCausalLM", NULL };
static const char *const prefixes[] = { "model.", NULL };

const arch_desc arch_qwen2 = {
	.family = "Qwen2",
	.model_types = types,
	.architectures = classes,
	.prefixes = prefixes,
	.embed = "embed_tokens.weight",
	.tie_default = false,
	.config = config,
	.tensors = arch_bind_llama_layout,
};
