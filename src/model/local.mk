# src/model: files of this part (see docs/ARCHITECTURE.md)
# loader: JSON, safetensors, config, HF cache
libattn_a_SOURCES += src/model/json.c src/model/json.h
