#!/usr/bin/python3
"""Write a random-weight checkpoint with the exact shapes and tensor names of
Qwen3.5-0.8B's text model (docs/MODEL.md §6.2 and §7.2), for `attnstep bench`.

    /usr/bin/python3 tools/make_bench_model.py [--llama] [OUTDIR]
        (default /tmp/qwen35-bench, or /tmp/llama-bench with --llama)

--llama writes a LlamaForCausalLM checkpoint with the same widths (hidden
1024, MLP 3584, 24 layers, 8 query heads and 2 key/value heads of 256, the
same vocabulary, tied): every layer full attention with plain RoPE, no output
gate, no q/k norm, so the two benchmarks side by side show what the hybrid
layers cost against a dense decoder of the same size.

Multimodal layout (Qwen3_5ForConditionalGeneration, text_config, prefix
model.language_model.), one shard named like the real one plus
model.safetensors.index.json, BF16 (A_log F32), tied embeddings: 320 text
tensors, about 1.5 GB. Never commit it. The weights are random bf16 bit
patterns of magnitude 2^-7..2^-4 (no NaN, no subnormals), written tensor by
tensor so the script needs little memory; the norms are 0 (zero-centred),
linear_attn.norm 1. Only useful for timing and memory, not for text.
"""
import json
import os
import struct
import sys

import numpy as np

H, I, L, V = 1024, 3584, 24, 248320
NH, NKV, HD = 8, 2, 256
NK, NV, DK, DV, K = 16, 16, 128, 128, 4
P = "model.language_model."
LAYER_TYPES = (["linear_attention"] * 3 + ["full_attention"]) * 6


def config():
	tc = {
		"model_type": "qwen3_5_text", "vocab_size": V, "hidden_size": H,
		"intermediate_size": I, "num_hidden_layers": L, "layer_types": LAYER_TYPES,
		"full_attention_interval": 4, "num_attention_heads": NH, "num_key_value_heads": NKV,
		"head_dim": HD, "attn_output_gate": True, "linear_num_key_heads": NK,
		"linear_num_value_heads": NV, "linear_key_head_dim": DK, "linear_value_head_dim": DV,
		"linear_conv_kernel_dim": K, "rms_norm_eps": 1e-6, "hidden_act": "silu",
		"rope_parameters": {"rope_type": "default", "rope_theta": 10000000,
		                    "partial_rotary_factor": 0.25, "mrope_section": [11, 11, 10],
		                    "mrope_interleaved": True},
		"tie_word_embeddings": True, "eos_token_id": 248044, "max_position_embeddings": 262144,
		"attention_bias": False, "mtp_num_hidden_layers": 1, "dtype": "bfloat16",
	}
	return {"architectures": ["Qwen3_5ForConditionalGeneration"], "model_type": "qwen3_5",
	        "text_config": tc, "vision_config": {"depth": 12, "hidden_size": 768},
	        "tie_word_embeddings": True, "image_token_id": 248056, "video_token_id": 248057}


def tensors():
	"""(name, shape, dtype, kind) in file order; kind: rand, zero, one, alog, dt."""
	C = 2 * NK * DK + NV * DV
	out = [(P + "embed_tokens.weight", [V, H], "BF16", "rand"),
	       (P + "norm.weight", [H], "BF16", "zero")]
	for i in range(L):
		p = P + "layers.%d." % i
		out.append((p + "input_layernorm.weight", [H], "BF16", "zero"))
		out.append((p + "post_attention_layernorm.weight", [H], "BF16", "zero"))
		out.append((p + "mlp.gate_proj.weight", [I, H], "BF16", "rand"))
		out.append((p + "mlp.up_proj.weight", [I, H], "BF16", "rand"))
		out.append((p + "mlp.down_proj.weight", [H, I], "BF16", "rand"))
		if LAYER_TYPES[i] == "full_attention":
			a = p + "self_attn."
			out.append((a + "q_proj.weight", [NH * HD * 2, H], "BF16", "rand"))
			out.append((a + "k_proj.weight", [NKV * HD, H], "BF16", "rand"))
			out.append((a + "v_proj.weight", [NKV * HD, H], "BF16", "rand"))
			out.append((a + "o_proj.weight", [H, NH * HD], "BF16", "rand"))
			out.append((a + "q_norm.weight", [HD], "BF16", "zero"))
			out.append((a + "k_norm.weight", [HD], "BF16", "zero"))
		else:
			a = p + "linear_attn."
			out.append((a + "in_proj_qkv.weight", [C, H], "BF16", "rand"))
			out.append((a + "in_proj_z.weight", [NV * DV, H], "BF16", "rand"))
			out.append((a + "in_proj_b.weight", [NV, H], "BF16", "rand"))
			out.append((a + "in_proj_a.weight", [NV, H], "BF16", "rand"))
			out.append((a + "conv1d.weight", [C, 1, K], "BF16", "rand"))
			out.append((a + "dt_bias", [NV], "BF16", "one"))
			out.append((a + "A_log", [NV], "F32", "alog"))
			out.append((a + "norm.weight", [DV], "BF16", "one"))
			out.append((a + "out_proj.weight", [H, NV * DV], "BF16", "rand"))
	return out


