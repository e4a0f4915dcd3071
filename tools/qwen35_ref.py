#!/usr/bin/python3
"""Independent PyTorch reference of the Qwen3.5 (and Qwen3 dense) text forward pass.

Written plainly from docs/MODEL.md (section numbers below refer to it),
not from the C code, so that the C engine can be checked against it.
Run with Debian's /usr/bin/python3 (torch 1.13, numpy); no other package.

API (importable; the layer maths are plain functions on torch tensors and are
differentiable, so a training script may reuse them):

    cfg = config_from_json(dict)          -> Config (text fields, flags of section 9)
    cfg, W = load_checkpoint(dir, dtype)  -> Config and {text name: tensor}; text names
                                             have the prefix removed: "embed_tokens.weight",
                                             "layers.3.self_attn.q_proj.weight", "norm.weight",
                                             "lm_head.weight" (the embedding when tied)
    out = forward(cfg, W, ids, capture=True, check=True)
        out["logits"]    [T, V]
        out["attn"]      {layer: [nh, T, T]}  softmax weights of full-attention layers
        out["implicit"]  {layer: [nv, T, T]}  GDN implicit attention w[t, s] (section 4.6)
        out["gdn_v"]     {layer: [nv, T, dv]} and out["gdn_o"] {layer: [nv, T, dv]}
        out["resid"]     [L+1, T, H]: the stream entering layer 0 (the embeddings), then
                         after each layer (mixer and MLP added)
        with check=True every GDN head asserts o_t = sum_s w[t,s] v_s against the recurrence.
    dec = Decoder(cfg, W); dec.feed(ids) -> logits [len(ids), V] of those positions
        incremental decoding: a KV cache for the full-attention layers, the conv
        inputs and recurrent state for the GatedDeltaNet layers; feeding a prompt in
        pieces gives the logits of one forward over all of it (section 4.4: the
        recurrence is the definition, so the state after token t is all that the
        later tokens need).
    read_safetensors(path)  -> {name: (dtype string, numpy float array)}
    write_safetensors(path, {name: (dtype string, numpy array)}, metadata=None)
        dtype string: "BF16" (rounded to nearest even), "F16" or "F32".

Building blocks: rms, rmsnorm, rope, full_attention, conv_silu, gated_deltanet,
delta_rule, implicit_attention, mlp.
"""
import json
import math
import os
import struct
import sys

import numpy as np
import torch
import torch.nn.functional as F


# ---------------------------------------------------------------- safetensors (7.1)

def _bf16_to_f32(raw):
	u = np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16
	return u.view(np.float32)


def f32_to_bf16_bits(a):
	"""Round float32 values to bfloat16 (nearest, ties to even); return uint16 bits."""
	u = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
	rounded = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
	return rounded.astype(np.uint16)


def bf16_round(a):
	"""float32 array rounded through bfloat16 and widened back."""
	return _bf16_to_f32(f32_to_bf16_bits(a).tobytes()).reshape(np.shape(a))


def read_safetensors(path):
	with open(path, "rb") as f:
		data = f.read()
	(n,) = struct.unpack("<Q", data[:8])
	header = json.loads(data[8:8 + n].decode("utf-8"))
	base = 8 + n
	out = {}
	for name, info in header.items():
		if name == "__metadata__":
			continue
		b, e = info["data_offsets"]
		raw = data[base + b:base + e]
		dt = info["dtype"]
		if dt == "BF16":
			arr = _bf16_to_f32(raw)
		elif dt == "F16":
			arr = np.frombuffer(raw, dtype="<f2").astype(np.float32)
		elif dt == "F32":
			arr = np.frombuffer(raw, dtype="<f4").copy()
		else:
			raise ValueError("%s: %s: unsupported dtype %s" % (path, name, dt))
		out[name] = (dt, arr.reshape(info["shape"]))
	return out


