#!/usr/bin/python3
"""Export a training checkpoint as a Hugging Face Qwen3.5 checkpoint directory.

  export.py --ckpt ckpt.pt --tokenizer tokenizer.json --out models/embedded

Writes config.json (multimodal layout "Qwen3_5ForConditionalGeneration" with the
text fields in text_config, like the real Qwen3.5 checkpoints; no vision tower),
model.safetensors (tensor names "model.language_model.*", docs/MODEL.md §7.2;
written by our own writer below) and a copy of tokenizer.json.

--dtype f32 (the default) writes every tensor as F32.  --dtype bf16 writes the
matrices (every tensor of two or more dimensions: embedding, projections,
convolution) as BF16, rounded to nearest with ties to even, and keeps the
one-dimensional tensors (RMSNorm weights, A_log, dt_bias: under 0.1 % of the
bytes) in F32, as the real Qwen3.5 checkpoints keep A_log: exp(A_log) and the
(1 + w) norms would turn a 2^-8 relative rounding into a change of every step's
decay and every layer's scale.  The file is then about half the bytes.

Then it checks the export: tools/qwen35_ref.py (an independent reference of
docs/MODEL.md) loads the directory and its logits must equal the training
model's (float64 both; for bf16 the training model's matrices rounded the
same way) to 1e-9, and the float32 training model's to 1e-4 (f32 only; for
bf16 the distance to the unrounded model is printed: it is what BF16 costs).
"""
import argparse
import json
import os
import shutil
import struct
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "bpe"))
import bpe  # noqa: E402
from model import Cfg, Model  # noqa: E402


def bf16_bits(a):
	"""float32 -> bfloat16 bits, round to nearest, ties to even:
	bits = (u + 0x7FFF + ((u >> 16) & 1)) >> 16 on the float's 32-bit pattern u
	(adding just under half an ulp of the kept 16 bits, plus the kept lowest
	bit, rounds a tie toward the even neighbour).  Weights are finite."""
	u = np.ascontiguousarray(a, dtype="<f4").view("<u4").astype(np.uint64)
	return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype("<u2")


def stored_dtype(t, dtype):
	"""The safetensors dtype of one tensor under --dtype (see the docstring)."""
	return "BF16" if dtype == "bf16" and t.dim() >= 2 else "F32"


def write_safetensors(path, tensors, metadata, dtype="f32"):
	"""8-byte little-endian header length N, N bytes of JSON, then the data
	(C order, little-endian F32 or BF16), each tensor at [8+N+begin, 8+N+end)."""
	header = {"__metadata__": metadata}
	blobs = []
	off = 0
	for name in sorted(tensors):
		dt = stored_dtype(tensors[name], dtype)
		a = np.ascontiguousarray(tensors[name].float().numpy().astype("<f4"))
		raw = bf16_bits(a).tobytes() if dt == "BF16" else a.tobytes()
		header[name] = {"dtype": dt, "shape": list(a.shape), "data_offsets": [off, off + len(raw)]}
		blobs.append(raw)
		off += len(raw)
	hj = json.dumps(header, separators=(",", ":")).encode("utf-8")
	hj += b" " * ((8 - len(hj) % 8) % 8)  # data starts 8-byte aligned
	with open(path, "wb") as f:
		f.write(struct.pack("<Q", len(hj)))
		f.write(hj)
		for raw in blobs:
			f.write(raw)


def round_to_stored(m, dtype):
	"""The model's parameters replaced by the values the file holds (bf16: the
	matrices through bf16_bits and back; widening is exact)."""
	if dtype != "bf16":
		return m
	with torch.no_grad():
		for p in m.parameters():
			if p.dim() >= 2:
				b = bf16_bits(p.detach().float().numpy()).astype(np.uint32) << 16
				p.copy_(torch.from_numpy(b.view(np.float32)).to(p.dtype))
	return m


