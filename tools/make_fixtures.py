#!/usr/bin/python3
"""Write the tiny seeded random checkpoints under tests/model/fixtures/ and their
golden outputs, computed by the independent reference tools/qwen35_ref.py (fp64).

    /usr/bin/python3 tools/make_fixtures.py [OUTDIR]   (default tests/model/fixtures)

Each fixture is a directory in a real Hugging Face layout:
  mm_qwen35    Qwen3_5ForConditionalGeneration: text_config, two shards + index,
               model.visual.* / mtp.* / lm_head decoys, A_log F32, the rest BF16, tied;
               a tiny tokenizer.json ("hello world" -> 43 48; id 49 = bytes E4 BD).
  flat_qwen35  Qwen3_5ForCausalLM, flat config, F32, untied lm_head, grouped value
               heads nv = 2 nk, full_attention_interval instead of layer_types,
               rope fields at the top level of the config, an mtp decoy.
  qwen3_dense  Qwen3ForCausalLM (model_type qwen3): plain norms, no gate, full RoPE,
               BF16, untied.
  grouped_f16  Qwen3_5ForCausalLM, F16, tied, nv = 2 nk, rope_scaling spelling.
head_dim differs from hidden/heads in every one of them.

golden.txt (whitespace-separated, no JSON needed):
  ids T <T ids>
  logits V <V values of the last position>
  attn LAYER HEAD T <T*T softmax weights, row-major [query t][key u]>
  implicit LAYER HEAD T <T*T implicit attention w[t][s]>
  end

mlp.txt (same syntax), every layer's MLP hidden activations (SiLU(W_gate h) * W_up h,
the down projection's input) at every position:
  ids T <T ids>
  mlp LAYER T I <T*I values, row-major [position][unit]>
  end

decode.txt (same syntax), for incremental decoding and the residual stream:
  ids T <T ids>
  logits_all T V <T*V values: the logits of every position, row-major>
  resid N H <N = layers+1 vectors of the last position's residual stream:
             the embedding, then after each layer>
  end
drift.txt (mm_qwen35 only), for the bank-drift view: three prompts ending in the
same token, the last position's residual stream before layer 0 and after each layer:
  prompts 3 <T0 ids...> <T1 ids...> <T2 ids...>   (each list preceded by its length)
  cos N 3 <N = layers+1 rows of the cosines of pairs (0,1), (0,2), (1,2)>
  var 1 2 <share of the variance on the first two principal axes of the 3N unit vectors>
  xy 3N 2 <their coordinates on those axes, each axis signed so that prompt 0's
          last point is >= 0>
  end

The logits come from the reference's Decoder fed the prompt in pieces (all but
three tokens, then one at a time) and are checked here against one batch forward
pass (and against feeding one token at a time) before they are written.
"""
import json
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import qwen35_ref as ref  # noqa: E402


