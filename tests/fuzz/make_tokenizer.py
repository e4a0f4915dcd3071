#!/usr/bin/python3
"""Write the two tokenizer.json files the tokenizer fuzz target loads.

Both cover all 256 bytes (so that any valid UTF-8 text encodes) and carry 80
merges learnt greedily from a short English and Chinese sample, plus two added
tokens. tokenizer.json uses the Qwen pre-tokenizer and NFC; tokenizer_gpt2.json
the GPT-2 byte-level one with no normaliser. tokenizer_sp.json is
SentencePiece-style: Prepend and Replace normalisers putting U+2581 for the
spaces, BPE by character with the 256 <0xNN> byte-fallback tokens, 80 merges
learnt from the same sample, <unk> <s> </s>, BOS from the template and the
decoder that gives the text back. Run from this directory:
    /usr/bin/python3 make_tokenizer.py
"""
import json
import re
from collections import Counter

QWEN_RE = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}"
           r"| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
SAMPLE = ("The cat sat on the mat. The dog saw the cat, and the cat ran. "
          "Attention lets each token look back at the tokens before it. "
          "猫坐在垫子上。注意力让每个词回看它前面的词。 1234 5678 it's we'll\n")


def byte_chars():
    """GPT-2's reversible map from bytes to printable characters."""
    keep = list(range(33, 127)) + list(range(161, 173)) + list(range(174, 256))
    out, extra = {}, 0
    for b in range(256):
        if b in keep:
            out[b] = chr(b)
        else:
            out[b] = chr(256 + extra)
            extra += 1
    return out


def learn_merges(words, vocab, count):
    """Greedy BPE: merge the most frequent adjacent pair, count times."""
    merges = []
    while len(merges) < count:
        pairs = Counter()
        for w in words:
            pairs.update(zip(w, w[1:]))
        if not pairs:
            break
        (a, b), _ = pairs.most_common(1)[0]
        merges.append([a, b])
        vocab.setdefault(a + b, len(vocab))
        nw = []
        for w in words:
            o, i = [], 0
            while i < len(w):
                if i + 1 < len(w) and w[i] == a and w[i + 1] == b:
                    o.append(a + b)
                    i += 2
                else:
                    o.append(w[i])
                    i += 1
            nw.append(o)
        words = nw
    return merges


def sentencepiece():
    """The SentencePiece-style tokenizer: by character, byte fallback."""
    mark = "\u2581"
    vocab = {"<unk>": 0, "<s>": 1, "</s>": 2}
    for b in range(256):
        vocab["<0x%02X>" % b] = len(vocab)
    text = mark + SAMPLE.replace(" ", mark)
    for c in text:
        vocab.setdefault(c, len(vocab))
    words = [list(w) for w in re.findall(mark + "?[^" + mark + "]+", text)]
    merges = learn_merges(words, vocab, 80)
    added = [{"id": i, "content": c, "special": True, "normalized": False}
             for i, c in enumerate(["<unk>", "<s>", "</s>"])]
    return {"version": "1.0", "added_tokens": added,
            "normalizer": {"type": "Sequence", "normalizers": [
                {"type": "Prepend", "prepend": mark},
                {"type": "Replace", "pattern": {"String": " "}, "content": mark}]},
            "pre_tokenizer": None,
            "post_processor": {
                "type": "TemplateProcessing",
                "single": [{"SpecialToken": {"id": "<s>", "type_id": 0}},
                           {"Sequence": {"id": "A", "type_id": 0}}],
                "pair": [],
                "special_tokens": {"<s>": {"id": "<s>", "ids": [1], "tokens": ["<s>"]}}},
            "decoder": {"type": "Sequence", "decoders": [
                {"type": "Replace", "pattern": {"String": mark}, "content": " "},
                {"type": "ByteFallback"}, {"type": "Fuse"},
                {"type": "Strip", "content": " ", "start": 1, "stop": 0}]},
            "model": {"type": "BPE", "dropout": None, "unk_token": "<unk>",
                      "continuing_subword_prefix": None, "end_of_word_suffix": None,
                      "fuse_unk": True, "byte_fallback": True, "vocab": vocab,
                      "merges": merges}}


def main():
    bc = byte_chars()
    vocab = {bc[b]: i for i, b in enumerate(range(256))}
    # pieces as the pre-tokenizers cut them: a word with its leading space
    words = [[bc[b] for b in w.encode()] for w in re.findall(r" ?[^ ]+", SAMPLE)]
    merges = learn_merges(words, vocab, 80)
    n = len(vocab)
    added = [{"id": n, "content": "<|end|>", "special": True, "normalized": False},
             {"id": n + 1, "content": "<|end|>x", "special": False, "normalized": False}]
    bl = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False,
          "use_regex": False}
    model = {"type": "BPE", "dropout": None, "unk_token": None,
             "continuing_subword_prefix": "", "end_of_word_suffix": "",
             "fuse_unk": False, "byte_fallback": False, "ignore_merges": False,
             "vocab": vocab, "merges": merges}
    qwen = {"version": "1.0", "added_tokens": added, "normalizer": {"type": "NFC"},
            "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
                {"type": "Split", "pattern": {"Regex": QWEN_RE},
                 "behavior": "Isolated", "invert": False}, bl]},
            "post_processor": bl, "decoder": bl, "model": model}
    gpt2 = dict(qwen, normalizer=None,
                pre_tokenizer=dict(bl, trim_offsets=True, use_regex=True))
    for name, doc in (("tokenizer.json", qwen), ("tokenizer_gpt2.json", gpt2),
                      ("tokenizer_sp.json", sentencepiece())):
        with open(name, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