def config_json(c, eos, dtype="f32"):
	torch_dtype = "bfloat16" if dtype == "bf16" else "float32"
	n = c.num_layers
	layer_types = ["linear_attention" if c.linear[i] else "full_attention" for i in range(n)]
	half = c.rotary_dim // 2
	sec = [half - 2 * (half // 3), half // 3, half // 3]  # sums to rotary_dim/2; unused for text
	text = {
		"model_type": "qwen3_5_text",
		"vocab_size": c.vocab_size,
		"hidden_size": c.hidden_size,
		"intermediate_size": c.intermediate_size,
		"num_hidden_layers": n,
		"layer_types": layer_types,
		"full_attention_interval": c.full_interval,
		"num_attention_heads": c.num_heads,
		"num_key_value_heads": c.num_kv_heads,
		"head_dim": c.head_dim,
		"attn_output_gate": True,
		"attention_bias": False,
		"linear_num_key_heads": c.nk,
		"linear_num_value_heads": c.nv,
		"linear_key_head_dim": c.dk,
		"linear_value_head_dim": c.dv,
		"linear_conv_kernel_dim": c.conv_k,
		"rms_norm_eps": c.eps,
		"hidden_act": "silu",
		"max_position_embeddings": 1024,
		"rope_parameters": {
			"rope_type": "default",
			"rope_theta": c.rope_theta,
			"partial_rotary_factor": c.partial_rotary_factor,
			"mrope_section": sec,
			"mrope_interleaved": True,
		},
		"tie_word_embeddings": True,
		"eos_token_id": eos,
		"torch_dtype": torch_dtype,
	}
	return {
		"architectures": ["Qwen3_5ForConditionalGeneration"],
		"model_type": "qwen3_5",
		"text_config": text,
		"tie_word_embeddings": True,
		"eos_token_id": eos,
		"torch_dtype": torch_dtype,
	}


def load_model(ckpt_path, dtype=torch.float32):
	"""A ckpt.pt, or an exported model directory (train.load_init)."""
	if os.path.isdir(ckpt_path):
		from train import load_init
		ck = load_init(ckpt_path)
	else:
		ck = torch.load(ckpt_path, map_location="cpu")
	c = Cfg(vocab_size=ck["vocab"], **ck["arch"])
	m = Model(c)
	m.load_state_dict(ck["model"])
	m.eval()
	return m.to(dtype), c, ck


CHECK_PROMPTS = [
	"The cat sat on the",
	"One day, Lily found a red kite in the park. She",
	"The pilot turned the wheel and the plane began to bank",
]


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--ckpt", required=True)
	ap.add_argument("--tokenizer", required=True)
	ap.add_argument("--out", required=True)
	ap.add_argument("--dtype", choices=["f32", "bf16"], default="f32",
		help="how the matrices are stored (one-dimensional tensors stay F32)")
	a = ap.parse_args()
	torch.set_num_threads(2)
	m, c, ck = load_model(a.ckpt)
	tok = bpe.Tokenizer(a.tokenizer)
	os.makedirs(a.out, exist_ok=True)
	with open(os.path.join(a.out, "config.json"), "w") as f:
		json.dump(config_json(c, tok.eot, a.dtype), f, indent=2)
		f.write("\n")
	state = m.hf_state()
	write_safetensors(os.path.join(a.out, "model.safetensors"), state,
		{"format": "pt", "source": "attnstep tools/train (step %d)" % ck["step"]}, a.dtype)
	if os.path.abspath(a.tokenizer) != os.path.abspath(os.path.join(a.out, "tokenizer.json")):
		shutil.copyfile(a.tokenizer, os.path.join(a.out, "tokenizer.json"))

	# check: the independent reference loads the export and computes the same function
	import qwen35_ref
	rcfg, W = qwen35_ref.load_checkpoint(a.out, torch.float64)
	m64 = round_to_stored(load_model(a.ckpt, torch.float64)[0], a.dtype)
	worst64 = worst32 = 0.0
	for p in CHECK_PROMPTS:
		ids = tok.encode(p)
		ref = qwen35_ref.forward(rcfg, W, ids, capture=False)["logits"]
		with torch.no_grad():
			mine64 = m64(torch.tensor([ids]))[0]
			mine32 = m(torch.tensor([ids]))[0].double()
		worst64 = max(worst64, (ref - mine64).abs().max().item())
		worst32 = max(worst32, (ref - mine32).abs().max().item())
	print("export check: max |ref - train64| = %.3g, max |ref - train32| = %.3g" % (worst64, worst32))
	if worst64 > 1e-9 or (a.dtype == "f32" and worst32 > 1e-4):
		print("export check FAILED", file=sys.stderr)
		return 1
	print("wrote %s (%d bytes of weights)" % (a.out, os.path.getsize(os.path.join(a.out, "model.safetensors"))))
	return 0


if __name__ == "__main__":
	sys.exit(main())
