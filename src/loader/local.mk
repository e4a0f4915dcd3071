# src/loader: reading a checkpoint (see docs/ARCHITECTURE.md): JSON,
# safetensors, config.json, the Hugging Face cache, and the model contract
libattn_a_SOURCES += src/loader/json.c src/loader/json.h \
	src/loader/safetensors.c src/loader/safetensors.h \
	src/loader/config.c src/loader/cfgparse.h src/loader/hfcache.c src/loader/hfcache.h \
	src/loader/load.c src/loader/model.h \
	src/loader/arch.h src/loader/arch_table.c src/loader/arch_llama_layout.c \
	src/loader/arch_qwen35.c src/loader/arch_qwen3.c src/loader/arch_llama.c \
	src/loader/arch_mistral.c src/loader/arch_qwen2.c src/loader/arch_gpt2.c