def write_safetensors(path, tensors, metadata=None):
	header = {}
	blobs = []
	off = 0
	for name, (dt, arr) in tensors.items():
		a = np.asarray(arr, dtype=np.float32)
		if dt == "BF16":
			raw = f32_to_bf16_bits(a).astype("<u2").tobytes()
		elif dt == "F16":
			raw = a.astype("<f2").tobytes()
		elif dt == "F32":
			raw = a.astype("<f4").tobytes()
		else:
			raise ValueError(dt)
		header[name] = {"dtype": dt, "shape": list(a.shape), "data_offsets": [off, off + len(raw)]}
		blobs.append(raw)
		off += len(raw)
	if metadata is not None:
		header["__metadata__"] = metadata
	hj = json.dumps(header, separators=(",", ":")).encode("utf-8")
	hj += b" " * ((8 - len(hj) % 8) % 8)  # align the data like the real files
	with open(path, "wb") as f:
		f.write(struct.pack("<Q", len(hj)))
		f.write(hj)
		for raw in blobs:
			f.write(raw)


# ---------------------------------------------------------------- config (6, 9)

class Config:
	pass


def _rope_field(tc, key, default):
	rp = tc.get("rope_parameters") or {}
	if key in rp:
		return rp[key]
	if key in tc:
		return tc[key]
	rs = tc.get("rope_scaling") or {}
	if key in rs:
		return rs[key]
	return default


def config_from_json(top):
	tc = top.get("text_config", top)
	mt = tc.get("model_type", top.get("model_type"))
	c = Config()
	if mt in ("qwen3_5_text", "qwen3_5"):
		c.arch = "qwen35"
	elif mt == "qwen3":
		c.arch = "qwen3"
	else:
		raise ValueError("unsupported model_type %r" % mt)
	c.vocab_size = tc["vocab_size"]
	c.hidden_size = tc["hidden_size"]
	c.intermediate_size = tc["intermediate_size"]
	c.num_layers = tc["num_hidden_layers"]
	c.num_heads = tc["num_attention_heads"]
	c.num_kv_heads = tc.get("num_key_value_heads", c.num_heads)
	c.head_dim = tc.get("head_dim", c.hidden_size // c.num_heads)
	c.eps = tc.get("rms_norm_eps", 1e-6)
	if "tie_word_embeddings" in top:
		c.tie = bool(top["tie_word_embeddings"])
	else:
		c.tie = bool(tc.get("tie_word_embeddings", False))
	c.rope_theta = float(_rope_field(tc, "rope_theta", 10000.0))
	prf = _rope_field(tc, "partial_rotary_factor", 0.25 if c.arch == "qwen35" else 1.0)
	c.rotary_dim = int(c.head_dim * prf)
	if c.arch == "qwen35":
		c.gated_q = True
		c.zero_centred = True
		if "layer_types" in tc:
			c.linear = [t in ("linear_attention", "mamba") for t in tc["layer_types"]]
		else:
			iv = tc.get("full_attention_interval", 4)
			c.linear = [(i + 1) % iv != 0 for i in range(c.num_layers)]
		c.nk = tc["linear_num_key_heads"]
		c.nv = tc["linear_num_value_heads"]
		c.dk = tc["linear_key_head_dim"]
		c.dv = tc["linear_value_head_dim"]
		c.conv_k = tc["linear_conv_kernel_dim"]
	else:
		c.gated_q = False
		c.zero_centred = False
		c.linear = [False] * c.num_layers
		c.nk = c.nv = c.dk = c.dv = c.conv_k = 0
	return c


def load_checkpoint(d, dtype=torch.float64):
	"""Read config.json and the safetensors files of a checkpoint directory."""
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
	if any(k.startswith("model.language_model.") for k in raw):
		prefix = "model.language_model."
	else:
		prefix = "model."
	W = {}
	for k, (_, a) in raw.items():
		if k.startswith(prefix):
			W[k[len(prefix):]] = torch.tensor(a, dtype=dtype)
	if cfg.tie or "lm_head.weight" not in raw:
		W["lm_head.weight"] = W["embed_tokens.weight"]
	else:
		W["lm_head.weight"] = torch.tensor(raw["lm_head.weight"][1], dtype=dtype)
	return cfg, W


# ---------------------------------------------------------------- layer maths

def rms(x, eps):
	"""r(x) = x / sqrt(mean x^2 + eps) over the last dimension (section 2.1)."""
	return x / torch.sqrt((x * x).mean(-1, keepdim=True) + eps)


def rmsnorm(x, w, eps, zero_centred):
	"""Zero-centred r(x)*(1+w) for Qwen3.5, plain r(x)*w for Qwen3."""
	return rms(x, eps) * ((1 + w) if zero_centred else w)


def rope(x, rotary_dim, theta, start=0):
	"""Rotate-half RoPE on the first rotary_dim dims of x[T, heads, hd] (section 2.3),
	x[t] being at position start + t."""
	T = x.shape[0]
	half = rotary_dim // 2
	if half == 0:
		return x
	i = torch.arange(half, dtype=torch.float64)
	inv_freq = theta ** (-2.0 * i / rotary_dim)
	pos = torch.arange(start, start + T, dtype=torch.float64)
	ang = pos[:, None] * inv_freq[None, :]  # [T, half]
	cos = torch.cos(ang).to(x.dtype)[:, None, :]
	sin = torch.sin(ang).to(x.dtype)[:, None, :]
	x1 = x[..., :half]
	x2 = x[..., half:rotary_dim]
	return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin, x[..., rotary_dim:]], dim=-1)


