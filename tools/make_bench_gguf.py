#!/usr/bin/python3
"""Write the bench model (tools/make_bench_model.py) as a llama.cpp GGUF, so
that `llama-bench` and `attnstep bench` time the same shapes on one machine.

    /usr/bin/python3 tools/make_bench_gguf.py LLAMA_CPP_SRC OUT.gguf bf16|f32 [MODEL_DIR]

LLAMA_CPP_SRC is a llama.cpp source tree with the qwen35 architecture; only
its gguf-py package is used (it needs numpy, nothing else). MODEL_DIR
defaults to /tmp/qwen35-bench; a MODEL_DIR whose config says model_type
"llama" (make_bench_model.py --llama) is written as llama.cpp's llama
architecture: names from gguf-py's llama table, the norms as they are (Llama
multiplies by w), head_dim as the key and value length. llama.cpp's own
converter also permutes the rows of q_proj and k_proj (Hugging Face's RoPE
halves against GGUF's interleaved pairs); with random weights that changes
no timing, so it is not done.

The weights are random, so only names, shapes and types matter, but the
changes llama.cpp's own converter makes for Qwen3.5 are made here too, so
that the file loads as a real conversion would:
  - names: the `model.language_model.` prefix dropped, then gguf-py's table
    for qwen35 (q_proj -> blk.N.attn_q, in_proj_qkv -> blk.N.attn_qkv, ...);
  - A_log stored as -exp(A_log);
  - conv1d.weight [C, 1, K] stored as [C, K];
  - every RMSNorm weight except the GatedDeltaNet output norm stored as
    1 + w (the checkpoint's norms are zero-centred);
  - in bf16 files the matrices stay BF16 (their bits copied), the norms,
    A, dt_bias and the convolution F32; in f32 files everything is F32.
The grouped value heads of larger Qwen3.5 models need a reordering that this
checkpoint (16 key and 16 value heads) does not; the script refuses them.

The vocabulary is synthetic (the bench model has no tokenizer): the 256
byte-level symbols that a GPT-2 style BPE vocabulary starts with (llama.cpp
looks some of them up when it loads), a few merges, three control tokens at
the ids of Qwen3.5's, and fillers up to vocab_size.
"""
import json
import os
import struct
import sys

import numpy as np


def read_safetensors(folder):
    """{name: (dtype, numpy view)} over every shard, the data memory-mapped"""
    index = os.path.join(folder, "model.safetensors.index.json")
    if os.path.exists(index):
        with open(index) as f:
            shards = sorted(set(json.load(f)["weight_map"].values()))
    else:
        shards = sorted(n for n in os.listdir(folder) if n.endswith(".safetensors"))
    kinds = {"BF16": np.uint16, "F16": np.float16, "F32": np.float32}
    out = {}
    for shard in shards:
        path = os.path.join(folder, shard)
        with open(path, "rb") as f:
            hlen = struct.unpack("<Q", f.read(8))[0]
            header = json.loads(f.read(hlen))
        data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + hlen)
        for name, info in header.items():
            if name == "__metadata__":
                continue
            b, e = info["data_offsets"]
            view = data[b:e].view(kinds[info["dtype"]]).reshape(info["shape"])
            out[name] = (info["dtype"], view)
    return out


def as_f32(dtype, a):
    if dtype == "BF16":
        return (np.asarray(a).astype(np.uint32) << 16).view(np.float32)
    return np.asarray(a, dtype=np.float32)


def byte_symbols():
    """The 256 symbols of byte-level BPE: printable Latin-1 bytes stand for
    themselves, the other 68 bytes for the code points from 256 up."""
    own = [b for b in range(256) if 33 <= b <= 126 or 161 <= b <= 172 or 174 <= b <= 255]
    moved = [b for b in range(256) if b not in own]
    return [chr(b) for b in own] + [chr(256 + i) for i in range(len(moved))]


