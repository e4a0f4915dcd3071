#!/usr/bin/python3
"""Write the tiny seeded random checkpoints of the Llama, Mistral, Qwen2 and GPT-2
families under tests/model/fixtures/, with golden outputs computed by the independent
reference tools/decoder_ref.py (fp64). Same golden.txt / decode.txt format as
tools/make_fixtures.py (which writes the Qwen3.5 and Qwen3 ones).

    /usr/bin/python3 tools/make_family_fixtures.py [OUTDIR]

  llama3_tied    LlamaForCausalLM, rope_scaling llama3 with a frequency in each of the
                 three bands, BF16, tied (no lm_head), GQA 4/2, no head_dim key.
  llama_linear   LlamaForCausalLM, rope_scaling linear ("type" spelling), F32, untied,
                 two shards + index, attention_bias and mlp_bias, MQA (one KV head),
                 head_dim 12 != hidden/heads.
  mistral_window MistralForCausalLM, F16, sliding_window 3 (shorter than the prompt),
                 untied, head_dim 10; consolidated.safetensors beside an index that
                 does not name it (must not be read).
  qwen2_bias     Qwen2ForCausalLM, BF16, q/k/v biases, tied, use_sliding_window with
                 max_window_layers 1: layer 0 full, layer 1 a window of 4.
  gpt2           GPT2LMHeadModel, transformer. prefix, F32, mask buffers h.N.attn.bias
                 and .masked_bias, n_inner null.
  gpt2_bare      GPT2LMHeadModel without prefix, F16, two shards + index, n_inner
                 given, a tied lm_head.weight decoy.
mlp.txt (the format of make_fixtures.py) holds every layer's MLP hidden activations
(SiLU(gate) * up, or GPT-2's gelu_new(c_fc)).
causal.txt (ablation, patching, the logit lens; the format of tools/causal_ref.py)
comes from the same reference. llama3_tied's tokenizer adds BOS (<|begin_of_text|>,
tokenizer_config.json's add_bos_token), and its prompt.txt holds the logits of the
prompt "hello world" as the model must see it: [BOS, hello, Ġworld]. Each directory also gets the tiny byte-level tokenizer.json of make_fixtures.py, so
that `attnstep run` and `attnstep live` can open it.
"""
import json
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import decoder_ref as ref  # noqa: E402
from make_fixtures import tiny_tokenizer, write_mlp  # noqa: E402


def lin(rng, o, i, gain=1.0):
	return rng.randn(o, i).astype(np.float32) * (gain / np.sqrt(i))


def vec(rng, n, s=0.2, mean=0.0):
	return (mean + rng.randn(n) * s).astype(np.float32)


def llama_tensors(rng, c, qkv_bias=False, o_bias=False, mlp_bias=False):
	"""HF Llama-layout names without the prefix."""
	H, I, V = c["hidden_size"], c["intermediate_size"], c["vocab_size"]
	nh = c["num_attention_heads"]
	nkv = c.get("num_key_value_heads") or nh
	hd = c.get("head_dim") or H // nh
	T = {"embed_tokens.weight": rng.randn(V, H).astype(np.float32), "norm.weight": vec(rng, H, 0.2, 1.0)}
	for i in range(c["num_hidden_layers"]):
		p = "layers.%d." % i
		T[p + "input_layernorm.weight"] = vec(rng, H, 0.2, 1.0)
		T[p + "post_attention_layernorm.weight"] = vec(rng, H, 0.2, 1.0)
		T[p + "self_attn.q_proj.weight"] = lin(rng, nh * hd, H, 2.0)
		T[p + "self_attn.k_proj.weight"] = lin(rng, nkv * hd, H, 2.0)
		T[p + "self_attn.v_proj.weight"] = lin(rng, nkv * hd, H)
		T[p + "self_attn.o_proj.weight"] = lin(rng, H, nh * hd)
		if qkv_bias:
			T[p + "self_attn.q_proj.bias"] = vec(rng, nh * hd, 0.5)
			T[p + "self_attn.k_proj.bias"] = vec(rng, nkv * hd, 0.5)
			T[p + "self_attn.v_proj.bias"] = vec(rng, nkv * hd, 0.5)
		if o_bias:
			T[p + "self_attn.o_proj.bias"] = vec(rng, H, 0.5)
		T[p + "mlp.gate_proj.weight"] = lin(rng, I, H)
		T[p + "mlp.up_proj.weight"] = lin(rng, I, H)
		T[p + "mlp.down_proj.weight"] = lin(rng, H, I)
		if mlp_bias:
			T[p + "mlp.gate_proj.bias"] = vec(rng, I, 0.5)
			T[p + "mlp.up_proj.bias"] = vec(rng, I, 0.5)
			T[p + "mlp.down_proj.bias"] = vec(rng, H, 0.5)
	return T