def text_tensors(rng, c, zero_centred):
	"""Random text weights in HF names without prefix, keyed by short name."""
	H, I = c["hidden_size"], c["intermediate_size"]
	V = c["vocab_size"]
	nh, nkv, hd = c["num_attention_heads"], c["num_key_value_heads"], c["head_dim"]
	T = {}

	def lin(o, i, gain=1.0):
		return rng.randn(o, i).astype(np.float32) * (gain / np.sqrt(i))

	def norm(n):
		if zero_centred:
			return (rng.randn(n) * 0.2).astype(np.float32)
		return (1.0 + rng.randn(n) * 0.2).astype(np.float32)

	T["embed_tokens.weight"] = rng.randn(V, H).astype(np.float32)
	T["norm.weight"] = norm(H)
	for i, linear in enumerate(c["_linear"]):
		p = "layers.%d." % i
		T[p + "input_layernorm.weight"] = norm(H)
		T[p + "post_attention_layernorm.weight"] = norm(H)
		T[p + "mlp.gate_proj.weight"] = lin(I, H)
		T[p + "mlp.up_proj.weight"] = lin(I, H)
		T[p + "mlp.down_proj.weight"] = lin(H, I)
		if linear:
			nk, nv = c["linear_num_key_heads"], c["linear_num_value_heads"]
			dk, dv = c["linear_key_head_dim"], c["linear_value_head_dim"]
			K = c["linear_conv_kernel_dim"]
			C = 2 * nk * dk + nv * dv
			q = "linear_attn."
			T[p + q + "in_proj_qkv.weight"] = lin(C, H, 2.0)
			T[p + q + "in_proj_z.weight"] = lin(nv * dv, H)
			T[p + q + "in_proj_b.weight"] = lin(nv, H)
			T[p + q + "in_proj_a.weight"] = lin(nv, H)
			T[p + q + "conv1d.weight"] = (rng.randn(C, 1, K) * 0.6).astype(np.float32)
			T[p + q + "dt_bias"] = (rng.randn(nv) * 0.5).astype(np.float32)
			T[p + q + "A_log"] = np.log(rng.uniform(0.05, 1.5, nv)).astype(np.float32)
			T[p + q + "norm.weight"] = (1.0 + rng.randn(dv) * 0.2).astype(np.float32)
			T[p + q + "out_proj.weight"] = lin(H, nv * dv)
		else:
			q = "self_attn."
			qrows = nh * hd * (2 if zero_centred else 1)
			T[p + q + "q_proj.weight"] = lin(qrows, H, 2.0)
			T[p + q + "k_proj.weight"] = lin(nkv * hd, H, 2.0)
			T[p + q + "v_proj.weight"] = lin(nkv * hd, H)
			T[p + q + "o_proj.weight"] = lin(H, nh * hd)
			T[p + q + "q_norm.weight"] = norm(hd)
			T[p + q + "k_norm.weight"] = norm(hd)
	return T


def write_golden(path, cfg, W, ids):
	out = ref.forward(cfg, W, ids, capture=True, check=True)
	lines = ["ids %d %s" % (len(ids), " ".join(str(i) for i in ids))]
	last = out["logits"][-1].tolist()
	lines.append("logits %d %s" % (len(last), " ".join("%.10g" % v for v in last)))
	for layer in sorted(out["attn"]):
		P = out["attn"][layer]
		for h in range(P.shape[0]):
			vals = P[h].reshape(-1).tolist()
			lines.append("attn %d %d %d %s" % (layer, h, len(ids), " ".join("%.10g" % v for v in vals)))
	for layer in sorted(out["implicit"]):
		Wi = out["implicit"][layer]
		for h in range(Wi.shape[0]):
			vals = Wi[h].reshape(-1).tolist()
			lines.append("implicit %d %d %d %s" % (layer, h, len(ids), " ".join("%.10g" % v for v in vals)))
	lines.append("end")
	with open(path, "w") as f:
		f.write("\n".join(lines) + "\n")


def write_mlp(path, out, ids):
	"""mlp.txt: every layer's MLP hidden activations (the down projection's
	input) at every position of the prompt, from the reference's own maths:
	"mlp LAYER T I x..." row-major [T][I]."""
	lines = ["ids %d %s" % (len(ids), " ".join(str(i) for i in ids))]
	for layer in sorted(out["mlp"]):
		A = out["mlp"][layer]
		lines.append("mlp %d %d %d %s" % (layer, A.shape[0], A.shape[1],
		                                  " ".join("%.10g" % v for v in A.reshape(-1).tolist())))
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
	dec = ref.Decoder(cfg, W)
	logits = torch.cat([dec.feed(p) for p in pieces])
	lines = ["ids %d %s" % (n, " ".join(str(i) for i in ids))]
	lines.append("logits_all %d %d %s" % (n, logits.shape[1],
	             " ".join("%.10g" % v for v in logits.reshape(-1).tolist())))
	R = full["resid"][:, -1, :]
	lines.append("resid %d %d %s" % (R.shape[0], R.shape[1],
	             " ".join("%.10g" % v for v in R.reshape(-1).tolist())))
	lines.append("end")
	with open(path, "w") as f:
		f.write("\n".join(lines) + "\n")


DRIFT_PROMPTS = [[3, 17, 42, 0, 61], [9, 79, 5, 61], [30, 30, 1, 2, 8, 61]]


