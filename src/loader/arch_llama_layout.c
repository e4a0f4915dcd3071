/* The tensor layout that Qwen3.5, Qwen3, Llama, Mistral and Qwen2 share
 * (docs/MODEL.md §7.2): P = the prefix, i = the layer,
 *   P embed_tokens.weight [V, H], P norm.weight [H],
 *   P layers.i.input_layernorm.weight, …post_attention_layernorm.weight [H],
 *   P layers.i.mlp.{gate,up}_proj.weight [I, H], …down_proj.weight [H, I]
 *     (+ .bias [I] / [H] when mlp_bias),
 *   full attention: P layers.i.self_attn.q_proj.weight [nh·hd(·2 gated), H],
 *     k_proj, v_proj [nkv·hd, H], o_proj [H, nh·hd], their .bias when the
 *     config has them, q_norm/k_norm [hd] when qk_norm,
 *   GatedDeltaNet: P layers.i.linear_attn.* (§4). */
#include "loader/arch.h"

#include <stdio.h>

static int bind_layer(arch_binder *b, model *m, int i)
{
	const model_config *c = &m->cfg;
	layer_weights *lw = &m->w.layers[i];
	const char *P = arch_prefix(b);
	int64_t H = c->hidden_size, I = c->intermediate_size;
	char p[256];
	/* p = "<prefix>layers.<i>.<suffix>" */
#define NAME(suffix) (snprintf(p, sizeof p, "%slayers.%d.%s", P, i, suffix), p)
	if (arch_bind(b, &lw->input_norm, NAME("input_layernorm.weight"), 1, H, 0, 0) ||
	    arch_bind(b, &lw->post_norm, NAME("post_attention_layernorm.weight"), 1, H, 0, 0) ||
	    arch_bind(b, &lw->gate_proj, NAME("mlp.gate_proj.weight"), 2, I, H, 0) ||
	    arch_bind(b, &lw->up_proj, NAME("mlp.up_proj.weight"), 2, I, H, 0) ||
	    arch_bind(b, &lw->down_proj, NAME("mlp.down_proj.weight"), 2, H, I, 0))
		return -1;
	if (c->mlp_bias &&
	    (arch_bind(b, &lw->gate_b, NAME("mlp.gate_proj.bias"), 1, I, 0, 0) ||
	     arch_bind(b, &lw->up_b, NAME("mlp.up_proj.bias"), 1, I, 0, 0) ||
	     arch_bind(b, &lw->down_b, NAME("mlp.down_proj.bias"), 1, H, 0, 0)))
		return -1;
	if (!c->layer_is_linear[i]) {
		int64_t nh = c->num_heads, nkv = c->num_kv_heads, hd = c->head_dim;
		/* gated q_proj rows: per head [q_j (hd) | gate_j (hd)] */
		int64_t qrows = nh * hd * (c->gated_q ? 2 : 1);
		if (arch_bind(b, &lw->q_proj, NAME("self_attn.q_proj.weight"), 2, qrows, H, 0) ||
		    arch_bind(b, &lw->k_proj, NAME("self_attn.k_proj.weight"), 2, nkv * hd, H, 0) ||
		    arch_bind(b, &lw->v_proj, NAME("self_attn.v_proj.weight"), 2, nkv * hd, H, 0) ||
		    arch_bind(b, &lw->o_proj, NAME("self_attn.o_proj.weight"), 2, H, nh * hd, 0))
			return -1;
		if (c->qkv_bias &&
		    (arch_bind(b, &lw->q_b, NAME("self_attn.q_proj.bias"), 1, qrows, 0, 0) ||
		     arch_bind(b, &lw->k_b, NAME("self_attn.k_proj.bias"), 1, nkv * hd, 0, 0) ||
		     arch_bind(b, &lw->v_b, NAME("self_attn.v_proj.bias"), 1, nkv * hd, 0, 0)))
			return -1;
		if (c->o_bias && arch_bind(b, &lw->o_b, NAME("self_attn.o_proj.bias"), 1, H, 0, 0))
			return -1;
		if (c->qk_norm &&
		    (arch_bind(b, &lw->q_norm, NAME("self_attn.q_norm.weight"), 1, hd, 0, 0) ||
		     arch_bind(b, &lw->k_norm, NAME("self_attn.k_norm.weight"), 1, hd, 0, 0)))
			return -1;
		return 0;
	}
	int64_t nk = c->lin_k_heads, nv = c->lin_v_heads, dk = c->lin_k_dim, dv = c->lin_v_dim,
		K = c->lin_conv_kernel;
	int64_t C = 2 * nk * dk + nv * dv; /* conv channels [Q | K | V] */
	if (arch_bind(b, &lw->in_qkv, NAME("linear_attn.in_proj_qkv.weight"), 2, C, H, 0) ||
	    arch_bind(b, &lw->in_z, NAME("linear_attn.in_proj_z.weight"), 2, nv * dv, H, 0) ||
	    arch_bind(b, &lw->in_b, NAME("linear_attn.in_proj_b.weight"), 2, nv, H, 0) ||
	    arch_bind(b, &lw->in_a, NAME("linear_attn.in_proj_a.weight"), 2, nv, H, 0) ||
	    arch_bind(b, &lw->conv1d, NAME("linear_attn.conv1d.weight"), 3, C, 1, K) ||
	    arch_bind(b, &lw->dt_bias, NAME("linear_attn.dt_bias"), 1, nv, 0, 0) ||
	    arch_bind(b, &lw->A_log, NAME("linear_attn.A_log"), 1, nv, 0, 0) ||
	    arch_bind(b, &lw->lin_norm, NAME("linear_attn.norm.weight"), 1, dv, 0, 0) ||
	    arch_bind(b, &lw->out_proj, NAME("linear_attn.out_proj.weight"), 2, H, nv * dv, 0))
		return -1;
#undef NAME
	return 0;
}

int arch_bind_llama_layout(arch_binder *b, model *m)
{
	const model_config *c = &m->cfg;
	const char *P = arch_prefix(b);
	char p[256];
	snprintf(p, sizeof p, "%sembed_tokens.weight", P);
	if (arch_bind(b, &m->w.embed, p, 2, c->vocab_size, c->hidden_size, 0))
		return -1;
	snprintf(p, sizeof p, "%snorm.weight", P);
	if (arch_bind(b, &m->w.final_norm, p, 1, c->hidden_size, 0, 0))
		return -1;
	m->w.layers = xcalloc((size_t)c->num_layers, sizeof *m->w.layers);
	for (int i = 0; i < c->num_layers; i++)
		if (bind_layer(b, m, i))
			return -1;
	return 0;
}