def gpt2_tensors(rng, c):
	H, V, L = c["n_embd"], c["vocab_size"], c["n_layer"]
	I = c.get("n_inner") or 4 * H
	T = {"wte.weight": (rng.randn(V, H) * 0.5).astype(np.float32),
	     "wpe.weight": (rng.randn(c["n_positions"], H) * 0.3).astype(np.float32),
	     "ln_f.weight": vec(rng, H, 0.2, 1.0), "ln_f.bias": vec(rng, H, 0.2)}
	for i in range(L):
		p = "h.%d." % i
		T[p + "ln_1.weight"] = vec(rng, H, 0.2, 1.0)
		T[p + "ln_1.bias"] = vec(rng, H, 0.2)
		T[p + "ln_2.weight"] = vec(rng, H, 0.2, 1.0)
		T[p + "ln_2.bias"] = vec(rng, H, 0.2)
		# Conv1D weights are stored [in, out]: y = x W + b
		T[p + "attn.c_attn.weight"] = lin(rng, 3 * H, H, 2.0).T.copy()
		T[p + "attn.c_attn.bias"] = vec(rng, 3 * H, 0.3)
		T[p + "attn.c_proj.weight"] = lin(rng, H, H).T.copy()
		T[p + "attn.c_proj.bias"] = vec(rng, H, 0.3)
		T[p + "mlp.c_fc.weight"] = lin(rng, I, H, 2.0).T.copy()
		T[p + "mlp.c_fc.bias"] = vec(rng, I, 0.3)
		T[p + "mlp.c_proj.weight"] = lin(rng, H, I).T.copy()
		T[p + "mlp.c_proj.bias"] = vec(rng, H, 0.3)
	return T


def save(d, cfg, files, index=False):
	"""files: {filename: {name: (dtype, array)}}"""
	os.makedirs(d, exist_ok=True)
	with open(os.path.join(d, "config.json"), "w") as f:
		json.dump(cfg, f, indent=2)
		f.write("\n")
	for fn, ts in files.items():
		ref.write_safetensors(os.path.join(d, fn), ts, {"format": "pt"})
	if index:
		wmap = {k: fn for fn, ts in files.items() if fn.startswith("model-") for k in ts}
		with open(os.path.join(d, "model.safetensors.index.json"), "w") as f:
			json.dump({"metadata": {"total_size": 0}, "weight_map": wmap}, f, indent=2)
			f.write("\n")
	tiny_tokenizer(os.path.join(d, "tokenizer.json"), cfg["vocab_size"] - 1)


def shard(T, prefix, dt, nlayers_first):
	a, b = {}, {}
	for k, v in T.items():
		layer = int(k.split(".")[1]) if k.startswith(("layers.", "h.")) else -1
		(a if layer < nlayers_first else b)[prefix + k] = (dt, v)
	return a, b


def llama3_tied(root):
	rng = np.random.RandomState(11)
	cfg = {"architectures": ["LlamaForCausalLM"], "model_type": "llama",
	       "vocab_size": 64, "hidden_size": 32, "intermediate_size": 48, "num_hidden_layers": 2,
	       "num_attention_heads": 4, "num_key_value_heads": 2, "rms_norm_eps": 1e-5,
	       "rope_theta": 10000.0, "max_position_embeddings": 128, "hidden_act": "silu",
	       "rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0,
	                        "high_freq_factor": 4.0, "original_max_position_embeddings": 32},
	       "tie_word_embeddings": True, "bos_token_id": 60, "eos_token_id": [61, 62],
	       "attention_bias": False, "mlp_bias": False}
	T = llama_tensors(rng, cfg)
	d = os.path.join(root, "llama3_tied")
	save(d, cfg, {"model.safetensors": {"model." + k: ("BF16", v) for k, v in T.items()}})
	add_bos(d, "<|begin_of_text|>", cfg["bos_token_id"])
	return d, [60, 7, 19, 33, 2, 2, 50, 11, 48, 0, 5]


