#!/usr/bin/python3
"""Independent PyTorch reference of the Llama, Mistral, Qwen2 and GPT-2 forward passes.

Written from the published Hugging Face modelling maths (LlamaForCausalLM,
MistralForCausalLM, Qwen2ForCausalLM, GPT2LMHeadModel) and docs/MODEL.md §13, not
from the C code, in float64, so that the C engine can be checked against it.
Run with Debian's /usr/bin/python3 (torch 1.13, numpy); no other package.

    cfg, W = load_checkpoint(dir)       -> dict of the family's settings, {name: tensor}
                                           (names without their prefix; GPT-2's Conv1D
                                           weights kept as stored, [in, out])
    out = forward(cfg, W, ids)          -> {"logits": [T, V], "attn": {layer: [nh, T, T]},
                                            "resid": [L+1, T, H]}
    dec = Decoder(cfg, W); dec.feed(ids) -> logits [len(ids), V] of those positions,
                                           keys and values kept between calls
    forward(cfg, W, ids, patch=(layer, row)) the last position's stream replaced by
                                           row after that layer
    ablated(cfg, W, heads)              -> W with each (layer, head)'s input to the
                                           output projection zeroed
    lens(cfg, W, rows)                  -> lm_head . final norm of stream rows

Config keys and defaults follow each family's published configuration class:
  llama    head_dim = hidden/heads unless given; num_key_value_heads = heads;
           rope_scaling linear or llama3; attention_bias (q, k, v, o), mlp_bias.
  mistral  sliding_window (4096 when absent, null = none): query t sees t-W < s <= t.
  qwen2    q/k/v biases always; with use_sliding_window, layers >= max_window_layers
           get sliding_window.
  gpt2     n_embd, n_head, n_layer, n_positions, n_inner (null = 4 n_embd),
           layer_norm_epsilon; learned positions; LayerNorm; Conv1D; gelu_new; tied.
"""
import json
import math
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from qwen35_ref import read_safetensors, write_safetensors  # noqa: E402,F401  (file format only)


def _get(c, key, default):
	v = c.get(key)
	return default if v is None else v


