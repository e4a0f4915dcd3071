# src/util: files of this part (see docs/ARCHITECTURE.md)
libattn_a_SOURCES += src/util/error.c src/util/error.h
