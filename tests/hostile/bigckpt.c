#include "bigckpt.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct { const char *name; int ndim; int64_t shape[3]; } spec;

int bigckpt_write(const char *dir, const bigckpt_dims *d)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/config.json", dir);
	FILE *f = fopen(path, "w");
	if (!f) {
		perror(path);
		return -1;
	}
	fprintf(f, "{\"model_type\": \"qwen3_5_text\", \"vocab_size\": %lld, \"hidden_size\": %lld,\n"
		   " \"intermediate_size\": %lld, \"num_hidden_layers\": 1,\n"
		   " \"layer_types\": [\"linear_attention\"], \"num_attention_heads\": 1,\n"
		   " \"num_key_value_heads\": 1, \"head_dim\": 4, \"attn_output_gate\": true,\n"
		   " \"linear_num_key_heads\": %lld, \"linear_num_value_heads\": %lld,\n"
		   " \"linear_key_head_dim\": %lld, \"linear_value_head_dim\": %lld,\n"
		   " \"linear_conv_kernel_dim\": %lld, \"rms_norm_eps\": 1e-06, \"hidden_act\": \"silu\",\n"
		   " \"max_position_embeddings\": 64,\n"
		   " \"rope_parameters\": {\"rope_type\": \"default\", \"rope_theta\": 10000000,\n"
		   "   \"partial_rotary_factor\": 0.5, \"mrope_section\": [1, 1, 0], \"mrope_interleaved\": true},\n"
		   " \"eos_token_id\": 0, \"tie_word_embeddings\": %s,\n"
		   " \"architectures\": [\"Qwen3_5ForCausalLM\"]}\n",
		(long long)d->vocab, (long long)d->hidden, (long long)d->inter, (long long)d->nk,
		(long long)d->nv, (long long)d->dk, (long long)d->dv, (long long)d->kernel,
		d->tied ? "true" : "false");
	if (fclose(f) != 0) {
		perror(path);
		return -1;
	}
	int64_t V = d->vocab, H = d->hidden, I = d->inter, nv = d->nv, dv = d->dv;
	int64_t C = 2 * d->nk * d->dk + nv * dv;
	spec t[] = {
		{ "model.embed_tokens.weight", 2, { V, H } },
		{ "model.norm.weight", 1, { H } },
		{ "model.layers.0.input_layernorm.weight", 1, { H } },
		{ "model.layers.0.post_attention_layernorm.weight", 1, { H } },
		{ "model.layers.0.mlp.gate_proj.weight", 2, { I, H } },
		{ "model.layers.0.mlp.up_proj.weight", 2, { I, H } },
		{ "model.layers.0.mlp.down_proj.weight", 2, { H, I } },
		{ "model.layers.0.linear_attn.in_proj_qkv.weight", 2, { C, H } },
		{ "model.layers.0.linear_attn.in_proj_z.weight", 2, { nv * dv, H } },
		{ "model.layers.0.linear_attn.in_proj_b.weight", 2, { nv, H } },
		{ "model.layers.0.linear_attn.in_proj_a.weight", 2, { nv, H } },
		{ "model.layers.0.linear_attn.conv1d.weight", 3, { C, 1, d->kernel } },
		{ "model.layers.0.linear_attn.dt_bias", 1, { nv } },
		{ "model.layers.0.linear_attn.A_log", 1, { nv } },
		{ "model.layers.0.linear_attn.norm.weight", 1, { dv } },
		{ "model.layers.0.linear_attn.out_proj.weight", 2, { H, nv * dv } },
		{ "lm_head.weight", 2, { V, H } },
	};
	size_t nt = sizeof t / sizeof t[0] - (d->tied ? 1 : 0);
	/* the header: every tensor BF16, back to back */
	size_t cap = 8192, len = 0;
	char *h = malloc(cap);
	uint64_t off = 0;
	len += (size_t)snprintf(h + len, cap - len, "{");
	for (size_t i = 0; i < nt; i++) {
		uint64_t n = 2;
		char shape[96];
		int sl = 0;
		for (int k = 0; k < t[i].ndim; k++) {
			n *= (uint64_t)t[i].shape[k];
			sl += snprintf(shape + sl, sizeof shape - (size_t)sl, "%s%lld", k ? "," : "",
				       (long long)t[i].shape[k]);
		}
		len += (size_t)snprintf(h + len, cap - len,
					"%s\"%s\":{\"dtype\":\"BF16\",\"shape\":[%s],\"data_offsets\":[%llu,%llu]}",
					i ? "," : "", t[i].name, shape, (unsigned long long)off,
					(unsigned long long)(off + n));
		off += n;
	}
	len += (size_t)snprintf(h + len, cap - len, "}");
	while (len % 8) /* keep the data aligned */
		h[len++] = ' ';
	snprintf(path, sizeof path, "%s/model.safetensors", dir);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0) {
		perror(path);
		free(h);
		return -1;
	}
	unsigned char hl[8];
	for (int i = 0; i < 8; i++)
		hl[i] = (unsigned char)((uint64_t)len >> (8 * i));
	int ok = write(fd, hl, 8) == 8 && write(fd, h, len) == (ssize_t)len &&
		 ftruncate(fd, (off_t)(8 + len + off)) == 0;
	free(h);
	if (close(fd) != 0 || !ok) {
		perror(path);
		return -1;
	}
	return 0;
}
