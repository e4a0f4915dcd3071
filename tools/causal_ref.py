#!/usr/bin/python3
"""The causal experiments of `attnstep run`, computed independently in PyTorch
from tools/qwen35_ref.py's layer functions (Debian's /usr/bin/python3).

    ablated(cfg, W, heads)      -> W' where each (layer, head) in heads contributes
                                   nothing: its columns of o_proj (full attention,
                                   head j reads a[:, j*hd:(j+1)*hd]) or of out_proj
                                   (GatedDeltaNet, value head j reads r[:, j*dv:(j+1)*dv])
                                   set to 0. Zeroing what a head's output meets in the
                                   output projection is the same map as zeroing the
                                   output itself, which is what the engine does.
    patched(cfg, W, ids, layer, row) -> logits [T, V] of ids with the stream's last
                                   position replaced by row after `layer`
    lens(cfg, W, resid_row)     -> logits [V] = lm_head . RMSNorm(row; norm)

and, as a script, the golden file tests/model/fixtures/NAME/causal.txt of each
fixture (read by tests/model/test_causal.c):

    /usr/bin/python3 tools/causal_ref.py tests/model/fixtures/NAME ...

    ids T id...                   the prompt (the fixture's golden.txt ids)
    ablate n L H ...              the heads ablated
    ablated V x...                last-position logits with them ablated
    patch_ids T id...             the second input
    patch_layer L                 the layer after which its stream is put in
    patched V x...                last-position logits of the patched run
    lens L V x...                 the lens logits after each layer (L rows)
    end
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import qwen35_ref as ref  # noqa: E402


def ablated(cfg, W, heads):
	W = dict(W)
	for layer, j in heads:
		p = "layers.%d." % layer
		if cfg.linear[layer]:
			name, width = p + "linear_attn.out_proj.weight", cfg.dv
		else:
			name, width = p + "self_attn.o_proj.weight", cfg.head_dim
		w = W[name].clone()
		w[:, j * width:(j + 1) * width] = 0
		W[name] = w
	return W


def patched(cfg, W, ids, layer, row):
	"""The forward pass of qwen35_ref, with x[-1] = row after `layer`."""
	ids = torch.as_tensor(ids, dtype=torch.long)
	x = W["embed_tokens.weight"][ids]
	for i in range(cfg.num_layers):
		L = ref.layer_weights(W, i)
		h = ref.rmsnorm(x, L["input_layernorm"], cfg.eps, cfg.zero_centred)
		if cfg.linear[i]:
			x = x + ref.gated_deltanet(cfg, L, h, None)
		else:
			x = x + ref.full_attention(cfg, L, h, None)
		h = ref.rmsnorm(x, L["post_attention_layernorm"], cfg.eps, cfg.zero_centred)
		x = x + ref.mlp(L, h)
		if i == layer:
			x = x.clone()
			x[-1] = row
	y = ref.rmsnorm(x, W["norm.weight"], cfg.eps, cfg.zero_centred)
	return y @ W["lm_head.weight"].T


def lens(cfg, W, row):
	y = ref.rmsnorm(row, W["norm.weight"], cfg.eps, cfg.zero_centred)
	return y @ W["lm_head.weight"].T


def read_ids(path):
	with open(path) as f:
		words = f.read().split()
	assert words[0] == "ids"
	n = int(words[1])
	return [int(w) for w in words[2:2 + n]]


def fmt(v):
	return " ".join("%.10g" % x for x in v)


def golden(d):
	cfg, W = ref.load_checkpoint(d)
	ids = read_ids(os.path.join(d, "golden.txt"))
	L = cfg.num_layers
	# the first full-attention layer's head 0 and the first GatedDeltaNet
	# layer's last value head (when the model has such layers)
	heads = []
	full = [i for i in range(L) if not cfg.linear[i]]
	lin = [i for i in range(L) if cfg.linear[i]]
	if full:
		heads.append((full[0], 0))
	if lin:
		heads.append((lin[0], cfg.nv - 1))
	abl = ref.forward(cfg, ablated(cfg, W, heads), ids, capture=False)["logits"][-1]
	# the second input: the prompt's first half reversed, another length
	src = list(reversed(ids[:max(2, len(ids) // 2)]))
	layer = L // 2
	row = ref.forward(cfg, W, src, capture=False)["resid"][layer + 1, -1]
	pat = patched(cfg, W, ids, layer, row)[-1]
	resid = ref.forward(cfg, W, ids, capture=False)["resid"]
	lines = ["ids %d %s" % (len(ids), " ".join(str(i) for i in ids)),
	         "ablate %d %s" % (len(heads), " ".join("%d %d" % h for h in heads)),
	         "ablated %d %s" % (abl.shape[0], fmt(abl.tolist())),
	         "patch_ids %d %s" % (len(src), " ".join(str(i) for i in src)),
	         "patch_layer %d" % layer,
	         "patched %d %s" % (pat.shape[0], fmt(pat.tolist()))]
	rows = [lens(cfg, W, resid[i + 1, -1]).tolist() for i in range(L)]
	lines.append("lens %d %d %s" % (L, len(rows[0]), " ".join(fmt(r) for r in rows)))
	lines.append("end")
	with open(os.path.join(d, "causal.txt"), "w") as f:
		f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
	if len(sys.argv) < 2:
		sys.stderr.write("usage: causal_ref.py FIXTURE_DIR...\n")
		sys.exit(2)
	torch.set_default_dtype(torch.float64)
	for d in sys.argv[1:]:
		golden(d)