def write_vocab(gguf, w, n_vocab, eos, pre):
    """The synthetic byte-level vocabulary: 256 byte symbols, four merges,
    three control tokens at eos, eos + 1, eos + 2, fillers elsewhere."""
    tokens = byte_symbols()
    pairs = [("Ġ", "t"), ("Ġ", "a"), ("i", "n"), ("e", "r")]
    tokens += [a + b for a, b in pairs]
    control = {eos: "<|endoftext|>", eos + 1: "<|im_start|>", eos + 2: "<|im_end|>"}
    token_types = [gguf.TokenType.NORMAL] * n_vocab
    for i in range(len(tokens), n_vocab):
        tokens.append(control.get(i, f"<filler_{i}>"))
        if i in control:
            token_types[i] = gguf.TokenType.CONTROL
    w.add_tokenizer_model("gpt2")
    w.add_tokenizer_pre(pre)
    w.add_token_list(tokens)
    w.add_token_types(token_types)
    w.add_token_merges([f"{a} {b}" for a, b in pairs])
    w.add_bos_token_id(eos)
    w.add_eos_token_id(eos)
    w.add_pad_token_id(eos)
    w.add_add_bos_token(False)


def add_tensor(gguf, w, new, dtype, a, outtype):
    """Matrices stay BF16 in a bf16 file; everything else is F32."""
    matrix = a.ndim == 2 and new.endswith(".weight") and not new.endswith("_norm.weight")
    if outtype == "bf16" and matrix and dtype == "BF16":
        w.add_tensor(new, np.asarray(a), raw_shape=a.shape,
                     raw_dtype=gguf.GGMLQuantizationType.BF16)
    else:
        w.add_tensor(new, np.ascontiguousarray(as_f32(dtype, a), dtype=np.float32))


def new_writer(gguf, arch, out_path, name, hp, n_layer, head_dim):
    """A GGUF writer with the keys both layouts share, in the order
    llama.cpp's converter writes them."""
    w = gguf.GGUFWriter(out_path, gguf.MODEL_ARCH_NAMES[arch])
    w.add_name(name)
    w.add_block_count(n_layer)
    w.add_context_length(hp["max_position_embeddings"])
    w.add_embedding_length(hp["hidden_size"])
    w.add_feed_forward_length(hp["intermediate_size"])
    w.add_head_count(hp["num_attention_heads"])
    w.add_head_count_kv(hp["num_key_value_heads"])
    w.add_key_length(head_dim)
    w.add_value_length(head_dim)
    w.add_layer_norm_rms_eps(hp["rms_norm_eps"])
    return w


def write_llama(gguf, hp, model_dir, out_path, outtype):
    n_layer = hp["num_hidden_layers"]
    head_dim = hp.get("head_dim") or hp["hidden_size"] // hp["num_attention_heads"]
    arch = gguf.MODEL_ARCH.LLAMA
    w = new_writer(gguf, arch, out_path, "Llama layout at Qwen3.5-0.8B widths, random weights",
                   hp, n_layer, head_dim)
    w.add_rope_freq_base(hp.get("rope_theta", 10000.0))
    w.add_rope_dimension_count(head_dim)
    w.add_vocab_size(hp["vocab_size"])
    w.add_file_type(gguf.LlamaFileType.MOSTLY_BF16 if outtype == "bf16"
                    else gguf.LlamaFileType.ALL_F32)
    write_vocab(gguf, w, hp["vocab_size"], hp.get("eos_token_id", 248044), "default")
    names = gguf.get_tensor_name_map(arch, n_layer)
    for src_name, (dtype, a) in sorted(read_safetensors(model_dir).items()):
        new = names.get_name(src_name, try_suffixes=(".weight", ".bias"))
        if new is None:
            sys.exit(f"{model_dir}: no GGUF name for tensor {src_name}")
        add_tensor(gguf, w, new, dtype, a, outtype)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file(progress=False)
    w.close()
    print(f"wrote {out_path} ({os.path.getsize(out_path)} bytes)")