def add_bos(d, piece, bos_id):
	"""Give the directory's tokenizer a BOS token and a tokenizer_config.json
	that asks for it before every text (add_bos_token), as Llama's have."""
	path = os.path.join(d, "tokenizer.json")
	with open(path, encoding="utf-8") as f:
		tok = json.load(f)
	tok["added_tokens"].insert(0, {"id": bos_id, "content": piece, "single_word": False,
	                               "lstrip": False, "rstrip": False, "normalized": False, "special": True})
	with open(path, "w", encoding="utf-8") as f:
		json.dump(tok, f, ensure_ascii=False, indent=1)
		f.write("\n")
	with open(os.path.join(d, "tokenizer_config.json"), "w") as f:
		json.dump({"add_bos_token": True, "add_eos_token": False, "bos_token": piece}, f, indent=1)
		f.write("\n")


def vocab_ids(d, pieces):
	"""The ids of whole vocabulary entries, read from the tokenizer.json
	(a hand tokenization: the pieces are chosen by whoever writes the test)."""
	with open(os.path.join(d, "tokenizer.json"), encoding="utf-8") as f:
		tok = json.load(f)
	vocab = dict(tok["model"]["vocab"])
	vocab.update({a["content"]: a["id"] for a in tok["added_tokens"]})
	return [vocab[p] for p in pieces]


def write_prompt(path, cfg, W, text, ids):
	"""prompt.txt: a prompt's text, the ids the model must see for it (BOS
	first when the tokenizer adds one) and the last position's logits."""
	out = ref.forward(cfg, W, ids, capture=False)
	last = out["logits"][-1].tolist()
	lines = ["text %s" % text, "ids %d %s" % (len(ids), " ".join(map(str, ids))),
	         "logits %d %s" % (len(last), fmt(last)), "end"]
	with open(path, "w") as f:
		f.write("\n".join(lines) + "\n")


def llama_linear(root):
	rng = np.random.RandomState(12)
	cfg = {"architectures": ["LlamaForCausalLM"], "model_type": "llama",
	       "vocab_size": 56, "hidden_size": 24, "intermediate_size": 40, "num_hidden_layers": 3,
	       "num_attention_heads": 3, "num_key_value_heads": 1, "head_dim": 12, "rms_norm_eps": 1e-6,
	       "rope_theta": 500.0, "max_position_embeddings": 64,
	       "rope_scaling": {"type": "linear", "factor": 2.5},
	       "tie_word_embeddings": False, "eos_token_id": 1,
	       "attention_bias": True, "mlp_bias": True}
	T = llama_tensors(rng, cfg, qkv_bias=True, o_bias=True, mlp_bias=True)
	a, b = shard(T, "model.", "F32", 2)
	b["lm_head.weight"] = ("F32", rng.randn(56, 24).astype(np.float32))
	d = os.path.join(root, "llama_linear")
	save(d, cfg, {"model-00001-of-00002.safetensors": a, "model-00002-of-00002.safetensors": b}, index=True)
	return d, [1, 2, 3, 5, 8, 13, 21, 34, 55, 0, 10, 20]


