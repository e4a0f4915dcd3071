/* Qwen3.5 (docs/MODEL.md): the hybrid of GatedDeltaNet and gated full
 * attention, zero-centred RMSNorms, partial RoPE, q/k norm, no biases; the
 * text model's fields sit in text_config in the multimodal checkpoints,
 * whose tensors carry the prefix model.language_model. beside the vision
 * tower and the MTP head (both skipped). */
#include "loader/arch.h"

#include <stdio.h>
#include <string.h>

#include "util/sanitize.h"

/* layer_types (or full_attention_interval): which layers are GatedDeltaNet */
static int layer_types(cfg_ctx *x, model_config *c)
{
	int n = c->num_layers;
	c->layer_is_linear = xcalloc((size_t)n, sizeof *c->layer_is_linear);
	const json_value *lt = json_get(x->tc, "layer_types");
	if (lt && lt->type != JSON_NULL) {
		if (lt->type != JSON_ARRAY)
			return cfg_fail(x, "layer_types", "expected an array");
		if (json_count(lt) != (size_t)n)
			return cfg_fail(x, "layer_types", "has %zu entries but num_hidden_layers is %d",
				json_count(lt), n);
		for (int i = 0; i < n; i++) {
			const json_value *s = json_at(lt, (size_t)i);
			char key[48];
			snprintf(key, sizeof key, "layer_types[%d]", i);
			if (s->type != JSON_STRING)
				return cfg_fail(x, key, "expected a string");
			/* HF maps the legacy names "mamba"/"attention" to these */
			if (json_str_eq(s, "linear_attention") || json_str_eq(s, "mamba"))
				c->layer_is_linear[i] = true;
			else if (json_str_eq(s, "full_attention") || json_str_eq(s, "attention"))
				c->layer_is_linear[i] = false;
			else {
				char shown[64]; /* by length: a NUL inside shows as \x00 */
				sanitize_into(shown, sizeof shown, s->u.str.s, s->u.str.len, 0);
				return cfg_fail(x, key, "unknown layer type \"%s\"", shown);
			}
		}
		return 0;
	}
	int interval;
	if (cfg_opt_int(x, "full_attention_interval", 1, CFG_MAX_LAYERS, 4, &interval))
		return -1;
	/* layer i is full attention iff (i + 1) % interval == 0 */
	for (int i = 0; i < n; i++)
		c->layer_is_linear[i] = (i + 1) % interval != 0;
	return 0;
}

static int config(cfg_ctx *x, model_config *c)
{
	if (!strcmp(x->model_type, "qwen3_5")) {
		/* multimodal: the text model's fields are in text_config */
		if (json_req_type(x->root, "text_config", JSON_OBJECT, &x->tc, x->path, "", x->e))
			return -1;
		x->tcpath = "text_config";
		const char *tmt;
		if (cfg_opt_string(x, "model_type", "qwen3_5_text", &tmt))
			return -1;
		if (strcmp(tmt, "qwen3_5_text") != 0)
			return errf(x->e, "%s: text_config.model_type \"%.40s\" is not supported (need qwen3_5_text)",
				x->path, tmt);
	}
	static const char *const silu[] = { "silu", NULL };
	bool bias;
	if (cfg_decoder_sizes(x, c, true, true, 32768) || cfg_activation(x, "hidden_act", silu) ||
	    cfg_opt_bool(x, "attention_bias", false, &bias))
		return -1;
	if (bias)
		return cfg_fail(x, "attention_bias", "attention biases are not supported");
	/* HF's Qwen3.5 attention always carries the output gate and uses
	 * (1 + w) norms (docs/MODEL.md §2.1, §11); attn_output_gate is not read */
	c->gated_q = true;
	c->qk_norm = true;
	c->norm = NORM_RMS_1P;
	c->mlp = MLP_SWIGLU;
	if (layer_types(x, c) || cfg_rope(x, c, 0.25, false))
		return -1;
	bool any_linear = false;
	for (int i = 0; i < c->num_layers; i++)
		any_linear |= c->layer_is_linear[i];
	if (!any_linear)
		return 0;
	if (cfg_req_int(x, "linear_num_key_heads", 1, CFG_MAX_HEADS, &c->lin_k_heads) ||
	    cfg_req_int(x, "linear_num_value_heads", 1, CFG_MAX_HEADS, &c->lin_v_heads) ||
	    cfg_req_int(x, "linear_key_head_dim", 1, 4096, &c->lin_k_dim) ||
	    cfg_req_int(x, "linear_value_head_dim", 1, 4096, &c->lin_v_dim) ||
	    cfg_req_int(x, "linear_conv_kernel_dim", 1, 64, &c->lin_conv_kernel))
		return -1;
	if (c->lin_v_heads % c->lin_k_heads != 0)
		return cfg_fail(x, "linear_num_value_heads", "%d is not a multiple of linear_num_key_heads %d",
			c->lin_v_heads, c->lin_k_heads);
	return 0;
}

static bool starts_with(const char *s, size_t n, const char *pre)
{
	size_t k = strlen(pre);
	return n >= k && memcmp(s, pre, k) == 0;
}

/* the vision tower and the multi-token-prediction head */
static bool skip(const char *name, size_t n)
{
	return starts_with(name, n, "model.visual.") || starts_with(name, n, "mtp.");
}

static const char *const types[] = { "qwen3_5", "qwen3_5_text", NULL };
static const char *const classes[] = { "Qwen3_5ForConditionalGeneration", "Qwen3_5ForCausalLM", NULL };
static const char *const prefixes[] = { "model.language_model.", "model.", NULL };

const arch_desc arch_qwen35 = {
	.family = "Qwen3.5",
	.model_types = types,
	.architectures = classes,
	.prefixes = prefixes,
	.embed = "embed_tokens.weight",
	.tie_default = false,
	.config = config,
	.tensors = arch_bind_llama_layout,
	.skip = skip,
};
