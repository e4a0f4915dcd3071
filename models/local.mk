# models: the embedded miniature Qwen3.5, installed under
# $(pkgdatadir)/models/embedded and found from the build tree by util/datadir.
nobase_dist_pkgdata_DATA += models/embedded/config.json \
	models/embedded/model.safetensors models/embedded/tokenizer.json
# the recipe that remade them (models/README.md)
EXTRA_DIST += models/README.md tools/corpus/gen_corpus.py tools/bpe/bpe.py \
	tools/train/model.py tools/train/train.py tools/train/export.py \
	tools/train/behaviour.py tools/train/evalloss.py
