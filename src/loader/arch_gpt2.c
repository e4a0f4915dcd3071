/* GPT-2 (GPT2LMHeadModel): learned positions (wpe) added to the token
 * embedding (wte), LayerNorm with bias before each block and at the end,
 * Conv1D projections stored [in, out] (c_attn's output is [q | k | v]),
 * biases everywhere, the tanh GELU ("gelu_new") in a plain MLP, and a head
 * tied to wte (docs/MODEL.md §13). Config keys n_embd, n_head, n_layer,
 * n_positions, n_inner (null: 4·n_embd), layer_norm_epsilon. Tensor names
 * come with the prefix transformer. or without; h.N.attn.bias and
 * h.N.attn.masked_bias are mask buffers, not weights. */
#include "loader/arch.h"

#include <stdio.h>
#include <string.h>

static int config(cfg_ctx *x, model_config *c)
{
	static const char *const gelu[] = { "gelu_new", "gelu_pytorch_tanh", NULL };
	bool scale, by_layer;
	int H;
	if (cfg_req_int(x, "vocab_size", 1, CFG_MAX_VOCAB, &c->vocab_size) ||
	    cfg_req_int(x, "n_embd", 1, CFG_MAX_DIM, &H) ||
	    cfg_req_int(x, "n_layer", 1, CFG_MAX_LAYERS, &c->num_layers) ||
	    cfg_req_int(x, "n_head", 1, CFG_MAX_HEADS, &c->num_heads) ||
	    cfg_req_int(x, "n_positions", 1, 1 << 20, &c->max_positions) ||
	    cfg_opt_int(x, "n_inner", 1, CFG_MAX_DIM * 4, 4 * (int64_t)H, &c->intermediate_size) ||
	    cfg_activation(x, "activation_function", gelu) ||
	    cfg_opt_bool(x, "scale_attn_weights", true, &scale) ||
	    cfg_opt_bool(x, "scale_attn_by_inverse_layer_idx", false, &by_layer))
		return -1;
	if (json_opt_double(x->tc, "layer_norm_epsilon", 1e-5, &c->rms_eps, x->path, x->tcpath, x->e))
		return -1;
	if (!(c->rms_eps > 0 && c->rms_eps < 1))
		return cfg_fail(x, "layer_norm_epsilon", "must be in (0, 1)");
	if (!scale)
		return cfg_fail(x, "scale_attn_weights", "false is not supported (scores are divided by sqrt(head_dim))");
	if (by_layer)
		return cfg_fail(x, "scale_attn_by_inverse_layer_idx", "true is not supported");
	if (H % c->num_heads != 0)
		return cfg_fail(x, "n_head", "%d does not divide n_embd %d", c->num_heads, H);
	c->hidden_size = H;
	c->num_kv_heads = c->num_heads;
	c->head_dim = H / c->num_heads;
	c->norm = NORM_LAYER;
	c->pos = POS_LEARNED;
	c->rotary_dim = 0;
	c->mlp = MLP_GELU_TANH;
	c->qkv_bias = c->o_bias = c->mlp_bias = true;
	cfg_all_full(c);
	return 0;
}

/* prefix + "h.<i>." + rest */
#define NAME(buf, rest) (snprintf(buf, sizeof buf, "%sh.%d.%s", P, i, rest), buf)

static int tensors(arch_binder *b, model *m)
{
	const model_config *c = &m->cfg;
	const char *P = arch_prefix(b);
	int64_t V = c->vocab_size, H = c->hidden_size, I = c->intermediate_size;
	char n[256];
	snprintf(n, sizeof n, "%swte.weight", P);
	if (arch_bind(b, &m->w.embed, n, 2, V, H, 0))
		return -1;
	snprintf(n, sizeof n, "%swpe.weight", P);
	if (arch_bind(b, &m->w.pos_embed, n, 2, c->max_positions, H, 0))
		return -1;
	snprintf(n, sizeof n, "%sln_f.weight", P);
	if (arch_bind(b, &m->w.final_norm, n, 1, H, 0, 0))
		return -1;
	snprintf(n, sizeof n, "%sln_f.bias", P);
	if (arch_bind(b, &m->w.final_norm_b, n, 1, H, 0, 0))
		return -1;
	m->w.layers = xcalloc((size_t)c->num_layers, sizeof *m->w.layers);
	for (int i = 0; i < c->num_layers; i++) {
		layer_weights *lw = &m->w.layers[i];
		/* c_attn: x·W + b with W [H, 3H], output [q | k | v] */
		if (arch_bind(b, &lw->input_norm, NAME(n, "ln_1.weight"), 1, H, 0, 0) ||
		    arch_bind(b, &lw->input_norm_b, NAME(n, "ln_1.bias"), 1, H, 0, 0) ||
		    arch_bind(b, &lw->post_norm, NAME(n, "ln_2.weight"), 1, H, 0, 0) ||
		    arch_bind(b, &lw->post_norm_b, NAME(n, "ln_2.bias"), 1, H, 0, 0) ||
		    arch_bind_conv1d(b, &lw->q_proj, NAME(n, "attn.c_attn.weight"), H, 3 * H, 0, H) ||
		    arch_bind_conv1d(b, &lw->k_proj, n, H, 3 * H, H, H) ||
		    arch_bind_conv1d(b, &lw->v_proj, n, H, 3 * H, 2 * H, H) ||
		    arch_bind_slice(b, &lw->q_b, NAME(n, "attn.c_attn.bias"), 3 * H, 0, H) ||
		    arch_bind_slice(b, &lw->k_b, n, 3 * H, H, H) ||
		    arch_bind_slice(b, &lw->v_b, n, 3 * H, 2 * H, H) ||
		    arch_bind_conv1d(b, &lw->o_proj, NAME(n, "attn.c_proj.weight"), H, H, 0, H) ||
		    arch_bind(b, &lw->o_b, NAME(n, "attn.c_proj.bias"), 1, H, 0, 0) ||
		    arch_bind_conv1d(b, &lw->up_proj, NAME(n, "mlp.c_fc.weight"), H, I, 0, I) ||
		    arch_bind(b, &lw->up_b, NAME(n, "mlp.c_fc.bias"), 1, I, 0, 0) ||
		    arch_bind_conv1d(b, &lw->down_proj, NAME(n, "mlp.c_proj.weight"), I, H, 0, H) ||
		    arch_bind(b, &lw->down_b, NAME(n, "mlp.c_proj.bias"), 1, H, 0, 0))
			return -1;
	}
	return 0;
}

static bool ends_with(const char *s, size_t n, const char *suf)
{
	size_t k = strlen(suf);
	return n >= k && memcmp(s + n - k, suf, k) == 0;
}

/* the causal-mask buffers some files carry: h.N.attn.bias, h.N.attn.masked_bias */
static bool skip(const char *name, size_t n)
{
	return (ends_with(name, n, ".attn.bias") || ends_with(name, n, ".attn.masked_bias")) &&
	       (memcmp(name, "h.", n < 2 ? n : 2) == 0 ||
		(n > 14 && memcmp(name, "transformer.h.", 14) == 0));
}

static const char *const types[] = { "gpt2", NULL };
static const char *const classes[] = { "GPT2LMHeadModel", NULL };
static const char *const prefixes[] = { "transformer.", "", NULL };

const arch_desc arch_gpt2 = {
	.family = "GPT-2",
	.model_types = types,
	.architectures = classes,
	.prefixes = prefixes,
	.embed = "wte.weight",
	.tie_default = true,
	.config = config,
	.tensors = tensors,
	.skip = skip,
};