def mistral_window(root):
	rng = np.random.RandomState(13)
	cfg = {"architectures": ["MistralForCausalLM"], "model_type": "mistral",
	       "vocab_size": 60, "hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 2,
	       "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 10, "rms_norm_eps": 1e-5,
	       "rope_theta": 1000000.0, "max_position_embeddings": 4096, "sliding_window": 3,
	       "tie_word_embeddings": False, "bos_token_id": 1, "eos_token_id": 2, "hidden_act": "silu"}
	T = llama_tensors(rng, cfg)
	a, b = shard(T, "model.", "F16", 1)
	b["lm_head.weight"] = ("F16", rng.randn(60, 32).astype(np.float32))
	# the original-format file Mistral repositories ship beside the HF one
	decoy = {"tok_embeddings.weight": ("F16", rng.randn(60, 32))}
	d = os.path.join(root, "mistral_window")
	save(d, cfg, {"model-00001-of-00002.safetensors": a, "model-00002-of-00002.safetensors": b,
	              "consolidated.safetensors": decoy}, index=True)
	return d, [1, 30, 31, 32, 4, 4, 4, 17, 59, 23]


def qwen2_bias(root):
	rng = np.random.RandomState(14)
	cfg = {"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2",
	       "vocab_size": 64, "hidden_size": 32, "intermediate_size": 56, "num_hidden_layers": 2,
	       "num_attention_heads": 4, "num_key_value_heads": 2, "rms_norm_eps": 1e-6,
	       "rope_theta": 1000000.0, "max_position_embeddings": 32768, "rope_scaling": None,
	       "use_sliding_window": True, "sliding_window": 4, "max_window_layers": 1,
	       "tie_word_embeddings": True, "bos_token_id": 62, "eos_token_id": 63, "hidden_act": "silu"}
	T = llama_tensors(rng, cfg, qkv_bias=True)
	d = os.path.join(root, "qwen2_bias")
	save(d, cfg, {"model.safetensors": {"model." + k: ("BF16", v) for k, v in T.items()}})
	return d, [62, 9, 8, 7, 6, 5, 40, 41, 42, 3]


def gpt2(root):
	rng = np.random.RandomState(15)
	cfg = {"architectures": ["GPT2LMHeadModel"], "model_type": "gpt2", "activation_function": "gelu_new",
	       "vocab_size": 64, "n_embd": 24, "n_head": 3, "n_layer": 2, "n_positions": 32,
	       "n_ctx": 32, "n_inner": None, "layer_norm_epsilon": 1e-5, "scale_attn_weights": True,
	       "bos_token_id": 63, "eos_token_id": 63}
	T = gpt2_tensors(rng, cfg)
	out = {"transformer." + k: ("F32", v) for k, v in T.items()}
	for i in range(2):
		mask = np.tril(np.ones((32, 32), dtype=np.float32)).reshape(1, 1, 32, 32)
		out["transformer.h.%d.attn.bias" % i] = ("F32", mask)
		out["transformer.h.%d.attn.masked_bias" % i] = ("F32", np.array(-1e4, dtype=np.float32))
	d = os.path.join(root, "gpt2")
	save(d, cfg, {"model.safetensors": out})
	return d, [63, 20, 21, 22, 1, 1, 9, 44, 0]


def gpt2_bare(root):
	rng = np.random.RandomState(16)
	cfg = {"architectures": ["GPT2LMHeadModel"], "model_type": "gpt2", "activation_function": "gelu_new",
	       "vocab_size": 52, "n_embd": 16, "n_head": 2, "n_layer": 3, "n_positions": 24,
	       "n_inner": 40, "layer_norm_epsilon": 1e-5, "eos_token_id": 51}
	T = gpt2_tensors(rng, cfg)
	a, b = shard(T, "", "F16", 2)
	b["lm_head.weight"] = ("F16", rng.randn(52, 16) * 5)  # tied: must be ignored
	d = os.path.join(root, "gpt2_bare")
	save(d, cfg, {"model-00001-of-00002.safetensors": a, "model-00002-of-00002.safetensors": b}, index=True)
	return d, [51, 3, 3, 3, 17, 25, 40, 2, 9, 11, 50, 6, 7]


def fmt(vals):
	return " ".join("%.10g" % v for v in vals)


