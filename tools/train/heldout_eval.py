#!/usr/bin/python3
"""Score a model on the held-out everyday prompts (tools/train/heldout/):
the first word of the greedy continuation against the writer's acceptable
words, with the attnstep binary itself (the engine the learner runs).

    /usr/bin/python3 tools/train/heldout_eval.py ./attnstep [MODEL_DIR] [--samples FILE] [--set DIR]

English: the continuation's first whole word (letters, digits and
apostrophes after any leading spaces), lower-cased, must be in the list.
Chinese: the continuation must begin with one of the acceptable words.
Prints one line a prompt and the score per language. With --samples FILE it
also writes, for each prompt, the greedy and two sampled 30-token
continuations (temperature 0.8, top-k 40, seeds 1 and 2) for a reader to
judge; the reader should be told only the prompt and the continuation.

The prompts were written before training by someone who had seen neither
the corpus nor the generator: report them, never tune on them. --set DIR
scores another set in the same format instead, such as tools/train/dev/,
which was written the same way but is meant to be read and tuned on.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def read_tsv(path):
	rows = []
	with open(path, encoding="utf-8") as f:
		next(f)
		for line in f:
			line = line.rstrip("\n")
			if not line:
				continue
			prompt, ok, note = line.split("\t")
			rows.append((prompt, ok.split("|"), note))
	return rows


def continuation(binary, model, prompt, n, sample_seed=None):
	cmd = [binary, "run", "--prompt", prompt, "--generate", str(n), "--top", "1", "--format", "json"]
	if model:
		cmd += ["--model", model]
	if sample_seed is not None:
		cmd += ["--temperature", "0.8", "--top-k", "40", "--seed", str(sample_seed)]
	out = subprocess.run(cmd, capture_output=True, check=True).stdout
	d = json.loads(out)
	raw = b"".join(bytes.fromhex(t["bytes"] or "") for t in d["generated"])
	return raw.decode("utf-8", errors="replace")


def first_word_en(text):
	m = re.match(r"\s*([A-Za-z0-9']+)", text)
	return m.group(1).lower() if m else text.strip()[:1]


def plausible(lang, text, ok):
	if lang == "en":
		return first_word_en(text) in ok
	return any(text.lstrip().startswith(w) for w in ok)


def main(argv):
	args = [a for a in argv[1:] if not a.startswith("--")]
	samples = None
	if "--samples" in argv:
		samples = argv[argv.index("--samples") + 1]
		args = [a for a in args if a != samples]
	prompt_dir = os.path.join(HERE, "heldout")
	if "--set" in argv:
		prompt_dir = argv[argv.index("--set") + 1]
		args = [a for a in args if a != prompt_dir]
	if not args:
		sys.stderr.write(__doc__)
		return 2
	binary = args[0]
	model = args[1] if len(args) > 1 else None
	report = []
	for lang in ("en", "zh"):
		rows = read_tsv(os.path.join(prompt_dir, lang + ".tsv"))
		hits = 0
		for prompt, ok, note in rows:
			text = continuation(binary, model, prompt, 8)
			good = plausible(lang, text, ok)
			hits += good
			print("%s %s %-40s -> %s" % (lang, "ok  " if good else "miss", prompt, text.replace("\n", "\\n")))
			if samples:
				report.append({"lang": lang, "prompt": prompt,
				               "greedy": continuation(binary, model, prompt, 30),
				               "sampled": [continuation(binary, model, prompt, 30, s) for s in (1, 2)]})
		print("%s: %d of %d plausible (%.0f %%)" % (lang, hits, len(rows), 100.0 * hits / len(rows)))
	if samples:
		with open(samples, "w", encoding="utf-8") as f:
			json.dump(report, f, ensure_ascii=False, indent=1)
	return 0


if __name__ == "__main__":
	sys.exit(main(sys.argv))