def write_drift(path, cfg, W):
	pts = []
	for ids in DRIFT_PROMPTS:
		pts.append(ref.forward(cfg, W, ids, capture=False)["resid"][:, -1, :])  # [L+1, H]
	n = pts[0].shape[0]
	cos = torch.zeros(n, 3, dtype=torch.float64)
	for k, (a, b) in enumerate(((0, 1), (0, 2), (1, 2))):
		cos[:, k] = (pts[a] * pts[b]).sum(-1) / (pts[a].norm(dim=-1) * pts[b].norm(dim=-1))
	U = torch.cat(pts)                          # [3N, H], prompt-major
	U = U / U.norm(dim=-1, keepdim=True)
	U = U - U.mean(0, keepdim=True)
	_, S, Vt = torch.linalg.svd(U, full_matrices=False)
	lam = S * S
	if (lam[1] - lam[2]) < 1e-6 * lam[0] or (lam[0] - lam[1]) < 1e-6 * lam[0]:
		raise AssertionError("drift fixture: principal axes not separated")
	xy = U @ Vt[:2].T                           # scores on the two axes
	for a in range(2):
		if xy[n - 1, a] < 0:
			xy[:, a] = -xy[:, a]
	lines = ["prompts 3 " + " ".join("%d %s" % (len(p), " ".join(map(str, p))) for p in DRIFT_PROMPTS)]
	lines.append("cos %d 3 %s" % (n, " ".join("%.10g" % v for v in cos.reshape(-1).tolist())))
	lines.append("var 1 2 %.10g %.10g" % ((lam[0] / lam.sum()).item(), (lam[1] / lam.sum()).item()))
	lines.append("xy %d 2 %s" % (3 * n, " ".join("%.10g" % v for v in xy.reshape(-1).tolist())))
	lines.append("end")
	with open(path, "w") as f:
		f.write("\n".join(lines) + "\n")


def save_config(d, cfg):
	with open(os.path.join(d, "config.json"), "w") as f:
		json.dump(cfg, f, indent=2)
		f.write("\n")


QWEN35_SPLIT = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}"
                r"| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")


def tiny_tokenizer(path, special_id):
	"""A byte-level BPE tokenizer.json in the Qwen3.5 layout with a tiny vocabulary:
	a-z, space (Ġ), digits, '!', the bytes E4 and BD (so that id 49 decodes to the
	partial UTF-8 sequence E4 BD), and merges spelling "hello" and " world"."""
	vocab = {}
	for ch in "abcdefghijklmnopqrstuvwxyz":
		vocab[ch] = len(vocab)
	vocab["\u0120"] = len(vocab)  # Ġ = space
	for ch in "0123456789":
		vocab[ch] = len(vocab)
	vocab["\u00e4"] = len(vocab)  # byte E4
	vocab["\u00bd"] = len(vocab)  # byte BD
	vocab["!"] = len(vocab)
	merges = [["h", "e"], ["l", "l"], ["he", "ll"], ["hell", "o"], ["\u0120", "w"], ["o", "r"],
	          ["\u0120w", "or"], ["l", "d"], ["\u0120wor", "ld"], ["\u00e4", "\u00bd"]]
	for a, b in merges:
		vocab[a + b] = len(vocab)
	bl = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False, "use_regex": False}
	tok = {
		"version": "1.0", "truncation": None, "padding": None,
		"added_tokens": [{"id": special_id, "content": "<|endoftext|>", "single_word": False,
		                  "lstrip": False, "rstrip": False, "normalized": False, "special": True}],
		"normalizer": {"type": "NFC"},
		"pre_tokenizer": {"type": "Sequence", "pretokenizers": [
			{"type": "Split", "pattern": {"Regex": QWEN35_SPLIT}, "behavior": "Isolated", "invert": False},
			bl]},
		"post_processor": bl, "decoder": bl,
		"model": {"type": "BPE", "dropout": None, "unk_token": None, "continuing_subword_prefix": "",
		          "end_of_word_suffix": "", "fuse_unk": False, "byte_fallback": False,
		          "ignore_merges": False, "vocab": vocab, "merges": merges},
	}
	with open(path, "w", encoding="utf-8") as f:
		json.dump(tok, f, ensure_ascii=False, indent=1)
		f.write("\n")