def write_golden(path, cfg, W, ids):
	out = ref.forward(cfg, W, ids)
	lines = ["ids %d %s" % (len(ids), " ".join(map(str, ids)))]
	last = out["logits"][-1].tolist()
	lines.append("logits %d %s" % (len(last), fmt(last)))
	for layer in sorted(out["attn"]):
		P = out["attn"][layer]
		for h in range(P.shape[0]):
			lines.append("attn %d %d %d %s" % (layer, h, len(ids), fmt(P[h].reshape(-1).tolist())))
	lines.append("end")
	with open(path, "w") as f:
		f.write("\n".join(lines) + "\n")


def write_decode(path, cfg, W, ids):
	full = ref.forward(cfg, W, ids, capture=False)
	want = full["logits"]
	scale = 1.0 + want.abs().max().item()
	n = len(ids)
	pieces = [ids[:n - 3]] + [[i] for i in ids[n - 3:]]
	for split in (pieces, [[i] for i in ids]):
		dec = ref.Decoder(cfg, W)
		got = torch.cat([dec.feed(p) for p in split])
		err = (got - want).abs().max().item()
		if err > 1e-9 * scale:
			raise AssertionError("%s: incremental decoding differs from the batch pass by %g" % (path, err))
	lines = ["ids %d %s" % (n, " ".join(map(str, ids)))]
	lines.append("logits_all %d %d %s" % (n, want.shape[1], fmt(want.reshape(-1).tolist())))
	R = full["resid"][:, -1, :]
	lines.append("resid %d %d %s" % (R.shape[0], R.shape[1], fmt(R.reshape(-1).tolist())))
	lines.append("end")
	with open(path, "w") as f:
		f.write("\n".join(lines) + "\n")


def write_causal(path, cfg, W, ids):
	"""causal.txt in the format of tools/causal_ref.py: head 0 of layer 0
	ablated, the prompt's first half reversed patched in after layer L/2, the
	lens after every layer."""
	L = cfg["L"]
	heads = [(0, 0)]
	abl = ref.forward(cfg, ref.ablated(cfg, W, heads), ids, capture=False)["logits"][-1]
	src = list(reversed(ids[:max(2, len(ids) // 2)]))
	layer = L // 2
	row = ref.forward(cfg, W, src, capture=False)["resid"][layer + 1, -1]
	pat = ref.forward(cfg, W, ids, capture=False, patch=(layer, row))["logits"][-1]
	resid = ref.forward(cfg, W, ids, capture=False)["resid"]
	lines = ["ids %d %s" % (len(ids), " ".join(map(str, ids))),
	         "ablate %d %s" % (len(heads), " ".join("%d %d" % h for h in heads)),
	         "ablated %d %s" % (abl.shape[0], fmt(abl.tolist())),
	         "patch_ids %d %s" % (len(src), " ".join(map(str, src))),
	         "patch_layer %d" % layer,
	         "patched %d %s" % (pat.shape[0], fmt(pat.tolist()))]
	rows = [ref.lens(cfg, W, resid[i + 1, -1]).tolist() for i in range(L)]
	lines.append("lens %d %d %s" % (L, len(rows[0]), " ".join(fmt(r) for r in rows)))
	lines.append("end")
	with open(path, "w") as f:
		f.write("\n".join(lines) + "\n")


def main(argv):
	root = argv[1] if len(argv) > 1 else os.path.join(
		os.path.dirname(os.path.abspath(__file__)), "..", "tests", "model", "fixtures")
	for make in (llama3_tied, llama_linear, mistral_window, qwen2_bias, gpt2, gpt2_bare):
		d, ids = make(root)
		cfg, W = ref.load_checkpoint(d, torch.float64)
		write_golden(os.path.join(d, "golden.txt"), cfg, W, ids)
		write_mlp(os.path.join(d, "mlp.txt"), ref.forward(cfg, W, ids), ids)
		write_decode(os.path.join(d, "decode.txt"), cfg, W, ids)
		write_causal(os.path.join(d, "causal.txt"), cfg, W, ids)
		if os.path.basename(d) == "llama3_tied":
			# "hello world" is the vocabulary's "hello" and "Ġworld", after BOS
			pids = vocab_ids(d, ["<|begin_of_text|>", "hello", "\u0120world"])
			write_prompt(os.path.join(d, "prompt.txt"), cfg, W, "hello world", pids)
		print("wrote", d)
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
