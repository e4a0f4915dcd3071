#!/usr/bin/python3
"""Training-time formulation of the Qwen3.5 text model (docs/MODEL.md).

Same function as tools/qwen35_ref.py, written batched ([B, T, ...]) for speed:
  * full attention: all heads at once, GQA by repeat_interleave (head j -> KV j/(nh/nkv));
  * GatedDeltaNet: the chunked (WY) form of the delta rule, exact up to rounding.

Chunked delta rule, per value head, chunk of C tokens, state S0 before the chunk,
G_t = sum_{r<=t} g_r inside the chunk (so the decay from s to t is e^{G_t-G_s}):
  unrolled, S_t = e^{G_t} S0 + sum_{s<=t} e^{G_t-G_s} k_s d_s^T, with the written
  vectors d_t = beta_t (v_t - e^{G_t} S0^T k_t - sum_{s<t} e^{G_t-G_s} (k_t.k_s) d_s).
  In matrices: (I + diag(beta) L) D = diag(beta) (V - diag(e^G) K S0),
  L[t,s] = e^{G_t-G_s} k_t.k_s for s<t (unit lower triangular system, solved exactly);
  O = diag(e^G) Q S0 + (M o Q K^T) D with M[t,s] = e^{G_t-G_s} for s<=t;
  S_C = e^{G_C} S0 + K^T diag(e^{G_C-G}) D.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

# The dtype of the projections' and the tied head's matrix products; weights,
# gradients, norms, softmax and the delta rule stay float32.  bfloat16 is for
# CPUs with AVX-512-BF16 or AMX, where oneDNN's bf16 product of a 2048 x 256
# by 256 x 768 pair runs about 6 times the float32 one (a whole training step
# of the v3 model: 1.5 times faster); elsewhere it is emulated and slower.
MATMUL_DTYPE = torch.float32


def proj(x, w):
	"""x @ w^T in MATMUL_DTYPE, the result in float32."""
	if MATMUL_DTYPE == torch.float32:
		return F.linear(x, w)
	return F.linear(x.to(MATMUL_DTYPE), w.to(MATMUL_DTYPE)).float()


class Linear(nn.Linear):
	"""nn.Linear (same parameters and names) whose product follows MATMUL_DTYPE."""
	def forward(self, x):
		return proj(x, self.weight) if self.bias is None else proj(x, self.weight) + self.bias


class Cfg:
	def __init__(self, **kw):
		self.vocab_size = 2048
		self.hidden_size = 128
		self.intermediate_size = 384
		self.num_layers = 8
		self.num_heads = 8
		self.num_kv_heads = 2
		self.head_dim = 32
		self.nk = 4
		self.nv = 4
		self.dk = 32
		self.dv = 32
		self.conv_k = 4
		self.eps = 1e-6
		self.rope_theta = 10000.0
		self.partial_rotary_factor = 0.25
		self.full_interval = 4
		self.__dict__.update(kw)
		self.rotary_dim = int(self.head_dim * self.partial_rotary_factor)
		self.linear = [(i + 1) % self.full_interval != 0 for i in range(self.num_layers)]


def rms(x, eps):
	return x * torch.rsqrt((x * x).mean(-1, keepdim=True) + eps)


class ZCNorm(nn.Module):
	"""Zero-centred RMSNorm: r(x) * (1 + w), w initialised to 0."""
	def __init__(self, n, eps):
		super().__init__()
		self.weight = nn.Parameter(torch.zeros(n))
		self.eps = eps

	def forward(self, x):
		return rms(x, self.eps) * (1 + self.weight)


def rope_tables(T, rd, theta, dtype):
	half = rd // 2
	i = torch.arange(half, dtype=torch.float64)
	inv_freq = theta ** (-2.0 * i / rd)
	ang = torch.arange(T, dtype=torch.float64)[:, None] * inv_freq[None, :]
	return torch.cos(ang).to(dtype), torch.sin(ang).to(dtype)


def apply_rope(x, cos, sin, rd):
	"""x [B, heads, T, hd]; rotate-half on dims 0..rd-1, pairs (i, i+rd/2)."""
	half = rd // 2
	x1 = x[..., :half]
	x2 = x[..., half:rd]
	return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin, x[..., rd:]], dim=-1)


class FullAttention(nn.Module):
	def __init__(self, c):
		super().__init__()
		self.c = c
		H, nh, nkv, hd = c.hidden_size, c.num_heads, c.num_kv_heads, c.head_dim
		self.q_proj = Linear(H, nh * hd * 2, bias=False)  # per head [q_j | gate_j]
		self.k_proj = Linear(H, nkv * hd, bias=False)
		self.v_proj = Linear(H, nkv * hd, bias=False)
		self.o_proj = Linear(nh * hd, H, bias=False)
		self.q_norm = ZCNorm(hd, c.eps)
		self.k_norm = ZCNorm(hd, c.eps)

	def forward(self, h, want_probs=False):
		c = self.c
		B, T, _ = h.shape
		nh, nkv, hd = c.num_heads, c.num_kv_heads, c.head_dim
		qg = self.q_proj(h).view(B, T, nh, 2 * hd)
		q, gate = qg[..., :hd], qg[..., hd:]
		k = self.k_proj(h).view(B, T, nkv, hd)
		v = self.v_proj(h).view(B, T, nkv, hd)
		q = self.q_norm(q).transpose(1, 2)  # [B, nh, T, hd]
		k = self.k_norm(k).transpose(1, 2)
		v = v.transpose(1, 2)
		cos, sin = rope_tables(T, c.rotary_dim, c.rope_theta, h.dtype)
		q = apply_rope(q, cos, sin, c.rotary_dim)
		k = apply_rope(k, cos, sin, c.rotary_dim)
		rep = nh // nkv
		k = k.repeat_interleave(rep, dim=1)
		v = v.repeat_interleave(rep, dim=1)
		s = q @ k.transpose(-1, -2) / math.sqrt(hd)
		mask = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
		s = s.masked_fill(mask, float("-inf"))
		P = torch.softmax(s, dim=-1)
		a = (P @ v).transpose(1, 2).reshape(B, T, nh * hd)
		a = a * torch.sigmoid(gate.reshape(B, T, nh * hd))
		out = self.o_proj(a)
		return (out, P) if want_probs else (out, None)


def chunk_delta_rule(q, k, v, g, beta, C=64):
	"""q,k [B,h,T,dk] (q already scaled), v [B,h,T,dv], g,beta [B,h,T] -> o [B,h,T,dv]."""
	B, nh, T, dk = k.shape
	dv = v.shape[-1]
	S = torch.zeros(B, nh, dk, dv, dtype=v.dtype)
	outs = []
	for c0 in range(0, T, C):
		c1 = min(T, c0 + C)
		n = c1 - c0
		Q, K, V = q[:, :, c0:c1], k[:, :, c0:c1], v[:, :, c0:c1]
		be = beta[:, :, c0:c1]
		G = torch.cumsum(g[:, :, c0:c1], dim=-1)  # [B,h,n]
		diff = G[..., :, None] - G[..., None, :]   # G_t - G_s
		incl = torch.tril(torch.ones(n, n, dtype=torch.bool))
		strict = torch.tril(torch.ones(n, n, dtype=torch.bool), diagonal=-1)
		Mi = diff.masked_fill(~incl, float("-inf")).exp()
		Ms = diff.masked_fill(~strict, float("-inf")).exp()
		KK = K @ K.transpose(-1, -2)
		A = torch.eye(n, dtype=v.dtype) + be[..., :, None] * (Ms * KK)
		eG = G.exp()[..., None]
		rhs = be[..., None] * (V - eG * (K @ S))
		D = torch.linalg.solve_triangular(A, rhs, upper=False, unitriangular=True)
		O = eG * (Q @ S) + (Mi * (Q @ K.transpose(-1, -2))) @ D
		outs.append(O)
		GC = G[..., -1:]  # [B,h,1]
		S = GC.exp()[..., None] * S + K.transpose(-1, -2) @ ((GC - G).exp()[..., None] * D)
	return torch.cat(outs, dim=2)


def recurrent_delta_rule(q, k, v, g, beta):
	"""The definition (docs/MODEL.md §4.4), for checking the chunked form."""
	B, nh, T, dk = k.shape
	S = torch.zeros(B, nh, dk, v.shape[-1], dtype=v.dtype)
	outs = []
	for t in range(T):
		S = g[..., t].exp()[..., None, None] * S
		m = (S * k[:, :, t, :, None]).sum(-2)
		d = beta[..., t, None] * (v[:, :, t] - m)
		S = S + k[:, :, t, :, None] * d[:, :, None, :]
		outs.append((S * q[:, :, t, :, None]).sum(-2))
	return torch.stack(outs, dim=2)


class GatedDeltaNet(nn.Module):
	def __init__(self, c):
		super().__init__()
		self.c = c
		H, nk, nv, dk, dv = c.hidden_size, c.nk, c.nv, c.dk, c.dv
		C = 2 * nk * dk + nv * dv
		self.in_proj_qkv = Linear(H, C, bias=False)
		self.in_proj_z = Linear(H, nv * dv, bias=False)
		self.in_proj_b = Linear(H, nv, bias=False)
		self.in_proj_a = Linear(H, nv, bias=False)
		self.conv1d = nn.Conv1d(C, C, c.conv_k, groups=C, bias=False, padding=c.conv_k - 1)
		# decay init as in Mamba-style GDN: A in [1,16], softplus(dt_bias) in [1e-3, 1e-1]
		dt = torch.exp(torch.rand(nv) * (math.log(0.1) - math.log(0.001)) + math.log(0.001))
		self.dt_bias = nn.Parameter(dt + torch.log(-torch.expm1(-dt)))
		self.A_log = nn.Parameter(torch.log(torch.empty(nv).uniform_(1, 16)))
		self.norm_weight = nn.Parameter(torch.ones(dv))  # plain RMSNorm weight
		self.out_proj = Linear(nv * dv, H, bias=False)

	def qkvgb(self, h):
		c = self.c
		B, T, _ = h.shape
		nk, nv, dk, dv = c.nk, c.nv, c.dk, c.dv
		u = self.in_proj_qkv(h).transpose(1, 2)  # [B, C, T]
		y = F.silu(self.conv1d(u)[..., :T]).transpose(1, 2)  # causal: tap K-1 = current
		q = y[..., :nk * dk].reshape(B, T, nk, dk)
		k = y[..., nk * dk:2 * nk * dk].reshape(B, T, nk, dk)
		v = y[..., 2 * nk * dk:].reshape(B, T, nv, dv)
		q = q / torch.sqrt((q * q).sum(-1, keepdim=True) + 1e-6) / math.sqrt(dk)
		k = k / torch.sqrt((k * k).sum(-1, keepdim=True) + 1e-6)
		rep = nv // nk
		q = q.repeat_interleave(rep, dim=2).transpose(1, 2)  # [B, nv, T, dk]
		k = k.repeat_interleave(rep, dim=2).transpose(1, 2)
		v = v.transpose(1, 2)
		beta = torch.sigmoid(self.in_proj_b(h)).transpose(1, 2)  # [B, nv, T]
		g = (-self.A_log.exp() * F.softplus(self.in_proj_a(h) + self.dt_bias)).transpose(1, 2)
		return q, k, v, g, beta

	def forward(self, h, recurrent=False):
		c = self.c
		B, T, _ = h.shape
		q, k, v, g, beta = self.qkvgb(h)
		if recurrent:
			o = recurrent_delta_rule(q, k, v, g, beta)
		else:
			o = chunk_delta_rule(q, k, v, g, beta)
		o = o.transpose(1, 2)  # [B, T, nv, dv]
		z = self.in_proj_z(h).view(B, T, c.nv, c.dv)
		r = rms(o, c.eps) * self.norm_weight * F.silu(z)
		return self.out_proj(r.reshape(B, T, c.nv * c.dv))


class MLP(nn.Module):
	def __init__(self, c):
		super().__init__()
		self.gate_proj = Linear(c.hidden_size, c.intermediate_size, bias=False)
		self.up_proj = Linear(c.hidden_size, c.intermediate_size, bias=False)
		self.down_proj = Linear(c.intermediate_size, c.hidden_size, bias=False)

	def forward(self, h):
		return self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))


class Layer(nn.Module):
	def __init__(self, c, linear):
		super().__init__()
		self.linear = linear
		self.input_layernorm = ZCNorm(c.hidden_size, c.eps)
		self.post_attention_layernorm = ZCNorm(c.hidden_size, c.eps)
		if linear:
			self.linear_attn = GatedDeltaNet(c)
		else:
			self.self_attn = FullAttention(c)
		self.mlp = MLP(c)

	def forward(self, x, probs=None, recurrent=False):
		h = self.input_layernorm(x)
		if self.linear:
			x = x + self.linear_attn(h, recurrent=recurrent)
		else:
			o, P = self.self_attn(h, want_probs=probs is not None)
			if probs is not None:
				probs.append(P)
			x = x + o
		return x + self.mlp(self.post_attention_layernorm(x))


class Model(nn.Module):
	def __init__(self, c):
		super().__init__()
		self.c = c
		self.embed_tokens = nn.Embedding(c.vocab_size, c.hidden_size)
		self.layers = nn.ModuleList([Layer(c, c.linear[i]) for i in range(c.num_layers)])
		self.norm = ZCNorm(c.hidden_size, c.eps)
		self.init_weights()

	def init_weights(self):
		std = 0.02
		nn.init.normal_(self.embed_tokens.weight, std=std)
		for n, m in self.named_modules():
			if isinstance(m, nn.Linear):
				s = std
				if n.endswith(("o_proj", "out_proj", "down_proj")):
					s = std / math.sqrt(2 * self.c.num_layers)
				nn.init.normal_(m.weight, std=s)
			elif isinstance(m, nn.Conv1d):
				nn.init.normal_(m.weight, std=1.0 / math.sqrt(m.weight.shape[-1]))

	def forward(self, ids, probs=None, recurrent=False):
		x = self.embed_tokens(ids)
		for L in self.layers:
			x = L(x, probs=probs, recurrent=recurrent)
		y = self.norm(x)
		return proj(y, self.embed_tokens.weight)  # tied lm_head: y @ E^T

	def hf_state(self, prefix="model.language_model."):
		"""Parameters under their Hugging Face Qwen3.5 names (docs/MODEL.md §7.2)."""
		out = {}
		for n, p in self.named_parameters():
			name = n
			if name.endswith("linear_attn.norm_weight"):
				name = name.replace("norm_weight", "norm.weight")
			out[prefix + name] = p.detach()
		return out