def config_from_json(c):
	mt = c["model_type"]
	s = {"family": mt}
	if mt == "gpt2":
		H = c["n_embd"]
		s.update(H=H, L=c["n_layer"], nh=c["n_head"], nkv=c["n_head"], hd=H // c["n_head"],
		         I=_get(c, "n_inner", 4 * H), V=c["vocab_size"], eps=_get(c, "layer_norm_epsilon", 1e-5),
		         npos=c["n_positions"], tie=_get(c, "tie_word_embeddings", True))
		return s
	H, nh = c["hidden_size"], c["num_attention_heads"]
	s.update(H=H, L=c["num_hidden_layers"], nh=nh, nkv=_get(c, "num_key_value_heads", nh),
	         hd=_get(c, "head_dim", H // nh), I=c["intermediate_size"], V=c["vocab_size"],
	         eps=_get(c, "rms_norm_eps", 1e-6), theta=_get(c, "rope_theta", 10000.0),
	         tie=_get(c, "tie_word_embeddings", False))
	s["scaling"] = c.get("rope_scaling")
	s["qkv_bias"] = mt == "qwen2" or (mt == "llama" and _get(c, "attention_bias", False))
	s["o_bias"] = mt == "llama" and _get(c, "attention_bias", False)
	s["mlp_bias"] = mt == "llama" and _get(c, "mlp_bias", False)
	# per layer: the sliding window, or None
	win = [None] * s["L"]
	if mt == "mistral":
		w = c.get("sliding_window", 4096)
		win = [w] * s["L"]
	if mt == "qwen2" and _get(c, "use_sliding_window", False):
		w = _get(c, "sliding_window", 4096)
		first = _get(c, "max_window_layers", 28)
		win = [w if i >= first else None for i in range(s["L"])]
	s["window"] = win
	return s


def load_checkpoint(d, dtype=torch.float64):
	with open(os.path.join(d, "config.json")) as f:
		cfg = config_from_json(json.load(f))
	idx = os.path.join(d, "model.safetensors.index.json")
	if os.path.exists(idx):
		with open(idx) as f:
			files = sorted(set(json.load(f)["weight_map"].values()))
	else:
		files = sorted(x for x in os.listdir(d) if x.endswith(".safetensors"))
	raw = {}
	for fn in files:
		raw.update(read_safetensors(os.path.join(d, fn)))
	prefix = "transformer." if cfg["family"] == "gpt2" else "model."
	W = {}
	for k, (_, a) in raw.items():
		name = k[len(prefix):] if k.startswith(prefix) else k
		W[name] = torch.tensor(a, dtype=dtype)
	emb = "wte.weight" if cfg["family"] == "gpt2" else "embed_tokens.weight"
	if cfg["tie"]:
		W["lm_head.weight"] = W[emb]
	return cfg, W


# ---------------------------------------------------------------- maths

def rmsnorm(x, w, eps):
	return x / torch.sqrt((x * x).mean(-1, keepdim=True) + eps) * w


def layernorm(x, w, b, eps):
	mu = x.mean(-1, keepdim=True)
	var = ((x - mu) ** 2).mean(-1, keepdim=True)  # biased
	return (x - mu) / torch.sqrt(var + eps) * w + b


def gelu_new(x):
	return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def inv_freq(cfg):
	d = cfg["hd"]
	f = 1.0 / (cfg["theta"] ** (torch.arange(0, d, 2, dtype=torch.float64) / d))
	sc = cfg["scaling"]
	if not sc:
		return f
	kind = sc.get("rope_type", sc.get("type"))
	if kind == "default":
		return f
	if kind == "linear":
		return f / sc["factor"]
	if kind == "llama3":
		factor, lo, hi = sc["factor"], sc["low_freq_factor"], sc["high_freq_factor"]
		old = sc["original_max_position_embeddings"]
		low_wavelen, high_wavelen = old / lo, old / hi
		wavelen = 2 * math.pi / f
		out = torch.where(wavelen > low_wavelen, f / factor, f)
		smooth = (old / wavelen - lo) / (hi - lo)
		smoothed = (1 - smooth) * out / factor + smooth * out
		medium = ~(wavelen < high_wavelen) & ~(wavelen > low_wavelen)
		return torch.where(medium, smoothed, out)
	raise ValueError("rope type %r" % kind)


def rotate_half(x):
	h = x.shape[-1] // 2
	return torch.cat([-x[..., h:], x[..., :h]], dim=-1)


def apply_rope(x, cfg, start):
	"""x [heads, T, hd] at positions start .. start+T-1; cos/sin of cat(freqs, freqs)."""
	T = x.shape[1]
	pos = torch.arange(start, start + T, dtype=torch.float64)
	fr = pos[:, None] * inv_freq(cfg)[None, :]
	emb = torch.cat([fr, fr], dim=-1)
	return x * torch.cos(emb) + rotate_half(x) * torch.sin(emb)


def lin(x, W, name, bias):
	y = x @ W[name + ".weight"].T
	return y + W[name + ".bias"] if bias else y


# ---------------------------------------------------------------- one pass with a cache

class Decoder:
	"""Keys and values of every position fed so far, per layer."""

	def __init__(self, cfg, W):
		self.cfg, self.W = cfg, W
		self.k = [None] * cfg["L"]
		self.v = [None] * cfg["L"]
		self.n = 0
		self.mlp = None  # {layer: hidden activations} of the last run, when asked

	def _attend(self, i, q, k, v, start, attn):
		"""q [nh, T, hd]; k, v [nkv, S, hd] (all positions so far)."""
		c = self.cfg
		nh, nkv, hd = c["nh"], c["nkv"], c["hd"]
		rep = nh // nkv
		k = k.repeat_interleave(rep, dim=0)
		v = v.repeat_interleave(rep, dim=0)
		T, S = q.shape[1], k.shape[1]
		s = q @ k.transpose(1, 2) / math.sqrt(hd)
		qpos = torch.arange(start, start + T)[:, None]
		kpos = torch.arange(S)[None, :]
		allowed = kpos <= qpos
		w = c["window"][i] if c["family"] != "gpt2" else None
		if w is not None:
			allowed = allowed & (kpos > qpos - w)
		s = s.masked_fill(~allowed, float("-inf"))
		p = torch.softmax(s, dim=-1)
		if attn is not None:
			attn[i] = p
		return p @ v  # [nh, T, hd]

	def _layer_llama(self, i, x, start, attn):
		c, W = self.cfg, self.W
		p = "layers.%d." % i
		T = x.shape[0]
		h = rmsnorm(x, W[p + "input_layernorm.weight"], c["eps"])
		q = lin(h, W, p + "self_attn.q_proj", c["qkv_bias"]).view(T, c["nh"], c["hd"]).transpose(0, 1)
		k = lin(h, W, p + "self_attn.k_proj", c["qkv_bias"]).view(T, c["nkv"], c["hd"]).transpose(0, 1)
		v = lin(h, W, p + "self_attn.v_proj", c["qkv_bias"]).view(T, c["nkv"], c["hd"]).transpose(0, 1)
		q, k = apply_rope(q, c, start), apply_rope(k, c, start)
		self._store(i, k, v)
		a = self._attend(i, q, self.k[i], self.v[i], start, attn)
		x = x + lin(a.transpose(0, 1).reshape(T, -1), W, p + "self_attn.o_proj", c["o_bias"])
		h = rmsnorm(x, W[p + "post_attention_layernorm.weight"], c["eps"])
		g = lin(h, W, p + "mlp.gate_proj", c["mlp_bias"])
		u = lin(h, W, p + "mlp.up_proj", c["mlp_bias"])
		act = torch.nn.functional.silu(g) * u  # the MLP's hidden activations [T, I]
		if self.mlp is not None:
			self.mlp[i] = act
		return x + lin(act, W, p + "mlp.down_proj", c["mlp_bias"])

	def _layer_gpt2(self, i, x, start, attn):
		c, W = self.cfg, self.W
		p = "h.%d." % i
		T, H = x.shape
		h = layernorm(x, W[p + "ln_1.weight"], W[p + "ln_1.bias"], c["eps"])
		qkv = h @ W[p + "attn.c_attn.weight"] + W[p + "attn.c_attn.bias"]  # Conv1D: x W + b
		q, k, v = qkv.split(H, dim=-1)
		q, k, v = (t.view(T, c["nh"], c["hd"]).transpose(0, 1) for t in (q, k, v))
		self._store(i, k, v)
		a = self._attend(i, q, self.k[i], self.v[i], start, attn)
		x = x + a.transpose(0, 1).reshape(T, H) @ W[p + "attn.c_proj.weight"] + W[p + "attn.c_proj.bias"]
		h = layernorm(x, W[p + "ln_2.weight"], W[p + "ln_2.bias"], c["eps"])
		m = gelu_new(h @ W[p + "mlp.c_fc.weight"] + W[p + "mlp.c_fc.bias"])  # hidden [T, I]
		if self.mlp is not None:
			self.mlp[i] = m
		return x + m @ W[p + "mlp.c_proj.weight"] + W[p + "mlp.c_proj.bias"]

	def _store(self, i, k, v):
		self.k[i] = k if self.k[i] is None else torch.cat([self.k[i], k], dim=1)
		self.v[i] = v if self.v[i] is None else torch.cat([self.v[i], v], dim=1)

	def run(self, ids, attn=None, resid=None, patch=None, mlp=None):
		"""patch = (layer, row): the last position's stream is row after that layer;
		mlp: a dict to receive each layer's MLP hidden activations."""
		c, W = self.cfg, self.W
		self.mlp = mlp
		start = self.n
		ids = torch.tensor(ids)
		if c["family"] == "gpt2":
			x = W["wte.weight"][ids] + W["wpe.weight"][start:start + len(ids)]
		else:
			x = W["embed_tokens.weight"][ids]
		if resid is not None:
			resid.append(x)
		for i in range(c["L"]):
			if c["family"] == "gpt2":
				x = self._layer_gpt2(i, x, start, attn)
			else:
				x = self._layer_llama(i, x, start, attn)
			if patch is not None and patch[0] == i:
				x = x.clone()
				x[-1] = patch[1]
			if resid is not None:
				resid.append(x)
		self.n += len(ids)
		return lens(c, W, x)

	def feed(self, ids):
		return self.run(ids)


def lens(cfg, W, x):
	"""logits = lm_head . Norm(x; final norm), for any rows of the stream."""
	if cfg["family"] == "gpt2":
		y = layernorm(x, W["ln_f.weight"], W["ln_f.bias"], cfg["eps"])
	else:
		y = rmsnorm(x, W["norm.weight"], cfg["eps"])
	return y @ W["lm_head.weight"].T


def ablated(cfg, W, heads):
	"""W where each (layer, head) contributes nothing: what its output meets in
	the output projection set to 0 (o_proj's columns, or the rows of GPT-2's
	Conv1D c_proj, [in, out])."""
	W = dict(W)
	hd = cfg["hd"]
	for layer, j in heads:
		if cfg["family"] == "gpt2":
			name = "h.%d.attn.c_proj.weight" % layer
			w = W[name].clone()
			w[j * hd:(j + 1) * hd, :] = 0
		else:
			name = "layers.%d.self_attn.o_proj.weight" % layer
			w = W[name].clone()
			w[:, j * hd:(j + 1) * hd] = 0
		W[name] = w
	return W


def forward(cfg, W, ids, capture=True, patch=None):
	attn, resid, mlp = {}, [], {}
	logits = Decoder(cfg, W).run(ids, attn if capture else None, resid, patch, mlp if capture else None)
	return {"logits": logits, "attn": attn, "resid": torch.stack(resid), "mlp": mlp}


def main(argv):
	d = argv[1]
	ids = [int(t) for t in argv[2:]] or [0, 1, 2]
	cfg, W = load_checkpoint(d)
	out = forward(cfg, W, ids)
	last = out["logits"][-1]
	print("top-5 at the last position:", torch.topk(last, 5).indices.tolist())
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
