# src/kernels: the matrix and vector kernels chosen at run time (one file per
# instruction set), BF16 panels, the thread pool, scratch buffers, and the
# machine's yardsticks for the benchmark
libattn_a_SOURCES += src/kernels/kernels.c src/kernels/kernels.h \
	src/kernels/kernels_x86.c src/kernels/kernels_avx2.c src/kernels/kernels_neon.c \
	src/kernels/mm_gemm.c src/kernels/mm_avx2.c src/kernels/mm_avx512.c \
	src/kernels/mm_avx512bf16.c src/kernels/mm_avx512_transpose.h \
	src/kernels/mm_avx512_panels.h \
	src/kernels/panels.c src/kernels/panels.h \
	src/kernels/probe.c src/kernels/probe.h \
	src/kernels/threads.c src/kernels/threads.h \
	src/kernels/bufcache.c src/kernels/bufcache.h