def full_attention(cfg, L, h, cap):
	"""Gated full attention (section 3); L maps short names to weights."""
	T = h.shape[0]
	nh, nkv, hd = cfg.num_heads, cfg.num_kv_heads, cfg.head_dim
	qg = h @ L["q_proj"].T
	if cfg.gated_q:
		qg = qg.view(T, nh, 2 * hd)
		q, gate = qg[..., :hd], qg[..., hd:]  # interleaved per head: [q_j | gate_j]
	else:
		q, gate = qg.view(T, nh, hd), None
	k = (h @ L["k_proj"].T).view(T, nkv, hd)
	v = (h @ L["v_proj"].T).view(T, nkv, hd)
	q = rmsnorm(q, L["q_norm"], cfg.eps, cfg.zero_centred)
	k = rmsnorm(k, L["k_norm"], cfg.eps, cfg.zero_centred)
	q = rope(q, cfg.rotary_dim, cfg.rope_theta)
	k = rope(k, cfg.rotary_dim, cfg.rope_theta)
	mask = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
	heads = []
	probs = []
	for j in range(nh):
		m = j // (nh // nkv)  # GQA: consecutive query heads share a KV head
		s = (q[:, j] @ k[:, m].T) / math.sqrt(hd)
		s = s.masked_fill(mask, float("-inf"))
		P = torch.softmax(s, dim=-1)
		probs.append(P)
		heads.append(P @ v[:, m])
	a = torch.cat(heads, dim=-1)  # head-major [a_0 | a_1 | ...]
	if gate is not None:
		a = a * torch.sigmoid(gate.reshape(T, nh * hd))
	if cap is not None:
		cap["attn"] = torch.stack(probs)
	return a @ L["o_proj"].T


def conv_silu(u, w):
	"""Causal depthwise conv, zero left padding, then SiLU (4.2). u [T, C], w [C, 1, K]."""
	T, C = u.shape
	K = w.shape[-1]
	pad = torch.cat([torch.zeros(K - 1, C, dtype=u.dtype), u], dim=0)
	y = torch.zeros(T, C, dtype=u.dtype)
	for j in range(K):
		y = y + w[:, 0, j][None, :] * pad[j:j + T]  # tap K-1 is the current token
	return F.silu(y)


