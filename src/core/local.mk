# src/core: files of this part (see docs/ARCHITECTURE.md)
libattn_a_SOURCES += src/core/attention.c src/core/attention.h \
	src/core/scale_demo.c src/core/scale_demo.h
libattn_a_SOURCES += src/core/worked.c src/core/worked.h
libattn_a_SOURCES += src/core/online_softmax.c src/core/online_softmax.h
libattn_a_SOURCES += src/core/attn_cost.c src/core/attn_cost.h
