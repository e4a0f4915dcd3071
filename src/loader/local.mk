# src/loader: reading a checkpoint (see docs/ARCHITECTURE.md): JSON,
# safetensors, config.json, the Hugging Face cache, and the model contract
libattn_a_SOURCES += src/loader/json.c src/loader/json.h \
	src/loader/safetensors.c src/loader/safetensors.h \
	src/loader/config.c src/loader/cfgparse.h src/loader/hfcache.c src/loader/hfcache.h \
	src/loader/load.c src/loader/model.h