def delta_rule(q, k, v, g, beta, S=None, keep=False):
	"""Recurrence of 4.4 for one value head: q,k [T,dk], v [T,dv], g,beta [T]; returns o [T,dv]
	(and the final state when keep). S: the state before token 0 (zero when None)."""
	T, dk = k.shape
	dv = v.shape[1]
	if S is None:
		S = torch.zeros(dk, dv, dtype=v.dtype)
	outs = []
	for t in range(T):
		S = torch.exp(g[t]) * S                    # decay first
		m = S.T @ k[t]                             # read S^T k
		d = beta[t] * (v[t] - m)                   # delta rule
		S = S + torch.outer(k[t], d)               # write
		outs.append(S.T @ q[t])                    # output reads the updated state
	o = torch.stack(outs)
	return (o, S) if keep else o


def implicit_attention(q, k, g, beta):
	"""Closed form of 4.6: w[t,s] = beta_s q_t^T (A_t ... A_{s+1}) k_s, O(T^2 dk)."""
	T = q.shape[0]
	w = torch.zeros(T, T, dtype=q.dtype)
	for s in range(T):
		x = k[s].clone()
		w[s, s] = beta[s] * (q[s] @ x)
		for r in range(s + 1, T):
			x = torch.exp(g[r]) * (x - beta[r] * k[r] * (k[r] @ x))
			w[r, s] = beta[s] * (q[r] @ x)
	return w


def gated_deltanet(cfg, L, h, cap, check=False):
	"""GatedDeltaNet layer of section 4."""
	T = h.shape[0]
	nk, nv, dk, dv = cfg.nk, cfg.nv, cfg.dk, cfg.dv
	u = h @ L["in_proj_qkv"].T
	z = (h @ L["in_proj_z"].T).view(T, nv, dv)
	b = h @ L["in_proj_b"].T
	a = h @ L["in_proj_a"].T
	y = conv_silu(u, L["conv1d"])
	q = y[:, :nk * dk].reshape(T, nk, dk)
	k = y[:, nk * dk:2 * nk * dk].reshape(T, nk, dk)
	v = y[:, 2 * nk * dk:].reshape(T, nv, dv)
	q = q / torch.sqrt((q * q).sum(-1, keepdim=True) + 1e-6)
	k = k / torch.sqrt((k * k).sum(-1, keepdim=True) + 1e-6)
	q = q / math.sqrt(dk)
	beta = torch.sigmoid(b)                                       # [T, nv]
	g = -torch.exp(L["A_log"]) * F.softplus(a + L["dt_bias"])     # [T, nv]
	outs = []
	imps = []
	for j in range(nv):
		src = j // (nv // nk)  # grouped value heads: consecutive
		o = delta_rule(q[:, src], k[:, src], v[:, j], g[:, j], beta[:, j])
		outs.append(o)
		if cap is not None or check:
			w = implicit_attention(q[:, src], k[:, src], g[:, j], beta[:, j])
			imps.append(w)
			if check:
				err = (w @ v[:, j] - o).abs().max().item()
				scale = 1.0 + o.abs().max().item()
				tol = 1e-10 if o.dtype == torch.float64 else 1e-5
				if err > tol * scale:
					raise AssertionError("implicit attention identity fails: %g" % err)
	o = torch.stack(outs, dim=1)                                  # [T, nv, dv]
	r = rms(o, cfg.eps) * L["norm"] * F.silu(z)                   # norm, weight, then gate
	if cap is not None:
		cap["implicit"] = torch.stack(imps)
		cap["v"] = v.permute(1, 0, 2)
		cap["o"] = o.permute(1, 0, 2)
	return r.reshape(T, nv * dv) @ L["out_proj"].T


def mlp(L, h, cap=None):
	"""SwiGLU: W_down (SiLU(W_gate h) * W_up h) (section 5); cap["act"], when
	asked, the hidden activations SiLU(W_gate h) * W_up h [T, I]."""
	act = F.silu(h @ L["gate_proj"].T) * (h @ L["up_proj"].T)
	if cap is not None:
		cap["act"] = act
	return act @ L["down_proj"].T