def mm_qwen35(root):
	d = os.path.join(root, "mm_qwen35")
	os.makedirs(d, exist_ok=True)
	rng = np.random.RandomState(1)
	tc = {
		"model_type": "qwen3_5_text", "vocab_size": 80, "hidden_size": 32,
		"intermediate_size": 48, "num_hidden_layers": 4,
		"layer_types": ["linear_attention", "full_attention", "linear_attention", "full_attention"],
		"full_attention_interval": 4,
		"num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16,
		"attn_output_gate": True, "linear_num_key_heads": 2, "linear_num_value_heads": 2,
		"linear_key_head_dim": 8, "linear_value_head_dim": 12, "linear_conv_kernel_dim": 4,
		"rms_norm_eps": 1e-6, "hidden_act": "silu", "max_position_embeddings": 64,
		"rope_parameters": {"rope_type": "default", "rope_theta": 10000000,
		                    "partial_rotary_factor": 0.25, "mrope_section": [1, 1, 0],
		                    "mrope_interleaved": True},
		"tie_word_embeddings": True, "eos_token_id": 79, "attention_bias": False,
		"mtp_num_hidden_layers": 1,
	}
	cfg = {"architectures": ["Qwen3_5ForConditionalGeneration"], "model_type": "qwen3_5",
	       "text_config": tc, "vision_config": {"depth": 1, "hidden_size": 8},
	       "tie_word_embeddings": True, "image_token_id": 78, "video_token_id": 77}
	tc["_linear"] = [t == "linear_attention" for t in tc["layer_types"]]
	T = text_tensors(rng, tc, True)
	del tc["_linear"]
	save_config(d, cfg)
	P = "model.language_model."
	shard1, shard2 = {}, {}
	for k, a in T.items():
		dt = "F32" if k.endswith("A_log") else "BF16"
		layer = int(k.split(".")[1]) if k.startswith("layers.") else -1
		(shard1 if layer < 2 else shard2)[P + k] = (dt, a)
	# decoys that must be ignored: vision tower, MTP head (layer-0-looking names), lm_head (tied)
	shard1["model.visual.blocks.0.attn.qkv.weight"] = ("BF16", rng.randn(24, 8))
	shard2["mtp.layers.0.input_layernorm.weight"] = ("BF16", rng.randn(32) + 5)
	shard2["mtp.fc.weight"] = ("BF16", rng.randn(32, 64))
	shard2["lm_head.weight"] = ("BF16", rng.randn(80, 32) * 7)
	names = ["model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"]
	wmap = {}
	total = 0
	for fn, sh in zip(names, (shard1, shard2)):
		ref.write_safetensors(os.path.join(d, fn), sh, {"format": "pt"})
		for k, (_, a) in sh.items():
			wmap[k] = fn
			total += np.asarray(a).size * 2
	with open(os.path.join(d, "model.safetensors.index.json"), "w") as f:
		json.dump({"metadata": {"total_size": total}, "weight_map": wmap}, f, indent=2)
		f.write("\n")
	tiny_tokenizer(os.path.join(d, "tokenizer.json"), 79)
	return d, [3, 17, 42, 0, 79, 5, 5, 61, 30]


def flat_qwen35(root):
	d = os.path.join(root, "flat_qwen35")
	os.makedirs(d, exist_ok=True)
	rng = np.random.RandomState(2)
	cfg = {
		"architectures": ["Qwen3_5ForCausalLM"], "model_type": "qwen3_5_text",
		"vocab_size": 50, "hidden_size": 24, "intermediate_size": 40, "num_hidden_layers": 3,
		"full_attention_interval": 3,
		"num_attention_heads": 2, "num_key_value_heads": 1, "head_dim": 20,
		"linear_num_key_heads": 2, "linear_num_value_heads": 4,
		"linear_key_head_dim": 6, "linear_value_head_dim": 5, "linear_conv_kernel_dim": 3,
		"rms_norm_eps": 1e-5, "rope_theta": 5000.0, "partial_rotary_factor": 0.5,
		"max_position_embeddings": 32, "tie_word_embeddings": False, "eos_token_id": 1,
	}
	cfg["_linear"] = [(i + 1) % 3 != 0 for i in range(3)]
	T = text_tensors(rng, cfg, True)
	del cfg["_linear"]
	save_config(d, cfg)
	out = {("model." + k): ("F32", a) for k, a in T.items()}
	out["lm_head.weight"] = ("F32", rng.randn(50, 24).astype(np.float32))
	out["mtp.layers.0.input_layernorm.weight"] = ("F32", rng.randn(24) + 3)
	ref.write_safetensors(os.path.join(d, "model.safetensors"), out)
	return d, [0, 49, 7, 7, 7, 12, 33, 2, 48, 11, 25]


