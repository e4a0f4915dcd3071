# models: the embedded miniature Qwen3.5, installed under
# $(pkgdatadir)/models/embedded and found from the build tree by util/datadir.
nobase_dist_pkgdata_DATA += models/embedded/config.json \
	models/embedded/model.safetensors models/embedded/tokenizer.json
# the recipe that remade them (models/README.md)
EXTRA_DIST += models/README.md tools/corpus/gen_corpus.py tools/bpe/bpe.py \
	tools/train/model.py tools/train/train.py tools/train/export.py \
	tools/train/behaviour.py tools/train/evalloss.py tools/train/recipe.sh \
	tools/train/eval_prompts.py tools/train/eval_prompts.tsv \
	tools/train/heldout_eval.py tools/train/judge_sheet.py tools/train/heldout/README.md \
	tools/train/heldout/en.tsv tools/train/heldout/zh.tsv \
	tools/train/dev/README.md tools/train/dev/en.tsv tools/train/dev/zh.tsv \
	tools/train/dev2/README.md tools/train/dev2/en.tsv tools/train/dev2/zh.tsv \
	tools/train/dev3/README.md tools/train/dev3/en.tsv tools/train/dev3/zh.tsv \
	tools/train/dev4/README.md tools/train/dev4/en.tsv tools/train/dev4/zh.tsv \
	tools/train/dev5/README.md tools/train/dev5/en.tsv tools/train/dev5/zh.tsv \
	tools/train/dev6/README.md tools/train/dev6/en.tsv tools/train/dev6/zh.tsv \
	tools/corpus/gen_everyday.py tools/corpus/everyday_en.py tools/corpus/everyday_zh.py \
	tools/corpus/lexicon_en.py tools/corpus/lexicon_zh.py tools/corpus/mix.py \
	tools/corpus/semantic_en.py tools/corpus/semantic_zh.py \
	tools/corpus/commonsense_en.py tools/corpus/commonsense_zh.py tools/corpus/world_zh.py tools/corpus/world_en.py \
	tools/corpus/phrases_en.py tools/corpus/phrases_zh.py \
	tools/corpus/facts_en.py tools/corpus/facts_zh.py tools/corpus/routines_en.py tools/corpus/routines_zh.py \
	tools/corpus/daily_en.py tools/corpus/daily_zh.py tools/corpus/kinds.py \
	tools/corpus/sentence_bank.py tools/corpus/sentence_bank/en.txt tools/corpus/sentence_bank/zh.txt \
	tools/corpus/sentence_bank/en2.txt tools/corpus/sentence_bank/zh2.txt \
	tools/corpus/plots_en.py tools/corpus/plots_zh.py tools/corpus/real/harvard.py \
	tools/corpus/register.py \
	tools/corpus/real/extract_all.sh tools/corpus/real/fetch_sources.sh tools/corpus/real/common.py \
	tools/corpus/real/wordnet.py tools/corpus/real/bible_web.py tools/corpus/real/austen.py \
	tools/corpus/real/rdata.py tools/corpus/real/stdlib_text.py tools/corpus/real/zh_html.py \
	tools/corpus/real/manpages_zh.py tools/corpus/real/fortunes_zh.py \
	tools/corpus/real/sources_md.py