def layer_weights(W, i):
	"""Short names for layer i's tensors."""
	p = "layers.%d." % i
	L = {}
	for k, t in W.items():
		if k.startswith(p):
			short = k[len(p):]
			for pre in ("self_attn.", "linear_attn.", "mlp."):
				if short.startswith(pre):
					short = short[len(pre):]
			if short.endswith(".weight") and short != "norm.weight":
				short = short[:-len(".weight")]
			elif short == "norm.weight":
				short = "norm"
			L[short] = t
	return L


def forward(cfg, W, ids, capture=True, check=False):
	ids = torch.as_tensor(ids, dtype=torch.long)
	x = W["embed_tokens.weight"][ids]  # no scaling
	out = {"attn": {}, "implicit": {}, "gdn_v": {}, "gdn_o": {}, "mlp": {}}
	resid = [x]
	for i in range(cfg.num_layers):
		L = layer_weights(W, i)
		h = rmsnorm(x, L["input_layernorm"], cfg.eps, cfg.zero_centred)
		cap = {} if capture else None
		if cfg.linear[i]:
			x = x + gated_deltanet(cfg, L, h, cap, check)
			if capture:
				out["implicit"][i] = cap["implicit"]
				out["gdn_v"][i] = cap["v"]
				out["gdn_o"][i] = cap["o"]
		else:
			x = x + full_attention(cfg, L, h, cap)
			if capture:
				out["attn"][i] = cap["attn"]
		h = rmsnorm(x, L["post_attention_layernorm"], cfg.eps, cfg.zero_centred)
		mc = {} if capture else None
		x = x + mlp(L, h, mc)
		if capture:
			out["mlp"][i] = mc["act"]
		resid.append(x)
	y = rmsnorm(x, W["norm.weight"], cfg.eps, cfg.zero_centred)
	out["logits"] = y @ W["lm_head.weight"].T
	out["resid"] = torch.stack(resid)
	return out