def qwen3_dense(root):
	d = os.path.join(root, "qwen3_dense")
	os.makedirs(d, exist_ok=True)
	rng = np.random.RandomState(3)
	cfg = {
		"architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3",
		"vocab_size": 64, "hidden_size": 32, "intermediate_size": 56, "num_hidden_layers": 2,
		"num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 12,
		"rms_norm_eps": 1e-6, "rope_theta": 1000000.0, "rope_scaling": None,
		"max_position_embeddings": 40960, "tie_word_embeddings": False,
		"bos_token_id": 60, "eos_token_id": 61, "attention_bias": False, "hidden_act": "silu",
	}
	cfg["_linear"] = [False, False]
	T = text_tensors(rng, cfg, False)
	del cfg["_linear"]
	save_config(d, cfg)
	out = {("model." + k): ("BF16", a) for k, a in T.items()}
	out["lm_head.weight"] = ("BF16", rng.randn(64, 32).astype(np.float32))
	ref.write_safetensors(os.path.join(d, "model.safetensors"), out)
	return d, [60, 5, 9, 33, 1, 0, 63]


def grouped_f16(root):
	d = os.path.join(root, "grouped_f16")
	os.makedirs(d, exist_ok=True)
	rng = np.random.RandomState(4)
	cfg = {
		"architectures": ["Qwen3_5ForCausalLM"], "model_type": "qwen3_5_text",
		"vocab_size": 40, "hidden_size": 24, "intermediate_size": 32, "num_hidden_layers": 4,
		"layer_types": ["linear_attention", "full_attention", "linear_attention", "full_attention"],
		"num_attention_heads": 2, "num_key_value_heads": 2, "head_dim": 16,
		"linear_num_key_heads": 1, "linear_num_value_heads": 2,
		"linear_key_head_dim": 8, "linear_value_head_dim": 8, "linear_conv_kernel_dim": 4,
		"rms_norm_eps": 1e-6,
		"rope_scaling": {"rope_type": "default", "rope_theta": 100000.0, "partial_rotary_factor": 0.25},
		"max_position_embeddings": 16, "tie_word_embeddings": True, "eos_token_id": 0,
	}
	cfg["_linear"] = [True, False, True, False]
	T = text_tensors(rng, cfg, True)
	del cfg["_linear"]
	save_config(d, cfg)
	out = {("model." + k): ("F16", a) for k, a in T.items()}
	ref.write_safetensors(os.path.join(d, "model.safetensors"), out)
	return d, [1, 2, 3, 4, 5, 39, 38, 0, 20, 21, 22, 1]


def main(argv):
	root = argv[1] if len(argv) > 1 else os.path.join(
		os.path.dirname(os.path.abspath(__file__)), "..", "tests", "model", "fixtures")
	for make in (mm_qwen35, flat_qwen35, qwen3_dense, grouped_f16):
		d, ids = make(root)
		cfg, W = ref.load_checkpoint(d, torch.float64)
		write_golden(os.path.join(d, "golden.txt"), cfg, W, ids)
		write_mlp(os.path.join(d, "mlp.txt"), ref.forward(cfg, W, ids), ids)
		write_decode(os.path.join(d, "decode.txt"), cfg, W, ids)
		if make is mm_qwen35:
			write_drift(os.path.join(d, "drift.txt"), cfg, W)
		print("wrote", d)
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
