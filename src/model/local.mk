# src/model: files of this part (see docs/ARCHITECTURE.md)
# loader: JSON, safetensors, config, HF cache
libattn_a_SOURCES += src/model/json.c src/model/json.h
libattn_a_SOURCES += src/model/safetensors.c src/model/safetensors.h \
	src/model/config.c src/model/cfgparse.h src/model/hfcache.c src/model/hfcache.h \
	src/model/load.c
# tokenizer: byte-level BPE from tokenizer.json (pretok, NFC, Unicode tables)
libattn_a_SOURCES += src/model/tokenizer.c src/model/tokenizer.h src/model/bpe.c \
	src/model/added_match.c src/model/added_match.h \
	src/model/bpe.h src/model/pretok.c src/model/pretok.h src/model/nfc.c \
	src/model/nfc.h src/model/uc_lookup.c src/model/unicode_tables.c \
	src/model/unicode_tables.h
# compute: forward pass, kernels (runtime dispatch), thread pool, capture
libattn_a_SOURCES += src/model/forward.c src/model/forward.h src/model/forward_int.h \
	src/model/forward_attn.c src/model/forward_gdn.c src/model/forward_cache.c \
	src/model/kernels.c src/model/kernels.h src/model/kernels_x86.c src/model/kernels_avx2.c \
	src/model/mm_gemm.c src/model/mm_avx2.c src/model/mm_avx512.c src/model/mm_avx512bf16.c \
	src/model/mm_avx512_transpose.h src/model/mm_avx512_panels.h src/model/kernels_neon.c \
	src/model/panels.c src/model/panels.h \
	src/model/probe.c src/model/probe.h \
	src/model/threads.c src/model/threads.h src/model/bufcache.c src/model/bufcache.h
# the model contract (added by foundation so that make dist ships it)
libattn_a_SOURCES += src/model/model.h
# generation: the sampler (temperature, top-k, top-p, seeded)
libattn_a_SOURCES += src/model/sample.c src/model/sample.h src/model/generate.c src/model/generate.h