class Decoder:
	"""Incremental decoding of one sequence. State per layer:
	full attention: the keys (after k_norm and RoPE) and values of every position so far;
	GatedDeltaNet: the last K-1 conv inputs u (zero before position 0, 4.2) and the
	recurrent state S of every value head (4.4)."""

	def __init__(self, cfg, W):
		self.cfg, self.W = cfg, W
		self.pos = 0
		self.keys, self.values, self.conv, self.state = {}, {}, {}, {}
		dt = W["embed_tokens.weight"].dtype
		for i in range(cfg.num_layers):
			if cfg.linear[i]:
				C = 2 * cfg.nk * cfg.dk + cfg.nv * cfg.dv
				self.conv[i] = torch.zeros(cfg.conv_k - 1, C, dtype=dt)
				self.state[i] = [torch.zeros(cfg.dk, cfg.dv, dtype=dt) for _ in range(cfg.nv)]
			else:
				self.keys[i] = torch.zeros(0, cfg.num_kv_heads, cfg.head_dim, dtype=dt)
				self.values[i] = torch.zeros(0, cfg.num_kv_heads, cfg.head_dim, dtype=dt)

	def _attention(self, i, L, h):
		cfg = self.cfg
		n = h.shape[0]
		nh, nkv, hd = cfg.num_heads, cfg.num_kv_heads, cfg.head_dim
		qg = h @ L["q_proj"].T
		if cfg.gated_q:
			qg = qg.view(n, nh, 2 * hd)
			q, gate = qg[..., :hd], qg[..., hd:]
		else:
			q, gate = qg.view(n, nh, hd), None
		k = (h @ L["k_proj"].T).view(n, nkv, hd)
		v = (h @ L["v_proj"].T).view(n, nkv, hd)
		q = rope(rmsnorm(q, L["q_norm"], cfg.eps, cfg.zero_centred), cfg.rotary_dim, cfg.rope_theta, self.pos)
		k = rope(rmsnorm(k, L["k_norm"], cfg.eps, cfg.zero_centred), cfg.rotary_dim, cfg.rope_theta, self.pos)
		K = self.keys[i] = torch.cat([self.keys[i], k])
		V = self.values[i] = torch.cat([self.values[i], v])
		heads = []
		for j in range(nh):
			m = j // (nh // nkv)
			rows = []
			for t in range(n):
				P = self.pos + t                        # the query's position sees keys 0..P
				s = (K[:P + 1, m] @ q[t, j]) / math.sqrt(hd)
				rows.append(torch.softmax(s, dim=0) @ V[:P + 1, m])
			heads.append(torch.stack(rows))
		a = torch.cat(heads, dim=-1)
		if gate is not None:
			a = a * torch.sigmoid(gate.reshape(n, nh * hd))
		return a @ L["o_proj"].T

	def _gdn(self, i, L, h):
		cfg = self.cfg
		n = h.shape[0]
		nk, nv, dk, dv, Kc = cfg.nk, cfg.nv, cfg.dk, cfg.dv, cfg.conv_k
		u = h @ L["in_proj_qkv"].T
		z = (h @ L["in_proj_z"].T).view(n, nv, dv)
		b = h @ L["in_proj_b"].T
		a = h @ L["in_proj_a"].T
		ext = torch.cat([self.conv[i], u])             # K-1 earlier inputs, then these
		self.conv[i] = ext[ext.shape[0] - (Kc - 1):]
		w = L["conv1d"]
		y = torch.zeros(n, u.shape[1], dtype=u.dtype)
		for j in range(Kc):
			y = y + w[:, 0, j][None, :] * ext[j:j + n]  # tap K-1 is the current token
		y = F.silu(y)
		q = y[:, :nk * dk].reshape(n, nk, dk)
		k = y[:, nk * dk:2 * nk * dk].reshape(n, nk, dk)
		v = y[:, 2 * nk * dk:].reshape(n, nv, dv)
		q = q / torch.sqrt((q * q).sum(-1, keepdim=True) + 1e-6) / math.sqrt(dk)
		k = k / torch.sqrt((k * k).sum(-1, keepdim=True) + 1e-6)
		beta = torch.sigmoid(b)
		g = -torch.exp(L["A_log"]) * F.softplus(a + L["dt_bias"])
		outs = []
		for j in range(nv):
			src = j // (nv // nk)
			o, self.state[i][j] = delta_rule(q[:, src], k[:, src], v[:, j], g[:, j], beta[:, j],
			                                 self.state[i][j], keep=True)
			outs.append(o)
		o = torch.stack(outs, dim=1)
		r = rms(o, cfg.eps) * L["norm"] * F.silu(z)
		return r.reshape(n, nv * dv) @ L["out_proj"].T

	def feed(self, ids):
		cfg, W = self.cfg, self.W
		ids = torch.as_tensor(ids, dtype=torch.long)
		x = W["embed_tokens.weight"][ids]
		for i in range(cfg.num_layers):
			L = layer_weights(W, i)
			h = rmsnorm(x, L["input_layernorm"], cfg.eps, cfg.zero_centred)
			x = x + (self._gdn(i, L, h) if cfg.linear[i] else self._attention(i, L, h))
			h = rmsnorm(x, L["post_attention_layernorm"], cfg.eps, cfg.zero_centred)
			x = x + mlp(L, h)
		self.pos += len(ids)
		y = rmsnorm(x, W["norm.weight"], cfg.eps, cfg.zero_centred)
		return y @ W["lm_head.weight"].T


def main(argv):
	"""qwen35_ref.py DIR ID,ID,...  prints the top 5 tokens of the last position."""
	if len(argv) != 3:
		sys.stderr.write("usage: qwen35_ref.py CHECKPOINT_DIR 1,2,3\n")
		return 2
	cfg, W = load_checkpoint(argv[1])
	ids = [int(s) for s in argv[2].split(",")]
	out = forward(cfg, W, ids, capture=False)
	p = torch.softmax(out["logits"][-1], dim=-1)
	top = torch.topk(p, min(5, p.numel()))
	for v, i in zip(top.values.tolist(), top.indices.tolist()):
		print("%d\t%.6f" % (i, v))
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
