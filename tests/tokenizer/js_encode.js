// Encode every test string with a reference tokenizer that none of us wrote:
// one of the @lenml/tokenizer-* packages (a port of Hugging Face
// transformers.js, each shipping a real tokenizer.json), or gpt-3-encoder
// (OpenAI's GPT-2 encoder.json and vocab.bpe with its own JavaScript BPE).
// Usage: node js_encode.js PACKAGE STRINGS_FILE [RANDOM_STRINGS] > OUT
// (PACKAGE may also be a directory holding tokenizer.json and
// tokenizer_config.json, read by @lenml/tokenizers.)
// Writes one JSON object per string: {"text": s, "ids": [...],
// "ids_special": [...], "decoded": d, "split": {name: {"regex": r,
// "pieces": [...]}}}: the ids without and with the special tokens the
// tokenizer adds (BOS), d what decoding the ids gives (the package's own
// decoder, special tokens kept, no clean-up of spaces), and the pieces of
// the raw text under each Split regex r of the tokenizer.json as
// JavaScript's own regex engine cuts it (Split "Isolated": matches and the
// gaps between them), to check our regex reader. For Qwen3 the split also
// holds Qwen3.5's pattern, derived from Qwen3's (docs/MODEL.md §8.3).
"use strict";
const fs = require("fs");
const PACKAGE = process.argv[2];
const GPT2_REGEX =
	"'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";

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

// The Split regexes: for each, the tokenizer.json string (ours to read) and
// the package's JavaScript translation of it (to split with).
const REGEX = {};
let tok = null, encoder = null;
if (PACKAGE === "gpt-3-encoder") {
	encoder = require("gpt-3-encoder");
	REGEX.gpt2 = { regex: GPT2_REGEX, js: GPT2_REGEX };
} else {
	if (PACKAGE.startsWith("/") || PACKAGE.startsWith(".")) {
		// a directory with tokenizer.json and tokenizer_config.json
		const { TokenizerLoader } = require("@lenml/tokenizers");
		const read = (f) => JSON.parse(fs.readFileSync(PACKAGE + "/" + f, "utf8"));
		tok = TokenizerLoader.fromPreTrained({
			tokenizerJSON: read("tokenizer.json"),
			tokenizerConfig: read("tokenizer_config.json"),
		});
	} else {
		tok = require(PACKAGE).fromPreTrained();
	}
	const pre = tok.pre_tokenizer;
	const steps = pre ? pre.tokenizers || [pre] : [];
	steps.forEach((p, k) => {
		const re = p.config && p.config.pattern && p.config.pattern.Regex;
		if (re !== undefined) REGEX["split" + k] = { regex: re, js: p.pattern.source };
		else if (p.config && p.config.type === "ByteLevel" && p.use_regex)
			REGEX.gpt2 = { regex: GPT2_REGEX, js: p.pattern.source };
	});
	if (PACKAGE.endsWith("-qwen3")) {
		// Qwen3.5's is Qwen3's with \p{M} joining the letter run and leaving
		// the punctuation run
		const q = REGEX.split0;
		const to35 = (r) => r
			.replace("]?\\p{L}+|", "]?[\\p{L}\\p{M}]+|")
			.replace(" ?[^\\s\\p{L}\\p{N}]+", " ?[^\\s\\p{L}\\p{M}\\p{N}]+");
		REGEX.qwen35 = { regex: to35(q.regex), js: to35(q.js) };
		if (REGEX.qwen35.js.split("\\p{M}").length !== 3)
			throw new Error("unexpected package regex: " + q.js);
	}
}
const ADDED = tok ? tok.added_tokens.map((a) => a.content) : [];

const RANDOM_STRINGS = Number(process.argv[4] || 0);
const lines = fs.readFileSync(process.argv[3], "utf8").split("\n");
let out = "";
lines.forEach((line, k) => {
	if (line === "" || line.startsWith("#")) return;
	const text = unescape(line, k + 1);
	out += record(text, false);
});

function record(text, random) {
	const pieces = {};
	for (const k of Object.keys(REGEX))
		pieces[k] = { regex: REGEX[k].regex, pieces: split(text, REGEX[k].js) };
	if (encoder) {
		const ids = encoder.encode(text);
		return JSON.stringify({ text, ids, decoded: encoder.decode(ids), split: pieces, random }) + "\n";
	}
	const ids = tok.encode(text, { add_special_tokens: false });
	const ids_special = tok.encode(text);
	const decoded = tok.decode(ids, { skip_special_tokens: false, clean_up_tokenization_spaces: false });
	return JSON.stringify({ text, ids, ids_special, decoded, split: pieces, random }) + "\n";
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
// the first few added tokens of the tokenizer, and some pieces that meet
// the pre-tokenizer's rules
const SPECIALS = ADDED.slice(0, 4).concat(ADDED.slice(-2), ["<|endoftext|>", "'s", "'LL", " ", "\n", "\u2581"]);
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