def main():
    if len(sys.argv) not in (4, 5) or sys.argv[3] not in ("bf16", "f32"):
        sys.exit(__doc__.split("\n\n")[1])
    src, out_path, outtype = sys.argv[1], sys.argv[2], sys.argv[3]
    model_dir = sys.argv[4] if len(sys.argv) == 5 else "/tmp/qwen35-bench"
    sys.path.insert(0, os.path.join(src, "gguf-py"))
    import gguf

    with open(os.path.join(model_dir, "config.json")) as f:
        cfg = json.load(f)
    if cfg.get("model_type") == "llama":
        return write_llama(gguf, cfg, model_dir, out_path, outtype)
    hp = dict(cfg, **cfg.get("text_config", {}))
    rope = hp.get("rope_parameters") or {}
    n_layer, head_dim = hp["num_hidden_layers"], hp["head_dim"]
    n_k, n_v = hp["linear_num_key_heads"], hp["linear_num_value_heads"]
    if n_k != n_v:
        sys.exit(f"{model_dir}: {n_k} key and {n_v} value heads: grouped value heads "
                 "need llama.cpp's reordering, which this script does not do")
    interval = hp.get("full_attention_interval", 4)
    types = hp.get("layer_types") or [
        "full_attention" if (i + 1) % interval == 0 else "linear_attention"
        for i in range(n_layer)]

    arch = gguf.MODEL_ARCH.QWEN35
    w = new_writer(gguf, arch, out_path, "Qwen3.5-0.8B shapes, random weights",
                   hp, n_layer, head_dim)
    w.add_rope_freq_base(rope.get("rope_theta", 1e7))
    w.add_rope_dimension_count(int(head_dim * rope.get("partial_rotary_factor", 0.25)))
    w.add_rope_dimension_sections((list(rope.get("mrope_section", [11, 11, 10])) + [0] * 4)[:4])
    w.add_ssm_conv_kernel(hp["linear_conv_kernel_dim"])
    w.add_ssm_state_size(hp["linear_key_head_dim"])
    w.add_ssm_group_count(n_k)
    w.add_ssm_time_step_rank(n_v)
    w.add_ssm_inner_size(hp["linear_value_head_dim"] * n_v)
    w.add_recurrent_layers([t == "linear_attention" for t in types])
    w.add_full_attention_interval(interval)
    w.add_file_type(gguf.LlamaFileType.MOSTLY_BF16 if outtype == "bf16"
                    else gguf.LlamaFileType.ALL_F32)

    write_vocab(gguf, w, hp["vocab_size"], hp.get("eos_token_id", 248044), "qwen35")

    names = gguf.get_tensor_name_map(arch, n_layer)
    for src_name, (dtype, a) in sorted(read_safetensors(model_dir).items()):
        if any(k in src_name for k in ("visual.", "vision", "mtp.")):
            continue
        name = src_name.replace("language_model.", "")
        changed = None
        if name.endswith(".A_log"):
            changed = -np.exp(as_f32(dtype, a))
        elif name.endswith(".dt_bias"):
            name = name[: -len(".dt_bias")] + ".dt_proj.bias"
        elif "conv1d" in name:
            changed = np.squeeze(as_f32(dtype, a))
        elif name.endswith("norm.weight") and not name.endswith("linear_attn.norm.weight"):
            changed = as_f32(dtype, a) + 1.0
        new = names.get_name(name, try_suffixes=(".weight", ".bias"))
        if new is None:
            sys.exit(f"{model_dir}: no GGUF name for tensor {src_name}")
        if changed is None:
            add_tensor(gguf, w, new, dtype, a, outtype)
        else:
            w.add_tensor(new, np.ascontiguousarray(changed, dtype=np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file(progress=False)
    w.close()
    print(f"wrote {out_path} ({os.path.getsize(out_path)} bytes)")


if __name__ == "__main__":
    main()