def llama_config():
	return {"architectures": ["LlamaForCausalLM"], "model_type": "llama", "vocab_size": V,
	        "hidden_size": H, "intermediate_size": I, "num_hidden_layers": L,
	        "num_attention_heads": NH, "num_key_value_heads": NKV, "head_dim": HD,
	        "rms_norm_eps": 1e-6, "hidden_act": "silu", "rope_theta": 10000000.0,
	        "max_position_embeddings": 262144, "tie_word_embeddings": True,
	        "attention_bias": False, "mlp_bias": False, "bos_token_id": 248044,
	        "eos_token_id": 248044, "torch_dtype": "bfloat16"}


def llama_tensors():
	"""The same list for the Llama layout; Llama's RMSNorm multiplies by its
	weight (not 1 + weight), so the norms are 1."""
	out = [("model.embed_tokens.weight", [V, H], "BF16", "rand"),
	       ("model.norm.weight", [H], "BF16", "one")]
	for i in range(L):
		p = "model.layers.%d." % i
		out.append((p + "input_layernorm.weight", [H], "BF16", "one"))
		out.append((p + "post_attention_layernorm.weight", [H], "BF16", "one"))
		out.append((p + "self_attn.q_proj.weight", [NH * HD, H], "BF16", "rand"))
		out.append((p + "self_attn.k_proj.weight", [NKV * HD, H], "BF16", "rand"))
		out.append((p + "self_attn.v_proj.weight", [NKV * HD, H], "BF16", "rand"))
		out.append((p + "self_attn.o_proj.weight", [H, NH * HD], "BF16", "rand"))
		out.append((p + "mlp.gate_proj.weight", [I, H], "BF16", "rand"))
		out.append((p + "mlp.up_proj.weight", [I, H], "BF16", "rand"))
		out.append((p + "mlp.down_proj.weight", [H, I], "BF16", "rand"))
	return out


def rand_bf16(rng, n):
	"""Random bf16 bits: random sign and 7-bit mantissa, exponent 2^-7..2^-4."""
	r = rng.integers(0, 1 << 16, size=n, dtype=np.uint16)
	exp = (np.uint16(120) + ((r >> np.uint16(7)) & np.uint16(3))) << np.uint16(7)
	return (r & np.uint16(0x807F)) | exp


def main(argv):
	llama = "--llama" in argv[1:]
	args = [x for x in argv[1:] if x != "--llama"]
	out = args[0] if args else ("/tmp/llama-bench" if llama else "/tmp/qwen35-bench")
	os.makedirs(out, exist_ok=True)
	ts = llama_tensors() if llama else tensors()
	assert len(ts) == (2 + 9 * L if llama else 320), len(ts)
	header = {"__metadata__": {"format": "pt"}}
	off = 0
	for name, shape, dt, _ in ts:
		n = int(np.prod(shape)) * (4 if dt == "F32" else 2)
		header[name] = {"dtype": dt, "shape": shape, "data_offsets": [off, off + n]}
		off += n
	hj = json.dumps(header, separators=(",", ":")).encode()
	hj += b" " * ((8 - len(hj) % 8) % 8)
	fn = "model.safetensors-00001-of-00001.safetensors"
	rng = np.random.default_rng(0)
	with open(os.path.join(out, fn), "wb") as f:
		f.write(struct.pack("<Q", len(hj)))
		f.write(hj)
		for name, shape, dt, kind in ts:
			n = int(np.prod(shape))
			if kind == "rand":
				for s in range(0, n, 1 << 24):
					f.write(rand_bf16(rng, min(1 << 24, n - s)).astype("<u2").tobytes())
			elif kind == "zero":
				f.write(np.zeros(n, dtype="<u2").tobytes())
			elif kind == "one":
				f.write(np.full(n, 0x3F80, dtype="<u2").tobytes())
			elif kind == "alog":
				f.write(np.log(rng.uniform(1, 16, n)).astype("<f4").tobytes())
	with open(os.path.join(out, "model.safetensors.index.json"), "w") as f:
		json.dump({"metadata": {"total_size": off},
		           "weight_map": {name: fn for name, _, _, _ in ts}}, f, indent=2)
	with open(os.path.join(out, "config.json"), "w") as f:
		json.dump(llama_config() if llama else config(), f, indent=2)
	print("wrote %s (%d tensors, %.2f GB of data)" % (out, len(ts), off / 1e9))
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
