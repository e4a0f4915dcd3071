# src/engine: the forward pass (full attention, GatedDeltaNet, the KV and
# recurrent caches, capture), sampling and generation
libattn_a_SOURCES += src/engine/forward.c src/engine/forward.h src/engine/forward_int.h \
	src/engine/forward_attn.c src/engine/forward_gdn.c src/engine/forward_cache.c \
	src/engine/capture.c src/engine/capture.h \
	src/engine/sample.c src/engine/sample.h src/engine/generate.c src/engine/generate.h
